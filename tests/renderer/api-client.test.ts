import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchUpdate, WireRequest } from '$contract/api';
import { connectToHost, createWebSocketApi, type WebSocketLike } from '../../renderer/src/lib/api-client';
import { snapshotOf, whole } from './support/fake-host';

/** A socket whose server side the test plays: it sees what the client sends and answers by hand. */
class ScriptedSocket implements WebSocketLike {
  static opened: ScriptedSocket[] = [];
  readyState = 0;
  sent: WireRequest[] = [];
  onopen: WebSocketLike['onopen'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  onmessage: WebSocketLike['onmessage'] = null;

  constructor(readonly url: string) {
    ScriptedSocket.opened.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as WireRequest);
  }

  close(): void {
    this.serverGone();
  }

  accept(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  reply(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  serverGone(): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
}

function connect() {
  ScriptedSocket.opened = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const connection = createWebSocketApi({
    url: 'ws://127.0.0.1:1234/api?token=secret',
    open: (url) => new ScriptedSocket(url),
    retryDelays: [100, 400],
    setTimer: (callback, ms) => timers.push({ callback, ms }),
  });
  const states: boolean[] = [];
  connection.onConnectionChange((connected) => states.push(connected));
  const socket = () => ScriptedSocket.opened[ScriptedSocket.opened.length - 1];
  return { ...connection, timers, states, socket };
}

const summary = {
  id: 'm1',
  game: 'troll-dice',
  seats: [],
  createdAt: 0,
  updatedAt: 0,
  actionCount: 3,
  outcome: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the WebSocket client', () => {
  it('sends each request with its own id and resolves it with the matching answer', async () => {
    const { api, socket } = connect();
    socket().accept();
    const games = api.listGames();
    const opened = api.openMatch('m1');
    const [first, second] = socket().sent;
    expect(first).toEqual({ id: first.id, method: 'listGames', args: [] });
    expect(second).toEqual({ id: second.id, method: 'openMatch', args: ['m1'] });
    expect(second.id).not.toBe(first.id);

    // answers may come in any order
    socket().reply({ id: second.id, result: { ok: false, error: { code: 'unknown-match', key: 'common:errors.unknown-match' } } });
    socket().reply({ id: first.id, result: { ok: true, value: [] } });
    expect(await opened).toEqual({ ok: false, error: { code: 'unknown-match', key: 'common:errors.unknown-match' } });
    expect(await games).toEqual({ ok: true, value: [] });
  });

  it('hands pushed match updates to every listener until it unsubscribes', () => {
    const { api, socket } = connect();
    socket().accept();
    const seen: MatchUpdate[] = [];
    const stop = api.onMatchUpdate((update) => seen.push(update));
    const update = whole(snapshotOf(summary));
    socket().reply({ push: 'match-update', update });
    stop();
    socket().reply({ push: 'match-update', update });
    expect(seen).toEqual([update]);
  });

  it('queues requests made before the connection opens', async () => {
    const { api, socket } = connect();
    const status = api.status();
    expect(socket().sent).toEqual([]);
    socket().accept();
    expect(socket().sent.map((request) => request.method)).toEqual(['status']);
    socket().reply({ id: socket().sent[0].id, result: { ok: true, value: 'fine' } });
    expect(await status).toEqual({ ok: true, value: 'fine' });
  });

  it('carries on after the server restarts: fails what was in flight, reconnects with backoff, sends what waited', async () => {
    const { api, socket, timers, states } = connect();
    socket().accept();
    const inFlight = api.act('m1', 0, { type: 'roll', green: 0 }, 0);
    socket().serverGone();
    expect(await inFlight).toEqual({ ok: false, error: { code: 'disconnected', key: 'common:errors.disconnected' } });
    expect(states).toEqual([true, false]);

    // made while the server is down: waits instead of failing
    const undo = api.undo('m1', 0);
    expect(timers.map((timer) => timer.ms)).toEqual([100]);
    timers[0].callback();
    expect(ScriptedSocket.opened).toHaveLength(2);
    socket().serverGone(); // still restarting
    expect(timers.map((timer) => timer.ms)).toEqual([100, 400]);
    timers[1].callback();
    socket().serverGone();
    expect(timers.map((timer) => timer.ms)).toEqual([100, 400, 400]);
    timers[2].callback();
    socket().accept();
    expect(states).toEqual([true, false, true]);
    expect(socket().sent).toEqual([{ id: expect.any(Number), method: 'undo', args: ['m1', 0] }]);
    const snapshot = snapshotOf(summary);
    socket().reply({ id: socket().sent[0].id, result: { ok: true, value: snapshot } });
    expect(await undo).toEqual({ ok: true, value: snapshot });

    // a later drop starts the backoff from the beginning again
    socket().serverGone();
    expect(timers.at(-1)?.ms).toBe(100);
  });

  it('stops for good when the Host refuses the token, failing what waited', async () => {
    ScriptedSocket.opened = [];
    const timers: (() => void)[] = [];
    const connection = createWebSocketApi({
      url: 'ws://127.0.0.1:1234/api?token=stale',
      open: (url) => new ScriptedSocket(url),
      setTimer: (callback) => timers.push(callback),
      checkAccess: async () => false,
    });
    const refusals = vi.fn();
    connection.onAccessRefused?.(refusals);
    const status = connection.api.status();
    ScriptedSocket.opened[0].serverGone();
    expect(await status).toEqual({ ok: false, error: { code: 'disconnected', key: 'common:errors.disconnected' } });
    expect(refusals).toHaveBeenCalledOnce();
    expect(timers).toHaveLength(0);
    expect(await connection.api.listGames()).toMatchObject({ ok: false });
    expect(ScriptedSocket.opened).toHaveLength(1);
  });

  it('keeps retrying a socket that never opened while the Host does not answer the access check', async () => {
    ScriptedSocket.opened = [];
    const timers: (() => void)[] = [];
    const connection = createWebSocketApi({
      url: 'ws://127.0.0.1:1234/api?token=secret',
      open: (url) => new ScriptedSocket(url),
      setTimer: (callback) => timers.push(callback),
      checkAccess: async () => undefined,
    });
    const refusals = vi.fn();
    connection.onAccessRefused?.(refusals);
    ScriptedSocket.opened[0].serverGone();
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    timers[0]();
    ScriptedSocket.opened[1].accept();
    const status = connection.api.status();
    expect(ScriptedSocket.opened[1].sent).toEqual([{ id: expect.any(Number), method: 'status', args: [] }]);
    ScriptedSocket.opened[1].reply({ id: ScriptedSocket.opened[1].sent[0].id, result: { ok: true, value: 'up' } });
    expect(await status).toEqual({ ok: true, value: 'up' });
    expect(refusals).not.toHaveBeenCalled();
  });

  it('ignores frames that are not JSON or answer nothing pending', async () => {
    const { api, socket } = connect();
    socket().accept();
    const status = api.status();
    socket().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    socket().reply({ id: 999, result: { ok: true, value: 'stray' } });
    socket().reply({ id: socket().sent[0].id, result: { ok: true, value: 'mine' } });
    expect(await status).toEqual({ ok: true, value: 'mine' });
  });
});

describe('connectToHost', () => {
  it('uses the Electron preload API when there is one', () => {
    const preload = { status: vi.fn() } as unknown as NonNullable<Window['trollNight']>;
    window.trollNight = preload;
    try {
      expect(connectToHost().api).toBe(preload);
    } finally {
      delete window.trollNight;
    }
  });

  it('otherwise opens the web transport on this host with the token from the address', () => {
    ScriptedSocket.opened = [];
    vi.stubGlobal('WebSocket', ScriptedSocket);
    history.replaceState(null, '', '/?token=a%2Bb');
    connectToHost();
    expect(ScriptedSocket.opened.map((socket) => socket.url)).toEqual([`ws://${location.host}/api?token=a%2Bb`]);
  });

  it('does not even try to connect from an address without a token, and says access is refused', async () => {
    ScriptedSocket.opened = [];
    vi.stubGlobal('WebSocket', ScriptedSocket);
    history.replaceState(null, '', '/');
    const connection = connectToHost();
    const refusals = vi.fn();
    connection.onAccessRefused?.(refusals);
    expect(refusals).toHaveBeenCalledOnce();
    expect(await connection.api.status()).toMatchObject({ ok: false });
    expect(ScriptedSocket.opened).toHaveLength(0);
  });
});
