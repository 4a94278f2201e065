/**
 * The Host in a browser: the built renderer over http and the API over one WebSocket, on
 * 127.0.0.1 only, guarded by a random session token given in the page's address. Whatever a
 * client sends (path, headers, frames) gets an answer or a refusal, never a crash.
 */
import { timingSafeEqual } from 'node:crypto';
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket } from 'ws';
import { z } from 'zod';
import { requestMethods, type MatchUpdate, type WireMessage, type WireRequest } from '../shared/api';
import { HostError, failure } from './app-error';
import type { BotRunner } from './bot-runner';
import { Host, type HostOptions } from './host';
import { describeIssues } from './request-schemas';
import { contentSecurityPolicy, resolveUnder } from './security-policy';
import { newToken, tokenProblem } from './web-token';
import { maxFrameBytes, maxRequestBytes, requestShapeProblem } from './wire-limits';
import { randomSource } from '../../engine/core/rng';

export interface WebServerOptions {
  /** the save file */
  dbPath: string;
  /** the built renderer (out/renderer) */
  rendererDir: string;
  /** 0 picks a free port; undefined tries 5173 and the next few */
  port?: number;
  botRunner?: BotRunner;
  /** a fixed token (a tab that should survive a restart), refused when easy to guess; random otherwise */
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

/** the id of an answer to a frame whose own id could not be read */
const noRequestId = -1;
const requestId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const badIdDetail = `the id must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`;
const wireRequest = z.strictObject({
  id: requestId,
  method: z.enum(requestMethods),
  args: z.array(z.unknown()),
});

/**
 * The host names this server answers to, port included: the loopback names of this machine.
 * The LAN address phones use joins this list; the Host header check (against DNS rebinding) and
 * the WebSocket Origin check (against other sites' pages) both follow it.
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
    void serveStatic(rendererDir, policy, request, response);
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
  const stopPushing = host.onMatchUpdate((update: MatchUpdate) => {
    const frame = JSON.stringify({ push: 'match-update', update } satisfies WireMessage);
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
  ownHosts = new Set(servedHosts(port));
  ownOrigins = new Set([...ownHosts].map((served) => `http://${served}`));

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

async function answer(host: Host, client: WebSocket, data: Buffer, isBinary: boolean): Promise<void> {
  let id = noRequestId;
  let result;
  try {
    const frame = readFrame(data, isBinary);
    id = frame.id;
    result = 'refusal' in frame ? failure(frame.refusal) : await host.request(frame.request.method, frame.request.args);
  } catch (error) {
    console.error(`WebSocket request ${id} failed:`, error);
    result = failure(error);
  }
  if (client.readyState === WebSocket.OPEN) client.send(JSON.stringify({ id, result } satisfies WireMessage));
}

type Frame = { id: number; request: WireRequest } | { id: number; refusal: HostError };

const refused = (id: number, detail: string): Frame => ({ id, refusal: new HostError('bad-request', { detail }) });

/** The request a frame holds, or why it is refused, with the id to answer by. */
function readFrame(data: Buffer, isBinary: boolean): Frame {
  if (isBinary) return refused(noRequestId, 'binary frames are not requests: send JSON text');
  if (data.length > maxRequestBytes) {
    return { id: peekRequestId(data), refusal: new HostError('request-too-large', { megabytes: maxRequestBytes / 2 ** 20 }) };
  }
  let frame: unknown;
  try {
    frame = JSON.parse(data.toString('utf8'));
  } catch {
    return refused(noRequestId, 'the frame is not JSON');
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
    return refused(noRequestId, 'a request is a JSON object {id, method, args}');
  }
  const id = requestId.safeParse((frame as { id?: unknown }).id);
  if (!id.success) return refused(noRequestId, badIdDetail);
  const shapeProblem = requestShapeProblem(frame);
  if (shapeProblem) return refused(id.data, shapeProblem);
  const request = wireRequest.safeParse(frame);
  if (!request.success) return refused(id.data, describeIssues(request.error));
  return { id: id.data, request: request.data };
}

/**
 * The id of a frame too large to parse, read from its start where the app's client writes it
 * (`{"id":12,…`); a frame that puts it elsewhere is answered without its id.
 */
function peekRequestId(data: Buffer): number {
  const match = /^\s*\{\s*"id"\s*:\s*(\d{1,16})\s*[,}]/.exec(data.subarray(0, 64).toString('latin1'));
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : noRequestId;
}

/** The request's path and query, or null when its target is not a path (`*`, a proxy's absolute URL). */
function requestTarget(request: IncomingMessage): URL | null {
  if (!request.url?.startsWith('/')) return null;
  try {
    // the path appended to our own origin: `//host…` stays a path instead of naming another host
    return new URL(`http://${listenHost}${request.url}`);
  } catch {
    return null;
  }
}

function tokenMatches(target: URL, token: string): boolean {
  const given = Buffer.from(target.searchParams.get('token') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const statusReasons = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' } as const;

function refuseUpgrade(socket: Duplex, status: keyof typeof statusReasons): void {
  socket.end(`HTTP/1.1 ${status} ${statusReasons[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

async function serveStatic(root: string, policy: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
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
  let file: RendererFile | null;
  try {
    // paths without an extension are app routes: they get the page itself
    file = (await readRegularFile(requested)) ?? (extname(requested) ? null : await readRegularFile(join(root, 'index.html')));
  } catch (error) {
    console.error(`cannot serve ${requested}:`, error);
    response.writeHead(500, headers).end('Server error');
    return;
  }
  if (!file) {
    response.writeHead(404, headers).end('Not found');
    return;
  }
  const type = mimeTypes[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  response.writeHead(200, {
    ...headers,
    'Content-Type': type,
    'Content-Length': String(file.body.length),
    'Cache-Control': type.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600',
  });
  response.end(request.method === 'HEAD' ? undefined : file.body);
}

interface RendererFile {
  path: string;
  body: Buffer;
}

const absentFileCodes = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP']);

/**
 * The bytes of the regular file at `path`, or null when there is none (missing, a folder, a pipe,
 * a device). Opened once and checked through that handle, so a file swapped after the check is
 * never the one read; any other failure (EACCES, EIO) is thrown for the caller to answer 500.
 */
async function readRegularFile(path: string): Promise<RendererFile | null> {
  let handle;
  try {
    // non-blocking: opening a named pipe must not wait for a writer
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    if (absentFileCodes.has((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
  try {
    return (await handle.stat()).isFile() ? { path, body: await handle.readFile() } : null;
  } finally {
    await handle.close();
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
