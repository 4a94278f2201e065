/**
 * Game files through the Host, against a real SQLite file: a Thud game exported and imported
 * back is the same game; a bad file is refused with the line it goes wrong on, and saves nothing.
 */
import nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomSource } from '../../engine/core/rng';
import type { Action } from '../../engine/core/types';
import { START_PIECE_LIST } from '../../engine/games/thud/notation';
import type { ThudView } from '../../engine/games/thud/types';
import type { MatchSnapshot } from '../../electron/shared/api';
import { openStore } from '../../electron/store/sqlite-store';
import type { Host } from '../../electron/main/host';
import { ok, seat, Table, useHosts, whole } from './host-fixtures';
import { thudgameRefusal } from '../engine/thud/thudgame-reader';

const hosts = useHosts();

function storeFile(): string {
  return nodePath.join(hosts.tempDir(), 'troll-night.sqlite');
}

function savedLog(path: string, matchId: string) {
  const opened = openStore(path);
  if (!opened.ok) throw new Error(opened.detail);
  try {
    return opened.store.actions(matchId).map(({ seat, action }) => ({ seat, action }));
  } finally {
    opened.store.close();
  }
}

const players = [seat('Ann'), seat('Bob')];

/**
 * Two humans play a seeded Thud game through the Host: random moves (troll captures included),
 * a proposal to end that is declined, one that is accepted, and a few moves of the second battle.
 */
async function playedGame(host: Host): Promise<MatchSnapshot> {
  const table = new Table(host, whole(ok(await host.createMatch({ game: 'thud', seats: players }))));
  let snapshot = table.snapshot;
  const pick = randomSource(11);
  const play = async (choose: (legal: Action[]) => Action | undefined) => {
    const [active] = snapshot.activeSeats;
    const legal = snapshot.legal[active];
    const action = choose(legal) ?? legal[Math.floor(pick() * legal.length)];
    snapshot = ok(await table.act(active, action));
  };
  const pieceMove = (legal: Action[]) => {
    const moves = legal.filter((action) => action.type === 'move');
    // captures when there are some, so the file holds every kind of move
    const capturing = moves.filter((action) => (action.captures as string[]).length > 0);
    const from = capturing.length && pick() < 0.7 ? capturing : moves;
    return from[Math.floor(pick() * from.length)];
  };
  for (let i = 0; i < 40; i++) await play(pieceMove);
  await play(() => ({ type: 'propose-end' }));
  await play(() => ({ type: 'decline-end' }));
  for (let i = 0; i < 11; i++) await play(pieceMove);
  await play(() => ({ type: 'propose-end' }));
  await play(() => ({ type: 'accept-end' }));
  for (let i = 0; i < 6; i++) await play(pieceMove);
  expect((snapshot.view as ThudView).battle).toBe(2);
  return snapshot;
}

describe('Host: game files', () => {
  it('says which games have files', async () => {
    const host = hosts.open(storeFile());
    const games = ok(await host.listGames());
    expect(games.find((game) => game.id === 'thud')?.fileExtension).toBe('thud');
    expect(games.find((game) => game.id === 'troll-dice')).not.toHaveProperty('fileExtension');
  });

  it('exports a game and imports it back as a new saved game with the same moves', async () => {
    const path = storeFile();
    const host = hosts.open(path);
    const played = await playedGame(host);
    const view = played.view as ThudView;
    expect(view.battles[0].moves).toContain('decline');
    expect(view.battles[0].moves.some((move) => move.includes('x'))).toBe(true);

    const exported = ok(await host.exportMatch(played.summary.id));
    expect(exported.fileName).toMatch(/^thud-\d{4}-\d{2}-\d{2}-ann-bob\.thud$/);
    const lines = exported.text.trimEnd().split('\n');
    expect(lines[0]).toBe(START_PIECE_LIST);
    // who led the dwarves and the trolls in the first battle, so an import seats them there again
    expect(lines.slice(1, 3)).toEqual(['# battle 1, dwarves: Ann', '# battle 1, trolls: Bob']);
    // the first battle's moves as other Thud programs read them, the rest on comment lines they pass over
    const agreement = (move: string) => ['propose', 'accept', 'decline'].includes(move);
    expect(lines.slice(3, 3 + view.battles[0].moves.length)).toEqual(
      view.battles[0].moves.map((move) => (agreement(move) ? `# battle 1, ${move}` : move)),
    );
    expect(lines.slice(-view.moves.length)).toEqual(view.moves.map((move) => `# battle 2, ${move}`));
    expect(thudgameRefusal(exported.text)).toBeNull();

    const imported = whole(ok(await host.importMatch({ game: 'thud', text: exported.text, seats: players })));
    expect(imported.summary.id).not.toBe(played.summary.id);
    expect(imported.summary.actionCount).toBe(played.summary.actionCount);
    expect(imported.view).toEqual(played.view);
    expect(imported.log).toEqual(played.log);
    expect(savedLog(path, imported.summary.id)).toEqual(savedLog(path, played.summary.id));
    expect(ok(await host.exportMatch(imported.summary.id)).text).toBe(exported.text);

    // the imported game goes on like any other, and survives a restart
    const [active] = imported.activeSeats;
    const next = ok(await new Table(host, imported).act(active, imported.legal[active][0]));
    expect(next.summary.actionCount).toBe(played.summary.actionCount + 1);
    await host.close();
    const reopened = whole(ok(await hosts.open(path).openMatch(imported.summary.id)));
    expect(reopened.view).toEqual(next.view);
  });

  it('imports a plain file from another Thud program, moves only', async () => {
    const host = hosts.open(storeFile());
    const text = [START_PIECE_LIST, 'dA6-D6', 'TG7-F7', 'dP9-P8'].join('\r\n');
    const imported = ok(await host.importMatch({ game: 'thud', text, seats: players }));
    expect((imported.view as ThudView).moves).toEqual(['dA6-D6', 'TG7-F7', 'dP9-P8']);
    expect(imported.activeSeats).toEqual([1]);
    expect(ok(await host.listMatches()).map((match) => match.id)).toEqual([imported.summary.id]);
  });

  it('refuses a malformed file, naming its first bad line, and saves nothing', async () => {
    const host = hosts.open(storeFile());
    const text = [START_PIECE_LIST, 'dA6-D6', 'TG7-F7', 'dP9-', 'dP9-P8'].join('\n');
    const result = await host.importMatch({ game: 'thud', text, seats: players });
    expect(result).toEqual({
      ok: false,
      error: { code: 'malformed-action', key: 'thud:errors.file.bad-syntax', params: { line: 4, text: 'dP9-' } },
    });
    expect(ok(await host.listMatches())).toEqual([]);
  });

  it('refuses a move the rules do not allow, naming its line, and saves nothing', async () => {
    const host = hosts.open(storeFile());
    // a lone dwarf may only hurl onto a troll next to it
    const text = [START_PIECE_LIST, '', 'dA6-D6', 'TG7-F7', 'dG1-G6xG6'].join('\n');
    const result = await host.importMatch({ game: 'thud', text, seats: players });
    expect(result).toEqual({
      ok: false,
      error: { code: 'illegal-action', key: 'thud:errors.file.illegal', params: { line: 5, text: 'dG1-G6xG6' } },
    });
    expect(ok(await host.listMatches())).toEqual([]);
  });

  it('refuses games without files and files for the wrong number of players', async () => {
    const host = hosts.open(storeFile());
    const trollDice = ok(await host.createMatch({ game: 'troll-dice', seats: players }));
    const exported = await host.exportMatch(trollDice.summary.id);
    expect(exported.ok || exported.error.code).toBe('bad-request');
    const imported = await host.importMatch({ game: 'troll-dice', text: 'anything', seats: players });
    expect(imported.ok || imported.error.code).toBe('bad-request');
    const tooMany = await host.importMatch({ game: 'thud', text: START_PIECE_LIST, seats: [...players, seat('Cid')] });
    expect(tooMany.ok || tooMany.error).toEqual({ code: 'bad-seats', key: 'common:errors.bad-seats', params: { min: 2, max: 2 } });
    const unknown = await host.exportMatch('no-such-match');
    expect(unknown.ok || unknown.error.code).toBe('unknown-match');
    expect(ok(await host.listMatches()).map((match) => match.id)).toEqual([trollDice.summary.id]);
  });
});
