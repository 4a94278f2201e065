/**
 * Trolldilemma for the bots' search: a full state a troll could be in, from what it knows. Every
 * traveller comes into play face up (the reveal), then goes to a hand, a skull pile or the middle
 * in plain sight, so a troll that remembers knows where each one is: only the order of the road
 * and the others' pending secret choices are hidden.
 */
import { drawnRng, Rng } from '../../core/rng';
import type { Seat } from '../../core/types';
import { copyState, throwOptions } from './rules';
import type { Side, TrolldilemmaState } from './types';

const SIDES: Side[] = ['left', 'right'];

export function determinize(state: TrolldilemmaState, seat: Seat, random: () => number): TrolldilemmaState {
  const rng = new Rng(drawnRng(random));
  const next = copyState(state);
  // sorted first, so that the road drawn does not depend on the true order
  next.deck = rng.shuffle([...state.deck].sort());
  const phase = next.phase;
  if (phase.kind === 'redirect') {
    phase.choices = phase.choices.map((choice, other) =>
      choice === null || other === seat ? choice : rng.pick(throwOptions(state.trolls[other].hand.length, state.trolls.length)),
    );
  } else if (phase.kind === 'trolley') {
    phase.choices = phase.choices.map((choice, other) => (choice === null || other === seat ? choice : rng.pick(SIDES)));
  }
  next.rng = drawnRng(random);
  return next;
}
