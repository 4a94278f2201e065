/**
 * How the renderer reaches the Host: the Electron preload's `window.trollNight`, or, in a plain
 * browser (`npm run web`, end-to-end tests), the WebSocket transport of api.ts. The phone page
 * uses the same WebSocket client for its own, smaller protocol.
 */
import {
  requestMethods,
  type AppError,
  type MatchUpdate,
  type PhoneTable,
  type Result,
  type TrollNightApi,
  type WireMessage,
} from '$contract/api';
import { screenWakeLock } from './screen-wake-lock';

export interface ApiConnection {
  api: TrollNightApi;
  /**
   * `false` when the link to the Host drops, `true` when it is back (the app then reloads what
   * it shows, since the Host may have restarted). The Electron IPC link never drops.
   */
  onConnectionChange(listener: (connected: boolean) => void): () => void;
  /**
   * Called once when the Host refuses this page (no token in its address, or a token it does
   * not know): the link stays down and is not retried, since retrying cannot fix the address.
   */
  onAccessRefused?(listener: () => void): () => void;
}

/** The part of the browser's WebSocket the client uses, so tests can hand it a fake one. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface WebSocketApiOptions {
  url: string;
  open: (url: string) => WebSocketLike;
  /** delays before each reconnection attempt, in ms; the last one repeats */
  retryDelays?: readonly number[];
  setTimer?: (callback: () => void, ms: number) => unknown;
  /**
   * Asked when a socket closes without ever opening, since a browser does not say why a
   * WebSocket was refused: `false` when the Host refuses the token, `true` when it accepts it,
   * `undefined` when the Host did not answer (it is down, so retrying is right).
   */
  checkAccess?: () => Promise<boolean | undefined>;
}

export interface WebApiOptions extends WebSocketApiOptions {
  /** the page keeps the display awake itself, the server not being beside the screen; without it the display may sleep */
  keepDisplayAwake?: TrollNightApi['keepDisplayAwake'];
}

const OPEN = 1;

export const disconnectedError: AppError = { code: 'disconnected', key: 'common:errors.disconnected' };

/**
 * A WebSocket that answers requests by id and pushes messages of type `Push`, reconnecting by
 * itself: requests made while it is down wait for it to be back.
 */
export interface WireConnection<Push> {
  request(method: string, args: unknown[]): Promise<Result<unknown>>;
  onPush(listener: (message: Push) => void): () => void;
  onConnectionChange(listener: (connected: boolean) => void): () => void;
  onAccessRefused(listener: () => void): () => void;
  /** try again at once instead of at the next retry (the page woke up, the network came back) */
  reconnectNow(): void;
}

type WireRequestFrame = { id: number; method: string; args: unknown[] };

export function createWireConnection<Push>(options: WebSocketApiOptions): WireConnection<Push> {
  const retryDelays = options.retryDelays ?? [250, 500, 1000, 2000, 4000];
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const pending = new Map<number, (result: Result<unknown>) => void>();
  /** requests made while the link is down, sent as soon as it is back */
  const queued: WireRequestFrame[] = [];
  const pushListeners = new Set<(message: Push) => void>();
  const connectionListeners = new Set<(connected: boolean) => void>();
  const refusalListeners = new Set<() => void>();
  let refused = false;
  let nextId = 1;
  let failedAttempts = 0;
  /** unknown until the first attempt succeeds or fails */
  let connected: boolean | null = null;
  let socket: WebSocketLike;
  /** a retry is waiting for its timer */
  let retryPending = false;

  function setConnected(value: boolean): void {
    if (connected === value) return;
    connected = value;
    for (const listener of connectionListeners) listener(value);
  }

  function refuse(): void {
    refused = true;
    for (const [id, resolve] of pending) {
      pending.delete(id);
      resolve({ ok: false, error: disconnectedError });
    }
    queued.length = 0;
    for (const listener of refusalListeners) listener();
  }

  function retry(): void {
    setConnected(false);
    const delay = retryDelays[Math.min(failedAttempts, retryDelays.length - 1)];
    failedAttempts += 1;
    retryPending = true;
    setTimer(() => {
      if (!retryPending) return;
      retryPending = false;
      connect();
    }, delay);
  }

  /** a socket that never opened may have been refused for its token: retrying would not help */
  function retryUnlessRefused(opened: boolean): void {
    if (opened || !options.checkAccess) {
      retry();
      return;
    }
    void options.checkAccess().then((accepted) => (accepted === false ? refuse() : retry()));
  }

  function connect(): void {
    let opened = false;
    socket = options.open(options.url);
    socket.onopen = () => {
      opened = true;
      failedAttempts = 0;
      setConnected(true);
      for (const request of queued.splice(0)) socket.send(JSON.stringify(request));
    };
    socket.onmessage = (event) => receive(event.data);
    socket.onerror = () => {
      // a close event always follows; reconnection is handled there
    };
    socket.onclose = () => {
      // answers to requests in flight are lost with the connection: say so instead of hanging
      for (const [id, resolve] of pending) {
        if (!queued.some((request) => request.id === id)) {
          pending.delete(id);
          resolve({ ok: false, error: disconnectedError });
        }
      }
      retryUnlessRefused(opened);
    };
  }

  function receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: Push | { id: number; result: Result<unknown> };
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    if ('push' in message) {
      for (const listener of pushListeners) listener(message as Push);
      return;
    }
    if (!('id' in message)) return;
    const resolve = pending.get(message.id);
    if (!resolve) return;
    pending.delete(message.id);
    resolve(message.result);
  }

  function request(method: string, args: unknown[]): Promise<Result<unknown>> {
    const wire: WireRequestFrame = { id: nextId++, method, args };
    if (refused) return Promise.resolve({ ok: false, error: disconnectedError });
    return new Promise((resolve) => {
      pending.set(wire.id, resolve);
      if (socket.readyState === OPEN) socket.send(JSON.stringify(wire));
      else queued.push(wire);
    });
  }

  connect();
  return {
    request,
    onPush(listener) {
      pushListeners.add(listener);
      return () => pushListeners.delete(listener);
    },
    onConnectionChange(listener) {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    onAccessRefused(listener) {
      refusalListeners.add(listener);
      return () => refusalListeners.delete(listener);
    },
    reconnectNow() {
      if (!retryPending || refused) return;
      retryPending = false;
      connect();
    },
  };
}

export function createWebSocketApi(options: WebApiOptions): ApiConnection {
  const wire = createWireConnection<Extract<WireMessage, { push: string }>>(options);
  const api = Object.fromEntries(
    requestMethods.map((method) => [method, (...args: unknown[]) => wire.request(method, args)]),
  ) as unknown as TrollNightApi;
  api.onMatchUpdate = (listener: (update: MatchUpdate) => void) =>
    wire.onPush((message) => {
      if (message.push === 'match-update') listener(message.update);
    });
  api.onPhonesChange = (listener: (phones: PhoneTable) => void) =>
    wire.onPush((message) => {
      if (message.push === 'phones') listener(message.phones);
    });
  api.keepDisplayAwake = options.keepDisplayAwake ?? (() => Promise.resolve({ ok: true, value: false }));
  return { api, onConnectionChange: wire.onConnectionChange, onAccessRefused: wire.onAccessRefused };
}

/** A page opened without its token: nothing to connect to, every request refused at once. */
function refusedConnection(): ApiConnection {
  const api = Object.fromEntries(
    requestMethods.map((method) => [method, () => Promise.resolve({ ok: false, error: disconnectedError })]),
  ) as unknown as TrollNightApi;
  api.onMatchUpdate = () => () => {};
  api.onPhonesChange = () => () => {};
  // this page never shows a match
  api.keepDisplayAwake = () => Promise.resolve({ ok: true, value: false });
  return {
    api,
    onConnectionChange: () => () => {},
    onAccessRefused(listener) {
      listener();
      return () => {};
    },
  };
}

/** The Host for this window: the preload's API in Electron, the WebSocket transport elsewhere. */
export function connectToHost(): ApiConnection {
  if (window.trollNight) {
    return { api: window.trollNight, onConnectionChange: () => () => {} };
  }
  const token = new URLSearchParams(location.search).get('token') ?? '';
  if (token === '') return refusedConnection();
  return createWebSocketApi({
    ...sameOriginSocket(`api?token=${encodeURIComponent(token)}`),
    keepDisplayAwake: screenWakeLock(navigator.wakeLock, document),
  });
}

/**
 * A WebSocket to `/<pathAndQuery>` of the server that served this page, which asks the same
 * address over http why it was refused (401: the token or link is not good, and retrying cannot help).
 */
export function sameOriginSocket(pathAndQuery: string): Pick<WebSocketApiOptions, 'url' | 'open' | 'checkAccess'> {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return {
    url: `${scheme}://${location.host}/${pathAndQuery}`,
    open: (url) => new WebSocket(url),
    checkAccess: async () => {
      try {
        const response = await fetch(`/${pathAndQuery}`, { cache: 'no-store' });
        return response.status === 401 ? false : response.ok ? true : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
