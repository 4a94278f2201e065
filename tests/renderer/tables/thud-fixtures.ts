/**
 * Thud snapshots built from the real engine, shaped as the Host sends them, for the table tests.
 * Seat 0 (Ada) plays the dwarves in the first battle; seat 1 (Grum) is a bot unless asked otherwise.
 */
import type { MatchSnapshot, SeatSetup, Settings } from '$contract/api';
import type { Action, GameEvent } from '$engine/core/types';
import { thud } from '$engine/games/thud';
import { boardWith } from '$engine/games/thud/board';
import type { Side, ThudState } from '$engine/games/thud/types';

const { definition } = thud;

const ada: SeatSetup = { name: 'Ada', color: 'orange', symbol: 'circle', kind: { type: 'human' } };
const grum = (human: boolean): SeatSetup => ({
  name: 'Grum',
  color: 'sky',
  symbol: 'square',
  kind: human ? { type: 'human' } : { type: 'bot', level: 'easy' },
});

export function newGame(): ThudState {
  return definition.setup({ seats: [{ name: 'Ada' }, { name: 'Grum' }], firstSeat: 0 }, 1);
}

/** a first-battle state from a custom position */
export function position(pieces: { dwarves: string[]; trolls: string[]; toMove?: Side }): ThudState {
  return { ...newGame(), board: boardWith(pieces), toMove: pieces.toMove ?? 'dwarf' };
}

export function play(state: ThudState, ...actions: Action[]): ThudState {
  return actions.reduce((current, action) => definition.apply(current, definition.activeSeats(current)[0], action), state);
}

export function snapshotOf(
  state: ThudState,
  options: { bothHuman?: boolean; fresh?: GameEvent[]; botThinking?: boolean } = {},
): MatchSnapshot {
  const seats = [ada, grum(options.bothHuman ?? false)];
  const activeSeats = definition.activeSeats(state);
  const legal: Record<number, Action[]> = {};
  for (const seat of activeSeats) if (seats[seat].kind.type === 'human') legal[seat] = definition.legalActions(state, seat);
  const outcome = definition.outcome(state);
  return {
    summary: { id: 'match-1', game: 'thud', seats, createdAt: 0, updatedAt: 0, actionCount: state.moves.length, outcome },
    revision: 1,
    view: definition.view(state, 'table'),
    activeSeats,
    legal,
    privateTurns: [],
    log: [],
    fresh: options.fresh ?? state.events,
    outcome,
    undo: null,
    botThinking: options.botThinking ?? false,
  };
}

export function settings(animationSpeed: Settings['animationSpeed']): Settings {
  return { language: 'en', animationSpeed, phones: false, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true };
}
