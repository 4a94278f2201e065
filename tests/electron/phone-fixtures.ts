/**
 * Shared by the phone server's tests (seat links, watch links): a web server with its phone
 * server on 127.0.0.1 and a stand-in renderer, closed after each test with every socket opened.
 */
import fs from 'node:fs';
import http from 'node:http';
import nodePath from 'node:path';
import { afterEach, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { PhoneTable, Result, WatchState } from '../../electron/shared/api';
import { startWebServer, type WebServer, type WebServerOptions } from '../../electron/main/web';
import { ok, useHosts } from './host-fixtures';
import { secretGames, secretPickBots } from './secret-fixtures';

/** the name the phone server gives phones for this machine: shown in links, never dialled (tests reach it on 127.0.0.1) */
export const lanName = 'tv.home.arpa';

export type StartedServer = WebServer & { dbPath: string };

/** Web servers for each test (Secret Pick and its bot unless told otherwise), and the sockets to close after it. */
export function usePhoneServers() {
  const hosts = useHosts();
  const servers: WebServer[] = [];
  const sockets: WebSocket[] = [];

  afterEach(async () => {
    vi.restoreAllMocks();
    for (const socket of sockets.splice(0)) socket.terminate();
    for (const server of servers.splice(0)) await server.close();
  });

  async function started(options: Partial<WebServerOptions> = {}): Promise<StartedServer> {
    const dir = hosts.tempDir();
    const rendererDir = nodePath.join(dir, 'renderer');
    fs.mkdirSync(nodePath.join(rendererDir, 'assets'), { recursive: true });
    fs.writeFileSync(nodePath.join(rendererDir, 'index.html'), '<!doctype html><title>Troll Night TV</title>');
    fs.writeFileSync(nodePath.join(rendererDir, 'phone.html'), '<!doctype html><title>Troll Night phone</title>');
    fs.writeFileSync(nodePath.join(rendererDir, 'assets', 'phone.js'), 'console.log("phone")');
    const dbPath = nodePath.join(dir, 'troll-night.sqlite');
    const server = await startWebServer({
      dbPath,
      rendererDir,
      port: 0,
      games: secretGames,
      botRunner: secretPickBots,
      phones: { port: 0, lanAddress: () => lanName, ...options.phones },
      ...options,
    });
    servers.push(server);
    return Object.assign(server, { dbPath });
  }

  return { hosts, servers, sockets, started };
}

/** Turns phones on (and animations off, so bots answer at once); the phone server's port. */
export async function phonesOn(server: WebServer): Promise<number> {
  ok(await server.host.setSettings({ phones: true, animationSpeed: 'off' }));
  const port = server.phonePort();
  if (port === undefined) throw new Error('the phone server did not start');
  return port;
}

/** A plain http request to the phone server on 127.0.0.1 (headers may name another host). */
export function request(port: number, path: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = http.request({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** A socket to the phone server, as a test dials it from 127.0.0.1 (the page's own origin unless `headers` say otherwise). */
export function dial(port: number, pathAndQuery: string, sockets: WebSocket[], headers: Record<string, string> = {}): WebSocket {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/${pathAndQuery}`, { headers: { origin: `http://127.0.0.1:${port}`, ...headers } });
  sockets.push(socket);
  socket.on('error', () => {});
  return socket;
}

/** A phone on a link (a seat's or a watcher's): every frame it received, the states pushed in them, its requests. */
export class LinkClient<State> {
  readonly frames: string[] = [];
  readonly states: State[] = [];
  private nextId = 1;
  private readonly pending = new Map<number, (result: Result<unknown>) => void>();
  private waiters: (() => void)[] = [];
  readonly closed: Promise<number>;
  /** resolves once the socket is open; refused with the server's status (or the network's error) */
  protected readonly opened: Promise<unknown>;

  /** listening before it opens: the server sends the link's state the moment it does */
  protected constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(data.toString());
      const message = JSON.parse(data.toString()) as { push: string; state: State } | { id: number; result: Result<unknown> };
      if ('push' in message) this.states.push(message.state);
      else this.pending.get(message.id)?.(message.result);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
    this.opened = new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('unexpected-response', (_request, response) => reject(new Error(`refused with ${response.statusCode}`)));
      socket.once('error', reject);
    });
  }

  get latest(): State | undefined {
    return this.states.at(-1);
  }

  /** waits for a state that passes `test`, among those pushed from the `from`th on */
  async until(test: (state: State) => boolean, from = 0): Promise<State> {
    for (;;) {
      const found = this.states.slice(from).find(test);
      if (found) return found;
      await new Promise<void>((wake) => this.waiters.push(wake));
    }
  }

  send(frame: object): Promise<Result<unknown>> {
    const id = this.nextId++;
    const answer = new Promise<Result<unknown>>((resolve) => this.pending.set(id, resolve));
    this.socket.send(JSON.stringify({ id, ...frame }));
    return answer;
  }
}

/** A watcher on a match's watch link. */
export class Watcher extends LinkClient<WatchState> {
  /** Opens `token` at `/watch-api` (or another socket path, to try a watch token where it does not belong). */
  static async open(port: number, token: string, sockets: WebSocket[], path = 'watch-api?watch='): Promise<Watcher> {
    const watcher = new Watcher(dial(port, `${path}${encodeURIComponent(token)}`, sockets));
    await watcher.opened;
    return watcher;
  }

  react(index: unknown): Promise<Result<unknown>> {
    return this.send({ method: 'react', args: [index] });
  }
}

/** The token of a match's watch link, read from its address as a phone would. */
export function watchTokenOf(table: PhoneTable): string {
  if (!table.watch) throw new Error(`${table.table} has no watch link`);
  return new URL(table.watch.url).pathname.replace('/w/', '');
}
