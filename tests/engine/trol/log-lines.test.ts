/**
 * TRÔL's log lines through the app's own i18n (the one the match log renders with): every event of
 * seeded games reads as a finished sentence in both languages, cards named by tribe and colour,
 * French articles and colours agreeing with the card.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/core/simulate';
import type { GameEvent } from '../../../engine/core/types';
import { trol } from '../../../engine/games/trol';
import { describe as describeEvent } from '../../../engine/games/trol/describe';
import type { TrolState } from '../../../engine/games/trol/types';
import '../../../renderer/src/lib/all-texts';
import { hasKey, setLanguage, t } from '../../../renderer/src/lib/i18n.svelte';

const def = trol.definition;

/** every event of a seeded game played by random bots (the state keeps only the last move's events, so the game is replayed) */
function eventsOf(players: number, seed: number, teams = false): GameEvent[] {
  const config = { seats: Array.from({ length: players }, (_, seat) => ({ name: ['Ada', 'Bob', 'Éloïse', 'Ugg', 'Zoé'][seat] })), firstSeat: seed % players, options: { teams } };
  const game = playGame(trol, Array(players).fill('random'), seed, { config });
  let state: TrolState = def.setup(game.config, seed);
  const events = [...state.events];
  for (const { seat, action } of game.log) {
    state = def.apply(state, seat, action);
    events.push(...state.events);
  }
  return events;
}

function line(event: GameEvent): string {
  const { key, params } = describeEvent(event);
  return t(`trol:${key}`, params);
}

afterAll(() => setLanguage('en'));

describe('TRÔL log lines', () => {
  it('translates every event of seeded games in both languages, with nothing left untranslated', () => {
    const seen = new Set<string>();
    const games = [
      ...[2, 3, 4, 5].flatMap((players) => [1, 2, 3].map((seed) => ({ players, seed: seed * 11 + players, teams: false }))),
      { players: 4, seed: 7, teams: true },
    ];
    for (const { players, seed, teams } of games) {
      for (const event of eventsOf(players, seed, teams)) {
        const { key, params } = describeEvent(event);
        seen.add(key);
        for (const language of ['en', 'fr'] as const) {
          setLanguage(language);
          expect(hasKey(`trol:${key}`) || hasKey(`trol:${key}_other`), `${language} ${key}`).toBe(true);
          const text = t(`trol:${key}`, params);
          expect(text, `${language} ${key}`).not.toMatch(/\{\{|\}\}|\$t\(|undefined|\b(events|cards|gibiers|log|colors)\.[a-z]/);
          expect(text.trim().length, `${language} ${key}`).toBeGreaterThan(10);
        }
      }
    }
    for (const key of ['events.setup', 'events.placed', 'events.triggered', 'events.rolled', 'events.strike', 'events.hunt-reussie', 'events.food']) {
      expect(seen, key).toContain(key);
    }
  });

  it('names a card by its player and colour, with French articles and colours that agree with it', () => {
    const chief = { type: 'rolled', tribe: 0, name: 'Ada', color: 'green', card: 'green-chef-1', kind: 'chef', faces: '3 + 0 + 2', damage: 5 };
    const daughter = { type: 'strike', tribe: 0, name: 'Ada', color: 'green', card: 'green-fille-1', kind: 'fille', damage: 4, total: 9, min: 6, max: 14, acting: 'fille' };
    const betrayed = {
      type: 'betrayed',
      tribe: 1,
      name: 'Bob',
      color: 'sky',
      card: 'sky-fourbe-1',
      kind: 'fourbe',
      targetName: 'Ada',
      targetColor: 'green',
      targetKind: 'fille',
    };
    setLanguage('en');
    expect(line(chief)).toBe('Ada’s Green Troll Chief rolls 3 + 0 + 2 (5 damage).');
    expect(line(daughter)).toBe('Ada’s Green Chief’s Daughter deals 4: total 9 (the Gibier needs 6 to 14).');
    expect(line({ ...daughter, card: 'green-vaurien-1', kind: 'vaurien', acting: 'traqueur' })).toBe(
      'Ada’s Green Rascal, as Tracker, deals 4: total 9 (the Gibier needs 6 to 14).',
    );
    expect(line(betrayed)).toContain('Ada’s Green Chief’s Daughter');
    setLanguage('fr');
    expect(line(chief)).toBe('Le Chef Trôl vert (Ada) lance 3 + 0 + 2, soit 5.');
    expect(line(daughter)).toBe('La Fille du chef verte (Ada) frappe\u00a0: 4, total 9 (le Gibier demande de 6 à 14).');
    expect(line(betrayed)).toContain('la Fille du chef verte (Ada)');
    expect(line({ type: 'food', tribe: 0, name: 'Ada', color: 'green', food: 6 })).toContain('La tribu verte (Ada)');
    expect(line({ type: 'auto-hunt', gibier: 'three-horned-goat', count: 0 })).toContain('la Chèvre à trois cornes');
  });

  it('says what a card without damage does, whose portion a Cook doubles, and how many cards a Trap saves', () => {
    const cook = { tribe: 0, name: 'Ada', color: 'green', card: 'green-cuistot-1', kind: 'cuistot' };
    const ownPortion = { type: 'doubled', ...cook, targetName: 'Ada', targetColor: 'green', targetKind: 'cuistot', food: 6 };
    const trap = (saved: number) => ({ type: 'trap-sprung', tribe: 1, name: 'Bob', color: 'sky', card: 'sky-piege-1', kind: 'piege', food: 5, protected: saved });
    setLanguage('en');
    expect(line({ type: 'strike', ...cook, damage: 0, total: 9, min: 6, max: 14, acting: 'cuistot' })).toBe('Ada’s Green Cook deals no damage: total 9 (the Gibier needs 6 to 14).');
    expect(line(ownPortion)).toBe('Ada’s Green Cook doubles his own 6 food.');
    expect(line(trap(0))).toContain('no card lay after it');
    expect(line(trap(2))).toContain('the 2 cards after it are saved');
    setLanguage('fr');
    expect(line({ type: 'strike', ...cook, damage: 0, total: 9, min: 6, max: 14, acting: 'cuistot' })).toBe('Le Cuistot vert (Ada) ne frappe pas, total 9 (le Gibier demande de 6 à 14).');
    expect(line(ownPortion)).toBe('Le Cuistot vert (Ada) double sa propre portion\u00a0: 6 × 2.');
    expect(line(trap(1))).toContain('la carte posée après lui est protégée');
    expect(line(trap(3))).toContain('les 3 cartes posées après lui sont protégées');
  });

  it('counts the face-down cards a trigger reveals with the right plural', () => {
    const triggered = (count: number) => ({ type: 'triggered', tribe: 0, name: 'Ada', color: 'yellow', card: 'yellow-traqueur-1', kind: 'traqueur', gibier: 'mammoth', count });
    setLanguage('en');
    expect(line(triggered(0))).not.toMatch(/\b0\b/);
    expect(line(triggered(1))).toContain('1 face-down card is');
    expect(line(triggered(3))).toContain('3 face-down cards are');
    setLanguage('fr');
    expect(line(triggered(1))).toContain('1 carte face cachée est révélée');
    expect(line(triggered(2))).toContain('2 cartes face cachée sont révélées');
  });
});
