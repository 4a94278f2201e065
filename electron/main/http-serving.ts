/**
 * What the TV's web server and the phone server share: reading a request's target and frames
 * without ever throwing, serving the built renderer's files, refusing an upgrade, listening.
 */
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import type { Duplex } from 'node:stream';
import { z } from 'zod';
import { HostError } from './app-error';
import { describeIssues } from './request-schemas';
import { resolveUnder } from './security-policy';
import { maxRequestBytes, requestShapeProblem } from './wire-limits';

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
export const noRequestId = -1;
export const requestId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const badIdDetail = `the id must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`;;

/** A frame's request once read, or why it is refused; either way with the id to answer by. */
export type Frame<Request> = { id: number; request: Request } | { id: number; refusal: HostError };

const refused = (id: number, detail: string): { id: number; refusal: HostError } => ({
  id,
  refusal: new HostError('bad-request', { detail }),
});

/** The request a frame holds (as `schema` reads it), or why it is refused, with the id to answer by. */
export function readFrame<Request>(data: Buffer, isBinary: boolean, schema: z.ZodType<Request>): Frame<Request> {
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
  const request = schema.safeParse(frame);
  if (!request.success) return refused(id.data, describeIssues(request.error));
  return { id: id.data, request: request.data };
}

/**
 * The id to answer a frame by, its request left unread: for a frame refused before it is read
 * (for its rate), so the page is answered instead of waiting for its socket to drop.
 */
export function frameId(data: Buffer, isBinary: boolean): number {
  if (isBinary) return noRequestId;
  if (data.length > maxRequestBytes) return peekRequestId(data);
  let frame: unknown;
  try {
    frame = JSON.parse(data.toString('utf8'));
  } catch {
    return noRequestId;
  }
  const id = requestId.safeParse(typeof frame === 'object' && frame !== null ? (frame as { id?: unknown }).id : undefined);
  return id.success ? id.data : noRequestId;
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
export function requestTarget(request: IncomingMessage): URL | null {
  if (!request.url?.startsWith('/')) return null;
  try {
    // the path appended to a fixed origin: `//host…` stays a path instead of naming another host
    return new URL(`http://127.0.0.1${request.url}`);
  } catch {
    return null;
  }
}

const statusReasons = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  503: 'Service Unavailable',
} as const;

export function refuseUpgrade(socket: Duplex, status: keyof typeof statusReasons): void {
  socket.end(`HTTP/1.1 ${status} ${statusReasons[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Answers a GET or HEAD with a file of the built renderer; a path without an extension is one of
 * the page's own routes and gets `page` (the TV's index.html, the phone's phone.html).
 */
export async function serveStatic(
  root: string,
  page: string,
  policy: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
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
    file = (await readRegularFile(requested)) ?? (extname(requested) ? null : await readRegularFile(join(root, page)));
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

/**
 * Listens on `address` at the given port, or when none is given at `preferredPort` if it is free,
 * else at the first free one of `attempts` ports from `firstPort`.
 */
export async function listen(
  server: Server,
  address: string,
  port: number | undefined,
  { firstPort, attempts, preferredPort }: { firstPort: number; attempts: number; preferredPort?: number },
): Promise<number> {
  const defaults = Array.from({ length: attempts }, (_, i) => firstPort + i);
  const candidates = port !== undefined ? [port] : preferredPort === undefined ? defaults : [preferredPort, ...defaults.filter((p) => p !== preferredPort)];
  for (const candidate of candidates) {
    try {
      await new Promise<void>((done, fail) => {
        server.once('error', fail);
        server.listen(candidate, address, () => {
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
