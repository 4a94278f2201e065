/** The browser the tests drive (found before they run: ./global-setup.ts), and screenshots of it. */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchOptions } from './find-browser';

export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions(inject('browser')));
}

/** Screenshots are kept as test artifacts in test-results/screenshots. */
export const screenshotDir = resolve('test-results/screenshots');

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = resolve(screenshotDir, `${name}.png`);
  await page.screenshot({ path });
  return path;
}
