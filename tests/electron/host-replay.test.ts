/**
 * Replays through the Host, on a real save file: every step's table is the one shown live, a
 * finished game's steps show each seat's secrets when asked, a game not over never sends one, and
 * a damaged record replays as far as it can be read.
 */
import nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomSource } from '../../engine/core/rng';
import type { Action } from '../../engine/core/types';
import type { TrolView } from '../../engine/games/trol/types';
import type { TrolldilemmaView } from '../../engine/games/trolldilemma/types';
import type { Result } from '../../electron/shared/api';
import type { Host } from '../../electron/main/host';
import { Table, errorCode, ok, seat, useHosts, whole } from './host-fixtures';
import { damageRows, fillWithSavedGames } from './store/damage-fixtures';

const hosts = useHosts();

const newStore = () => nodePath.join(hosts.tempDir(), 'troll-night.sqlite');

/**
 * Plays seeded random legal moves (secret ones through the seat's own view) until the game ends
 * or `moves` are played; returns the table's view after each move, as the TV was sent it.
 */
async function playLive(host: Host, game: string, names: string[], seed: number, moves = 3000, until = (_view: unknown) => false) {
  const table = await Table.open(host, ok(await host.createMatch({ game, seats: names.map((name) => seat(name)) })).summary.id);
  const views: unknown[] = [table.snapshot.view];
  const random = randomSource(seed);
  while (!table.snapshot.outcome && views.length <= moves && !until(table.snapshot.view)) {
    const { activeSeats, legal } = table.snapshot;
    const actor = activeSeats[Math.floor(random() * activeSeats.length)];
    const choices: Action[] = legal[actor] ?? ok(await host.seatView(table.id, actor)).legal;
    ok(await table.act(actor, choices[Math.floor(random() * choices.length)]));
    views.push(table.snapshot.view);
  }
  return { table, views };
}

function refusal(result: Result<unknown>) {
  return result.ok ? undefined : result.error;
}

describe('Host: replays', () => {
  it.each([
    ['troll-dice', ['Ann', 'Bob', 'Cid'], undefined],
    ['trolldilemma', ['Ann', 'Bob', 'Cid'], undefined],
    ['battle-dice', ['Ann', 'Bob'], undefined],
    ['trol', ['Ann', 'Bob', 'Cid', 'Dee'], undefined],
    // random moves take a Thud battle long to end: its first 80 moves
    ['thud', ['Ann', 'Bob'], 80],
  ])('replays a game of %s step by step, each table as it was shown live', async (game, names, moves) => {
    const host = hosts.open(newStore());
    const { table, views } = await playLive(host, game, names, 11, moves);
    const finished = moves === undefined;
    expect(table.snapshot.outcome !== null).toBe(finished);

    const info = ok(await host.openReplay(table.id));
    expect(info).toMatchObject({ moves: views.length - 1, stop: null, finished });
    expect(info.summary.damaged).toBeUndefined();
    expect(info.log).toEqual(table.snapshot.log);
    for (const [index, view] of views.entries()) {
      const step = ok(await host.replayStep(table.id, index, false));
      expect(step.view).toEqual(view);
      expect(step.hidden).toBeUndefined();
      // a step is its table alone: small whatever the length of the game
      expect(JSON.stringify(step).length).toBeLessThan(12_000);
    }
    const last = ok(await host.replayStep(table.id, views.length - 1, false));
    expect(last.outcome).toEqual(table.snapshot.outcome);
    expect(last.activeSeats).toEqual(table.snapshot.activeSeats);
  });

  it('shows a finished game’s secrets when asked: each Trolldilemma throw as it was chosen, each TRÔL hand', async () => {
    const host = hosts.open(newStore());
    const dilemma = await playLive(host, 'trolldilemma', ['Ann', 'Bob', 'Cid'], 5);
    const trol = await playLive(host, 'trol', ['Ann', 'Bob', 'Cid', 'Dee'], 5);

    const chosenThrows: unknown[] = [];
    const { moves } = ok(await host.openReplay(dilemma.table.id));
    for (let index = 0; index <= moves; index++) {
      const { hidden } = ok(await host.replayStep(dilemma.table.id, index, true));
      expect(hidden).toHaveLength(3);
      for (const own of hidden ?? []) if (own) chosenThrows.push((own as TrolldilemmaView).mine);
    }
    expect(chosenThrows.some((mine) => (mine as { throws?: unknown[] } | undefined)?.throws?.length)).toBe(true);

    const trolInfo = ok(await host.openReplay(trol.table.id));
    const first = ok(await host.replayStep(trol.table.id, 0, true));
    // every seat's own hand, from the deal on
    const hands = (first.hidden ?? []).map((own) => (own as TrolView).tribes.filter((tribe) => tribe.hand !== null).map((tribe) => tribe.hand));
    expect(hands.every((own) => own.length > 0 && own.every((hand) => hand!.length > 0))).toBe(true);
    expect(trolInfo.finished).toBe(true);
    // the cards each laid face down, named once the game is over: every face-down card of the table, each by its tribe's player
    let laid = 0;
    for (let index = 0; index <= trolInfo.moves; index++) {
      const { view, hidden } = ok(await host.replayStep(trol.table.id, index, true));
      const faceDown = (view as TrolView).hunts.flatMap((hunt) => hunt.cards.filter((card) => !card.faceUp));
      const named = (hidden ?? []).flatMap((own, seat) =>
        ((own as TrolView).laidFaceDown ?? []).map(({ card }) => {
          const tribe = (view as TrolView).tribes.find((candidate) => card.startsWith(`${candidate.color}-`));
          expect(tribe?.owner).toBe(seat);
          return card;
        }),
      );
      expect(named).toHaveLength(faceDown.length);
      laid += named.length;
    }
    expect(laid).toBeGreaterThan(0);
  });

  it('never sends a secret of a game still being played: refused when asked, absent otherwise', async () => {
    const host = hosts.open(newStore());
    // stopped as a Trolldilemma round's throws are chosen in secret: some chosen, some not yet
    const throwing = (view: unknown) => {
      const { phase } = view as TrolldilemmaView;
      return phase.kind === 'redirect' && phase.chosen.length > 0;
    };
    const dilemma = await playLive(host, 'trolldilemma', ['Ann', 'Bob', 'Cid'], 3, 3000, throwing);
    const trol = await playLive(host, 'trol', ['Ann', 'Bob', 'Cid', 'Dee'], 3, 12);
    // a seat's own parts: a Trolldilemma seat's pending choice (hands are public there), a TRÔL hand
    const secrets = new Map([
      [dilemma.table.id, /"mine"/],
      [trol.table.id, /"hand":\[|laidFaceDown/],
    ]);
    for (const { table } of [dilemma, trol]) {
      const secret = secrets.get(table.id)!;
      expect(table.snapshot.outcome).toBeNull();
      const info = ok(await host.openReplay(table.id));
      expect(info.finished).toBe(false);
      expect(JSON.stringify(info)).not.toMatch(secret);
      for (let index = 0; index <= info.moves; index++) {
        expect(refusal(await host.replayStep(table.id, index, true))).toEqual({
          code: 'replay-secrets-kept',
          key: 'replay:errors.secrets-kept',
          params: {},
        });
        const step = ok(await host.replayStep(table.id, index, false));
        expect(step).not.toHaveProperty('hidden');
        expect(JSON.stringify(step)).not.toMatch(secret);
      }
    }
    // the replay's last step is the round of secret throws, some chosen: it shows only who chose
    const last = ok(await host.replayStep(dilemma.table.id, dilemma.views.length - 1, false));
    expect(throwing(last.view)).toBe(true);
  });

  it('replays a damaged record as far as it can be read, and says where it stops', async () => {
    const path = newStore();
    const filling = hosts.open(path, { snapshotEvery: 5 });
    await fillWithSavedGames(filling);
    const summaries = ok(await filling.listMatches());
    await filling.close();
    const [thud] = summaries.filter((match) => match.game === 'thud').sort((a, b) => b.actionCount - a.actionCount);
    const dice = summaries.find((match) => match.game === 'troll-dice' && match.actionCount > 10)!;
    damageRows(path, "UPDATE actions SET action = '{\"type\":' WHERE match_id = ? AND idx = ?", thud.id, 12);
    damageRows(path, 'UPDATE actions SET seat = 1 - seat WHERE match_id = ? AND idx = ?', dice.id, 8);

    const host = hosts.open(path);
    const unreadable = ok(await host.openReplay(thud.id));
    expect(unreadable).toMatchObject({ moves: 12, stop: { move: 13, reason: 'unreadable' } });
    expect(unreadable.summary.damaged).toBe(true);
    expect(unreadable.log.every((line) => line.at < 12)).toBe(true);
    ok(await host.replayStep(thud.id, 12, false));
    expect(refusal(await host.replayStep(thud.id, 13, false))).toEqual({
      code: 'replay-no-such-step',
      key: 'replay:errors.no-such-step',
      params: { step: 13, moves: 12 },
    });

    expect(ok(await host.openReplay(dice.id))).toMatchObject({ moves: 8, stop: { move: 9, reason: 'refused' } });

    // a record whose start cannot be read replays nothing, and says why
    damageRows(path, "UPDATE matches SET config = '{' WHERE id = ?", dice.id);
    expect(refusal(await host.openReplay(dice.id))).toEqual({ code: 'replay-unreadable', key: 'replay:errors.unreadable', params: {} });
  });

  it('refuses an unknown game, a step out of range and a malformed request, and changes nothing', async () => {
    const host = hosts.open(newStore());
    const { table } = await playLive(host, 'troll-dice', ['Ann', 'Bob'], 2, 4);
    const before = whole(ok(await host.openMatch(table.id)));

    expect(errorCode(await host.openReplay('no-such-match'))).toBe('unknown-match');
    expect(errorCode(await host.replayStep('no-such-match', 0, false))).toBe('unknown-match');
    expect(errorCode(await host.replayStep(table.id, 99, false))).toBe('replay-no-such-step');
    expect(errorCode(await host.request('replayStep', [table.id, -1, false]))).toBe('bad-request');
    expect(errorCode(await host.request('replayStep', [table.id, 1.5, false]))).toBe('bad-request');
    expect(errorCode(await host.request('openReplay', [{ id: table.id }]))).toBe('bad-request');

    const after = whole(ok(await host.openMatch(table.id)));
    expect(after.summary.actionCount).toBe(before.summary.actionCount);
    expect(after.view).toEqual(before.view);

    // a deleted game is no longer replayed, though its replay was open
    ok(await host.openReplay(table.id));
    ok(await host.deleteMatch(table.id));
    expect(errorCode(await host.replayStep(table.id, 0, false))).toBe('unknown-match');
  });
});
