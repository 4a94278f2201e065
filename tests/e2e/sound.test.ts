/**
 * The table's sound in Debian's Chromium on the real web server: the page's AudioContext is
 * watched (every source started is counted, and what kind), a move on the table starts the
 * sources of its cue, and once M has muted the sound the moves that follow start none.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, seatPlayers, useSession } from './support/session';
import { startServer, type RunningServer } from './support/web-server';

const session = useSession();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(join(session.scratch, 'sound.sqlite'), { seed: 3 });
});

afterAll(async () => {
  await server?.stop();
});

interface Heard {
  contexts: number;
  state: string;
  started: { oscillator: number; buffer: number };
}

/** count the AudioContexts the page makes and every source started on them, before the page's own scripts run */
async function watchAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard = { contexts: 0, state: 'none', started: { oscillator: 0, buffer: 0 } };
    (window as unknown as { heard: typeof heard }).heard = heard;
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        heard.contexts += 1;
        heard.state = this.state;
        this.addEventListener('statechange', () => (heard.state = this.state));
      }
    };
    const count = (prototype: AudioScheduledSourceNode, kind: 'oscillator' | 'buffer') => {
      const start = prototype.start;
      prototype.start = function (this: AudioScheduledSourceNode, ...args: Parameters<AudioScheduledSourceNode['start']>) {
        heard.started[kind] += 1;
        return start.apply(this, args);
      };
    };
    count(OscillatorNode.prototype, 'oscillator');
    count(AudioBufferSourceNode.prototype, 'buffer');
  });
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard }).heard);
const startedCount = async (page: Page) => {
  const { started } = await heard(page);
  return started.oscillator + started.buffer;
};
const actionCount = async (page: Page) => Number(await page.getByTestId('match').getAttribute('data-action-count'));

describe('sound on the TV', () => {
  it('a move on the table plays its cue; muted with M, the next moves play none', async () => {
    const { page, errors } = await openPage(session.browser);
    await watchAudio(page);
    await page.goto(server.url);
    // a click is the gesture browsers wait for before any sound: the page's one context is made then
    await page.getByTestId('animation-normal').click();
    await expect.poll(async () => (await heard(page)).contexts).toBe(1);
    await expect.poll(async () => (await heard(page)).state).toBe('running');
    expect(await startedCount(page)).toBe(0);

    await page.getByTestId('home-new-game-troll-dice').click();
    await seatPlayers(page, [{ kind: 'human' }, { kind: 'bot', level: 'random' }]);
    await page.getByTestId('start-match').click();
    await page.getByTestId('match').waitFor();
    expect(await page.getByTestId('sound-toggle').getAttribute('aria-pressed')).toBe('false');

    // the human's roll: the dice rattle (noise bursts) and knock (tones) as they tumble
    await rollButton(page).click();
    await page.waitForFunction(() => {
      const { started } = (window as unknown as { heard: Heard }).heard;
      return started.buffer > 5 && started.oscillator > 5;
    });

    await page.keyboard.press('m');
    await expect.poll(() => page.getByTestId('sound-toggle').getAttribute('aria-pressed')).toBe('true');
    const before = await startedCount(page);
    const movesBefore = await actionCount(page);
    // the game goes on (the human hands out clubs, if any, the bot plays): moves shown, none heard
    await playOn(page, movesBefore + 2);
    // every step of those moves has started (none is left to play): still nothing heard
    await expect.poll(() => page.locator('.skip').count()).toBe(0);
    expect(await startedCount(page)).toBe(before);

    // M again: the moves after it are heard
    await page.keyboard.press('m');
    await expect.poll(() => page.getByTestId('sound-toggle').getAttribute('aria-pressed')).toBe('false');
    await playOn(page, (await actionCount(page)) + 2);
    await page.waitForFunction((silent) => {
      const { started } = (window as unknown as { heard: Heard }).heard;
      return started.oscillator + started.buffer > silent;
    }, before);
    expect((await heard(page)).contexts).toBe(1);
    expect(errors).toEqual([]);
  });
});

/** play on until the match has `moves` moves: the human rolls and gives every club die rolled, by mouse; the bot plays its turns */
async function playOn(page: Page, moves: number): Promise<void> {
  const die = page.locator('.assign .die-button').first();
  const roll = rollButton(page);
  while ((await actionCount(page)) < moves) {
    await expect.poll(async () => (await actionCount(page)) >= moves || (await die.isVisible()) || (await roll.isVisible()), { timeout: 60_000 }).toBe(true);
    // a move is made once what came before has been played back
    await expect.poll(() => page.locator('.skip').count()).toBe(0);
    const before = await actionCount(page);
    if (before >= moves) break;
    if (await roll.isVisible()) {
      await roll.click();
    } else if (await die.isVisible()) {
      await die.click();
      await page.locator('.seat.target .pick-area').first().click();
    } else {
      continue;
    }
    await expect.poll(() => actionCount(page)).toBeGreaterThan(before);
  }
}

const rollButton = (page: Page) => page.getByRole('button', { name: /^Roll \d dice/ });
