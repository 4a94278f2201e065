/**
 * The engine contract every game implements (see DESIGN.md, "The engine contract").
 * Everything here is plain JSON so states and actions can be saved, cloned and sent over IPC.
 */
import type { RngState } from './rng';

/** A seat index, 0-based, in clockwise order around the table. */
export type Seat = number;

/** Who a view is for: one seat, or the whole table (public information only). */
export type Viewer = Seat | 'table';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A player's move: plain JSON with a discriminating `type`. */
export interface Action {
  type: string;
  [key: string]: JsonValue | undefined;
}

/**
 * Something that happened, for the log and the table's animations. Translated through
 * `describe`, never stored as a built sentence. `visibleTo` limits a secret event to some seats.
 */
export interface GameEvent {
  type: string;
  visibleTo?: Seat[];
  [key: string]: JsonValue | undefined;
}

/** A translatable line: an i18next key in the game's namespace and its parameters. */
export interface LogLine {
  key: string;
  params: Record<string, string | number>;
}

/** The fields every game state carries: its own PRNG, and the events its last `apply` produced. */
export interface BaseState {
  rng: RngState;
  events: GameEvent[];
}

export interface Outcome {
  /** rank per seat: 1 is first; equal ranks for ties */
  ranks: number[];
  scores: number[];
  winners: Seat[];
  /** what decided the ranks, for the players to read; absent from outcomes saved before it was kept */
  decided?: OutcomeReason;
}

/** One figure a seat ended with, named in the game's namespace (`<game>:outcome.figures.<key>`). */
export interface OutcomeFigure {
  key: string;
  value: number;
}

/** Seats level on some figures: what told them apart, or nothing (they share a place). */
export interface OutcomeTie {
  /** in their final order */
  seats: Seat[];
  /** the figure keys they were level on */
  on: string[];
  /** the figure that told them apart (the rule's tie-break), or null when none did */
  brokenBy: string | null;
}

/** How the game was won, as plain data the table words in the players' language. */
export interface OutcomeReason {
  /** the winning rule that applied: `<game>:outcome.rule.<rule>`, said with the winners' names and `values` */
  rule: string;
  values: Record<string, number>;
  /** per seat, the figures its place was decided by, the deciding ones first */
  figures: OutcomeFigure[][];
  ties: OutcomeTie[];
  /** further sentences that explain the scores: `<game>:outcome.notes.<note>` */
  notes: string[];
}

export interface SeatConfig {
  name: string;
}

export interface MatchConfig {
  seats: SeatConfig[];
  /** the seat that plays first, drawn by the app when the match is created */
  firstSeat: Seat;
  /** game-specific options */
  options?: Record<string, JsonValue>;
}

export interface GameDefinition<S extends BaseState = BaseState, V = unknown> {
  id: string;
  players: { min: number; max: number };
  /** bumped whenever a rule change would make an old action log replay differently */
  version: number;
  setup(config: MatchConfig, seed: number): S;
  activeSeats(state: S): Seat[];
  legalActions(state: S, seat: Seat): Action[];
  /** pure: returns a new state; throws RuleError for an illegal action */
  apply(state: S, seat: Seat, action: Action): S;
  view(state: S, viewer: Viewer): V;
  /**
   * True when `seat`'s decision right now is secret (a simultaneous secret choice, a private
   * hand): its legal actions and its private view go only to that seat — behind the hand-off
   * curtain on the TV, or later on the seat's phone — never to the table. Absent means never.
   * Only meaningful for active seats: it must be false for a seat that is not to act.
   */
  privateTurn?(state: S, seat: Seat): boolean;
  /**
   * For a game with simultaneous secret choices (everyone picks at once, then all are revealed):
   * the round of such choices under way in `state`, as a key that is the same in every state of
   * that round and differs from any other round's (e.g. "redirect-3"); null when no such round is
   * under way. An undo that reaches a move of a round takes back every move of that round at once,
   * back to before its first choice, so that no player ever chooses again while the choices of
   * others stand (and, once they were revealed, are known). Absent means the game has none.
   */
  secretRound?(state: S): string | null;
  /**
   * True when a move's `events` turned over something other players had chosen in secret on
   * earlier turns (TRÔL's cards placed face down, revealed when their hunt starts): the room has
   * seen those choices, so an undo never goes back past that move. Not for the reveal that ends a
   * `secretRound` (undoing the round takes back the choices it revealed), nor for what chance
   * shows (a die, a drawn card: undo is never a reroll, the same comes again). Absent means never.
   */
  revealsSecrets?(events: readonly GameEvent[]): boolean;
  outcome(state: S): Outcome | null;
  describe(event: GameEvent): LogLine;
  /**
   * For the bots' search in games with hidden parts: a full state `seat` could be in, drawn with
   * `random` among those that agree with what it knows — its view now, and what the whole table
   * was shown face up earlier in the game (which a player remembers, so a state alone must stand
   * for it: the engine keeps no record of what each seat saw). Everything else is drawn afresh:
   * the order of the piles, others' pending secret choices, the PRNG (so dice to come differ).
   * `view(result, seat)` equals `view(state, seat)`, the result is playable to its end, and it
   * is the same for any two states that differ only in what `seat` cannot see, given the same
   * `random`: the search then decides from the seat's knowledge alone. Absent means the game has
   * nothing hidden but its dice: the search only redraws the PRNG.
   */
  determinize?(state: S, seat: Seat, random: () => number): S;
  /**
   * For a finished game's replay: all that `seat` kept hidden at `state`, its own view and what
   * even that view no longer shows it (a card it laid face down). Never asked of a game not over.
   * Absent means `view(state, seat)` holds it all.
   */
  revealedView?(state: S, seat: Seat): V;
}

/** How long a bot may think on the other players' time. */
export interface PonderBudget {
  maxNodes: number;
  timeMs: number;
  /** true once the bot is wanted again (the next request has come): pondering ends at once */
  stop: () => boolean;
}

/** A bot picks one of the legal actions for `seat`. `random` is a [0,1) source it may use. */
export interface Bot<S extends BaseState = BaseState> {
  id: string;
  choose(state: S, seat: Seat, random: () => number): Action;
  /**
   * Thinking on the other players' time, for a bot that keeps what it finds: called with the state
   * just after its own action, it thinks within `budget` about the reply it expects. It returns
   * that reply, or null when it had nothing to think about. Only the speed and depth of its next
   * choice change, never what is legal.
   */
  ponder?(state: S, seat: Seat, budget: PonderBudget): Action | null;
}

/**
 * A text format players already use to record games of this kind (e.g. Thud's `.thud` files),
 * for games whose whole record is their moves (no dice, no shuffles).
 */
export interface GameNotation<S extends BaseState = BaseState> {
  /** the file name extension, without the dot */
  fileExtension: string;
  /** the game so far as a file */
  exportGame(state: S): string;
  /**
   * A game from a file, with `seats` as its players: the config and the moves to replay from
   * `setup(config, seed)` with any seed. Throws a RuleError whose key names the first bad line.
   */
  importGame(text: string, seats: SeatConfig[]): { config: MatchConfig; log: { seat: Seat; action: Action }[] };
}

export interface GameModule<S extends BaseState = BaseState, V = unknown> {
  definition: GameDefinition<S, V>;
  /** bot levels, weakest first */
  bots: Bot<S>[];
  /** import and export of game files, for games that have a file format */
  notation?: GameNotation<S>;
}
