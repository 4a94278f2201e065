import { describe, expect, it } from 'vitest';
import { CHANNELS, DEBIAN_CHROMIUM, findBrowser, WHAT_TO_INSTALL, type BrowserProbe } from './find-browser';

/** a machine with these files and these channels' browsers installed */
function machine(env: Record<string, string>, files: string[], channels: string[] = []) {
  const tried: string[] = [];
  const probe: BrowserProbe = {
    env,
    isFile: (path) => files.includes(path),
    hasChannel: async (channel) => {
      tried.push(channel);
      return channels.includes(channel);
    },
  };
  return { probe, tried };
}

describe('the browser the end-to-end tests drive', () => {
  it('is the one CHROMIUM_PATH names, before any other', async () => {
    const { probe, tried } = machine({ CHROMIUM_PATH: '/opt/mine/chrome' }, ['/opt/mine/chrome', DEBIAN_CHROMIUM], ['chrome']);
    expect(await findBrowser(probe)).toEqual({ found: { executablePath: '/opt/mine/chrome' } });
    expect(tried).toEqual([]);
  });

  it('is none when CHROMIUM_PATH names no file, and the line says which path was wrong', async () => {
    const { probe } = machine({ CHROMIUM_PATH: '/opt/gone/chrome' }, [DEBIAN_CHROMIUM]);
    const search = await findBrowser(probe);
    expect(search).toEqual({ missing: expect.stringContaining('/opt/gone/chrome') });
  });

  it('is Debian’s chromium when it is installed, without starting any other browser', async () => {
    const { probe, tried } = machine({}, [DEBIAN_CHROMIUM], ['chrome', 'msedge']);
    expect(await findBrowser(probe)).toEqual({ found: { executablePath: DEBIAN_CHROMIUM } });
    expect(tried).toEqual([]);
  });

  it('is an installed Chrome, found through its channel', async () => {
    const { probe, tried } = machine({}, [], ['chrome', 'msedge']);
    expect(await findBrowser(probe)).toEqual({ found: { channel: 'chrome' } });
    expect(tried).toEqual(['chrome']);
  });

  it('is Edge when it is the only one, after the stable Chrome was looked for', async () => {
    const { probe, tried } = machine({}, [], ['msedge', 'chrome-canary']);
    expect(await findBrowser(probe)).toEqual({ found: { channel: 'msedge' } });
    expect(tried).toEqual(['chrome', 'msedge']);
  });

  it('is none on a machine without any, after every channel was tried, and one line says what to install', async () => {
    const { probe, tried } = machine({}, []);
    expect(await findBrowser(probe)).toEqual({ missing: WHAT_TO_INSTALL });
    expect(tried).toEqual([...CHANNELS]);
    expect(WHAT_TO_INSTALL).not.toContain('\n');
    expect(WHAT_TO_INSTALL).toMatch(/apt-get install chromium/);
  });
});
