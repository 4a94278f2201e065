/**
 * Secrecy on the wire for watchers: real games with hidden information (Trolldilemma's hands and
 * secret throws, TRÔL's hands and face-down cards, Battle Dice's draft) played through the Host
 * while a watcher holds the watch link open over a real WebSocket. Every frame it receives must
 * carry the table's view as the TV has it at that move, and none of what a seat's own view adds.
 */
import { describe, expect, it } from 'vitest';
import { randomSource } from '../../engine/core/rng';
import { gameModules } from '../../engine/games';
import type { Action } from '../../engine/core/types';
import { ok, seat } from './host-fixtures';
import { phonesOn, usePhoneServers, Watcher, watchTokenOf } from './phone-fixtures';

const { sockets, started } = usePhoneServers();

/** the paths (a.b.0.c) where a seat's view says more than, or other than, the table's */
function differences(seatView: unknown, tableView: unknown, path: string[] = []): string[][] {
  if (JSON.stringify(seatView) === JSON.stringify(tableView)) return [];
  const isNode = (value: unknown) => typeof value === 'object' && value !== null;
  if (!isNode(seatView) || !isNode(tableView) || Array.isArray(seatView) !== Array.isArray(tableView)) return [path];
  const seatNode = seatView as Record<string, unknown>;
  const tableNode = tableView as Record<string, unknown>;
  // an array of different length (a hand against no hand) is a secret as a whole
  if (Array.isArray(seatView) && seatView.length !== (tableView as unknown[]).length) return [path];
  const keys = new Set([...Object.keys(seatNode), ...Object.keys(tableNode)]);
  return [...keys].flatMap((key) => differences(seatNode[key], tableNode[key], [...path, key]));
}

function valueAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), value);
}

/** `hidden`: the fields a seat's view adds to the table's in the moves played (Battle Dice's draft is open: none) */
const games = [
  { game: 'trolldilemma', players: 3, moves: 90, hidden: ['mine'] },
  { game: 'trol', players: 3, moves: 90, hidden: ['hand'] },
  { game: 'battle-dice', players: 3, moves: 40, hidden: [] },
];

describe('a watcher’s frames', () => {
  it.each(games)('never hold a seat’s secrets in $game: no hand, no pending choice, no face-down card', async ({ game, players, moves, hidden }) => {
    const server = await started({ games: gameModules });
    const port = await phonesOn(server);
    const { host } = server;
    const seats = Array.from({ length: players }, (_, index) => seat(['Ann', 'Bob', 'Cid', 'Dee'][index]));
    const matchId = ok(await host.createMatch({ game, seats })).summary.id;
    const watcher = await Watcher.open(port, watchTokenOf(ok(await host.phoneTable(matchId))), sockets);
    const random = randomSource(7);

    /** the table's view at each action count, and what each seat's view added to it then */
    const tableViews = new Map<number, unknown>();
    const secrets: { count: number; seat: number; path: string[]; value: unknown }[] = [];
    let count = 0;
    for (let move = 0; move < moves; move++) {
      const table = ok(await host.openMatch(matchId));
      count = table.summary.actionCount;
      tableViews.set(count, table.view);
      if (table.outcome) break;
      let chosen: { seat: number; action: Action } | null = null;
      for (let index = 0; index < players; index++) {
        const own = ok(await host.seatView(matchId, index));
        for (const path of differences(own.view, table.view)) secrets.push({ count, seat: index, path, value: valueAt(own.view, path) });
        if (!chosen && own.legal.length > 0) chosen = { seat: index, action: own.legal[Math.floor(random() * own.legal.length)] };
      }
      if (!chosen) break;
      ok(await host.act(matchId, chosen.seat, chosen.action, count));
    }
    const final = ok(await host.openMatch(matchId));
    tableViews.set(final.summary.actionCount, final.view);
    await watcher.until((state) => state.match.summary.actionCount === final.summary.actionCount);

    // the game had the secrets to keep that it should have, while it was played
    expect([...new Set(secrets.map((one) => one.path.at(-1)))]).toEqual(hidden);
    expect(watcher.states.length).toBeGreaterThan(1);
    for (const state of watcher.states) {
      const at = state.match.summary.actionCount;
      // the table's own view, as the TV was sent it at that move: nothing added, nothing taken away
      expect(state.match.view, `the view at action ${at}`).toEqual(tableViews.get(at));
      for (const secret of secrets.filter((one) => one.count === at)) {
        expect(valueAt(state.match.view, secret.path), `seat ${secret.seat}'s ${secret.path.join('.')} at action ${at}`).not.toEqual(secret.value);
      }
    }
    // no seat of its own, no legal moves, no private turn: a watcher is no player
    for (const state of watcher.states) expect(Object.keys(state.match).sort()).toEqual(['activeSeats', 'outcome', 'recent', 'summary', 'view']);
    for (const frame of watcher.frames) expect(frame).not.toMatch(/"(legal|mine|privateTurn)":/);
  });
});
