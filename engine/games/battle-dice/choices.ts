/** Battle Dice: who is to play, and every move they may make (the legal actions) at each stage. */
import type { Seat } from '../../core/types';
import { healOf, lightOverflow, type ApplyAction } from './abilities';
import { HEAL_ABILITIES } from './numbers';
import { damageTargets, focusMultiplier, freezableHeroes, poisonTargets, rollableHeroes, selfOrNeighbours } from './seats';
import type { BattleDiceAction, BattleDiceState, Turn } from './types';

export function activeSeats(state: BattleDiceState): Seat[] {
  const phase = state.phase;
  if (phase.kind === 'draft') return [phase.order[0]];
  if (phase.kind === 'capture') return [phase.by];
  if (phase.kind === 'battle' && state.turn) return [state.turn.seat];
  return [];
}

export function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i <= items.length - size; i++) {
    for (const rest of combinations(items.slice(i + 1), size - 1)) out.push([items[i], ...rest]);
  }
  return out;
}

/** whether FOCUS must still be decided: saved FOCUS first, then each rolled FOCUS */
export function focusPending(turn: Turn): boolean {
  return turn.savedFocus > 0 || turn.results.some((result) => result.ability === 'focus' && !result.done);
}

/**
 * The ways to apply one pending result: every combination of its choices. Ruling: in Wild each
 * part of a result picks its own side (DRAIN's damage and heal, SWARM's damage and third hero,
 * GROWTH's heal and third hero, LIGHT's damage made of extra healing); MEDITATE's resting die
 * and FOCUS are the roller's own dice and stay with them, and so does CURSE's 1 damage to its roller.
 */
function applyChoices(state: BattleDiceState, turn: Turn, index: number): BattleDiceAction[] {
  const result = turn.results[index];
  const seat = turn.seat;
  const ability = result.ability;
  const wild = state.options.mode === 'wild';
  let actions: ApplyAction[] = [{ type: 'apply', result: index }];
  /** one action per value of `field` for each so far; no values: the field is left out */
  const choose = <K extends keyof ApplyAction>(field: K, values: readonly ApplyAction[K][]): void => {
    if (values.length) actions = actions.flatMap((action) => values.map((value) => ({ ...action, [field]: value })));
  };
  if (ability === 'shield') {
    if (wild) choose('target', selfOrNeighbours(state, seat));
  } else if (ability === 'poison') {
    choose('target', poisonTargets(state, seat));
  } else if (HEAL_ABILITIES.has(ability)) {
    choose('target', selfOrNeighbours(state, seat));
    if (ability === 'growth' && wild) choose('effectTarget', selfOrNeighbours(state, seat));
  } else if (ability !== 'focus') {
    choose('target', damageTargets(state, seat));
    if (ability === 'ice') {
      const freezable = freezableHeroes(state, seat);
      choose('hero', freezable.length ? freezable : [null]);
    }
    if (ability === 'swarm' && wild) choose('effectTarget', selfOrNeighbours(state, seat));
    if (ability === 'drain' && wild) choose('healTarget', selfOrNeighbours(state, seat));
    if (ability === 'drain' && focusMultiplier(turn) > 1) choose('bonus', ['damage', 'heal']);
  }
  const sides = damageTargets(state, seat);
  if (wild && sides.length > 1) {
    actions = actions.flatMap((action) =>
      lightOverflow(state, healOf(state, action)) > 0 ? sides.map((side) => ({ ...action, overflowTarget: side })) : [action],
    );
  }
  return ability === 'meditate' ? [...actions, { type: 'discard', result: index }] : actions;
}

/** whether sudden death is offered now: a battle past the offer's turn, without it so far */
export function suddenDeathOffered(state: BattleDiceState): boolean {
  return state.phase.kind === 'battle' && state.suddenDeathFrom === null && state.turnNumber >= state.suddenDeathOffer.from;
}

/** whether `seat`, about to roll, is to answer the sudden death offered (once per offer) */
function suddenDeathAsks(state: BattleDiceState, seat: Seat): boolean {
  return suddenDeathOffered(state) && !state.suddenDeathOffer.accepted.includes(seat);
}

export function legalActions(state: BattleDiceState, seat: Seat): BattleDiceAction[] {
  if (!activeSeats(state).includes(seat)) return [];
  const phase = state.phase;
  if (phase.kind === 'draft') return state.pool.map((id) => ({ type: 'pick', hero: id }));
  if (phase.kind === 'capture') return [...phase.heroes.map((id) => ({ type: 'capture' as const, hero: id })), { type: 'capture', hero: null }];
  const turn = state.turn as Turn;
  if (turn.stage === 'choose') {
    const rolls: BattleDiceAction[] = combinations(rollableHeroes(state, seat), turn.diceToRoll).map((heroes) => ({ type: 'roll', heroes }));
    return suddenDeathAsks(state, seat) ? [...rolls, { type: 'sudden-death', accept: true }, { type: 'sudden-death', accept: false }] : rolls;
  }
  if (turn.savedFocus > 0) return [{ type: 'saved-focus', choice: 'use' }, { type: 'saved-focus', choice: 'discard' }];
  const rolledFocus = turn.results.findIndex((result) => result.ability === 'focus' && !result.done);
  if (rolledFocus >= 0) {
    return (['use', 'save', 'discard'] as const).flatMap((choice) =>
      turn.results.flatMap((result, index) => (result.ability === 'focus' && !result.done ? [{ type: 'focus' as const, result: index, choice }] : [])),
    );
  }
  return turn.results.flatMap((result, index) => (result.done ? [] : applyChoices(state, turn, index)));
}
