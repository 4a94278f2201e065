/**
 * A bench-only game whose matches run as long as asked: each move rolls a die and logs it, so
 * the Host's resume path (store read, snapshot, replayed tail, translated log) can be timed on a
 * 10,000-action match, which no real Troll Dice game reaches.
 */
import { Rng, seedRng } from '../../engine/core/rng';
import type { BaseState, GameDefinition, GameModule } from '../../engine/core/types';

interface MarathonState extends BaseState {
  seats: { name: string }[];
  turn: number;
  total: number;
  length: number;
}

export function marathonModule(length: number): GameModule<MarathonState> {
  const definition: GameDefinition<MarathonState> = {
    id: 'marathon',
    players: { min: 2, max: 6 },
    version: 1,
    setup: (config, seed) => ({
      rng: seedRng(seed),
      events: [],
      seats: config.seats.map((seat) => ({ name: seat.name })),
      turn: config.firstSeat,
      total: 0,
      length,
    }),
    activeSeats: (state) => (state.length > 0 ? [state.turn] : []),
    legalActions: (state, seat) => (state.length > 0 && seat === state.turn ? [{ type: 'roll', green: 0 }] : []),
    apply(state, seat) {
      const rng = new Rng(state.rng);
      const value = rng.int(1, 6);
      return {
        ...state,
        rng: rng.state(),
        events: [{ type: 'heal', seat, name: state.seats[seat].name, amount: value, health: value }],
        turn: (seat + 1) % state.seats.length,
        total: state.total + value,
        length: state.length - 1,
      };
    },
    view: ({ rng: _rng, ...rest }) => rest,
    outcome: (state) =>
      state.length > 0 ? null : { ranks: state.seats.map(() => 1), scores: state.seats.map(() => 0), winners: [] },
    describe: (event) => ({ key: `events.${event.type}`, params: {} }),
  };
  return { definition, bots: [] };
}
