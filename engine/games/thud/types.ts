/**
 * Dwarves & Trolls (Thud): the shapes of its state, view, actions and events. The table
 * (renderer) and the bots read these; only `rules.ts` writes them.
 *
 * Squares are named as Thud players write them: a file letter A–P without I (15 files, west to
 * east) and a rank 1–15 (south to north), e.g. "H8" for the rock. `board.ts` has the square list,
 * name ⇄ index conversions and the neighbour tables; the table should use those rather than
 * computing coordinates itself.
 *
 * A match is two battles. Battle 1: the seat chosen by the `dwarvesFirst` option plays the dwarves
 * (by default `config.firstSeat`, which the Host draws); battle 2: the seats swap sides. Dwarves
 * move first in each battle. Everything is public (perfect information).
 *
 * For the table: `rules.ts` gives `battleScores` (the running score of the battle under way),
 * `battleTotals` (finished battles), `seatOf`/`sideOf`; `notation.ts` writes moves; `thud-file.ts`
 * imports and exports `.thud` files. A piece's moves are the `legalActions` whose `from` is its
 * square.
 */
import type { BaseState, Seat } from '../../core/types';

/** "F1", "H8", "P10"…: file letter (A–P, no I) then rank (1–15). */
export type Square = string;

export type Side = 'dwarf' | 'troll';

/**
 * What stands on one square, in `ThudState.board`:
 * '.' empty, 'd' a dwarf, 'T' a troll, 'R' the rock (Thudstone, always on H8).
 */
export type Cell = '.' | 'd' | 'T' | 'R';

/** Setup options (MatchConfig.options). */
export interface ThudOptions {
  /**
   * House rule: a battle ends by itself after this many moves in a row (by either side, each
   * move counted once) without a capture. 0 = off: battles end only by agreement, by a side
   * losing all its pieces, or by the side to move having no legal move.
   */
  noCaptureLimit: number;
}

/**
 * Setup option `dwarvesFirst` (MatchConfig.options, read once by `setup`, not kept in the state):
 * the seat that leads the dwarves in battle 1, or 'random' (the default) for `config.firstSeat`.
 */
export type DwarvesFirst = 'seat0' | 'seat1' | 'random';

/**
 * A piece move, which is also its notation (see `notation.ts`): `dF1-G2`, `dA6-E6xE6`,
 * `TG7-F7xE7xE8`.
 * - Dwarf: `captures` is empty for an ordinary move (any distance in a straight line), or `[to]`
 *   for a hurl (the front dwarf of a line is thrown onto the troll standing on `to`).
 * - Troll: `to` one square away is a step, which may capture any subset of the dwarves next to
 *   `to` (none at all included); `to` two or more squares away is a shove, which must capture at
 *   least one of them. (A one-square shove is the same move as a step that captures.)
 * `captures` lists the captured pieces' squares in board order (`board.ts` index order), so that
 * equal moves are equal JSON; `legalActions` lists one action per allowed subset.
 */
export type MoveAction = {
  type: 'move';
  from: Square;
  to: Square;
  captures: Square[];
};

export type ThudAction =
  | MoveAction
  /** at one's own turn, instead of moving: "no more captures can happen, let us end the battle" */
  | { type: 'propose-end' }
  /** the answer to a proposal: the battle ends and is scored */
  | { type: 'accept-end' }
  /** the answer to a proposal: play goes on, the proposer moves (and may not propose again this turn) */
  | { type: 'decline-end' };

/** The kind of a piece move, for the log and the table's animations. */
export type MoveKind = 'move' | 'hurl' | 'step' | 'shove';

/** Why a battle ended. */
export type BattleEndReason =
  /** both players agreed */
  | 'agreement'
  /** the dwarves or the trolls have no piece left */
  | 'wiped-out'
  /** the side to move had no legal move */
  | 'no-moves'
  /** the house rule: `noCaptureLimit` moves in a row without a capture */
  | 'no-capture-limit';

/** One finished battle. */
export interface BattleResult {
  /** who played the dwarves (the other seat played the trolls) */
  dwarfSeat: Seat;
  dwarvesLeft: number;
  trollsLeft: number;
  /** points per seat: dwarves left ×1 for the dwarf player, trolls left ×4 for the troll player */
  scores: number[];
  reason: BattleEndReason;
  /** the battle's moves and agreements in notation, in order (see `notation.ts`) */
  moves: string[];
}

export interface ThudState extends BaseState {
  /** two seats; kept for the match runner's seat check */
  seats: { name: string }[];
  options: ThudOptions;
  /** 1 or 2 */
  battle: number;
  /** the seat playing the dwarves in the current battle */
  dwarfSeat: Seat;
  /**
   * The board, one character (`Cell`) per square, in `board.ts` square order: rank 1 first,
   * files west to east within a rank; 165 characters.
   */
  board: string;
  /** whose turn it is to move (or, when `proposal` is set, who proposed: the other side answers) */
  toMove: Side;
  /** set while a proposal to end the battle waits for the other side's answer */
  proposal: Side | null;
  /** the side to move has just had its proposal declined: it must now move a piece */
  declined: boolean;
  /** moves in a row without a capture in the current battle (for the house rule and the bots) */
  movesWithoutCapture: number;
  /** pieces captured so far in the current battle */
  captured: { dwarves: number; trolls: number };
  /** the last piece move of the current battle, for the table to mark */
  lastMove: MoveAction | null;
  /** the current battle's moves and agreements in notation, in order */
  moves: string[];
  /** finished battles, oldest first */
  battles: BattleResult[];
  /** both battles are over */
  over: boolean;
}

/** Everything in Thud is public: the view is the state without its PRNG. */
export type ThudView = Omit<ThudState, 'rng'>;

/**
 * Events `apply` emits (state.events), translated by `describe` through `thud:events.<type>`.
 * `name` is the acting seat's player name.
 */
export type ThudEvent =
  | {
      type: 'move';
      kind: MoveKind;
      side: Side;
      seat: Seat;
      name: string;
      from: Square;
      to: Square;
      captures: Square[];
      /** the move in notation, e.g. "TG7-F7xE7xE8" */
      notation: string;
      /** captures.length */
      count: number;
    }
  | { type: 'propose-end' | 'accept-end' | 'decline-end'; side: Side; seat: Seat; name: string }
  | {
      type: 'battle-end';
      battle: number;
      reason: BattleEndReason;
      dwarvesLeft: number;
      trollsLeft: number;
      /** points per seat in this battle */
      scores: number[];
      dwarfName: string;
      trollName: string;
      dwarfScore: number;
      trollScore: number;
    }
  | { type: 'battle-start'; battle: number; dwarfSeat: Seat; dwarfName: string; trollName: string }
  | {
      type: 'game-end';
      /** two-battle totals per seat */
      totals: number[];
      /** null for a draw */
      winner: Seat | null;
      name: string;
      score: number;
      otherScore: number;
    };
