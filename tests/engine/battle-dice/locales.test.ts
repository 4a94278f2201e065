/** The Battle Dice text namespace: both languages complete, and every log line of real battles translated. */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/core/simulate';
import { battleDice } from '../../../engine/games/battle-dice';
import { describe as describeEvent, nameSound } from '../../../engine/games/battle-dice/describe';
import type { BattleDiceEvent } from '../../../engine/games/battle-dice/types';
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

  describe('French names a hero with its article, and elides "de" before a vowel', () => {
    const translate = async (lng: 'en' | 'fr') => {
      const i18n = i18next.createInstance();
      await i18n.init({ lng, resources: { [lng]: { 'battle-dice': lng === 'en' ? en : fr } }, defaultNS: 'battle-dice', interpolation: { escapeValue: false } });
      return (event: BattleDiceEvent) => {
        const line = describeEvent(event);
        return i18n.t(line.key, line.params);
      };
    };

    it('capitalises the hero that opens a sentence and contracts "de" with its article', async () => {
      const say = await translate('fr');
      expect(say({ type: 'shield', seat: 0, name: 'Bob', hero: 'shaman' })).toBe('Le Chaman dresse un BOUCLIER devant Bob.');
      expect(say({ type: 'meditate', seat: 0, name: 'Bob', hero: 'turtle' })).toBe('La Tortue médite et ne jouera pas le prochain tour de Bob.');
      expect(say({ type: 'lightning-run', seat: 0, name: 'Bob', hero: 'angel', count: 2, face: 'fire' })).toMatch(/^L’Ange\u00a0: 2 ÉCLAIRS/);
      expect(say({ type: 'pick', seat: 0, name: 'Bob', hero: 'archer' })).toBe('Bob choisit l’Archer.');
      expect(say({ type: 'focus-save', seat: 0, name: 'Bob', hero: 'knight' })).toBe('Bob garde la CONCENTRATION du Chevalier pour le prochain tour.');
      expect(say({ type: 'focus-discard', seat: 0, name: 'Bob', hero: 'witch' })).toBe('Bob écarte la CONCENTRATION de la Sorcière.');
      expect(say({ type: 'meditate-discard', seat: 0, name: 'Bob', hero: 'angel' })).toBe('Bob écarte la MÉDITATION de l’Ange.');
    });

    it('elides before a player whose name starts with a vowel, in the two newest lines too', async () => {
      const say = await translate('fr');
      expect(say({ type: 'shield', seat: 0, name: 'Éloïse', hero: 'knight', to: 1, toName: 'Bob' })).toBe(
        'Le Chevalier d’Éloïse dresse un BOUCLIER devant Bob.',
      );
      expect(say({ type: 'shield', seat: 1, name: 'Bob', hero: 'pixie', to: 0, toName: 'Éloïse' })).toBe('La Fée de Bob dresse un BOUCLIER devant Éloïse.');
      expect(say({ type: 'extra-die', seat: 0, name: 'Éloïse', hero: 'bat', ability: 'swarm', to: 1, toName: 'Bob' })).toBe(
        'ESSAIM\u00a0: Bob lancera 3 héros à son prochain tour, grâce à Éloïse.',
      );
      expect(say({ type: 'turn-start', seat: 0, name: 'Éloïse', health: 7 })).toBe('Au tour d’Éloïse (7 de santé).');
      expect(say({ type: 'frozen', seat: 1, name: 'Bob', hero: 'owl', to: 0, toName: 'Hugo' })).toBe('Bob gèle le Harfang d’Hugo pour son prochain tour.');
      expect(say({ type: 'capture', seat: 1, name: 'Bob', hero: 'harpy', from: 0, fromName: 'Yann' })).toBe('Bob prend la Harpie dans l’équipe de Yann.');
      expect(say({ type: 'effect-ends', seat: 0, name: 'Anne', hero: 'griffin', ability: 'poison' })).toBe('L’effet POISON du Griffon d’Anne prend fin.');
      expect(say({ type: 'shield-engaged', seat: 0, name: 'Ugo', by: 1, byName: 'Éloïse', count: 1 })).toBe('Le BOUCLIER d’Ugo amortit l’attaque d’Éloïse.');
    });

    it('gives every hero its three forms in both languages, and leaves English as it was', async () => {
      for (const forms of [en.heroForms, fr.heroForms]) {
        expect(Object.keys(forms).sort()).toEqual(Object.keys(en.heroes).sort());
        for (const hero of Object.values(forms)) expect(Object.keys(hero).sort()).toEqual(['The', 'of', 'the']);
      }
      for (const [id, hero] of Object.entries(fr.heroForms)) expect(hero.the).toMatch(new RegExp(`^(le |la |l’)\\$t\\(heroes\\.${id}\\)$`));
      const say = await translate('en');
      expect(say({ type: 'shield', seat: 0, name: 'Éloïse', hero: 'knight', to: 1, toName: 'Bob' })).toBe("Éloïse's Knight raises a SHIELD in front of Bob.");
      expect(say({ type: 'shield', seat: 0, name: 'Bob', hero: 'shaman' })).toBe('The Shaman raises a SHIELD in front of Bob.');
      expect(say({ type: 'focus-save', seat: 0, name: 'Ada', hero: 'archer' })).toBe('Ada saves the FOCUS of the Archer for next turn.');
      expect(say({ type: 'capture', seat: 0, name: 'Ada', hero: 'bat', from: 1, fromName: 'Éloïse' })).toBe("Ada takes the Bat from Éloïse's team.");
    });

    it('tells a name said with a vowel: accents, a silent h, Yves but not Yann', () => {
      expect(['Éloïse', 'anne', 'Hugo', 'Yves', 'Œdipe', 'Ugo'].map(nameSound)).toEqual(Array(6).fill('vowel'));
      expect(['Bob', 'Yann', 'Zoé', 'Player 2', '', '3 Trolls'].map(nameSound)).toEqual(Array(6).fill('consonant'));
    });
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
        seats: Array.from({ length: players }, (_, seat) => ({ name: ['Éloïse', 'Bob', 'Hugo', 'Anne'][seat] })),
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
          // French: "d’Éloïse", "du Chevalier", never "de Éloïse" or "de le"; a sentence opens with a capital
          if (lng === 'fr') expect(text, line.key).not.toMatch(/(^| )(de|que) ([aeiouéèêàâîôû]|h(?!éros))|(^| )de l(e|es) /i);
          if (lng === 'fr') expect(text, line.key).not.toMatch(/^(le|la|l’) /);
        }
      }
    }
    for (const key of ['events.draft-start', 'events.pick', 'events.turn-start', 'events.roll', 'events.damage', 'events.heal', 'events.knocked-out', 'events.eliminated', 'events.winner', 'events.shield-other', 'events.extra-die-other']) {
      expect(seen).toContain(key);
    }
  });
});
