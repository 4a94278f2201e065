/**
 * The one contract between the renderer and the Host (main process over IPC, or the web server
 * over a WebSocket). Requests return `Result`; the Host also pushes `HostEvent`s.
 * Types only, plus the list of method names: no Electron, no Node.
 */
import type { Action, GameEvent, LogLine, Outcome, Seat } from '../../engine/core/types';

export interface AppError {
  /** stable, for code and tests: 'illegal-action', 'store-corrupt', 'bad-request', … */
  code: string;
  /** i18next key, namespace-qualified ("common:errors.illegal-action") */
  key: string;
  params?: Record<string, string | number>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export type Language = 'en' | 'fr';
export type AnimationSpeed = 'off' | 'fast' | 'normal' | 'slow';

export interface Settings {
  language: Language;
  animationSpeed: AnimationSpeed;
}

/** What the store found when the app opened it. */
export type StoreHealth =
  | { state: 'ok' }
  /** the file is not a usable database; it stays untouched until the user starts a fresh store */
  | { state: 'corrupt' | 'newer-version'; path: string; detail: string };

export interface AppStatus {
  store: StoreHealth;
  settings: Settings;
  /** where the save file lives, shown in settings */
  storePath: string;
  /** where an unreadable save file was set aside, intact, when a fresh store was started */
  setAsidePath?: string;
}

export interface GameInfo {
  id: string;
  players: { min: number; max: number };
  /** bot level ids, weakest first; their names are i18n keys `common:bots.<id>` */
  botLevels: string[];
  /** the extension (no dot) of the game files it imports and exports; absent when it has none */
  fileExtension?: string;
}

export type SeatKind = { type: 'human' } | { type: 'bot'; level: string };

export interface SeatSetup {
  name: string;
  /** a colour id from the table palette (renderer/src/lib/palette.ts) */
  color: string;
  /** a symbol id, so players are told apart by more than colour */
  symbol: string;
  kind: SeatKind;
}

/** A player the app remembers from earlier games, offered when seating a new one. */
export interface Profile {
  name: string;
  color: string;
  symbol: string;
  lastPlayed: number;
}

/** setup options of a game (Battle Dice's mode, Thud's no-capture rule…), as chosen on the new-game screen */
export type GameOptions = Record<string, string | number | boolean>;

export interface NewMatch {
  game: string;
  seats: SeatSetup[];
  options?: GameOptions;
}

/** A game file to turn into a new saved game (games with a `fileExtension` only). */
export interface ImportMatch {
  game: string;
  /** the file's text */
  text: string;
  /** the players, in seat order (the file says nothing of who they are) */
  seats: SeatSetup[];
}

/** A saved game written out in its game's file format. */
export interface ExportedMatch {
  fileName: string;
  text: string;
}

export interface MatchSummary {
  id: string;
  game: string;
  seats: SeatSetup[];
  createdAt: number;
  updatedAt: number;
  actionCount: number;
  /** null while the game goes on */
  outcome: Outcome | null;
  /** the options chosen at setup, so "play again" starts the same kind of game */
  options?: GameOptions;
}

/** One line of the match log, with the game namespace so the renderer can translate it. */
export interface LogEntry extends LogLine {
  ns: string;
  /** index of the action that produced it; -1 for what happened at setup */
  at: number;
}

/**
 * Everything the table (the TV) needs to draw a match. Built for the table alone: it never
 * carries a seat's private view nor the legal actions of a seat whose turn is private; those
 * come only from `seatView`, for that seat.
 */
export interface MatchSnapshot {
  summary: MatchSummary;
  /** the game's view for the table (public information only) */
  view: unknown;
  activeSeats: Seat[];
  /**
   * legal actions of the active human seats whose turn is not private (bots' seats are played
   * by the Host; a private turn's actions come from `seatView`)
   */
  legal: Record<number, Action[]>;
  /**
   * the active human seats whose turn is private (a secret simultaneous choice, a private hand):
   * the TV shows a hand-off curtain for each, then asks `seatView` for that seat
   */
  privateTurns: Seat[];
  /** the whole log, oldest first (public events only) */
  log: LogEntry[];
  /** public events of the action(s) applied since the previous snapshot, for the table's animations */
  fresh: GameEvent[];
  outcome: Outcome | null;
  canUndo: boolean;
  /** a bot is choosing its move */
  botThinking: boolean;
}

/**
 * What one human seat may see of a match: its own view, with its secrets, and its own legal
 * actions. Shown behind the hand-off curtain on the TV, or (later) on that seat's phone.
 */
export interface SeatSnapshot {
  matchId: string;
  seat: Seat;
  /** how many actions the match has: tells a stale seat view from a fresh one */
  actionCount: number;
  /** the game's view for this seat: `definition.view(state, seat)` */
  view: unknown;
  /** this seat's legal actions when it is to act, else [] */
  legal: Action[];
}

export interface TrollNightApi {
  status(): Promise<Result<AppStatus>>;
  /** after a corrupt or newer store: set the old file aside, untouched, and start a fresh one */
  startFreshStore(): Promise<Result<AppStatus>>;
  setSettings(patch: Partial<Settings>): Promise<Result<Settings>>;
  listGames(): Promise<Result<GameInfo[]>>;
  listProfiles(): Promise<Result<Profile[]>>;
  listMatches(): Promise<Result<MatchSummary[]>>;
  createMatch(input: NewMatch): Promise<Result<MatchSnapshot>>;
  openMatch(matchId: string): Promise<Result<MatchSnapshot>>;
  /**
   * what a human seat alone may see: its private view and its legal actions (refused for a bot's
   * seat or a seat not at the table)
   */
  seatView(matchId: string, seat: Seat): Promise<Result<SeatSnapshot>>;
  /** plays for `seat`; the answer is the table's snapshot (never a private view) */
  act(matchId: string, seat: Seat, action: Action): Promise<Result<MatchSnapshot>>;
  undo(matchId: string): Promise<Result<MatchSnapshot>>;
  deleteMatch(matchId: string): Promise<Result<null>>;
  /** a new saved game from a game file; a bad file creates nothing and its error names the first bad line */
  importMatch(input: ImportMatch): Promise<Result<MatchSnapshot>>;
  exportMatch(matchId: string): Promise<Result<ExportedMatch>>;
  /** pushed snapshots (bot moves); returns an unsubscribe function */
  onMatchUpdate(listener: (snapshot: MatchSnapshot) => void): () => void;
}

/** The request methods, in one list: the preload, the IPC handlers and the web transport use it. */
export const requestMethods = [
  'status',
  'startFreshStore',
  'setSettings',
  'listGames',
  'listProfiles',
  'listMatches',
  'createMatch',
  'openMatch',
  'seatView',
  'act',
  'undo',
  'deleteMatch',
  'importMatch',
  'exportMatch',
] as const satisfies readonly (keyof TrollNightApi)[];

export type RequestMethod = (typeof requestMethods)[number];

/** IPC channel names */
export const ipcChannel = (method: RequestMethod): string => `troll-night:${method}`;
export const matchUpdateChannel = 'troll-night:match-update';

declare global {
  interface Window {
    /** set by the Electron preload; absent in the browser, where the WebSocket transport is used */
    trollNight?: TrollNightApi;
  }
}

/**
 * The web transport (`npm run web`): JSON text frames over one WebSocket at `/api?token=…`.
 * The renderer sends requests; the server answers each by id and pushes match updates.
 */
export type WireRequest = { id: number; method: RequestMethod; args: unknown[] };
export type WireMessage =
  | { id: number; result: Result<unknown> }
  | { push: 'match-update'; snapshot: MatchSnapshot };
