/** The Battle Dice text namespace: both languages complete, and every log line of real battles translated. */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/core/simulate';
import { battleDice } from '../../../engine/games/battle-dice';
import en from '../../../locales/en/battle-dice.json';
import fr from '../../../locales/fr/battle-dice.json';
import enCommon from '../../../locales/en/common.json';
import frCommon from '../../../locales/fr/common.json';
import frUi from '../../../locales/fr/ui.json';

const OWN_SUBTREES = ['heroes', 'regions', 'abilities', 'events', 'rules'] as const;

/** leaf keys, with plural suffixes folded so English and French compare */
function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix.replace(/_(one|many|other)$/, '')];
  if (Array.isArray(node)) return [prefix];
  return [...new Set(Object.entries(node).flatMap(([key, inner]) => leafKeys(inner, prefix ? `${prefix}.${key}` : key)))];
}

describe('battle-dice locales', () => {
  it('has the same keys in English and French, with every plural form', () => {
    for (const subtree of OWN_SUBTREES) expect(leafKeys(fr[subtree]).sort()).toEqual(leafKeys(en[subtree]).sort());
    const bases = new Set(Object.keys(en.events).filter((key) => /_(one|other)$/.test(key)).map((key) => key.replace(/_\w+$/, '')));
    for (const base of bases) {
      for (const form of ['one', 'other']) expect(en.events).toHaveProperty([`${base}_${form}`]);
      for (const form of ['one', 'many', 'other']) expect(fr.events).toHaveProperty([`${base}_${form}`]);
    }
  });

  it('writes French as French: agreeing plurals, no line break before : ; ! ?, bots called Bot', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'fr', resources: { fr: { 'battle-dice': fr } }, defaultNS: 'battle-dice', interpolation: { escapeValue: false } });
    const damage = { ability: 'dark', toName: 'Troll 1', health: 9 };
    expect(i18n.t('events.damage', { ...damage, count: 1 })).toBe('TÉNÈBRES\u00a0: Troll 1 subit 1 dégât (reste 9 de santé).');
    expect(i18n.t('events.damage', { ...damage, count: 2 })).toContain('subit 2 dégâts');
    expect(i18n.t('events.damage-blocked', { ...damage, count: 1, blocked: 1 })).toContain('subit 1 dégât,');
    const lines = JSON.stringify(fr);
    expect(lines).not.toMatch(/ [:;!?]/);
    // a bot seat is tagged with the word the new-game screen's Human/Bot toggle uses
    expect(fr.table.seat.bot).toBe(frUi.newGame.bot);
  });

  it('never says a SHIELD stops an attack that FIRE still gets through', () => {
    expect(JSON.stringify(fr.events)).not.toMatch(/BOUCLIERS? [^"]*arrêt/);
    expect(JSON.stringify(en.events)).not.toMatch(/SHIELDS? (stops?|blocks the attack)/);
  });

  it('promises no draft-free start that setup does not offer', () => {
    for (const rules of [en.rules, fr.rules]) expect(JSON.stringify(rules)).not.toMatch(/ready-made|déjà formées/);
  });

  it('names every bot in both languages', () => {
    for (const bot of battleDice.bots) {
      expect((enCommon.bots as Record<string, string>)[bot.id]).toBeTruthy();
      expect((frCommon.bots as Record<string, string>)[bot.id]).toBeTruthy();
    }
  });

  it('has a rules reference of the same shape in both languages, with the Troll Night rulings', () => {
    expect(en.rules.sections.length).toBeGreaterThanOrEqual(10);
    expect(fr.rules.sections.map((section) => section.paragraphs.length)).toEqual(en.rules.sections.map((section) => section.paragraphs.length));
    expect(en.rules.sections.map((section) => section.title)).toContain('Troll Night rulings');
    for (const rules of [en.rules, fr.rules]) {
      expect(rules.title).toBeTruthy();
      for (const section of rules.sections) {
        expect(section.title).toBeTruthy();
        for (const paragraph of section.paragraphs) expect(paragraph.length).toBeGreaterThan(20);
      }
    }
  });

  it('translates every log line of real battles in both languages, with all parameters and hero names filled', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { 'battle-dice': en }, fr: { 'battle-dice': fr } },
      ns: ['battle-dice'],
      defaultNS: 'battle-dice',
      interpolation: { escapeValue: false },
    });
    const seen = new Set<string>();
    for (let seed = 0; seed < 80; seed++) {
      const players = 2 + (seed % 3);
      const mode = seed % 4 === 3 ? 'wild' : 'classic';
      const config = {
        seats: Array.from({ length: players }, (_, seat) => ({ name: `P${seat}` })),
        firstSeat: seed % players,
        options: { mode, suddenDeath: seed % 5 === 0 },
      };
      const game = playGame(battleDice, Array(players).fill(['random', 'greedy', 'smart'][seed % 3]), seed, { config });
      // replaying keeps each move's events (the state only holds the last move's)
      let state = battleDice.definition.setup(game.config, seed);
      const events = [...state.events];
      for (const { seat, action } of game.log) {
        state = battleDice.definition.apply(state, seat, action);
        events.push(...state.events);
      }
      for (const event of events) {
        const line = battleDice.definition.describe(event);
        seen.add(line.key);
        for (const lng of ['en', 'fr']) {
          expect(i18n.exists(line.key, { ...line.params, lng }), `${lng} ${line.key}`).toBe(true);
          const text = i18n.t(line.key, { ...line.params, lng });
          expect(text, `${lng} ${line.key}`).not.toMatch(/\{\{|\}\}|undefined|\$t\(|heroes\.[a-z]|abilities\.[a-z]/);
        }
      }
    }
    for (const key of ['events.draft-start', 'events.pick', 'events.turn-start', 'events.roll', 'events.damage', 'events.heal', 'events.knocked-out', 'events.eliminated', 'events.winner']) {
      expect(seen).toContain(key);
    }
  });
});
