/**
 * Trolldilemma for the bots' search: a full state a troll could be in, from what it knows. Every
 * traveller comes into play face up (the reveal), then goes to a hand, a skull pile or the middle
 * in plain sight, so a troll that remembers knows where each one is: only the order of the road
 * and the others' pending secret choices are hidden.
 *
 * A pending choice is drawn as a troll would likely have made it: mostly the Cunning level's own
 * choice from that troll's view, sometimes any choice at all, so that a troll who plays otherwise
 * is never ruled out. Drawn uniformly, the others' throws looked wild, and the search protected
 * itself against throws nobody makes.
 */
import { drawnRng, Rng } from '../../core/rng';
import type { Seat } from '../../core/types';
import { smart } from './bots';
import { copyState, throwOptions } from './rules';
import type { Side, TrolldilemmaAction, TrolldilemmaState } from './types';

const SIDES: Side[] = ['left', 'right'];
/** how often a pending choice is drawn from the Cunning level's play rather than from every choice */
const LIKELY_SHARE = 0.75;

export function determinize(state: TrolldilemmaState, seat: Seat, random: () => number): TrolldilemmaState {
  const rng = new Rng(drawnRng(random));
  const next = copyState(state);
  // sorted first, so that the road drawn does not depend on the true order
  next.deck = rng.shuffle([...state.deck].sort());
  next.rng = drawnRng(random);
  const phase = next.phase;
  if (phase.kind !== 'redirect' && phase.kind !== 'trolley') return next;
  // every pending choice undone first: a troll choosing did not know the others' choices
  const pending = phase.choices.map((choice, other) => choice !== null && other !== seat);
  pending.forEach((undone, other) => {
    if (undone) phase.choices[other] = null;
  });
  const random01 = () => rng.int(0, 0x3fffffff) / 0x40000000;
  const likely = (other: Seat) => (random01() < LIKELY_SHARE ? (smart.choose(next, other, random01) as TrolldilemmaAction) : null);
  const guesses = pending.map((undone, other) => (undone ? likely(other) : null));
  pending.forEach((undone, other) => {
    if (!undone) return;
    const guess = guesses[other];
    if (phase.kind === 'redirect') {
      phase.choices[other] = guess?.type === 'throw' ? guess.targets : rng.pick(throwOptions(state.trolls[other].hand.length, state.trolls.length));
    } else {
      phase.choices[other] = guess?.type === 'point' ? guess.side : rng.pick(SIDES);
    }
  });
  return next;
}
