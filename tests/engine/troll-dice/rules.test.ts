/** Troll Dice rule scenarios with scripted dice, one per rule of the rule text and Troll Night's rulings. */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../engine/core/errors';
import { trollDice } from '../../../engine/games/troll-dice';
import { legalActions, outcome, step } from '../../../engine/games/troll-dice/rules';
import type { Face } from '../../../engine/games/troll-dice/types';
import { eventTypes, give, healths, play, roll, scriptedDice, table } from './scenario';

const blanks = (count: number): Face[] => Array<Face>(count).fill('blank');

describe('attack hand', () => {
  it('has one white die per health and red dice up to six', () => {
    for (let health = 1; health <= 6; health++) {
      const after = play(table({ Adam: health, Billy: 6 }), [roll()], blanks(6));
      const colors = after.lastRoll!.map((die) => die.color);
      expect(colors.filter((color) => color === 'white')).toHaveLength(health);
      expect(colors.filter((color) => color === 'red')).toHaveLength(6 - health);
    }
  });

  it('swaps white dice for green ones in a battle frenzy, never red ones', () => {
    const after = play(table({ Adam: 4, Billy: 6, Cindy: 6, Dora: 6 }), [roll(3)], blanks(6));
    expect(after.lastRoll!.map((die) => die.color)).toEqual(['white', 'red', 'red', 'green', 'green', 'green']);
  });
});

describe('battle frenzy', () => {
  it('allows one swap per opponent still in the game', () => {
    const state = table({ Adam: 6, Billy: 6, Cindy: 6, Dora: 6 });
    expect(legalActions(state, 0)).toEqual([roll(0), roll(1), roll(2), roll(3)]);
    state.trolls[2].out = true;
    state.trolls[2].health = 0;
    expect(legalActions(state, 0)).toEqual([roll(0), roll(1), roll(2)]);
  });

  it('never swaps more white dice than the attacker has', () => {
    const state = table({ Adam: 2, Billy: 6, Cindy: 6, Dora: 6, Emma: 6 });
    expect(legalActions(state, 0)).toEqual([roll(0), roll(1), roll(2)]);
  });

  it('is refused beyond the limit, and nobody else may roll', () => {
    const state = table({ Adam: 6, Billy: 6 });
    expect(() => step(state, 0, roll(2), scriptedDice([]))).toThrow(RuleError);
    expect(() => step(state, 1, roll(0), scriptedDice([]))).toThrow(/not-your-turn/);
    expect(legalActions(state, 1)).toEqual([]);
  });
});

describe('healing', () => {
  it('heals a heart 1 and a double heart 2 on the attack roll', () => {
    // health 2: white ×2, red ×3, green ×1 (one swap)
    const after = play(table({ Adam: 2, Billy: 6 }), [roll(1)], ['blank', 'heart', 'blank', 'blank', 'blank', 'double-heart']);
    expect(healths(after)).toEqual([5, 6]);
    expect(after.events.find((event) => event.type === 'heal')).toMatchObject({ hearts: 3, count: 3, health: 5 });
  });

  it('never heals above six', () => {
    const after = play(table({ Adam: 5, Billy: 6 }), [roll(1)], ['blank', 'blank', 'blank', 'blank', 'heart', 'double-heart']);
    expect(after.trolls[0].health).toBe(6);
    expect(after.events.find((event) => event.type === 'heal')).toMatchObject({ hearts: 3, count: 1 });
  });

  it('heals before the hits are defended', () => {
    // Adam at 1 heals to 2, so a counter coming back does not knock him out
    const rolled = play(table({ Adam: 1, Billy: 6 }), [roll()], ['blank', 'heart', 'club', 'blank', 'blank', 'blank']);
    expect(rolled.trolls[0].health).toBe(2);
    const after = play(rolled, [give(2, 1)], ['counter', 'blank']);
    expect(healths(after)).toEqual([1, 6]);
    expect(after.trolls[0].out).toBe(false);
  });

  it('does not heal on a defence roll or a counter roll', () => {
    const rolled = play(table({ Adam: 3, Billy: 4 }), [roll()], ['blank', 'blank', 'blank', 'club', 'club', 'blank']);
    // Billy defends with a heart; then counters the second die and Adam rolls a heart
    const after = play(rolled, [give(3, 1), give(4, 1)], ['heart', 'counter', 'heart']);
    expect(healths(after)).toEqual([2, 3]);
    expect(eventTypes(after)).not.toContain('heal');
  });
});

describe('attack roll faces', () => {
  it('counts shields and counters as blank: no hits, the turn passes', () => {
    const after = play(table({ Adam: 5, Billy: 6, Cindy: 6 }), [roll()], ['shield', 'shield', 'blank', 'shield', 'shield', 'counter']);
    expect(after.phase).toEqual({ kind: 'roll' });
    expect(after.attacker).toBe(1);
    expect(eventTypes(after)).toEqual(['roll', 'no-hits', 'turn-start']);
    expect(healths(after)).toEqual([5, 6, 6]);
  });
});

describe('handing out hits', () => {
  it('gives each club die to an opponent still in the game, as the attacker chooses', () => {
    const state = table({ Adam: 6, Billy: 6, Cindy: 6, Dora: 6 });
    state.trolls[2].out = true;
    state.trolls[2].health = 0;
    const rolled = play(state, [roll()], ['club', 'blank', 'club', 'shield', 'blank', 'blank']);
    expect(rolled.phase).toMatchObject({ kind: 'assign', unassigned: [0, 2] });
    expect(legalActions(rolled, 0)).toEqual([give(0, 1), give(0, 3), give(2, 1), give(2, 3)]);
    for (const bad of [give(0, 0), give(0, 2), give(1, 1), give(6, 1)]) {
      expect(() => step(rolled, 0, bad, scriptedDice([]))).toThrow(/illegal-action/);
    }
    const half = play(rolled, [give(2, 3)], []);
    expect(legalActions(half, 0)).toEqual([give(0, 1), give(0, 3)]);
    expect(() => step(half, 0, give(2, 1), scriptedDice([]))).toThrow(/illegal-action/);
  });

  it('resolves the defence as soon as the last club die is given', () => {
    const rolled = play(table({ Adam: 6, Billy: 6 }), [roll()], ['club', 'club', 'blank', 'blank', 'blank', 'blank']);
    const half = play(rolled, [give(1, 1)], []);
    expect(half.lastDuels).toEqual([]);
    const after = play(half, [give(0, 1)], ['shield', 'club']);
    expect(after.lastDuels.map((duel) => [duel.die, duel.rolls, duel.woundedSeat])).toEqual([
      [0, ['shield'], null],
      [1, ['club'], 1],
    ]);
    expect(healths(after)).toEqual([6, 5]);
    expect(after.attacker).toBe(1);
  });
});

describe('defence and counters', () => {
  it('blocks a white die with a shield; a white die can never counter', () => {
    const rolled = play(table({ Adam: 6, Billy: 6 }), [roll()], ['club', 'blank', 'blank', 'blank', 'blank', 'blank']);
    expect(healths(play(rolled, [give(0, 1)], ['shield']))).toEqual([6, 6]);
    expect(() => play(rolled, [give(0, 1)], ['counter'])).toThrow(/no counter face/);
  });

  it('wounds the defender on any red face but a counter: a red die has no shield', () => {
    const rolled = play(table({ Adam: 1, Billy: 6 }), [roll()], ['blank', 'club', 'club', 'club', 'club', 'blank']);
    const after = play(rolled, [give(1, 1), give(2, 1), give(3, 1), give(4, 1)], ['club', 'heart', 'surge', 'blank']);
    expect(healths(after)).toEqual([1, 2]);
    expect(() => play(rolled, [give(1, 1), give(2, 1), give(3, 1), give(4, 1)], ['shield'])).toThrow(/no shield face/);
  });

  it('plays counters back and forth until someone fails to roll one', () => {
    const rolled = play(table({ Adam: 4, Billy: 4 }), [roll()], ['blank', 'blank', 'blank', 'blank', 'club', 'blank']);
    // Billy counters, Adam counters back, Billy counters again, Adam rolls a surge: Adam is wounded
    const after = play(rolled, [give(4, 1)], ['counter', 'counter', 'counter', 'surge']);
    expect(after.lastDuels).toEqual([{ die: 4, color: 'red', defender: 1, rolls: ['counter', 'counter', 'counter', 'surge'], woundedSeat: 0 }]);
    expect(healths(after)).toEqual([3, 4]);
    expect(after.events.filter((event) => event.type === 'counter').map((event) => [event.seat, event.to])).toEqual([
      [1, 0],
      [0, 1],
      [1, 0],
    ]);
  });

  it('rolls defenders clockwise from the attacker’s left, each die in roll order', () => {
    // Cindy attacks: Dora is on her left, then Adam, then Billy
    const rolled = play(table({ Adam: 6, Billy: 6, Cindy: 6, Dora: 6 }, 2), [roll()], ['club', 'club', 'club', 'club', 'club', 'club']);
    const after = play(rolled, [give(5, 1), give(0, 3), give(4, 0), give(1, 1), give(2, 3), give(3, 0)], blanks(6));
    expect(after.lastDuels.map((duel) => [duel.defender, duel.die])).toEqual([
      [3, 0],
      [3, 2],
      [0, 3],
      [0, 4],
      [1, 1],
      [1, 5],
    ]);
  });

  it('never takes health below zero', () => {
    const rolled = play(table({ Adam: 6, Billy: 1, Cindy: 6 }), [roll()], ['club', 'club', 'club', 'blank', 'blank', 'blank']);
    const after = play(rolled, [give(0, 1), give(1, 1), give(2, 1)], ['blank', 'club', 'blank']);
    expect(healths(after)).toEqual([6, 0, 6]);
  });
});

describe('the example turn of the rule text', () => {
  it('Adam (3) against Billy (1) and Cindy (1): two greens, Billy out, Cindy counters, Adam ends on 5 and surges', () => {
    const start = table({ Adam: 3, Billy: 1, Cindy: 1 });
    expect(legalActions(start, 0)).toEqual([roll(0), roll(1), roll(2)]);
    // 1 white, 3 red, 2 green: white club, red club, red surge, red surge, green surge, green double heart
    const rolled = play(start, [roll(2)], ['club', 'club', 'surge', 'surge', 'surge', 'double-heart']);
    expect(rolled.lastRoll!.map((die) => die.color)).toEqual(['white', 'red', 'red', 'red', 'green', 'green']);
    expect(rolled.trolls[0].health).toBe(5);
    // Billy, on Adam's left, rolls a club on the white die; Cindy counters the red die, Adam rolls a heart
    const after = play(rolled, [give(0, 1), give(1, 2)], ['club', 'counter', 'heart']);
    expect(after.events.filter((event) => event.type === 'wound').map((event) => [event.seat, event.by, event.health])).toEqual([
      [1, 0, 0],
      [0, 2, 4],
    ]);
    expect(after.events.find((event) => event.type === 'eliminated')).toMatchObject({ seat: 1, by: 0 });
    expect(after.events.find((event) => event.type === 'rejuvenation')).toMatchObject({ seat: 0, count: 1, health: 5 });
    expect(healths(after)).toEqual([5, 0, 1]);
    expect(after.trolls[1].out).toBe(true);
    // the blood surge: Adam attacks again with 5 white and 1 red, and may swap only one white die
    expect(after.attacker).toBe(0);
    expect(after.surgeAttacks).toBe(1);
    expect(legalActions(after, 0)).toEqual([roll(0), roll(1)]);
    const again = play(after, [roll(0)], blanks(6));
    expect(again.lastRoll!.map((die) => die.color)).toEqual(['white', 'white', 'white', 'white', 'white', 'red']);
    expect(again.attacker).toBe(2);
  });
});

describe('elimination and victorious rejuvenation', () => {
  it('still plays every duel of a troll already at zero', () => {
    const rolled = play(table({ Adam: 4, Billy: 1, Cindy: 6 }), [roll()], ['blank', 'blank', 'blank', 'blank', 'club', 'club']);
    // Billy falls on the first die, then still counters the second: Adam is wounded
    const after = play(rolled, [give(4, 1), give(5, 1)], ['blank', 'counter', 'blank']);
    expect(healths(after)).toEqual([3 + 1, 0, 6]);
    expect(after.trolls[1].out).toBe(true);
  });

  it('credits whoever first brought a troll to zero, in defence order', () => {
    // Adam (1) gives a red die to Billy (his left) and one to Cindy: both counter, Adam fails twice
    const rolled = play(table({ Adam: 1, Billy: 3, Cindy: 3 }), [roll()], ['blank', 'club', 'club', 'blank', 'blank', 'blank']);
    const after = play(rolled, [give(2, 2), give(1, 1)], ['counter', 'blank', 'counter', 'blank']);
    expect(after.events.find((event) => event.type === 'knocked-out')).toMatchObject({ seat: 0, by: 1 });
    expect(after.events.find((event) => event.type === 'eliminated')).toMatchObject({ seat: 0, by: 1 });
    expect(healths(after)).toEqual([0, 4, 3]);
    expect(after.attacker).toBe(1);
  });

  it('gives one health per troll knocked out, and counts it even at full health', () => {
    const rolled = play(table({ Adam: 5, Billy: 1, Cindy: 1, Dora: 6 }), [roll()], ['club', 'club', 'blank', 'blank', 'blank', 'heart']);
    expect(rolled.trolls[0].health).toBe(6);
    const after = play(rolled, [give(0, 1), give(1, 2)], ['blank', 'club']);
    expect(after.events.find((event) => event.type === 'rejuvenation')).toMatchObject({ seat: 0, eliminated: 2, count: 0, health: 6 });
    expect(trollDice.definition.describe(after.events.find((event) => event.type === 'rejuvenation')!).key).toBe('events.rejuvenation-capped');
    expect(after.eliminations).toEqual([[1, 2]]);

    const hurt = play(table({ Adam: 3, Billy: 1, Cindy: 1, Dora: 6 }), [roll()], ['club', 'club', 'blank', 'blank', 'blank', 'blank']);
    const healed = play(hurt, [give(0, 1), give(1, 2)], ['blank', 'club']);
    expect(healed.events.find((event) => event.type === 'rejuvenation')).toMatchObject({ seat: 0, eliminated: 2, count: 2, health: 5 });
  });

  it('applies every wound before any rejuvenation: a troll who ends at zero gains nothing', () => {
    // Adam knocks Billy out, then Cindy's counter knocks Adam out: only Cindy is rejuvenated
    const rolled = play(table({ Adam: 1, Billy: 1, Cindy: 4 }), [roll()], ['club', 'club', 'blank', 'blank', 'blank', 'blank']);
    const after = play(rolled, [give(0, 1), give(1, 2)], ['blank', 'counter', 'club']);
    expect(after.events.filter((event) => event.type === 'eliminated').map((event) => [event.seat, event.by])).toEqual([
      [0, 2],
      [1, 0],
    ]);
    expect(after.events.filter((event) => event.type === 'rejuvenation').map((event) => event.seat)).toEqual([2]);
    expect(healths(after)).toEqual([0, 0, 5]);
    expect(after.phase).toEqual({ kind: 'over' });
    expect(after.winner).toBe(2);
  });

  it('gives nothing to two trolls who knock each other out while others remain', () => {
    // Billy falls to Adam's white die, then counters Adam's red die: Adam falls to Billy
    const rolled = play(table({ Adam: 1, Billy: 1, Cindy: 6, Dora: 6 }), [roll()], ['club', 'club', 'blank', 'blank', 'blank', 'blank']);
    const after = play(rolled, [give(0, 1), give(1, 1)], ['blank', 'counter', 'blank']);
    expect(healths(after)).toEqual([0, 0, 6, 6]);
    expect(eventTypes(after)).not.toContain('rejuvenation');
    expect(after.eliminations).toEqual([[0, 1]]);
    expect(after.attacker).toBe(2);
  });

  it('brings the last two back to 1 health when they knock each other out', () => {
    const rolled = play(table({ Adam: 1, Billy: 1 }), [roll()], ['club', 'club', 'blank', 'blank', 'blank', 'blank']);
    const after = play(rolled, [give(0, 1), give(1, 1)], ['blank', 'counter', 'blank']);
    expect(healths(after)).toEqual([1, 1]);
    expect(after.trolls.map((troll) => troll.out)).toEqual([false, false]);
    expect(after.events.find((event) => event.type === 'last-two-return')).toMatchObject({ seat: 0, other: 1 });
    expect(after.winner).toBeNull();
    expect(after.attacker).toBe(1);
  });

  it('brings everyone back to 1 health when an attack would leave nobody (Troll Night ruling)', () => {
    // Adam (2): Billy falls to a white die; Cindy falls to a white die, then counters two red dice
    const rolled = play(table({ Adam: 2, Billy: 1, Cindy: 1 }), [roll()], ['club', 'club', 'club', 'club', 'surge', 'surge']);
    const after = play(rolled, [give(0, 1), give(1, 2), give(2, 2), give(3, 2)], ['blank', 'blank', 'counter', 'blank', 'counter', 'heart']);
    expect(healths(after)).toEqual([1, 1, 1]);
    expect(after.events.find((event) => event.type === 'all-return')).toMatchObject({ seats: [0, 1, 2], count: 3 });
    expect(after.eliminations).toEqual([]);
    expect(after.attacker).toBe(1);
  });
});

describe('blood surge', () => {
  it('gives the attacker a brand-new attack, which can chain', () => {
    const first = play(table({ Adam: 3, Billy: 6 }), [roll(1)], ['blank', 'blank', 'surge', 'surge', 'blank', 'surge']);
    expect(first.attacker).toBe(0);
    expect(first.surgeAttacks).toBe(1);
    expect(first.events.find((event) => event.type === 'blood-surge')).toMatchObject({ seat: 0, count: 1 });
    const second = play(first, [roll(0)], ['blank', 'blank', 'blank', 'surge', 'surge', 'surge']);
    expect([second.attacker, second.surgeAttacks]).toEqual([0, 2]);
    const third = play(second, [roll(0)], blanks(6));
    expect([third.attacker, third.surgeAttacks]).toEqual([1, 0]);
  });

  it('comes after the defence, with a hand built from the new health', () => {
    // Adam (2) surges, and Billy's counter brings him down to 1: his new hand has a single white die
    const rolled = play(table({ Adam: 2, Billy: 6 }), [roll()], ['blank', 'blank', 'club', 'surge', 'surge', 'surge']);
    const after = play(rolled, [give(2, 1)], ['counter', 'blank']);
    expect(after.trolls[0].health).toBe(1);
    expect(after.attacker).toBe(0);
    const again = play(after, [roll(0)], blanks(6));
    expect(again.lastRoll!.map((die) => die.color)).toEqual(['white', 'red', 'red', 'red', 'red', 'red']);
  });

  it('is lost when a counter knocks the attacker out', () => {
    const rolled = play(table({ Adam: 1, Billy: 6, Cindy: 6 }), [roll()], ['blank', 'club', 'surge', 'surge', 'surge', 'blank']);
    const after = play(rolled, [give(1, 2)], ['counter', 'club']);
    expect(after.trolls[0].out).toBe(true);
    expect(eventTypes(after)).toContain('surge-lost');
    expect(eventTypes(after)).not.toContain('blood-surge');
    expect(after.attacker).toBe(1);
  });

  it('ends the game when no opponent is left', () => {
    // 3 white, 2 red, 1 green: a club and three surges; Billy falls, so there is nobody left to attack
    const rolled = play(table({ Adam: 4, Billy: 1 }), [roll(1)], ['club', 'blank', 'blank', 'surge', 'surge', 'surge']);
    const after = play(rolled, [give(0, 1)], ['club']);
    expect(after.phase).toEqual({ kind: 'over' });
    expect(after.winner).toBe(0);
    expect(eventTypes(after)).not.toContain('blood-surge');
    expect(eventTypes(after).slice(-1)).toEqual(['winner']);
  });
});

describe('turns and the end of the game', () => {
  it('lets the attacker eliminated by a counter watch the other defenders still roll', () => {
    const rolled = play(table({ Adam: 1, Billy: 5, Cindy: 2 }), [roll()], ['club', 'club', 'blank', 'blank', 'blank', 'blank']);
    // Billy counters the red die and Adam falls; Cindy still rolls the white die given to her
    const after = play(rolled, [give(1, 1), give(0, 2)], ['counter', 'blank', 'blank']);
    expect(after.lastDuels.map((duel) => [duel.defender, duel.woundedSeat])).toEqual([
      [1, 0],
      [2, 2],
    ]);
    expect(healths(after)).toEqual([0, 6, 1]);
    expect(after.attacker).toBe(1);
  });

  it('passes the turn clockwise, skipping trolls who are out', () => {
    const state = table({ Adam: 6, Billy: 0, Cindy: 6, Dora: 6 }, 0);
    state.trolls[1].out = true;
    const afterAdam = play(state, [roll()], blanks(6));
    expect(afterAdam.attacker).toBe(2);
    const wrap = play(table({ Adam: 6, Billy: 6, Cindy: 6, Dora: 6 }, 3), [roll()], blanks(6));
    expect(wrap.attacker).toBe(0);
  });

  it('ends with the last troll standing, ranking the others by when they went out', () => {
    // Dora went out first; now Adam knocks out Billy and Cindy together
    const state = table({ Adam: 6, Billy: 1, Cindy: 1, Dora: 0 });
    state.trolls[3].out = true;
    state.eliminations = [[3]];
    const rolled = play(state, [roll()], ['club', 'club', 'blank', 'blank', 'blank', 'blank']);
    const after = play(rolled, [give(0, 1), give(1, 2)], ['blank', 'club']);
    expect(after.winner).toBe(0);
    expect(outcome(after)).toEqual({
      ranks: [1, 2, 2, 4],
      scores: [6, 0, 0, 0],
      winners: [0],
      // what decided: Adam stands with 6 health; Billy and Cindy went out together, leaving one troll standing; Dora left three
      decided: {
        rule: 'last-standing',
        values: { health: 6 },
        figures: [[{ key: 'health', value: 6 }], [{ key: 'knockedOut', value: 1 }], [{ key: 'knockedOut', value: 1 }], [{ key: 'knockedOut', value: 3 }]],
        ties: [{ seats: [1, 2], on: ['knockedOut'], brokenBy: null }],
        notes: [],
      },
    });
    expect(trollDice.definition.activeSeats(after)).toEqual([]);
    expect(legalActions(after, 0)).toEqual([]);
    expect(() => step(after, 0, roll(0), scriptedDice([]))).toThrow(/game-over/);
    expect(outcome(state)).toBeNull();
  });
});
