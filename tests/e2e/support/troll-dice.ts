/** What a player sees of a Troll Dice match in the browser, and keyboard-only play. */
import type { Page } from 'playwright-core';

export interface TableReading {
  actionCount: number;
  /** each troll panel's text: name, health, status */
  trolls: string[];
  log: string;
}

export async function readTable(page: Page): Promise<TableReading> {
  return {
    actionCount: Number(await page.getByTestId('match').getAttribute('data-action-count')),
    trolls: await page.locator('section.seat[data-seat-name]').allInnerTexts(),
    log: await page.getByTestId('log').innerText(),
  };
}

/** Waits until a human must act and the table has finished showing the last moves, or the game is over. */
export async function waitForHumanOrEnd(page: Page): Promise<'human' | 'over'> {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('[data-testid="winner"]')) return 'over';
      const match = document.querySelector('[data-testid="match"]');
      const table = document.querySelector('.troll-dice-table');
      const ready =
        match?.getAttribute('data-human-turn') === 'true' &&
        table?.getAttribute('data-playing') === 'false' &&
        !document.querySelector('.troll-dice-table button:disabled');
      return ready ? 'human' : false;
    },
    undefined,
    { timeout: 20_000, polling: 50 },
  );
  return (await handle.jsonValue()) as 'human' | 'over';
}

export const phaseOf = (page: Page) => page.locator('.troll-dice-table').getAttribute('data-phase');

/** The focused element's description, to check that the keyboard lands somewhere sensible. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element ? `${element.tagName} ${element.className} ${element.dataset.green ?? ''}${element.dataset.die ?? ''}` : '';
  });

/** The faces of the dice on the tray, as their labels say. */
export const trayDice = (page: Page) => page.locator('.assign .dice [role="img"]').evaluateAll((dice) => dice.map((die) => die.getAttribute('aria-label')));
