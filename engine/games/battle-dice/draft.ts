/**
 * Battle Dice before the battle: the options, the teams given or drafted, and the draft's picks.
 * The battle's first turn starts as the last pick is made (or at once, when every team was given).
 */
import { seedRng } from '../../core/rng';
import type { MatchConfig, Seat } from '../../core/types';
import { emit, seatEvent } from './events';
import { HEROES, isHero } from './heroes';
import { FULL_HEALTH, SUDDEN_DEATH_OFFER_ROUNDS, TEAM_SIZE } from './numbers';
import { startTurn } from './turn';
import type { BattleDiceOptions, BattleDiceState, HeroId, Player } from './types';

export function readOptions(options: MatchConfig['options']): BattleDiceOptions {
  const given = options ?? {};
  const mode = given.mode ?? 'classic';
  if (mode !== 'classic' && mode !== 'wild') throw new RangeError(`unknown Battle Dice mode "${String(mode)}"`);
  const teams = given.teams ?? null;
  if (teams !== null && !(Array.isArray(teams) && teams.every((team) => Array.isArray(team) && team.every(isHero)))) {
    throw new RangeError('teams must list hero ids, one team per seat');
  }
  const excluded = given.excluded ?? [];
  if (!(Array.isArray(excluded) && excluded.every(isHero))) throw new RangeError('excluded must list hero ids');
  return {
    mode,
    suddenDeath: given.suddenDeath === true,
    duel: given.duel === true,
    teams: teams as HeroId[][] | null,
    excluded: excluded as HeroId[],
  };
}

export function setup(config: MatchConfig, seed: number): BattleDiceState {
  const count = config.seats.length;
  if (count < 2 || count > 6) throw new RangeError(`Battle Dice needs 2 to 6 players, not ${count}`);
  if (!Number.isInteger(config.firstSeat) || config.firstSeat < 0 || config.firstSeat >= count) {
    throw new RangeError(`first seat ${config.firstSeat} is not at this table`);
  }
  const options = readOptions(config.options);
  if (options.duel && count !== 2) throw new RangeError('a duel is played by exactly 2 players');
  const state: BattleDiceState = {
    rng: seedRng(seed),
    events: [],
    options,
    seats: config.seats.map((seat) => ({ name: seat.name })),
    players: config.seats.map(
      (seat): Player => ({
        name: seat.name,
        team: [],
        health: FULL_HEALTH,
        knockouts: 0,
        down: false,
        downedBy: null,
        cursedOut: false,
        eliminated: false,
      }),
    ),
    pool: HEROES.map((candidate) => candidate.id),
    maxHealth: FULL_HEALTH,
    suddenDeathFrom: options.suddenDeath ? 1 : null,
    suddenDeathOffer: { from: SUDDEN_DEATH_OFFER_ROUNDS * count, accepted: [] },
    firstSeat: config.firstSeat,
    phase: { kind: 'draft', order: [] },
    turn: null,
    effects: [],
    turnNumber: 0,
    eliminations: [],
    winners: null,
  };
  const teams = options.teams ?? config.seats.map((): HeroId[] => []);
  const taken = teams.flat();
  if (teams.length !== count || teams.some((team) => team.length !== 0 && team.length !== TEAM_SIZE) || new Set(taken).size !== taken.length) {
    throw new RangeError(`teams must be ${count} teams of ${TEAM_SIZE} different heroes (or none, to draft)`);
  }
  teams.forEach((team, seat) => (state.players[seat].team = [...team]));
  state.pool = state.pool.filter((id) => !taken.includes(id) && !options.excluded.includes(id));
  // Ruling: the draft goes round the table in turn order three times (not a snake draft); seats
  // that came with their team sit it out.
  const order = Array.from({ length: TEAM_SIZE * count }, (_, pick) => (config.firstSeat + pick) % count).filter(
    (seat) => teams[seat].length === 0,
  );
  if (state.pool.length < order.length) throw new RangeError(`${order.length} picks but ${state.pool.length} heroes to draft`);
  if (order.length === 0) {
    state.phase = { kind: 'battle' };
    startTurn(state, config.firstSeat);
  } else {
    state.phase = { kind: 'draft', order };
    state.events.push(seatEvent(state, order[0], { type: 'draft-start' }));
  }
  return state;
}

export function pickHero(state: BattleDiceState, seat: Seat, id: HeroId): void {
  if (state.phase.kind !== 'draft') return;
  state.players[seat].team.push(id);
  state.pool = state.pool.filter((other) => other !== id);
  emit(state, seat, { type: 'pick', hero: id });
  state.phase.order.shift();
  if (state.phase.order.length === 0) {
    state.phase = { kind: 'battle' };
    startTurn(state, state.firstSeat);
  }
}
