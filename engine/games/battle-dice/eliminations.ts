/** The end of a Battle Dice turn: eliminations, the capture of a hero, the next turn or the battle's outcome. */
import type { Outcome, OutcomeReason, Seat } from '../../core/types';
import { emit } from './events';
import { leftOf } from './seats';
import { endEffectsOf, startTurn } from './turn';
import type { BattleDiceState, HeroId, Turn } from './types';

export function endTurn(state: BattleDiceState): void {
  const turn = state.turn as Turn;
  const seat = turn.seat;
  turn.blocks = [];
  const player = state.players[seat];
  if (player.health > 0 && !player.cursedOut) {
    nextTurn(state, seat);
    return;
  }
  // Eliminated at the end of their own turn: still at 0, not revived, or brought down by their own CURSE
  player.eliminated = true;
  player.down = false;
  state.eliminations.push([seat]);
  // "the damage and effects of their roll are still applied. Then they are eliminated." What is on
  // them (their own SHIELD, MEDITATE, SWARM, GROWTH, saved FOCUS, a POISON, a frozen hero) concerns
  // nobody any more. Ruling: what they put on others (ICE, POISON, in Wild a SHIELD or a third
  // hero) stays as long as if they were still playing: until play passes their empty seat, where
  // their next turn would have started (`nextTurn`).
  state.effects = state.effects.filter((effect) => effect.target !== seat);
  const by = player.cursedOut ? null : player.downedBy;
  emit(state, seat, { type: 'eliminated', by, byName: by === null ? player.name : state.players[by].name });
  // the final elimination earns its hero too (a trophy the winner keeps); a duel earns none
  if (!state.options.duel && by !== null && !state.players[by].eliminated && player.team.length > 0) {
    state.phase = { kind: 'capture', by, from: seat, heroes: [...player.team] };
    state.turn = null;
    return;
  }
  nextTurn(state, seat);
}

export function captureHero(state: BattleDiceState, id: HeroId | null): void {
  if (state.phase.kind !== 'capture') return;
  const { by, from } = state.phase;
  const loser = state.players[from];
  if (id === null) {
    emit(state, by, { type: 'capture-declined', from, fromName: loser.name });
  } else {
    loser.team = loser.team.filter((other) => other !== id);
    state.players[by].team.push(id);
    emit(state, by, { type: 'capture', from, fromName: loser.name, hero: id });
  }
  state.phase = { kind: 'battle' };
  nextTurn(state, from);
}

/** the battle goes on to the left of `after`, unless it is over */
function nextTurn(state: BattleDiceState, after: Seat): void {
  const standing = state.players.flatMap((player, seat) => (player.eliminated ? [] : [seat]));
  if (standing.length === 1 && !state.players[standing[0]].down) {
    finish(state, standing);
    emit(state, standing[0], { type: 'winner' });
    return;
  }
  if (standing.length === 0) {
    // the last two knocked each other out and the survivor did not revive: a draw
    const last = state.eliminations[state.eliminations.length - 1][0];
    const other = state.eliminations[state.eliminations.length - 2][0];
    finish(state, [other, last]);
    emit(state, last, { type: 'draw', other, otherName: state.players[other].name });
    return;
  }
  const next = leftOf(state, after) ?? standing[0];
  // play passes the empty seats of eliminated players: what they put on others ends there
  const count = state.players.length;
  for (let passed = (after + 1) % count; passed !== next; passed = (passed + 1) % count) endEffectsOf(state, passed);
  startTurn(state, next);
}

function finish(state: BattleDiceState, winners: Seat[]): void {
  state.winners = winners;
  state.phase = { kind: 'over' };
  state.turn = null;
}

/**
 * The last player standing wins, with the health they ended on; the others rank by when they were
 * eliminated. The last two knocked out together make a draw and share the win.
 */
export function outcome(state: BattleDiceState): Outcome | null {
  if (state.winners === null) return null;
  const winners = state.winners;
  const ranks = state.players.map(() => 1);
  const figures = state.players.map((player) => [{ key: 'health', value: player.health }]);
  let better = winners.length;
  let standing = winners.length;
  for (let group = state.eliminations.length - 1; group >= 0; group--) {
    const losers = state.eliminations[group].filter((seat) => !winners.includes(seat));
    for (const seat of losers) {
      ranks[seat] = better + 1;
      figures[seat] = [{ key: 'eliminated', value: standing }];
    }
    better += losers.length;
    standing += losers.length;
  }
  const draw = winners.length > 1;
  const decided: OutcomeReason = draw
    ? { rule: 'draw', values: {}, figures, ties: [{ seats: [...winners].sort((a, b) => a - b), on: [], brokenBy: null }], notes: [] }
    : { rule: 'last-standing', values: { health: state.players[winners[0]].health }, figures, ties: [], notes: [] };
  return { ranks, scores: state.players.map((player) => player.health), winners: [...winners], decided };
}
