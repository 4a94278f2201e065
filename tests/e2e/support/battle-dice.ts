/** What a player sees of a Battle Dice match in the browser, and keyboard-only play. */
import type { Page } from 'playwright-core';

export interface BattleDiceReading {
  actionCount: number;
  phase: string | null;
  stage: string | null;
  /** each player's panel (battle) or team strip (draft): name, health, heroes, effects */
  players: string[];
  log: string;
}

export async function readTable(page: Page): Promise<BattleDiceReading> {
  const table = page.locator('.battle-dice-table');
  return {
    actionCount: Number(await page.getByTestId('match').getAttribute('data-action-count')),
    phase: await table.getAttribute('data-phase'),
    stage: await table.getAttribute('data-stage'),
    // the previewed health and the last move's change depend on focus and history, not on the game
    players: await page.locator('.battle-dice-table :is(section.seat, li.team)').evaluateAll((panels) =>
      panels.map((panel) => {
        const copy = panel.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.preview, .change').forEach((element) => element.remove());
        return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      }),
    ),
    log: await page.getByTestId('log').innerText(),
  };
}

/**
 * Waits until a human must act, the table has finished showing the last moves and the focus has
 * landed on one of its controls, or the game is over.
 */
export async function waitForHumanOrEnd(page: Page): Promise<'human' | 'over'> {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('[data-testid="winner"]')) return 'over';
      const match = document.querySelector('[data-testid="match"]');
      const table = document.querySelector('.battle-dice-table');
      const focused = document.activeElement;
      const ready =
        match?.getAttribute('data-human-turn') === 'true' &&
        table?.getAttribute('data-playing') === 'false' &&
        focused instanceof HTMLButtonElement &&
        table.contains(focused) &&
        !focused.disabled &&
        focused.getAttribute('aria-disabled') !== 'true';
      return ready ? 'human' : false;
    },
    undefined,
    { timeout: 20_000, polling: 50 },
  );
  return (await handle.jsonValue()) as 'human' | 'over';
}

/** The focused control, described by its data attributes, to check where the keyboard is. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const data = Object.entries(element.dataset).map(([key, value]) => `${key}=${value}`);
    return `${element.tagName} ${data.join(' ')}`.trim();
  });

/** The dice of the roll being applied, as "hero:face" from the result cards. */
export const rolledDice = (page: Page) =>
  page.locator('.battle-dice-table .card .die').evaluateAll((dice) =>
    dice.map((die) => `${die.querySelector('.hero')?.textContent}:${die.querySelector('[data-ability]')?.getAttribute('data-ability')}`),
  );
