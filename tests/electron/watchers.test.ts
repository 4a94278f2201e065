/**
 * Watchers in the Host, without a network: the watch link each match gets, the state its
 * watchers are sent, the reactions' limits per watcher and per table, and the link's death.
 */
import nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PhoneTable, WatchState } from '../../electron/shared/api';
import type { ReactionLimits } from '../../electron/main/host/watchers';
import { rateLimiter } from '../../electron/main/rate-limit';
import { ok, seat, useHosts } from './host-fixtures';
import { secretGames, secretPickBots } from './secret-fixtures';

const hosts = useHosts();
/** a phone server that listens nowhere: the hub only needs an address to write links with, never dialled */
const noNetwork = { start: async () => 'http://127.0.0.1:5180', stop: async () => {} };

/** allowances that never refill, so a test counts them exactly */
const fixed = (perWatcher: number, perTable: number): ReactionLimits => ({
  perWatcher: { perSecond: 0, burst: perWatcher },
  perTable: { perSecond: 0, burst: perTable },
});

async function watchedHost(limits = fixed(1, 3)) {
  const host = hosts.open(nodePath.join(hosts.tempDir(), 'troll-night.sqlite'), { games: secretGames, botRunner: secretPickBots, reactionLimits: limits });
  ok(await host.setSettings({ phones: true }));
  await host.attachPhoneServer(noNetwork);
  const { summary } = ok(await host.createMatch({ game: 'secret-pick', seats: [seat('Ann'), seat('Bob')], options: { rounds: 1 } }));
  const table = ok(await host.phoneTable(summary.id));
  const token = new URL(table.watch!.url).pathname.slice('/w/'.length);
  return { host, matchId: summary.id, token };
}

/** a watcher's connection as the phone server would hand it over */
function connection() {
  const sent: WatchState[] = [];
  const watcher = { sent, ended: false, send: (state: WatchState) => void sent.push(state), end: () => (watcher.ended = true) };
  return watcher;
}

describe('watchers in the Host', () => {
  it('are sent the table’s view when they join and after every move, until the match ends', async () => {
    const { host, matchId, token } = await watchedHost();
    const one = connection();
    const link = host.connectWatcher(token, one)!;
    expect(link.table).toBe(matchId);
    expect(one.sent).toHaveLength(1);
    expect(one.sent[0].match.view).toEqual(ok(await host.openMatch(matchId)).view);

    ok(await host.act(matchId, 0, { type: 'pick', card: 'amber-gem' }, 0));
    expect(one.sent.at(-1)!.match.summary.actionCount).toBe(1);
    expect(JSON.stringify(one.sent)).not.toContain('amber-gem');
    ok(await host.act(matchId, 1, { type: 'pick', card: 'bone-club' }, 1));
    expect(one.sent.at(-1)!.match.outcome).not.toBeNull();
    expect(one.ended).toBe(true);
    expect(host.findWatchLink(token)).toBeUndefined();
    expect(host.connectWatcher(token, connection())).toBeUndefined();
  });

  it('limit reactions per watcher and per table; a refused one reaches no TV', async () => {
    const { host, matchId, token } = await watchedHost(fixed(1, 3));
    const shown: PhoneTable[] = [];
    host.onPhonesChange((phones) => phones.reaction && shown.push(phones));
    const watchers = Array.from({ length: 5 }, () => connection());
    const links = watchers.map((watcher) => host.connectWatcher(token, watcher)!);
    const codes = watchers.map((watcher, index) => {
      const answer = host.watcherReact(links[index], watcher, [index]);
      return answer.ok ? 'ok' : answer.error.code;
    });
    expect(codes).toEqual(['ok', 'ok', 'ok', 'reactions-busy', 'reactions-busy']);
    const again = host.watcherReact(links[0], watchers[0], [0]);
    expect(again).toMatchObject({ ok: false, error: { code: 'reaction-too-soon', key: 'watch:errors.reaction-too-soon' } });
    expect(shown.map((phones) => [phones.table, phones.reaction!.reaction])).toEqual([
      [matchId, 'laugh'],
      [matchId, 'gasp'],
      [matchId, 'fire'],
    ]);
    // each reaction is told apart from the next, even the same one twice
    expect(new Set(shown.map((phones) => phones.reaction!.id)).size).toBe(3);
  });

  it('refuse a reaction from a dead link and while the room has turned them off', async () => {
    const { host, matchId, token } = await watchedHost(fixed(5, 5));
    const watcher = connection();
    const link = host.connectWatcher(token, watcher)!;
    ok(await host.setSettings({ reactions: false }));
    expect(watcher.sent.at(-1)!.reactions).toBe(false);
    expect(host.watcherReact(link, watcher, [0])).toMatchObject({ ok: false, error: { code: 'reactions-off', key: 'watch:errors.reactions-off' } });
    ok(await host.setSettings({ reactions: true }));
    expect(host.watcherReact(link, watcher, [0])).toMatchObject({ ok: true });
    ok(await host.deleteMatch(matchId));
    expect(watcher.ended).toBe(true);
    expect(host.watcherReact(link, watcher, [0])).toMatchObject({ ok: false, error: { code: 'link-revoked' } });
  });

  it('are counted on the TV as they come and go', async () => {
    const { host, matchId, token } = await watchedHost();
    const counts: number[] = [];
    host.onPhonesChange((phones) => phones.table === matchId && counts.push(phones.watch?.watchers ?? -1));
    const one = connection();
    const two = connection();
    const link = host.connectWatcher(token, one)!;
    host.connectWatcher(token, two);
    host.disconnectWatcher(link, one);
    expect(counts).toEqual([1, 2, 1]);
    expect(ok(await host.phoneTable(matchId)).watch?.watchers).toBe(1);
  });
});

describe('the rate limiter', () => {
  it('lets a burst through, then one at a time as its allowance refills', () => {
    let now = 0;
    const allow = rateLimiter({ perSecond: 0.5, burst: 1 }, () => now);
    expect(allow()).toBe(true);
    expect(allow()).toBe(false);
    now = 1999;
    expect(allow()).toBe(false);
    now = 4000;
    expect(allow()).toBe(true);
    expect(allow()).toBe(false);
  });
});
