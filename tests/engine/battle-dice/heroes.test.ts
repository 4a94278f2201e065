/** The thirty designed hero dice: the shape the rule text describes, named in both languages. */
import { describe, expect, it } from 'vitest';
import { ABILITIES, HEROES, REGIONS, signature } from '../../../engine/games/battle-dice/heroes';
import { combinations } from '../../../engine/games/battle-dice/rules';
import en from '../../../locales/en/battle-dice.json';
import fr from '../../../locales/fr/battle-dice.json';

describe('the hero dice', () => {
  it('are thirty, with unique ids, among them the Wizard, the Troll and the Dragon', () => {
    expect(HEROES).toHaveLength(30);
    expect(new Set(HEROES.map((hero) => hero.id)).size).toBe(30);
    const names = HEROES.map((hero) => (en.heroes as Record<string, string>)[hero.id]);
    expect(names).toEqual(expect.arrayContaining(['Wizard', 'Troll', 'Dragon']));
  });

  it('come from the four regions', () => {
    expect(new Set(HEROES.map((hero) => hero.region))).toEqual(new Set(REGIONS));
    expect(REGIONS).toEqual(['mainland', 'islands', 'mountain', 'clouds']);
  });

  it('each show 5 of the 15 abilities, the signature on two opposite faces (one roll in three)', () => {
    expect(ABILITIES).toHaveLength(15);
    for (const hero of HEROES) {
      expect(new Set(hero.faces).size, hero.id).toBe(5);
      expect(hero.faces[3], hero.id).toBe(hero.faces[0]);
      expect(signature(hero.id)).toBe(hero.faces[0]);
      expect(hero.faces.filter((face) => face === signature(hero.id))).toHaveLength(2);
      for (const face of hero.faces) expect(ABILITIES).toContain(face);
    }
  });

  it('carry each ability on ten heroes, as the signature of two', () => {
    for (const ability of ABILITIES) {
      expect(HEROES.filter((hero) => hero.faces.includes(ability)), ability).toHaveLength(10);
      expect(HEROES.filter((hero) => signature(hero.id) === ability), ability).toHaveLength(2);
    }
  });

  it('make 4,060 possible teams of 3', () => {
    expect(combinations(HEROES.map((hero) => hero.id), 3)).toHaveLength(4060);
  });

  it('are named in English and French, with their regions and abilities', () => {
    for (const locale of [en, fr]) {
      for (const hero of HEROES) expect((locale.heroes as Record<string, string>)[hero.id]).toBeTruthy();
      for (const region of REGIONS) expect(locale.regions[region]).toBeTruthy();
      for (const ability of ABILITIES) {
        expect(locale.abilities[ability].name).toBeTruthy();
        expect(locale.abilities[ability].effect.length).toBeGreaterThan(10);
      }
    }
    expect(Object.keys(en.heroes)).toHaveLength(30);
    expect(new Set(Object.values(fr.heroes)).size).toBe(30);
  });
});
