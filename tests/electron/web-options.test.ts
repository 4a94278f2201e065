/** `npm run web`'s options and its token: where a fixed token may come from, how strong it must be, how it is kept. */
import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { saveToken, webOptionsFrom } from '../../electron/main/web';
import { estimateTokenBits, minTokenBits, newToken, tokenProblem } from '../../electron/main/web-token';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'troll-night-web-options-'));
  dirs.push(dir);
  return dir;
}

const strong = 'Xq7vR2mK9pL4wT8zB3nF6hJ1cY5dG0sA-eU_iO';

function tokenFile(dir: string, token: string, mode: number): string {
  const path = nodePath.join(dir, 'my-token');
  fs.writeFileSync(path, `${token}\n`, { mode });
  fs.chmodSync(path, mode);
  return path;
}

describe('web server options', () => {
  it('takes the port, save file and seed from arguments before the environment', () => {
    const dir = tempDir();
    const db = nodePath.join(dir, 'saves.sqlite');
    expect(webOptionsFrom(['--port', '8080', '--db', db, '--seed', '42'], { PORT: '9000', TROLL_NIGHT_DB: 'elsewhere.sqlite' })).toEqual({
      port: 8080,
      dbPath: db,
      seed: 42,
      token: undefined,
      savedTokenPath: nodePath.join(dir, 'web-token'),
      saveToken: false,
    });
    expect(webOptionsFrom([], { PORT: '9000', TROLL_NIGHT_DB: db, TROLL_NIGHT_SEED: '7' })).toMatchObject({ port: 9000, dbPath: db, seed: 7 });
    expect(webOptionsFrom([], { XDG_DATA_HOME: dir }).dbPath).toBe(
      process.platform === 'linux' ? nodePath.join(dir, 'troll-night', 'troll-night.sqlite') : expect.any(String),
    );
    expect(() => webOptionsFrom(['--port', '70000'], {})).toThrow('not a port number: 70000');
    expect(webOptionsFrom(['--phone-port', '5199'], { TROLL_NIGHT_PHONE_PORT: '5300' }).phonePort).toBe(5199);
    expect(webOptionsFrom([], { TROLL_NIGHT_PHONE_PORT: '5300' }).phonePort).toBe(5300);
    expect(() => webOptionsFrom(['--phone-port', '1e9'], {})).toThrow('not a port number: 1e9');
    expect(() => webOptionsFrom(['--seed', '1.5'], {})).toThrow('not a seed');
    expect(() => webOptionsFrom(['--colour', 'red'], {})).toThrow(/colour/);
  });

  it('refuses a token on the command line, and says where to put it', () => {
    for (const argv of [['--token', strong], [`--token=${strong}`]]) {
      expect(() => webOptionsFrom(argv, {})).toThrow(/command line.*TROLL_NIGHT_TOKEN.*--token-file.*--save-token/);
    }
  });

  it('reads a fixed token from the environment, and refuses one that is easy to guess', () => {
    const db = nodePath.join(tempDir(), 'saves.sqlite');
    expect(webOptionsFrom(['--db', db], { TROLL_NIGHT_TOKEN: strong }).token).toEqual({ value: strong, from: 'TROLL_NIGHT_TOKEN' });
    for (const weak of ['aaaaaaaaaaaaaaaa', 'my-game-night-token', 'e2e-game-night-0123456789', 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH']) {
      expect(() => webOptionsFrom(['--db', db], { TROLL_NIGHT_TOKEN: weak }), weak).toThrow(/^TROLL_NIGHT_TOKEN: the token is too easy to guess/);
    }
    expect(() => webOptionsFrom(['--db', db], { TROLL_NIGHT_TOKEN: `${strong} ` })).toThrow('only letters, digits');
  });

  it('reads a fixed token from a file that only its owner can read', () => {
    const dir = tempDir();
    const db = nodePath.join(dir, 'saves.sqlite');
    const path = tokenFile(dir, strong, 0o600);
    expect(webOptionsFrom(['--db', db, '--token-file', path], {}).token).toEqual({ value: strong, from: path });
    expect(webOptionsFrom(['--db', db], { TROLL_NIGHT_TOKEN_FILE: path }).token).toEqual({ value: strong, from: path });
    expect(() => webOptionsFrom(['--db', db, '--token-file', path], { TROLL_NIGHT_TOKEN: strong })).toThrow('one way');
    fs.chmodSync(path, 0o644);
    expect(() => webOptionsFrom(['--db', db, '--token-file', path], {})).toThrow(`chmod 600 ${path}`);
    expect(() => webOptionsFrom(['--db', db, '--token-file', nodePath.join(dir, 'missing')], {})).toThrow('ENOENT');
    const weak = tokenFile(tempDir(), 'troll-troll-troll-troll-troll-troll-troll-troll', 0o600);
    expect(() => webOptionsFrom(['--db', db, '--token-file', weak], {})).toThrow(`${weak}: the token is too easy to guess`);
  });

  it('saves a token beside the save file for the owner alone, and later starts read it', () => {
    const dir = tempDir();
    const db = nodePath.join(dir, 'saves.sqlite');
    const first = webOptionsFrom(['--db', db, '--save-token'], {});
    expect(first).toMatchObject({ saveToken: true, token: undefined, savedTokenPath: nodePath.join(dir, 'web-token') });
    const token = newToken();
    saveToken(first.savedTokenPath, token);
    expect(fs.statSync(first.savedTokenPath).mode & 0o777).toBe(0o600);
    expect(webOptionsFrom(['--db', db], {}).token).toEqual({ value: token, from: first.savedTokenPath });

    // saving again replaces the file whole, and a file others could read is made private again
    fs.chmodSync(first.savedTokenPath, 0o644);
    saveToken(first.savedTokenPath, strong);
    expect(fs.statSync(first.savedTokenPath).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['web-token']);
    expect(webOptionsFrom(['--db', db], {}).token?.value).toBe(strong);
  });
});

describe('token strength', () => {
  it('finds fresh tokens strong, and repetitions, sequences and short words weak', () => {
    for (let i = 0; i < 2000; i++) expect(tokenProblem(newToken())).toBeNull();
    expect(estimateTokenBits(newToken())).toBeGreaterThan(minTokenBits);
    for (const weak of ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'abababababababababababababababababababababab', 'zyxwvutsrqponmlkjihgfedcba9876543210ZYXWVUT', 'troll-troll-troll-troll-troll-troll-troll-troll-', 'my-game-night-token']) {
      expect(estimateTokenBits(weak), weak).toBeLessThan(minTokenBits);
    }
  });
});
