import { describe, expect, it } from 'vitest';
import { randomSource } from '$engine/core/rng';
import { trollDice } from '$engine/games/troll-dice';
import type { TrollDiceState } from '$engine/games/troll-dice/types';
import { heartsRolled } from '../../../renderer/src/tables/troll-dice/dice';
import { playbackSteps, type PlaybackStep } from '../../../renderer/src/tables/troll-dice/playback';
import { newGame } from './troll-dice-fixtures';

const { definition } = trollDice;

/** Plays random moves from `seed` until a move whose defence had a counter: the state after it. */
function attackWithCounter(seed: number): TrollDiceState {
  const random = randomSource(seed);
  let state = newGame(3, seed);
  while (definition.outcome(state) === null) {
    const seat = definition.activeSeats(state)[0];
    state = definition.apply(state, seat, trollDice.bots[0].choose(state, seat, random));
    if (state.events.some((event) => event.type === 'counter')) return state;
  }
  return attackWithCounter(seed + 1);
}

describe('Troll Dice playback steps', () => {
  it('plays each duel roll by roll, counters going back and forth, ending on the wounded troll', () => {
    const defended = attackWithCounter(1);
    const attacker = defended.lastAttacker!;
    const duelSteps = playbackSteps(defended.events).filter(
      (step): step is Extract<PlaybackStep, { kind: 'duel' }> => step.kind === 'duel',
    );
    expect(defended.lastDuels.some((duel) => duel.rolls.length > 1)).toBe(true);
    expect(duelSteps).toHaveLength(defended.lastDuels.reduce((sum, duel) => sum + duel.rolls.length, 0));

    for (const duel of defended.lastDuels) {
      const frames = duelSteps.filter((step) => step.die === duel.die);
      expect(frames.map((frame) => frame.rolls.length)).toEqual(duel.rolls.map((_, i) => i + 1));
      const last = frames.at(-1)!;
      expect(last.rolls.map((roll) => roll.face)).toEqual(duel.rolls);
      // the defender rolls first, then the attacker and the defender take turns
      expect(last.rolls.map((roll) => roll.seat)).toEqual(duel.rolls.map((_, i) => (i % 2 === 0 ? duel.defender : attacker)));
      frames.slice(0, -1).forEach((frame, i) => {
        expect(frame.outcome).toEqual({ kind: 'counter', to: i % 2 === 0 ? attacker : duel.defender });
      });
      if (duel.woundedSeat === null) expect(last.outcome).toEqual({ kind: 'block' });
      else expect(last.outcome).toMatchObject({ kind: 'wound', seat: duel.woundedSeat });
    }
  });

  it('starts with the attack roll and what its hearts healed', () => {
    const start = newGame(3, 5);
    const rolled = definition.apply(start, 0, { type: 'roll', green: 2 });
    const [first] = playbackSteps(rolled.events);
    expect(first).toEqual({
      kind: 'roll',
      seat: 0,
      dice: rolled.lastRoll,
      healed: rolled.trolls[0].health - start.trolls[0].health,
      // the troll's health once its hearts have healed it, for its panel to show as the dice land
      health: heartsRolled(rolled.lastRoll!) > 0 ? { 0: rolled.trolls[0].health } : {},
    });
  });
});
