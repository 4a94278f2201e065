/** Battle Dice set up for a tournament: a team given to one seat while the other drafts, and heroes left out of the draft. */
import { describe, expect, it } from 'vitest';
import type { MatchConfig } from '../../../engine/core/types';
import { HEROES } from '../../../engine/games/battle-dice/heroes';
import { activeSeats, legalActions, setup, step } from '../../../engine/games/battle-dice/rules';
import type { BattleDiceState } from '../../../engine/games/battle-dice/types';

const ALL_HEROES = HEROES.map((candidate) => candidate.id);
const READY = ['wizard', 'troll', 'dragon'];

function duel(options: MatchConfig['options'], firstSeat = 0): BattleDiceState {
  return setup({ seats: [{ name: 'Ada' }, { name: 'Bert' }], firstSeat, options: { duel: true, ...options } }, 11);
}

const picks = (state: BattleDiceState, seat: number) => legalActions(state, seat).map((action) => (action as { hero: string }).hero);

describe('a tournament duel', () => {
  it('lets only the seat without a team draft: three picks, away from the ready team and the excluded heroes', () => {
    const excluded = ['knight', 'witch'];
    let state = duel({ teams: [READY, []], excluded });
    expect(state.phase).toEqual({ kind: 'draft', order: [1, 1, 1] });
    expect(state.players[0].team).toEqual(READY);
    expect(activeSeats(state)).toEqual([1]);
    expect(legalActions(state, 0)).toEqual([]);
    expect(picks(state, 1).sort()).toEqual(ALL_HEROES.filter((id) => !READY.includes(id) && !excluded.includes(id)).sort());

    for (const hero of ['bat', 'owl', 'yeti']) state = step(state, 1, { type: 'pick', hero }, () => 'fire');
    expect(state.players.map((player) => player.team)).toEqual([READY, ['bat', 'owl', 'yeti']]);
    // the battle starts with the first seat, although it did not draft
    expect(state.phase.kind).toBe('battle');
    expect(state.turn).toMatchObject({ seat: 0, stage: 'choose' });
  });

  it('puts the drafting seat first in the draft whoever starts the battle', () => {
    const state = duel({ teams: [[], READY] }, 1);
    expect(state.phase).toEqual({ kind: 'draft', order: [0, 0, 0] });
    expect(picks(state, 0)).toHaveLength(30 - 3);
  });

  it('leaves the excluded heroes out of a whole draft', () => {
    const excluded = ALL_HEROES.slice(0, 12);
    const state = duel({ excluded }, 1);
    expect(state.phase).toEqual({ kind: 'draft', order: [1, 0, 1, 0, 1, 0] });
    expect(state.pool).toEqual(ALL_HEROES.slice(12));
    expect(picks(state, 1)).toEqual(ALL_HEROES.slice(12));
  });

  it('starts the battle at once when both teams are ready', () => {
    const state = duel({ teams: [READY, ['bat', 'owl', 'yeti']], excluded: ['knight'] }, 1);
    expect(state.phase.kind).toBe('battle');
    expect(state.turn).toMatchObject({ seat: 1, stage: 'choose' });
    expect(state.events.map((event) => event.type)).not.toContain('draft-start');
  });

  it('drafts with exactly as many heroes left as picks, and refuses fewer', () => {
    expect(duel({ excluded: ALL_HEROES.slice(0, 24) }).pool).toHaveLength(6);
    expect(() => duel({ excluded: ALL_HEROES.slice(0, 25) })).toThrow(RangeError);
    // the ready team and the excluded heroes leave 2 for 3 picks
    const others = ALL_HEROES.filter((id) => !READY.includes(id));
    expect(duel({ teams: [READY, []], excluded: others.slice(0, 24) }).pool).toHaveLength(3);
    expect(() => duel({ teams: [READY, []], excluded: others.slice(0, 25) })).toThrow(/3 picks but 2 heroes/);
  });

  it('refuses excluded heroes that are not hero ids, and teams that are not teams', () => {
    expect(() => duel({ excluded: ['wizard', 'nobody'] })).toThrow(RangeError);
    expect(() => duel({ excluded: 'wizard' })).toThrow(RangeError);
    expect(() => duel({ excluded: [3] })).toThrow(RangeError);
    expect(() => duel({ teams: [['wizard', 'troll'], []] })).toThrow(RangeError);
    expect(() => duel({ teams: [READY] })).toThrow(RangeError);
    expect(() => duel({ teams: [READY, ['wizard', 'bat', 'owl']] })).toThrow(RangeError);
    expect(() => duel({ teams: [['wizard', 'troll', 'gnome'], []] })).toThrow(RangeError);
  });
});
