/**
 * The phone server: the phone page and its WebSocket, on every address of this machine, while
 * the setting "Players can join from their phones" is on. It answers only seat links: a phone
 * page, and a WebSocket that reads one seat's state and plays for that seat. Nothing else of the
 * app is reachable from here (no saved games, settings, imports, other matches).
 */
import { hostname, networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket } from 'ws';
import { z } from 'zod';
import { phoneMethods, type PhoneState, type PhoneWireMessage } from '../shared/api';
import { HostError, failure } from './app-error';
import type { Host } from './host';
import { frameId, listen, noRequestId, readFrame, refuseUpgrade, requestId, requestTarget, serveStatic } from './http-serving';
import type { PhoneConnection, PhoneServerControl, SeatLink } from './phone-hub';
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
  rateLimit?: { perSecond: number; burst: number };
  /** open connections one seat link may hold, and the whole server */
  connectionLimits?: ConnectionLimits;
}

export interface ConnectionLimits {
  perLink: number;
  total: number;
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
export const defaultConnectionLimits: ConnectionLimits = { perLink: 8, total: 64 };
/** a connection refused this many requests in a row for its rate is closed */
const refusalsBeforeClosing = 200;
const defaultRateLimit = { perSecond: 10, burst: 30 };

const phoneWireRequest = z.strictObject({
  id: requestId,
  method: z.enum(phoneMethods),
  args: z.array(z.unknown()),
});

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

/** Spends one request from a connection's allowance; false when it has none left. */
function rateLimiter({ perSecond, burst }: { perSecond: number; burst: number }): () => boolean {
  let allowance = burst;
  let last = performance.now();
  return () => {
    const now = performance.now();
    allowance = Math.min(burst, allowance + ((now - last) / 1000) * perSecond);
    last = now;
    if (allowance < 1) return false;
    allowance -= 1;
    return true;
  };
}

/** The open connections of each seat link, counted from their opening to their close. */
function connectionsPerLink() {
  const open = new Map<string, number>();
  // one link per seat of a table: a link re-made for the same seat ends the old one's connections
  const keyOf = (link: SeatLink) => `${link.table}/${link.seat}`;
  return {
    count: (link: SeatLink): number => open.get(keyOf(link)) ?? 0,
    add(link: SeatLink, client: WebSocket): void {
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
  let running: { server: Server; sockets: WebSocketServer; port: number } | null = null;

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
    if (target.pathname !== '/phone-api') return refuseUpgrade(socket, 404);
    const token = target.searchParams.get('seat') ?? '';
    const link = host.findPhoneLink(token);
    if (!link) return refuseUpgrade(socket, 401);
    if (perLink.count(link) >= limits.perLink || sockets.clients.size >= limits.total) return refuseUpgrade(socket, 503);
    // without a verifyClient the upgrade completes at once: no other one comes between the check and the count
    sockets.handleUpgrade(request, socket, head, (client) => {
      perLink.add(link, client);
      openConnection(client, token);
    });
  }

  function openConnection(client: WebSocket, token: string): void {
    const send = (message: PhoneWireMessage) => {
      if (client.readyState === WebSocket.OPEN) client.send(JSON.stringify(message));
    };
    /** requests not answered yet: a link that ends (the move that ended the match, say) answers them first */
    let answering = 0;
    let ending = false;
    // 4401: the page stops retrying and says its link no longer works
    const hangUp = () => client.close(4401, 'link ended');
    const connection: PhoneConnection = {
      send: (state: PhoneState) => send({ push: 'phone', state }),
      end: () => {
        ending = true;
        if (answering === 0) hangUp();
      },
    };
    client.on('error', (error) => console.warn(`phone connection dropped: ${error.message}`));
    const link = host.connectPhone(token, connection);
    if (!link) {
      connection.end();
      return;
    }
    client.on('close', () => host.disconnectPhone(link, connection));
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
        const frame = readFrame(data, isBinary, phoneWireRequest);
        id = frame.id;
        result = 'refusal' in frame ? failure(frame.refusal) : await host.phoneAct(link!, connection, frame.request.args);
      } catch (error) {
        console.error(`phone request ${id} failed:`, error);
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
          if (target.pathname === '/phone-api') {
            const live = host.findPhoneLink(target.searchParams.get('seat') ?? '') !== undefined;
            response.writeHead(live ? 204 : 401, { 'Cache-Control': 'no-store' }).end();
            return;
          }
          // the phone page and its files, nothing else of the renderer
          if (!/^\/(p\/[^/]*|(p\/)?assets\/[^/]+|phone\.html)?$/.test(target.pathname)) {
            response.writeHead(404).end('Not found');
            return;
          }
          // the build links the page's files relative to it (`./assets/…`): from /p/<token> they are asked for as /p/assets/…
          if (target.pathname.startsWith('/p/assets/')) request.url = target.pathname.slice('/p'.length) + target.search;
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
