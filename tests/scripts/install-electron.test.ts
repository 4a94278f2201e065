/** `npm start` without internet: the failed Electron download says what it fetched and points to `npm run web`. */
import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installElectron } from '../../scripts/install-electron';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** an installer standing in for Electron's, which ends as this one does */
function fakeInstaller(body: string): string {
  const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'troll-night-installer-'));
  dirs.push(dir);
  const path = nodePath.join(dir, 'install.js');
  fs.writeFileSync(path, body);
  return path;
}

describe('installing Electron before npm start', () => {
  it('names what it was downloading, why it failed and the browser way round', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const installer = fakeInstaller("console.error('TypeError: fetch failed\\n    at node:internal/deps/undici'); process.exit(1);");
    expect(installElectron(installer)).toBe(1);
    const message = printed.mock.calls.flat().join('\n');
    const { version } = JSON.parse(fs.readFileSync('node_modules/electron/package.json', 'utf8'));
    expect(message).toContain(`Electron ${version}`);
    expect(message).toContain('github.com/electron/electron/releases');
    expect(message).toContain('The download failed: TypeError: fetch failed');
    expect(message).toContain('npm run web');
  });

  it('says nothing when Electron is there or arrives', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(installElectron(fakeInstaller('process.exit(0);'))).toBe(0);
    expect(printed).not.toHaveBeenCalled();
  });
});
