/**
 * Which browser the end-to-end tests drive: the one a developer already has. CHROMIUM_PATH
 * first, then Debian's chromium, then a Chrome, Chromium or Edge that playwright-core finds by
 * its channel; when there is none, one line that says what to install.
 */
import { existsSync, statSync } from 'node:fs';
import { chromium, type LaunchOptions } from 'playwright-core';

/** an executable to launch, or a playwright-core channel (a browser installed where its maker puts it) */
export type BrowserChoice = { executablePath: string } | { channel: string };

export type BrowserSearch = { found: BrowserChoice } | { missing: string };

/** what the search looks at, apart so that a test can stand in for the machine */
export interface BrowserProbe {
  env: Record<string, string | undefined>;
  isFile(path: string): boolean;
  /** whether playwright-core finds this channel's browser, and it starts */
  hasChannel(channel: string): Promise<boolean>;
}

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** playwright-core's channels of the Chromium family, stable releases before the others */
export const CHANNELS = [
  'chrome',
  'msedge',
  'chromium',
  'chrome-beta',
  'msedge-beta',
  'chrome-dev',
  'msedge-dev',
  'chrome-canary',
  'msedge-canary',
] as const;

export const WHAT_TO_INSTALL =
  'The end-to-end tests need a Chromium-family browser and found none: install chromium ' +
  '(Debian, Ubuntu: apt-get install chromium), Google Chrome or Microsoft Edge, ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome executable.';

export async function findBrowser(probe: BrowserProbe): Promise<BrowserSearch> {
  const asked = probe.env.CHROMIUM_PATH;
  if (asked) {
    return probe.isFile(asked)
      ? { found: { executablePath: asked } }
      : { missing: `CHROMIUM_PATH is ${asked}, where there is no browser: point it at a Chromium or Chrome executable, or unset it.` };
  }
  if (probe.isFile(DEBIAN_CHROMIUM)) return { found: { executablePath: DEBIAN_CHROMIUM } };
  for (const channel of CHANNELS) {
    if (await probe.hasChannel(channel)) return { found: { channel } };
  }
  return { missing: WHAT_TO_INSTALL };
}

/** headless, and quiet: nothing that reaches out to the network or asks a first-run question */
export function launchOptions(choice: BrowserChoice): LaunchOptions {
  return {
    ...choice,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

/** this machine: its environment, its files, and a channel tried by starting its browser once */
export const machineProbe: BrowserProbe = {
  env: process.env,
  isFile: (path) => existsSync(path) && statSync(path).isFile(),
  async hasChannel(channel) {
    try {
      await (await chromium.launch(launchOptions({ channel }))).close();
      return true;
    } catch {
      return false;
    }
  },
};
