/** What the Trolldilemma choosers need beyond the view: the raid a throw would lead to, and legality. */
import { sameJson } from '$engine/core/json';
import type { Action, Seat } from '$engine/core/types';
import { raidOrder } from '$engine/games/trolldilemma/rules';
import type { ThrowTarget, TrolldilemmaView } from '$engine/games/trolldilemma/types';

/**
 * Skull counts once `targets` (one chosen throw per card, null while unchosen) land, as far as
 * the thrower can know: a troll with a Mirror acting this turn sends cards to the middle.
 */
export function skullsAfter(view: TrolldilemmaView, targets: readonly (ThrowTarget | null)[]): number[] {
  const skulls = view.trolls.map((troll) => troll.skulls);
  for (const target of targets) {
    if (target !== null && target !== 'middle' && !view.trolls[target].thisTurn.includes('mirror')) skulls[target] += 1;
  }
  return skulls;
}

/** Who would rob each lot on the road (in road order) with these skull counts. */
export function raidForecast(view: TrolldilemmaView, skulls: readonly number[]): Seat[] {
  const order = raidOrder(skulls, view.firstPlayer);
  return view.lots.map((_, i) => order[i]);
}

export function isLegal(legal: readonly Action[], action: Action): boolean {
  return legal.some((candidate) => sameJson(candidate, action));
}
