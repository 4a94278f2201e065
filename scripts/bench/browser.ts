/** Browser figures: the built renderer's size, and move-to-table latency in Debian's Chromium. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { InProcessBotRunner } from '../../electron/main/bot-runner';
import { startWebServer } from '../../electron/main/web-server';
import { figure, fmt, heading, median, percentile } from './measure';

const rendererDir = resolve('out/renderer');

export function bundleSize(): void {
  heading('Renderer bundle (out/renderer)');
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(rendererDir);
  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    if (/\.(js|css|html)$/.test(file)) gzipped += gzipSync(bytes).length;
  }
  figure(`${files.length} files, total`, `${fmt(raw / 1024)} KiB`);
  figure('js + css + html, gzipped', `${fmt(gzipped / 1024)} KiB`);
}

/**
 * One human move, in the page: click the control that sends it, wait for the match screen to
 * show the new action count, then for the next frame. Returns the milliseconds, or null when
 * the game is over.
 */
function timeOneMove(page: Page): Promise<number | null> {
  return page.evaluate(async () => {
    const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
    const match = document.querySelector<HTMLElement>('[data-testid="match"]')!;
    const table = document.querySelector<HTMLElement>('.troll-dice-table')!;
    const ready = () => !table.querySelector('button:disabled') && match.dataset.humanTurn === 'true';
    while (!ready() && table.dataset.phase !== 'over') await nextFrame();
    if (table.dataset.phase === 'over') return null;
    let control: HTMLElement | null;
    if (table.dataset.phase === 'roll') {
      control = table.querySelector('button.roll');
    } else {
      table.querySelector<HTMLElement>('.die-button')!.click();
      while (!(control = table.querySelector('[data-quick-key="1"]'))) await nextFrame();
    }
    const before = match.dataset.actionCount;
    const start = performance.now();
    control!.click();
    await new Promise<void>((done) => {
      const observer = new MutationObserver(() => {
        if (match.dataset.actionCount !== before) {
          observer.disconnect();
          done();
        }
      });
      observer.observe(match, { attributes: true, attributeFilter: ['data-action-count'] });
    });
    await nextFrame();
    return performance.now() - start;
  });
}

export async function browserLatency(scratch: string): Promise<void> {
  heading('Browser (Debian Chromium): a human move to the updated table, bots excluded');
  const server = await startWebServer({
    dbPath: join(scratch, 'latency.sqlite'),
    rendererDir,
    port: 0,
    botRunner: new InProcessBotRunner(),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    await server.host.setSettings({ animationSpeed: 'off' });
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    // tsx names functions with a `__name` helper that does not exist inside the page
    await page.addInitScript('globalThis.__name = (target) => target');
    const samples: number[] = [];
    while (samples.length < 300) {
      const created = await server.host.createMatch({
        game: 'troll-dice',
        seats: [
          { name: 'Ada', color: 'orange', symbol: 'circle' },
          { name: 'Bert', color: 'sky', symbol: 'square' },
          { name: 'Cleo', color: 'green', symbol: 'triangle' },
        ].map((seat) => ({ ...seat, kind: { type: 'human' } as const })),
      });
      if (!created.ok) throw new Error(created.error.code);
      await page.goto(server.url);
      await page.getByTestId(`resume-${created.value.summary.id}`).click();
      await page.getByTestId('match').waitFor();
      for (let elapsed = await timeOneMove(page); elapsed !== null && samples.length < 300; elapsed = await timeOneMove(page)) {
        samples.push(elapsed);
      }
    }
    figure(`${samples.length} moves: median`, `${fmt(median(samples))} ms`);
    figure('p95 (aim < 50 ms)', `${fmt(percentile(samples, 95))} ms`);
  } finally {
    await browser.close();
    await server.close();
  }
}
