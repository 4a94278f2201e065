/**
 * The Host: everything the renderer asks for, answered from the save store and the game engine.
 * No Electron here, so the same Host serves the Electron window (IPC) and the browser (WebSocket),
 * and runs in unit tests against a real SQLite file.
 *
 * Every request validates its arguments, never throws to its caller, and saves an accepted move
 * before answering. Bots play after the answer, paced so the table can show each step.
 *
 * Long, and known to be: it still holds the save file's health, live matches, undo, bots,
 * campaigns and phones in one class. Splitting it into those rooms is the next piece of work on
 * the house; until then a new request goes beside the ones it resembles.
 */
import { randomInt as cryptoRandomInt, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { campaignGames, fixtureOptions, type CampaignFixture } from '../../engine/campaign/campaign';
import { RuleError } from '../../engine/core/errors';
import { sameJson } from '../../engine/core/json';
import { applyChecked, moveRecord, replay, undoPlan, type LoggedAction, type MoveRecord, type UndoPlan } from '../../engine/core/match';
import type { Action, BaseState, GameDefinition, GameEvent, GameModule, MatchConfig, Outcome, Seat } from '../../engine/core/types';
import { gameModules } from '../../engine/games';
import type {
  AnimationSpeed,
  AppStatus,
  CampaignPlayer,
  CampaignSummary,
  CampaignView,
  LeagueGame,
  NewCampaign,
  ExportedMatch,
  GameInfo,
  GameOptions,
  ImportMatch,
  LogEntry,
  MatchTableState,
  MatchUpdate,
  MatchSummary,
  NewMatch,
  PhoneNotice,
  PhoneSnapshot,
  PhoneState,
  PhoneTable,
  Profile,
  RequestMethod,
  Result,
  SeatSetup,
  SeatSnapshot,
  Settings,
  StoreHealth,
  TrollNightApi,
  UndoOffer,
} from '../shared/api';
import { firstLineFrom, viewChange } from '../shared/match-update';
import { StoreError } from '../store/errors';
import { openStore, setAsideStoreFile } from '../store/sqlite-store';
import { defaultSettings } from '../shared/settings';
import type { CampaignLink, DamagedMatch, RescuedMatch, Snapshot, Store, StoredAction, StoredCampaign, StoredMatch } from '../store/types';
import { HostError, failure, isExpectedRefusal, toAppError } from './app-error';
import { campaignMatch, campaignState, campaignSummary, campaignView, damagedCampaignSummary, type CampaignState } from './campaign-views';
import { InProcessBotRunner, type BotRunner } from './bot-runner';
import { PhoneHub, isLobby, type PhoneConnection, type PhoneServerControl, type SeatLink } from './phone-hub';
import { describeIssues, phoneActArgs, requestSchemas, type RequestArgs } from './request-schemas';
import { requestShapeProblem } from './wire-limits';

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
  /** the name of the campaign it belongs to ('' for none), shown with the match */
  campaignName: string;
  definition: GameDefinition<BaseState>;
  state: BaseState;
  log: StoredAction[];
  lines: LogEntry[];
  /** see MatchTableState.revision */
  revision: number;
  /** the table's view at this revision: the next change is sent as the difference from it */
  tableView: unknown;
  botsPlaying: boolean;
  /** deleted, or the Host closed: a bot still thinking must not write */
  closed: boolean;
  /** performance.now() of the latest change, to pace the next bot move */
  lastMoveAt: number;
  /**
   * for each active seat, the action count when its turn began: a secret choice made while
   * others made theirs (which it cannot see) is not stale
   */
  turnStarts: Map<Seat, number>;
  /**
   * what undo needs to know of moves `recordsStart` and later (a match loaded from a snapshot
   * knows only its tail: earlier records are rebuilt when an undo reaches them)
   */
  records: MoveRecord[];
  recordsStart: number;
  /** the moves made on a phone since the match was opened (links live in memory only) */
  phoneMoves: Set<number>;
}

type Handlers = { [M in RequestMethod]: (...args: RequestArgs[M]) => unknown };

/** how many of the table's last log lines a phone is sent, to say what just happened */
const phoneRecentLines = 4;

/** A move or undo sent from a view of the match that is no longer current. */
class StaleMoveError extends HostError {
  constructor(readonly latest: MatchUpdate) {
    super('stale-move');
  }
}

/** the whole API but keepDisplayAwake, which the screen's own process answers (the app, or the browser) */
export class Host implements Omit<TrollNightApi, 'keepDisplayAwake'> {
  readonly storePath: string;
  private store: Store | null = null;
  private health: StoreHealth = { state: 'ok' };
  /** settings while there is no usable store, so the language can still be switched */
  private fallbackSettings: Settings = { ...defaultSettings };
  private setAsidePath: string | undefined;
  private readonly live = new Map<string, LiveMatch>();
  /** matches found damaged when opened (their rows read fine): listed as damaged from then on */
  private readonly damagedMatches = new Set<string>();
  private readonly listeners = new Set<(update: MatchUpdate) => void>();
  private readonly phones = new PhoneHub();
  /**
   * the latest revision given to any match; starting from the clock, a restarted Host never hands
   * out a revision a page still holds from before
   */
  private lastRevision = Date.now();
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
    // zod's JSON check recurses: a deeply nested action must be refused before it runs
    const shapeProblem = requestShapeProblem(args);
    if (shapeProblem) return failure(new HostError('bad-request', { detail: shapeProblem }));
    const parsed = requestSchemas[method].safeParse(args);
    if (!parsed.success) return failure(new HostError('bad-request', { detail: describeIssues(parsed.error) }));
    const handler = this.handlers[method] as (...handlerArgs: unknown[]) => unknown;
    return this.answer(method, () => handler(...parsed.data));
  }

  /** Runs a checked request: its value, or the refusal it met (a bug is logged, never sent). */
  private async answer(name: string, work: () => unknown): Promise<Result<unknown>> {
    if (this.closed) return failure(new HostError('store-unavailable'));
    try {
      return { ok: true, value: await work() };
    } catch (error) {
      if (!isExpectedRefusal(error)) console.error(`Host.${name} failed:`, error);
      if (error instanceof StaleMoveError) return { ok: false, error: toAppError(error), latest: error.latest };
      return failure(error);
    }
  }

  status(): Promise<Result<AppStatus>> {
    return this.request('status', []) as Promise<Result<AppStatus>>;
  }
  startFreshStore(): Promise<Result<AppStatus>> {
    return this.request('startFreshStore', []) as Promise<Result<AppStatus>>;
  }
  reopenStore(): Promise<Result<AppStatus>> {
    return this.request('reopenStore', []) as Promise<Result<AppStatus>>;
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
  createMatch(input: NewMatch): Promise<Result<MatchUpdate>> {
    return this.request('createMatch', [input]) as Promise<Result<MatchUpdate>>;
  }
  openMatch(matchId: string): Promise<Result<MatchUpdate>> {
    return this.request('openMatch', [matchId]) as Promise<Result<MatchUpdate>>;
  }
  seatView(matchId: string, seat: Seat): Promise<Result<SeatSnapshot>> {
    return this.request('seatView', [matchId, seat]) as Promise<Result<SeatSnapshot>>;
  }
  act(matchId: string, seat: Seat, action: Action, actionCount: number): Promise<Result<MatchUpdate>> {
    return this.request('act', [matchId, seat, action, actionCount]) as Promise<Result<MatchUpdate>>;
  }
  undo(matchId: string, actionCount: number): Promise<Result<MatchUpdate>> {
    return this.request('undo', [matchId, actionCount]) as Promise<Result<MatchUpdate>>;
  }
  deleteMatch(matchId: string): Promise<Result<null>> {
    return this.request('deleteMatch', [matchId]) as Promise<Result<null>>;
  }
  importMatch(input: ImportMatch): Promise<Result<MatchUpdate>> {
    return this.request('importMatch', [input]) as Promise<Result<MatchUpdate>>;
  }
  exportMatch(matchId: string): Promise<Result<ExportedMatch>> {
    return this.request('exportMatch', [matchId]) as Promise<Result<ExportedMatch>>;
  }
  exportDamagedMatch(matchId: string): Promise<Result<ExportedMatch>> {
    return this.request('exportDamagedMatch', [matchId]) as Promise<Result<ExportedMatch>>;
  }

  listCampaigns(): Promise<Result<CampaignSummary[]>> {
    return this.request('listCampaigns', []) as Promise<Result<CampaignSummary[]>>;
  }
  createCampaign(input: NewCampaign): Promise<Result<CampaignView>> {
    return this.request('createCampaign', [input]) as Promise<Result<CampaignView>>;
  }
  openCampaign(campaignId: string): Promise<Result<CampaignView>> {
    return this.request('openCampaign', [campaignId]) as Promise<Result<CampaignView>>;
  }
  playCampaign(campaignId: string, league?: LeagueGame): Promise<Result<MatchUpdate>> {
    return this.request('playCampaign', league ? [campaignId, league] : [campaignId]) as Promise<Result<MatchUpdate>>;
  }
  deleteCampaign(campaignId: string): Promise<Result<null>> {
    return this.request('deleteCampaign', [campaignId]) as Promise<Result<null>>;
  }

  openPhoneLobby(game: string): Promise<Result<PhoneTable>> {
    return this.request('openPhoneLobby', [game]) as Promise<Result<PhoneTable>>;
  }
  phoneTable(table: string): Promise<Result<PhoneTable>> {
    return this.request('phoneTable', [table]) as Promise<Result<PhoneTable>>;
  }
  invitePhone(table: string, seat: Seat): Promise<Result<PhoneTable>> {
    return this.request('invitePhone', [table, seat]) as Promise<Result<PhoneTable>>;
  }
  revokePhone(table: string, seat: Seat): Promise<Result<PhoneTable>> {
    return this.request('revokePhone', [table, seat]) as Promise<Result<PhoneTable>>;
  }

  onMatchUpdate(listener: (update: MatchUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onPhonesChange(listener: (phones: PhoneTable) => void): () => void {
    return this.phones.onChange(listener);
  }

  /** Plugs in the phone server (the desktop app's or `npm run web`'s); it listens while the setting is on. */
  attachPhoneServer(control: PhoneServerControl): Promise<void> {
    return this.phones.attach(control, this.currentStatus().settings.phones);
  }

  /**
   * A phone opened its seat link: it is sent its state now and after every change, until the
   * link dies. Undefined for a dead or unknown link (nothing is sent).
   */
  connectPhone(token: string, connection: PhoneConnection): SeatLink | undefined {
    if (this.closed) return undefined;
    const link = this.phones.connect(token, connection);
    if (!link) return undefined;
    try {
      connection.send(this.phoneState(link.table, link.seat));
    } catch (error) {
      // a match that cannot be opened: the phone waits, the TV shows why
      if (!isExpectedRefusal(error)) console.error('phone state not sent:', error);
    }
    return link;
  }

  disconnectPhone(link: SeatLink, connection: PhoneConnection): void {
    this.phones.disconnect(link, connection);
  }

  /** Whether a phone's link still opens its seat (`find` of a token, for the phone server's checks). */
  findPhoneLink(token: string): SeatLink | undefined {
    return this.phones.find(token);
  }

  /**
   * A move from a phone, for its own seat only. `args` is checked like any request's; a stale
   * move is refused and the phone is sent the match as it is now.
   */
  async phoneAct(link: SeatLink, connection: PhoneConnection, args: unknown): Promise<Result<null>> {
    if (!this.phones.isLive(link) || isLobby(link.table)) return failure(new HostError('link-revoked'));
    const shapeProblem = requestShapeProblem(args);
    if (shapeProblem) return failure(new HostError('bad-request', { detail: shapeProblem }));
    const parsed = phoneActArgs.safeParse(args);
    if (!parsed.success) return failure(new HostError('bad-request', { detail: describeIssues(parsed.error) }));
    const [action, actionCount] = parsed.data;
    const answer = await this.answer('phoneAct', () => this.play(link.table, link.seat, action as Action, actionCount, 'phone'));
    if (!answer.ok && answer.error.code === 'stale-move' && this.phones.isLive(link)) {
      connection.send(this.phoneState(link.table, link.seat));
    }
    return answer.ok ? { ok: true, value: null } : { ok: false, error: answer.error };
  }

  /** Stops bots and closes the save file; requests afterwards answer store-unavailable. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.phones.close();
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
      // a file only out of reach (permissions, disk space) is not damaged: it is kept where it is
      if (this.health.state === 'read-only' || this.health.state === 'disk-full') return this.reopenStoreFile();
      this.setAsidePath = setAsideStoreFile(this.storePath, this.now());
      this.openStoreFile();
      // the language chosen while the save file was unreadable carries over to the fresh one
      this.store?.setSettings(this.fallbackSettings);
      return this.currentStatus();
    },

    reopenStore: () => (this.health.state === 'ok' ? this.currentStatus() : this.reopenStoreFile()),

    setSettings: async (patch) => {
      let settings: Settings;
      if (this.store) {
        settings = this.store.setSettings(patch);
      } else {
        this.fallbackSettings = { ...this.fallbackSettings, ...patch };
        settings = this.fallbackSettings;
      }
      if (patch.phones !== undefined) await this.phones.setEnabled(settings.phones);
      if (patch.language !== undefined) this.updateAllPhones();
      return settings;
    },

    listGames: (): GameInfo[] =>
      Object.values(this.games).map(({ definition, bots, notation }) => ({
        id: definition.id,
        players: { ...definition.players },
        botLevels: bots.map((bot) => bot.id),
        ...(notation ? { fileExtension: notation.fileExtension } : {}),
      })),

    listProfiles: () => this.requireStore().listProfiles(),

    listMatches: () => {
      const store = this.requireStore();
      const { matches, damaged } = store.listMatches();
      // each campaign's name read once, not once per match
      const campaignNames = new Map(store.listCampaigns().campaigns.map(({ id, setup }) => [id, setup.name]));
      return [
        ...matches.map((match) => {
          const summary = summarize(match, (match.campaign && campaignNames.get(match.campaign.id)) ?? '');
          return this.damagedMatches.has(match.id) ? { ...summary, damaged: true as const } : summary;
        }),
        ...damaged.map(summarizeDamaged),
      ];
    },

    createMatch: (input) => this.createNewMatch(input),

    importMatch: (input) => this.importGameFile(input),

    exportDamagedMatch: (matchId) => {
      const rescued = this.requireStore().rescueMatch(matchId);
      if (!rescued) throw new HostError('unknown-match');
      // a match that opens is played, not rescued: its raw rows hold its seed and secret choices
      if (!this.isDamaged(matchId)) throw new HostError('not-damaged');
      return this.rescueFile(rescued);
    },

    exportMatch: (matchId) => {
      const match = this.liveMatch(matchId);
      const { notation } = this.gameModule(match.stored.game);
      if (!notation) throw new HostError('bad-request', { detail: `${match.stored.game} has no game files` });
      return { fileName: exportFileName(match.stored, notation.fileExtension), text: notation.exportGame(match.state) };
    },

    openMatch: (matchId) => {
      const match = this.liveMatch(matchId);
      this.startBots(match);
      return this.wholeUpdate(match);
    },

    seatView: (matchId, seat) => {
      // the TV asks for a seat's private view; a seat whose phone holds its link open is that phone's alone
      if (this.phones.joinedSeats(matchId).includes(seat)) throw new HostError('seat-on-phone');
      return this.seatSnapshot(this.liveMatch(matchId), seat);
    },

    act: (matchId, seat, action, actionCount) => this.play(matchId, seat, action as Action, actionCount, 'table'),

    undo: (matchId, actionCount) => this.undoLastHumanMove(matchId, actionCount),

    deleteMatch: (matchId) => {
      const store = this.requireStore();
      // a damaged match can be deleted too: it only has to be there
      if (!store.hasMatch(matchId)) throw new HostError('unknown-match');
      const match = this.live.get(matchId);
      if (match) match.closed = true;
      this.live.delete(matchId);
      store.deleteMatch(matchId);
      this.damagedMatches.delete(matchId);
      this.phones.endTable(matchId);
      return null;
    },

    listCampaigns: () => {
      const store = this.requireStore();
      const { campaigns, damaged } = store.listCampaigns();
      return [
        ...campaigns.map((campaign) => {
          const { matches, damaged: damagedMatches } = store.campaignMatches(campaign.id);
          return campaignSummary(campaignState(campaign, matches), damagedMatches.length);
        }),
        ...damaged.map(damagedCampaignSummary),
      ];
    },
    createCampaign: (input) => this.createNewCampaign(input),
    openCampaign: (campaignId) => {
      const { state, damaged } = this.loadCampaign(campaignId);
      return this.viewCampaign(state, damaged);
    },
    playCampaign: (campaignId, league?: LeagueGame) => this.playCampaignMatch(campaignId, league),
    deleteCampaign: (campaignId) => {
      const store = this.requireStore();
      try {
        if (!store.getCampaign(campaignId)) throw new HostError('unknown-campaign');
      } catch (error) {
        // a damaged campaign can be deleted too: it only has to be there
        if (!(error instanceof StoreError && error.code === 'campaign-damaged')) throw error;
      }
      for (const match of [...this.live.values()].filter((live) => live.stored.campaign?.id === campaignId)) {
        match.closed = true;
        this.live.delete(match.stored.id);
        this.phones.endTable(match.stored.id);
      }
      const { matches, damaged } = store.campaignMatches(campaignId);
      for (const { id } of [...matches, ...damaged]) this.damagedMatches.delete(id);
      store.deleteCampaign(campaignId);
      return null;
    },
    openPhoneLobby: (game) => {
      this.gameModule(game);
      return this.phones.openLobby(game);
    },

    phoneTable: (table) => {
      this.checkPhoneTable(table);
      return this.phones.table(table);
    },

    invitePhone: (table, seat) => {
      this.checkPhoneTable(table, seat);
      return this.phones.invite(table, seat);
    },

    revokePhone: (table, seat) => {
      this.checkPhoneTable(table);
      return this.phones.revoke(table, seat);
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

  /** After the user fixed what kept the save file out of reach: a second try at opening it. */
  private reopenStoreFile(): AppStatus {
    this.openStoreFile();
    return this.currentStatus();
  }

  private currentStatus(): AppStatus {
    const unreadableSettings = this.store?.unreadableSettings() ?? [];
    return {
      store: this.health,
      settings: this.store ? this.store.getSettings() : this.fallbackSettings,
      phones: this.phones.service,
      storePath: this.storePath,
      ...(this.setAsidePath ? { setAsidePath: this.setAsidePath } : {}),
      ...(unreadableSettings.length ? { unreadableSettings } : {}),
    };
  }

  /**
   * Whether the match is damaged: found so when opened, or found so now by opening it (a match
   * that opens becomes live, as `openMatch` would make it).
   */
  private isDamaged(matchId: string): boolean {
    if (this.damagedMatches.has(matchId)) return true;
    try {
      this.liveMatch(matchId);
      return false;
    } catch (error) {
      if (error instanceof StoreError && error.code === 'match-damaged') return true;
      throw error;
    }
  }

  /**
   * What can be read of a damaged match, as a file to keep: in its game's own format when some
   * of its moves replay from the start (a file the game imports, to carry on from there), else
   * its readable fields and actions as JSON.
   *
   * Nothing in it tells a secret of a game not known to be over (its outcome null or unreadable):
   * the game's own format is the file `exportMatch` gives any open match, and the JSON then holds
   * only what the whole table has seen — no seed (which deals the decks and hands, and rolls the
   * dice to come), and of each move its seat and public events, never the move itself (a secret
   * choice, a card laid face down) nor an event shown to some seats only. Once the game is over
   * nothing is left to hide, and every readable field and action is kept.
   */
  private rescueFile({ id, readable, unreadable, actions }: RescuedMatch): ExportedMatch {
    const module = readable.game !== undefined && Object.hasOwn(this.games, readable.game) ? this.games[readable.game] : undefined;
    if (module?.notation && readable.config && readable.seed !== undefined) {
      const replayed = replayReadable(module.definition, readable.config, readable.seed, actions);
      if (replayed?.moves) {
        return { fileName: exportFileName(readable, module.notation.fileExtension), text: module.notation.exportGame(replayed.state) };
      }
    }
    const over = Boolean(readable.outcome);
    const { seed: _seed, ...seen } = readable;
    const rescued = over
      ? { troll_night_damaged_game: id, ...readable, unreadable, actions }
      : { troll_night_damaged_game: id, ...seen, unreadable, actions: actions.map(publicPart) };
    return { fileName: exportFileName(readable, 'damaged.json'), text: `${JSON.stringify(rescued, null, 2)}\n` };
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

  /**
   * A table phones may join: the open lobby, or a saved match (loaded). With `seat`, that seat
   * must be one a phone may take: a human's, in a match still going on.
   */
  private checkPhoneTable(table: string, seat?: Seat): void {
    if (isLobby(table)) {
      const { max } = this.gameModule(this.phones.lobbyGame(table)).definition.players;
      if (seat !== undefined && seat >= max) throw new RuleError('unknown-seat', { seat: String(seat) });
      return;
    }
    const match = this.liveMatch(table);
    if (seat === undefined) return;
    if (seat >= match.stored.seats.length) throw new RuleError('unknown-seat', { seat: String(seat) });
    if (!isHuman(match.stored, seat)) throw new HostError('bot-seat');
    if (match.definition.outcome(match.state)) throw new HostError('match-over');
  }

  /** What a phone shows: its lobby, or everything its seat alone may see of its match. */
  private phoneState(table: string, seat: Seat): PhoneState {
    const { language } = this.currentStatus().settings;
    if (isLobby(table)) return { kind: 'lobby', seat, game: this.phones.lobbyGame(table), language };
    const match = this.liveMatch(table);
    const { definition, state, stored } = match;
    const outcome = definition.outcome(state);
    const activeSeats = outcome ? [] : definition.activeSeats(state);
    const snapshot: PhoneSnapshot = {
      summary: summarize(stored, match.campaignName),
      seat,
      view: definition.view(state, seat),
      legal: activeSeats.includes(seat) ? definition.legalActions(state, seat) : [],
      activeSeats,
      privateTurn: activeSeats.includes(seat) && isPrivateTurn(definition, state, seat),
      outcome,
      recent: match.lines.slice(-phoneRecentLines),
    };
    return { kind: 'match', match: snapshot, language };
  }

  private createNewMatch(input: NewMatch): MatchUpdate {
    const { definition } = this.checkSeats(input);
    const update = this.startMatch(definition, input.seats, {
      seats: input.seats.map(({ name }) => ({ name })),
      firstSeat: this.randomInt(input.seats.length),
      ...(input.options ? { options: input.options } : {}),
    });
    if (input.phoneLobby) {
      const id = update.summary.id;
      const humanSeats = input.seats.flatMap((seat, index) => (seat.kind.type === 'human' ? [index] : []));
      this.phones.seatLobby(input.phoneLobby, id, humanSeats);
      this.phones.send(id, (seat) => this.phoneState(id, seat));
    }
    return update;
  }

  /** Saves a new match (in a campaign, with `campaign`), remembers its players and sets its bots going. */
  private startMatch(definition: GameDefinition<BaseState>, seats: SeatSetup[], config: MatchConfig, campaign?: Omit<CampaignLink, 'id'> & { id: string }): MatchUpdate {
    const store = this.requireStore();
    const seed = this.randomInt(2 ** 31);
    const state = definition.setup(config, seed);
    const now = this.now();
    const id = randomUUID();
    store.createMatch({ id, game: definition.id, version: definition.version, config, seed, seats, createdAt: now, ...(campaign ? { campaign } : {}) });
    const humans = seats.filter((seat) => seat.kind.type === 'human');
    if (humans.length) store.rememberProfiles(humans.map(({ name, color, symbol }) => ({ name, color, symbol })), now);
    const stored = store.getMatch(id);
    if (!stored) throw new Error(`match ${id} was not saved`);
    const match = this.track(stored, definition, { state, records: [] }, []);
    this.startBots(match);
    return { ...this.wholeUpdate(match), fresh: state.events.filter(isPublic) };
  }

  /**
   * A new campaign. Its players, bots and options are tried on its games before anything is
   * saved, so a campaign that could not play its first match is never created.
   */
  private createNewCampaign(input: NewCampaign): CampaignView {
    const store = this.requireStore();
    const game = campaignGames[input.format];
    const games = game === null ? Object.keys(this.games) : [game];
    for (const id of games) this.gameModule(id);
    for (const { kind } of input.players) {
      if (kind.type === 'bot' && !games.some((id) => this.games[id].bots.some((bot) => bot.id === kind.level))) {
        throw new HostError('bad-campaign', { detail: `unknown bot level ${kind.level}` });
      }
    }
    if (game !== null) {
      const seated = game === 'trol' ? input.players.length : 2;
      const config: MatchConfig = {
        seats: input.players.slice(0, seated).map(({ name }) => ({ name })),
        firstSeat: 0,
        options: { ...input.options, ...(game === 'battle-dice' ? { duel: true } : {}) },
      };
      try {
        this.games[game].definition.setup(config, 1);
      } catch (error) {
        throw new HostError('bad-campaign', { detail: error instanceof Error ? error.message : String(error) });
      }
    }
    const now = this.now();
    const campaign: StoredCampaign = { id: randomUUID(), setup: input, createdAt: now };
    store.createCampaign(campaign);
    const humans = input.players.filter((player) => player.kind.type === 'human');
    if (humans.length) store.rememberProfiles(humans.map(({ name, color, symbol }) => ({ name, color, symbol })), now);
    return this.viewCampaign(campaignState(campaign, []), []);
  }

  /** the campaign as its readable matches leave it, and those of its matches that cannot be read */
  private loadCampaign(campaignId: string): { state: CampaignState; damaged: DamagedMatch[] } {
    const store = this.requireStore();
    const campaign = store.getCampaign(campaignId);
    if (!campaign) throw new HostError('unknown-campaign');
    const { matches, damaged } = store.campaignMatches(campaignId);
    return { state: campaignState(campaign, matches), damaged };
  }

  private viewCampaign(state: CampaignState, damaged: DamagedMatch[]): CampaignView {
    const name = state.campaign.setup.name;
    return campaignView(state, [
      ...state.matches.map((match) => ({ ...summarize(match, name), ...(this.damagedMatches.has(match.id) ? { damaged: true as const } : {}) })),
      ...damaged.map(summarizeDamaged),
    ]);
  }

  /**
   * The campaign's next match: the one going on, opened, or a new one for the next fixture of its
   * schedule. A league plays the game its players chose, with the campaign players they named.
   */
  private playCampaignMatch(campaignId: string, league: LeagueGame | undefined): MatchUpdate {
    const { state } = this.loadCampaign(campaignId);
    const { setup } = state.campaign;
    if (setup.format === 'league') {
      if (!league) throw new HostError('bad-request', { detail: 'a league game needs its game and players' });
      if (new Set(league.players).size !== league.players.length || league.players.some((player) => player >= setup.players.length)) {
        throw new HostError('bad-request', { detail: 'each player of the league may sit once' });
      }
      const module = this.gameModule(league.game);
      const seats = league.players.map((player) => campaignSeat(setup.players[player], module, this.games));
      this.checkSeats({ game: league.game, seats });
      const options = { ...botsAloneOptions(league.game, seats), ...league.options };
      const config: MatchConfig = {
        seats: seats.map(({ name }) => ({ name })),
        firstSeat: this.randomInt(seats.length),
        ...(Object.keys(options).length ? { options } : {}),
      };
      const fixture = `l${state.matches.length + 1}`;
      return this.startMatch(module.definition, seats, config, { id: campaignId, fixture, round: 0, players: league.players });
    }
    if (league) throw new HostError('bad-request', { detail: 'only a league chooses its games' });
    const next = state.progress.upcoming[0];
    if (!next) throw new HostError('campaign-over');
    if (next.matchId) {
      const match = this.liveMatch(next.matchId);
      this.startBots(match);
      return this.wholeUpdate(match);
    }
    return this.startFixture(state, next);
  }

  private startFixture(state: CampaignState, fixture: CampaignFixture): MatchUpdate {
    const { setup, id } = state.campaign;
    const module = this.gameModule(fixture.game);
    const seats = fixture.players.map((player) => campaignSeat(setup.players[player], module, this.games));
    const withTeams = state.matches.map((match) => campaignMatch(match, fixture.game === 'battle-dice' ? this.heroTeams(match) : undefined));
    const config: MatchConfig = {
      seats: seats.map(({ name }) => ({ name })),
      firstSeat: fixture.firstSeat,
      options: { ...botsAloneOptions(fixture.game, seats), ...setup.options, ...fixtureOptions(state.rules, withTeams, fixture) } as MatchConfig['options'],
    };
    return this.startMatch(module.definition, seats, config, { id, fixture: fixture.key, round: fixture.round, players: fixture.players });
  }

  /** A Battle Dice match's heroes per seat: its ready-made teams and the heroes its seats drafted. */
  private heroTeams(match: StoredMatch): string[][] {
    const given = (match.config.options?.teams ?? []) as string[][];
    const teams = match.seats.map((_, seat) => [...(given[seat] ?? [])]);
    for (const { seat, action } of this.requireStore().actions(match.id)) {
      if (action.type !== 'pick') break;
      teams[seat]?.push(String(action.hero));
    }
    return teams;
  }

  /** the name of the campaign a saved match belongs to ('' for none, or for a campaign that cannot be read) */
  private campaignName(match: StoredMatch): string {
    if (!match.campaign) return '';
    try {
      return this.requireStore().getCampaign(match.campaign.id)?.setup.name ?? '';
    } catch {
      return '';
    }
  }

  /**
   * A new match from a game file. Every move is replayed through the rules before anything is
   * saved, so a bad file (whose error names its first bad line) leaves the store untouched.
   */
  private importGameFile(input: ImportMatch): MatchUpdate {
    const store = this.requireStore();
    const { definition, notation } = this.checkSeats(input);
    if (!notation) throw new HostError('bad-request', { detail: `${definition.id} has no game files` });
    const { config, log } = notation.importGame(input.text, input.seats.map(({ name }) => ({ name })));
    const seed = this.randomInt(2 ** 31);
    let state = definition.setup(config, seed);
    const snapshots: { index: number; state: BaseState }[] = [];
    const records: MoveRecord[] = [];
    const entries: StoredAction[] = log.map(({ seat, action }, index) => {
      const before = state;
      state = applyChecked(definition, state, seat, action);
      records.push(moveRecord(definition, before, seat, state.events, input.seats[seat]?.kind.type === 'human'));
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
    const match = this.track(stored, definition, { state, records }, entries);
    this.startBots(match);
    return this.wholeUpdate(match);
  }

  /** A human seat's move, from the TV (`table`) or from the seat's own phone. */
  private play(matchId: string, seat: Seat, action: Action, actionCount: number, from: 'table' | 'phone'): MatchUpdate {
    const match = this.liveMatch(matchId);
    this.refuseStale(match, actionCount, seat);
    if (match.stored.seats[seat]?.kind.type === 'bot') throw new RuleError('not-your-turn');
    if (from === 'phone') match.phoneMoves.add(match.log.length);
    try {
      const update = this.commit(match, seat, action);
      this.startBots(match);
      return update;
    } catch (error) {
      match.phoneMoves.delete(match.log.length);
      throw error;
    }
  }

  /**
   * Takes back what the table's `undo` offers: the last human move and the bots' answers, or a
   * secret round whole. Each phone whose seat had a move taken back is told so in words.
   */
  private undoLastHumanMove(matchId: string, actionCount: number): MatchUpdate {
    const store = this.requireStore();
    const match = this.liveMatch(matchId);
    this.refuseStale(match, actionCount);
    // a finished game's result stands (a campaign counts it): the last move is not taken back
    if (match.definition.outcome(match.state)) throw new RuleError('game-over');
    const plan = this.undoPlanOf(match);
    if (plan.kind === 'nothing') throw new RuleError('nothing-to-undo');
    if (plan.kind === 'revealed') throw new RuleError('secrets-revealed');
    const notices = this.undoNotices(match, plan);
    const keep = plan.from;
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
    match.records = match.records.slice(0, keep - match.recordsStart);
    for (const index of match.phoneMoves) if (index >= keep) match.phoneMoves.delete(index);
    match.stored = { ...match.stored, actionCount: keep, outcome, updatedAt: now };
    match.lastMoveAt = performance.now();
    this.trackTurns(match);
    const update = this.recordChange(match, keep, [], notices);
    this.startBots(match);
    return update;
  }

  /**
   * What undo would take back now (see `undoPlan`), with the records it needs: a match loaded from
   * a snapshot rebuilds those of earlier moves, one snapshot back at a time, only when it must.
   */
  private undoPlanOf(match: LiveMatch): UndoPlan {
    // bots alone: nothing to rebuild, nothing to take back
    if (!match.stored.seats.some((seat) => seat.kind.type === 'human')) return { kind: 'nothing' };
    for (;;) {
      const plan = undoPlan(match.records);
      // the plan is whole once it stops inside the records known, or they go back to the start
      const whole = match.recordsStart === 0 || plan.kind === 'revealed' || (plan.kind === 'undo' && plan.from > 0);
      if (whole) return plan.kind === 'undo' ? { ...plan, from: plan.from + match.recordsStart, last: plan.last + match.recordsStart } : plan;
      this.recordEarlierMoves(match);
    }
  }

  private recordEarlierMoves(match: LiveMatch): void {
    const { definition, stored, log } = match;
    const end = match.recordsStart;
    const saved = this.requireStore().latestSnapshot(stored.id, end - 1);
    const start = saved?.index ?? 0;
    let state = saved ? (saved.state as BaseState) : definition.setup(stored.config, stored.seed);
    const earlier: MoveRecord[] = [];
    for (const entry of log.slice(start, end)) {
      earlier.push(moveRecord(definition, state, entry.seat, entry.events, isHuman(stored, entry.seat)));
      state = applyChecked(definition, state, entry.seat, entry.action);
    }
    match.records = [...earlier, ...match.records];
    match.recordsStart = start;
  }

  /**
   * The table is told what Undo would take back: whose move and of what kind, who chooses again
   * when a secret round goes back whole, whether to ask first. Never what was chosen.
   */
  private undoOffer(match: LiveMatch): UndoOffer | null {
    if (match.definition.outcome(match.state)) return null;
    const plan = this.undoPlanOf(match);
    if (plan.kind !== 'undo') return plan.kind === 'revealed' ? { kind: 'revealed' } : null;
    const undone = match.records.slice(plan.from - match.recordsStart);
    const ask = undone.some((record, offset) => record.human && (record.secret || match.phoneMoves.has(plan.from + offset)));
    const { seat } = match.records[plan.last - match.recordsStart];
    return { kind: 'move', seat, move: match.log[plan.last].action.type, round: roundSeats(match, plan), ask };
  }

  /** Each human seat with a move taken back is told on its phone, and whether others' secret choices went back with it. */
  private undoNotices(match: LiveMatch, plan: Extract<UndoPlan, { kind: 'undo' }>): Map<Seat, PhoneNotice> {
    const round = roundSeats(match, plan).length > 1;
    const notices = new Map<Seat, PhoneNotice>();
    for (const entry of match.log.slice(plan.from)) {
      if (isHuman(match.stored, entry.seat)) notices.set(entry.seat, { kind: 'undone', round });
    }
    return notices;
  }

  /**
   * A move or undo must come from a view of the match as it is now: two tables may not both move
   * on one turn. A secret choice is the exception: others choosing theirs meanwhile (on their
   * phones, say) changed nothing its player could see, so it counts from when their turn began.
   */
  private refuseStale(match: LiveMatch, actionCount: number, seat?: Seat): void {
    if (actionCount === match.log.length) return;
    const turnStart = seat === undefined ? undefined : match.turnStarts.get(seat);
    const sameSecretTurn =
      seat !== undefined &&
      turnStart !== undefined &&
      turnStart <= actionCount &&
      actionCount < match.log.length &&
      isPrivateTurn(match.definition, match.state, seat);
    if (!sameSecretTurn) throw new StaleMoveError(this.wholeUpdate(match));
  }

  /** After a change by `mover` (none for an undo): seats still to act keep when their turn began, the mover and newcomers start now. */
  private trackTurns(match: LiveMatch, mover?: Seat): void {
    const { definition, state } = match;
    const active = definition.outcome(state) ? [] : definition.activeSeats(state);
    const turnStarts = new Map<Seat, number>();
    for (const seat of active) {
      const kept = mover === undefined || seat === mover ? undefined : match.turnStarts.get(seat);
      turnStarts.set(seat, kept ?? match.log.length);
    }
    match.turnStarts = turnStarts;
  }

  /** The open match, loaded from the store (snapshot + replayed tail) on first use. */
  private liveMatch(matchId: string): LiveMatch {
    const store = this.requireStore();
    const open = this.live.get(matchId);
    if (open) return open;
    try {
      return this.loadMatch(store, matchId);
    } catch (error) {
      if (error instanceof StoreError && error.code === 'match-damaged') this.damagedMatches.add(matchId);
      throw error;
    }
  }

  /**
   * Reads a match and rebuilds its state. Whatever in it does not add up (a row that cannot be
   * read, a gap in the log, a move the rules refuse, events other than those saved, a state the
   * table cannot be drawn from) is damage to this match alone: it is refused as `match-damaged`.
   */
  private loadMatch(store: Store, matchId: string): LiveMatch {
    const stored = store.getMatch(matchId);
    if (!stored) throw new HostError('unknown-match');
    const { definition } = this.gameModule(stored.game);
    const log = store.actions(matchId);
    if (log.length !== stored.actionCount || log.some((entry, index) => entry.index !== index)) {
      console.warn(`match ${matchId} has ${log.length} readable actions in order where ${stored.actionCount} were saved`);
      throw new StoreError('match-damaged');
    }
    if (stored.version !== definition.version) {
      const replayed = replayFromStart(definition, stored, log);
      store.setMatchVersion(matchId, definition.version);
      return this.track({ ...stored, version: definition.version }, definition, replayed, log);
    }
    // a snapshot only saves replaying the log, which is the truth: it is trusted once a saved move
    // replays on it and gives the saved events, and when it does not, the whole log is replayed
    const saved = store.latestSnapshot(matchId, log.length - 1);
    for (const from of saved ? [saved, undefined] : [undefined]) {
      try {
        const replayed = replaySaved(definition, stored, log, from);
        const { state } = replayed;
        for (const seat of definition.outcome(state) ? [] : definition.activeSeats(state)) definition.legalActions(state, seat);
        return this.track(stored, definition, replayed, log);
      } catch (error) {
        console.warn(`match ${matchId} does not add up${from ? ` from its snapshot at action ${from.index}` : ''}:`, error);
      }
    }
    throw new StoreError('match-damaged');
  }

  private track(stored: StoredMatch, definition: GameDefinition<BaseState>, replayed: Replayed, log: StoredAction[]): LiveMatch {
    const { state } = replayed;
    const match: LiveMatch = {
      stored,
      campaignName: this.campaignName(stored),
      definition,
      state,
      log,
      lines: [...setupLines(definition, stored), ...log.flatMap((entry) => logLines(definition, entry))],
      revision: ++this.lastRevision,
      tableView: definition.view(state, 'table'),
      botsPlaying: false,
      closed: false,
      lastMoveAt: performance.now(),
      turnStarts: new Map(),
      records: replayed.records,
      recordsStart: log.length - replayed.records.length,
      phoneMoves: new Set(),
    };
    this.trackTurns(match);
    this.live.set(stored.id, match);
    return match;
  }

  /**
   * Applies a move, saves it (durable) and only then updates the match in memory; every table
   * watching is told.
   */
  private commit(match: LiveMatch, seat: Seat, action: Action): MatchUpdate {
    const store = this.requireStore();
    const { definition } = match;
    const next = applyChecked(definition, match.state, seat, action);
    const entry: StoredAction = { index: match.log.length, seat, action, events: next.events };
    const outcome = definition.outcome(next);
    const now = this.now();
    store.appendAction(match.stored.id, entry, outcome, now);
    match.records.push(moveRecord(definition, match.state, seat, next.events, isHuman(match.stored, seat)));
    match.state = next;
    match.log.push(entry);
    match.lines.push(...logLines(definition, entry));
    match.stored = { ...match.stored, actionCount: match.log.length, outcome, updatedAt: now };
    match.lastMoveAt = performance.now();
    this.trackTurns(match, seat);
    if (match.log.length % this.snapshotEvery === 0) {
      // a missing snapshot only makes the next resume slower: never fail a saved move for it
      try {
        store.saveSnapshot(match.stored.id, { index: match.log.length, state: next });
      } catch (error) {
        console.error('snapshot not saved:', error);
      }
    }
    return this.recordChange(match, entry.index, next.events);
  }

  /**
   * The table's state, built for the table alone: public events, and legal actions only for
   * seats whose turn is not private. A private turn is listed in `privateTurns`; its actions and
   * its view are for `seatSnapshot`.
   */
  private tableState(match: LiveMatch, fresh: GameEvent[]): MatchTableState {
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
      summary: summarize(stored, match.campaignName),
      revision: match.revision,
      activeSeats,
      legal,
      privateTurns,
      fresh: fresh.filter(isPublic),
      outcome,
      undo: this.undoOffer(match),
      botThinking: activeSeats.some((seat) => !isHuman(stored, seat)),
    };
  }

  /** The whole match, for a table that opens it or lost track of it. */
  private wholeUpdate(match: LiveMatch): MatchUpdate {
    return { kind: 'whole', ...this.tableState(match, []), view: match.tableView, log: match.lines.slice() };
  }

  /**
   * After a move or an undo: a new revision, and what changed since the previous one (the log from
   * action `logFrom` on, the view's changed fields), sent to every table watching.
   */
  private recordChange(match: LiveMatch, logFrom: number, events: GameEvent[], notices?: Map<Seat, PhoneNotice>): MatchUpdate {
    const base = match.revision;
    match.revision = ++this.lastRevision;
    const view = match.definition.view(match.state, 'table');
    const update: MatchUpdate = {
      kind: 'change',
      ...this.tableState(match, events),
      base,
      view: viewChange(match.tableView, view),
      logFrom,
      log: match.lines.slice(firstLineFrom(match.lines, logFrom)),
    };
    match.tableView = view;
    this.push(update);
    this.updatePhones(match, notices);
    return update;
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
      this.commit(match, seat, action);
    }
  }

  /** The table's language changed: every phone is told (each still speaks the language its player picked, if any). */
  private updateAllPhones(): void {
    for (const table of this.phones.tables()) {
      try {
        this.phones.send(table, (seat) => this.phoneState(table, seat));
      } catch (error) {
        // a match that cannot be opened: its phones wait, the TV shows why
        if (!isExpectedRefusal(error)) console.error('phone state not sent:', error);
      }
    }
  }

  /**
   * Each phone of the match is sent its own seat's state, with its notice if it has one; once the
   * match is over, its links die.
   */
  private updatePhones(match: LiveMatch, notices?: Map<Seat, PhoneNotice>): void {
    const matchId = match.stored.id;
    this.phones.send(matchId, (seat) => {
      const state = this.phoneState(matchId, seat);
      const notice = notices?.get(seat);
      return notice && state.kind === 'match' ? { ...state, notice } : state;
    });
    if (match.stored.outcome) this.phones.endTable(matchId);
  }

  private push(update: MatchUpdate): void {
    for (const listener of this.listeners) {
      try {
        listener(update);
      } catch (error) {
        console.error('match update listener failed:', error);
      }
    }
  }
}

function isHuman(match: StoredMatch, seat: Seat): boolean {
  return match.seats[seat]?.kind.type === 'human';
}

/** When the move named by `plan` was a secret round's choice: the seats whose choices in that round go back with it. */
function roundSeats(match: LiveMatch, plan: Extract<UndoPlan, { kind: 'undo' }>): Seat[] {
  const { round } = match.records[plan.last - match.recordsStart];
  if (round === null) return [];
  const chosen = match.records.slice(plan.from - match.recordsStart).filter((record) => record.round === round);
  return [...new Set(chosen.map((record) => record.seat))].sort((a, b) => a - b);
}

function isPrivateTurn(definition: GameDefinition<BaseState>, state: BaseState, seat: Seat): boolean {
  return definition.privateTurn?.(state, seat) ?? false;
}

function isPublic(event: GameEvent): boolean {
  return event.visibleTo === undefined;
}

/** What the table saw of a saved move: who moved and its public events (see `rescueFile`). */
function publicPart(entry: RescuedMatch['actions'][number]): RescuedMatch['actions'][number] | Omit<StoredAction, 'action'> {
  if ('unreadable' in entry) return entry;
  return { index: entry.index, seat: entry.seat, events: entry.events.filter(isPublic) };
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

/** e.g. "thud-2025-03-14-ann-bob.thud": the game, the day it began and its players (those of them known) */
function exportFileName(match: Partial<Pick<StoredMatch, 'game' | 'createdAt' | 'seats'>>, extension: string): string {
  const day = match.createdAt === undefined ? undefined : new Date(match.createdAt).toISOString().slice(0, 10);
  const players = (match.seats ?? [])
    .map((seat) => seat.name.normalize('NFKD').replace(/[^\w-]+/g, '').toLowerCase())
    .filter(Boolean)
    .join('-');
  return `${[match.game, day, players].filter(Boolean).join('-') || 'saved-game'}.${extension}`;
}

function summarize(match: StoredMatch, campaignName: string): MatchSummary {
  const { id, game, seats, createdAt, updatedAt, actionCount, outcome } = match;
  const options = match.config.options as GameOptions | undefined;
  const campaign = match.campaign && { id: match.campaign.id, name: campaignName, fixture: match.campaign.fixture, round: match.campaign.round };
  return { id, game, seats, createdAt, updatedAt, actionCount, outcome, ...(options ? { options } : {}), ...(campaign ? { campaign } : {}) };
}

/**
 * A campaign player seated in one of its games. In a league a bot plays every game at the level
 * chosen for it where that game has the level, and elsewhere at the level in the same place of
 * that game's ladder (weakest for weakest, strongest for strongest).
 */
/**
 * A campaign match's options where only bots play and the campaign chose none: Battle Dice in
 * sudden death, as the setup screens default it, since bots alone would play a stalemate of two
 * healing teams out for hundreds of turns (scripts/bench/battle-dice-duels.ts).
 */
function botsAloneOptions(game: string, seats: readonly SeatSetup[]): GameOptions {
  return game === 'battle-dice' && seats.every((seat) => seat.kind.type === 'bot') ? { suddenDeath: true } : {};
}

function campaignSeat(player: CampaignPlayer, module: GameModule<BaseState>, games: Record<string, GameModule<BaseState>>): SeatSetup {
  const { kind } = player;
  if (kind.type !== 'bot' || module.bots.some((bot) => bot.id === kind.level)) return player;
  const ladder = Object.values(games)
    .map((game) => game.bots.map((bot) => bot.id))
    .find((levels) => levels.includes(kind.level));
  const place = ladder && ladder.length > 1 ? ladder.indexOf(kind.level) / (ladder.length - 1) : 1;
  return { ...player, kind: { type: 'bot', level: module.bots[Math.round(place * (module.bots.length - 1))].id } };
}

/** A saved game whose row is damaged, listed with what could be read of it and the rest left empty. */
function summarizeDamaged({ id, readable }: DamagedMatch): MatchSummary {
  return {
    id,
    game: readable.game ?? '',
    seats: readable.seats ?? [],
    createdAt: readable.createdAt ?? 0,
    updatedAt: readable.updatedAt ?? 0,
    actionCount: readable.actionCount ?? 0,
    outcome: readable.outcome ?? null,
    damaged: true,
  };
}

/**
 * The state after the readable moves of a damaged match, from the start and in order, up to the
 * first that cannot be read or that the rules refuse; undefined when the start cannot be set up.
 */
function replayReadable(definition: GameDefinition<BaseState>, config: MatchConfig, seed: number, actions: RescuedMatch['actions']) {
  let state: BaseState;
  try {
    state = definition.setup(config, seed);
  } catch {
    return undefined;
  }
  let moves = 0;
  for (const entry of actions) {
    if ('unreadable' in entry || entry.index !== moves) break;
    try {
      state = applyChecked(definition, state, entry.seat, entry.action);
    } catch {
      break;
    }
    moves++;
  }
  return { state, moves };
}

/** A match's state rebuilt from its log, and the records of the moves replayed for it (the log's tail). */
interface Replayed {
  state: BaseState;
  records: MoveRecord[];
}

/**
 * Replays the saved log from the start, or from a snapshot, and checks it against what was saved:
 * every move legal, the very events that were saved, the same outcome. Throws, saying what differs.
 */
function replaySaved(definition: GameDefinition<BaseState>, stored: StoredMatch, log: readonly StoredAction[], from?: Snapshot): Replayed {
  let state = from ? (from.state as BaseState) : definition.setup(stored.config, stored.seed);
  const records: MoveRecord[] = [];
  for (const entry of log.slice(from?.index ?? 0)) {
    const before = state;
    state = applyChecked(definition, state, entry.seat, entry.action);
    if (!sameJson(state.events, entry.events)) throw new Error(`action ${entry.index} produced different events`);
    records.push(moveRecord(definition, before, entry.seat, entry.events, isHuman(stored, entry.seat)));
  }
  if (!sameJson(asSaved(definition.outcome(state), stored.outcome), stored.outcome)) throw new Error('the outcome differs');
  return { state, records };
}

/** An outcome as `saved` kept it: saved before outcomes said what decided them, it has only the ranks, scores and winners. */
function asSaved(outcome: Outcome | null, saved: Outcome | null): Outcome | null {
  if (!outcome || saved?.decided !== undefined) return outcome;
  const { decided: _decided, ...older } = outcome;
  return older;
}

/** After a rules change: the whole log replayed under the new rules, accepted only if it gives what was saved. */
function replayFromStart(definition: GameDefinition<BaseState>, stored: StoredMatch, log: readonly StoredAction[]): Replayed {
  try {
    return replaySaved(definition, stored, log);
  } catch (error) {
    console.warn(`match ${stored.id} does not replay under ${definition.id} v${definition.version}: ${error instanceof Error ? error.message : error}`);
    throw new HostError('replay-diverged');
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
