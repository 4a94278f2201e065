/**
 * Every game's end in the browser says what decided it, in English and in French: the winning
 * rule with the deciding score, and each player's figures beside their place. Bots play Troll
 * Dice, Trolldilemma and Battle Dice to their end; a finished Thud game comes in as a `.thud`
 * file. (TRÔL's end, with its eliminations, is in trol.test.ts.) Screenshots of each end are kept.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { exportThudFile } from '../../engine/games/thud/thud-file';
import type { ThudState } from '../../engine/games/thud/types';
import { screenshot } from './support/browser';
import { openPage, seatPlayers, useSession, type SeatPlan } from './support/session';
import { scriptedThudGame } from './support/thud';
import { startServer } from './support/web-server';

const session = useSession();

/** both battles played with random moves, each ended by agreement */
const finishedThud = (): ThudState =>
  scriptedThudGame([50, { type: 'propose-end' }, { type: 'accept-end' }, 41, { type: 'propose-end' }, { type: 'accept-end' }]);

const bots = (...names: string[]): SeatPlan[] => names.map((name) => ({ name, kind: 'bot', level: 'random' }));

/** what the winner panel says: its rule, and the figures beside each place */
async function explanation(page: Page) {
  await page.getByTestId('winner').waitFor({ timeout: 300_000 });
  return { rule: await page.getByTestId('winner-rule').textContent(), figures: await page.getByTestId('winner-figures').allTextContents() };
}

/** the same end in French: home, the language, the game resumed from the saved games */
async function inFrench(page: Page) {
  await page.getByTestId('winner-home').click();
  await page.getByTestId('language-fr').click();
  await page.locator('[data-testid^="resume-"]').first().click();
  return explanation(page);
}

const ends = [
  {
    game: 'troll-dice',
    seats: bots('Ada', 'Bruno', 'Chloé', 'Dan'),
    en: { rule: /^\S+ is the last troll standing, with \d health left\.$/, figure: /^(\d health left|knocked out, \d trolls? left standing)$/ },
    fr: { rule: /^\S+ est le dernier troll debout, avec \d points? de vie\.$/, figure: /^(\d points? de vie|hors jeu, \d trolls? encore debout)$/ },
  },
  {
    game: 'trolldilemma',
    seats: bots('Ada', 'Bruno', 'Chloé', 'Dan'),
    en: { rule: /^The most coins wins, the most skulls breaking a tie: .+, with \d+ coins?\.$/, figure: /^\d+ coins? · \d+ skulls?$/ },
    fr: { rule: /^Le plus de pièces l’emporte, le plus de crânes départageant une égalité : .+, avec \d+ pièces?\.$/, figure: /^\d+ pièces? · \d+ crânes?$/ },
  },
  {
    game: 'battle-dice',
    seats: bots('Ada', 'Bruno', 'Chloé'),
    en: { rule: /last one standing|knocked each other out/, figure: /^(\d+ health left|eliminated, \d players? left in the battle)$/ },
    fr: { rule: /dernière équipe debout|Double K\.-O\./, figure: /^(\d+ points? de vie|hors combat, \d joueurs? encore en lice)$/ },
  },
] as const;

describe('a game’s end says what decided it', () => {
  for (const { game, seats, en, fr } of ends) {
    it(`${game}, in English and French`, { timeout: 600_000 }, async () => {
      const server = await startServer(join(session.scratch, `${game}.sqlite`), { token: `e2e-ends-${game}-0123456789`, seed: 5 });
      const { page, errors } = await openPage(session.browser);
      try {
        await page.goto(server.url);
        await page.getByTestId('animation-off').click();
        await page.getByTestId(`home-new-game-${game}`).click();
        await seatPlayers(page, seats);
        await page.getByTestId('start-match').click();
        const english = await explanation(page);
        expect(english.rule).toMatch(en.rule);
        expect(english.figures).toHaveLength(seats.length);
        for (const figure of english.figures) expect(figure).toMatch(en.figure);
        await screenshot(page, `${game}-end-en-1920x1080`);
        const french = await inFrench(page);
        expect(french.rule).toMatch(fr.rule);
        for (const figure of french.figures) expect(figure).toMatch(fr.figure);
        await screenshot(page, `${game}-end-fr-1920x1080`);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
        await server.stop();
      }
    });
  }

  it('thud, from a finished game file, in English and French', async () => {
    const server = await startServer(join(session.scratch, 'thud.sqlite'), { token: 'e2e-ends-thud-0123456789' });
    const { page, errors } = await openPage(session.browser);
    try {
      await page.goto(server.url);
      await page.getByTestId('animation-off').click();
      await page.getByTestId('import-file-thud').setInputFiles({ name: 'friday.thud', mimeType: 'text/plain', buffer: Buffer.from(exportThudFile(finishedThud())) });
      await page.getByTestId('imported-file').waitFor();
      await page.getByTestId('start-match').click();
      expect(await explanation(page)).toEqual({
        rule: 'The most points over both battles wins: Bob, with 51 points, 24 ahead.',
        figures: ['51 points · 23 with the dwarves · 28 with the trolls', '27 points · 19 with the dwarves · 8 with the trolls'],
      });
      await screenshot(page, 'thud-end-en-1920x1080');
      expect((await inFrench(page)).rule).toBe('Le plus de points sur les deux batailles l’emporte : Bob, avec 51 points, 24 d’avance.');
      await screenshot(page, 'thud-end-fr-1920x1080');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  });
});
