/**
 * The hall of fame through the Host, on a real save file: seeded games saved as the Host saves
 * them, the ladders, records and titles computed from them, a game finished through the Host
 * counted at once, and renames and merges that change who is counted but no saved game.
 */
import nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HallOfFameView, SeatSetup } from '../../electron/shared/api';
import { openOk } from './store/helpers';
import { bot, botsDone, errorCode, ok, seat, useHosts, whole } from './host-fixtures';
import { saveSeededGame, seededGame } from '../support/fame-games';

const hosts = useHosts();
const EVENING = Date.UTC(2026, 0, 9, 19);

/** a save file holding `games` (game, seats, seed), ended in this order, one evening; the humans remembered */
function seededFile(games: [string, SeatSetup[], number][], at = EVENING): string {
  const path = nodePath.join(hosts.tempDir(), 'troll-night.sqlite');
  const store = openOk(path);
  let clock = at;
  games.forEach(([game, seats, seed], index) => {
    const played = seededGame(game, seats.map((one) => one.name), seed);
    saveSeededGame(store, `g${index}`, played, seats, clock);
    clock += (played.moves.length + 60) * 1000;
  });
  const humans = games.flatMap(([, seats]) => seats.filter((one) => one.kind.type === 'human'));
  store.rememberProfiles(humans.map(({ name, color, symbol }) => ({ name, color, symbol })), at);
  store.close();
  return path;
}

const ladder = (view: HallOfFameView, game: string) => view.ladders.find((entry) => entry.game === game)!;
const playerNamed = (view: HallOfFameView, name: string) => view.players.find((player) => player.name === name)!;
const rowOf = (view: HallOfFameView, game: string, name: string) => ladder(view, game).standings.find((row) => row.player === playerNamed(view, name).id);

describe('the hall of fame through the Host', () => {
  it('rates every player per game and over all games, marks bots, and draws records and titles from the saved games', async () => {
    const table = [seat('Ada'), seat('Bert'), seat('Cunning', bot('smart')), seat('Dan')];
    const games: [string, SeatSetup[], number][] = [
      ...[1, 2, 3, 4, 5, 6].map((seed): [string, SeatSetup[], number] => ['troll-dice', table, seed]),
      ['thud', [seat('Ada'), seat('Bert')], 3],
      ['trolldilemma', table, 7],
    ];
    const host = hosts.open(seededFile(games), { now: () => EVENING + 3 * 3_600_000 });
    const view = ok(await host.hallOfFame());

    expect(view.ladders.map((entry) => entry.game)).toEqual(['all', 'thud', 'troll-dice', 'trolldilemma']);
    expect(rowOf(view, 'all', 'Ada')).toMatchObject({ played: 8 });
    expect(rowOf(view, 'troll-dice', 'Ada')).toMatchObject({ played: 6 });
    expect(rowOf(view, 'thud', 'Dan')).toBeUndefined();
    const cunning = view.players.find((player) => player.bot === 'smart')!;
    expect(cunning).toMatchObject({ id: 'bot:smart', profile: null });
    expect(playerNamed(view, 'Ada').profile).toEqual(expect.any(Number));
    const wins = ladder(view, 'all').standings.reduce((sum, row) => sum + row.won, 0);
    expect(wins).toBeGreaterThanOrEqual(8);
    expect(view.records.map((record) => record.record)).toEqual(expect.arrayContaining(['coins', 'dwarves']));
    expect(view.tonight).toBe('2026-01-09');
    expect(view.nights).toEqual([expect.objectContaining({ night: '2026-01-09', games: 8 })]);
    expect(view.nights[0].titles.map((title) => title.title)).toContain('trolliest');

    const page = ok(await host.famePlayer(playerNamed(view, 'Ada').id));
    expect(page.ladders.map((entry) => entry.game)).toEqual(['all', 'thud', 'troll-dice', 'trolldilemma']);
    expect(page.ladders[0].history).toEqual([expect.objectContaining({ night: '2026-01-09', rating: page.ladders[0].standing.rating })]);
    expect(page.records.some((record) => record.record === 'coins')).toBe(true);
  });

  it('counts a game finished through the Host at once', async () => {
    const host = hosts.open(seededFile([['troll-dice', [seat('Ada'), seat('Bert')], 1]]));
    expect(ladder(ok(await host.hallOfFame()), 'all').standings).toHaveLength(2);
    const allBots = whole(ok(await host.createMatch({ game: 'troll-dice', seats: [seat('Reckless', bot()), seat('Cunning', bot('smart'))] })));
    await botsDone(host, allBots.summary.id);
    const view = ok(await host.hallOfFame());
    expect(ladder(view, 'all').standings).toHaveLength(4);
    expect(rowOf(view, 'all', 'Ada')).toMatchObject({ played: 1 });
    expect(view.players.filter((player) => player.bot).map((player) => player.id).sort()).toEqual(['bot:random', 'bot:smart']);
  });

  it('merges the same person typed twice: their games count for one player, and no saved game changes', async () => {
    const path = seededFile([
      ['troll-dice', [seat('Zoe'), seat('Bert')], 1],
      ['troll-dice', [seat('Zoé'), seat('Bert')], 2],
      ['troll-dice', [seat('Zoé'), seat('Bert')], 3],
    ]);
    const host = hosts.open(path);
    const before = ok(await host.hallOfFame());
    const saved = ok(await host.listMatches());
    const [zoe, zoeAccent] = ['Zoe', 'Zoé'].map((name) => playerNamed(before, name));
    expect([rowOf(before, 'all', 'Zoe')!.played, rowOf(before, 'all', 'Zoé')!.played]).toEqual([1, 2]);

    const merged = ok(await host.mergeProfiles(zoe.profile!, zoeAccent.profile!));
    expect(merged.players.map((player) => player.name).sort()).toEqual(['Bert', 'Zoé']);
    expect(rowOf(merged, 'all', 'Zoé')).toMatchObject({ played: 3 });
    expect(ok(await host.listMatches())).toEqual(saved);
    expect(errorCode(await host.famePlayer(zoe.id))).toBe('unknown-profile');
  });

  it('renames a player without touching their history, and refuses a name another player goes by, in words', async () => {
    const host = hosts.open(seededFile([['troll-dice', [seat('Ada'), seat('Bert')], 1], ['troll-dice', [seat('Ada'), seat('Bert')], 2]]));
    const before = ok(await host.hallOfFame());
    const ada = playerNamed(before, 'Ada');
    const renamed = ok(await host.renameProfile(ada.profile!, 'Ada Lovelace'));
    expect(playerNamed(renamed, 'Ada Lovelace').id).toBe(ada.id);
    expect(ladder(renamed, 'all')).toEqual(ladder(before, 'all'));

    const taken = await host.renameProfile(ada.profile!, ' bert ');
    expect(taken).toEqual({ ok: false, error: { code: 'profile-name-taken', key: 'fame:errors.profile-name-taken', params: { name: 'bert' } } });
    expect(errorCode(await host.renameProfile(ada.profile!, '   '))).toBe('bad-request');
    expect(errorCode(await host.mergeProfiles(ada.profile!, ada.profile!))).toBe('same-profile');
    expect(errorCode(await host.renameProfile(424242, 'Nobody'))).toBe('unknown-profile');
  });
});
