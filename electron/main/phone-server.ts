/**
 * The phone server: the phone page and its WebSocket, on every address of this machine, while
 * the setting "Players can join from their phones" is on. It answers only seat links and watch
 * links: a phone page, a WebSocket that reads one seat's state and plays for that seat, and one
 * that reads one match's public table and sends reactions. Nothing else of the app is reachable
 * from here (no saved games, settings, imports, other matches).
 */
import { hostname, networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket } from 'ws';
import { z } from 'zod';
import { phoneMethods, watchMethods, type PhoneState, type PhoneWireMessage, type Result, type WatchState, type WatchWireMessage } from '../shared/api';
import { HostError, failure } from './app-error';
import type { Host } from './host';
import { frameId, listen, noRequestId, readFrame, refuseUpgrade, requestId, requestTarget, serveStatic } from './http-serving';
import type { PhoneServerControl, SeatLink, WatchLinkOf } from './phone-hub';
import { rateLimiter, type RateLimit } from './rate-limit';
import { contentSecurityPolicy } from './security-policy';

export interface PhoneServerOptions {
  host: Host;
  /** the built renderer (out/renderer), whose phone.html is the phone page */
  rendererDir: string;
  /** 0 picks a free port; undefined tries 5180 and the next few */
  port?: number;
  /** where to listen: every IPv4 address of this machine unless told otherwise */
  listenAddress?: string;
  /** the address phones are given: this machine's address on the local network unless told otherwise */
  lanAddress?: () => string;
  /** requests one phone connection may send: a sustained rate per second, and a burst */
  rateLimit?: RateLimit;
  /** open connections one seat link may hold, and the whole server */
  connectionLimits?: ConnectionLimits;
}

export interface ConnectionLimits {
  perLink: number;
  total: number;
  /** a watch link is the whole room's: more phones hold it than a seat's */
  perWatchLink?: number;
}

export interface PhoneServer extends PhoneServerControl {
  /** the port it listens on, while it listens */
  port(): number | undefined;
}

const ports = { firstPort: 5180, attempts: 20 };
/** a phone's requests are single moves: far below this */
const maxPhoneFrameBytes = 64 * 1024;
/**
 * A seat link is one player's phone: it holds one connection, a few more while a phone that
 * changed networks reconnects before its old connections are found dead, or with the page open
 * twice. Capped per link, so one link opening connections cannot take the other phones' places;
 * the total is more than every seat of a table at its per-link cap could hold.
 */
export const defaultConnectionLimits: ConnectionLimits = { perLink: 8, total: 64, perWatchLink: 24 };
/** a connection refused this many requests in a row for its rate is closed */
const refusalsBeforeClosing = 200;
const defaultRateLimit = { perSecond: 10, burst: 30 };

const phoneWireRequest = z.strictObject({
  id: requestId,
  method: z.enum(phoneMethods),
  args: z.array(z.unknown()),
});

const watchWireRequest = z.strictObject({
  id: requestId,
  method: z.enum(watchMethods),
  args: z.array(z.unknown()),
});

/** One open connection, as the hub sees it: a seat's phone or a watcher. */
interface Connection<State> {
  send(state: State): void;
  end(): void;
}

/** What one kind of link does with its connections: a seat's phone acts, a watcher reacts. */
interface LinkKind<State, Link> {
  name: 'phone' | 'watch';
  connect(token: string, connection: Connection<State>): Link | undefined;
  disconnect(link: Link, connection: Connection<State>): void;
  schema: z.ZodType<{ id: number; method: string; args: unknown[] }>;
  answer(link: Link, connection: Connection<State>, args: unknown[]): Promise<Result<unknown>> | Result<unknown>;
}

/**
 * This machine's address on the local network, for the links phones open: a private IPv4
 * address when there is one (home Wi-Fi), else any outside IPv4 address, else the machine's name.
 */
export function lanAddress(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(), name = hostname()): string {
  const outside = Object.values(interfaces)
    .flat()
    .filter((info): info is NetworkInterfaceInfo => info !== undefined && info.family === 'IPv4' && !info.internal);
  const isPrivate = (address: string) => /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(address);
  return (outside.find((info) => isPrivate(info.address)) ?? outside[0])?.address ?? name;
}

/** The names this machine answers to (loopback, its name, every address it has), for the Host header check. */
function ownNames(): Set<string> {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .flatMap((info) => (info ? [info.family === 'IPv6' ? `[${info.address.split('%')[0]}]` : info.address] : []));
  const name = hostname().toLowerCase();
  return new Set(['127.0.0.1', 'localhost', '[::1]', name, `${name}.local`, ...addresses]);
}

/** The open connections of each seat link and watch link, counted from their opening to their close. */
function connectionsPerLink() {
  const open = new Map<string, number>();
  // one link per seat of a table (a link re-made for the same seat ends the old one's connections), one watch link per match
  const keyOf = (link: SeatLink | WatchLinkOf) => `${link.table}/${'seat' in link ? link.seat : 'watch'}`;
  return {
    count: (link: SeatLink | WatchLinkOf): number => open.get(keyOf(link)) ?? 0,
    add(link: SeatLink | WatchLinkOf, client: WebSocket): void {
      const key = keyOf(link);
      open.set(key, (open.get(key) ?? 0) + 1);
      client.once('close', () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    },
  };
}

export function phoneServer(options: PhoneServerOptions): PhoneServer {
  const { host } = options;
  const rendererDir = resolve(options.rendererDir);
  const listenAddress = options.listenAddress ?? '0.0.0.0';
  const rateLimit = options.rateLimit ?? defaultRateLimit;
  const limits = options.connectionLimits ?? defaultConnectionLimits;
  const perWatchLink = limits.perWatchLink ?? defaultConnectionLimits.perWatchLink!;
  let running: { server: Server; sockets: WebSocketServer; port: number } | null = null;

  const seats: LinkKind<PhoneState, SeatLink> = {
    name: 'phone',
    connect: (token, connection) => host.connectPhone(token, connection),
    disconnect: (link, connection) => host.disconnectPhone(link, connection),
    schema: phoneWireRequest,
    answer: (link, connection, args) => host.phoneAct(link, connection, args),
  };
  const watches: LinkKind<WatchState, WatchLinkOf> = {
    name: 'watch',
    connect: (token, connection) => host.connectWatcher(token, connection),
    disconnect: (link, connection) => host.disconnectWatcher(link, connection),
    schema: watchWireRequest,
    answer: (link, connection, args) => host.watcherReact(link, connection, args),
  };

  /** the link a socket's address names: a seat's at /phone-api?seat=, a watch link at /watch-api?watch= */
  function linkAt(target: URL): { link: SeatLink | WatchLinkOf; token: string; watch: boolean } | null | undefined {
    const watch = target.pathname === '/watch-api';
    if (!watch && target.pathname !== '/phone-api') return undefined;
    const token = target.searchParams.get(watch ? 'watch' : 'seat') ?? '';
    const link = watch ? host.findWatchLink(token) : host.findPhoneLink(token);
    return link ? { link, token, watch } : null;
  }

  /** the Host header, when it names this machine at our port (against DNS rebinding), else null */
  function servedHost(request: IncomingMessage, port: number): string | null {
    const header = request.headers.host?.toLowerCase() ?? '';
    const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(header);
    if (!match || Number(match[2]) !== port || !ownNames().has(match[1])) return null;
    return header;
  }

  function handleUpgrade(
    sockets: WebSocketServer,
    perLink: ReturnType<typeof connectionsPerLink>,
    port: number,
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
  ): void {
    // the http server stops watching a socket it hands over: a peer that resets it is no error of ours
    socket.on('error', () => {});
    const target = requestTarget(request);
    if (!target) return refuseUpgrade(socket, 400);
    const served = servedHost(request, port);
    const origin = request.headers.origin?.toLowerCase();
    if (!served || (origin !== undefined && origin !== `http://${served}`)) return refuseUpgrade(socket, 403);
    const found = linkAt(target);
    if (found === undefined) return refuseUpgrade(socket, 404);
    if (found === null) return refuseUpgrade(socket, 401);
    const { link, token, watch } = found;
    if (perLink.count(link) >= (watch ? perWatchLink : limits.perLink) || sockets.clients.size >= limits.total) return refuseUpgrade(socket, 503);
    // without a verifyClient the upgrade completes at once: no other one comes between the check and the count
    sockets.handleUpgrade(request, socket, head, (client) => {
      perLink.add(link, client);
      if (watch) openConnection(client, token, watches);
      else openConnection(client, token, seats);
    });
  }

  function openConnection<State, Link>(client: WebSocket, token: string, kind: LinkKind<State, Link>): void {
    const send = (message: PhoneWireMessage | WatchWireMessage) => {
      if (client.readyState === WebSocket.OPEN) client.send(JSON.stringify(message));
    };
    /** requests not answered yet: a link that ends (the move that ended the match, say) answers them first */
    let answering = 0;
    let ending = false;
    // 4401: the page stops retrying and says its link no longer works
    const hangUp = () => client.close(4401, 'link ended');
    const connection: Connection<State> = {
      send: (state) => send({ push: kind.name, state } as PhoneWireMessage | WatchWireMessage),
      end: () => {
        ending = true;
        if (answering === 0) hangUp();
      },
    };
    client.on('error', (error) => console.warn(`${kind.name} connection dropped: ${error.message}`));
    const link = kind.connect(token, connection);
    if (!link) {
      connection.end();
      return;
    }
    client.on('close', () => kind.disconnect(link, connection));
    const allow = rateLimiter(rateLimit);
    let refusedInARow = 0;
    client.on('message', (data: Buffer, isBinary: boolean) => {
      if (!allow()) {
        if (++refusedInARow >= refusalsBeforeClosing) client.terminate();
        else send({ id: frameId(data, isBinary), result: failure(new HostError('rate-limited')) });
        return;
      }
      refusedInARow = 0;
      void answer(data, isBinary);
    });

    async function answer(data: Buffer, isBinary: boolean): Promise<void> {
      let id = noRequestId;
      let result;
      answering++;
      try {
        const frame = readFrame(data, isBinary, kind.schema);
        id = frame.id;
        result = 'refusal' in frame ? failure(frame.refusal) : await kind.answer(link!, connection, frame.request.args);
      } catch (error) {
        console.error(`${kind.name} request ${id} failed:`, error);
        result = failure(error);
      } finally {
        answering--;
      }
      send({ id, result });
      if (ending && answering === 0) hangUp();
    }
  }

  return {
    port: () => running?.port,

    async start() {
      if (!running) {
        const sockets = new WebSocketServer({ noServer: true, maxPayload: maxPhoneFrameBytes });
        const perLink = connectionsPerLink();
        let port = 0;
        const server = createServer((request, response) => {
          const target = requestTarget(request);
          if (!target) {
            response.writeHead(400).end('Bad request');
            return;
          }
          const served = servedHost(request, port);
          if (!served) {
            response.writeHead(403).end('Forbidden');
            return;
          }
          // a browser does not say why a WebSocket was refused: the page asks here whether its link still works
          const found = linkAt(target);
          if (found !== undefined) {
            response.writeHead(found ? 204 : 401, { 'Cache-Control': 'no-store' }).end();
            return;
          }
          // the phone page and its files (a watch link opens the same page), nothing else of the renderer
          if (!/^\/([pw]\/[^/]*|([pw]\/)?assets\/[^/]+|phone\.html)?$/.test(target.pathname)) {
            response.writeHead(404).end('Not found');
            return;
          }
          // the build links the page's files relative to it (`./assets/…`): from /p/<token> they are asked for as /p/assets/…
          if (/^\/[pw]\/assets\//.test(target.pathname)) request.url = target.pathname.slice('/p'.length) + target.search;
          void serveStatic(rendererDir, 'phone.html', contentSecurityPolicy([`ws://${served}`]), request, response);
        });
        server.on('upgrade', (request, socket, head) => handleUpgrade(sockets, perLink, port, request, socket, head));
        port = await listen(server, listenAddress, options.port, ports);
        running = { server, sockets, port };
      }
      return `http://${(options.lanAddress ?? lanAddress)()}:${running.port}`;
    },

    async stop() {
      if (!running) return;
      const { server, sockets } = running;
      running = null;
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      await new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
    },
  };
}
