/** `npm run web`'s options and its token: where a fixed token may come from, how strong it must be, how it is kept. */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import nodePath from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { saveToken, startWeb, webOptionsFrom } from '../../electron/main/web';
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
      saveToken: true,
      savedPortPath: nodePath.join(dir, 'web-port'),
      lastPort: undefined,
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
      expect(() => webOptionsFrom(argv, {})).toThrow(/command line.*TROLL_NIGHT_TOKEN.*--token-file.*npm run web/);
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

  it('keeps a token beside the save file for the owner alone by default, and later starts read it', () => {
    const dir = tempDir();
    const db = nodePath.join(dir, 'saves.sqlite');
    const first = webOptionsFrom(['--db', db], {});
    expect(first).toMatchObject({ saveToken: true, token: undefined, savedTokenPath: nodePath.join(dir, 'web-token') });
    // --save-token, the way to ask for it before it was the default, still says the same
    expect(webOptionsFrom(['--db', db, '--save-token'], {})).toEqual(first);
    const token = newToken();
    saveToken(first.savedTokenPath, token);
    expect(fs.statSync(first.savedTokenPath).mode & 0o777).toBe(0o600);
    expect(webOptionsFrom(['--db', db], {})).toMatchObject({ token: { value: token, from: first.savedTokenPath }, saveToken: false });

    // saving again replaces the file whole, and a file others could read is made private again
    fs.chmodSync(first.savedTokenPath, 0o644);
    saveToken(first.savedTokenPath, strong);
    expect(fs.statSync(first.savedTokenPath).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['web-token']);
    expect(webOptionsFrom(['--db', db], {}).token?.value).toBe(strong);

    // a kept token others could read is refused, as any token file
    fs.chmodSync(first.savedTokenPath, 0o640);
    expect(() => webOptionsFrom(['--db', db], {})).toThrow(`chmod 600 ${first.savedTokenPath}`);
    fs.chmodSync(first.savedTokenPath, 0o600);

    // --new-token: a fresh token, kept in place of the old one; --forget-token: a fresh one, not kept
    expect(webOptionsFrom(['--db', db, '--new-token'], {})).toMatchObject({ token: undefined, saveToken: true });
    expect(webOptionsFrom(['--db', db, '--forget-token'], {})).toMatchObject({ token: undefined, saveToken: false });
    // a token given by its owner is used as it is, not copied
    expect(webOptionsFrom(['--db', db], { TROLL_NIGHT_TOKEN: strong })).toMatchObject({ saveToken: false });
    expect(() => webOptionsFrom(['--db', db, '--new-token', '--forget-token'], {})).toThrow('one way');
    expect(() => webOptionsFrom(['--db', db, '--new-token'], { TROLL_NIGHT_TOKEN: strong })).toThrow('one way');
  });

  it('takes the port of the last start when the server picked it, and passes over a file that does not hold one', () => {
    const dir = tempDir();
    const db = nodePath.join(dir, 'saves.sqlite');
    fs.writeFileSync(nodePath.join(dir, 'web-port'), '5181\n');
    expect(webOptionsFrom(['--db', db], {})).toMatchObject({ port: undefined, lastPort: 5181 });
    for (const junk of ['', 'troll', '70000', '0', '51.5']) {
      fs.writeFileSync(nodePath.join(dir, 'web-port'), junk);
      expect(webOptionsFrom(['--db', db], {}).lastPort, junk).toBeUndefined();
    }
  });
});

describe('a restart of npm run web', () => {
  function rendererIn(dir: string): string {
    const rendererDir = nodePath.join(dir, 'renderer');
    fs.mkdirSync(rendererDir);
    fs.writeFileSync(nodePath.join(rendererDir, 'index.html'), '<!doctype html><title>Troll Night</title>');
    return rendererDir;
  }
  /** what the page asks before it reconnects: does the server take this token? */
  async function accepts(port: number, token: string): Promise<boolean> {
    const answer = await fetch(`http://127.0.0.1:${port}/api?token=${encodeURIComponent(token)}`);
    return answer.status === 204;
  }

  it('keeps the address by default: a second start on the same save folder takes the first start\'s token, on the same port', async () => {
    const dir = tempDir();
    const db = nodePath.join(dir, 'saves.sqlite');
    const rendererDir = rendererIn(dir);

    const first = await startWeb(webOptionsFrom(['--db', db], {}), { rendererDir });
    const { url, port, token } = first.server;
    await first.server.close();
    expect(fs.statSync(nodePath.join(dir, 'web-token')).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(nodePath.join(dir, 'web-port'), 'utf8').trim()).toBe(String(port));
    expect(first.messages.join('\n')).toMatch(/kept in .*web-token.*readable by you alone/);

    const second = await startWeb(webOptionsFrom(['--db', db], {}), { rendererDir });
    try {
      expect(second.server.url).toBe(url);
      expect(await accepts(port, token)).toBe(true);
      expect(second.messages[0]).toBe(`Troll Night is ready at ${url}`);
    } finally {
      await second.server.close();
    }

    // --new-token: the old address is refused from now on, the new one is kept for later starts
    const renewed = await startWeb(webOptionsFrom(['--db', db, '--new-token'], {}), { rendererDir });
    try {
      expect(renewed.server.token).not.toBe(token);
      expect(await accepts(renewed.server.port, token)).toBe(false);
      expect(await accepts(renewed.server.port, renewed.server.token)).toBe(true);
    } finally {
      await renewed.server.close();
    }
    expect(fs.readFileSync(nodePath.join(dir, 'web-token'), 'utf8').trim()).toBe(renewed.server.token);

    // --forget-token: a token for this start only; the kept one stays for the starts after
    const forgetful = await startWeb(webOptionsFrom(['--db', db, '--forget-token'], {}), { rendererDir });
    await forgetful.server.close();
    expect(forgetful.server.token).not.toBe(renewed.server.token);
    expect(forgetful.messages.join('\n')).toMatch(/not kept: the next start prints a new address/);
    expect(fs.readFileSync(nodePath.join(dir, 'web-token'), 'utf8').trim()).toBe(renewed.server.token);
  });

  it('moves to another port when the last one is taken, and keeps that one for the next start', async () => {
    const dir = tempDir();
    const db = nodePath.join(dir, 'saves.sqlite');
    const rendererDir = rendererIn(dir);
    const first = await startWeb(webOptionsFrom(['--db', db], {}), { rendererDir });
    await first.server.close();

    const squatter = net.createServer();
    await new Promise<void>((listening) => squatter.listen(first.server.port, '127.0.0.1', listening));
    try {
      const second = await startWeb(webOptionsFrom(['--db', db], {}), { rendererDir });
      await second.server.close();
      expect(second.server.port).not.toBe(first.server.port);
      expect(second.server.token).toBe(first.server.token);
      expect(webOptionsFrom(['--db', db], {}).lastPort).toBe(second.server.port);
    } finally {
      await new Promise((closed) => squatter.close(closed));
    }
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
