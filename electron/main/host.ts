/**
 * The Host: everything the renderer asks for, answered from the save store and the game engine.
 * No Electron here, so the same Host serves the Electron window (IPC) and the browser (WebSocket),
 * and runs in unit tests against a real SQLite file.
 *
 * Every request validates its arguments, never throws to its caller, and saves an accepted move
 * before answering. Bots play after the answer, paced so the table can show each step.
 */
import { randomInt as cryptoRandomInt, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { RuleError } from '../../engine/core/errors';
import { sameJson } from '../../engine/core/json';
import { applyChecked, replay, undoDepth, type LoggedAction } from '../../engine/core/match';
import type { Action, BaseState, GameDefinition, GameEvent, GameModule, MatchConfig, Seat } from '../../engine/core/types';
import { gameModules } from '../../engine/games';
import type {
  AnimationSpeed,
  AppStatus,
  ExportedMatch,
  GameInfo,
  GameOptions,
  ImportMatch,
  LogEntry,
  MatchSnapshot,
  MatchSummary,
  NewMatch,
  Profile,
  RequestMethod,
  Result,
  SeatSetup,
  SeatSnapshot,
  Settings,
  StoreHealth,
  TrollNightApi,
} from '../shared/api';
import { defaultSettings, openStore, setAsideStoreFile } from '../store/sqlite-store';
import type { Store, StoredAction, StoredMatch } from '../store/types';
import { HostError, failure, isExpectedRefusal } from './app-error';
import { InProcessBotRunner, type BotRunner } from './bot-runner';
import { describeIssues, requestSchemas, type RequestArgs } from './request-schemas';

export interface HostOptions {
  storePath: string;
  /** where bots think; defaults to the calling thread */
  botRunner?: BotRunner;
  /** wall-clock time saved with matches and profiles */
  now?: () => number;
  /** an integer in [0, maxExclusive): draws match seeds and who plays first */
  randomInt?: (maxExclusive: number) => number;
  /** the playable games by id (tests swap in changed rule versions) */
  games?: Record<string, GameModule<any, any>>;
  /** save the state every this many actions so resuming replays only a short tail */
  snapshotEvery?: number;
  /** pause before each bot move, per animation speed */
  botPaceMs?: Record<AnimationSpeed, number>;
}

export const defaultBotPaceMs: Record<AnimationSpeed, number> = { off: 0, fast: 350, normal: 900, slow: 1600 };


/** An open match, kept in memory so moves answer without reading the save back. */
interface LiveMatch {
  stored: StoredMatch;
  definition: GameDefinition<BaseState>;
  state: BaseState;
  log: StoredAction[];
  lines: LogEntry[];
  botsPlaying: boolean;
  /** deleted, or the Host closed: a bot still thinking must not write */
  closed: boolean;
  /** performance.now() of the latest change, to pace the next bot move */
  lastMoveAt: number;
}

type Handlers = { [M in RequestMethod]: (...args: RequestArgs[M]) => unknown };

export class Host implements TrollNightApi {
  readonly storePath: string;
  private store: Store | null = null;
  private health: StoreHealth = { state: 'ok' };
  /** settings while there is no usable store, so the language can still be switched */
  private fallbackSettings: Settings = { ...defaultSettings };
  private setAsidePath: string | undefined;
  private readonly live = new Map<string, LiveMatch>();
  private readonly listeners = new Set<(snapshot: MatchSnapshot) => void>();
  private readonly botRunner: BotRunner;
  private readonly now: () => number;
  private readonly randomInt: (maxExclusive: number) => number;
  private readonly games: Record<string, GameModule<any, any>>;
  private readonly snapshotEvery: number;
  private readonly botPaceMs: Record<AnimationSpeed, number>;
  private closed = false;

  constructor(options: HostOptions) {
    this.storePath = options.storePath;
    this.botRunner = options.botRunner ?? new InProcessBotRunner();
    this.now = options.now ?? Date.now;
    this.randomInt = options.randomInt ?? ((max) => cryptoRandomInt(max));
    this.games = options.games ?? gameModules;
    this.snapshotEvery = options.snapshotEvery ?? 50;
    this.botPaceMs = options.botPaceMs ?? defaultBotPaceMs;
    this.openStoreFile();
  }

  /** Validates `args` for `method` and runs it; the single entry point of IPC and WebSocket. */
  async request(method: RequestMethod, args: unknown): Promise<Result<unknown>> {
    if (typeof method !== 'string' || !Object.hasOwn(requestSchemas, method)) {
      return failure(new HostError('bad-request', { detail: `unknown method ${String(method)}` }));
    }
    const parsed = requestSchemas[method].safeParse(args);
    if (!parsed.success) return failure(new HostError('bad-request', { detail: describeIssues(parsed.error) }));
    if (this.closed) return failure(new HostError('store-unavailable'));
    try {
      const handler = this.handlers[method] as (...handlerArgs: unknown[]) => unknown;
      return { ok: true, value: await handler(...parsed.data) };
    } catch (error) {
      if (!isExpectedRefusal(error)) console.error(`Host.${method} failed:`, error);
      return failure(error);
    }
  }

  status(): Promise<Result<AppStatus>> {
    return this.request('status', []) as Promise<Result<AppStatus>>;
  }
  startFreshStore(): Promise<Result<AppStatus>> {
    return this.request('startFreshStore', []) as Promise<Result<AppStatus>>;
  }
  setSettings(patch: Partial<Settings>): Promise<Result<Settings>> {
    return this.request('setSettings', [patch]) as Promise<Result<Settings>>;
  }
  listGames(): Promise<Result<GameInfo[]>> {
    return this.request('listGames', []) as Promise<Result<GameInfo[]>>;
  }
  listProfiles(): Promise<Result<Profile[]>> {
    return this.request('listProfiles', []) as Promise<Result<Profile[]>>;
  }
  listMatches(): Promise<Result<MatchSummary[]>> {
    return this.request('listMatches', []) as Promise<Result<MatchSummary[]>>;
  }
  createMatch(input: NewMatch): Promise<Result<MatchSnapshot>> {
    return this.request('createMatch', [input]) as Promise<Result<MatchSnapshot>>;
  }
  openMatch(matchId: string): Promise<Result<MatchSnapshot>> {
    return this.request('openMatch', [matchId]) as Promise<Result<MatchSnapshot>>;
  }
  seatView(matchId: string, seat: Seat): Promise<Result<SeatSnapshot>> {
    return this.request('seatView', [matchId, seat]) as Promise<Result<SeatSnapshot>>;
  }
  act(matchId: string, seat: Seat, action: Action): Promise<Result<MatchSnapshot>> {
    return this.request('act', [matchId, seat, action]) as Promise<Result<MatchSnapshot>>;
  }
  undo(matchId: string): Promise<Result<MatchSnapshot>> {
    return this.request('undo', [matchId]) as Promise<Result<MatchSnapshot>>;
  }
  deleteMatch(matchId: string): Promise<Result<null>> {
    return this.request('deleteMatch', [matchId]) as Promise<Result<null>>;
  }
  importMatch(input: ImportMatch): Promise<Result<MatchSnapshot>> {
    return this.request('importMatch', [input]) as Promise<Result<MatchSnapshot>>;
  }
  exportMatch(matchId: string): Promise<Result<ExportedMatch>> {
    return this.request('exportMatch', [matchId]) as Promise<Result<ExportedMatch>>;
  }

  onMatchUpdate(listener: (snapshot: MatchSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops bots and closes the save file; requests afterwards answer store-unavailable. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const match of this.live.values()) match.closed = true;
    this.live.clear();
    await this.botRunner.close();
    this.store?.close();
    this.store = null;
  }

  private readonly handlers: Handlers = {
    status: () => this.currentStatus(),

    startFreshStore: () => {
      if (this.health.state === 'ok') return this.currentStatus();
      this.setAsidePath = setAsideStoreFile(this.storePath, this.now());
      this.openStoreFile();
      // the language chosen while the save file was unreadable carries over to the fresh one
      this.store?.setSettings(this.fallbackSettings);
      return this.currentStatus();
    },

    setSettings: (patch) => {
      if (!this.store) {
        this.fallbackSettings = { ...this.fallbackSettings, ...patch };
        return this.fallbackSettings;
      }
      return this.store.setSettings(patch);
    },

    listGames: (): GameInfo[] =>
      Object.values(this.games).map(({ definition, bots, notation }) => ({
        id: definition.id,
        players: { ...definition.players },
        botLevels: bots.map((bot) => bot.id),
        ...(notation ? { fileExtension: notation.fileExtension } : {}),
      })),

    listProfiles: () => this.requireStore().listProfiles(),

    listMatches: () => this.requireStore().listMatches().map(summarize),

    createMatch: (input) => this.createNewMatch(input),

    importMatch: (input) => this.importGameFile(input),

    exportMatch: (matchId) => {
      const match = this.liveMatch(matchId);
      const { notation } = this.gameModule(match.stored.game);
      if (!notation) throw new HostError('bad-request', { detail: `${match.stored.game} has no game files` });
      return { fileName: exportFileName(match.stored, notation.fileExtension), text: notation.exportGame(match.state) };
    },

    openMatch: (matchId) => {
      const match = this.liveMatch(matchId);
      this.startBots(match);
      return this.snapshot(match, []);
    },

    seatView: (matchId, seat) => this.seatSnapshot(this.liveMatch(matchId), seat),

    act: (matchId, seat, action) => {
      const match = this.liveMatch(matchId);
      if (match.stored.seats[seat]?.kind.type === 'bot') throw new RuleError('not-your-turn');
      const events = this.commit(match, seat, action as Action);
      this.startBots(match);
      return this.snapshot(match, events);
    },

    undo: (matchId) => this.undoLastHumanMove(matchId),

    deleteMatch: (matchId) => {
      const store = this.requireStore();
      if (!store.getMatch(matchId)) throw new HostError('unknown-match');
      const match = this.live.get(matchId);
      if (match) match.closed = true;
      this.live.delete(matchId);
      store.deleteMatch(matchId);
      return null;
    },
  };

  private openStoreFile(): void {
    let opened;
    try {
      opened = openStore(this.storePath);
    } catch (error) {
      opened = { ok: false as const, problem: 'corrupt' as const, detail: error instanceof Error ? error.message : String(error) };
    }
    if (opened.ok) {
      this.store = opened.store;
      this.health = { state: 'ok' };
    } else {
      this.store = null;
      this.health = { state: opened.problem, path: this.storePath, detail: opened.detail };
    }
  }

  private currentStatus(): AppStatus {
    return {
      store: this.health,
      settings: this.store ? this.store.getSettings() : this.fallbackSettings,
      storePath: this.storePath,
      ...(this.setAsidePath ? { setAsidePath: this.setAsidePath } : {}),
    };
  }

  private requireStore(): Store {
    if (!this.store) throw new HostError('store-unavailable');
    return this.store;
  }

  private gameModule(id: string): GameModule<BaseState> {
    if (!Object.hasOwn(this.games, id)) throw new HostError('unknown-game', { game: id });
    return this.games[id];
  }

  private checkSeats(input: { game: string; seats: SeatSetup[] }): GameModule<BaseState> {
    const module = this.gameModule(input.game);
    const { min, max } = module.definition.players;
    if (input.seats.length < min || input.seats.length > max) throw new HostError('bad-seats', { min, max });
    for (const { kind } of input.seats) {
      if (kind.type === 'bot' && !module.bots.some((bot) => bot.id === kind.level)) {
        throw new HostError('bad-request', { detail: `unknown bot level ${kind.level}` });
      }
    }
    return module;
  }

  private createNewMatch(input: NewMatch): MatchSnapshot {
    const store = this.requireStore();
    const { definition } = this.checkSeats(input);
    const config: MatchConfig = {
      seats: input.seats.map(({ name }) => ({ name })),
      firstSeat: this.randomInt(input.seats.length),
      ...(input.options ? { options: input.options } : {}),
    };
    const seed = this.randomInt(2 ** 31);
    const state = definition.setup(config, seed);
    const now = this.now();
    const id = randomUUID();
    store.createMatch({ id, game: definition.id, version: definition.version, config, seed, seats: input.seats, createdAt: now });
    const humans = input.seats.filter((seat) => seat.kind.type === 'human');
    if (humans.length) store.rememberProfiles(humans.map(({ name, color, symbol }) => ({ name, color, symbol })), now);
    const stored = store.getMatch(id);
    if (!stored) throw new Error(`match ${id} was not saved`);
    const match = this.track(stored, definition, state, []);
    this.startBots(match);
    return this.snapshot(match, state.events);
  }

  /**
   * A new match from a game file. Every move is replayed through the rules before anything is
   * saved, so a bad file (whose error names its first bad line) leaves the store untouched.
   */
  private importGameFile(input: ImportMatch): MatchSnapshot {
    const store = this.requireStore();
    const { definition, notation } = this.checkSeats(input);
    if (!notation) throw new HostError('bad-request', { detail: `${definition.id} has no game files` });
    const { config, log } = notation.importGame(input.text, input.seats.map(({ name }) => ({ name })));
    const seed = this.randomInt(2 ** 31);
    let state = definition.setup(config, seed);
    const snapshots: { index: number; state: BaseState }[] = [];
    const entries: StoredAction[] = log.map(({ seat, action }, index) => {
      state = applyChecked(definition, state, seat, action);
      if ((index + 1) % this.snapshotEvery === 0) snapshots.push({ index: index + 1, state });
      return { index, seat, action, events: state.events };
    });
    const now = this.now();
    const id = randomUUID();
    store.createMatch({ id, game: definition.id, version: definition.version, config, seed, seats: input.seats, createdAt: now });
    try {
      const outcome = definition.outcome(state);
      for (const entry of entries) store.appendAction(id, entry, entry.index === entries.length - 1 ? outcome : null, now);
      for (const snapshot of snapshots) store.saveSnapshot(id, snapshot);
    } catch (error) {
      // half an import is no saved game
      store.deleteMatch(id);
      throw error;
    }
    const stored = store.getMatch(id);
    if (!stored) throw new Error(`match ${id} was not saved`);
    const match = this.track(stored, definition, state, entries);
    this.startBots(match);
    return this.snapshot(match, []);
  }

  private undoLastHumanMove(matchId: string): MatchSnapshot {
    const store = this.requireStore();
    const match = this.liveMatch(matchId);
    const depth = undoDepth(match.log, (seat) => isHuman(match.stored, seat));
    if (depth === 0) throw new RuleError('nothing-to-undo');
    const keep = match.log.length - depth;
    const kept = match.log.slice(0, keep);
    const saved = store.latestSnapshot(matchId, keep);
    const state = replay(match.definition, match.stored.config, match.stored.seed, moves(kept), saved && {
      state: saved.state as BaseState,
      index: saved.index,
    });
    const outcome = match.definition.outcome(state);
    const now = this.now();
    store.truncate(matchId, keep, outcome, now);
    match.state = state;
    match.log = kept;
    match.lines = match.lines.filter((line) => line.at < keep);
    match.stored = { ...match.stored, actionCount: keep, outcome, updatedAt: now };
    match.lastMoveAt = performance.now();
    this.startBots(match);
    return this.snapshot(match, []);
  }

  /** The open match, loaded from the store (snapshot + replayed tail) on first use. */
  private liveMatch(matchId: string): LiveMatch {
    const store = this.requireStore();
    const open = this.live.get(matchId);
    if (open) return open;
    const stored = store.getMatch(matchId);
    if (!stored) throw new HostError('unknown-match');
    const { definition } = this.gameModule(stored.game);
    const log = store.actions(matchId);
    if (stored.version !== definition.version) {
      const state = replayFromStart(definition, stored, log);
      store.setMatchVersion(matchId, definition.version);
      return this.track({ ...stored, version: definition.version }, definition, state, log);
    }
    const saved = store.latestSnapshot(matchId, log.length);
    let state: BaseState;
    try {
      state = replay(definition, stored.config, stored.seed, moves(log), saved && { state: saved.state as BaseState, index: saved.index });
    } catch (error) {
      console.error(`match ${matchId} does not replay:`, error);
      throw new HostError('replay-diverged');
    }
    return this.track(stored, definition, state, log);
  }

  private track(stored: StoredMatch, definition: GameDefinition<BaseState>, state: BaseState, log: StoredAction[]): LiveMatch {
    const match: LiveMatch = {
      stored,
      definition,
      state,
      log,
      lines: [...setupLines(definition, stored), ...log.flatMap((entry) => logLines(definition, entry))],
      botsPlaying: false,
      closed: false,
      lastMoveAt: performance.now(),
    };
    this.live.set(stored.id, match);
    return match;
  }

  /** Applies a move, saves it (durable) and only then updates the match in memory. */
  private commit(match: LiveMatch, seat: Seat, action: Action): GameEvent[] {
    const store = this.requireStore();
    const { definition } = match;
    const next = applyChecked(definition, match.state, seat, action);
    const entry: StoredAction = { index: match.log.length, seat, action, events: next.events };
    const outcome = definition.outcome(next);
    const now = this.now();
    store.appendAction(match.stored.id, entry, outcome, now);
    match.state = next;
    match.log.push(entry);
    match.lines.push(...logLines(definition, entry));
    match.stored = { ...match.stored, actionCount: match.log.length, outcome, updatedAt: now };
    match.lastMoveAt = performance.now();
    if (match.log.length % this.snapshotEvery === 0) {
      // a missing snapshot only makes the next resume slower: never fail a saved move for it
      try {
        store.saveSnapshot(match.stored.id, { index: match.log.length, state: next });
      } catch (error) {
        console.error('snapshot not saved:', error);
      }
    }
    return next.events;
  }

  /**
   * The table's snapshot, built for the table alone: its view, public events, and legal actions
   * only for seats whose turn is not private. A private turn is listed in `privateTurns`; its
   * actions and its view are for `seatSnapshot`.
   */
  private snapshot(match: LiveMatch, fresh: GameEvent[]): MatchSnapshot {
    const { definition, state, stored } = match;
    const outcome = definition.outcome(state);
    const activeSeats = outcome ? [] : definition.activeSeats(state);
    const legal: Record<number, Action[]> = {};
    const privateTurns: Seat[] = [];
    for (const seat of activeSeats) {
      if (!isHuman(stored, seat)) continue;
      if (isPrivateTurn(definition, state, seat)) privateTurns.push(seat);
      else legal[seat] = definition.legalActions(state, seat);
    }
    return {
      summary: summarize(stored),
      view: definition.view(state, 'table'),
      activeSeats,
      legal,
      privateTurns,
      log: match.lines.slice(),
      fresh: fresh.filter(isPublic),
      outcome,
      canUndo: undoDepth(match.log, (seat) => isHuman(stored, seat)) > 0,
      botThinking: activeSeats.some((seat) => !isHuman(stored, seat)),
    };
  }

  /** What one human seat alone may see: its own view and, when it is to act, its legal actions. */
  private seatSnapshot(match: LiveMatch, seat: Seat): SeatSnapshot {
    const { definition, state, stored } = match;
    if (seat >= stored.seats.length) throw new RuleError('unknown-seat', { seat: String(seat) });
    if (!isHuman(stored, seat)) throw new HostError('bot-seat');
    const active = !definition.outcome(state) && definition.activeSeats(state).includes(seat);
    return {
      matchId: stored.id,
      seat,
      actionCount: match.log.length,
      view: definition.view(state, seat),
      legal: active ? definition.legalActions(state, seat) : [],
    };
  }

  private nextBotSeat(match: LiveMatch): Seat | undefined {
    const { definition, state, stored } = match;
    if (definition.outcome(state)) return undefined;
    return definition.activeSeats(state).find((seat) => !isHuman(stored, seat));
  }

  private startBots(match: LiveMatch): void {
    if (match.botsPlaying || this.nextBotSeat(match) === undefined) return;
    match.botsPlaying = true;
    void this.playBots(match)
      .catch((error) => {
        if (!match.closed && !this.closed) console.error(`bots stopped in match ${match.stored.id}:`, error);
      })
      .finally(() => {
        match.botsPlaying = false;
      });
  }

  /**
   * Plays bot seats while one is to move. Each move waits out the pace (counted from the previous
   * move, thinking included); if the match changed meanwhile (undo, a human move) the bot thinks
   * again from the new state instead of playing a stale move.
   */
  private async playBots(match: LiveMatch): Promise<void> {
    for (;;) {
      if (match.closed || this.closed) return;
      const seat = this.nextBotSeat(match);
      if (seat === undefined) return;
      const kind = match.stored.seats[seat].kind;
      if (kind.type !== 'bot') return;
      const state = match.state;
      const pace = this.botPaceMs[this.currentStatus().settings.animationSpeed];
      const [action] = await Promise.all([
        this.botRunner.choose({
          game: match.stored.game,
          level: kind.level,
          state,
          seat,
          seed: match.stored.seed,
          actionIndex: match.log.length,
        }),
        sleep(match.lastMoveAt + pace - performance.now()),
      ]);
      if (match.closed || this.closed || match.state !== state) continue;
      const events = this.commit(match, seat, action);
      this.push(this.snapshot(match, events));
    }
  }

  private push(snapshot: MatchSnapshot): void {
    for (const listener of this.listeners) {
      try {
        listener(snapshot);
      } catch (error) {
        console.error('match update listener failed:', error);
      }
    }
  }
}

function isHuman(match: StoredMatch, seat: Seat): boolean {
  return match.seats[seat]?.kind.type === 'human';
}

function isPrivateTurn(definition: GameDefinition<BaseState>, state: BaseState, seat: Seat): boolean {
  return definition.privateTurn?.(state, seat) ?? false;
}

function isPublic(event: GameEvent): boolean {
  return event.visibleTo === undefined;
}

function moves(log: readonly StoredAction[]): LoggedAction[] {
  return log.map(({ seat, action }) => ({ seat, action }));
}

function logLines(definition: GameDefinition<BaseState>, entry: StoredAction): LogEntry[] {
  return entry.events.filter(isPublic).map((event) => ({ ...definition.describe(event), ns: definition.id, at: entry.index }));
}

/** What happened before the first move (a deal, a whole first round): setup is pure, so it is told again. */
function setupLines(definition: GameDefinition<BaseState>, match: StoredMatch): LogEntry[] {
  return logLines(definition, { index: -1, seat: 0, action: { type: 'setup' }, events: definition.setup(match.config, match.seed).events });
}

/** e.g. "thud-2025-03-14-ann-bob.thud": the game, the day it began and its players */
function exportFileName(match: StoredMatch, extension: string): string {
  const day = new Date(match.createdAt).toISOString().slice(0, 10);
  const players = match.seats
    .map((seat) => seat.name.normalize('NFKD').replace(/[^\w-]+/g, '').toLowerCase())
    .filter(Boolean)
    .join('-');
  return `${[match.game, day, players].filter(Boolean).join('-')}.${extension}`;
}

function summarize(match: StoredMatch): MatchSummary {
  const { id, game, seats, createdAt, updatedAt, actionCount, outcome } = match;
  const options = match.config.options as GameOptions | undefined;
  return { id, game, seats, createdAt, updatedAt, actionCount, outcome, ...(options ? { options } : {}) };
}

/**
 * After a rules change: replays the whole log under the new rules and accepts it only if every
 * move is still legal and produces the very events that were saved (and the same outcome).
 */
function replayFromStart(definition: GameDefinition<BaseState>, stored: StoredMatch, log: readonly StoredAction[]): BaseState {
  try {
    let state = definition.setup(stored.config, stored.seed);
    for (const entry of log) {
      state = applyChecked(definition, state, entry.seat, entry.action);
      if (!sameJson(state.events, entry.events)) throw new Error(`action ${entry.index} produced different events`);
    }
    if (!sameJson(definition.outcome(state), stored.outcome)) throw new Error('the outcome differs');
    return state;
  } catch (error) {
    console.warn(`match ${stored.id} does not replay under ${definition.id} v${definition.version}: ${error instanceof Error ? error.message : error}`);
    throw new HostError('replay-diverged');
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
