/**
 * TRÔL's rules change a draft: `apply` clones the state once, the steps of a turn or a hunt change
 * the clone in place, and the random source and the events are written back at the end.
 */
import { Rng } from '../../core/rng';
import type { GameEvent } from '../../core/types';
import type { HuntReport, Resolution, TrolState } from './types';

export interface Draft {
  state: TrolState;
  rng: Rng;
  events: GameEvent[];
}

export function draftOf(state: TrolState): Draft {
  const copy = copyState(state);
  return { state: copy, rng: new Rng(copy.rng), events: copy.events };
}

/**
 * A copy the rules may change in place, with no events, made by hand rather than by
 * structuredClone: the bots' search applies thousands of moves a decision. The last hunt's report
 * and the finale are only ever replaced, never changed, so they are shared.
 */
export function copyState(state: TrolState): TrolState {
  return {
    ...state,
    events: [],
    tribes: state.tribes.map((tribe) => ({
      ...tribe,
      hand: [...tribe.hand],
      pile: [...tribe.pile],
      ...(tribe.piles ? { piles: tribe.piles.map((pile) => [...pile]) } : {}),
      survivors: [...tribe.survivors],
      trophies: [...tribe.trophies],
    })),
    hunts: state.hunts.map((hunt) => ({ ...hunt, cards: hunt.cards.map((laid) => ({ ...laid })) })),
    gibierDeck: [...state.gibierDeck],
    discard: [...state.discard],
    resolution: state.resolution && copyResolution(state.resolution),
  };
}

/**
 * A hunt's resolution copied to its last array and die, by hand for the same reason: the rules
 * change these in place (a test walks both copies and finds nothing shared).
 */
export function copyResolution(resolution: Resolution): Resolution {
  const { trigger, roll, prompt } = resolution;
  return {
    ...resolution,
    trigger: trigger && { ...trigger },
    cards: [...resolution.cards],
    removed: [...resolution.removed],
    betrayals: resolution.betrayals.map((betrayal) => ({ ...betrayal, die: { ...betrayal.die } })),
    betrayed: [...resolution.betrayed],
    strikes: resolution.strikes.map((strike) => ({ ...strike, dice: strike.dice.map((die) => ({ ...die })) })),
    chamansUsed: [...resolution.chamansUsed],
    stagiaires: [...resolution.stagiaires],
    asked: [...resolution.asked],
    roll: roll && { ...roll, dice: roll.dice.map((die) => ({ ...die })), declined: [...roll.declined] },
    prompt: prompt && { ...prompt },
  };
}

/** The last hunt's report, copied for a view (the table's views are handed out and must not alias the state). */
export function copyHuntReport(report: HuntReport): HuntReport {
  const { trigger } = report;
  return {
    ...report,
    trigger: trigger && { ...trigger },
    cards: [...report.cards],
    food: [...report.food],
    survivors: [...report.survivors],
    discarded: [...report.discarded],
  };
}

export function committed({ state, rng }: Draft): TrolState {
  state.rng = rng.state();
  return state;
}

/** the fields that name a tribe in a log line: its index, its player's name and its colour */
export function tribeFields(state: TrolState, tribe: number): { tribe: number; name: string; color: string } {
  return { tribe, name: state.seats[state.tribes[tribe].owner].name, color: state.tribes[tribe].color };
}
