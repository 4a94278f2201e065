/**
 * How the renderer reaches the Host: the Electron preload's `window.trollNight`, or, in a plain
 * browser (`npm run web`, end-to-end tests, later phones), the WebSocket transport of api.ts.
 */
import {
  requestMethods,
  type AppError,
  type MatchUpdate,
  type RequestMethod,
  type Result,
  type TrollNightApi,
  type WireMessage,
  type WireRequest,
} from '../../../electron/shared/api';

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

const OPEN = 1;

export const disconnectedError: AppError = { code: 'disconnected', key: 'common:errors.disconnected' };

export function createWebSocketApi(options: WebSocketApiOptions): ApiConnection {
  const retryDelays = options.retryDelays ?? [250, 500, 1000, 2000, 4000];
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const pending = new Map<number, (result: Result<unknown>) => void>();
  /** requests made while the link is down, sent as soon as it is back */
  const queued: WireRequest[] = [];
  const updateListeners = new Set<(update: MatchUpdate) => void>();
  const connectionListeners = new Set<(connected: boolean) => void>();
  const refusalListeners = new Set<() => void>();
  let refused = false;
  let nextId = 1;
  let failedAttempts = 0;
  /** unknown until the first attempt succeeds or fails */
  let connected: boolean | null = null;
  let socket: WebSocketLike;

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
    setTimer(connect, delay);
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
    let message: WireMessage;
    try {
      message = JSON.parse(data) as WireMessage;
    } catch {
      return;
    }
    if ('push' in message) {
      if (message.push === 'match-update') for (const listener of updateListeners) listener(message.update);
      return;
    }
    const resolve = pending.get(message.id);
    if (!resolve) return;
    pending.delete(message.id);
    resolve(message.result);
  }

  function request(method: RequestMethod, args: unknown[]): Promise<Result<unknown>> {
    const wire: WireRequest = { id: nextId++, method, args };
    if (refused) return Promise.resolve({ ok: false, error: disconnectedError });
    return new Promise((resolve) => {
      pending.set(wire.id, resolve);
      if (socket.readyState === OPEN) socket.send(JSON.stringify(wire));
      else queued.push(wire);
    });
  }

  const api = Object.fromEntries(
    requestMethods.map((method) => [method, (...args: unknown[]) => request(method, args)]),
  ) as unknown as TrollNightApi;
  api.onMatchUpdate = (listener) => {
    updateListeners.add(listener);
    return () => updateListeners.delete(listener);
  };

  connect();
  return {
    api,
    onConnectionChange(listener) {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    onAccessRefused(listener) {
      refusalListeners.add(listener);
      return () => refusalListeners.delete(listener);
    },
  };
}

/** A page opened without its token: nothing to connect to, every request refused at once. */
function refusedConnection(): ApiConnection {
  const api = Object.fromEntries(
    requestMethods.map((method) => [method, () => Promise.resolve({ ok: false, error: disconnectedError })]),
  ) as unknown as TrollNightApi;
  api.onMatchUpdate = () => () => {};
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
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = `api?token=${encodeURIComponent(token)}`;
  return createWebSocketApi({
    url: `${scheme}://${location.host}/${query}`,
    open: (url) => new WebSocket(url),
    checkAccess: async () => {
      try {
        const response = await fetch(`/${query}`, { cache: 'no-store' });
        return response.status === 401 ? false : response.ok ? true : undefined;
      } catch {
        return undefined;
      }
    },
  });
}
