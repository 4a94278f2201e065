/**
 * `.thud` game files, the format other Thud programs read and write: the starting piece list on
 * the first line, then one move per line in notation (see `notation.ts`).
 *
 * Another program reads the first battle of what we write, moves only: hexparrot/thudgame's
 * console.py skips blank lines and lines holding a comma, and refuses a file with any other line
 * that is not a move, or with a move that does not follow on the battle before it. So what we add
 * goes on comment lines that hold a comma, written `# what, detail`:
 * - `# battle 1, dwarves: NAME` and `# battle 1, trolls: NAME`: who led each side in the first
 *   battle (under the starting pieces), so that an import seats each player on the side they played;
 * - `# house rule, no-capture-limit: N`, when the house rule is on;
 * - `# battle 1, propose`, then `# battle 1, accept` or `# battle 1, decline`: the end-of-battle
 *   agreement, in the move list where it happened;
 * - `# battle 2, LINE` for each line of the second battle, its starting piece list first: for the
 *   other program the game is the first battle.
 * Any other line starting with `#` is a comment. A battle that ended by itself (a side wiped out
 * or without moves, or the house rule) needs no line: its end follows from the moves.
 *
 * Files written before this (and by hand) are read too: `# dwarves: NAME`, `# no-capture-limit: N`,
 * the agreement words alone on their line, and the second battle after a blank line, plain.
 */
import { RuleError } from '../../core/errors';
import type { LoggedAction } from '../../core/match';
import type { GameNotation, MatchConfig, SeatConfig } from '../../core/types';
import { isStartingPosition, parseMove, parsePieceList, START_PIECE_LIST } from './notation';
import { squareIndex } from './board';
import { AGREEMENT_WORDS, activeSeats, apply, setup } from './rules';
import type { ThudAction, ThudState } from './types';

/** the error for a bad file: `key` is in the thud namespace, `params.line` is 1-based */
export interface ThudFileError {
  code: 'bad-thud-file';
  key: string;
  params: { line: number; text: string };
}

export interface ThudGameRecord {
  config: MatchConfig;
  log: LoggedAction[];
  /** the state the log leads to */
  state: ThudState;
}

export type ThudFileResult = { ok: true; game: ThudGameRecord } | { ok: false; error: ThudFileError };

export interface ImportSettings {
  /** defaults to two seats named "Player 1" and "Player 2" */
  seats?: SeatConfig[];
  /** the seat playing the dwarves in the first battle, 0 by default */
  firstSeat?: number;
  seed?: number;
}

const OPTION_PATTERN = /^#\s*(?:house rule\s*,\s*)?no-capture-limit\s*:?\s*(\d+)\s*$/i;
const PLAYER_PATTERN = /^#\s*(?:battle\s*1\s*,\s*)?(dwarves|trolls)\s*:\s*(.*\S)\s*$/i;
/** a line of a battle (its piece list, a move or an agreement word) on a comment line that names the battle */
const BATTLE_LINE_PATTERN = /^#\s*battle\s*(\d+)\s*,\s*(.*\S)\s*$/i;

const WORD_ACTIONS: Record<string, ThudAction['type']> = Object.fromEntries(
  Object.entries(AGREEMENT_WORDS).map(([type, word]) => [word, type as ThudAction['type']]),
);

interface Line {
  number: number;
  text: string;
  /** the battle (1 or 2) the line says it belongs to, when it says so */
  battle?: number;
}

function failure(reason: string, line: Line): ThudFileResult {
  return { ok: false, error: { code: 'bad-thud-file', key: `thud:errors.file.${reason}`, params: { line: line.number, text: line.text } } };
}

/** Reads a `.thud` file into a game that replays to the same position, or names its first bad line. */
export function parseThudFile(text: string, settings: ImportSettings = {}): ThudFileResult {
  const lines: Line[] = [];
  let noCaptureLimit: number | null = null;
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line: Line = { number: index + 1, text: raw.trim() };
    const option = OPTION_PATTERN.exec(line.text);
    const battleLine = PLAYER_PATTERN.test(line.text) ? null : BATTLE_LINE_PATTERN.exec(line.text);
    if (option) {
      // the setting holds for the whole game: a second one that disagrees is an error
      if (noCaptureLimit !== null && Number(option[1]) !== noCaptureLimit) return failure('bad-option', line);
      noCaptureLimit = Number(option[1]);
    } else if (battleLine) {
      lines.push({ number: line.number, text: battleLine[2], battle: Number(battleLine[1]) });
    } else if (line.text && !line.text.startsWith('#')) lines.push(line);
  }
  if (lines.length === 0) return failure('empty', { number: 1, text: '' });
  const first = lines[0];
  const config: MatchConfig = {
    seats: settings.seats ?? [{ name: 'Player 1' }, { name: 'Player 2' }],
    firstSeat: settings.firstSeat ?? 0,
    options: { noCaptureLimit: noCaptureLimit ?? 0 },
  };
  const seed = settings.seed ?? 0;
  let state = setup(config, seed);
  const log: LoggedAction[] = [];
  let battlesStarted = 0;
  for (const line of lines) {
    const pieces = line.text.includes(',') || line === first ? parsePieceList(line.text) : null;
    if (pieces || line === first) {
      if (!pieces) return failure('bad-start', line);
      if (!isStartingPosition(pieces)) return failure('unsupported-start', line);
      if (state.over) return failure('game-over', line);
      if (battlesStarted === state.battle) return failure('battle-not-over', line);
      if (line.battle !== undefined && line.battle !== battlesStarted + 1) return failure('wrong-battle', line);
      battlesStarted++;
      continue;
    }
    if (state.over) return failure('game-over', line);
    if (battlesStarted < state.battle) return failure('battle-over', line);
    if (line.battle !== undefined && line.battle !== battlesStarted) return failure('wrong-battle', line);
    const seat = activeSeats(state)[0];
    let action: ThudAction;
    const word = WORD_ACTIONS[line.text.toLowerCase()];
    if (word) action = { type: word } as ThudAction;
    else {
      const move = parseMove(line.text);
      if (!move) return failure('bad-syntax', line);
      if (state.proposal) return failure('answer-expected', line);
      if (move.side !== state.toMove) return failure('wrong-side', line);
      action = { type: 'move', from: move.from, to: move.to, captures: move.captures };
      // other programs may write a hurl without naming the troll it takes
      if (move.side === 'dwarf' && !move.captures.length && state.board[squareIndex(move.to)] === 'T') {
        action.captures.push(move.to);
      }
    }
    try {
      state = apply(state, seat, action);
    } catch (error) {
      if (error instanceof RuleError) return failure('illegal', line);
      throw error;
    }
    log.push({ seat, action });
  }
  return { ok: true, game: { config, log, state } };
}

/**
 * The players a file names, in the order to seat them (who led the dwarves in the first battle,
 * then who led the trolls), or none when the file does not name both.
 */
export function playersInThudFile(text: string): string[] {
  const named: Partial<Record<'dwarves' | 'trolls', string>> = {};
  for (const line of text.split(/\r?\n/)) {
    const player = PLAYER_PATTERN.exec(line.trim());
    if (player) named[player[1].toLowerCase() as 'dwarves' | 'trolls'] ??= player[2];
  }
  return named.dwarves !== undefined && named.trolls !== undefined ? [named.dwarves, named.trolls] : [];
}

/** a name on one line, as a comment line holds it */
const oneLine = (name: string): string => name.replace(/\s+/g, ' ').trim();

/**
 * Writes a game as a `.thud` file, from its state (which keeps every battle's moves): the first
 * battle's moves as other programs read them, all the rest on comment lines (see above).
 */
export function exportThudFile(state: ThudState): string {
  const firstDwarfSeat = state.battles[0]?.dwarfSeat ?? state.dwarfSeat;
  const lines = [
    START_PIECE_LIST,
    `# battle 1, dwarves: ${oneLine(state.seats[firstDwarfSeat].name)}`,
    `# battle 1, trolls: ${oneLine(state.seats[1 - firstDwarfSeat].name)}`,
  ];
  if (state.options.noCaptureLimit) lines.push(`# house rule, no-capture-limit: ${state.options.noCaptureLimit}`);
  const isWord = (line: string) => Object.hasOwn(WORD_ACTIONS, line);
  lines.push(...(state.battles[0]?.moves ?? state.moves).map((line) => (isWord(line) ? `# battle 1, ${line}` : line)));
  // battle 1 is over: battle 2 has started, with or without moves yet
  if (state.battles.length) {
    lines.push(...[START_PIECE_LIST, ...(state.battles[1]?.moves ?? state.moves)].map((line) => `# battle 2, ${line}`));
  }
  return lines.join('\n') + '\n';
}

/** a bad line that holds a real move the rules refuse, as opposed to one that is not understood */
const REFUSED_LINES = new Set(['thud:errors.file.illegal', 'thud:errors.file.wrong-side', 'thud:errors.file.answer-expected']);

/** `.thud` files for the Host and for the screen that checks a file before it is imported */
export const thudNotation: GameNotation<ThudState> = {
  fileExtension: 'thud',
  exportGame: exportThudFile,
  importGame(text, seats) {
    const read = parseThudFile(text, { seats });
    if (!read.ok) {
      const { key, params } = read.error;
      throw new RuleError(REFUSED_LINES.has(key) ? 'illegal-action' : 'malformed-action', params, key);
    }
    return { config: read.game.config, log: read.game.log };
  },
};
