/**
 * An in-memory Host for renderer tests: keeps settings, games and matches, answers like the
 * real one (Result values, AppError keys from locales) and records every request.
 */
import type {
  AppStatus,
  CampaignSummary,
  CampaignView,
  ExportedMatch,
  FamePlayerView,
  GameInfo,
  HallOfFameView,
  ImportMatch,
  LeagueGame,
  MatchSnapshot,
  MatchSummary,
  MatchUpdate,
  NewCampaign,
  NewMatch,
  PhoneService,
  PhoneTable,
  Reaction,
  Profile,
  ReplayInfo,
  ReplayStep,
  Result,
  SeatSetup,
  SeatSnapshot,
  Settings,
  StoreHealth,
  TrollNightApi,
} from '$contract/api';
import { campaignProgress, type CampaignFixture } from '$engine/campaign/campaign';
import type { Outcome } from '$engine/core/types';
import { gameModule } from '$engine/games';
import type { ApiConnection } from '../../../renderer/src/lib/api-client';

export const trollDiceInfo: GameInfo = { id: 'troll-dice', players: { min: 2, max: 6 }, botLevels: ['random', 'smart'] };
export const battleDiceInfo: GameInfo = { id: 'battle-dice', players: { min: 2, max: 6 }, botLevels: ['random', 'greedy', 'smart'] };
export const thudInfo: GameInfo = { id: 'thud', players: { min: 2, max: 2 }, botLevels: ['easy', 'medium', 'hard'], fileExtension: 'thud' };
export const trolInfo: GameInfo = { id: 'trol', players: { min: 2, max: 5 }, botLevels: ['random', 'smart'] };

/** a campaign as the fake store keeps it; a damaged one's row cannot be read */
export interface FakeCampaign {
  id: string;
  setup: NewCampaign;
  createdAt: number;
  damaged?: true;
}

/** the night every campaign match is played on unless a test says otherwise */
const TONIGHT = '2025-01-10';

/** where the fake phone server says phones reach it (never dialled: nothing listens there) */
const phoneHost = 'tv.home.arpa:5180';
export const phoneAddress = `http://${phoneHost}`;

export class FakeHost implements TrollNightApi {
  settings: Settings = { language: 'en', animationSpeed: 'normal', phones: false, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true };
  /** the phone server as the status reports it; by default `on` while the setting is, else `off` */
  phoneService: PhoneService | null = null;
  /** the seat links of each match or lobby, by table id */
  phoneTables = new Map<string, PhoneTable>();
  store: StoreHealth = { state: 'ok' };
  /** settings the save file could not read, as the Host's status reports them */
  unreadableSettings: (keyof Settings)[] = [];
  storePath = '/home/troll/.config/troll-night/troll-night.sqlite';
  games: GameInfo[] = [trollDiceInfo];
  profiles: Profile[] = [];
  matches: MatchSummary[] = [];
  calls: { method: string; args: unknown[] }[] = [];
  campaigns: FakeCampaign[] = [];
  /** who sat in each campaign match (by campaign player) and the night it was played; its summary is in `matches` */
  campaignSeats = new Map<string, { players: number[]; night: string }>();
  /** campaign matches are made one minute apart, so they keep their order */
  #clock = 1_700_000_000_000;
  #listeners = new Set<(update: MatchUpdate) => void>();
  #phoneListeners = new Set<(phones: PhoneTable) => void>();
  #lobby: string | null = null;
  #lobbies = 0;
  #tokens = 0;

  status = async (): Promise<Result<AppStatus>> => this.#answer('status', [], () => this.#status());

  startFreshStore = async (): Promise<Result<AppStatus>> =>
    this.#answer('startFreshStore', [], () => {
      this.store = { state: 'ok' };
      return this.#status();
    });

  /** answers with `store` as it is then: a test sets it to ok first to play a user who fixed the file */
  reopenStore = async (): Promise<Result<AppStatus>> => this.#answer('reopenStore', [], () => this.#status());

  setSettings = async (patch: Partial<Settings>): Promise<Result<Settings>> =>
    this.#answer('setSettings', [patch], () => (this.settings = { ...this.settings, ...patch }));

  listGames = async () => this.#answer('listGames', [], () => this.games);
  listProfiles = async () => this.#answer('listProfiles', [], () => this.profiles);
  listMatches = async () => this.#answer('listMatches', [], () => this.matches);

  /** a lobby's links carry over to the new match's human seats, as the Host's do */
  createMatch = async (input: NewMatch): Promise<Result<MatchUpdate>> =>
    this.#answer('createMatch', [input], () => {
      const snapshot = this.#addMatch(input.game, input.seats);
      const lobby = input.phoneLobby === this.#lobby ? this.#closeLobby() : undefined;
      if (lobby) {
        const humans = (invite: { seat: number }) => input.seats[invite.seat]?.kind.type === 'human';
        this.phoneTables.set(snapshot.summary.id, { table: snapshot.summary.id, invites: lobby.invites.filter(humans) });
      }
      return whole(snapshot);
    });

  openMatch = async (matchId: string): Promise<Result<MatchUpdate>> => {
    this.calls.push({ method: 'openMatch', args: [matchId] });
    const summary = this.matches.find((match) => match.id === matchId);
    if (!summary) return { ok: false, error: { code: 'unknown-match', key: 'common:errors.unknown-match' } };
    return { ok: true, value: whole(snapshotOf(summary)) };
  };

  /** a seat's own view: the starting position as that seat sees it, like snapshotOf's table view */
  seatView = async (matchId: string, seat: number): Promise<Result<SeatSnapshot>> => {
    this.calls.push({ method: 'seatView', args: [matchId, seat] });
    const summary = this.matches.find((match) => match.id === matchId);
    if (!summary) return { ok: false, error: { code: 'unknown-match', key: 'common:errors.unknown-match' } };
    if (!summary.seats[seat]) return { ok: false, error: { code: 'unknown-seat', key: 'common:errors.unknown-seat', params: { seat: String(seat) } } };
    if (summary.seats[seat].kind.type === 'bot') return { ok: false, error: { code: 'bot-seat', key: 'common:errors.bot-seat' } };
    return { ok: true, value: seatSnapshotOf(summary, seat) };
  };

  act = async (matchId: string, seat: number, action: unknown, actionCount: number): Promise<Result<MatchUpdate>> => {
    this.calls.push({ method: 'act', args: [matchId, seat, action, actionCount] });
    return { ok: false, error: { code: 'not-your-turn', key: 'common:errors.not-your-turn' } };
  };

  undo = async (matchId: string, actionCount: number): Promise<Result<MatchUpdate>> => {
    this.calls.push({ method: 'undo', args: [matchId, actionCount] });
    return { ok: false, error: { code: 'nothing-to-undo', key: 'common:errors.nothing-to-undo' } };
  };

  deleteMatch = async (matchId: string): Promise<Result<null>> =>
    this.#answer('deleteMatch', [matchId], () => {
      this.matches = this.matches.filter((match) => match.id !== matchId);
      return null;
    });

  /** an import makes an empty saved game of the file's game (the real Host replays the file's moves) */
  importMatch = async (input: ImportMatch): Promise<Result<MatchUpdate>> =>
    this.#answer('importMatch', [input], () => whole(this.#addMatch(input.game, input.seats)));

  exportMatch = async (matchId: string): Promise<Result<ExportedMatch>> => {
    this.calls.push({ method: 'exportMatch', args: [matchId] });
    const summary = this.matches.find((match) => match.id === matchId);
    if (!summary) return { ok: false, error: { code: 'unknown-match', key: 'common:errors.unknown-match' } };
    return { ok: true, value: { fileName: `${summary.game}-${summary.id}.txt`, text: `${summary.actionCount} moves\n` } };
  };

  exportDamagedMatch = async (matchId: string): Promise<Result<ExportedMatch>> =>
    this.#answer('exportDamagedMatch', [matchId], () => ({ fileName: `${matchId}.damaged.json`, text: `{"troll_night_damaged_game":"${matchId}"}\n` }));

  listCampaigns = async () => this.#answer('listCampaigns', [], () => this.campaigns.map((campaign) => this.#campaignSummary(campaign)));

  createCampaign = async (input: NewCampaign): Promise<Result<CampaignView>> =>
    this.#answer('createCampaign', [input], () => {
      const campaign = { id: `c${this.campaigns.length + 1}`, setup: input, createdAt: this.#tick() };
      this.campaigns.push(campaign);
      return this.campaignView(campaign.id);
    });

  openCampaign = async (campaignId: string): Promise<Result<CampaignView>> => {
    this.calls.push({ method: 'openCampaign', args: [campaignId] });
    const campaign = this.campaigns.find((candidate) => candidate.id === campaignId);
    if (!campaign) return { ok: false, error: { code: 'unknown-campaign', key: 'store:errors.campaign-damaged' } };
    if (campaign.damaged) return { ok: false, error: { code: 'campaign-damaged', key: 'store:errors.campaign-damaged' } };
    return { ok: true, value: this.campaignView(campaignId) };
  };

  /** starts the next fixture (or the league game chosen), or opens its match when it is going on */
  playCampaign = async (campaignId: string, league?: LeagueGame): Promise<Result<MatchUpdate>> =>
    this.#answer('playCampaign', league ? [campaignId, league] : [campaignId], () => {
      const { fixture, campaign } = this.#nextFixture(campaignId, league);
      const going = this.matches.find((match) => match.id === fixture.matchId);
      return whole(snapshotOf(going ?? this.#startFixture(campaign, fixture)));
    });

  deleteCampaign = async (campaignId: string): Promise<Result<null>> =>
    this.#answer('deleteCampaign', [campaignId], () => {
      this.campaigns = this.campaigns.filter((campaign) => campaign.id !== campaignId);
      this.matches = this.matches.filter((match) => match.campaign?.id !== campaignId);
      return null;
    });

  /**
   * Plays the campaign's next fixture (a league: the game given) to its end, as the Host would
   * record it: `winner` (a campaign player) wins with 2 points to everyone else's 1, or with null
   * the match is drawn; or each seat finishes at its place in `ranks`.
   */
  finishNext(campaignId: string, winner: number | null, night = TONIGHT, league?: LeagueGame, ranks?: number[]): MatchSummary {
    const { fixture, campaign } = this.#nextFixture(campaignId, league);
    const summary = this.matches.find((match) => match.id === fixture.matchId) ?? this.#startFixture(campaign, fixture, night);
    const won = (seat: number) => (ranks ? ranks[seat] === 1 : winner === null || fixture.players[seat] === winner);
    const outcome: Outcome = {
      ranks: fixture.players.map((_, seat) => ranks?.[seat] ?? (won(seat) ? 1 : 2)),
      scores: fixture.players.map((_, seat) => (won(seat) ? 2 : 1)),
      winners: fixture.players.flatMap((_, seat) => (won(seat) ? [seat] : [])),
    };
    const finished = { ...summary, outcome, actionCount: 40, updatedAt: this.#tick() };
    this.matches = this.matches.map((match) => (match.id === summary.id ? finished : match));
    return finished;
  }

  /** the campaign as the Host computes it: the engine's progress from its matches' outcomes */
  campaignView(campaignId: string): CampaignView {
    const campaign = this.campaigns.find((candidate) => candidate.id === campaignId)!;
    const { name: _name, format, players, ...setup } = campaign.setup;
    const { champions: _champions, ...progress } = this.#progress(campaign);
    const matches = this.matches.filter((match) => match.campaign?.id === campaignId).sort((a, b) => b.createdAt - a.createdAt);
    return { ...progress, summary: this.#campaignSummary(campaign), setup, matches };
  }

  #progress({ id, setup }: FakeCampaign) {
    const rules = { format: setup.format, players: setup.players.length, times: setup.times, matches: setup.matches, placePoints: setup.placePoints };
    const played = this.matches.flatMap((match) => {
      const seats = this.campaignSeats.get(match.id);
      if (match.campaign?.id !== id || !seats) return [];
      return [{ id: match.id, fixture: match.campaign.fixture, createdAt: match.createdAt, outcome: match.outcome, ...seats }];
    });
    return campaignProgress(rules, played);
  }

  #campaignSummary(campaign: FakeCampaign): CampaignSummary {
    const { id, setup, createdAt } = campaign;
    if (campaign.damaged) {
      return { id, name: '', format: setup.format, players: [], createdAt: 0, lastPlayed: 0, matchCount: 0, champions: null, damaged: true };
    }
    const matches = this.matches.filter((match) => match.campaign?.id === id);
    const lastPlayed = Math.max(createdAt, ...matches.map((match) => match.updatedAt));
    return { id, name: setup.name, format: setup.format, players: setup.players, createdAt, lastPlayed, matchCount: matches.length, champions: this.#progress(campaign).champions };
  }

  #nextFixture(campaignId: string, league?: LeagueGame): { campaign: FakeCampaign; fixture: CampaignFixture } {
    const campaign = this.campaigns.find((candidate) => candidate.id === campaignId);
    if (!campaign) throw new Error(`no campaign ${campaignId}`);
    if (league) {
      const count = this.matches.filter((match) => match.campaign?.id === campaignId).length;
      return { campaign, fixture: { key: `l${count + 1}`, game: league.game, players: league.players, firstSeat: 0, round: count + 1 } };
    }
    const fixture = this.#progress(campaign).upcoming[0];
    if (!fixture) throw new Error(`campaign ${campaignId} is over`);
    return { campaign, fixture };
  }

  #startFixture({ id, setup }: FakeCampaign, fixture: CampaignFixture, night = TONIGHT): MatchSummary {
    const at = this.#tick();
    const summary: MatchSummary = {
      id: `m${this.matches.length + 1}`,
      game: fixture.game,
      seats: fixture.players.map((player) => setup.players[player]),
      createdAt: at,
      updatedAt: at,
      actionCount: 0,
      outcome: null,
      campaign: { id, name: setup.name, fixture: fixture.key, round: fixture.round },
    };
    this.matches.push(summary);
    this.campaignSeats.set(summary.id, { players: fixture.players, night });
    return summary;
  }

  #tick(): number {
    return (this.#clock += 60_000);
  }

  /** a new lobby closes the previous one and every link of it */
  openPhoneLobby = async (game: string): Promise<Result<PhoneTable>> => {
    this.calls.push({ method: 'openPhoneLobby', args: [game] });
    if (this.#phoneState().state !== 'on') return { ok: false, error: { code: 'phones-off', key: 'common:errors.phones-off' } };
    this.#closeLobby();
    this.#lobby = `lobby-${++this.#lobbies}`;
    const lobby = { table: this.#lobby, invites: [] };
    this.phoneTables.set(lobby.table, lobby);
    return { ok: true, value: lobby };
  };

  phoneTable = async (table: string): Promise<Result<PhoneTable>> => {
    this.calls.push({ method: 'phoneTable', args: [table] });
    return this.#phoneAnswer(table, () => {});
  };

  /** a link of a new token; the seat's older link is gone (with its phone) */
  invitePhone = async (table: string, seat: number): Promise<Result<PhoneTable>> => {
    this.calls.push({ method: 'invitePhone', args: [table, seat] });
    if (this.#phoneState().state !== 'on') return { ok: false, error: { code: 'phones-off', key: 'common:errors.phones-off' } };
    return this.#phoneAnswer(table, (phones) => {
      // 26 characters in groups of 4, as the Host's tokens
      const token = `${++this.#tokens}`.padEnd(26, 'k');
      const shortUrl = `${phoneAddress.replace('http://', '')}/p/${token.match(/.{1,4}/g)!.join('-')}`;
      const invite = { seat, url: `http://${shortUrl}`, shortUrl, joined: false };
      return { ...phones, invites: [...phones.invites.filter((other) => other.seat !== seat), invite].sort((a, b) => a.seat - b.seat) };
    });
  };

  revokePhone = async (table: string, seat: number): Promise<Result<PhoneTable>> => {
    this.calls.push({ method: 'revokePhone', args: [table, seat] });
    return this.#phoneAnswer(table, (phones) => ({ ...phones, invites: phones.invites.filter((invite) => invite.seat !== seat) }));
  };

  /** the hall of fame as the Host would compute it, and each player's page */
  fame: HallOfFameView = { players: [], ladders: [], records: [], nights: [], tonight: TONIGHT };
  famePlayers: Record<string, FamePlayerView> = {};

  hallOfFame = async () => this.#answer('hallOfFame', [], () => this.fame);

  famePlayer = async (player: string): Promise<Result<FamePlayerView>> => {
    this.calls.push({ method: 'famePlayer', args: [player] });
    const view = this.famePlayers[player];
    // a fresh copy, as one that came over the wire
    return view ? { ok: true, value: structuredClone(view) } : { ok: false, error: { code: 'unknown-profile', key: 'fame:errors.unknown-profile' } };
  };

  /** a name another player goes by is refused, as the store does */
  renameProfile = async (profile: number, name: string): Promise<Result<HallOfFameView>> => {
    this.calls.push({ method: 'renameProfile', args: [profile, name] });
    const taken = this.fame.players.some((player) => player.profile !== profile && player.name.toLowerCase() === name.trim().toLowerCase());
    if (taken) return { ok: false, error: { code: 'profile-name-taken', key: 'fame:errors.profile-name-taken', params: { name } } };
    const renamed = (player: FamePlayerView['player']) => (player.profile === profile ? { ...player, name: name.trim() } : player);
    this.fame = { ...this.fame, players: this.fame.players.map(renamed) };
    for (const view of Object.values(this.famePlayers)) view.player = renamed(view.player);
    return { ok: true, value: this.fame };
  };

  /** `from`'s rows go; its games would count for `into` */
  mergeProfiles = async (from: number, into: number): Promise<Result<HallOfFameView>> => {
    this.calls.push({ method: 'mergeProfiles', args: [from, into] });
    const gone = this.fame.players.find((player) => player.profile === from);
    if (!gone || from === into) return { ok: false, error: { code: 'unknown-profile', key: 'fame:errors.unknown-profile' } };
    const standings = (ladder: HallOfFameView['ladders'][number]) => ({ ...ladder, standings: ladder.standings.filter((row) => row.player !== gone.id) });
    this.fame = { ...this.fame, players: this.fame.players.filter((player) => player !== gone), ladders: this.fame.ladders.map(standings) };
    return { ok: true, value: this.fame };
  };

  onPhonesChange = (listener: (phones: PhoneTable) => void) => {
    this.#phoneListeners.add(listener);
    return () => this.#phoneListeners.delete(listener);
  };

  /** the phone of `seat` opens its link (or, with `joined` false, lets it go), told to the TV as the Host does */
  phoneJoins(table: string, seat: number, joined = true): void {
    const phones = this.phoneTables.get(table);
    if (!phones?.invites.some((invite) => invite.seat === seat)) throw new Error(`no link for seat ${seat} of ${table}`);
    this.#setPhones({ ...phones, invites: phones.invites.map((invite) => (invite.seat === seat ? { ...invite, joined } : invite)) });
  }

  /** the match's watch link, `watchers` phones on it, as the Host gives it with the match's links (and tells the TV) */
  watchLink(table: string, watchers = 0): void {
    const shortUrl = `${phoneAddress.replace('http://', '')}/w/wwww-wwww-wwww-wwww-wwww-wwww-ww`;
    const phones = this.phoneTables.get(table) ?? { table, invites: [] };
    this.#setPhones({ ...phones, watch: { url: `http://${shortUrl}`, shortUrl, watchers } });
  }

  /** a watcher's reaction, pushed once with the table's links as the Host does */
  react(table: string, reaction: Reaction): void {
    const phones = this.phoneTables.get(table) ?? { table, invites: [] };
    for (const listener of this.#phoneListeners) listener({ ...phones, reaction });
  }

  /** each wish of the page about the display, in order: true to keep it awake, false to let it sleep */
  displayWishes: boolean[] = [];

  keepDisplayAwake = async (awake: boolean): Promise<Result<boolean>> => {
    this.displayWishes.push(awake);
    return { ok: true, value: awake };
  };

  /** the replays a test has made ready, by match id: each step as the Host would answer it */
  replays = new Map<string, { info: ReplayInfo; steps: ReplayStep[] }>();

  openReplay = async (matchId: string): Promise<Result<ReplayInfo>> => {
    this.calls.push({ method: 'openReplay', args: [matchId] });
    const replay = this.replays.get(matchId);
    if (!replay) return { ok: false, error: { code: 'unknown-match', key: 'common:errors.unknown-match' } };
    return { ok: true, value: replay.info };
  };

  /** the step as made ready; its seats' secrets only when asked for, for a finished game, as the Host refuses otherwise */
  replayStep = async (matchId: string, index: number, reveal: boolean): Promise<Result<ReplayStep>> => {
    this.calls.push({ method: 'replayStep', args: [matchId, index, reveal] });
    const replay = this.replays.get(matchId);
    if (!replay) return { ok: false, error: { code: 'unknown-match', key: 'common:errors.unknown-match' } };
    if (reveal && !replay.info.finished) return { ok: false, error: { code: 'replay-secrets-kept', key: 'replay:errors.secrets-kept' } };
    const step = replay.steps[index];
    if (!step) return { ok: false, error: { code: 'replay-no-such-step', key: 'replay:errors.no-such-step', params: { step: index, moves: replay.info.moves } } };
    const { hidden, ...shown } = step;
    return { ok: true, value: reveal ? step : shown };
  };

  onMatchUpdate = (listener: (update: MatchUpdate) => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** pushes `snapshot` whole, as the Host does after a reconnect */
  push(snapshot: MatchSnapshot): void {
    for (const listener of this.#listeners) listener(whole(snapshot));
  }

  connection(): ApiConnection {
    return { api: this, onConnectionChange: () => () => {} };
  }

  called(method: string): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  #addMatch(game: string, seats: SeatSetup[]): MatchSnapshot {
    const summary: MatchSummary = {
      id: `m${this.matches.length + 1}`,
      game,
      seats,
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
      actionCount: 0,
      outcome: null,
    };
    this.matches.push(summary);
    return snapshotOf(summary);
  }

  #status(): AppStatus {
    const unreadable = this.unreadableSettings.length ? { unreadableSettings: this.unreadableSettings } : {};
    return { store: this.store, settings: this.settings, storePath: this.storePath, ...unreadable, phones: this.#phoneState() };
  }

  #phoneState(): PhoneService {
    return this.phoneService ?? (this.settings.phones ? { state: 'on', address: phoneAddress } : { state: 'off' });
  }

  /** the links of the open lobby, which stop working */
  #closeLobby(): PhoneTable | undefined {
    const lobby = this.#lobby === null ? undefined : this.phoneTables.get(this.#lobby);
    if (this.#lobby !== null) this.phoneTables.delete(this.#lobby);
    this.#lobby = null;
    return lobby;
  }

  /** a match's links (none yet for a match never given any), or the open lobby's; `change` applied and told */
  #phoneAnswer(table: string, change: (phones: PhoneTable) => PhoneTable | void): Result<PhoneTable> {
    const known = this.phoneTables.get(table) ?? (this.matches.some((match) => match.id === table) ? { table, invites: [] } : undefined);
    if (!known) return { ok: false, error: { code: 'unknown-match', key: 'common:errors.unknown-match' } };
    const changed = change(known);
    if (changed) this.#setPhones(changed);
    return { ok: true, value: changed ?? known };
  }

  #setPhones(phones: PhoneTable): void {
    this.phoneTables.set(phones.table, phones);
    for (const listener of this.#phoneListeners) listener(phones);
  }

  async #answer<T>(method: string, args: unknown[], run: () => T): Promise<Result<T>> {
    this.calls.push({ method, args });
    if (this.store.state !== 'ok' && !['status', 'startFreshStore', 'reopenStore', 'setSettings'].includes(method)) {
      return { ok: false, error: { code: 'store-unavailable', key: 'common:errors.store-unavailable' } };
    }
    return { ok: true, value: run() };
  }
}

/** a game's real starting position where the seats allow one, so its table can be drawn */
function startOf(summary: MatchSummary) {
  const definition = gameModule(summary.game)?.definition;
  const seated = definition && summary.seats.length >= definition.players.min && summary.seats.length <= definition.players.max;
  const state = seated ? definition.setup({ seats: summary.seats.map(({ name }) => ({ name })), firstSeat: 0 }, 1) : null;
  return state ? { definition: definition!, state } : null;
}

/** a snapshot as the Host sends it when a match is opened */
export function whole(snapshot: MatchSnapshot): MatchUpdate {
  return { kind: 'whole', ...snapshot };
}

export function snapshotOf(summary: MatchSummary, log: MatchSnapshot['log'] = []): MatchSnapshot {
  const start = startOf(summary);
  const activeSeats = start ? start.definition.activeSeats(start.state) : [0];
  const isPrivate = (seat: number) => start?.definition.privateTurn?.(start.state, seat) ?? false;
  return {
    summary,
    revision: summary.actionCount,
    view: start ? start.definition.view(start.state, 'table') : null,
    activeSeats,
    legal: start
      ? Object.fromEntries(activeSeats.filter((seat) => !isPrivate(seat)).map((seat) => [seat, start.definition.legalActions(start.state, seat)]))
      : {},
    privateTurns: activeSeats.filter(isPrivate),
    log,
    fresh: [],
    outcome: summary.outcome,
    undo: summary.actionCount > 0 ? { kind: 'move', seat: 0, move: 'move', round: [], ask: false } : null,
    botThinking: false,
  };
}

export function seatSnapshotOf(summary: MatchSummary, seat: number): SeatSnapshot {
  const start = startOf(summary);
  const active = start ? start.definition.activeSeats(start.state).includes(seat) : seat === 0;
  return {
    matchId: summary.id,
    seat,
    actionCount: summary.actionCount,
    view: start ? start.definition.view(start.state, seat) : null,
    legal: start && active ? start.definition.legalActions(start.state, seat) : [],
  };
}
