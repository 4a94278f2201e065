/**
 * The one contract between the renderer and the Host (main process over IPC, or the web server
 * over a WebSocket). Requests return `Result`; the Host also pushes `HostEvent`s.
 * Types only, plus the list of method names: no Electron, no Node. One file on purpose, over 500
 * lines: the whole contract is read in one place.
 */
import type { CampaignFormat, CampaignProgress } from '../../engine/campaign/campaign';
import type { Action, GameEvent, LogLine, Outcome, Seat } from '../../engine/core/types';
import type { FameLadder, FameNight, FameRecord, FameStanding, PlayerId, RatingPoint, TitleKind } from '../../engine/fame/hall-of-fame';

export type { BracketView, CampaignFixture, CampaignFormat, CampaignStanding, ScoreKind } from '../../engine/campaign/campaign';
export type { FameLadder, FameNight, FameRecord, FameStanding, FameTitle, PlayerId, RatingPoint, TitleKind } from '../../engine/fame/hall-of-fame';
export type { RecordKind } from '../../engine/fame/records';

export interface AppError {
  /** stable, for code and tests: 'illegal-action', 'store-corrupt', 'bad-request', … */
  code: string;
  /** i18next key, namespace-qualified ("common:errors.illegal-action") */
  key: string;
  params?: Record<string, string | number>;
}

export type Result<T> =
  | { ok: true; value: T }
  /** `latest`: with a `stale-move` refusal, the match as it is now, so the table shows it at once */
  | { ok: false; error: AppError; latest?: MatchUpdate };

export type Language = 'en' | 'fr';
export type AnimationSpeed = 'off' | 'fast' | 'normal' | 'slow';

export interface Settings {
  language: Language;
  animationSpeed: AnimationSpeed;
  /**
   * players can join from their phones: the app then also serves the phone page on the local
   * network (every address of this machine); when false nothing listens beyond 127.0.0.1
   */
  phones: boolean;
  /** loudness of the table's sound effects, 0 (none) to 100 */
  effectsVolume: number;
  /** loudness of the quiet music bed, 0 (none: no music plays) to 100 */
  musicVolume: number;
  /** every sound off at once (the M key on the TV), the volumes kept for when it is lifted */
  muted: boolean;
  /** watchers may send reactions from their phones, shown briefly on the TV */
  reactions: boolean;
}

/**
 * The phone server, as the TV shows it: `off` (the setting is off), `on` with the address phones
 * use, `failed` when it could not listen (`reason`: the system's error code, e.g. EADDRINUSE), or
 * `unavailable` where this Host serves no phones.
 */
export type PhoneService =
  | { state: 'off' | 'unavailable' }
  | { state: 'on'; /** e.g. http://192.168.1.20:5180 */ address: string }
  | { state: 'failed'; reason: string };

/**
 * Why the save file cannot be used: `read-only` (it or its folder cannot be written: fix the
 * permissions and try again), `disk-full` (no room to open it: free space and try again), `empty`
 * (0 bytes), `truncated` (its end is missing), `corrupt` (damaged, or not a Troll Night save),
 * `newer-version` (written by a newer Troll Night).
 */
export type StoreProblem = 'read-only' | 'disk-full' | 'empty' | 'truncated' | 'corrupt' | 'newer-version';

/** What the store found when the app opened it. */
export type StoreHealth =
  | { state: 'ok' }
  /** the file is not usable; it stays untouched until the user starts a fresh store */
  | { state: StoreProblem; path: string; detail: string };

export interface AppStatus {
  store: StoreHealth;
  settings: Settings;
  /** where the save file lives, shown in settings */
  storePath: string;
  /** where an unreadable save file was set aside, intact, when a fresh store was started */
  setAsidePath?: string;
  /**
   * settings whose saved value could not be read (a damaged save file): they are at their
   * defaults until set again
   */
  unreadableSettings?: (keyof Settings)[];
  phones: PhoneService;
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
  /** the phone lobby of the new-game screen: its seat links carry over to the new match's human seats */
  phoneLobby?: string;
}

/**
 * Campaigns (tournaments, series, league nights): a group of players and a format. Everything a
 * campaign shows (schedule, standings, bracket, chart) is computed from the outcomes of its
 * matches each time it is opened; the save file keeps only what was chosen at its start.
 */
/** A player of a campaign, known by their place in `NewCampaign.players` for the whole campaign. */
export type CampaignPlayer = SeatSetup;

export interface NewCampaign {
  name: string;
  format: CampaignFormat;
  /** in seeding order: the first is a bracket's first seed */
  players: CampaignPlayer[];
  /**
   * bd-duels: `times` (how often each pair meets, default 1); thud-series and trol-series:
   * `matches` (how many, default 3); league: `placePoints` (points for 1st, 2nd…, default 3/2/1)
   */
  times?: number;
  matches?: number;
  placePoints?: number[];
  /** the options of every match (Battle Dice's mode, Thud's rule, TRÔL's cycle and teams) */
  options?: GameOptions;
}

/** A league game to start: which game, and which of the campaign's players sit, in seat order. */
export interface LeagueGame {
  game: string;
  players: number[];
  options?: GameOptions;
}

export interface CampaignSummary {
  id: string;
  name: string;
  format: CampaignFormat;
  players: CampaignPlayer[];
  createdAt: number;
  /** the latest change to any of its matches (its creation before the first) */
  lastPlayed: number;
  matchCount: number;
  /** set once the campaign is over: its champions (more than one only when a series ends level) */
  champions: number[] | null;
  /** the campaign's row cannot be read: it can only be deleted. Fields that could not be read are empty. */
  damaged?: true;
}

export interface CampaignView extends Omit<CampaignProgress, 'champions'> {
  summary: CampaignSummary;
  /** what was chosen at the start */
  setup: Omit<NewCampaign, 'name' | 'players' | 'format'>;
  /** the campaign's saved games, newest first */
  matches: MatchSummary[];
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
  /** the campaign this match belongs to, and its place in the schedule */
  campaign?: { id: string; name: string; fixture: string; round: number };
  /**
   * the saved game is damaged and cannot be opened: it can only be deleted, or what can still be
   * read of it exported (`exportDamagedMatch`). Fields that could not be read are empty ('', [], 0).
   */
  damaged?: true;
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
 * come only from `seatView`, for that seat. The Host sends it as `MatchUpdate`s.
 */
export interface MatchSnapshot extends MatchTableState {
  /** the game's view for the table (public information only) */
  view: unknown;
  /** the whole log, oldest first (public events only) */
  log: LogEntry[];
}

/** The parts of the table's snapshot that are small whatever the length of the match: always sent whole. */
export interface MatchTableState {
  summary: MatchSummary;
  /**
   * changes with every move or undo, counting on across matches and Host restarts, so a page can
   * tell an update it already has (the answer to its own move comes back as a push too) from one
   * it missed
   */
  revision: number;
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
  /** public events of the action(s) applied since the previous snapshot, for the table's animations */
  fresh: GameEvent[];
  outcome: Outcome | null;
  /** what Undo would take back now; null when nothing can be (no human move yet, a finished game) */
  undo: UndoOffer | null;
  /** a bot is choosing its move */
  botThinking: boolean;
}

/**
 * What Undo (the button, Backspace) would take back, told with every snapshot so the table can
 * name it, and ask first, before anything is taken back. Never a secret: whose move and of what
 * kind (an action's type, e.g. "throw"), never what was chosen.
 */
export type UndoOffer =
  | {
      kind: 'move';
      /** the human seat whose last move is taken back, with every move after it (bots' answers) */
      seat: Seat;
      /** that move's action type, for "Undo Ada's throw?" */
      move: string;
      /**
       * the move was one of a secret round's simultaneous choices: the round goes back whole, to
       * before its first choice, and these seats (bots included), who had chosen in it, choose again
       */
      round: Seat[];
      /** a move taken back was secret or made on a phone: the table asks before undoing */
      ask: boolean;
    }
  /** the last human move lies before a move that turned over others' secret choices: it stands */
  | { kind: 'revealed' };

/**
 * A table's snapshot as the Host sends it. Opening a match (or a reconnect, or a refused stale
 * move) sends it whole; a move or an undo sends only what changed since revision `base`, so a
 * move costs the same at action 5 and at action 500.
 */
export type MatchUpdate =
  | (MatchTableState & { kind: 'whole'; view: unknown; log: LogEntry[] })
  | (MatchTableState & {
      kind: 'change';
      /** the revision this change applies to; a page holding another one asks for the whole match */
      base: number;
      view: ViewChange;
      /** the log lines of actions `logFrom` and later: they replace the page's lines from that action on */
      logFrom: number;
      log: LogEntry[];
    });

/** How a view changed, field by field (a view that is not a plain object is always sent whole). */
export type ViewChange =
  | { whole: unknown }
  | {
      /** fields with a new value */
      set: Record<string, unknown>;
      /** list fields that only grew: the items added at their end */
      append: Record<string, unknown[]>;
      /** fields that are gone */
      remove: string[];
    };

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

/**
 * A saved game played again from its log, as the TV's replay opens it (`openReplay`): how many
 * moves replay, where a damaged record stops, and the whole public log once (each step then
 * carries only its table).
 */
export interface ReplayInfo {
  summary: MatchSummary;
  /** the moves that replay: steps run from 0 (the table as set up) to `moves` */
  moves: number;
  /** where a damaged record stops: the first move that cannot be read, or that the rules no longer give as saved (1-based) */
  stop: { move: number; reason: 'unreadable' | 'refused' } | null;
  /** the game was saved as over: its steps may show what was hidden (`replayStep`'s `reveal`) */
  finished: boolean;
  /** the public log of the moves that replay (each line's `at` says after which step it shows) */
  log: LogEntry[];
}

/** One step of a replay: the table after `index` moves, never a seat's secret unless the game is over and it was asked for. */
export interface ReplayStep {
  matchId: string;
  index: number;
  view: unknown;
  activeSeats: Seat[];
  outcome: Outcome | null;
  /** the public events of the move that led here, for the table to play back ([] at the start) */
  fresh: GameEvent[];
  /**
   * a finished game only, when asked: each seat's own view where it holds more than the table's
   * (null where it holds nothing more)
   */
  hidden?: (unknown | null)[];
}

/**
 * Where phones join: a match, or the lobby of the new-game screen before its match exists. Its
 * seat links (each a token of its own, bound to this table and one seat) are for the TV alone:
 * this is never sent to a phone.
 */
export interface PhoneTable {
  /** a match id, or a lobby id from `openPhoneLobby` */
  table: string;
  /** the human seats invited to join from a phone, in seat order */
  invites: PhoneInvite[];
  /** a match's watch link, while phones may join and the match goes on */
  watch?: WatchLink;
  /** a watcher's reaction, sent once with the push it came in: the TV shows it briefly */
  reaction?: Reaction;
}

export interface PhoneInvite {
  seat: Seat;
  /** the link to scan, token included (what the QR code holds) */
  url: string;
  /** the same link without its scheme, in groups easy to read out and type */
  shortUrl: string;
  /** a phone holds this link open now */
  joined: boolean;
}

/**
 * What a phone shows: everything its seat may see, nothing more. `view` is the game's view for
 * that seat (its secrets included), `legal` its own legal actions when it is to act.
 */
export interface PhoneSnapshot {
  summary: MatchSummary;
  seat: Seat;
  view: unknown;
  legal: Action[];
  activeSeats: Seat[];
  /** this seat's turn is a secret choice (the TV shows no curtain for it: it is chosen here) */
  privateTurn: boolean;
  outcome: Outcome | null;
  /** the last lines of the table's public log (what the TV's log shows last): what just happened */
  recent: LogEntry[];
}

/**
/**
 * A phone's screen: waiting in the lobby for the game to start, or the seat's match, with what
 * just happened to this seat when the phone must be told in words (sent once, with the state
 * that follows it); with the table's language (the TV's setting), which the phone speaks until
 * its player picks another, and the table's Animations setting, which its table moves at (or not
 * at all, where the phone asks for reduced motion).
 */
export type PhoneState = (
  | { kind: 'lobby'; seat: Seat; game: string }
  | { kind: 'match'; match: PhoneSnapshot; notice?: PhoneNotice }
) & { language: Language; animationSpeed: AnimationSpeed };

/**
 * The table (the TV) took back this seat's move; `round` says its whole secret round went back,
 * everyone's choices in it, so everyone chooses again.
 */
export type PhoneNotice = { kind: 'undone'; round: boolean };

/**
 * The phone transport: JSON text frames over one WebSocket at `/phone-api?seat=<token>` on the
 * phone server. A phone may only `act` for its own seat; the server pushes its state on connect
 * and after every change. Ids and refusals work as on the TV's transport.
 */
export const phoneMethods = ['act'] as const;
export type PhoneMethod = (typeof phoneMethods)[number];
export type PhoneWireRequest = { id: number; method: PhoneMethod; args: unknown[] };
export type PhoneWireMessage = { id: number; result: Result<unknown> } | { push: 'phone'; state: PhoneState };

export interface TrollNightApi {
  status(): Promise<Result<AppStatus>>;
  /** after a corrupt or newer store: set the old file aside, untouched, and start a fresh one */
  startFreshStore(): Promise<Result<AppStatus>>;
  /** after the user fixed what made the save file unusable (permissions, disk space): open it again */
  reopenStore(): Promise<Result<AppStatus>>;
  setSettings(patch: Partial<Settings>): Promise<Result<Settings>>;
  listGames(): Promise<Result<GameInfo[]>>;
  listProfiles(): Promise<Result<Profile[]>>;
  listMatches(): Promise<Result<MatchSummary[]>>;
  createMatch(input: NewMatch): Promise<Result<MatchUpdate>>;
  openMatch(matchId: string): Promise<Result<MatchUpdate>>;
  /**
   * what a human seat alone may see: its private view and its legal actions (refused for a bot's
   * seat or a seat not at the table)
   */
  seatView(matchId: string, seat: Seat): Promise<Result<SeatSnapshot>>;
  /**
   * plays for `seat`; the answer is the table's update (never a private view). `actionCount` is
   * the number of actions the sender saw: if the match moved on since, the move is refused as
   * `stale-move` with the match as it is now.
   */
  act(matchId: string, seat: Seat, action: Action, actionCount: number): Promise<Result<MatchUpdate>>;
  /**
   * takes back what the snapshot's `undo` offers (the last human move and the bots' answers, a
   * secret round whole); refused as `stale-move` like `act` when the sender's view is old
   */
  undo(matchId: string, actionCount: number): Promise<Result<MatchUpdate>>;
  deleteMatch(matchId: string): Promise<Result<null>>;
  /** a new saved game from a game file; a bad file creates nothing and its error names the first bad line */
  importMatch(input: ImportMatch): Promise<Result<MatchUpdate>>;
  exportMatch(matchId: string): Promise<Result<ExportedMatch>>;
  /**
   * what can still be read of a damaged saved game, as a file to keep: the game's own file format
   * when its readable moves replay, else the readable fields and actions as JSON
   */
  exportDamagedMatch(matchId: string): Promise<Result<ExportedMatch>>;
  listCampaigns(): Promise<Result<CampaignSummary[]>>;
  createCampaign(input: NewCampaign): Promise<Result<CampaignView>>;
  openCampaign(campaignId: string): Promise<Result<CampaignView>>;
  /**
   * starts the campaign's next match, or opens it when it is already going on; a league starts
   * the game the players chose (`league`)
   */
  playCampaign(campaignId: string, league?: LeagueGame): Promise<Result<MatchUpdate>>;
  /** the campaign and every one of its saved games */
  deleteCampaign(campaignId: string): Promise<Result<null>>;
  /**
   * a lobby for the phones of the new-game screen, which has no match yet; opening one closes
   * the previous lobby and every link of it
   */
  openPhoneLobby(game: string): Promise<Result<PhoneTable>>;
  /** the seat links of a match or lobby */
  phoneTable(table: string): Promise<Result<PhoneTable>>;
  /** a new link for a human seat; an older link of that seat stops working and its phone is dropped */
  invitePhone(table: string, seat: Seat): Promise<Result<PhoneTable>>;
  /** the seat goes back to the TV: its link stops working and its phone is dropped */
  revokePhone(table: string, seat: Seat): Promise<Result<PhoneTable>>;
  /** the hall of fame, computed from every finished saved game */
  hallOfFame(): Promise<Result<HallOfFameView>>;
  /** one player of the hall of fame: their ratings night after night, records and titles */
  famePlayer(player: PlayerId): Promise<Result<FamePlayerView>>;
  /** a remembered player goes by `name` from now on; their saved games count for them as before */
  renameProfile(profile: number, name: string): Promise<Result<HallOfFameView>>;
  /** `from` was the same person as `into`: their games count for `into`, and `from` is gone */
  mergeProfiles(from: number, into: number): Promise<Result<HallOfFameView>>;
  /**
   * keeps the display from sleeping (`true`, while a match is open) or lets it sleep again
   * (`false`); the answer says whether it is kept awake now. Not a Host request: the app asks its
   * own power-save blocker, a browser page the Screen Wake Lock API.
   */
  keepDisplayAwake(awake: boolean): Promise<Result<boolean>>;
  /** every change of an open match (bot moves, and human moves and undos from any table); returns an unsubscribe function */
  onMatchUpdate(listener: (update: MatchUpdate) => void): () => void;
  /** a phone joined or left, a link was made or revoked */
  onPhonesChange(listener: (phones: PhoneTable) => void): () => void;
  /** a saved game to replay: its public log and how far it replays (a damaged one as far as it can be read) */
  openReplay(matchId: string): Promise<Result<ReplayInfo>>;
  /** the table after `index` moves of a replay; `reveal`: with every seat's secrets, for a finished game only */
  replayStep(matchId: string, index: number, reveal: boolean): Promise<Result<ReplayStep>>;
}

/**
 * A player of the hall of fame: a remembered profile (`profile` is its id, for renaming and
 * merging), a bot level (`bot`), or a name typed for a game and never remembered.
 */
export interface FamePlayer {
  id: PlayerId;
  name: string;
  color: string;
  symbol: string;
  /** the bot level, for a bot */
  bot: string | null;
  profile: number | null;
}

/** Everything the hall of fame shows, computed from the finished saved games each time it is asked for. */
export interface HallOfFameView {
  players: FamePlayer[];
  /** the ladder of all games together (`game` 'all') first, then each game's */
  ladders: FameLadder[];
  records: FameRecord[];
  /** newest first */
  nights: FameNight[];
  /** the night going on now (YYYY-MM-DD, noon to 6 am): its titles are tonight's */
  tonight: string;
}

/** One player's page. */
export interface FamePlayerView {
  player: FamePlayer;
  ladders: { game: string; standing: FameStanding; history: RatingPoint[] }[];
  /** their best figure for each record, and whether it is the record */
  records: (FameRecord & { holder: boolean })[];
  /** newest first */
  titles: { night: string; title: TitleKind; value: number }[];
}

/** The request methods, in one list: the preload, the IPC handlers and the web transport use it. */
export const requestMethods = [
  'status',
  'startFreshStore',
  'reopenStore',
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
  'exportDamagedMatch',
  'listCampaigns',
  'createCampaign',
  'openCampaign',
  'playCampaign',
  'deleteCampaign',
  'openPhoneLobby',
  'phoneTable',
  'invitePhone',
  'revokePhone',
  'openReplay',
  'replayStep',
  'hallOfFame',
  'famePlayer',
  'renameProfile',
  'mergeProfiles',
] as const satisfies readonly (keyof TrollNightApi)[];

export type RequestMethod = (typeof requestMethods)[number];

/** IPC channel names */
export const ipcChannel = (method: RequestMethod): string => `troll-night:${method}`;
export const matchUpdateChannel = 'troll-night:match-update';
export const phonesChannel = 'troll-night:phones';
export const displayAwakeChannel = 'troll-night:keep-display-awake';

declare global {
  interface Window {
    /** set by the Electron preload; absent in the browser, where the WebSocket transport is used */
    trollNight?: TrollNightApi;
  }
}

/**
 * The web transport (`npm run web`): JSON text frames over one WebSocket at `/api?token=…`.
 * The renderer sends requests; the server answers each by id and pushes match updates.
 * An id is a whole number from 0 to Number.MAX_SAFE_INTEGER; a frame whose id is not one (or
 * that is not JSON at all) is refused with an answer whose id is -1.
 */
export type WireRequest = { id: number; method: RequestMethod; args: unknown[] };
export type WireMessage =
  | { id: number; result: Result<unknown> }
  | { push: 'match-update'; update: MatchUpdate }
  | { push: 'phones'; phones: PhoneTable };

/**
 * The audience: a watch link opens one match's public table (`view(state, 'table')`, never a
 * seat's) on any phone, and lets its watcher send reactions from a fixed list, never free text.
 */
export const reactionIds = ['laugh', 'gasp', 'fire', 'skull', 'club', 'heart'] as const;
export type ReactionId = (typeof reactionIds)[number];

/** One reaction as the TV shows it; `id` tells two equal reactions apart. */
export interface Reaction {
  id: number;
  reaction: ReactionId;
}

export interface WatchLink {
  /** the link to scan, token included (what the QR code holds) */
  url: string;
  /** the same link without its scheme, in groups easy to read out and type */
  shortUrl: string;
  /** how many phones hold it open now */
  watchers: number;
}

/** What a watcher sees of its match: the table's view and public log, no seat's. */
export interface WatchSnapshot {
  summary: MatchSummary;
  view: unknown;
  activeSeats: Seat[];
  outcome: Outcome | null;
  /** the last lines of the table's public log */
  recent: LogEntry[];
}

/** A watcher's screen, with the table's language and pace, and whether the room takes reactions now. */
export interface WatchState {
  match: WatchSnapshot;
  reactions: boolean;
  language: Language;
  animationSpeed: AnimationSpeed;
}

/**
 * The watch transport: JSON text frames over one WebSocket at `/watch-api?watch=<token>` on the
 * phone server. A watcher may only `react` (its one argument an index into `reactionIds`).
 */
export const watchMethods = ['react'] as const;
export type WatchMethod = (typeof watchMethods)[number];
export type WatchWireMessage = { id: number; result: Result<unknown> } | { push: 'watch'; state: WatchState };
