/**
 * The Battle Dice and Troll Dice rules show the table's own marks beside the text: each section
 * (but the rulings) draws the dice faces, hero dice, health die, hearts or badges it speaks of, as
 * big as on the table, in both languages.
 */
import { cleanup, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import en from '$locales/en/battle-dice.json';
import enTroll from '$locales/en/troll-dice.json';
import fr from '$locales/fr/battle-dice.json';
import frTroll from '$locales/fr/troll-dice.json';
import { setLanguage } from '../../../renderer/src/lib/i18n.svelte';
import { rulesMarksFor } from '../../../renderer/src/tables';

afterEach(() => {
  cleanup();
  setLanguage('en');
});

const games = [
  { game: 'battle-dice', rules: { en: en.rules, fr: fr.rules }, icon: '[data-ability], [data-health], .badge' },
  { game: 'troll-dice', rules: { en: enTroll.rules, fr: frTroll.rules }, icon: '.die, .pip' },
] as const;

describe('the dice games’ rules, with the table’s marks', () => {
  for (const { game, rules, icon } of games) {
    it(`gives every ${game} section but the rulings its marks, the same in both languages`, () => {
      const ids = rules.en.sections.map((section) => section.id);
      expect(rules.fr.sections.map((section) => section.id)).toEqual(ids);
      expect(new Set(ids).size).toBe(ids.length);
      const Marks = rulesMarksFor(game)!;
      for (const language of ['en', 'fr'] as const) {
        setLanguage(language);
        for (const id of ids) {
          const { container, unmount } = render(Marks, { section: id });
          const marks = container.querySelector(`[data-rules-marks="${id}"]`);
          if (id === 'rulings') expect(marks).toBeNull();
          else {
            expect(marks, `${language} ${id}`).toBeTruthy();
            expect(marks!.querySelectorAll(icon).length, `${language} ${id}`).toBeGreaterThan(0);
            // nothing left untranslated
            expect(marks!.textContent).not.toMatch(/(battle|troll)-dice:|\{\{/);
            // as big as on the table: no face under 1.2rem (28 px at 1080p)
            for (const face of marks!.querySelectorAll<HTMLElement>('.face-wrap, .die')) {
              const size = face.style.getPropertyValue('--face-size') || face.style.getPropertyValue('--die-size');
              expect(Number.parseFloat(size), `${id} ${face.outerHTML.slice(0, 60)}`).toBeGreaterThanOrEqual(1.2);
            }
          }
          unmount();
        }
      }
    });
  }
});
