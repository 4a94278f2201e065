/**
 * TRÔL's rules change a draft: `apply` clones the state once, the steps of a turn or a hunt change
 * the clone in place, and the random source and the events are written back at the end.
 */
import { Rng } from '../../core/rng';
import type { GameEvent } from '../../core/types';
import type { TrolState } from './types';

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
    resolution: state.resolution && structuredClone(state.resolution),
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
