/** Battle Dice rule scenarios with scripted dice: every ability, interaction and example of the rule text, and Troll Night's rulings. */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../engine/core/errors';
import { hero } from '../../../engine/games/battle-dice/heroes';
import { activeSeats, legalActions, outcome, setup, step } from '../../../engine/games/battle-dice/rules';
import type { Ability, BattleDiceState } from '../../../engine/games/battle-dice/types';
import { QUIET, act, eventTypes, healths, quietTurn, resultOf, roll, table, turnOf, use } from './scenario';

/** drops the pending MEDITATE: the harmless second die of many scenarios */
const dropMeditate = (state: BattleDiceState): BattleDiceState => act(state, { type: 'discard', result: resultOf(state, 'meditate') });

describe('the draft', () => {
  it('goes round the table in turn order, one hero at a time, until every team has 3', () => {
    let state = setup({ seats: [{ name: 'Ada' }, { name: 'Bert' }, { name: 'Cleo' }], firstSeat: 1 }, 7);
    expect(state.phase).toEqual({ kind: 'draft', order: [1, 2, 0, 1, 2, 0, 1, 2, 0] });
    const pickers: number[] = [];
    for (let pick = 0; pick < 9; pick++) {
      const seat = (state.phase as { order: number[] }).order[0];
      pickers.push(seat);
      state = step(state, seat, { type: 'pick', hero: state.pool[0] }, () => 'fire');
    }
    expect(pickers).toEqual([1, 2, 0, 1, 2, 0, 1, 2, 0]);
    expect(state.players.map((player) => player.team.length)).toEqual([3, 3, 3]);
    expect(state.pool).toHaveLength(30 - 9);
    // the first picker rolls first
    expect(state.turn).toMatchObject({ seat: 1, stage: 'choose', diceToRoll: 2 });
  });

  it('refuses a hero already picked, and anyone out of turn', () => {
    const state = setup({ seats: [{ name: 'Ada' }, { name: 'Bert' }], firstSeat: 0 }, 7);
    const picked = step(state, 0, { type: 'pick', hero: 'wizard' }, () => 'fire');
    expect(() => step(picked, 1, { type: 'pick', hero: 'wizard' }, () => 'fire')).toThrow(RuleError);
    expect(() => step(picked, 0, { type: 'pick', hero: 'troll' }, () => 'fire')).toThrow(/not-your-turn/);
    expect(picked.players[1].team).toEqual([]);
  });

  it('can be skipped with ready-made teams (tournaments)', () => {
    const teams = [['wizard', 'troll', 'dragon'], ['knight', 'witch', 'monk']];
    const state = setup({ seats: [{ name: 'Ada' }, { name: 'Bert' }], firstSeat: 1, options: { teams } }, 3);
    expect(state.phase.kind).toBe('battle');
    expect(state.players[0].team).toEqual(['wizard', 'troll', 'dragon']);
    expect(state.turn!.seat).toBe(1);
    const clash = [['wizard', 'troll', 'dragon'], ['wizard', 'witch', 'monk']];
    expect(() => setup({ seats: [{ name: 'A' }, { name: 'B' }], firstSeat: 0, options: { teams: clash } }, 3)).toThrow(RangeError);
  });
});

describe('a turn', () => {
  it('starts everyone at full health 10; the roller picks 2 heroes; damage goes left, heals to the roller', () => {
    const state = table({ needs: [['fire', 'water'], QUIET], health: [5, 10] });
    expect(table({ needs: [[], []] }).players.map((player) => player.health)).toEqual([10, 10]);
    expect(state.turn!.diceToRoll).toBe(2);
    expect(legalActions(state, 0).every((action) => action.type === 'roll' && action.heroes.length === 2)).toBe(true);
    const after = turnOf(state, ['fire', 'water']);
    expect(healths(after)).toEqual([7, 8]);
    expect(after.turn!.seat).toBe(1);
  });

  it('applies the results one at a time, in the order the player picks', () => {
    const rolled = roll(table({ needs: [['fire', 'water'], QUIET], health: [5, 10] }), ['fire', 'water']);
    expect(legalActions(rolled, 0)).toEqual([
      { type: 'apply', result: 0, target: 1 },
      { type: 'apply', result: 1, target: 0 },
    ]);
    const healedFirst = act(rolled, { type: 'apply', result: 1, target: 0 });
    expect(healths(healedFirst)).toEqual([7, 10]);
    expect(healedFirst.turn!.seat).toBe(0);
    expect(() => act(healedFirst, { type: 'apply', result: 1, target: 0 })).toThrow(RuleError);
  });

  it('seed example: FIRE and DARK take the left player from 10 to 7', () => {
    const after = turnOf(table({ needs: [['fire', 'dark'], QUIET, QUIET] }), ['fire', 'dark']);
    expect(healths(after)).toEqual([10, 7, 10]);
  });

  it('stops damage at 0: there is no negative health', () => {
    const after = turnOf(table({ needs: [['curse', 'fire'], QUIET], health: [10, 2] }), ['curse', 'fire']);
    expect(after.players[1].health).toBe(0);
  });
});

describe('DARK', () => {
  it('deals 1 alone', () => {
    expect(healths(turnOf(table({ needs: [['dark', 'shield'], QUIET] }), ['dark', 'shield']))).toEqual([10, 9]);
  });

  it('deals 5 for two rolled together, applied as one result', () => {
    const rolled = roll(table({ needs: [['dark', 'dark'], QUIET] }), ['dark', 'dark']);
    expect(rolled.turn!.results).toEqual([{ ability: 'dark', dice: [0, 1], done: false }]);
    expect(healths(use(rolled, 'dark'))).toEqual([10, 5]);
  });

  it('deals 13 for three, which only a SWARM or GROWTH of the turn before makes possible', () => {
    let state = table({ needs: [[['swarm', 'dark'], 'dark', 'dark'], QUIET], health: [10, 10] });
    expect(() => roll(state, ['dark', 'dark', 'dark'], [0, 1, 2])).toThrow(RuleError);
    state = turnOf(state, ['swarm', 'dark']);
    expect(healths(state)).toEqual([10, 8]);
    state = quietTurn(state);
    expect(state.turn!.diceToRoll).toBe(3);
    state = use(roll(state, ['dark', 'dark', 'dark']), 'dark');
    expect(state.events.find((event) => event.type === 'damage')).toMatchObject({ count: 13 });
    expect(state.players[1].health).toBe(0);
  });
});

describe('FIRE', () => {
  it('deals 2', () => {
    expect(healths(turnOf(table({ needs: [['fire', 'shield'], QUIET] }), ['fire', 'shield']))).toEqual([10, 8]);
  });

  it('seed example: against SHIELD, FIRE DARK SWARM deal only the FIRE 2; the shield takes DARK and SWARM', () => {
    // Bert rolls SWARM to roll three next time, Ada raises a SHIELD, then Bert's three dice
    let state = table({ needs: [['shield', 'meditate'], ['fire', 'dark', 'swarm']], first: 1 });
    state = use(use(roll(state, ['dark', 'swarm'], [1, 2]), 'dark'), 'swarm');
    expect(healths(state)).toEqual([8, 10]);
    state = dropMeditate(use(roll(state, ['shield', 'meditate']), 'shield'));
    state = roll(state, ['fire', 'dark', 'swarm']);
    const damage: unknown[] = [];
    for (const ability of ['dark', 'fire', 'swarm'] as const) {
      state = use(state, ability);
      damage.push(...state.events.filter((event) => event.type === 'damage').map((event) => [event.ability, event.count, event.blocked]));
    }
    expect(healths(state)).toEqual([6, 10]);
    expect(damage).toEqual([
      ['dark', 0, 1],
      ['fire', 2, 0],
      ['swarm', 0, 1],
    ]);
  });
});

describe('BASH', () => {
  it('deals 1, or 3 against a target under an effect', () => {
    expect(turnOf(table({ needs: [['bash', 'shield'], QUIET] }), ['bash', 'shield']).players[1].health).toBe(9);
    // Bert meditated: his resting die is an effect
    let state = table({ needs: [['bash', 'shield'], ['meditate', 'meditate']], first: 1, health: [10, 5] });
    state = dropMeditate(use(roll(state, ['meditate', 'meditate']), 'meditate'));
    expect(turnOf(state, ['bash', 'shield']).players[1].health).toBe(9 - 3);
  });

  it('seed example: POISON then BASH deals 3, BASH then POISON only 1 — the roller chooses the order', () => {
    const rolled = roll(table({ needs: [['poison', 'bash'], QUIET] }), ['poison', 'bash']);
    expect(use(use(rolled, 'poison'), 'bash').players[1].health).toBe(7);
    expect(use(use(rolled, 'bash'), 'poison').players[1].health).toBe(9);
  });

  it('counts every listed effect, including a frozen hero and a saved FOCUS', () => {
    const iced = use(roll(table({ needs: [['ice', 'bash'], QUIET] }), ['ice', 'bash']), 'ice');
    expect(use(iced, 'bash').players[1].health).toBe(10 - 1 - 3);
    let state = table({ needs: [['bash', 'shield'], ['focus', 'meditate']], first: 1 });
    state = dropMeditate(act(roll(state, ['focus', 'meditate']), { type: 'focus', result: 0, choice: 'save' }));
    expect(turnOf(state, ['bash', 'shield']).players[1].health).toBe(7);
  });
});

describe('CURSE', () => {
  it('deals 3 and costs the roller 1', () => {
    expect(healths(turnOf(table({ needs: [['curse', 'shield'], QUIET] }), ['curse', 'shield']))).toEqual([9, 7]);
  });

  it('costs at most 1 per turn, whatever the number of CURSE or FOCUS', () => {
    const two = use(roll(table({ needs: [['curse', 'curse'], QUIET] }), ['curse', 'curse']), 'curse');
    expect(healths(use(two, 'curse'))).toEqual([9, 4]);
    const focused = act(roll(table({ needs: [['curse', 'focus'], QUIET] }), ['curse', 'focus']), { type: 'focus', result: 1, choice: 'use' });
    expect(healths(use(focused, 'curse'))).toEqual([9, 4]);
  });

  it('brought to 0 by it: eliminated at the end of the turn, no revive, nobody takes a hero', () => {
    const state = table({ needs: [['curse', 'water'], QUIET, QUIET], health: [1, 10, 10] });
    const cursed = use(roll(state, ['curse', 'water']), 'curse');
    expect(eventTypes(cursed)).toContain('cursed-out');
    expect(cursed.players[0].eliminated).toBe(false);
    // the later WATER does not bring the player back
    const after = use(cursed, 'water');
    expect(after.players[0].eliminated).toBe(true);
    expect(after.phase.kind).toBe('battle');
    expect(after.turn!.seat).toBe(1);
    expect(after.players[1].team).toHaveLength(3);
    expect(after.players[2].team).toHaveLength(3);
    expect(after.events.find((event) => event.type === 'eliminated')).toMatchObject({ by: null });
  });

  it('heals 1 instead when the roller is poisoned', () => {
    let state = table({ needs: [['curse', 'shield'], ['poison', 'meditate']], first: 1, health: [5, 10] });
    state = dropMeditate(use(roll(state, ['poison', 'meditate']), 'poison'));
    expect(healths(turnOf(state, ['curse', 'shield']))).toEqual([6, 7]);
  });

  it('seed example: at 1 health, CURSE and POISON on yourself first turn the self-damage into a heal of 1', () => {
    const rolled = roll(table({ needs: [['curse', 'poison'], QUIET], health: [1, 10] }), ['curse', 'poison']);
    const selfPoisoned = use(rolled, 'poison', { target: 0 });
    expect(legalActions(rolled, 0).filter((action) => action.type === 'apply' && action.result === 1)).toHaveLength(2);
    const after = use(selfPoisoned, 'curse');
    expect(healths(after)).toEqual([2, 7]);
    expect(after.players[0].eliminated).toBe(false);
    // the other order knocks the roller out for good
    expect(use(use(rolled, 'curse'), 'poison').players[0].eliminated).toBe(true);
  });
});

describe('LIGHTNING', () => {
  it('deals 1 per LIGHTNING as the die keeps rolling, and ignores the face that ends the run', () => {
    const state = table({ needs: [['lightning', 'shield'], QUIET] });
    const striker = state.players[0].team[0];
    const ender = hero(striker).faces.find((face) => face !== 'lightning') as Ability;
    const rolled = roll(state, ['lightning', 'lightning', 'lightning', ender, 'shield']);
    expect(rolled.turn!.rolled[0]).toEqual({ hero: striker, face: 'lightning', lightning: 3, endedBy: ender });
    expect(rolled.turn!.results.map((result) => result.ability)).toEqual(['lightning', 'shield']);
    expect(use(rolled, 'lightning').players[1].health).toBe(7);
  });
});

describe('DRAIN', () => {
  it('deals 1 and heals the roller 1', () => {
    expect(healths(turnOf(table({ needs: [['drain', 'shield'], QUIET], health: [7, 10] }), ['drain', 'shield']))).toEqual([8, 9]);
  });

  it('seed example: with FOCUS, 3 damage and 2 heal, or 2 damage and 3 heal', () => {
    const rolled = roll(table({ needs: [['drain', 'focus'], QUIET], health: [5, 10] }), ['drain', 'focus']);
    const focused = act(rolled, { type: 'focus', result: 1, choice: 'use' });
    expect(legalActions(focused, 0)).toEqual([
      { type: 'apply', result: 0, target: 1, bonus: 'damage' },
      { type: 'apply', result: 0, target: 1, bonus: 'heal' },
    ]);
    expect(healths(use(focused, 'drain', { bonus: 'damage' }))).toEqual([7, 7]);
    expect(healths(use(focused, 'drain', { bonus: 'heal' }))).toEqual([8, 8]);
  });
});

describe('LIGHT', () => {
  it('heals 1 alone and 4 for two together', () => {
    expect(turnOf(table({ needs: [['light', 'shield'], QUIET], health: [5, 10] }), ['light', 'shield']).players[0].health).toBe(6);
    expect(use(roll(table({ needs: [['light', 'light'], QUIET], health: [2, 10] }), ['light', 'light']), 'light').players[0].health).toBe(6);
  });

  it('heals 10 for three, and what goes beyond full health is dealt as damage', () => {
    let state = table({ needs: [[['growth', 'light'], 'light', 'light'], QUIET], health: [4, 10] });
    state = turnOf(state, ['growth', 'light']);
    expect(healths(state)).toEqual([6, 10]);
    state = use(roll(quietTurn(state), ['light', 'light', 'light']), 'light');
    expect(healths(state)).toEqual([10, 4]);
    expect(state.events.find((event) => event.type === 'overflow')).toMatchObject({ count: 6, to: 1 });
  });

  it('seed example: at 7, LIGHT MEDITATE WATER heal 3 and deal the other 4 as damage, in any order', () => {
    let state = table({ needs: [[['swarm', 'light'], 'meditate', 'water'], QUIET], health: [5, 10] });
    state = use(use(roll(state, ['swarm', 'water'], [0, 2]), 'swarm'), 'water');
    expect(healths(state)).toEqual([7, 9]);
    state = roll(quietTurn(state), ['light', 'meditate', 'water']);
    // MEDITATE and WATER come before the LIGHT: LIGHT in the roll is enough
    state = use(use(use(state, 'meditate'), 'water'), 'light');
    expect(healths(state)).toEqual([10, 5]);
  });

  it('converts nothing below full health, nor anything on a turn without LIGHT', () => {
    expect(healths(turnOf(table({ needs: [['light', 'water'], QUIET], health: [9, 10] }), ['light', 'water']))).toEqual([10, 8]);
    expect(healths(turnOf(table({ needs: [['water', 'growth'], QUIET], health: [9, 10] }), ['water', 'growth']))).toEqual([10, 10]);
  });

  it('seed example: poisoned at 7, WATER and LIGHT hurt for 3 instead, and nothing is converted', () => {
    let state = table({ needs: [['light', 'water'], ['poison', 'meditate']], first: 1, health: [7, 10] });
    state = dropMeditate(use(roll(state, ['poison', 'meditate']), 'poison'));
    expect(healths(turnOf(state, ['light', 'water']))).toEqual([4, 10]);
    state.players[0].health = 10;
    expect(healths(turnOf(state, ['light', 'water']))).toEqual([7, 10]);
  });
});

describe('WATER', () => {
  it('heals 2, or 3 at 0 health', () => {
    expect(turnOf(table({ needs: [['water', 'shield'], QUIET], health: [5, 10] }), ['water', 'shield']).players[0].health).toBe(7);
    let state = table({ needs: [['water', 'shield'], ['fire', 'meditate']], first: 1, health: [2, 10] });
    state = dropMeditate(use(roll(state, ['fire', 'meditate']), 'fire'));
    expect(state.players[0]).toMatchObject({ health: 0, down: true, knockouts: 1 });
    state = turnOf(state, ['water', 'shield']);
    expect(state.players[0]).toMatchObject({ health: 3, down: false, eliminated: false });
  });
});

describe('SHIELD', () => {
  it('seed example: two SHIELD block 6 of a triple CURSE, 3 get through', () => {
    let state = table({ needs: [['shield', 'shield'], [['curse', 'swarm'], 'curse', 'curse']], first: 1 });
    state = turnOf(state, ['swarm', 'curse']);
    expect(healths(state)).toEqual([6, 9]);
    state = use(use(roll(state, ['shield', 'shield']), 'shield'), 'shield');
    state = roll(state, ['curse', 'curse', 'curse']);
    state = use(use(use(state, 'curse'), 'curse'), 'curse');
    expect(healths(state)).toEqual([3, 8]);
  });

  it('does not block the damage you do to yourself with CURSE or POISON', () => {
    expect(healths(turnOf(table({ needs: [['shield', 'curse'], QUIET] }), ['shield', 'curse']))).toEqual([9, 7]);
    let state = table({ needs: [['shield', 'water'], ['poison', 'meditate']], first: 1, health: [8, 10] });
    state = dropMeditate(use(roll(state, ['poison', 'meditate']), 'poison'));
    expect(turnOf(state, ['shield', 'water']).players[0].health).toBe(6);
  });

  it('lasts one round even unused, ending as its roller starts the next turn', () => {
    let state = turnOf(table({ needs: [['shield', 'shield'], QUIET] }), ['shield', 'shield']);
    expect(state.effects.filter((effect) => effect.ability === 'shield')).toHaveLength(2);
    state = quietTurn(state);
    expect(state.effects).toEqual([]);
    expect(eventTypes(state)).toContain('effect-ends');
  });

  it('is spent by the first attacker who damages its owner (Wild: attacks come from both sides)', () => {
    let state = table({ needs: [['shield', 'meditate'], ['dark', 'meditate'], ['dark', 'meditate']], options: { mode: 'wild' } });
    state = dropMeditate(use(roll(state, ['shield', 'meditate']), 'shield'));
    state = dropMeditate(use(roll(state, ['dark', 'meditate']), 'dark', { target: 0 }));
    expect(state.players[0].health).toBe(10);
    state = dropMeditate(use(roll(state, ['dark', 'meditate']), 'dark', { target: 0 }));
    expect(state.players[0].health).toBe(9);
  });

  // rulebook: "FIRE - Deals 2 damage and ignores SHIELD. Only the FIRE damage ignores SHIELD"
  it('is not used up by an attack of FIRE alone: it still blocks the next attack', () => {
    let state = table({ needs: [['shield', 'meditate'], ['fire', 'meditate'], ['dark', 'meditate']], options: { mode: 'wild' } });
    state = dropMeditate(use(roll(state, ['shield', 'meditate']), 'shield'));
    state = use(roll(state, ['fire', 'meditate']), 'fire', { target: 0 });
    expect(state.players[0].health).toBe(8);
    expect(eventTypes(state)).not.toContain('shield-engaged');
    expect(state.effects.filter((effect) => effect.ability === 'shield' && effect.target === 0)).toHaveLength(1);
    state = use(roll(dropMeditate(state), ['dark', 'meditate']), 'dark', { target: 0 });
    expect(state.players[0].health).toBe(8);
    expect(eventTypes(state)).toContain('shield-engaged');
  });

  it('is not doubled by FOCUS', () => {
    let state = table({ needs: [['shield', 'focus'], ['dark', 'dark']] });
    state = act(roll(state, ['shield', 'focus']), { type: 'focus', result: 1, choice: 'use' });
    state = use(state, 'shield');
    state = use(roll(state, ['dark', 'dark']), 'dark');
    expect(state.players[0].health).toBe(10 - (5 - 3));
  });
});

describe('MEDITATE', () => {
  it('heals 4 and that hero cannot roll on the next turn', () => {
    let state = table({ needs: [['meditate', 'shield', 'fire'], QUIET], health: [5, 10] });
    state = use(use(roll(state, ['meditate', 'shield']), 'meditate'), 'shield');
    expect(state.players[0].health).toBe(9);
    state = quietTurn(state);
    const team = state.players[0].team;
    expect(legalActions(state, 0)).toEqual([{ type: 'roll', heroes: [team[1], team[2]] }]);
    // after that turn the hero rolls again
    state = quietTurn(use(use(roll(state, ['shield', 'fire'], [1, 2]), 'shield'), 'fire'));
    expect(legalActions(state, 0)).toHaveLength(3);
  });

  it('may be discarded: no heal, and the hero rolls next turn (seed: at full health, or poisoned to avoid 4 damage)', () => {
    let state = table({ needs: [['meditate', 'shield'], ['poison', 'meditate']], first: 1, health: [10, 10] });
    state = dropMeditate(use(roll(state, ['poison', 'meditate']), 'poison'));
    state = roll(state, ['meditate', 'shield']);
    expect(legalActions(state, 0)).toContainEqual({ type: 'discard', result: 0 });
    expect(use(use(state, 'meditate'), 'shield').players[0].health).toBe(6);
    const dropped = use(dropMeditate(state), 'shield');
    expect(dropped.players[0].health).toBe(10);
    expect(dropped.effects.some((effect) => effect.ability === 'meditate')).toBe(false);
  });
});

describe('SWARM and GROWTH', () => {
  it('SWARM deals 1 and GROWTH heals 1; either lets the roller roll 3 heroes next turn', () => {
    let state = table({ needs: [['swarm', 'growth', 'shield'], QUIET], health: [5, 10] });
    state = use(use(roll(state, ['swarm', 'growth']), 'swarm'), 'growth');
    expect(healths(state)).toEqual([6, 9]);
    state = quietTurn(state);
    expect(state.turn!.diceToRoll).toBe(3);
  });

  it('never lets more than 3 dice roll, even with 4 heroes and two of them', () => {
    let state = table({ needs: [['swarm', 'growth', 'shield'], QUIET] });
    state.players[0].team.push('dragon');
    state = use(use(roll(state, ['swarm', 'growth']), 'swarm'), 'growth');
    state = quietTurn(state);
    expect(state.turn!.diceToRoll).toBe(3);
    expect(legalActions(state, 0)).toHaveLength(4);
  });

  it('cannot roll frozen or meditating heroes', () => {
    let state = table({ needs: [['swarm', 'meditate', 'shield'], [['ice', 'meditate'], 'meditate', 'meditate']], health: [5, 10] });
    state = use(use(roll(state, ['swarm', 'meditate']), 'swarm'), 'meditate');
    const frozen = state.players[0].team[2];
    state = dropMeditate(use(roll(state, ['ice', 'meditate']), 'ice', { hero: frozen }));
    expect(state.turn!.diceToRoll).toBe(1);
    expect(legalActions(state, 0)).toEqual([{ type: 'roll', heroes: [state.players[0].team[0]] }]);
  });
});

describe('ICE', () => {
  it('deals 1 to the left and freezes one hero of either neighbour for their next turn', () => {
    const state = table({ needs: [['ice', 'shield'], QUIET, QUIET] });
    const rolled = roll(state, ['ice', 'shield']);
    const iceChoices = legalActions(rolled, 0).filter((action) => action.type === 'apply' && action.result === 0);
    expect(iceChoices.map((action) => (action as { target: number }).target)).toEqual(Array(6).fill(1));
    expect(iceChoices.map((action) => (action as { hero: string }).hero).sort()).toEqual([...state.players[1].team, ...state.players[2].team].sort());
    const rightHero = state.players[2].team[1];
    let after = use(use(rolled, 'ice', { hero: rightHero }), 'shield');
    expect(healths(after)).toEqual([10, 9, 10]);
    after = quietTurn(after);
    expect(after.turn!.seat).toBe(2);
    expect(legalActions(after, 2).every((action) => action.type === 'roll' && !action.heroes.includes(rightHero))).toBe(true);
  });

  it('several ICE freeze several heroes, and FOCUS doubles the damage but never the freeze', () => {
    let state = table({ needs: [['ice', 'ice'], QUIET] });
    const [first, second] = state.players[1].team;
    state = use(use(roll(state, ['ice', 'ice']), 'ice', { hero: first }), 'ice', { hero: second });
    expect(state.effects.filter((effect) => effect.ability === 'ice').map((effect) => effect.frozenHero)).toEqual([first, second]);
    expect(state.turn!.diceToRoll).toBe(1);
    let focused = act(roll(table({ needs: [['ice', 'focus'], QUIET] }), ['ice', 'focus']), { type: 'focus', result: 1, choice: 'use' });
    focused = use(focused, 'ice');
    expect(focused.players[1].health).toBe(8);
    expect(focused.effects.filter((effect) => effect.ability === 'ice')).toHaveLength(1);
  });
});

describe('POISON', () => {
  it('does no damage and turns the target’s heals into damage until the poisoner’s next turn', () => {
    let state = table({ needs: [['poison', 'shield'], ['water', 'meditate']], health: [10, 7] });
    state = turnOf(state, ['poison', 'shield']);
    expect(healths(state)).toEqual([10, 7]);
    state = use(roll(state, ['water', 'meditate']), 'water');
    expect(state.players[1].health).toBe(5);
    expect(state.effects.some((effect) => effect.ability === 'poison')).toBe(true);
    state = dropMeditate(state);
    expect(state.turn!.seat).toBe(0);
    expect(state.effects.some((effect) => effect.ability === 'poison')).toBe(false);
  });

  it('is not doubled by FOCUS, but a poisoned player’s FOCUSED heal hurts double', () => {
    const focused = act(roll(table({ needs: [['poison', 'focus'], QUIET] }), ['poison', 'focus']), { type: 'focus', result: 1, choice: 'use' });
    expect(use(focused, 'poison').effects.filter((effect) => effect.ability === 'poison')).toHaveLength(1);
    // seed example: saved FOCUS, poisoned, WATER LIGHT: 6 damage, or 3 without the FOCUS
    let state = table({ needs: [['focus', 'water', 'light'], ['poison', 'meditate']], health: [10, 10] });
    state = use(act(roll(state, ['focus', 'water']), { type: 'focus', result: 0, choice: 'save' }), 'water');
    state = dropMeditate(use(roll(state, ['poison', 'meditate']), 'poison', { target: 0 }));
    state = roll(state, ['water', 'light'], [1, 2]);
    expect(legalActions(state, 0)).toEqual([
      { type: 'saved-focus', choice: 'use' },
      { type: 'saved-focus', choice: 'discard' },
    ]);
    const doubled = use(use(act(state, { type: 'saved-focus', choice: 'use' }), 'water'), 'light');
    expect(doubled.players[0].health).toBe(4);
    const plain = use(use(act(state, { type: 'saved-focus', choice: 'discard' }), 'water'), 'light');
    expect(plain.players[0].health).toBe(7);
  });

  it('keeps a poisoned player from reviving', () => {
    let state = table({ needs: [['water', 'growth'], ['poison', 'fire']], first: 1, health: [2, 10] });
    state = use(use(roll(state, ['poison', 'fire']), 'poison'), 'fire');
    expect(state.players[0]).toMatchObject({ health: 0, down: true });
    state = turnOf(state, ['water', 'growth']);
    expect(state.players[0].eliminated).toBe(true);
  });
});

describe('FOCUS', () => {
  it('doubles the other dice; several multiply', () => {
    const once = act(roll(table({ needs: [['focus', 'fire'], QUIET] }), ['focus', 'fire']), { type: 'focus', result: 0, choice: 'use' });
    expect(use(once, 'fire').players[1].health).toBe(6);
    let state = table({ needs: [[['focus', 'growth'], 'focus', 'fire'], QUIET], health: [5, 10] });
    state = use(roll(state, ['growth', 'fire'], [0, 2]), 'growth');
    state = use(state, 'fire');
    state = roll(quietTurn(state), ['focus', 'focus', 'fire']);
    state = act(act(state, { type: 'focus', result: 0, choice: 'use' }), { type: 'focus', result: 1, choice: 'use' });
    expect(use(state, 'fire').players[1].health).toBe(8 - 8);
  });

  it('multiplies at most ×16', () => {
    // turn 1: SWARM; turn 2: SWARM again and two FOCUS saved; turn 3: three FOCUS on top of them
    let state = table({ needs: [[['focus', 'swarm'], 'focus', 'focus'], QUIET] });
    state = use(act(roll(state, ['swarm', 'focus']), { type: 'focus', result: 1, choice: 'discard' }), 'swarm');
    state = roll(quietTurn(state), ['swarm', 'focus', 'focus']);
    state = act(act(state, { type: 'focus', result: 1, choice: 'save' }), { type: 'focus', result: 2, choice: 'save' });
    state = roll(quietTurn(use(state, 'swarm')), ['focus', 'focus', 'focus']);
    state = act(state, { type: 'saved-focus', choice: 'use' });
    expect(state.turn!.focusUsed).toBe(2);
    const multipliers: unknown[] = [];
    for (const result of [0, 1, 2]) {
      state = act(state, { type: 'focus', result, choice: 'use' });
      multipliers.push(state.events.find((event) => event.type === 'focus-use')?.count);
    }
    // 2 saved + 3 rolled would be ×32
    expect(multipliers).toEqual([8, 16, 16]);
  });

  it('may be saved for one turn only, or discarded', () => {
    let state = table({ needs: [['focus', 'fire'], QUIET] });
    state = use(act(roll(state, ['focus', 'fire']), { type: 'focus', result: 0, choice: 'save' }), 'fire');
    expect(state.players[1].health).toBe(8);
    state = quietTurn(state);
    expect(state.turn!.savedFocus).toBe(1);
    state = roll(state, ['focus', 'fire']);
    expect(legalActions(state, 0).map((action) => action.type)).toEqual(['saved-focus', 'saved-focus']);
    state = act(state, { type: 'saved-focus', choice: 'discard' });
    expect(legalActions(state, 0)).toEqual([
      { type: 'focus', result: 0, choice: 'use' },
      { type: 'focus', result: 0, choice: 'save' },
      { type: 'focus', result: 0, choice: 'discard' },
    ]);
    state = use(act(state, { type: 'focus', result: 0, choice: 'discard' }), 'fire');
    expect(state.players[1].health).toBe(6);
    expect(state.effects).toEqual([]);
  });
});

describe('knock-outs and revives', () => {
  it('a player at 0 stays in until the end of their own turn, whose roll still counts', () => {
    let state = table({ needs: [['fire', 'shield'], ['fire', 'shield']], health: [10, 2] });
    state = turnOf(state, ['fire', 'shield']);
    expect(state.players[1]).toMatchObject({ health: 0, down: true, eliminated: false });
    expect(state.turn!.seat).toBe(1);
    state = turnOf(state, ['fire', 'shield']);
    expect(state.players[0].health).toBe(8);
    expect(state.players[1].eliminated).toBe(true);
    state = act(state, { type: 'capture', hero: null });
    expect(outcome(state)).toMatchObject({ ranks: [1, 2], scores: [8, 0], winners: [0] });
  });

  // rulebook: "If a player is at 0 at the end of their turn … the damage and effects of their roll are still applied. Then they are eliminated."
  it('the effects of an eliminated player’s last roll stay, until play passes their empty seat', () => {
    let state = table({ needs: [['fire', 'shield'], ['ice', 'poison'], ['water', 'shield', 'fire']], health: [10, 2, 10] });
    state = turnOf(state, ['fire', 'shield']);
    const cleo = state.players[2].team;
    state = roll(state, ['ice', 'poison']);
    state = use(use(state, 'ice', { hero: cleo[2] }), 'poison', { target: 2 });
    expect(state.players[1].eliminated).toBe(true);
    state = act(state, { type: 'capture', hero: null });
    // Cleo, next: her frozen hero sits out, and her heal hurts her
    expect(state.turn!.seat).toBe(2);
    expect(legalActions(state, 2)).toEqual([{ type: 'roll', heroes: [cleo[0], cleo[1]] }]);
    state = use(use(roll(state, ['water', 'shield']), 'water'), 'shield');
    expect(state.players[2].health).toBe(10 - 1 - 2);
    // the round goes on to Ada; when it passes Bert's seat, what his last roll did ends
    state = turnOf(state, ['fire', 'shield']);
    expect(state.turn!.seat).toBe(2);
    expect(state.effects.filter((effect) => effect.owner === 1)).toEqual([]);
    expect(state.events.filter((event) => event.type === 'effect-ends' && event.seat === 1).map((event) => (event as { ability: string }).ability)).toEqual([
      'ice',
      'poison',
    ]);
    expect(legalActions(state, 2)).toHaveLength(3);
  });

  // rulebook: "the damage and effects of their roll are still applied. Then they are eliminated." and "Players may not revive if they are poisoned."
  it('a POISON in the loser’s last roll keeps the survivor of the last two from reviving: a draw', () => {
    let state = table({ needs: [['fire', 'shield', 'water'], ['fire', 'poison']], health: [2, 2], options: { duel: true } });
    state = turnOf(state, ['fire', 'shield']);
    state = use(use(roll(state, ['fire', 'poison']), 'poison', { target: 0 }), 'fire');
    expect(state.players[1].eliminated).toBe(true);
    expect(state.players[0]).toMatchObject({ health: 0, down: true });
    state = use(use(roll(state, ['fire', 'water'], [0, 2]), 'fire'), 'water');
    expect(outcome(state)).toMatchObject({ ranks: [1, 1], scores: [0, 0], winners: [1, 0] });
  });

  it('needs a heal of 1 the first time, 2 the second, and so on; the revive is at the heal’s value', () => {
    let state = table({ needs: [['fire', 'curse'], ['growth', 'water', 'meditate']], health: [10, 2], options: { duel: true } });
    state = turnOf(state, ['fire', 'curse']);
    expect(state.players[1]).toMatchObject({ health: 0, knockouts: 1 });
    state = dropMeditate(use(roll(state, ['water', 'meditate'], [1, 2]), 'water'));
    expect(state.players[1]).toMatchObject({ health: 3, down: false });
    state = turnOf(state, ['fire', 'curse']);
    expect(state.players[1]).toMatchObject({ health: 0, knockouts: 2 });
    const grown = use(roll(state, ['growth', 'meditate'], [0, 2]), 'growth');
    expect(grown.events.find((event) => event.type === 'revive-heal')).toMatchObject({ count: 1, total: 1, needed: 2 });
    expect(dropMeditate(grown).players[1].eliminated).toBe(true);
    // GROWTH 1, then WATER at 0 heals 3: 4 in all
    const enough = turnOf(state, ['growth', 'water']);
    expect(enough.players[1]).toMatchObject({ health: 4, down: false, eliminated: false });
  });
});

describe('hero capture', () => {
  it('the player who dealt the final damage takes one of the loser’s heroes, and still rolls at most 3', () => {
    let state = table({ needs: [['fire', 'curse'], ['shield', 'shield'], QUIET], health: [10, 2, 10] });
    state = turnOf(state, ['fire', 'curse']);
    state = turnOf(state, ['shield', 'shield']);
    expect(state.phase).toEqual({ kind: 'capture', by: 0, from: 1, heroes: state.players[1].team });
    const taken = state.players[1].team[0];
    expect(legalActions(state, 0)).toContainEqual({ type: 'capture', hero: null });
    state = act(state, { type: 'capture', hero: taken });
    expect(state.players[0].team).toHaveLength(4);
    expect(state.players[0].team[3]).toBe(taken);
    expect(state.turn!.seat).toBe(2);
    state = quietTurn(state);
    expect(state.turn!.diceToRoll).toBe(2);
    expect(legalActions(state, 0)).toHaveLength(6);
  });

  it('may be declined', () => {
    let state = table({ needs: [['fire', 'curse'], ['shield', 'shield'], QUIET], health: [10, 2, 10] });
    state = act(turnOf(turnOf(state, ['fire', 'curse']), ['shield', 'shield']), { type: 'capture', hero: null });
    expect(state.players[0].team).toHaveLength(3);
    expect(eventTypes(state)).toContain('capture-declined');
  });

  it('follows the elimination that ends the battle too: the winner keeps a trophy, then wins', () => {
    let state = table({ needs: [['fire', 'curse'], ['shield', 'shield']], health: [10, 2] });
    state = turnOf(turnOf(state, ['fire', 'curse']), ['shield', 'shield']);
    expect(state.phase).toEqual({ kind: 'capture', by: 0, from: 1, heroes: state.players[1].team });
    expect(outcome(state)).toBeNull();
    expect(activeSeats(state)).toEqual([0]);
    const trophy = state.players[1].team[2];
    state = act(state, { type: 'capture', hero: trophy });
    expect(state.players[0].team).toHaveLength(4);
    expect(state.players[0].team).toContain(trophy);
    expect(eventTypes(state).slice(-2)).toEqual(['capture', 'winner']);
    expect(outcome(state)).toMatchObject({ ranks: [1, 2], scores: [9, 0], winners: [0] });
  });

  it('never happens in a duel, which is for two players only', () => {
    expect(() => table({ needs: [[], [], []], options: { duel: true } })).toThrow(RangeError);
    let state = table({ needs: [['fire', 'curse'], ['shield', 'shield']], health: [10, 2], options: { duel: true } });
    state = turnOf(turnOf(state, ['fire', 'curse']), ['shield', 'shield']);
    expect(state.phase.kind).toBe('over');
    expect(state.players[0].team).toHaveLength(3);
    expect(eventTypes(state)).not.toContain('capture');
    expect(outcome(state)!.winners).toEqual([0]);
  });
});

describe('the last two', () => {
  /** Ada knocks Bert out; Bert does not revive, but his last roll knocks Ada out too */
  function mutualKnockOut(): BattleDiceState {
    let state = table({ needs: [['fire', 'shield', 'water'], ['fire', 'shield']], health: [2, 2], options: { duel: true } });
    state = turnOf(state, ['fire', 'shield']);
    return turnOf(state, ['fire', 'shield']);
  }

  it('seed example: a draw unless the survivor revives on their turn', () => {
    const state = mutualKnockOut();
    expect(state.players[1].eliminated).toBe(true);
    expect(state.players[0]).toMatchObject({ health: 0, down: true, eliminated: false });
    expect(outcome(state)).toBeNull();
    expect(state.turn!.seat).toBe(0);
    const draw = turnOf(state, ['fire', 'shield']);
    expect(outcome(draw)).toEqual({
      ranks: [1, 1],
      scores: [0, 0],
      winners: [1, 0],
      decided: {
        rule: 'draw',
        values: {},
        figures: [[{ key: 'health', value: 0 }], [{ key: 'health', value: 0 }]],
        ties: [{ seats: [0, 1], on: [], brokenBy: null }],
        notes: [],
      },
    });
    expect(eventTypes(draw)).toContain('draw');
    const revived = use(use(roll(state, ['fire', 'water'], [0, 2]), 'fire'), 'water');
    expect(outcome(revived)).toMatchObject({ ranks: [1, 2], scores: [3, 0], winners: [0] });
  });

  it('ranks the others by how long they lasted', () => {
    let state = table({ needs: [['fire', 'curse'], ['shield', 'shield'], ['shield', 'shield']], health: [10, 2, 2] });
    state = turnOf(state, ['fire', 'curse']);
    state = act(turnOf(state, ['shield', 'shield']), { type: 'capture', hero: null });
    expect(state.turn!.seat).toBe(2);
    state = turnOf(state, ['shield', 'shield']);
    state = turnOf(state, ['fire', 'curse']);
    state = act(turnOf(state, ['shield', 'shield']), { type: 'capture', hero: null });
    expect(outcome(state)).toEqual({
      ranks: [1, 3, 2],
      scores: [8, 0, 0],
      winners: [0],
      // Bert went out first, leaving two in the battle; Cid left one
      decided: {
        rule: 'last-standing',
        values: { health: 8 },
        figures: [[{ key: 'health', value: 8 }], [{ key: 'eliminated', value: 2 }], [{ key: 'eliminated', value: 1 }]],
        ties: [],
        notes: [],
      },
    });
  });
});

describe('sudden death', () => {
  it('lowers full health by 1 at the start of every turn after the first, taking health down with it', () => {
    let state = table({ needs: [['water', 'shield'], QUIET], health: [10, 10], options: { suddenDeath: true } });
    expect(state.maxHealth).toBe(10);
    state = quietTurn(turnOf(state, ['water', 'shield']).turn ? turnOf(state, ['water', 'shield']) : state);
    expect(state.maxHealth).toBe(8);
    expect(healths(state)).toEqual([8, 8]);
    expect(eventTypes(state)).toContain('sudden-death');
    state = turnOf(state, ['water', 'shield']);
    expect(state.maxHealth).toBe(7);
    expect(table({ needs: [[], []] }).options.suddenDeath).toBe(false);
  });
});

describe('Wild mode', () => {
  it('lets damage, heals, POISON and SHIELD go left or right', () => {
    const state = table({ needs: [['fire', 'water'], QUIET, QUIET], options: { mode: 'wild' } });
    const rolled = roll(state, ['fire', 'water']);
    expect(legalActions(rolled, 0)).toEqual([
      { type: 'apply', result: 0, target: 1 },
      { type: 'apply', result: 0, target: 2 },
      { type: 'apply', result: 1, target: 0 },
      { type: 'apply', result: 1, target: 1 },
      { type: 'apply', result: 1, target: 2 },
    ]);
    expect(healths(use(use(rolled, 'fire', { target: 2 }), 'water'))).toEqual([10, 10, 8]);
    const poisonRoll = roll(table({ needs: [['poison', 'shield'], QUIET, QUIET], options: { mode: 'wild' } }), ['poison', 'shield']);
    expect(legalActions(poisonRoll, 0)).toEqual([
      { type: 'apply', result: 0, target: 1 },
      { type: 'apply', result: 0, target: 2 },
      { type: 'apply', result: 0, target: 0 },
      { type: 'apply', result: 1, target: 0 },
      { type: 'apply', result: 1, target: 1 },
      { type: 'apply', result: 1, target: 2 },
    ]);
  });

  it('healing a poisoned neighbour hurts them', () => {
    let state = table({ needs: [['poison', 'water'], QUIET, QUIET], options: { mode: 'wild' }, health: [10, 10, 10] });
    state = use(use(roll(state, ['poison', 'water']), 'poison', { target: 2 }), 'water', { target: 2 });
    expect(healths(state)).toEqual([10, 10, 8]);
    expect(state.events.find((event) => event.type === 'poison-damage')).toMatchObject({ to: 2, count: 2 });
  });

  it('has one damage side with two players left: both sides are the one opponent', () => {
    const rolled = roll(table({ needs: [['fire', 'shield'], QUIET], options: { mode: 'wild' } }), ['fire', 'shield']);
    expect(legalActions(rolled, 0)).toEqual([
      { type: 'apply', result: 0, target: 1 },
      { type: 'apply', result: 1, target: 0 },
      { type: 'apply', result: 1, target: 1 },
    ]);
  });

  // rulebook, Wild: "All damage, healing and effects can be applied to the left or right in any combination."
  describe('“all damage, healing and effects can be applied to the left or right in any combination”', () => {
    it('sends LIGHT’s extra healing, as damage, to the side chosen', () => {
      const rolled = roll(table({ needs: [['light', 'shield'], QUIET, QUIET], options: { mode: 'wild' }, health: [10, 10, 3] }), ['light', 'shield']);
      const toSelf = legalActions(rolled, 0).filter((action) => action.type === 'apply' && action.result === 0 && action.target === 0);
      expect(toSelf).toEqual([
        { type: 'apply', result: 0, target: 0, overflowTarget: 1 },
        { type: 'apply', result: 0, target: 0, overflowTarget: 2 },
      ]);
      const right = use(rolled, 'light', { overflowTarget: 2 });
      expect(healths(right)).toEqual([10, 10, 2]);
      expect(right.events.find((event) => event.type === 'overflow')).toMatchObject({ to: 2, count: 1 });
      expect(healths(use(rolled, 'light', { overflowTarget: 1 }))).toEqual([10, 9, 3]);
    });

    it('asks for the side of LIGHT’s damage only when there is extra healing', () => {
      const rolled = roll(table({ needs: [['light', 'shield'], QUIET, QUIET], options: { mode: 'wild' }, health: [8, 10, 10] }), ['light', 'shield']);
      expect(legalActions(rolled, 0).filter((action) => action.type === 'apply' && action.result === 0)).toEqual([
        { type: 'apply', result: 0, target: 0 },
        { type: 'apply', result: 0, target: 1 },
        { type: 'apply', result: 0, target: 2 },
      ]);
    });

    it('lets DRAIN deal its damage on one side and heal on another', () => {
      const rolled = roll(table({ needs: [['drain', 'shield'], QUIET, QUIET], options: { mode: 'wild' }, health: [6, 10, 5] }), ['drain', 'shield']);
      const drains = legalActions(rolled, 0).filter((action) => action.type === 'apply' && action.result === 0);
      expect(drains).toHaveLength(2 * 3);
      expect(healths(use(rolled, 'drain', { target: 1, healTarget: 2 }))).toEqual([6, 9, 6]);
      expect(healths(use(rolled, 'drain', { target: 2, healTarget: 0 }))).toEqual([7, 10, 4]);
    });

    it('lets SHIELD protect a neighbour', () => {
      let state = table({ needs: [['shield', 'meditate'], QUIET, ['dark', 'meditate']], options: { mode: 'wild' } });
      state = use(roll(state, ['shield', 'meditate']), 'shield', { target: 1 });
      expect(state.effects).toEqual([{ ability: 'shield', owner: 0, hero: state.players[0].team[0], target: 1 }]);
      expect(state.events.find((event) => event.type === 'shield')).toMatchObject({ to: 1, toName: 'Bert' });
      state = quietTurn(dropMeditate(state));
      state = dropMeditate(use(roll(state, ['dark', 'meditate']), 'dark', { target: 1 }));
      expect(healths(state)).toEqual([10, 10, 10]);
    });

    it('lets SWARM or GROWTH give the third hero to a neighbour, for their next turn', () => {
      let state = table({ needs: [['swarm', 'growth'], QUIET, QUIET], options: { mode: 'wild' } });
      state = use(roll(state, ['swarm', 'growth']), 'swarm', { target: 1, effectTarget: 2 });
      expect(state.events.find((event) => event.type === 'extra-die')).toMatchObject({ to: 2, toName: 'Cleo' });
      state = use(state, 'growth', { effectTarget: 0 });
      expect(state.turn!.diceToRoll).toBe(2);
      state = quietTurn(state);
      expect(state.turn).toMatchObject({ seat: 2, diceToRoll: 3 });
      state = quietTurn(state);
      expect(state.turn).toMatchObject({ seat: 0, diceToRoll: 3 });
      expect(state.effects.filter((effect) => effect.ability === 'swarm')).toEqual([]);
    });
  });
});

describe('bad moves', () => {
  it('are refused with a RuleError and change nothing', () => {
    const state = table({ needs: [['fire', 'water'], QUIET] });
    const before = JSON.stringify(state);
    const [first, second, third] = state.players[0].team;
    for (const bad of [
      { type: 'roll', heroes: [first] },
      { type: 'roll', heroes: [first, second, third] },
      { type: 'roll', heroes: [first, first] },
      { type: 'roll', heroes: [second, first] },
      { type: 'roll', heroes: [first, state.players[1].team[0]] },
      { type: 'apply', result: 0, target: 1 },
      { type: 'pick', hero: 'wizard' },
    ]) {
      expect(() => step(state, 0, bad, () => 'fire')).toThrow(RuleError);
    }
    expect(JSON.stringify(state)).toBe(before);
  });
});
