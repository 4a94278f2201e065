/**
 * Sudden death offered to a battle that drags on: when it is offered, how the players agree to it or
 * refuse it, that it replays, and that bot duels end within the bound whatever the teams.
 */
import { describe, expect, it } from 'vitest';
import { applyChecked } from '../../../engine/core/match';
import { playGame } from '../../../engine/core/simulate';
import { battleDice } from '../../../engine/games/battle-dice';
import { describe as describeEvent } from '../../../engine/games/battle-dice/describe';
import { greedy, smart } from '../../../engine/games/battle-dice/bots';
import { SUDDEN_DEATH_OFFER_ROUNDS, legalActions, suddenDeathOffered } from '../../../engine/games/battle-dice/rules';
import type { BattleDiceState } from '../../../engine/games/battle-dice/types';
import { sameJson } from '../../../engine/core/json';
import { LONG_FINAL, duel, healingHeavyPairings } from '../../../scripts/bench/battle-dice-duels';
import { QUIET, act, active, eventTypes, quietTurn, table } from './scenario';

const ACCEPT = { type: 'sudden-death', accept: true } as const;
const DECLINE = { type: 'sudden-death', accept: false } as const;

/** quiet turns (nothing happens) until turn `turn` starts */
function untilTurn(state: BattleDiceState, turn: number): BattleDiceState {
  let next = state;
  while (next.turnNumber < turn) next = quietTurn(next);
  return next;
}

const offers = (state: BattleDiceState) => legalActions(state, active(state)).filter((action) => action.type === 'sudden-death');

describe('sudden death offered to a battle that drags on', () => {
  it('is offered from turn 24 of a duel, to each player before a roll', () => {
    expect(SUDDEN_DEATH_OFFER_ROUNDS * 2).toBe(24);
    const before = untilTurn(table({ needs: [QUIET, QUIET] }), 23);
    expect(suddenDeathOffered(before)).toBe(false);
    expect(offers(before)).toEqual([]);
    const at = quietTurn(before);
    expect(at.turnNumber).toBe(24);
    expect(suddenDeathOffered(at)).toBe(true);
    expect(offers(at)).toEqual([ACCEPT, DECLINE]);
  });

  it('takes hold once every player accepted it: full health drops from the next turn on', () => {
    let state = untilTurn(table({ needs: [QUIET, QUIET] }), 24);
    const first = active(state);
    state = act(state, ACCEPT);
    expect(state.events).toEqual([{ type: 'sudden-death-accept', seat: first, name: state.players[first].name, count: 1 }]);
    expect(state.suddenDeathFrom).toBeNull();
    // the one who accepted is not asked again, and still rolls
    expect(offers(state)).toEqual([]);
    expect(state.turn).toMatchObject({ seat: first, stage: 'choose' });
    state = quietTurn(state);
    expect(offers(state)).toEqual([ACCEPT, DECLINE]);
    state = act(state, ACCEPT);
    expect(eventTypes(state)).toEqual(['sudden-death-accept', 'sudden-death-agreed']);
    expect(state.suddenDeathFrom).toBe(25);
    expect(suddenDeathOffered(state)).toBe(false);
    expect(state.maxHealth).toBe(10);
    state = quietTurn(state);
    expect(state.maxHealth).toBe(9);
    expect(state.players.map((player) => player.health)).toEqual([9, 9]);
    expect(state.events.find((event) => event.type === 'sudden-death')).toMatchObject({ health: 9 });
  });

  it('is closed by one refusal, for as many rounds again', () => {
    let state = untilTurn(table({ needs: [QUIET, QUIET] }), 24);
    state = act(state, ACCEPT);
    state = quietTurn(state);
    state = act(state, DECLINE);
    expect(state.events).toEqual([expect.objectContaining({ type: 'sudden-death-decline', again: 49 })]);
    expect(describeEvent(state.events[0])).toMatchObject({ key: 'events.sudden-death-decline', params: { again: 49 } });
    expect(offers(state)).toEqual([]);
    state = untilTurn(quietTurn(state), 48);
    expect(offers(state)).toEqual([]);
    state = quietTurn(state);
    // offered afresh: the earlier acceptance no longer counts
    expect(state.suddenDeathOffer).toEqual({ from: 49, accepted: [] });
    expect(offers(state)).toEqual([ACCEPT, DECLINE]);
  });

  it('is not offered where sudden death was agreed at setup, and waits 12 rounds at a table of three', () => {
    const agreed = untilTurn(table({ needs: [QUIET, QUIET], options: { suddenDeath: true } }), 30);
    expect(agreed.suddenDeathFrom).toBe(1);
    expect(offers(agreed)).toEqual([]);
    const three = table({ needs: [QUIET, QUIET, QUIET] });
    expect(offers(untilTurn(three, 35))).toEqual([]);
    expect(offers(untilTurn(three, 36))).toEqual([ACCEPT, DECLINE]);
  });

  it('is accepted by the planning bots, which press for a win', () => {
    const state = untilTurn(table({ needs: [QUIET, QUIET] }), 24);
    for (const bot of [greedy, smart]) expect(bot.choose(state, active(state), () => 0.5)).toEqual(ACCEPT);
  });

  it('replays: the same moves from the same seed give the same battle and the same events', () => {
    const played = playGame(battleDice, ['smart', 'random'], 77, { config: { seats: [{ name: 'A' }, { name: 'B' }], firstSeat: 0, options: { duel: true, teams: LONG_FINAL.teams } } });
    expect(played.log.some(({ action }) => action.type === 'sudden-death')).toBe(true);
    let state = battleDice.definition.setup(played.config, 77);
    for (const { seat, action } of played.log) state = applyChecked(battleDice.definition, state, seat, action);
    expect(sameJson(state, played.state)).toBe(true);
  });
});

describe('bot duels, the strongest bot against itself', () => {
  /** turns of seeded duels of each pairing */
  const lengths = (options: Parameters<typeof duel>[2], seeds: number) =>
    [LONG_FINAL, ...healingHeavyPairings(3)].flatMap((pairing) => Array.from({ length: seeds }, (_, seed) => duel(pairing.teams, 1 + seed, options).turnNumber));

  it('end within 60 turns (p99) and 120 at most with the most healing teams, sudden death taken when offered', () => {
    const turns = lengths({}, 25);
    expect(turns).toHaveLength(100);
    expect(Math.max(...turns)).toBeLessThanOrEqual(120);
    expect(turns.filter((length) => length > 60).length).toBeLessThanOrEqual(1);
  });

  it('end within 40 turns with the most healing teams when sudden death is on from the start', () => {
    const turns = lengths({ suddenDeath: true }, 15);
    expect(Math.max(...turns)).toBeLessThanOrEqual(40);
  });
});
