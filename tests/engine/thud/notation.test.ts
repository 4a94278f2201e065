/** Thud notation and .thud files: parsing, writing, import errors, round trips. */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../engine/core/json';
import { replay } from '../../../engine/core/match';
import { randomSource } from '../../../engine/core/rng';
import { thud } from '../../../engine/games/thud';
import { formatMove, isStartingPosition, parseMove, parsePieceList, START_PIECE_LIST } from '../../../engine/games/thud/notation';
import { activeSeats, apply, legalActions, setup } from '../../../engine/games/thud/rules';
import { exportThudFile, parseThudFile, playersInThudFile } from '../../../engine/games/thud/thud-file';
import type { ThudState } from '../../../engine/games/thud/types';
import { SEATS } from './helpers';
import { parsePly, thudgameRefusal } from './thudgame-reader';

/** a seeded random game, agreements included, to `maxActions` actions or its end */
function randomGame(seed: number, noCaptureLimit: number, maxActions: number): ThudState {
  const random = randomSource(seed);
  let state = setup({ seats: SEATS, firstSeat: seed % 2, options: { noCaptureLimit } }, seed);
  for (let i = 0; i < maxActions && !state.over; i++) {
    const seat = activeSeats(state)[0];
    const legal = legalActions(state, seat);
    // proposals often enough to see agreements, not so often that battles end at once
    const moves = legal.filter((action) => action.type === 'move');
    const pool = state.proposal || random() < 0.03 ? legal.filter((action) => action.type !== 'move') : moves;
    state = apply(state, seat, pool.length ? pool[Math.floor(random() * pool.length)] : legal[0]);
  }
  return state;
}

describe('thud move notation', () => {
  it('writes and reads every kind of move', () => {
    const cases: [string, Parameters<typeof formatMove>, ReturnType<typeof parseMove>][] = [
      ['dF1-G2', ['dwarf', { from: 'F1', to: 'G2', captures: [] }], { side: 'dwarf', from: 'F1', to: 'G2', captures: [] }],
      ['dA6-E6xE6', ['dwarf', { from: 'A6', to: 'E6', captures: ['E6'] }], { side: 'dwarf', from: 'A6', to: 'E6', captures: ['E6'] }],
      ['TG7-F7', ['troll', { from: 'G7', to: 'F7', captures: [] }], { side: 'troll', from: 'G7', to: 'F7', captures: [] }],
      ['TG7-F7xE7xE8', ['troll', { from: 'G7', to: 'F7', captures: ['E7', 'E8'] }], { side: 'troll', from: 'G7', to: 'F7', captures: ['E7', 'E8'] }],
      ['TP10-N10xM11', ['troll', { from: 'P10', to: 'N10', captures: ['M11'] }], { side: 'troll', from: 'P10', to: 'N10', captures: ['M11'] }],
    ];
    for (const [text, args, parsed] of cases) {
      expect(formatMove(...args)).toBe(text);
      expect(parseMove(text)).toEqual(parsed);
    }
  });

  it('reads leniently: letter case, spaces, captures in any order', () => {
    expect(parseMove(' tg7-f7xe8xE7 ')).toEqual({ side: 'troll', from: 'G7', to: 'F7', captures: ['E7', 'E8'] });
    expect(parseMove('Df1-g2')).toEqual({ side: 'dwarf', from: 'F1', to: 'G2', captures: [] });
  });

  it('rejects what is not a move on this board', () => {
    for (const text of ['', 'dF1', 'dF1G2', 'xF1-G2', 'dI5-J5', 'dA1-A2', 'dF1-G16', 'TG7-F7xE7xE7', 'TG7-F7x', 'dF1-G2 extra', 'RH8-H9']) {
      expect(parseMove(text), text).toBeNull();
    }
  });

  it('reads a piece list and knows the starting position in any order', () => {
    const list = parsePieceList(START_PIECE_LIST);
    expect(list && isStartingPosition(list)).toBe(true);
    expect(START_PIECE_LIST.startsWith('dF1,dG1,dJ1,dK1,dE2,')).toBe(true);
    expect(START_PIECE_LIST.endsWith(',TG9,TH9,TJ9,RH8')).toBe(true);
    const shuffled = START_PIECE_LIST.split(',').reverse().join(', ');
    expect(isStartingPosition(parsePieceList(shuffled)!)).toBe(true);
    expect(isStartingPosition(parsePieceList(START_PIECE_LIST.replace('dF1', 'dF2'))!)).toBe(false);
    expect(parsePieceList('dF1,dF1')).toBeNull();
    expect(parsePieceList('dF1,xG2')).toBeNull();
  });
});

describe('.thud files', () => {
  it('imports a one-battle file from another program, moves only', () => {
    const text = [START_PIECE_LIST, 'dA6-B7', 'TG7-F6', 'dB7-E7', 'TF6-F7xE7'].join('\n');
    const result = parseThudFile(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.game.log.map((entry) => entry.seat)).toEqual([0, 1, 0, 1]);
    expect(result.game.state.moves).toEqual(['dA6-B7', 'TG7-F6', 'dB7-E7', 'TF6-F7xE7']);
    expect(result.game.state.captured).toEqual({ dwarves: 1, trolls: 0 });
    // the game goes on from there, and replays through the match runner
    expect(replay(thud.definition, result.game.config, 0, result.game.log)).toEqual(result.game.state);
  });

  it('reads a hurl written without its capture, as some programs do', () => {
    const text = [START_PIECE_LIST, 'dA7-F7', 'TH9-H10', 'dF7-G7'].join('\n');
    const result = parseThudFile(text);
    expect(result.ok && result.game.state.moves.at(-1)).toBe('dF7-G7xG7');
  });

  it('names the first bad line and imports nothing', () => {
    const bad = (lines: string[]) => {
      const result = parseThudFile(lines.join('\r\n'));
      return result.ok ? 'ok' : `${result.error.key} ${result.error.params.line}`;
    };
    expect(bad([])).toBe('thud:errors.file.empty 1');
    expect(bad(['# only a comment'])).toBe('thud:errors.file.empty 1');
    expect(bad(['dF1-G2'])).toBe('thud:errors.file.bad-start 1');
    expect(bad([START_PIECE_LIST.replace('dF1', 'dF2')])).toBe('thud:errors.file.unsupported-start 1');
    expect(bad([START_PIECE_LIST, 'dF1-G2', 'TG7-F6', 'hello', 'also bad'])).toBe('thud:errors.file.bad-syntax 4');
    expect(bad([START_PIECE_LIST, 'TG7-F6'])).toBe('thud:errors.file.wrong-side 2');
    expect(bad([START_PIECE_LIST, '', 'dF1-F8', 'TG7-G6', 'dF8-G10'])).toBe('thud:errors.file.illegal 5');
    expect(bad([START_PIECE_LIST, 'dF1-F2', START_PIECE_LIST])).toBe('thud:errors.file.battle-not-over 3');
    expect(bad([START_PIECE_LIST, 'propose', 'accept', 'dF1-F2'])).toBe('thud:errors.file.battle-over 4');
    expect(bad([START_PIECE_LIST, 'propose', 'accept', START_PIECE_LIST, 'propose', 'accept', 'dF1-F2'])).toBe('thud:errors.file.game-over 7');
    expect(bad([START_PIECE_LIST, '# no-capture-limit: 30', 'dF1-F2', '# no-capture-limit: 40'])).toBe('thud:errors.file.bad-option 4');
    expect(bad([START_PIECE_LIST, 'propose', 'dF1-F2'])).toBe('thud:errors.file.answer-expected 3');
    expect(bad([START_PIECE_LIST, 'accept'])).toBe('thud:errors.file.illegal 2');
  });

  it('writes the house rule, agreements and the second battle, and reads them back', () => {
    const config = { seats: SEATS, firstSeat: 1, options: { noCaptureLimit: 30 } };
    let state = setup(config, 9);
    const steps: [number, object][] = [
      [1, { type: 'move', from: 'F1', to: 'F2', captures: [] }],
      [0, { type: 'propose-end' }],
      [1, { type: 'decline-end' }],
      [0, { type: 'move', from: 'G7', to: 'F6', captures: [] }],
      [1, { type: 'propose-end' }],
      [0, { type: 'accept-end' }],
      [0, { type: 'move', from: 'A6', to: 'B7', captures: [] }],
    ];
    for (const [seat, action] of steps) state = apply(state, seat, action as never);
    const text = exportThudFile(state);
    expect(text.split('\n')).toEqual([
      START_PIECE_LIST,
      '# battle 1, dwarves: Bob',
      '# battle 1, trolls: Ann',
      '# house rule, no-capture-limit: 30',
      'dF1-F2',
      '# battle 1, propose',
      '# battle 1, decline',
      'TG7-F6',
      '# battle 1, propose',
      '# battle 1, accept',
      `# battle 2, ${START_PIECE_LIST}`,
      '# battle 2, dA6-B7',
      '',
    ]);
    const result = parseThudFile(text, { seats: SEATS, firstSeat: 1, seed: 9 });
    expect(result.ok && canonicalJson(result.game.state)).toBe(canonicalJson(state));

    // the same game as files were written before: the agreement words alone, the second battle after a blank line
    const earlier = [
      START_PIECE_LIST,
      '# dwarves: Bob',
      '# trolls: Ann',
      '# no-capture-limit: 30',
      'dF1-F2',
      'propose',
      'decline',
      'TG7-F6',
      'propose',
      'accept',
      '',
      START_PIECE_LIST,
      'dA6-B7',
      '',
    ].join('\n');
    const read = parseThudFile(earlier, { seats: SEATS, firstSeat: 1, seed: 9 });
    expect(read.ok && canonicalJson(read.game.state)).toBe(canonicalJson(state));
    expect(playersInThudFile(earlier)).toEqual(['Bob', 'Ann']);
  });

  it('refuses a line marked for another battle than the one being played', () => {
    const bad = (lines: string[]) => {
      const result = parseThudFile(lines.join('\n'));
      return result.ok ? 'ok' : `${result.error.key} ${result.error.params.line} ${result.error.params.text}`;
    };
    expect(bad([START_PIECE_LIST, 'dF1-F2', '# battle 2, TG7-F6'])).toBe('thud:errors.file.wrong-battle 3 TG7-F6');
    expect(bad([START_PIECE_LIST, '# battle 1, propose', '# battle 1, accept', `# battle 3, ${START_PIECE_LIST}`])).toBe(
      `thud:errors.file.wrong-battle 4 ${START_PIECE_LIST}`,
    );
    expect(bad([START_PIECE_LIST, '# battle 1, propose', '# battle 1, accept', `# battle 2, ${START_PIECE_LIST}`, '# battle 1, dF1-F2'])).toBe(
      'thud:errors.file.wrong-battle 5 dF1-F2',
    );
    expect(bad([START_PIECE_LIST, '# battle 1, propose', '# battle 1, accept', '# battle 2, dF1-F2'])).toBe('thud:errors.file.battle-over 4 dF1-F2');
    expect(bad([START_PIECE_LIST, '# battle 1, dF1-F2', '# battle 1, resign'])).toBe('thud:errors.file.bad-syntax 3 resign');
    // any other comment is a comment, with a comma or not
    expect(bad([START_PIECE_LIST, '# played at the club, Tuesday', '# a fine game', 'dF1-F2'])).toBe('ok');
  });

  it('names who led each side in the first battle, so an import seated in that order gives each their side back', () => {
    // Bob (seat 1) led the dwarves in battle 1; the sides swapped for battle 2
    const played = randomGame(1, 0, 2000);
    expect(played.battles[0].dwarfSeat).toBe(1);
    const text = exportThudFile(played);
    expect(text.split('\n').slice(1, 3)).toEqual(['# battle 1, dwarves: Bob', '# battle 1, trolls: Ann']);
    const players = playersInThudFile(text);
    expect(players).toEqual(['Bob', 'Ann']);
    const imported = thud.notation!.importGame(text, players.map((name) => ({ name })));
    const state = replay(thud.definition, imported.config, 7, imported.log);
    expect(state.seats[state.battles[0].dwarfSeat].name).toBe('Bob');
    expect(state.seats[state.dwarfSeat].name).toBe(played.seats[played.dwarfSeat].name);
  });

  it('reads the players’ names leniently and only when the file names both sides', () => {
    expect(playersInThudFile([START_PIECE_LIST, '#Trolls:  Grum the Great ', '# DWARVES: Ada', 'dF1-F2'].join('\r\n'))).toEqual(['Ada', 'Grum the Great']);
    expect(playersInThudFile([START_PIECE_LIST, '# Battle 1,trolls: Grum, the Great', '#battle 1 , dwarves:Ada', 'dF1-F2'].join('\n'))).toEqual(['Ada', 'Grum, the Great']);
    expect(playersInThudFile([START_PIECE_LIST, '# dwarves: Ada', 'dF1-F2'].join('\n'))).toEqual([]);
    expect(playersInThudFile([START_PIECE_LIST, 'dF1-F2'].join('\n'))).toEqual([]);
    // a name on several lines is written on one, and a file naming its players still imports anywhere else
    let state = setup({ seats: [{ name: 'Ada\nLovelace' }, { name: 'Grum' }], firstSeat: 0 }, 1);
    state = apply(state, 0, { type: 'move', from: 'F1', to: 'F2', captures: [] });
    const text = exportThudFile(state);
    expect(playersInThudFile(text)).toEqual(['Ada Lovelace', 'Grum']);
    expect(parseThudFile(text).ok).toBe(true);
  });

  it('round-trips seeded random games: export then import gives the same game', () => {
    for (let seed = 0; seed < 40; seed++) {
      const limit = seed % 3 === 0 ? 0 : 20 + seed;
      const state = randomGame(seed, limit, seed % 4 === 0 ? 60 : 2000);
      const result = parseThudFile(exportThudFile(state), { seats: SEATS, firstSeat: seed % 2, seed });
      if (!result.ok) throw new Error(`seed ${seed}: ${result.error.key} line ${result.error.params.line}`);
      expect(canonicalJson(result.game.state), `seed ${seed}`).toBe(canonicalJson(state));
      expect(replay(thud.definition, result.game.config, seed, result.game.log)).toEqual(state);
    }
  });
});

describe('.thud files another Thud program reads', () => {
  it('holds the port of its reader to what that program answers in its own tests', () => {
    // tests/test_console.py of hexparrot/thudgame, TestValidate
    expect(thudgameRefusal([START_PIECE_LIST, 'dO11-O9'].join('\n'))).toBeNull();
    expect(thudgameRefusal([START_PIECE_LIST, 'dF15-07'].join('\n'))).toEqual({ line: 2, reason: 'not a ply' });
    expect(thudgameRefusal([START_PIECE_LIST, 'dF1-F1'].join('\n'))).toEqual({ line: 2, reason: 'illegal' });
    expect(thudgameRefusal([START_PIECE_LIST, 'dO11-O9', 'dN12-N9'].join('\n'))).toMatchObject({ line: 3, reason: /out of turn/ });
    // Ply.parse_string searches the line and reads the ranks 1 to 15 only
    expect(parsePly('  played dA6-D6 first')).toEqual({ side: 'dwarf', from: 'A6', to: 'D6', captures: [] });
    expect(parsePly('TG7-F7xE7xE8')).toEqual({ side: 'troll', from: 'G7', to: 'F7', captures: ['E7', 'E8'] });
    expect(parsePly('dA16-A17')).toBeNull();
    expect(parsePly('TG7-F7xI7')).toBeNull();
    // what files said before this: a name, a house rule or an agreement alone on its line, a second battle after the first
    for (const line of ['# dwarves: Bob', '# no-capture-limit: 30', 'propose', 'accept']) {
      expect(thudgameRefusal([START_PIECE_LIST, 'dO11-O9', line].join('\n')), line).toEqual({ line: 3, reason: 'not a ply' });
    }
    expect(thudgameRefusal([START_PIECE_LIST, 'dO11-O9', 'TG7-F7', '', START_PIECE_LIST, 'dO11-O9'].join('\n'))).toEqual({ line: 6, reason: 'illegal' });
  });

  it('reads every export of 100 seeded games, agreements, house rule and second battle included', () => {
    let secondBattles = 0;
    let agreements = 0;
    for (let seed = 100; seed < 200; seed++) {
      const state = randomGame(seed, seed % 3 === 0 ? 0 : 10 + seed % 40, seed % 5 === 0 ? 80 : 2000);
      const text = exportThudFile(state);
      expect(thudgameRefusal(text), `seed ${seed}:\n${text}`).toBeNull();
      if (state.battles.length) secondBattles++;
      if (state.battles[0]?.moves.includes('accept')) agreements++;
      // and our own import reads it back whole
      const read = parseThudFile(text, { seats: SEATS, firstSeat: seed % 2, seed });
      expect(read.ok && canonicalJson(read.game.state), `seed ${seed}`).toBe(canonicalJson(state));
    }
    // the games hold what the comment lines are for
    expect(secondBattles).toBeGreaterThan(50);
    expect(agreements).toBeGreaterThan(10);
  });
});
