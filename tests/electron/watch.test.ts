/**
 * Watch links over real sockets on 127.0.0.1: the link a match gets while phones may join, the
 * public table it opens (the table's view, never a seat's), how it dies, the reactions it may send
 * and their limits, and the watch socket under the same hostile traffic as a seat link's.
 */
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import type { MatchUpdate, PhoneTable, WatchState } from '../../electron/shared/api';
import { reactionIds, requestMethods } from '../../electron/shared/api';
import { newSeatToken } from '../../electron/main/phone-hub';
import { phoneFlood } from '../support/phone-fuzz';
import { cards, type SecretPickView } from '../engine/support/secret-pick';
import { ok, seat } from './host-fixtures';
import { dial, lanName, phonesOn, request, usePhoneServers, Watcher, watchTokenOf, type StartedServer } from './phone-fixtures';
import { cardsIn } from './secret-fixtures';

const { sockets, started } = usePhoneServers();

async function secretMatch(server: StartedServer, seats = [seat('Ann'), seat('Bob'), seat('Cid')], rounds = 2): Promise<string> {
  const created = ok(await server.host.createMatch({ game: 'secret-pick', seats, options: { rounds } })) as MatchUpdate;
  return created.summary.id;
}

/** a match with its watch link and a watcher on it, the first state received */
async function watched(server: StartedServer, port: number, rounds = 2) {
  const matchId = await secretMatch(server, undefined, rounds);
  const token = watchTokenOf(ok(await server.host.phoneTable(matchId)));
  const watcher = await Watcher.open(port, token, sockets);
  await watcher.until(() => true);
  return { matchId, token, watcher };
}

/** what the save file holds of every match: a reaction must change none of it */
function saved(server: StartedServer): string {
  const handle = new Database(server.dbPath, { readonly: true });
  try {
    return JSON.stringify([handle.prepare('SELECT * FROM matches ORDER BY id').all(), handle.prepare('SELECT * FROM actions').all()]);
  } finally {
    handle.close();
  }
}

const viewOf = (state: WatchState) => state.match.view as SecretPickView;

describe('a match’s watch link', () => {
  it('comes with the match’s links while phones may join: a QR’s address at /w/, typed as easily as a seat’s', async () => {
    const server = await started();
    const matchId = await secretMatch(server);
    expect(ok(await server.host.phoneTable(matchId)).watch).toBeUndefined();
    const port = await phonesOn(server);
    const { watch } = ok(await server.host.phoneTable(matchId));
    expect(watch).toMatchObject({ watchers: 0 });
    expect(watch!.url).toBe(`http://${watch!.shortUrl}`);
    expect(watch!.shortUrl).toMatch(new RegExp(`^${lanName.replaceAll('.', '\\.')}:${port}/w/([0-9a-hjkmnp-tv-z]{4}-){6}[0-9a-hjkmnp-tv-z]{2}$`));
    // asked again, it is the same link: the room scans one code for the whole game
    expect(ok(await server.host.phoneTable(matchId)).watch!.url).toBe(watch!.url);
    // the new-game screen's lobby has no table to watch yet
    expect(ok(await server.host.openPhoneLobby('secret-pick')).watch).toBeUndefined();
  });

  it('opens the match’s public table, pushed at once and after every change, and counts its watchers on the TV', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const tvPushes: PhoneTable[] = [];
    server.host.onPhonesChange((phones) => tvPushes.push(phones));
    const { matchId, watcher } = await watched(server, port);

    const first = watcher.latest!;
    const table = ok(await server.host.openMatch(matchId));
    expect(first.match.view).toEqual(table.view);
    expect(first.match).toEqual({ summary: table.summary, view: table.view, activeSeats: [0, 1, 2], outcome: null, recent: [] });
    expect(first).toMatchObject({ reactions: true, language: 'en', animationSpeed: 'off' });
    expect(tvPushes.at(-1)?.watch?.watchers).toBe(1);

    ok(await server.host.act(matchId, 0, { type: 'pick', card: 'dire-wolf' }, 0));
    const after = await watcher.until((state) => state.match.summary.actionCount === 1);
    expect(viewOf(after).chosen).toEqual([true, false, false]);
    // the pick itself is Ann's alone: not in the view, not in a log line, not anywhere in a frame
    expect(cardsIn(watcher.frames.join('\n'))).toEqual([]);
    expect(JSON.stringify(after)).not.toContain('mine');
    expect(JSON.stringify(after)).not.toContain('legal');

    ok(await server.host.setSettings({ language: 'fr' }));
    expect((await watcher.until((state) => state.language === 'fr')).match.summary.actionCount).toBe(1);

    watcher.socket.close();
    await vi.waitFor(() => expect(tvPushes.at(-1)?.watch?.watchers).toBe(0));
  });

  it('reads nothing but its table: no move, no other request, no seat, and the TV’s API is not here', async () => {
    // every request of the TV's API is tried below: a burst that lets them all through to be refused
    const server = await started({ phones: { port: 0, lanAddress: () => lanName, rateLimit: { perSecond: 10, burst: requestMethods.length + 10 } } });
    const port = await phonesOn(server);
    const { matchId, token, watcher } = await watched(server, port);
    const other = await secretMatch(server);

    expect(await watcher.send({ method: 'act', args: [{ type: 'pick', card: 'amber-gem' }, 0] })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    for (const method of requestMethods) {
      const args = method === 'deleteMatch' || method === 'openMatch' ? [other] : [matchId, 0];
      expect(await watcher.send({ method, args }), method).toMatchObject({ ok: false, error: { code: 'bad-request', key: 'common:errors.bad-request' } });
    }
    expect(ok(await server.host.listMatches())).toHaveLength(2);
    expect(ok(await server.host.openMatch(matchId)).summary.actionCount).toBe(0);

    // a watch token is no seat's, and a seat's token watches nothing
    const seatToken = new URL(ok(await server.host.invitePhone(matchId, 0)).invites[0].url).pathname.replace('/p/', '');
    await expect(Watcher.open(port, token, sockets, 'phone-api?seat=')).rejects.toThrow(/401/);
    await expect(Watcher.open(port, seatToken, sockets)).rejects.toThrow(/401/);
    expect((await request(port, `/phone-api?seat=${token}`)).status).toBe(401);
    expect((await request(port, `/watch-api?watch=${seatToken}`)).status).toBe(401);
    expect((await request(port, `/watch-api?watch=${token}`)).status).toBe(204);
    expect((await request(port, `/watch-api?watch=${newSeatToken()}`)).status).toBe(401);
    await expect(Watcher.open(port, newSeatToken(), sockets)).rejects.toThrow(/401/);

    // the page at /w/<token> is the phone page, its files relative to it; nothing else of the renderer
    expect((await request(port, '/w/x')).body).toContain('phone');
    expect((await request(port, '/w/assets/phone.js')).status).toBe(200);
    expect((await request(port, '/w/assets/../../index.html')).status).toBe(404);
    expect((await request(port, '/w/x', { host: `evil.example:${port}` })).status).toBe(403);
  });

  it('refuses another site’s page and another host name, as a seat link does', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const matchId = await secretMatch(server);
    const token = watchTokenOf(ok(await server.host.phoneTable(matchId)));
    for (const headers of [{ origin: 'http://evil.example' }, { host: `evil.example:${port}` }] as Record<string, string>[]) {
      const socket = dial(port, `watch-api?watch=${token}`, sockets, headers);
      const status = await new Promise((resolve) => socket.once('unexpected-response', (_request, response) => resolve(response.statusCode)));
      expect(status).toBe(403);
    }
  });

  it('dies with its game: its end (after the final table is sent), its deletion, and phones turned off', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const ended = await watched(server, port, 1);
    ok(await server.host.act(ended.matchId, 0, { type: 'pick', card: 'amber-gem' }, 0));
    ok(await server.host.act(ended.matchId, 1, { type: 'pick', card: 'bone-club' }, 1));
    ok(await server.host.act(ended.matchId, 2, { type: 'pick', card: 'cave-moss' }, 2));
    expect((await ended.watcher.until((state) => state.match.outcome !== null)).match.activeSeats).toEqual([]);
    expect(await ended.watcher.closed).toBe(4401);
    expect((await request(port, `/watch-api?watch=${ended.token}`)).status).toBe(401);
    expect(ok(await server.host.phoneTable(ended.matchId)).watch).toBeUndefined();

    const deleted = await watched(server, port);
    ok(await server.host.deleteMatch(deleted.matchId));
    expect(await deleted.watcher.closed).toBe(4401);

    const off = await watched(server, port);
    ok(await server.host.setSettings({ phones: false }));
    expect(await off.watcher.closed).toBe(4401);
    // a new link when phones come back on (on a port of their own): the old one stays dead
    const portAgain = await phonesOn(server);
    const again = watchTokenOf(ok(await server.host.phoneTable(off.matchId)));
    expect(again).not.toBe(off.token);
    await expect(Watcher.open(portAgain, off.token, sockets)).rejects.toThrow(/401/);
  });
});

describe('reactions', () => {
  it('show on the TV, once, as one of the fixed list; anything else is refused and nothing else happens', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const { matchId, watcher } = await watched(server, port);
    const before = saved(server);
    const reactions: PhoneTable[] = [];
    server.host.onPhonesChange((phones) => phones.reaction && reactions.push(phones));

    expect(await watcher.react(reactionIds.indexOf('club'))).toEqual({ ok: true, value: null });
    expect(reactions).toHaveLength(1);
    expect(reactions[0]).toMatchObject({ table: matchId, reaction: { reaction: 'club' } });
    // the TV's own copy of the links never keeps it
    expect(ok(await server.host.phoneTable(matchId)).reaction).toBeUndefined();

    for (const args of [[-1], [reactionIds.length], [0.5], ['laugh'], ['Ann is a cheat'], [null], [], [0, 1], [{ reaction: 0 }]]) {
      expect(await watcher.send({ method: 'react', args }), JSON.stringify(args)).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    }
    expect(reactions).toHaveLength(1);
    expect(saved(server)).toBe(before);
  });

  it('are limited per watcher, with a translated refusal', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const { token, watcher } = await watched(server, port);
    expect(await watcher.react(0)).toMatchObject({ ok: true });
    expect(await watcher.react(1)).toEqual({ ok: false, error: { code: 'reaction-too-soon', key: 'watch:errors.reaction-too-soon', params: {} } });
    // another phone of the room has its own allowance (the table's is tested in watchers.test.ts)
    const other = await Watcher.open(port, token, sockets);
    expect(await other.react(1)).toMatchObject({ ok: true });
  });

  it('are refused while the room has turned them off, and every watcher is told at once', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const { watcher } = await watched(server, port);
    ok(await server.host.setSettings({ reactions: false }));
    await watcher.until((state) => !state.reactions);
    expect(await watcher.react(0)).toEqual({ ok: false, error: { code: 'reactions-off', key: 'watch:errors.reactions-off', params: {} } });
    const told = watcher.states.length;
    ok(await server.host.setSettings({ reactions: true }));
    await watcher.until((state) => state.reactions, told);
    expect(await watcher.react(0)).toMatchObject({ ok: true });
  });
});

describe('the watch socket under load', () => {
  it('survives a seeded flood of hostile frames, changes nothing, and never says the token', async () => {
    const server = await started({ phones: { port: 0, lanAddress: () => lanName, rateLimit: { perSecond: 1e6, burst: 1e6 } } });
    const port = await phonesOn(server);
    const matchId = await secretMatch(server);
    const otherMatch = await secretMatch(server);
    const token = watchTokenOf(ok(await server.host.phoneTable(matchId)));
    const logged: unknown[] = [];
    for (const level of ['log', 'warn', 'error', 'info'] as const) vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args));
    const before = saved(server);

    const figures = await phoneFlood({
      port,
      token,
      socket: 'watch-api?watch=',
      seed: 17,
      count: 2000,
      matchIds: [matchId, otherMatch],
      illegal: { type: 'pick', card: cards[0] },
      actionCount: 0,
    });

    expect(figures.answered).toBe(2000);
    expect(Object.keys(figures.codes)).toEqual(['bad-request']);
    expect(saved(server)).toBe(before);
    expect(figures.received.join('\n')).not.toContain(token);
    expect(JSON.stringify(logged)).not.toContain(token);
    const watcher = await Watcher.open(port, token, sockets);
    expect(await watcher.react(0)).toMatchObject({ ok: true });
  });

  it('answers a flood of reactions by id, refused for their rate, and goes on serving the watcher', async () => {
    const server = await started();
    const port = await phonesOn(server);
    const { watcher } = await watched(server, port);
    const shown: PhoneTable[] = [];
    server.host.onPhonesChange((phones) => phones.reaction && shown.push(phones));
    const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => watcher.react(index % reactionIds.length)));
    const codes = answers.map((answer) => (answer.ok ? 'ok' : answer.error.code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(new Set(codes)).toEqual(new Set(['ok', 'reaction-too-soon', 'rate-limited']));
    expect(shown).toHaveLength(1);
    expect(watcher.socket.readyState).toBe(watcher.socket.OPEN);
  });

  it('caps the connections of one watch link, apart from the seats’ own', async () => {
    const server = await started({ phones: { port: 0, lanAddress: () => lanName, connectionLimits: { perLink: 1, total: 4, perWatchLink: 2 } } });
    const port = await phonesOn(server);
    const matchId = await secretMatch(server);
    const token = watchTokenOf(ok(await server.host.phoneTable(matchId)));
    await Watcher.open(port, token, sockets);
    await Watcher.open(port, token, sockets);
    await expect(Watcher.open(port, token, sockets)).rejects.toThrow(/503/);
  });
});
