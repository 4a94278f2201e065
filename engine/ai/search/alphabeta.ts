/**
 * Generic alpha-beta search (negamax) for two-player, perfect-information games whose moves are
 * small integers: iterative deepening (every depth, or every other one) under a time budget and
 * a node cap, a transposition table keyed by a 62-bit Zobrist hash, move ordering (hash move,
 * captures by gain, killers, history), principal variation search with late move reductions,
 * and a quiescence search over captures. The game supplies a mutable position (make/unmake).
 *
 * The node cap makes a search reproducible: with an infinite time budget the same position and
 * limits always give the same move. The time budget is for play, where a bot must answer.
 * A bot that thinks on its opponent's time keeps its own `SearchMemory` between searches instead:
 * its next search starts from everything the previous ones found.
 */

export interface SearchPosition {
  /** the position's hash in two 31-bit words; it must cover the side to move */
  readonly hashLo: number;
  readonly hashHi: number;
  /** the game (or battle) is over here, before any move */
  isOver(): boolean;
  /** the exact value of a finished position for the side to move (also used when it has no move) */
  finalValue(): number;
  /** a static estimate for the side to move, on the same scale as finalValue */
  evaluate(): number;
  /** writes the moves (only those that capture when asked) into `out` from `start`; returns the end */
  generate(out: Int32Array, start: number, capturesOnly: boolean): number;
  make(move: number): void;
  unmake(move: number): void;
  /** what the move takes, on the evaluation scale; 0 for a quiet move */
  gain(move: number): number;
}

export interface SearchLimits {
  /** deepest iteration, in plies */
  maxDepth: number;
  /** stop after this many nodes (the bots' deterministic budget) */
  maxNodes: number;
  /** stop after this long, in milliseconds (Infinity in tests) */
  timeMs: number;
  /** quiescence plies beyond the horizon */
  quiescenceDepth?: number;
  /**
   * Plies between iterations (default 1). With 2 every iteration ends on the same side's move:
   * for an evaluation that counts only the threats of the side not to move, a search ending on
   * the opponent's reply judges differently from one ending on its own move, and the choice of
   * a search cut short would swing between the two.
   */
  depthStep?: number;
  /**
   * A [0,1) source that nudges the order of the quiet root moves, so that a bot picks among
   * equally good moves rather than always the first generated. Without it the search depends
   * on the position and limits alone.
   */
  shuffle?: () => number;
  /** checked with the clock: once it returns true the search stops (pondering, when the opponent has moved) */
  stop?: () => boolean;
}

export interface SearchResult {
  /** the best move found, or 0 when the position has no move */
  move: number;
  /** its value for the side to move */
  score: number;
  /** the deepest iteration completed */
  depth: number;
  nodes: number;
  elapsedMs: number;
}

const MAX_PLY = 96;
const MOVE_STACK = 1 << 18;
/** slots of the scratch memory's transposition table, wiped at every search */
const SCRATCH_TT_BITS = 18;
/** slots of a kept memory: it holds what a search on the opponent's time found, as well as the last move's search */
const KEPT_TT_BITS = 20;
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;
const INFINITE = 1 << 29;
/** moves searched in full before late move reductions start */
const LATE_MOVE = 4;


const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/**
 * The search's working memory: a few megabytes. Searches without a memory of their own share one
 * scratch memory, allocated once and wiped at the start of every search (allocating it for each
 * move cost more than a small search), so that their results never depend on earlier searches.
 * A kept memory is only refreshed between searches: its table stays, its move-ordering hints fade.
 */
export class SearchMemory {
  readonly moves = new Int32Array(MOVE_STACK);
  readonly order = new Int32Array(MOVE_STACK);
  readonly ttMask: number;
  readonly ttHi: Int32Array;
  readonly ttLo: Int32Array;
  readonly ttMove: Int32Array;
  readonly ttScore: Int32Array;
  readonly ttDepth: Int8Array;
  readonly ttFlag: Int8Array;
  readonly killers = new Int32Array(MAX_PLY * 2);
  /** history counters, by the move's low 18 bits (for 9-bit squares: from and to) */
  readonly history = new Int32Array(1 << 18);

  constructor(ttBits = KEPT_TT_BITS) {
    const size = 1 << ttBits;
    this.ttMask = size - 1;
    this.ttHi = new Int32Array(size);
    this.ttLo = new Int32Array(size);
    this.ttMove = new Int32Array(size);
    this.ttScore = new Int32Array(size);
    this.ttDepth = new Int8Array(size);
    this.ttFlag = new Int8Array(size);
  }

  /** an entry is read only when its flag is set, so clearing the flags empties the table */
  wipe(): this {
    this.ttFlag.fill(0);
    this.killers.fill(0);
    this.history.fill(0);
    return this;
  }

  /** before a search in a kept memory: killers belong to the last search's plies, history counts fade by half */
  refresh(): this {
    this.killers.fill(0);
    for (let i = 0; i < this.history.length; i++) this.history[i] >>= 1;
    return this;
  }

  /** the best move stored for `position`, if it is one of the position's moves (0 otherwise) */
  storedMove(position: SearchPosition): number {
    const slot = position.hashLo & this.ttMask;
    if (this.ttFlag[slot] === 0 || this.ttHi[slot] !== position.hashHi || this.ttLo[slot] !== position.hashLo) return 0;
    const move = this.ttMove[slot];
    if (move === 0 || position.isOver()) return 0;
    const end = position.generate(this.moves, 0, false);
    for (let i = 0; i < end; i++) if (this.moves[i] === move) return move;
    return 0;
  }
}

let scratchMemory: SearchMemory | null = null;

/** One search, over freshly wiped scratch memory or a kept one. */
class Searcher {
  nodes = 0;
  private readonly tables: SearchMemory;
  /** the move stack; the root's moves are at its start */
  readonly moves: Int32Array;
  private readonly order: Int32Array;
  private readonly ttHi: Int32Array;
  private readonly ttLo: Int32Array;
  private readonly ttMove: Int32Array;
  private readonly ttScore: Int32Array;
  private readonly ttDepth: Int8Array;
  private readonly ttFlag: Int8Array;
  private readonly killers: Int32Array;
  private readonly history: Int32Array;
  private readonly ttMask: number;
  private readonly deadline: number;
  private readonly quiescenceDepth: number;

  constructor(
    private readonly position: SearchPosition,
    private readonly limits: SearchLimits,
    memory: SearchMemory | undefined,
  ) {
    this.tables = memory ? memory.refresh() : (scratchMemory ??= new SearchMemory(SCRATCH_TT_BITS)).wipe();
    ({ moves: this.moves, order: this.order, ttHi: this.ttHi, ttLo: this.ttLo, ttMove: this.ttMove, ttScore: this.ttScore } = this.tables);
    ({ ttDepth: this.ttDepth, ttFlag: this.ttFlag, killers: this.killers, history: this.history, ttMask: this.ttMask } = this.tables);
    this.deadline = now() + limits.timeMs;
    this.quiescenceDepth = limits.quiescenceDepth ?? 8;
  }

  /** set once a limit is reached: every level then unmakes its move and returns at once */
  stopped = false;

  /** counts a node; false when a limit is reached */
  private tick(): boolean {
    this.nodes++;
    if (this.nodes >= this.limits.maxNodes || ((this.nodes & 1023) === 0 && (now() >= this.deadline || this.limits.stop?.() === true))) this.stopped = true;
    return !this.stopped;
  }

  /** scores moves [start, end) for ordering: hash move, then captures by gain, killers, history */
  private scoreMoves(start: number, end: number, hashMove: number, ply: number): void {
    const position = this.position;
    for (let i = start; i < end; i++) {
      const move = this.moves[i];
      const gain = position.gain(move);
      let score: number;
      if (move === hashMove) score = INFINITE;
      else if (gain > 0) score = (1 << 28) + gain;
      else if (move === this.killers[ply * 2]) score = (1 << 27) + 1;
      else if (move === this.killers[ply * 2 + 1]) score = 1 << 27;
      else score = Math.min(this.history[move & 0x3ffff], (1 << 27) - 1);
      if (ply === 0 && this.limits.shuffle && gain === 0 && move !== hashMove) score += Math.floor(this.limits.shuffle() * 1024);
      this.order[i] = score;
    }
  }

  /** swaps the best remaining move into place i (a selection sort, done lazily) */
  private pickNext(i: number, end: number): number {
    let best = i;
    for (let j = i + 1; j < end; j++) if (this.order[j] > this.order[best]) best = j;
    if (best !== i) {
      const move = this.moves[i];
      this.moves[i] = this.moves[best];
      this.moves[best] = move;
      const score = this.order[i];
      this.order[i] = this.order[best];
      this.order[best] = score;
    }
    return this.moves[i];
  }

  private quiesce(alpha: number, beta: number, start: number, qdepth: number): number {
    if (!this.tick()) return 0;
    const position = this.position;
    if (position.isOver()) return position.finalValue();
    const standPat = position.evaluate();
    if (standPat >= beta || qdepth >= this.quiescenceDepth) return standPat;
    if (standPat > alpha) alpha = standPat;
    const end = position.generate(this.moves, start, true);
    for (let i = start; i < end; i++) this.order[i] = position.gain(this.moves[i]);
    for (let i = start; i < end; i++) {
      const move = this.pickNext(i, end);
      position.make(move);
      const score = -this.quiesce(-beta, -alpha, end, qdepth + 1);
      position.unmake(move);
      if (this.stopped) return 0;
      if (score >= beta) return score;
      if (score > alpha) alpha = score;
    }
    return alpha;
  }

  negamax(depth: number, alpha: number, beta: number, ply: number, start: number): number {
    if (depth <= 0 || ply >= MAX_PLY - 1) return this.quiesce(alpha, beta, start, 0);
    if (!this.tick()) return 0;
    const position = this.position;
    if (position.isOver()) return position.finalValue();
    const slot = position.hashLo & this.ttMask;
    const hit = this.ttFlag[slot] !== 0 && this.ttHi[slot] === position.hashHi && this.ttLo[slot] === position.hashLo;
    const hashMove = hit ? this.ttMove[slot] : 0;
    if (hit && ply > 0 && this.ttDepth[slot] >= depth) {
      const score = this.ttScore[slot];
      const flag = this.ttFlag[slot];
      if (flag === EXACT || (flag === LOWER && score >= beta) || (flag === UPPER && score <= alpha)) return score;
    }
    const end = position.generate(this.moves, start, false);
    if (end === start) return position.finalValue();
    this.scoreMoves(start, end, hashMove, ply);
    const alphaBefore = alpha;
    let best = -INFINITE;
    let bestMove = 0;
    for (let i = start; i < end; i++) {
      const move = this.pickNext(i, end);
      position.make(move);
      let score: number;
      // principal variation search: later moves get a null window first
      if (i === start) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1, end);
      else {
        // late quiet moves are searched one ply shallower first: most of them are idle
        const reduce = depth >= 3 && i >= start + LATE_MOVE && this.order[i] < 1 << 27 ? 1 : 0;
        score = -this.negamax(depth - 1 - reduce, -alpha - 1, -alpha, ply + 1, end);
        if (reduce && score > alpha) score = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1, end);
        if (score > alpha && score < beta) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1, end);
      }
      position.unmake(move);
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        bestMove = move;
        if (ply === 0) this.rootBest = move;
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) {
        if (position.gain(move) === 0) {
          if (this.killers[ply * 2] !== move) {
            this.killers[ply * 2 + 1] = this.killers[ply * 2];
            this.killers[ply * 2] = move;
          }
          this.history[move & 0x3ffff] += depth * depth;
        }
        break;
      }
    }
    // a deeper result for the same position (from an earlier iteration, or a search on the
    // opponent's time) is worth more than this one: iterating from depth 1 must not erase it
    const deeperKept = this.ttFlag[slot] !== 0 && this.ttHi[slot] === position.hashHi && this.ttLo[slot] === position.hashLo && this.ttDepth[slot] > depth;
    if (deeperKept) return best;
    this.ttHi[slot] = position.hashHi;
    this.ttLo[slot] = position.hashLo;
    this.ttMove[slot] = bestMove;
    this.ttScore[slot] = best;
    this.ttDepth[slot] = depth;
    this.ttFlag[slot] = best >= beta ? LOWER : best <= alphaBefore ? UPPER : EXACT;
    return best;
  }

  /** the best root move of the iteration under way, once at least one has been searched */
  rootBest = 0;
}

/**
 * Searches `position` (left as it was found) within `limits`; the best move of the deepest finished
 * iteration wins. With a `memory`, the search starts from what earlier searches stored there.
 */
export function search(position: SearchPosition, limits: SearchLimits, memory?: SearchMemory): SearchResult {
  const started = now();
  const searcher = new Searcher(position, limits, memory);
  let result: SearchResult = { move: 0, score: position.evaluate(), depth: 0, nodes: 0, elapsedMs: 0 };
  const count = position.isOver() ? 0 : position.generate(searcher.moves, 0, false);
  if (count === 0) return { ...result, score: position.finalValue() };
  result.move = searcher.moves[0];
  for (let depth = 1; depth <= limits.maxDepth; depth += limits.depthStep ?? 1) {
    searcher.rootBest = 0;
    const score = searcher.negamax(depth, -INFINITE, INFINITE, 0, 0);
    if (searcher.stopped) {
      // the first root move of an iteration is the previous best (the hash move): a move that
      // replaced it was proven better, so a partial iteration's choice can be trusted
      if (searcher.rootBest) result = { ...result, move: searcher.rootBest };
      break;
    }
    result = { move: searcher.rootBest, score, depth, nodes: searcher.nodes, elapsedMs: now() - started };
  }
  return { ...result, nodes: searcher.nodes, elapsedMs: now() - started };
}
