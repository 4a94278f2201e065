/** The Troll Dice text namespace: both languages complete, and every log line of real games translated. */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/core/simulate';
import { trollDice } from '../../../engine/games/troll-dice';
import { ALL_FACES, DIE_COLORS } from '../../../engine/games/troll-dice/dice';
import en from '../../../locales/en/troll-dice.json';
import fr from '../../../locales/fr/troll-dice.json';

const OWN_SUBTREES = ['events', 'faces', 'colors', 'rules'] as const;

/** leaf keys, with plural suffixes folded so English and French compare */
function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix.replace(/_(one|many|other)$/, '')];
  return [...new Set(Object.entries(node).flatMap(([key, inner]) => leafKeys(inner, prefix ? `${prefix}.${key}` : key)))];
}

describe('troll-dice locales', () => {
  it('has the same keys in English and French, with every plural form', () => {
    for (const subtree of OWN_SUBTREES) expect(leafKeys(fr[subtree]).sort()).toEqual(leafKeys(en[subtree]).sort());
    const plurals = (events: Record<string, unknown>) => Object.keys(events).filter((key) => /_(one|many|other)$/.test(key));
    const enBases = new Set(plurals(en.events).map((key) => key.replace(/_\w+$/, '')));
    for (const base of enBases) {
      expect(en.events).toHaveProperty([`${base}_one`]);
      expect(en.events).toHaveProperty([`${base}_other`]);
      for (const form of ['one', 'many', 'other']) expect(fr.events).toHaveProperty([`${base}_${form}`]);
    }
  });

  it('names every face and colour', () => {
    for (const face of ALL_FACES) {
      expect(en.faces[face]).toBeTruthy();
      expect(fr.faces[face]).toBeTruthy();
    }
    for (const color of DIE_COLORS) {
      expect(en.colors[color]).toBeTruthy();
      expect(fr.colors[color]).toBeTruthy();
    }
  });

  it('has a rules reference of the same shape in both languages', () => {
    expect(en.rules.sections.length).toBeGreaterThanOrEqual(10);
    expect(fr.rules.sections.map((section) => section.paragraphs.length)).toEqual(en.rules.sections.map((section) => section.paragraphs.length));
    for (const rules of [en.rules, fr.rules]) {
      expect(rules.title).toBeTruthy();
      for (const section of rules.sections) {
        expect(section.title).toBeTruthy();
        for (const paragraph of section.paragraphs) expect(paragraph.length).toBeGreaterThan(20);
      }
    }
  });

  it('translates every log line of real games in both languages, with all parameters filled', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { 'troll-dice': en }, fr: { 'troll-dice': fr } },
      ns: ['troll-dice'],
      defaultNS: 'troll-dice',
      interpolation: { escapeValue: false },
    });
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const players = 2 + (seed % 5);
      const game = playGame(trollDice, Array(players).fill(seed % 2 ? 'smart' : 'random'), seed);
      // replaying keeps each move's events (the state only holds the last move's)
      let state = trollDice.definition.setup(game.config, seed);
      const events = [...state.events];
      for (const { seat, action } of game.log) {
        state = trollDice.definition.apply(state, seat, action);
        events.push(...state.events);
      }
      for (const event of events) {
        const line = trollDice.definition.describe(event);
        seen.add(line.key);
        for (const lng of ['en', 'fr']) {
          const text = i18n.t(line.key, { ...line.params, lng });
          expect(i18n.exists(line.key, { ...line.params, lng }), `${lng} ${line.key}`).toBe(true);
          expect(text, `${lng} ${line.key}`).not.toMatch(/\{\{|\}\}|undefined/);
        }
      }
    }
    // the games above reach the common log lines
    for (const key of ['events.turn-start', 'events.roll', 'events.give.white', 'events.give.red', 'events.wound', 'events.counter', 'events.eliminated', 'events.winner']) {
      expect(seen).toContain(key);
    }
  });
});
