/**
 * `npm start` / `npm run dev` first make sure Electron's binary is here: Electron's own installer
 * downloads it once (from GitHub's releases, or ELECTRON_MIRROR). When that fails, its error alone
 * ("TypeError: fetch failed") says nothing of what was being fetched or what to do instead: this
 * says both.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** What the player reads when the download failed, `detail` being the installer's own last words. */
export function downloadFailedMessage(version: string, detail: string | undefined): string {
  const source = process.env.ELECTRON_MIRROR ?? 'https://github.com/electron/electron/releases';
  return [
    '',
    `Troll Night could not download Electron ${version}, the desktop shell it runs in (about 100 MB,`,
    `fetched once from ${source}).`,
    `The download failed: ${detail || 'no reason given'}`,
    '',
    'Check the internet connection (or a proxy: HTTPS_PROXY) and run `npm start` again.',
    'Without internet, `npm run web` serves the same app to a browser on this machine.',
    '',
  ].join('\n');
}

/** Runs Electron's installer; on failure prints what it was downloading and what to do, and returns its exit code. */
export function installElectron(installer = require.resolve('electron/install.js')): number {
  const { version } = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')) as { version: string };
  const run = spawnSync(process.execPath, [installer], { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
  if (run.status === 0) return 0;
  const lines = (run.stderr ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  const detail = lines.find((line) => /error/i.test(line)) ?? lines[0] ?? run.error?.message;
  console.error(downloadFailedMessage(version, detail));
  return run.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = installElectron();
