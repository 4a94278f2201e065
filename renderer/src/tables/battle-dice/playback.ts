/**
 * Turns the events of a Battle Dice move into the steps the table plays back: a roll (the dice
 * tumble, then land, LIGHTNING runs included) and the big announcements. Built from
 * `snapshot.fresh` only, so a bot's move and a human's move are shown the same way.
 */
import type { GameEvent, Seat } from '$engine/core/types';
import type { Ability, BattleDiceEvent, HeroId } from '$engine/games/battle-dice/types';

export interface ShownDie {
  hero: HeroId;
  face: Ability;
  /** LIGHTNING in a row (0 for any other face) */
  lightning: number;
  /** the ignored face that ended a LIGHTNING run */
  endedBy?: Ability;
}

/** Events announced across the table; each has a text `battle-dice:table.banner.<type>`. */
export type BannerEvent = Extract<
  BattleDiceEvent,
  { type: 'knocked-out' | 'revived' | 'eliminated' | 'cursed-out' | 'capture' | 'winner' | 'draw' | 'sudden-death-agreed' }
>;

export type PlaybackStep = { kind: 'roll'; seat: Seat; dice: ShownDie[] } | { kind: 'banner'; event: BannerEvent };

/** (sudden death's every drop is not announced: the table's badge shows the full health every turn; only its start is) */
const BANNERS: ReadonlySet<string> = new Set(['knocked-out', 'revived', 'eliminated', 'cursed-out', 'capture', 'winner', 'draw', 'sudden-death-agreed']);

/** Milliseconds each kind of step stays on screen at normal speed. */
export const normalPace: Record<PlaybackStep['kind'], number> = { roll: 1500, banner: 1900 };

export function playbackSteps(events: readonly GameEvent[]): PlaybackStep[] {
  const steps: PlaybackStep[] = [];
  for (const event of events as readonly BattleDiceEvent[]) {
    if (event.type === 'roll') {
      steps.push({
        kind: 'roll',
        seat: event.seat,
        dice: event.heroes.map((hero, i) => ({ hero, face: event.faces[i], lightning: 0 })),
      });
    } else if (event.type === 'lightning-run') {
      const roll = steps.at(-1);
      const die = roll?.kind === 'roll' ? roll.dice.find((shown) => shown.hero === event.hero) : undefined;
      if (die) Object.assign(die, { lightning: event.count, endedBy: event.face });
    } else if (BANNERS.has(event.type)) {
      steps.push({ kind: 'banner', event: event as BannerEvent });
    }
  }
  return steps;
}
