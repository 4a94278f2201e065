/**
 * Secrets through the Host: the table's snapshot (createMatch, act, openMatch, pushed updates)
 * never carries a pending secret choice nor a private turn's legal actions; `seatView` gives a
 * human seat its own view and moves, and nothing to anyone else.
 */
import nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MatchSnapshot, MatchUpdate, SeatSnapshot } from '../../electron/shared/api';
import type { Host } from '../../electron/main/host';
import { cards, secretPick, type SecretPickView } from '../engine/support/secret-pick';
import { bot, botsDone, errorCode, ok, seat, Table, useHosts, whole } from './host-fixtures';
import { cardsIn, secretGames as games, secretPickBots } from './secret-fixtures';
import { damageRows } from './store/damage-fixtures';

const hosts = useHosts();

function openHost(path = nodePath.join(hosts.tempDir(), 'troll-night.sqlite')) {
  return { path, host: hosts.open(path, { games, botRunner: secretPickBots }) };
}

const view = (snapshot: MatchSnapshot | SeatSnapshot) => snapshot.view as SecretPickView;
/** what a table opening the match now would send its moves with */
const actionCount = async (host: Host, matchId: string) => ok(await host.openMatch(matchId)).summary.actionCount;

describe('Host: secret simultaneous choices', () => {
  it('keeps pending picks and private moves out of every table snapshot, and gives each seat its own', async () => {
    const { path, host } = openHost();
    const pushed: MatchUpdate[] = [];
    host.onMatchUpdate((update) => pushed.push(update));
    const created = whole(ok(await host.createMatch({ game: 'secret-pick', seats: [seat('Ann'), seat('Bob'), seat('Cid', bot())] })));
    const matchId = created.summary.id;
    expect(created.activeSeats).toEqual([0, 1, 2]);
    expect(created.privateTurns).toEqual([0, 1]);
    expect(created.legal).toEqual({});
    expect(cardsIn(created)).toEqual([]);

    // the bot picks in secret too: the table only learns that it has chosen
    const afterBot = await botsDone(host, matchId);
    expect(pushed.map((update) => update.summary.actionCount)).toEqual([1]);
    expect(view(afterBot).chosen).toEqual([false, false, true]);
    expect(afterBot.privateTurns).toEqual([0, 1]);

    const ann = ok(await host.seatView(matchId, 0));
    expect(ann).toEqual({ matchId, seat: 0, actionCount: 1, view: { round: 0, chosen: [false, false, true], revealed: [], mine: null }, legal: cards.map((card) => ({ type: 'pick', card })) });

    // a private turn is played like any other; its answer is the table's snapshot
    const table = new Table(host, afterBot);
    const afterAnn = ok(await table.act(0, { type: 'pick', card: 'dire-wolf' }));
    expect(afterAnn.summary.actionCount).toBe(2);
    expect(afterAnn.activeSeats).toEqual([1]);
    expect(afterAnn.privateTurns).toEqual([1]);
    expect(afterAnn.legal).toEqual({});
    expect(afterAnn.fresh).toEqual([{ type: 'chosen', seat: 0 }]);
    expect(view(afterAnn).chosen).toEqual([true, false, true]);

    expect(ok(await host.seatView(matchId, 0))).toMatchObject({ actionCount: 2, view: { mine: 'dire-wolf' }, legal: [] });
    const bob = ok(await host.seatView(matchId, 1));
    expect(view(bob).mine).toBeNull();
    expect(bob.legal).toHaveLength(cards.length);

    // nothing the table was sent before the reveal names a card: not Ann's, not the bot's, not Bob's choices
    const opened = whole(ok(await host.openMatch(matchId)));
    for (const sent of [created, ...pushed, afterBot, afterAnn, opened]) expect(cardsIn(sent)).toEqual([]);
    expect(cardsIn(opened.log)).toEqual([]);

    // after a restart, rebuilt from the saved log (which does hold the picks), still nothing
    await host.close();
    const reopened = openHost(path).host;
    const resumed = whole(ok(await reopened.openMatch(matchId)));
    expect(resumed.privateTurns).toEqual([1]);
    expect(resumed.legal).toEqual({});
    expect(cardsIn(resumed)).toEqual([]);
    expect(view(ok(await reopened.seatView(matchId, 0))).mine).toBe('dire-wolf');

    // the last pick reveals them all, to everyone
    const revealed = ok(await new Table(reopened, resumed).act(1, { type: 'pick', card: 'amber-gem' }));
    const picks = view(revealed).revealed[0];
    expect(picks.slice(0, 2)).toEqual(['dire-wolf', 'amber-gem']);
    expect(revealed.fresh.at(-1)).toEqual({ type: 'reveal', picks });
    expect(revealed.privateTurns).toEqual([]);
    expect(revealed.outcome).not.toBeNull();
    expect(ok(await reopened.seatView(matchId, 1))).toMatchObject({ view: { mine: null }, legal: [] });
  });

  it("refuses a bot's seat, a seat not at the table and an unknown match", async () => {
    const { host } = openHost();
    const { summary } = ok(await host.createMatch({ game: 'secret-pick', seats: [seat('Ann'), seat('Cid', bot())] }));
    const refused = await host.seatView(summary.id, 1);
    expect(refused).toEqual({ ok: false, error: { code: 'bot-seat', key: 'common:errors.bot-seat', params: {} } });
    expect(await host.seatView(summary.id, 2)).toEqual({
      ok: false,
      error: { code: 'unknown-seat', key: 'common:errors.unknown-seat', params: { seat: '2' } },
    });
    expect(errorCode(await host.seatView(summary.id, -1))).toBe('bad-request');
    expect(errorCode(await host.seatView(summary.id, 0.5))).toBe('bad-request');
    expect(errorCode(await host.request('seatView', [summary.id]))).toBe('bad-request');
    expect(errorCode(await host.seatView('no-such-match', 0))).toBe('unknown-match');
    // and playing for the bot stays refused, private turn or not
    expect(errorCode(await host.act(summary.id, 1, { type: 'pick', card: 'amber-gem' }, await actionCount(host, summary.id)))).toBe('not-your-turn');
  });

  it('puts the legal actions of turns that are not private on the table, as before', async () => {
    const openGame = { ...secretPick, definition: { ...secretPick.definition, privateTurn: undefined } };
    const host = hosts.open(nodePath.join(hosts.tempDir(), 'troll-night.sqlite'), { games: { 'secret-pick': openGame }, botRunner: secretPickBots });
    const created = ok(await host.createMatch({ game: 'secret-pick', seats: [seat('Ann'), seat('Bob')] }));
    expect(created.privateTurns).toEqual([]);
    expect(Object.keys(created.legal)).toEqual(['0', '1']);
    expect(ok(await host.seatView(created.summary.id, 1)).legal).toEqual(created.legal[1]);
  });

  it('exports of a damaged game still being played only what the table saw: no seed, no pick, no private event', async () => {
    const { path, host } = openHost();
    const { summary } = ok(await host.createMatch({ game: 'secret-pick', seats: [seat('Ann'), seat('Bob'), seat('Cid', bot())] }));
    // the bot has picked, Ann has picked: Bob has yet to, so both picks are secret
    const table = new Table(host, await botsDone(host, summary.id));
    ok(await table.act(0, { type: 'pick', card: 'dire-wolf' }));
    await host.close();
    damageRows(path, "UPDATE matches SET seats = '[{\"name\":' WHERE id = ?", table.id);

    const exported = ok(await openHost(path).host.exportDamagedMatch(table.id));
    const rescued = JSON.parse(exported.text);
    expect(rescued).toMatchObject({ troll_night_damaged_game: table.id, game: 'secret-pick', outcome: null, unreadable: ['seats'] });
    expect(rescued).not.toHaveProperty('seed');
    expect(cardsIn(exported.text)).toEqual([]);
    expect(rescued.actions).toEqual([
      { index: 0, seat: 2, events: [{ type: 'chosen', seat: 2 }] },
      { index: 1, seat: 0, events: [{ type: 'chosen', seat: 0 }] },
    ]);
  });

  it('exports a damaged game that is over whole: its seed and every move', async () => {
    const { path, host } = openHost();
    const table = await Table.open(host, ok(await host.createMatch({ game: 'secret-pick', seats: [seat('Ann'), seat('Bob')], options: { rounds: 1 } })).summary.id);
    ok(await table.act(0, { type: 'pick', card: 'dire-wolf' }));
    expect(ok(await table.act(1, { type: 'pick', card: 'amber-gem' })).outcome).not.toBeNull();
    await host.close();
    damageRows(path, "UPDATE matches SET seats = '[{\"name\":' WHERE id = ?", table.id);

    const rescued = JSON.parse(ok(await openHost(path).host.exportDamagedMatch(table.id)).text);
    expect(rescued.seed).toEqual(expect.any(Number));
    expect(rescued.actions.map(({ action }: { action: unknown }) => action)).toEqual([
      { type: 'pick', card: 'dire-wolf' },
      { type: 'pick', card: 'amber-gem' },
    ]);
  });
});
