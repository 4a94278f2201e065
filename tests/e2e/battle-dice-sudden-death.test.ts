/**
 * Battle Dice's sudden death offer in the browser: a duel of two healing teams, played through
 * the Host to its 25th turn (Bert accepted sudden death on his), is resumed on the TV; Ada is
 * asked before her roll, in English and in French, and accepts with Enter alone. Screenshots at
 * 1920×1080 in both languages are kept in test-results/screenshots.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatSetup } from '../../electron/shared/api';
import { Host } from '../../electron/main/host';
import type { Action } from '../../engine/core/types';
import type { BattleDiceView } from '../../engine/games/battle-dice/types';
import { screenshot } from './support/browser';
import { leaveMatchByKey, openPage, useSession } from './support/session';
import { startServer, type RunningServer } from './support/web-server';

const session = useSession();
let server: RunningServer;

const people: SeatSetup[] = [
  { name: 'Ada', color: 'orange', symbol: 'circle', kind: { type: 'human' } },
  { name: 'Bert', color: 'sky', symbol: 'square', kind: { type: 'human' } },
];

/**
 * A duel of two healing teams, drafted, then played at the Host by the first legal move (heals go
 * to the roller, MEDITATE is kept), up to Ada's turn once sudden death is offered and Bert has
 * accepted. Returns false when the dice of this seed end the duel before.
 */
async function dragOnDuel(dbPath: string, seed: number): Promise<boolean> {
  const host = new Host({ storePath: dbPath, randomInt: (max) => seed % max });
  try {
    const created = await host.createMatch({ game: 'battle-dice', seats: people, options: { duel: true } });
    if (!created.ok) throw new Error(created.error.code);
    const id = created.value.summary.id;
    const teams = [['monk', 'mermaid', 'knight'], ['pixie', 'dwarf', 'paladin']];
    for (;;) {
      const opened = await host.openMatch(id);
      if (!opened.ok) throw new Error(opened.error.code);
      const match = opened.value;
      if (match.outcome) return false;
      const seat = match.activeSeats[0];
      const legal = match.legal[seat] as Action[];
      const offered = legal.some((action) => action.type === 'sudden-death');
      if (offered && seat === 0 && (match.view as BattleDiceView).suddenDeathOffer.accepted.includes(1)) return true;
      const drafting = legal[0].type === 'pick';
      const action = offered ? { type: 'sudden-death', accept: true } : drafting ? { type: 'pick', hero: teams[seat].shift() } : legal[0];
      const answer = await host.act(id, seat, action, match.summary.actionCount);
      if (!answer.ok) throw new Error(answer.error.code);
    }
  } finally {
    await host.close();
  }
}

beforeAll(async () => {
  for (let seed = 1; ; seed++) {
    const dbPath = join(session.scratch, `sudden-death-${seed}.sqlite`);
    if (await dragOnDuel(dbPath, seed)) {
      server = await startServer(dbPath);
      return;
    }
    if (seed === 20) throw new Error('no seed made a duel last until sudden death was offered');
  }
});

afterAll(async () => {
  await server?.stop();
});

describe('Battle Dice: sudden death offered on the TV', () => {
  it('asks the player about to roll, in English and French, and takes the answer from the keyboard', async () => {
    const { page, errors } = await openPage(session.browser);
    try {
      await page.goto(server.url);
      await page.getByTestId('language-en').click();
      await page.getByTestId('animation-off').click();
      await page.locator('[data-testid^="resume-"]').first().click();
      const offer = page.getByTestId('sudden-death-offer');
      await offer.waitFor();
      expect(await offer.textContent()).toContain('Ada, before you roll: play on in sudden death?');
      expect(await page.getByTestId('sudden-death-accepted').textContent()).toBe('Already agreed: Bert');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('sudden-death-accept');
      await screenshot(page, 'battle-dice-sudden-death-offer-en-1920x1080');

      await leaveMatchByKey(page);
      await page.getByTestId('language-fr').click();
      await page.locator('[data-testid^="resume-"]').first().click();
      await offer.waitFor();
      expect(await offer.textContent()).toContain('Ada, avant de lancer\u00a0: continuer en mort subite\u00a0?');
      expect(await page.getByTestId('sudden-death-accepted').textContent()).toBe('Déjà d’accord\u00a0: Bert');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('sudden-death-accept');
      await screenshot(page, 'battle-dice-sudden-death-offer-fr-1920x1080');

      // Enter accepts: everyone has agreed, and Ada rolls
      await page.keyboard.press('Enter');
      await page.getByTestId('roll').waitFor();
      expect(await offer.count()).toBe(0);
      expect(await page.locator('.just-now').textContent()).toContain('Tout le monde est d’accord\u00a0: mort subite\u00a0!');
      await screenshot(page, 'battle-dice-sudden-death-agreed-fr-1920x1080');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
