/**
 * What a hunt's cards do by themselves, scenario by scenario from the rulebook's card texts and
 * "Résolution d'une chasse": the Vaurien's copy and its fallback, the Bourrin's and Rabatteurs'
 * dice, the Fille du chef's count, Pièges at the trigger, the three results, and the food shared
 * with Rocky's stolen portion.
 */
import { describe, expect, it } from 'vitest';
import type { CardKind } from '../../../engine/games/trol/cards';
import { actingKind, blowOf, discardEarlyTraps, huntResult, shareFood, type HuntEntry } from '../../../engine/games/trol/hunt';

const hunt = (...kinds: CardKind[]): HuntEntry[] => kinds.map((kind, index) => ({ kind, color: index % 2 ? 'sky' : 'green' }));

describe('the Vaurien', () => {
  it('copies the nearest Trôl before it, and is a Rabatteur in every way when it copies one', () => {
    const cards = hunt('traqueur', 'rocky', 'vaurien');
    expect(actingKind(cards, 2)).toBe('traqueur');
    expect(blowOf(cards, 2)).toEqual({ kind: 'dice', red: 2, white: 0 });
    const beaters = hunt('rabatteur', 'vaurien', 'rabatteur');
    // three Rabatteurs in the hunt, the Vaurien among them: each rolls three white dice
    for (const index of [0, 1, 2]) expect(blowOf(beaters, index)).toEqual({ kind: 'dice', red: 0, white: 3 });
  });

  it('does nothing with no Trôl before it', () => {
    expect(actingKind(hunt('vaurien', 'traqueur'), 0)).toBeNull();
    expect(blowOf(hunt('rocky', 'piege', 'vaurien'), 2)).toEqual({ kind: 'nothing' });
  });

  it('copies the Trôl before that one once the one it copied is gone', () => {
    const before = hunt('chef', 'fourbe', 'vaurien');
    expect(actingKind(before, 2)).toBe('fourbe');
    const afterBetrayal = before.filter((_, index) => index !== 1);
    expect(actingKind(afterBetrayal, 1)).toBe('chef');
  });

  it('behind another Vaurien, copies what that one copies (Troll Night ruling)', () => {
    expect(actingKind(hunt('bourrin', 'vaurien', 'vaurien'), 2)).toBe('bourrin');
  });
});

describe('the dice each card rolls', () => {
  it('Bourrin: four red dice, one fewer for each card before him, never fewer than one', () => {
    expect(blowOf(hunt('bourrin'), 0)).toEqual({ kind: 'dice', red: 4, white: 0 });
    expect(blowOf(hunt('rocky', 'piege', 'bourrin'), 2)).toEqual({ kind: 'dice', red: 2, white: 0 });
    expect(blowOf(hunt('traqueur', 'traqueur', 'fourbe', 'rocky', 'bourrin'), 4)).toEqual({ kind: 'dice', red: 1, white: 0 });
    // a Vaurien copying him counts the cards before itself
    expect(blowOf(hunt('bourrin', 'vaurien'), 1)).toEqual({ kind: 'dice', red: 3, white: 0 });
  });

  it('Rabatteur: one white die for each Rabatteur in the hunt, of every tribe', () => {
    expect(blowOf(hunt('rabatteur'), 0)).toEqual({ kind: 'dice', red: 0, white: 1 });
    expect(blowOf(hunt('rabatteur', 'traqueur', 'rabatteur'), 2)).toEqual({ kind: 'dice', red: 0, white: 2 });
  });

  it('Fille du chef: as many damage as Trôls in the hunt, herself included (not Rocky nor the Piège)', () => {
    expect(blowOf(hunt('rocky', 'fille', 'piege', 'stagiaire', 'cuistot'), 1)).toEqual({ kind: 'fixed', damage: 3 });
  });

  it('Chef and Chaman choose their dice’s colours; Traqueur and Fourbe roll red; Rocky hits for 2; Stagiaire ±1; Cuistot and Piège nothing', () => {
    const cards = hunt('chef', 'chaman', 'traqueur', 'fourbe', 'rocky', 'stagiaire', 'cuistot', 'piege');
    expect(cards.map((_, index) => blowOf(cards, index))).toEqual([
      { kind: 'chosen-dice', count: 3 },
      { kind: 'chosen-dice', count: 1 },
      { kind: 'dice', red: 2, white: 0 },
      { kind: 'dice', red: 1, white: 0 },
      { kind: 'fixed', damage: 2 },
      { kind: 'plus-or-minus-one' },
      { kind: 'nothing' },
      { kind: 'nothing' },
    ]);
  });
});

describe('Pièges at the trigger', () => {
  it('are discarded in first or second place, the others moving up; one that moves up stays', () => {
    const cards = hunt('piege', 'traqueur', 'piege', 'fourbe');
    const { kept, discarded } = discardEarlyTraps(cards);
    expect(discarded).toEqual([cards[0]]);
    expect(kept.map((entry) => entry.kind)).toEqual(['traqueur', 'piege', 'fourbe']);
    expect(discardEarlyTraps(hunt('traqueur', 'piege', 'piege')).kept.map((entry) => entry.kind)).toEqual(['traqueur', 'piege']);
    expect(discardEarlyTraps(hunt('traqueur', 'fourbe', 'piege')).discarded).toEqual([]);
  });
});

describe('the hunt’s result', () => {
  const bear = { min: 11, max: 14 };
  it('fails below the smallest value, succeeds between the two, explodes above the largest', () => {
    expect(huntResult(10, bear)).toBe('ratee');
    expect(huntResult(11, bear)).toBe('reussie');
    expect(huntResult(14, bear)).toBe('reussie');
    expect(huntResult(15, bear)).toBe('explosee');
  });
});

describe('sharing the food of a successful hunt', () => {
  const portions = [15, 10, 5];
  it('gives the first three Trôls the three portions in order; later Trôls get nothing, leftovers are lost', () => {
    expect(shareFood(hunt('traqueur', 'fourbe', 'chef', 'rabatteur'), portions)).toEqual([15, 10, 5, 0]);
    expect(shareFood(hunt('traqueur', 'fourbe'), portions)).toEqual([15, 10]);
    // the Piège takes no portion: it is not a Trôl
    expect(shareFood(hunt('traqueur', 'piege', 'fourbe'), portions)).toEqual([15, 0, 10]);
  });

  it('lets Rocky steal the first portion: the Trôls take the next ones', () => {
    expect(shareFood(hunt('traqueur', 'rocky', 'fourbe', 'chef'), portions)).toEqual([10, 15, 5, 0]);
  });

  it('lets several Rockys share the first portion equally, rounded down', () => {
    expect(shareFood(hunt('rocky', 'traqueur', 'rocky'), portions)).toEqual([7, 10, 7]);
  });
});
