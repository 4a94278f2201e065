/**
 * The Host in a browser: the built renderer over http and the API over one WebSocket, on
 * 127.0.0.1 only, guarded by a random session token given in the page's address. Whatever a
 * client sends (path, headers, frames) gets an answer or a refusal, never a crash.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket } from 'ws';
import { z } from 'zod';
import { requestMethods, type MatchUpdate, type PhoneTable, type WireMessage } from '../shared/api';
import { failure } from './app-error';
import type { BotRunner } from './bot-runner';
import { Host, type HostOptions } from './host';
import { listen, noRequestId, readFrame, refuseUpgrade, requestId, requestTarget, serveStatic } from './http-serving';
import { phoneServer, type PhoneServerOptions } from './phone-server';
import { contentSecurityPolicy } from './security-policy';
import { newToken, tokenProblem } from './web-token';
import { maxFrameBytes } from './wire-limits';
import { randomSource } from '../../engine/core/rng';

export interface WebServerOptions {
  /** the save file */
  dbPath: string;
  /** the built renderer (out/renderer) */
  rendererDir: string;
  /** 0 picks a free port; undefined tries preferredPort, then 5173 and the next few */
  port?: number;
  /** the port of the last start, so an open tab finds the restarted server where it was */
  preferredPort?: number;
  botRunner?: BotRunner;
  /** a fixed token (a tab that should survive a restart), refused when easy to guess; random otherwise */
  token?: string;
  /** new matches draw their dice seeds and first seats from this: the same game can be played again */
  seed?: number;
  /** the playable games by id (tests bring their own); all of engine/games by default */
  games?: HostOptions['games'];
  /** how the phone server listens when the setting is on (tests pick a free port) */
  phones?: Omit<PhoneServerOptions, 'host' | 'rendererDir'>;
}

export interface WebServer {
  /** the page to open, token included */
  url: string;
  port: number;
  token: string;
  host: Host;
  /** the port of the phone server while players can join from their phones */
  phonePort(): number | undefined;
  close(): Promise<void>;
}

const listenHost = '127.0.0.1';

function seededRandomInt(seed: number): (maxExclusive: number) => number {
  const random = randomSource(seed);
  return (maxExclusive) => Math.floor(random() * maxExclusive);
}
const ports = { firstPort: 5173, attempts: 20 };

const wireRequest = z.strictObject({
  id: requestId,
  method: z.enum(requestMethods),
  args: z.array(z.unknown()),
});


/**
 * The host names this server answers to, port included: the loopback names of this machine
 * (phones reach the app through the phone server, never this one). The Host header check
 * (against DNS rebinding) and the WebSocket Origin check (against other sites' pages) follow it.
 */
function servedHosts(port: number): string[] {
  return [listenHost, 'localhost'].flatMap((name) => (port === 80 ? [name, `${name}:80`] : [`${name}:${port}`]));
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const token = options.token ?? newToken();
  const weakness = tokenProblem(token);
  if (weakness) throw new Error(weakness);
  const rendererDir = resolve(options.rendererDir);
  const host = new Host({
    storePath: options.dbPath,
    botRunner: options.botRunner,
    ...(options.games ? { games: options.games } : {}),
    ...(options.seed === undefined ? {} : { randomInt: seededRandomInt(options.seed) }),
  });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes });
  let policy = contentSecurityPolicy();
  let ownHosts = new Set<string>();
  let ownOrigins = new Set<string>();
  const isOwnHost = (request: IncomingMessage) => ownHosts.has(request.headers.host?.toLowerCase() ?? '');
  // browsers always send an Origin with a WebSocket; other programs may leave it out, but they
  // could as well forge it: for them the token is the guard
  const isOwnOrigin = (request: IncomingMessage) => request.headers.origin === undefined || ownOrigins.has(request.headers.origin.toLowerCase());

  const server = createServer((request, response) => {
    const target = requestTarget(request);
    if (!target) {
      response.writeHead(400).end('Bad request');
      return;
    }
    if (!isOwnHost(request)) {
      response.writeHead(403).end('Forbidden');
      return;
    }
    // a browser does not say why a WebSocket was refused: the page asks here whether its token is good
    if (target.pathname === '/api') {
      response.writeHead(tokenMatches(target, token) ? 204 : 401, { 'Cache-Control': 'no-store' }).end();
      return;
    }
    void serveStatic(rendererDir, 'index.html', policy, request, response);
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // the http server stops watching a socket it hands over: a peer that resets it is no error of ours
    socket.on('error', () => {});
    const target = requestTarget(request);
    if (!target) return refuseUpgrade(socket, 400);
    if (!isOwnHost(request) || !isOwnOrigin(request)) return refuseUpgrade(socket, 403);
    if (target.pathname !== '/api') return refuseUpgrade(socket, 404);
    if (!tokenMatches(target, token)) return refuseUpgrade(socket, 401);
    sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request));
  });

  sockets.on('connection', (client: WebSocket) => {
    // a frame ws cannot take (not masked, not UTF-8, over maxFrameBytes) lands here, and ws closes that connection
    client.on('error', (error) => console.warn(`WebSocket connection dropped: ${error.message}`));
    client.on('message', (data: Buffer, isBinary: boolean) => void answer(host, client, data, isBinary));
  });
  const pushToAll = (message: WireMessage) => {
    const frame = JSON.stringify(message);
    for (const client of sockets.clients) if (client.readyState === WebSocket.OPEN) client.send(frame);
  };
  const stopPushingUpdates = host.onMatchUpdate((update: MatchUpdate) => pushToAll({ push: 'match-update', update }));
  const stopPushingPhones = host.onPhonesChange((phones: PhoneTable) => pushToAll({ push: 'phones', phones }));

  let port: number;
  try {
    port = await listen(server, listenHost, options.port, { ...ports, preferredPort: options.preferredPort });
  } catch (error) {
    await host.close();
    throw error;
  }
  policy = contentSecurityPolicy([`ws://${listenHost}:${port}`]);
  ownHosts = new Set(servedHosts(port));
  ownOrigins = new Set([...ownHosts].map((served) => `http://${served}`));
  const phones = phoneServer({ host, rendererDir, ...options.phones });
  await host.attachPhoneServer(phones);

  return {
    url: `http://${listenHost}:${port}/?token=${encodeURIComponent(token)}`,
    port,
    token,
    host,
    phonePort: () => phones.port(),
    async close() {
      stopPushingUpdates();
      stopPushingPhones();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      await new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      await host.close();
    },
  };
}

async function answer(host: Host, client: WebSocket, data: Buffer, isBinary: boolean): Promise<void> {
  let id = noRequestId;
  let result;
  try {
    const frame = readFrame(data, isBinary, wireRequest);
    id = frame.id;
    result = 'refusal' in frame ? failure(frame.refusal) : await host.request(frame.request.method, frame.request.args);
  } catch (error) {
    console.error(`WebSocket request ${id} failed:`, error);
    result = failure(error);
  }
  if (client.readyState === WebSocket.OPEN) client.send(JSON.stringify({ id, result } satisfies WireMessage));
}

function tokenMatches(target: URL, token: string): boolean {
  const given = Buffer.from(target.searchParams.get('token') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

