/**
 * An in-memory Host for renderer tests: keeps settings, games and matches, answers like the
 * real one (Result values, AppError keys from locales) and records every request.
 */
import type {
  AppStatus,
  ExportedMatch,
  GameInfo,
  ImportMatch,
  MatchSnapshot,
  MatchSummary,
  MatchUpdate,
  NewMatch,
  PhoneService,
  PhoneTable,
  Profile,
  Result,
  SeatSetup,
  SeatSnapshot,
  Settings,
  StoreHealth,
  TrollNightApi,
} from '../../../electron/shared/api';
import { gameModule } from '../../../engine/games';
import type { ApiConnection } from '../../../renderer/src/lib/api-client';

export const trollDiceInfo: GameInfo = { id: 'troll-dice', players: { min: 2, max: 6 }, botLevels: ['random', 'smart'] };

/** where the fake phone server says phones reach it (never dialled: nothing listens there) */
const phoneHost = 'tv.home.arpa:5180';
export const phoneAddress = `http://${phoneHost}`;

export class FakeHost implements TrollNightApi {
  settings: Settings = { language: 'en', animationSpeed: 'normal', phones: false };
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
    canUndo: summary.actionCount > 0,
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
