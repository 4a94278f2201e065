/** The web transport over a real socket: token, requests, pushes, static files. */
import fs from 'node:fs';
import http from 'node:http';
import nodePath from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { MatchSnapshot, Result, SeatSnapshot, WireMessage } from '../../electron/shared/api';
import { startWebServer, type WebServer, type WebServerOptions } from '../../electron/main/web';
import type { SecretPickView } from '../engine/support/secret-pick';
import { bot, seat, useHosts } from './host-fixtures';
import { cardsIn, secretGames, secretPickBots } from './secret-fixtures';

const hosts = useHosts();
const servers: WebServer[] = [];
const sockets: WebSocket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
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
  return server;
}

/** A GET with the path sent exactly as written (fetch would normalise `..` away). */
function rawGet(port: number, path: string, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method }, (response) => {
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

  static async connect(url: string): Promise<Client> {
    const socket = new WebSocket(url);
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
function refusal(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
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
    let snapshot = created.value as MatchSnapshot;
    while (snapshot.activeSeats.includes(0)) {
      const acted = await player.call('act', snapshot.summary.id, 0, snapshot.legal[0][0]);
      if (!acted.ok) throw new Error(JSON.stringify(acted.error));
      snapshot = acted.value as MatchSnapshot;
    }
    const isPush = (message: WireMessage) => 'push' in message && message.snapshot.summary.id === snapshot.summary.id;
    for (const client of [player, watcher]) {
      const pushed = await client.next(isPush);
      expect(pushed).toMatchObject({ push: 'match-update' });
      expect((pushed as { snapshot: MatchSnapshot }).snapshot.summary.actionCount).toBe(snapshot.summary.actionCount + 1);
    }
  });

  it("never sends the table's connection a pending secret choice or a private turn's moves", async () => {
    const server = await started(undefined, { games: secretGames, botRunner: secretPickBots });
    const tv = await Client.connect(apiUrl(server, server.token));
    const ann = await Client.connect(apiUrl(server, server.token));
    expect(await tv.call('setSettings', { animationSpeed: 'off' })).toMatchObject({ ok: true });
    const created = await tv.call('createMatch', { game: 'secret-pick', seats: [seat('Ann'), seat('Bob'), seat('Cid', bot())] });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const matchId = (created.value as MatchSnapshot).summary.id;
    expect(created.value).toMatchObject({ privateTurns: [0, 1], legal: {} });

    // the bot's secret pick reaches the TV as "has chosen", pushed
    const pushed = await tv.next((message) => 'push' in message && message.snapshot.summary.id === matchId);
    expect(((pushed as { snapshot: MatchSnapshot }).snapshot.view as SecretPickView).chosen).toEqual([false, false, true]);

    // Ann, on her own connection, sees her choices and picks
    const own = await ann.call('seatView', matchId, 0);
    expect(own.ok && (own.value as SeatSnapshot).legal).toHaveLength(5);
    expect(await ann.call('act', matchId, 0, { type: 'pick', card: 'dire-wolf' })).toMatchObject({ ok: true, value: { privateTurns: [1] } });
    expect(await ann.call('seatView', matchId, 0)).toMatchObject({ ok: true, value: { view: { mine: 'dire-wolf' }, legal: [] } });
    expect(await tv.call('seatView', matchId, 2)).toMatchObject({ ok: false, error: { code: 'bot-seat', key: 'common:errors.bot-seat' } });

    const opened = await tv.call('openMatch', matchId);
    expect(opened).toMatchObject({ ok: true, value: { activeSeats: [1], privateTurns: [1], legal: {} } });
    // everything the TV received up to now, byte for byte: no card named, neither picked nor to pick
    expect(tv.frames.length).toBeGreaterThanOrEqual(4);
    expect(tv.frames.flatMap(cardsIn)).toEqual([]);

    // once Bob has picked, the reveal is for everyone
    expect(await ann.call('act', matchId, 1, { type: 'pick', card: 'amber-gem' })).toMatchObject({ ok: true });
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
        const snapshot = created.value as MatchSnapshot;
        const seatToAct = snapshot.activeSeats[0];
        const rolled = await client.call('act', snapshot.summary.id, seatToAct, snapshot.legal[seatToAct][0]);
        if (!rolled.ok) throw new Error(JSON.stringify(rolled.error));
        played.push([seatToAct, (rolled.value as MatchSnapshot).view]);
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
