/**
 * The Host in a browser: the built renderer over http and the API over one WebSocket, on
 * 127.0.0.1 only, guarded by a random session token given in the page's address.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import { z } from 'zod';
import { requestMethods, type MatchSnapshot, type WireMessage } from '../shared/api';
import { HostError, failure } from './app-error';
import type { BotRunner } from './bot-runner';
import { Host, type HostOptions } from './host';
import { contentSecurityPolicy, resolveUnder } from './security-policy';
import { randomSource } from '../../engine/core/rng';

export interface WebServerOptions {
  /** the save file */
  dbPath: string;
  /** the built renderer (out/renderer) */
  rendererDir: string;
  /** 0 picks a free port; undefined tries 5173 and the next few */
  port?: number;
  botRunner?: BotRunner;
  /** a fixed token (tests, or a tab that should survive a restart); random otherwise */
  token?: string;
  /** new matches draw their dice seeds and first seats from this: the same game can be played again */
  seed?: number;
  /** the playable games by id (tests bring their own); all of engine/games by default */
  games?: HostOptions['games'];
}

export interface WebServer {
  /** the page to open, token included */
  url: string;
  port: number;
  token: string;
  host: Host;
  close(): Promise<void>;
}

const listenHost = '127.0.0.1';

function seededRandomInt(seed: number): (maxExclusive: number) => number {
  const random = randomSource(seed);
  return (maxExclusive) => Math.floor(random() * maxExclusive);
}
const defaultPort = 5173;
const portAttempts = 20;

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
};

const wireRequest = z.strictObject({
  id: z.number().int(),
  method: z.enum(requestMethods),
  args: z.array(z.unknown()),
});

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const rendererDir = resolve(options.rendererDir);
  const host = new Host({
    storePath: options.dbPath,
    botRunner: options.botRunner,
    ...(options.games ? { games: options.games } : {}),
    ...(options.seed === undefined ? {} : { randomInt: seededRandomInt(options.seed) }),
  });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  let policy = contentSecurityPolicy();

  const server = createServer((request, response) => {
    // a browser does not say why a WebSocket was refused: the page asks here whether its token is good
    if (new URL(request.url ?? '/', `http://${listenHost}`).pathname === '/api') {
      response.writeHead(isApiRequest(request, token) ? 204 : 401, { 'Cache-Control': 'no-store' }).end();
      return;
    }
    serveStatic(rendererDir, policy, request, response);
  });
  server.on('upgrade', (request, socket, head) => {
    if (!isApiRequest(request, token)) {
      refuseUpgrade(socket, request.url?.startsWith('/api') ? 401 : 404);
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request));
  });

  sockets.on('connection', (client: WebSocket) => {
    client.on('message', (data: RawData, isBinary: boolean) => void answer(host, client, data, isBinary));
  });
  const stopPushing = host.onMatchUpdate((snapshot: MatchSnapshot) => {
    const frame = JSON.stringify({ push: 'match-update', snapshot } satisfies WireMessage);
    for (const client of sockets.clients) if (client.readyState === WebSocket.OPEN) client.send(frame);
  });

  let port: number;
  try {
    port = await listen(server, options.port);
  } catch (error) {
    await host.close();
    throw error;
  }
  policy = contentSecurityPolicy([`ws://${listenHost}:${port}`]);

  return {
    url: `http://${listenHost}:${port}/?token=${encodeURIComponent(token)}`,
    port,
    token,
    host,
    async close() {
      stopPushing();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      await new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      await host.close();
    },
  };
}

async function answer(host: Host, client: WebSocket, data: RawData, isBinary: boolean): Promise<void> {
  const reply = (message: WireMessage) => {
    if (client.readyState === WebSocket.OPEN) client.send(JSON.stringify(message));
  };
  let frame: unknown;
  try {
    frame = isBinary ? undefined : JSON.parse(data.toString());
  } catch {
    frame = undefined;
  }
  const parsed = wireRequest.safeParse(frame);
  if (!parsed.success) {
    const id = typeof (frame as { id?: unknown })?.id === 'number' ? (frame as { id: number }).id : -1;
    reply({ id, result: failure(new HostError('bad-request', { detail: 'malformed frame' })) });
    return;
  }
  reply({ id: parsed.data.id, result: await host.request(parsed.data.method, parsed.data.args) });
}

function isApiRequest(request: IncomingMessage, token: string): boolean {
  const url = new URL(request.url ?? '/', `http://${listenHost}`);
  if (url.pathname !== '/api') return false;
  const given = Buffer.from(url.searchParams.get('token') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function refuseUpgrade(socket: Duplex, status: 401 | 404): void {
  const reason = status === 401 ? 'Unauthorized' : 'Not Found';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function serveStatic(root: string, policy: string, request: IncomingMessage, response: ServerResponse): void {
  const headers: Record<string, string> = {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end();
    return;
  }
  const pathname = (request.url ?? '/').split('?')[0];
  const requested = resolveUnder(root, pathname);
  if (!requested) {
    response.writeHead(403, headers).end('Forbidden');
    return;
  }
  // paths without an extension are app routes: they get the page itself
  const file = isFile(requested) ? requested : extname(requested) ? null : join(root, 'index.html');
  if (!file || !isFile(file)) {
    response.writeHead(404, headers).end('Not found');
    return;
  }
  const type = mimeTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  response.writeHead(200, {
    ...headers,
    'Content-Type': type,
    'Cache-Control': type.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file).pipe(response);
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Listens on the given port, or on the first free one from 5173 when none is given. */
async function listen(server: Server, port: number | undefined): Promise<number> {
  const candidates = port === undefined ? Array.from({ length: portAttempts }, (_, i) => defaultPort + i) : [port];
  for (const candidate of candidates) {
    try {
      await new Promise<void>((done, fail) => {
        server.once('error', fail);
        server.listen(candidate, listenHost, () => {
          server.off('error', fail);
          done();
        });
      });
      return (server.address() as AddressInfo).port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || candidate === candidates.at(-1)) throw error;
    }
  }
  throw new Error('no free port');
}
