/** The web transport over a real socket: token, requests, pushes, static files, hostile clients. */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import nodePath from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, type ClientOptions } from 'ws';
import type { MatchUpdate, Result, SeatSnapshot, WireMessage } from '../../electron/shared/api';
import { applyMatchUpdate } from '../../electron/shared/match-update';
import { startWebServer, type WebServer, type WebServerOptions } from '../../electron/main/web';
import { maxFrameBytes, maxRequestBytes, maxRequestDepth, maxRequestValues } from '../../electron/main/wire-limits';
import { secretPick, type SecretPickView } from '../engine/support/secret-pick';
import { bot, seat, useHosts, whole } from './host-fixtures';
import { cardsIn, secretGames, secretPickBots } from './secret-fixtures';

const hosts = useHosts();
const servers: WebServer[] = [];
const sockets: (WebSocket | net.Socket)[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  for (const socket of sockets.splice(0)) (socket instanceof WebSocket ? socket.terminate() : socket.destroy());
  for (const server of servers.splice(0)) await server.close();
});

const page = '<!doctype html><title>Troll Night</title><script type="module" src="/assets/app.js"></script>';

async function started(seed?: number, options: Partial<WebServerOptions> = {}) {
  const dir = hosts.tempDir();
  const rendererDir = nodePath.join(dir, 'renderer');
  fs.mkdirSync(nodePath.join(rendererDir, 'assets'), { recursive: true });
  fs.writeFileSync(nodePath.join(rendererDir, 'index.html'), page);
  fs.writeFileSync(nodePath.join(rendererDir, 'assets', 'app.js'), 'console.log("troll")');
  fs.writeFileSync(nodePath.join(rendererDir, 'assets', 'table.css'), 'body{}');
  fs.writeFileSync(nodePath.join(dir, 'secret.txt'), 'the save file password');
  const server = await startWebServer({ dbPath: nodePath.join(dir, 'troll-night.sqlite'), rendererDir, port: 0, seed, ...options });
  servers.push(server);
  return Object.assign(server, { rendererDir });
}

/** A GET with the path sent exactly as written (fetch would normalise `..` away). */
function rawGet(
  port: number,
  path: string,
  method = 'GET',
  headers: http.OutgoingHttpHeaders = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** A connected client that collects every frame it receives. */
class Client {
  readonly messages: WireMessage[] = [];
  /** every text frame as it came over the wire */
  readonly frames: string[] = [];
  private nextId = 1;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(data.toString());
      this.messages.push(JSON.parse(data.toString()));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async connect(url: string, options: ClientOptions = {}): Promise<Client> {
    const socket = new WebSocket(url, options);
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new Client(socket);
  }

  async next(matches: (message: WireMessage) => boolean): Promise<WireMessage> {
    for (;;) {
      const found = this.messages.find(matches);
      if (found) return found;
      await new Promise<void>((wake) => this.waiters.push(wake));
    }
  }

  async call(method: string, ...args: unknown[]): Promise<Result<unknown>> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, args }));
    const reply = await this.next((message) => 'id' in message && message.id === id);
    return (reply as { result: Result<unknown> }).result;
  }
}

function apiUrl(server: WebServer, token: string | null): string {
  return `ws://127.0.0.1:${server.port}/api${token === null ? '' : `?token=${encodeURIComponent(token)}`}`;
}

/** The HTTP status with which the server refuses a WebSocket upgrade. */
function refusal(url: string, options: ClientOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options);
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => reject(new Error('the upgrade was accepted')));
    socket.on('error', () => {});
  });
}

describe('web server', () => {
  it('listens on 127.0.0.1 and gives the page address with its token', async () => {
    const server = await started();
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/?token=${encodeURIComponent(server.token)}`);
    expect(server.token.length).toBeGreaterThanOrEqual(32);
    expect((await started()).token).not.toBe(server.token);
  });

  it('refuses the API without the right token', async () => {
    const server = await started();
    expect(await refusal(apiUrl(server, null))).toBe(401);
    expect(await refusal(apiUrl(server, 'wrong'))).toBe(401);
    expect(await refusal(apiUrl(server, server.token.slice(1)))).toBe(401);
    expect(await refusal(`ws://127.0.0.1:${server.port}/elsewhere?token=${server.token}`)).toBe(404);
  });

  it('tells a page over plain http whether its token is the one it accepts', async () => {
    const server = await started();
    const check = async (token: string | null) =>
      (await fetch(apiUrl(server, token).replace('ws://', 'http://'))).status;
    expect(await check(server.token)).toBe(204);
    expect(await check(null)).toBe(401);
    expect(await check(server.token.slice(1))).toBe(401);
  });

  it('answers requests by id, and malformed frames with an error instead of a crash', async () => {
    const server = await started();
    const client = await Client.connect(apiUrl(server, server.token));
    const games = await client.call('listGames');
    expect(games.ok && (games.value as { id: string }[]).map((game) => game.id)).toContain('troll-dice');

    client.socket.send('this is not json');
    expect(await client.next((message) => 'id' in message && message.id === -1)).toMatchObject({
      result: { ok: false, error: { code: 'bad-request', key: 'common:errors.bad-request' } },
    });
    client.socket.send(JSON.stringify({ id: 77, method: 'dropTables', args: [] }));
    expect(await client.next((message) => 'id' in message && message.id === 77)).toMatchObject({
      result: { ok: false, error: { code: 'bad-request' } },
    });
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await client.next((message) => 'id' in message && message.id === -1 && client.messages.indexOf(message) > 1)).toMatchObject({
      result: { ok: false, error: { code: 'bad-request' } },
    });
    expect(await client.call('setSettings', { language: 'klingon' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await client.call('status')).toMatchObject({ ok: true, value: { store: { state: 'ok' } } });
  });

  it('pushes bot moves to every connected client', async () => {
    // seeded: with some dice Ann's first turn would knock Bob out, and no bot would ever move
    const server = await started(1);
    const player = await Client.connect(apiUrl(server, server.token));
    const watcher = await Client.connect(apiUrl(server, server.token));
    expect(await player.call('setSettings', { animationSpeed: 'off' })).toMatchObject({ ok: true });
    const created = await player.call('createMatch', { game: 'troll-dice', seats: [seat('Ann'), seat('Bob', bot())] });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    let snapshot = whole(created.value as MatchUpdate);
    while (snapshot.activeSeats.includes(0)) {
      const acted = await player.call('act', snapshot.summary.id, 0, snapshot.legal[0][0], snapshot.summary.actionCount);
      if (!acted.ok) throw new Error(JSON.stringify(acted.error));
      snapshot = applyMatchUpdate(snapshot, acted.value as MatchUpdate)!;
    }
    const isBotMove = (message: WireMessage) =>
      'push' in message && message.push === 'match-update' && message.update.summary.id === snapshot.summary.id && message.update.summary.actionCount === snapshot.summary.actionCount + 1;
    for (const client of [player, watcher]) expect(await client.next(isBotMove)).toMatchObject({ push: 'match-update' });
  });

  it("never sends the table's connection a pending secret choice or a private turn's moves", async () => {
    const server = await started(undefined, { games: secretGames, botRunner: secretPickBots });
    const tv = await Client.connect(apiUrl(server, server.token));
    const ann = await Client.connect(apiUrl(server, server.token));
    expect(await tv.call('setSettings', { animationSpeed: 'off' })).toMatchObject({ ok: true });
    const created = await tv.call('createMatch', { game: 'secret-pick', seats: [seat('Ann'), seat('Bob'), seat('Cid', bot())] });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const matchId = (created.value as MatchUpdate).summary.id;
    expect(created.value).toMatchObject({ privateTurns: [0, 1], legal: {} });

    // the bot's secret pick reaches the TV as "has chosen", pushed
    const pushed = await tv.next((message) => 'push' in message && message.push === 'match-update' && message.update.summary.id === matchId && message.update.summary.actionCount === 1);
    const afterBot = applyMatchUpdate(whole(created.value as MatchUpdate), (pushed as { update: MatchUpdate }).update);
    expect((afterBot?.view as SecretPickView).chosen).toEqual([false, false, true]);

    // Ann, on her own connection, sees her choices and picks
    const own = await ann.call('seatView', matchId, 0);
    expect(own.ok && (own.value as SeatSnapshot).legal).toHaveLength(5);
    expect(await ann.call('act', matchId, 0, { type: 'pick', card: 'dire-wolf' }, 1)).toMatchObject({ ok: true, value: { privateTurns: [1] } });
    expect(await ann.call('seatView', matchId, 0)).toMatchObject({ ok: true, value: { view: { mine: 'dire-wolf' }, legal: [] } });
    expect(await tv.call('seatView', matchId, 2)).toMatchObject({ ok: false, error: { code: 'bot-seat', key: 'common:errors.bot-seat' } });

    const opened = await tv.call('openMatch', matchId);
    expect(opened).toMatchObject({ ok: true, value: { activeSeats: [1], privateTurns: [1], legal: {} } });
    // everything the TV received up to now, byte for byte: no card named, neither picked nor to pick
    expect(tv.frames.length).toBeGreaterThanOrEqual(4);
    expect(tv.frames.flatMap(cardsIn)).toEqual([]);

    // once Bob has picked, the reveal is for everyone
    expect(await ann.call('act', matchId, 1, { type: 'pick', card: 'amber-gem' }, 2)).toMatchObject({ ok: true });
    const after = await tv.call('openMatch', matchId);
    expect(cardsIn(after)).toEqual(expect.arrayContaining(['dire-wolf', 'amber-gem']));
  });

  it('deals the same game again from the same seed, and different ones otherwise', async () => {
    const firstRolls = async (seed: number) => {
      const server = await started(seed);
      const client = await Client.connect(apiUrl(server, server.token));
      const played: unknown[] = [];
      for (let game = 0; game < 3; game++) {
        const created = await client.call('createMatch', { game: 'troll-dice', seats: [seat('Ann'), seat('Bob'), seat('Cid')] });
        if (!created.ok) throw new Error(JSON.stringify(created.error));
        const snapshot = whole(created.value as MatchUpdate);
        const seatToAct = snapshot.activeSeats[0];
        const rolled = await client.call('act', snapshot.summary.id, seatToAct, snapshot.legal[seatToAct][0], snapshot.summary.actionCount);
        if (!rolled.ok) throw new Error(JSON.stringify(rolled.error));
        played.push([seatToAct, applyMatchUpdate(snapshot, rolled.value as MatchUpdate)?.view]);
      }
      return played;
    };
    const again = await firstRolls(7);
    expect(await firstRolls(7)).toEqual(again);
    expect(await firstRolls(8)).not.toEqual(again);
  });

  it('serves the built app with its security headers', async () => {
    const server = await started();
    const index = await rawGet(server.port, '/?token=abc');
    expect(index.status).toBe(200);
    expect(index.body).toBe(page);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(index.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${server.port}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(index.headers['x-content-type-options']).toBe('nosniff');

    const script = await rawGet(server.port, '/assets/app.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toBe('console.log("troll")');
    expect((await rawGet(server.port, '/assets/table.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await rawGet(server.port, '/matches/42')).body).toBe(page);
    expect((await rawGet(server.port, '/assets/missing.js')).status).toBe(404);
    expect((await rawGet(server.port, '/', 'POST')).status).toBe(405);
  });

  it('never serves a file outside the app folder', async () => {
    const server = await started();
    for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/%2e%2e%5csecret.txt', '/assets%00.js']) {
      const response = await rawGet(server.port, path);
      expect(response.body, path).not.toContain('password');
      expect([403, 404], path).toContain(response.status);
    }
  });

  it('stops listening when closed', async () => {
    const server = await started();
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    await expect(rawGet(server.port, '/')).rejects.toThrow();
  });
});

/** A TCP connection to speak HTTP and WebSocket by hand: what a browser or the ws library would never send. */
async function tcp(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => {});
  await once(socket, 'connect');
  let received = Buffer.alloc(0);
  const arrived: (() => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    for (const wake of arrived.splice(0)) wake();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    socket,
    closed,
    /** everything received once it contains `text` (or the connection closed) */
    async receivedWith(text: string): Promise<string> {
      while (!received.toString('latin1').includes(text) && !socket.closed) {
        await Promise.race([new Promise<void>((wake) => arrived.push(wake)), closed]);
      }
      return received.toString('latin1');
    },
  };
}

function upgradeRequest(port: number, path: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries({
    Host: `127.0.0.1:${port}`,
    Connection: 'Upgrade',
    Upgrade: 'websocket',
    'Sec-WebSocket-Version': '13',
    'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
    ...headers,
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  return `GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`;
}

/** The status line's code of a hand-written upgrade request. */
async function upgradeStatus(port: number, path: string, headers: Record<string, string> = {}): Promise<number> {
  const connection = await tcp(port);
  connection.socket.write(upgradeRequest(port, path, headers));
  const head = await connection.receivedWith('\r\n\r\n');
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
}

/** The close code the server ends a connection with. */
function closeCode(client: Client): Promise<number> {
  return new Promise((resolve) => client.socket.once('close', (code) => resolve(code)));
}

async function expectStillServing(server: WebServer): Promise<void> {
  expect((await rawGet(server.port, '/')).status).toBe(200);
  const client = await Client.connect(apiUrl(server, server.token));
  expect(await client.call('status')).toMatchObject({ ok: true, value: { store: { state: 'ok' } } });
}

const noId = (message: WireMessage) => 'id' in message && message.id === -1;

describe('web server facing hostile clients', () => {
  it('answers any request path, however odd, and stays up', async () => {
    const server = await started();
    for (const path of ['//%5B', '//', '//a:b@', '//%5B/api', '//a:b@/api?token=x', '/api//', '//api?token=x']) {
      expect([200, 400, 401, 404], path).toContain((await rawGet(server.port, path)).status);
    }
    for (const path of ['//', '//%5B', '//a:b@', `//a:b@/api?token=${server.token}`]) {
      expect([400, 401, 404], path).toContain(await upgradeStatus(server.port, path));
    }
    expect(await upgradeStatus(server.port, '*')).toBe(400);
    await expectStillServing(server);
  });

  it('stays up when clients hang up hard while it refuses their WebSocket', async () => {
    const server = await started();
    for (let attempt = 0; attempt < 50; attempt++) {
      const connection = await tcp(server.port);
      connection.socket.write(upgradeRequest(server.port, '/api?token=wrong'));
      connection.socket.resetAndDestroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expectStillServing(server);
  });

  it('closes a connection that breaks the WebSocket protocol, and goes on serving', async () => {
    const server = await started();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const invalidText = await Client.connect(apiUrl(server, server.token));
    const invalidTextClosed = closeCode(invalidText);
    invalidText.socket.send(Buffer.from([0xc3, 0x28]), { binary: false });
    expect(await invalidTextClosed).toBe(1007);

    const absurd = await Client.connect(apiUrl(server, server.token));
    const absurdClosed = closeCode(absurd);
    absurd.socket.send(Buffer.alloc(maxFrameBytes + 1, 'a'), { binary: false });
    expect(await absurdClosed).toBe(1009);

    // a client must mask its frames: this one does not
    const unmasked = await tcp(server.port);
    unmasked.socket.write(upgradeRequest(server.port, `/api?token=${server.token}`));
    expect(await unmasked.receivedWith('\r\n\r\n')).toMatch(/^HTTP\/1\.1 101/);
    unmasked.socket.write(Buffer.from([0x81, 0x02, 0x68, 0x69]));
    await unmasked.closed;
    await expectStillServing(server);
  });

  it('takes the largest import the API allows, and answers a larger request with a translated error', async () => {
    const server = await started();
    const client = await Client.connect(apiUrl(server, server.token));
    // every character of the file escaped: the worst case of JSON on the wire
    const escapedFile = { game: 'thud', text: '\u0001'.repeat(500_000), seats: [seat('Ann'), seat('Bob')] };
    expect(JSON.stringify(escapedFile).length).toBeGreaterThan(3_000_000);
    const imported = await client.call('importMatch', escapedFile);
    expect(imported.ok).toBe(false);
    expect(imported).not.toMatchObject({ error: { code: 'request-too-large' } });

    const tooLarge = JSON.stringify({ id: 41, method: 'listGames', args: ['x'.repeat(maxRequestBytes)] });
    client.socket.send(tooLarge);
    expect(await client.next((message) => 'id' in message && message.id === 41)).toEqual({
      id: 41,
      result: { ok: false, error: { code: 'request-too-large', key: 'common:errors.request-too-large', params: { megabytes: maxRequestBytes / 2 ** 20 } } },
    });
    expect(await client.call('listMatches')).toMatchObject({ ok: true, value: [] });
  });

  it('refuses deeply nested or huge arguments before any schema walks them', async () => {
    const server = await started();
    const client = await Client.connect(apiUrl(server, server.token));
    const created = await client.call('createMatch', { game: 'troll-dice', seats: [seat('Ann'), seat('Bob')] });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const matchId = (created.value as MatchUpdate).summary.id;
    let deep: unknown = 0;
    for (let level = 0; level < 2000; level++) deep = [deep];
    expect(JSON.stringify(deep).length).toBeLessThan(5000);
    expect(await client.call('act', matchId, 0, { type: 'roll', green: deep }, 0)).toMatchObject({
      ok: false,
      error: { code: 'bad-request', params: { detail: `nested deeper than ${maxRequestDepth} levels` } },
    });
    expect(await client.call('act', matchId, 0, { type: 'roll', green: new Array(50_000).fill(1) }, 0)).toMatchObject({
      ok: false,
      error: { code: 'bad-request', params: { detail: `more than ${maxRequestValues} values` } },
    });
    await expectStillServing(server);
  });

  it('refuses request ids it cannot answer by, and says which ids are valid', async () => {
    const server = await started();
    const client = await Client.connect(apiUrl(server, server.token));
    for (const id of ['1e999', '-1e999', '1.5', '-3', '"7"', '9007199254740992', 'null', '{}']) {
      const before = client.messages.filter(noId).length;
      client.socket.send(`{"id": ${id}, "method": "status", "args": []}`);
      await client.next(() => client.messages.filter(noId).length > before);
      expect(client.messages.filter(noId).at(-1), id).toEqual({
        id: -1,
        result: {
          ok: false,
          error: { code: 'bad-request', key: 'common:errors.bad-request', params: { detail: 'the id must be a whole number from 0 to 9007199254740991' } },
        },
      });
    }
    for (const id of [0, Number.MAX_SAFE_INTEGER]) {
      client.socket.send(JSON.stringify({ id, method: 'status', args: [] }));
      expect(await client.next((message) => 'id' in message && message.id === id)).toMatchObject({ result: { ok: true } });
    }
  });

  it('answers a renderer file it cannot read with an error, and a pipe without waiting on it', async () => {
    const server = await started();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rendererAssets = nodePath.join(server.rendererDir, 'assets');
    // a regular file by stat, but reading it fails (EIO), even as root
    fs.symlinkSync('/proc/self/mem', nodePath.join(rendererAssets, 'unreadable.js'));
    expect((await rawGet(server.port, '/assets/unreadable.js')).status).toBe(500);
    expect(errors).toHaveBeenCalled();
    execFileSync('mkfifo', [nodePath.join(rendererAssets, 'pipe.js')]);
    expect((await rawGet(server.port, '/assets/pipe.js')).status).toBe(404);
    await expectStillServing(server);
  });

  it('keeps the details of an unexpected failure in its log, not in the answer', async () => {
    const leaky = new Error('SQLITE_IOERR: disk I/O error at /home/ann/.local/share/troll-night/troll-night.sqlite');
    const broken = { ...secretPick, definition: { ...secretPick.definition, setup: () => { throw leaky; } } };
    const server = await started(undefined, { games: { broken } });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = await Client.connect(apiUrl(server, server.token));
    const answer = await client.call('createMatch', { game: 'broken', seats: [seat('Ann'), seat('Bob'), seat('Cid')] });
    expect(answer).toEqual({ ok: false, error: { code: 'internal', key: 'common:errors.internal', params: {} } });
    expect(errors.mock.calls.flat()).toContain(leaky);
  });

  it("accepts the API's WebSocket only from the app's own page", async () => {
    const server = await started();
    const url = apiUrl(server, server.token);
    for (const origin of ['http://evil.example', 'null', `https://127.0.0.1:${server.port}`, `http://127.0.0.1:${server.port + 1}`, `http://127.0.0.1.evil.example:${server.port}`]) {
      expect(await refusal(url, { origin }), origin).toBe(403);
    }
    for (const origin of [`http://127.0.0.1:${server.port}`, `http://localhost:${server.port}`]) {
      expect(await (await Client.connect(url, { origin })).call('status'), origin).toMatchObject({ ok: true });
    }
  });

  it('refuses a Host header that is not its own (DNS rebinding)', async () => {
    const server = await started();
    const evil = { Host: `evil.example:${server.port}` };
    expect((await rawGet(server.port, '/', 'GET', evil)).status).toBe(403);
    expect((await rawGet(server.port, '/assets/app.js', 'GET', evil)).status).toBe(403);
    expect((await rawGet(server.port, `/api?token=${server.token}`, 'GET', evil)).status).toBe(403);
    expect(await upgradeStatus(server.port, `/api?token=${server.token}`, evil)).toBe(403);
    expect((await rawGet(server.port, '/', 'GET', { Host: `localhost:${server.port}` })).status).toBe(200);
    expect(await upgradeStatus(server.port, `/api?token=${server.token}`, { Host: `localhost:${server.port}` })).toBe(101);
  });

  it('refuses a fixed token that is easy to guess', async () => {
    await expect(started(undefined, { token: 'aaaaaaaaaaaaaaaa' })).rejects.toThrow(/guess/);
  });
});
