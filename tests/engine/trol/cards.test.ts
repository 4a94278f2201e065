/**
 * TRÔL's content against its rulebook (../shared/seeds, "cartes Tribu", "Dé rouge", "Dé blanc",
 * "Matériel"), and the designed cards against what the rules need of them.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALTERNANCE_CARDS, DIE_FACES, GIBIERS, HAND_SIZE, TRIBE, TRIBE_COLORS, TRIBE_SIZE, tribeCard } from '../../../engine/games/trol/cards';
import { palette } from '../../../renderer/src/lib/palette';

const locale = (language: string) => JSON.parse(fs.readFileSync(nodePath.resolve(`locales/${language}/trol.json`), 'utf8'));

describe('a TRÔL tribe', () => {
  it('has the sixteen cards the rulebook lists', () => {
    const copies = Object.fromEntries(TRIBE.map((card) => [card.kind, card.copies]));
    expect(copies).toEqual({
      chef: 1,
      fille: 1,
      chaman: 1,
      bourrin: 1,
      cuistot: 1,
      traqueur: 2,
      rabatteur: 3,
      fourbe: 2,
      vaurien: 1,
      stagiaire: 1,
      rocky: 1,
      piege: 1,
    });
    expect(TRIBE.reduce((sum, card) => sum + card.copies, 0)).toBe(TRIBE_SIZE);
    expect(TRIBE_SIZE * TRIBE_COLORS.length).toBe(80);
    expect(HAND_SIZE).toBe(7);
  });

  it('has only Rocky and the Piège as non-Trôls, who cannot trigger a hunt', () => {
    expect(TRIBE.filter((card) => !card.trol).map((card) => card.kind)).toEqual(['rocky', 'piege']);
  });

  it('attacks with exactly the values the rulebook gives', () => {
    expect(tribeCard('chef').attack).toEqual({ kind: 'chosen-dice', count: 3 });
    expect(tribeCard('fille').attack).toEqual({ kind: 'trols-in-hunt' });
    expect(tribeCard('chaman').attack).toEqual({ kind: 'one-die-chosen' });
    expect(tribeCard('bourrin').attack).toEqual({ kind: 'bourrin', red: 4, fewest: 1 });
    expect(tribeCard('cuistot').attack).toEqual({ kind: 'none' });
    expect(tribeCard('traqueur').attack).toEqual({ kind: 'dice', red: 2, white: 0 });
    expect(tribeCard('rabatteur').attack).toEqual({ kind: 'rabatteur' });
    expect(tribeCard('fourbe').attack).toEqual({ kind: 'dice', red: 1, white: 0 });
    expect(tribeCard('vaurien').attack).toEqual({ kind: 'copy' });
    expect(tribeCard('stagiaire').attack).toEqual({ kind: 'plus-or-minus-one' });
    expect(tribeCard('rocky').attack).toEqual({ kind: 'fixed', damage: 2 });
    expect(tribeCard('piege').attack).toEqual({ kind: 'none' });
  });

  it('counts the chief and his daughter for much more than the intern (designed masks)', () => {
    const masks = (kind: Parameters<typeof tribeCard>[0]) => tribeCard(kind).masks;
    expect(masks('chef')).toBeGreaterThan(masks('fille'));
    expect(masks('fille')).toBeGreaterThanOrEqual(masks('chaman'));
    expect(masks('fille')).toBeGreaterThanOrEqual(3 * Math.max(1, masks('stagiaire')));
    expect(masks('stagiaire')).toBe(Math.min(...TRIBE.map((card) => card.masks)));
    for (const card of TRIBE) expect(Number.isInteger(card.masks) && card.masks >= 0).toBe(true);
  });

  it('comes in five colours of the table’s palette, each with its own symbol', () => {
    const colors = TRIBE_COLORS.map((id) => palette.find((color) => color.id === id));
    expect(colors.every(Boolean)).toBe(true);
    expect(new Set(colors.map((color) => color!.symbol)).size).toBe(5);
  });
});

describe('the dice', () => {
  it('are the rulebook’s: red misses twice, then 2, 3, 3, 4; white misses once, then 1, 1, 1, 2, 2', () => {
    expect([...DIE_FACES.red].sort()).toEqual([0, 0, 2, 3, 3, 4]);
    expect([...DIE_FACES.white].sort()).toEqual([0, 1, 1, 1, 2, 2]);
  });
});

describe('the Gibier cards (designed for Troll Night)', () => {
  it('are twenty, with a damage range, three food portions, trophies and a danger order', () => {
    expect(GIBIERS).toHaveLength(20);
    expect(new Set(GIBIERS.map((card) => card.id)).size).toBe(20);
    expect(GIBIERS.map((card) => card.danger).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const card of GIBIERS) {
      expect(card.min, card.id).toBeGreaterThan(0);
      expect(card.max, card.id).toBeGreaterThan(card.min);
      const [first, second, third] = card.portions;
      expect(first, card.id).toBeGreaterThanOrEqual(second);
      expect(second, card.id).toBeGreaterThanOrEqual(third);
      expect(third, card.id).toBeGreaterThan(0);
      expect(card.trophies, card.id).toBeGreaterThanOrEqual(1);
    }
    expect(ALTERNANCE_CARDS).toBe(5);
  });

  it('grow more dangerous as they are harder to bring down', () => {
    const byDanger = [...GIBIERS].sort((a, b) => a.danger - b.danger);
    for (let i = 1; i < byDanger.length; i++) {
      expect(byDanger[i].max + byDanger[i].min, byDanger[i].id).toBeGreaterThanOrEqual(byDanger[i - 1].max + byDanger[i - 1].min);
    }
  });

  it('are named in both languages, and the tribe cards in the rulebook’s own French words', () => {
    const [en, fr] = [locale('en'), locale('fr')];
    for (const card of GIBIERS) {
      expect(en.gibiers[card.id]?.name, card.id).toBeTruthy();
      expect(fr.gibiers[card.id]?.name, card.id).toBeTruthy();
    }
    expect(TRIBE.map((card) => fr.cards[card.kind].name)).toEqual([
      'Chef Trôl',
      'Fille du chef',
      'Chaman',
      'Bourrin',
      'Cuistot',
      'Traqueur',
      'Rabatteur',
      'Fourbe',
      'Vaurien',
      'Stagiaire',
      'Rocky le chien',
      'le Piège',
    ]);
    for (const card of TRIBE) expect(en.cards[card.kind]?.name, card.kind).toBeTruthy();
  });
});
