/**
 * The Host: everything the renderer asks for, answered from the save store and the game engine.
 * No Electron here, so the same Host serves the Electron window (IPC) and the browser (WebSocket),
 * and runs in unit tests against a real SQLite file.
 *
 * Every request validates its arguments, never throws to its caller, and saves an accepted move
 * before answering. Bots play after the answer, paced so the table can show each step.
 *
 * The Host itself only checks requests and routes them to its rooms (host/): the save file's
 * health (save-file.ts, damaged-matches.ts), the match table (match-table.ts: live matches,
 * commits, undo, bots), campaigns (campaigns.ts) and phones (phones.ts). A new request goes in
 * the table of handlers below, and its work in the room it belongs to.
 */
import { randomInt as cryptoRandomInt } from 'node:crypto';
import type { Action, GameModule, Seat } from '../../engine/core/types';
import { gameModules } from '../../engine/games';
import type {
  AnimationSpeed,
  AppStatus,
  CampaignSummary,
  CampaignView,
  ExportedMatch,
  FamePlayerView,
  GameInfo,
  HallOfFameView,
  ImportMatch,
  LeagueGame,
  MatchSummary,
  MatchUpdate,
  NewCampaign,
  NewMatch,
  PhoneTable,
  PlayerId,
  Profile,
  ReplayInfo,
  ReplayStep,
  RequestMethod,
  Result,
  SeatSnapshot,
  Settings,
  TrollNightApi,
} from '../shared/api';
import { HostError, StaleMoveError, failure, isExpectedRefusal, toAppError } from './app-error';
import { InProcessBotRunner, type BotRunner } from './bot-runner';
import { Campaigns } from './host/campaigns';
import { HallOfFame } from './host/hall-of-fame';
import type { HostContext } from './host/context';
import { Bots, defaultBotPaceMs } from './host/match-bots';
import { MatchTable } from './host/match-table';
import { Replays } from './host/match-replays';
import { Phones } from './host/phones';
import { SaveFile } from './host/save-file';
import type { ReactionLimits } from './host/watchers';
import type { PhoneConnection, PhoneServerControl, SeatLink, WatchConnection, WatchLinkOf } from './phone-hub';
import { describeIssues, phoneActArgs, requestSchemas, type RequestArgs } from './request-schemas';
import { requestShapeProblem } from './wire-limits';

export { defaultBotPaceMs };

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
  /** how often watchers may react (tests shorten or lengthen it) */
  reactionLimits?: ReactionLimits;
}

type Handlers = { [M in RequestMethod]: (...args: RequestArgs[M]) => unknown };

/** the whole API but keepDisplayAwake, which the screen's own process answers (the app, or the browser) */
export class Host implements Omit<TrollNightApi, 'keepDisplayAwake'> {
  readonly storePath: string;
  private readonly saveFile: SaveFile;
  private readonly context: HostContext;
  private readonly matches: MatchTable;
  private readonly campaigns: Campaigns;
  private readonly phones: Phones;
  private readonly replays: Replays;
  private readonly fame: HallOfFame;
  private closed = false;

  constructor(options: HostOptions) {
    this.storePath = options.storePath;
    const now = options.now ?? Date.now;
    this.saveFile = new SaveFile(options.storePath, now);
    this.context = {
      saveFile: this.saveFile,
      games: options.games ?? gameModules,
      now,
      randomInt: options.randomInt ?? ((max) => cryptoRandomInt(max)),
      isClosed: () => this.closed,
    };
    const bots = new Bots(
      options.botRunner ?? new InProcessBotRunner(),
      options.botPaceMs ?? defaultBotPaceMs,
      () => this.saveFile.settings().animationSpeed,
      (match, seat, action) => this.matches.commit(match, seat, action),
      this.context.isClosed,
    );
    this.matches = new MatchTable(this.context, options.snapshotEvery ?? 50, bots, {
      changed: (match, notices) => this.phones.changed(match, notices),
      gone: (matchId) => this.phones.gone(matchId),
    });
    this.campaigns = new Campaigns(this.context, this.matches);
    this.phones = new Phones(this.context, this.matches, options.reactionLimits);
    this.replays = new Replays(this.context);
    this.fame = new HallOfFame(this.context);
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

  openReplay(matchId: string): Promise<Result<ReplayInfo>> {
    return this.request('openReplay', [matchId]) as Promise<Result<ReplayInfo>>;
  }
  replayStep(matchId: string, index: number, reveal: boolean): Promise<Result<ReplayStep>> {
    return this.request('replayStep', [matchId, index, reveal]) as Promise<Result<ReplayStep>>;
  }
  hallOfFame(): Promise<Result<HallOfFameView>> {
    return this.request('hallOfFame', []) as Promise<Result<HallOfFameView>>;
  }
  famePlayer(player: PlayerId): Promise<Result<FamePlayerView>> {
    return this.request('famePlayer', [player]) as Promise<Result<FamePlayerView>>;
  }
  renameProfile(profile: number, name: string): Promise<Result<HallOfFameView>> {
    return this.request('renameProfile', [profile, name]) as Promise<Result<HallOfFameView>>;
  }
  mergeProfiles(from: number, into: number): Promise<Result<HallOfFameView>> {
    return this.request('mergeProfiles', [from, into]) as Promise<Result<HallOfFameView>>;
  }

  onMatchUpdate(listener: (update: MatchUpdate) => void): () => void {
    return this.matches.onMatchUpdate(listener);
  }

  onPhonesChange(listener: (phones: PhoneTable) => void): () => void {
    return this.phones.onChange(listener);
  }

  /** Plugs in the phone server (the desktop app's or `npm run web`'s); it listens while the setting is on. */
  attachPhoneServer(control: PhoneServerControl): Promise<void> {
    return this.phones.attach(control, this.saveFile.settings().phones);
  }

  /**
   * A phone opened its seat link: it is sent its state now and after every change, until the
   * link dies. Undefined for a dead or unknown link (nothing is sent).
   */
  connectPhone(token: string, connection: PhoneConnection): SeatLink | undefined {
    if (this.closed) return undefined;
    return this.phones.connect(token, connection);
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
    if (!this.phones.opensMatch(link)) return failure(new HostError('link-revoked'));
    const shapeProblem = requestShapeProblem(args);
    if (shapeProblem) return failure(new HostError('bad-request', { detail: shapeProblem }));
    const parsed = phoneActArgs.safeParse(args);
    if (!parsed.success) return failure(new HostError('bad-request', { detail: describeIssues(parsed.error) }));
    const [action, actionCount] = parsed.data;
    const answer = await this.answer('phoneAct', () => this.matches.play(link.table, link.seat, action as Action, actionCount, 'phone'));
    if (!answer.ok && answer.error.code === 'stale-move' && this.phones.isLive(link)) {
      connection.send(this.phones.stateOf(link.table, link.seat));
    }
    return answer.ok ? { ok: true, value: null } : { ok: false, error: answer.error };
  }

  /** A watcher opened a watch link: it is sent the public table now and after every change, until the link dies. */
  connectWatcher(token: string, connection: WatchConnection): WatchLinkOf | undefined {
    if (this.closed) return undefined;
    return this.phones.watchers.connect(token, connection);
  }

  disconnectWatcher(link: WatchLinkOf, connection: WatchConnection): void {
    this.phones.watchers.disconnect(link, connection);
  }

  /** The table a watch token opens (never a seat's token), for the phone server's checks. */
  findWatchLink(token: string): WatchLinkOf | undefined {
    return this.phones.watchers.find(token);
  }

  /** A watcher's reaction (`args`: one index into `reactionIds`); it acts on nothing but the TV's overlay. */
  watcherReact(link: WatchLinkOf, connection: WatchConnection, args: unknown): Result<null> {
    if (this.closed) return failure(new HostError('store-unavailable'));
    return this.phones.watchers.react(link, connection, args);
  }

  /** Stops bots and closes the save file; requests afterwards answer store-unavailable. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.phones.close();
    await this.matches.close();
    this.saveFile.close();
  }

  private appStatus(): AppStatus {
    return this.saveFile.status(this.phones.service);
  }

  private readonly handlers: Handlers = {
    status: () => this.appStatus(),

    startFreshStore: () => {
      this.saveFile.startFresh();
      return this.appStatus();
    },

    reopenStore: () => {
      this.saveFile.reopen();
      return this.appStatus();
    },

    setSettings: async (patch) => {
      const settings = this.saveFile.setSettings(patch);
      if (patch.phones !== undefined) await this.phones.setEnabled(settings.phones);
      if (patch.language !== undefined || patch.animationSpeed !== undefined) this.phones.tableSettingsChanged();
      else if (patch.reactions !== undefined) this.phones.watchers.settingsChanged();
      return settings;
    },

    listGames: (): GameInfo[] =>
      Object.values(this.context.games).map(({ definition, bots, notation }) => ({
        id: definition.id,
        players: { ...definition.players },
        botLevels: bots.map((bot) => bot.id),
        ...(notation ? { fileExtension: notation.fileExtension } : {}),
      })),

    listProfiles: () => this.saveFile.requireStore().listProfiles(),
    listMatches: () => this.matches.list(),

    createMatch: (input) => {
      const update = this.matches.create(input);
      if (input.phoneLobby) this.phones.seatLobby(input.phoneLobby, update, input.seats);
      return update;
    },

    importMatch: (input) => this.matches.importGame(input),
    exportMatch: (matchId) => this.matches.exportGame(matchId),
    exportDamagedMatch: (matchId) => this.matches.exportDamaged(matchId),
    openMatch: (matchId) => this.matches.open(matchId),

    seatView: (matchId, seat) => {
      // the TV asks for a seat's private view; a seat whose phone holds its link open is that phone's alone
      if (this.phones.heldSeats(matchId).includes(seat)) throw new HostError('seat-on-phone');
      return this.matches.seatSnapshot(matchId, seat);
    },

    act: (matchId, seat, action, actionCount) => this.matches.play(matchId, seat, action as Action, actionCount, 'table'),
    undo: (matchId, actionCount) => this.matches.undo(matchId, actionCount),

    deleteMatch: (matchId) => {
      this.matches.delete(matchId);
      return null;
    },

    listCampaigns: () => this.campaigns.list(),
    createCampaign: (input) => this.campaigns.create(input),
    openCampaign: (campaignId) => this.campaigns.open(campaignId),
    playCampaign: (campaignId, league?: LeagueGame) => this.campaigns.play(campaignId, league),

    deleteCampaign: (campaignId) => {
      this.campaigns.delete(campaignId);
      return null;
    },

    openPhoneLobby: (game) => this.phones.openLobby(game),
    phoneTable: (table) => this.phones.table(table),
    invitePhone: (table, seat) => this.phones.invite(table, seat),
    revokePhone: (table, seat) => this.phones.revoke(table, seat),
    openReplay: (matchId) => this.replays.start(matchId),
    replayStep: (matchId, index, reveal) => this.replays.step(matchId, index, reveal),
    hallOfFame: () => this.fame.view(),
    famePlayer: (player) => this.fame.player(player),
    renameProfile: (profile, name) => this.fame.rename(profile, name),
    mergeProfiles: (from, into) => this.fame.merge(from, into),
  };
}
