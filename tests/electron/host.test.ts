import nodePath from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { randomSource } from '../../engine/core/rng';
import type { Action } from '../../engine/core/types';
import { gameModules } from '../../engine/games';
import type { TrollDiceView } from '../../engine/games/troll-dice/types';
import type { MatchUpdate } from '../../electron/shared/api';
import { openStore } from '../../electron/store/sqlite-store';
import { bot, botsDone, errorCode, ok, seat, Table, useHosts, whole } from './host-fixtures';

const hosts = useHosts();

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function storeFile(): string {
  return nodePath.join(hosts.tempDir(), 'troll-night.sqlite');
}

/** What another connection to the file sees: proves a move was saved before it was answered. */
function savedActionCount(path: string, matchId: string): number {
  const opened = openStore(path);
  if (!opened.ok) throw new Error(opened.detail);
  try {
    return opened.store.actions(matchId).length;
  } finally {
    opened.store.close();
  }
}

describe('Host: games and matches', () => {
  it('lists the playable games with their bot levels', async () => {
    const host = hosts.open(storeFile());
    const games = ok(await host.listGames());
    const trollDice = games.find((game) => game.id === 'troll-dice');
    expect(trollDice).toEqual({
      id: 'troll-dice',
      players: gameModules['troll-dice'].definition.players,
      botLevels: gameModules['troll-dice'].bots.map((b) => b.id),
    });
  });

  it('plays a whole Troll Dice game of one human against two bots, saving every move', async () => {
    const path = storeFile();
    const host = hosts.open(path);
    const pushed: MatchUpdate[] = [];
    host.onMatchUpdate((update) => pushed.push(update));
    let snapshot = whole(
      ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob', bot('random')), seat('Cid', bot('smart'))] })),
    );
    const matchId = snapshot.summary.id;
    const table = new Table(host, snapshot);
    expect(snapshot.activeSeats).toEqual([0]);
    expect(Object.keys(snapshot.legal)).toEqual(['0']);
    expect(snapshot.fresh.map((event) => event.type)).toContain('turn-start');

    const pick = randomSource(7);
    let humanMoves = 0;
    while (!snapshot.outcome) {
      if (snapshot.activeSeats.includes(0)) {
        const choices = snapshot.legal[0];
        const before = snapshot.summary.actionCount;
        snapshot = ok(await table.act(0, choices[Math.floor(pick() * choices.length)]));
        humanMoves++;
        expect(snapshot.summary.actionCount).toBe(before + 1);
        expect(snapshot.fresh.length).toBeGreaterThan(0);
        expect(snapshot.log.at(-1)?.at).toBe(before);
        if (humanMoves <= 3) expect(savedActionCount(path, matchId)).toBe(before + 1);
      } else {
        expect(snapshot.legal).toEqual({});
        snapshot = await botsDone(host, matchId);
        table.snapshot = snapshot;
      }
    }

    expect(humanMoves).toBeGreaterThan(0);
    expect(snapshot.botThinking).toBe(false);
    expect(snapshot.activeSeats).toEqual([]);
    expect(snapshot.outcome?.ranks).toHaveLength(3);
    // every move, the humans' and the bots', is pushed to every table watching
    expect(pushed.filter((update) => update.summary.id === matchId)).toHaveLength(snapshot.summary.actionCount);
    expect(snapshot.log.every((line) => line.ns === 'troll-dice' && typeof line.key === 'string')).toBe(true);
    const [summary] = ok(await host.listMatches());
    expect(summary).toEqual(snapshot.summary);
    expect(savedActionCount(path, matchId)).toBe(snapshot.summary.actionCount);
    expect(errorCode(await table.act(0, { type: 'roll', green: 0 }))).toBe('game-over');
  });

  it('remembers the human players for the next game', async () => {
    const host = hosts.open(storeFile(), { now: () => 1_000 });
    ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob', bot())] }));
    expect(ok(await host.listProfiles())).toEqual([{ name: 'Ann', color: 'amber', symbol: 'axe', lastPlayed: 1_000 }]);
  });

  it('answers a human move before the bots play, then paces and pushes each bot move', async () => {
    // the Host paces bots with setTimeout and performance.now(): both follow a fake clock here, so
    // the pace is checked to the millisecond however busy the machine is
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => Date.now());
    try {
      const pace = 250;
      // Ann plays first, and the dice of this seed leave Bob in the game for a turn of several moves
      const host = hosts.open(storeFile(), {
        botPaceMs: { off: 0, fast: pace, normal: pace, slow: pace },
        randomInt: (max) => (max === 2 ** 31 ? 2024 : 0),
      });
      const pushed: MatchUpdate[] = [];
      const pushedAt: number[] = [];
      host.onMatchUpdate((update) => {
        pushed.push(update);
        pushedAt.push(performance.now());
      });
      const created = whole(ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob', bot())] })));
      const matchId = created.summary.id;
      const table = new Table(host, created);
      let snapshot = created;
      const answeredAt = performance.now();
      while (snapshot.activeSeats.includes(0)) {
        // the clock stands still until the test moves it: an answer that waited for the bots' pace would never come
        snapshot = ok(await table.act(0, snapshot.legal[0][0]));
        expect(performance.now()).toBe(answeredAt);
      }
      expect(snapshot.botThinking).toBe(true);
      // the human moves were pushed at once, for other tables; the bots have not moved yet
      expect(pushed.map((update) => update.summary.actionCount)).toEqual(range(1, snapshot.summary.actionCount));
      expect(pushedAt.every((at) => at === answeredAt)).toBe(true);
      const humanMoves = pushed.splice(0);
      pushedAt.splice(0);

      // each bot move comes a whole pace after the move before it, not a millisecond sooner
      while (pushed.at(-1)?.botThinking !== false) {
        const before = pushed.length;
        await vi.advanceTimersByTimeAsync(pace - 1);
        expect(pushed).toHaveLength(before);
        await vi.advanceTimersByTimeAsync(1);
        expect(pushed).toHaveLength(before + 1);
      }
      expect(pushedAt.length).toBeGreaterThan(1);
      expect(pushedAt[0]).toBe(answeredAt + pace);
      for (let i = 1; i < pushedAt.length; i++) expect(pushedAt[i] - pushedAt[i - 1]).toBe(pace);
      // the table folds every push in (its own moves come back too, and change nothing): it ends as the Host's match
      for (const update of [...humanMoves, ...pushed]) table.receive(update);
      expect(whole(ok(await host.openMatch(matchId)))).toEqual({ ...table.snapshot, fresh: [] });
    } finally {
      clock.mockRestore();
      vi.useRealTimers();
    }
  });

  it('lets bots open the game when a bot sits first', async () => {
    const host = hosts.open(storeFile(), { randomInt: (max) => (max === 2 ** 31 ? 99 : 1) });
    const created = whole(ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob', bot())] })));
    expect(created.activeSeats).toEqual([1]);
    expect(created.botThinking).toBe(true);
    const after = await botsDone(host, created.summary.id);
    expect(after.summary.actionCount).toBeGreaterThan(0);
    // the setup's line ("Bob's turn"), then the bot's first move
    expect(after.log.map((line) => line.at).slice(0, 2)).toEqual([-1, 0]);
  });

  it('logs what the setup itself played out, before the first move, and again on resume', async () => {
    const path = storeFile();
    const host = hosts.open(path);
    const created = whole(ok(await host.createMatch({ game: 'trolldilemma', seats: [seat('Ann'), seat('Bob'), seat('Cid')] })));
    expect(created.summary.actionCount).toBe(0);
    // Trolldilemma's first round needs no decision until RESTOCK: its robberies are in the log
    const setupKeys = created.log.filter((line) => line.at === -1).map((line) => line.key);
    expect(setupKeys).toContain('events.round-start');
    expect(setupKeys.filter((key) => key === 'events.raid')).toHaveLength(3);
    const reopened = whole(ok(await hosts.open(path).openMatch(created.summary.id)));
    expect(reopened.log).toEqual(created.log);
  });

  it('keeps the setup options with the match, so the same kind of game can be played again', async () => {
    const path = storeFile();
    const host = hosts.open(path);
    const options = { mode: 'wild', suddenDeath: true };
    const { summary } = ok(await host.createMatch({ game: 'battle-dice', seats: [seat('Ann'), seat('Bob')], options }));
    expect(summary.options).toEqual(options);
    await host.close();
    const reopened = hosts.open(path);
    expect(ok(await reopened.listMatches())[0].options).toEqual(options);
    expect(ok(await reopened.openMatch(summary.id)).summary.options).toEqual(options);
  });

  it('deletes a match', async () => {
    const host = hosts.open(storeFile());
    const { summary } = ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob')] }));
    expect(ok(await host.deleteMatch(summary.id))).toBeNull();
    expect(ok(await host.listMatches())).toEqual([]);
    expect(errorCode(await host.openMatch(summary.id))).toBe('unknown-match');
    expect(errorCode(await host.deleteMatch(summary.id))).toBe('unknown-match');
  });

  it('stores settings', async () => {
    const host = hosts.open(storeFile());
    expect(ok(await host.setSettings({ language: 'fr' }))).toEqual({ language: 'fr', animationSpeed: 'normal', phones: false, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true });
    expect(ok(await host.status()).settings.language).toBe('fr');
  });
});

describe('Host: bad requests change nothing', () => {
  async function startedMatch() {
    const path = storeFile();
    const host = hosts.open(path);
    const table = new Table(host, whole(ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob')] }))));
    const afterRoll = ok(await table.act(0, { type: 'roll', green: 0 }));
    return { host, path, matchId: table.id, afterRoll };
  }

  it('refuses illegal moves with translated rule errors', async () => {
    const { host, path, matchId, afterRoll } = await startedMatch();
    const illegal = await host.act(matchId, 0, { type: 'roll', green: 0 }, 1);
    expect(illegal).toEqual({
      ok: false,
      error: { code: 'illegal-action', key: 'common:errors.illegal-action', params: { type: 'roll' } },
    });
    expect(errorCode(await host.act(matchId, 1, afterRoll.legal[0][0], 1))).toBe('not-your-turn');
    expect(errorCode(await host.act(matchId, 5, afterRoll.legal[0][0], 1))).toBe('unknown-seat');
    expect(errorCode(await host.act(matchId, 0, { type: 'give', die: 99, to: 1 }, 1))).toBe('illegal-action');
    expect(whole(ok(await host.openMatch(matchId)))).toEqual({ ...afterRoll, fresh: [] });
    expect(savedActionCount(path, matchId)).toBe(1);
  });

  it('refuses malformed requests with bad-request and a detail', async () => {
    const { host, path, matchId, afterRoll } = await startedMatch();
    const malformed: [string, unknown[]][] = [
      ['act', [matchId, 0, { green: 0 }, 1]],
      ['act', [matchId, -1, afterRoll.legal[0][0], 1]],
      ['act', [matchId, 0, { type: 'give', die: 0, to: 1, extra: () => 1 }, 1]],
      ['act', [matchId, '0', afterRoll.legal[0][0], 1]],
      ['act', [matchId, 0]],
      ['act', [matchId, 0, afterRoll.legal[0][0]]],
      ['act', [matchId, 0, afterRoll.legal[0][0], 1.5]],
      ['act', [matchId, 0, afterRoll.legal[0][0], -1]],
      ['undo', [42, 1]],
      ['undo', [matchId]],
      ['openMatch', []],
      ['setSettings', [{ language: 'de' }]],
      ['setSettings', [{ volume: 3 }]],
      ['status', ['extra']],
      ['createMatch', [{ game: 'troll-dice', seats: [{ name: 'Ann' }] }]],
      ['createMatch', [{ game: 'troll-dice', seats: [seat(''), seat('Bob')] }]],
      ['explode', []],
    ];
    for (const [method, args] of malformed) {
      const result = await host.request(method as never, args);
      expect(result.ok, `${method} ${JSON.stringify(args)}`).toBe(false);
      if (result.ok) continue;
      expect(result.error.code).toBe('bad-request');
      expect(result.error.key).toBe('common:errors.bad-request');
      expect(String(result.error.params?.detail)).not.toBe('');
    }
    expect(await host.request('status', 'not a list')).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(whole(ok(await host.openMatch(matchId)))).toEqual({ ...afterRoll, fresh: [] });
    expect(ok(await host.status()).settings).toEqual({ language: 'en', animationSpeed: 'normal', phones: false, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true });
    expect(savedActionCount(path, matchId)).toBe(1);
    expect(ok(await host.listMatches())).toHaveLength(1);
  });

  it('refuses impossible tables', async () => {
    const host = hosts.open(storeFile());
    expect(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann')] })).toEqual({
      ok: false,
      error: { code: 'bad-seats', key: 'common:errors.bad-seats', params: { min: 2, max: 6 } },
    });
    expect(await host.createMatch({ game: 'chess', seats: [seat('Ann'), seat('Bob')] })).toEqual({
      ok: false,
      error: { code: 'unknown-game', key: 'common:errors.unknown-game', params: { game: 'chess' } },
    });
    const badBot = await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob', bot('grandmaster'))] });
    expect(errorCode(badBot)).toBe('bad-request');
    expect(errorCode(await host.openMatch('no-such-match'))).toBe('unknown-match');
    expect(ok(await host.listMatches())).toEqual([]);
    expect(ok(await host.listProfiles())).toEqual([]);
  });
});

describe('Host: undo', () => {
  it('takes back the last human move; rolling again gives the same faces', async () => {
    const host = hosts.open(storeFile());
    const created = whole(ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob')] })));
    const table = new Table(host, created);
    expect(created.undo).toBeNull();
    expect(await table.undo()).toEqual({
      ok: false,
      error: { code: 'nothing-to-undo', key: 'common:errors.nothing-to-undo', params: {} },
    });

    const roll: Action = { type: 'roll', green: 1 };
    const first = ok(await table.act(0, roll));
    expect(first.undo).toEqual({ kind: 'move', seat: 0, move: 'roll', round: [], ask: false });
    const undone = ok(await table.undo());
    expect(undone.summary.actionCount).toBe(0);
    expect(undone.view).toEqual(created.view);
    expect(undone.log).toEqual(created.log);
    expect(undone.undo).toBeNull();
    const again = ok(await table.act(0, roll));
    expect((again.view as TrollDiceView).lastRoll).toEqual((first.view as TrollDiceView).lastRoll);
    expect(again.fresh).toEqual(first.fresh);
  });

  it('refuses to undo a finished game: its result stands, as a campaign counts it', async () => {
    const host = hosts.open(storeFile());
    let snapshot = whole(ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob')] })));
    const table = new Table(host, snapshot);
    const pick = randomSource(3);
    while (!snapshot.outcome) {
      const [active] = snapshot.activeSeats;
      const choices = snapshot.legal[active];
      snapshot = ok(await table.act(active, choices[Math.floor(pick() * choices.length)]));
      // a human moved last, so only the end of the game stands in the way of undo
      if (!snapshot.outcome) expect(snapshot.undo).toMatchObject({ kind: 'move', seat: active });
    }
    expect(snapshot.undo).toBeNull();
    expect(await table.undo()).toEqual({ ok: false, error: { code: 'game-over', key: 'common:errors.game-over', params: {} } });
    const reopened = whole(ok(await host.openMatch(snapshot.summary.id)));
    expect(reopened.summary.actionCount).toBe(snapshot.summary.actionCount);
    expect(reopened.outcome).toEqual(snapshot.outcome);
    expect(reopened.undo).toBeNull();
  });

  it('takes back the bots’ answers too, and a bot still thinking never plays its stale move', async () => {
    const host = hosts.open(storeFile(), { botPaceMs: { off: 0, fast: 100, normal: 100, slow: 100 } });
    const errors = vi.spyOn(console, 'error');
    const botMoves: MatchUpdate[] = [];
    const created = whole(ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob', bot())] })));
    const matchId = created.summary.id;
    const table = new Table(host, created);
    let snapshot = created;
    while (snapshot.activeSeats.includes(0)) snapshot = ok(await table.act(0, snapshot.legal[0].at(-1)!));
    const humanTurn = snapshot.summary.actionCount;
    expect(snapshot.botThinking).toBe(true);
    host.onMatchUpdate((update) => botMoves.push(update));

    // undo while the bot waits out its pace: its move must not land on the rebuilt state
    const undone = ok(await table.undo());
    expect(undone.summary.actionCount).toBe(humanTurn - 1);
    expect(undone.activeSeats).toEqual([0]);
    botMoves.splice(0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(botMoves).toEqual([]);
    expect(ok(await host.openMatch(matchId)).summary.actionCount).toBe(humanTurn - 1);

    // finish the turn, let the bot play its whole turn, then undo: back before Ann's last move
    snapshot = ok(await table.act(0, undone.legal[0].at(-1)!));
    while (snapshot.activeSeats.includes(0)) snapshot = ok(await table.act(0, snapshot.legal[0].at(-1)!));
    botMoves.splice(0);
    table.snapshot = await botsDone(host, matchId);
    expect(table.snapshot.summary.actionCount).toBeGreaterThan(humanTurn);
    const lastHuman = table.snapshot.summary.actionCount - botMoves.length;
    const backAgain = ok(await table.undo());
    expect(backAgain.summary.actionCount).toBe(lastHuman - 1);
    expect(backAgain.activeSeats).toEqual([0]);
    expect(backAgain.log.every((line) => line.at < lastHuman - 1)).toBe(true);
    expect(backAgain).toEqual({ ...whole(ok(await host.openMatch(matchId))), fresh: [] });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('Host: two tables on one match', () => {
  async function twoTables() {
    const path = storeFile();
    const host = hosts.open(path);
    const created = whole(ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob')] })));
    return { host, path, first: new Table(host, created), second: new Table(host, created) };
  }

  it('refuses a move sent from a view the match has moved past, with the match as it is now', async () => {
    const { host, path, first, second } = await twoTables();
    const roll = first.snapshot.legal[0][0];
    const moved = ok(await first.act(0, roll));
    // the second table still shows the start: its move, even a legal one, is refused
    const stale = await second.act(0, roll);
    expect(stale.ok).toBe(false);
    if (stale.ok) return;
    expect(stale.error).toEqual({ code: 'stale-move', key: 'common:errors.stale-move', params: {} });
    expect(stale.latest?.kind).toBe('whole');
    expect(second.receive(stale.latest!)).toEqual({ ...moved, fresh: [] });
    expect(savedActionCount(path, first.id)).toBe(1);
    // caught up, the second table plays on
    ok(await second.act(0, second.snapshot.legal[0][0]));
    expect(savedActionCount(path, first.id)).toBe(2);
    const staleUndo = await host.undo(first.id, 1);
    expect(errorCode(staleUndo)).toBe('stale-move');
    expect(savedActionCount(path, first.id)).toBe(2);
  });

  it('lets only one of two tables moving at once through, however the requests interleave', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const { path, first, second } = await twoTables();
      const roll = first.snapshot.legal[0][trial % first.snapshot.legal[0].length];
      const results = await Promise.all([first.act(0, roll), second.act(0, roll)]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok && result.error.code === 'stale-move')).toHaveLength(1);
      expect(savedActionCount(path, first.id)).toBe(1);
    }
  });

  it('pushes every move to the other tables, as changes they fold into the same match', async () => {
    const { host, first, second } = await twoTables();
    host.onMatchUpdate((update) => {
      first.receive(update);
      second.receive(update);
    });
    const pick = randomSource(11);
    let undos = 0;
    while (!first.snapshot.outcome) {
      const [active] = first.snapshot.activeSeats;
      const legal = first.snapshot.legal[active];
      ok(await first.act(active, legal[Math.floor(pick() * legal.length)]));
      expect(second.snapshot).toEqual(first.snapshot);
      if (first.snapshot.summary.actionCount % 7 === 0 && pick() < 0.5) {
        ok(await second.undo());
        undos++;
        expect(first.snapshot).toEqual(second.snapshot);
      }
    }
    expect(undos).toBeGreaterThan(0);
    expect(first.snapshot).toEqual({ ...whole(ok(await host.openMatch(first.id))), fresh: first.snapshot.fresh });
  });
});

describe('Host: a move costs the same at action 5 and at action 500', () => {
  it('sends a move as the new log lines and the changed view fields, not the whole match', async () => {
    const path = storeFile();
    const host = hosts.open(path);
    const created = whole(ok(await host.createMatch({ game: 'thud', seats: [seat('Ann'), seat('Bob')] })));
    const table = new Table(host, created);
    const sizes: number[] = [];
    const pick = randomSource(5);
    for (let move = 0; move < 120 && !table.snapshot.outcome; move++) {
      const [active] = table.snapshot.activeSeats;
      const moves = table.snapshot.legal[active].filter((action) => action.type === 'move');
      const before = table.snapshot.summary.actionCount;
      const update = await host.act(table.id, active, moves[Math.floor(pick() * moves.length)], before);
      const change = ok(update);
      expect(change.kind).toBe('change');
      if (change.kind !== 'change') return;
      expect(change.logFrom).toBe(before);
      expect(change.log.every((line) => line.at === before)).toBe(true);
      sizes.push(JSON.stringify(change).length - JSON.stringify(change.legal).length);
      table.receive(change);
    }
    // the whole match grows with every move; what a move sends does not
    const early = sizes.slice(5, 25);
    const late = sizes.slice(-20);
    expect(Math.max(...late)).toBeLessThan(Math.max(...early) * 1.5);
    expect(table.snapshot).toEqual({ ...whole(ok(await host.openMatch(table.id))), fresh: table.snapshot.fresh });
  });
});

describe('Host: resuming', () => {
  it('reopens a saved match on the same file to the very same snapshot', async () => {
    const path = storeFile();
    const first = hosts.open(path, { snapshotEvery: 4 });
    const created = whole(
      ok(await first.createMatch({ game: 'troll-dice', seats: [seat('Ann'), seat('Bob', bot('smart')), seat('Cid')] })),
    );
    const matchId = created.summary.id;
    const table = new Table(first, created);
    let snapshot = created;
    const pick = randomSource(3);
    for (let moves = 0; moves < 15 && !snapshot.outcome; moves++) {
      const [active] = snapshot.activeSeats;
      if (snapshot.legal[active]) {
        snapshot = ok(await table.act(active, snapshot.legal[active][Math.floor(pick() * snapshot.legal[active].length)]));
      } else {
        snapshot = table.snapshot = await botsDone(first, matchId);
      }
    }
    snapshot = await botsDone(first, matchId);
    expect(snapshot.summary.actionCount).toBeGreaterThan(8);
    await first.close();

    // a new Host numbers its revisions on from the old one's: a page holding the old match takes the new one whole
    const second = hosts.open(path, { snapshotEvery: 4 });
    const reopened = whole(ok(await second.openMatch(matchId)));
    expect(reopened.revision).toBeGreaterThan(snapshot.revision);
    expect(reopened).toEqual({ ...snapshot, revision: reopened.revision, fresh: [] });
    expect(ok(await second.listMatches())).toEqual([snapshot.summary]);
  });
});
