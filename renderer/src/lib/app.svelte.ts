/**
 * The app's shared state: what the Host told us, which screen is shown, the open match and the
 * errors waiting to be read. Screens read it and call its methods; only this class talks to the
 * Host, so every refusal from the Host ends up as a translated message on screen. Over 500 lines:
 * one class on purpose, since it is the only way in and out of the Host.
 */
import type {
  AppError,
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
  MatchUpdate,
  MatchSummary,
  NewCampaign,
  NewMatch,
  PhoneTable,
  PlayerId,
  Profile,
  ReplayInfo,
  ReplayStep,
  Result,
  SeatSnapshot,
  Settings,
  Reaction,
} from '$contract/api';
import type { Action, Seat } from '$engine/core/types';
import { applyMatchUpdate } from '$contract/match-update';
import { defaultSettings } from '$contract/settings';
import { CampaignAutoplay } from '../campaign/autoplay.svelte';
import type { ApiConnection } from './api-client';
import { fallbackLanguage, rememberLanguage, setLanguage } from './i18n.svelte';
import { markTurnCardSeen, turnCardUnseen } from './turn-cards';

export type Screen =
  | { name: 'loading' }
  /**
   * the Host could not be reached or answered with an error at start-up; `refused` when it
   * turned this page away for its address (no token, or a token it does not know)
   */
  | { name: 'unreachable'; refused?: boolean }
  | { name: 'store-problem' }
  | { name: 'home' }
  /** `imported`: a game file already read, to be carried on by the players seated here */
  | { name: 'new-game'; game: string; imported?: ImportedGame }
  | { name: 'rules'; game: string }
  | { name: 'match' }
  | { name: 'new-campaign' }
  /** the campaign is `AppState.campaign` once the Host has sent it */
  | { name: 'campaign'; id: string }
  /** a saved game played again; `campaign`: it was opened from that campaign's matches, and goes back there */
  | { name: 'replay'; info: ReplayInfo; campaign?: string }
  /** with `player`, that player's page (`AppState.famePlayer` once the Host has sent it) */
  | { name: 'hall-of-fame'; player?: PlayerId };

/** a game file whose moves were read, waiting for its players */
export interface ImportedGame {
  fileName: string;
  text: string;
  moves: number;
}

export interface Toast {
  id: number;
  error: AppError;
}

/** a short message that something went as asked (a file saved), shown like an error but not one */
export interface Notice {
  id: number;
  key: string;
  /** a list (of names, say) is said as the language shown says lists: "Ada and Bert", "Ada et Bert" */
  params?: Record<string, string | number | string[]>;
}

const TOAST_MS = 8000;
/** how long a watcher's reaction stays on the TV (its float and fade last as long) */
export const REACTION_MS = 2600;
/** at most this many on the TV at once: the oldest goes first */
const REACTIONS_SHOWN = 6;

export class AppState {
  screen = $state<Screen>({ name: 'loading' });
  status = $state.raw<AppStatus | null>(null);
  settings = $state.raw<Settings>(defaultSettings);
  games = $state.raw<GameInfo[]>([]);
  profiles = $state.raw<Profile[]>([]);
  matches = $state.raw<MatchSummary[]>([]);
  campaigns = $state.raw<CampaignSummary[]>([]);
  /** the campaign shown (or last shown): its standings, schedule and matches as the Host computed them */
  campaign = $state.raw<CampaignView | null>(null);
  /** which campaigns play their all-bot matches on their own */
  readonly autoplay = new CampaignAutoplay();
  /**
   * the open match, as the table sees it. Kept after leaving the match screen: clearing it would
   * hand `null` to the table while it is being taken down.
   */
  match = $state.raw<MatchSnapshot | null>(null);
  /** the game whose "how a turn works" card is shown over the table: at the start of a first game of its kind, or asked for */
  turnCard = $state<string | null>(null);
  /** the match the home screen was reached from: its Resume (or its campaign) holds the focus there */
  leftMatch = $state.raw<MatchSummary | null>(null);
  /** the screen home was reached from, so home can give the focus back to the button that led there */
  leftScreen = $state.raw<Screen | null>(null);
  /**
   * the phone links of what is on screen: the new-game screen's lobby, or the open match; null
   * while phones are off or the Host has not answered
   */
  phones = $state.raw<PhoneTable | null>(null);
  /** the seats shown whose player holds their link open on a phone */
  readonly phoneSeats = $derived<Seat[]>(
    this.phones?.invites.filter((invite) => invite.joined).map((invite) => invite.seat) ?? [],
  );
  /** a match (or its replay) is on screen: the display must not go to sleep under the players */
  readonly matchOnScreen = $derived(this.screen.name === 'match' || this.screen.name === 'replay');
  toasts = $state<Toast[]>([]);
  notices = $state<Notice[]>([]);
  connected = $state(true);
  /** the Host refused this page's address: nothing is retried, the unreachable screen says why */
  accessRefused = $state(false);

  readonly #connection: ApiConnection;
  #nextToast = 1;
  /** the notice that settings could not be read is shown once, not at every refresh */
  #toldUnreadableSettings = false;
  /** the match or lobby whose phone links are shown: pushes about any other table are not ours */
  #phoneTable: string | null = null;
  /** counts the tables shown, so the answer about a table left meanwhile is dropped */
  #phoneVisit = 0;
  /** watchers' reactions on the TV now, oldest first */
  reactions = $state.raw<Reaction[]>([]);

  constructor(connection: ApiConnection) {
    this.#connection = connection;
  }

  get api() {
    return this.#connection.api;
  }

  /** the Host serves the phone page: seats can get their links */
  get phonesOn(): boolean {
    return this.status?.phones.state === 'on';
  }

  /** Load everything and listen to the Host; returns a function that stops listening. */
  start(): () => void {
    const stopUpdates = this.api.onMatchUpdate((update) => this.#receive(update));
    const stopPhones = this.api.onPhonesChange((phones) => this.#receivePhones(phones));
    const stopConnection = this.#connection.onConnectionChange((connected) => {
      const wasDown = !this.connected;
      this.connected = connected;
      // the Host may have restarted: what we show may be stale, and it forgot who watches what
      if (connected && wasDown) void this.refresh();
    });
    const stopRefusal = this.#connection.onAccessRefused?.(() => {
      this.accessRefused = true;
      this.screen = { name: 'unreachable', refused: true };
    });
    void this.refresh();
    return () => {
      stopUpdates();
      stopPhones();
      stopConnection();
      stopRefusal?.();
    };
  }

  /** the hall of fame as last computed by the Host (home's "tonight" reads it too) */
  fame = $state.raw<HallOfFameView | null>(null);
  /** the player page shown (or last shown) in the hall of fame */
  famePlayer = $state.raw<FamePlayerView | null>(null);

  /** Ask the Host for everything shown, keeping the current screen when it is still valid. */
  async refresh(): Promise<void> {
    const status = this.#unwrap(await this.api.status());
    if (!status) {
      if (this.screen.name === 'loading') this.screen = { name: 'unreachable' };
      return;
    }
    this.#applyStatus(status);
    if (status.store.state !== 'ok') return;
    await Promise.all([this.#loadLists(), this.#reopenMatch(), this.#reopenCampaign(), this.#reloadPhones()]);
    if (['loading', 'unreachable', 'store-problem'].includes(this.screen.name)) this.screen = { name: 'home' };
  }

  async startFreshStore(): Promise<void> {
    await this.#openStore(this.api.startFreshStore());
  }

  /**
   * After the user fixed what kept the save file out of reach (its permissions, disk space, a
   * backup put back): open it again. Resolves to whether it opened.
   */
  async retryStore(): Promise<boolean> {
    return this.#openStore(this.api.reopenStore());
  }

  async #openStore(answer: Promise<Result<AppStatus>>): Promise<boolean> {
    const status = this.#unwrap(await answer);
    if (!status) return false;
    this.#applyStatus(status);
    if (status.store.state !== 'ok') return false;
    await this.#loadLists();
    this.screen = { name: 'home' };
    return true;
  }

  async changeSettings(patch: Partial<Settings>): Promise<void> {
    const previous = this.settings;
    // switch at once; the Host only has to remember it
    this.#applySettings({ ...previous, ...patch });
    const saved = this.#unwrap(await this.api.setSettings(patch));
    this.#applySettings(saved ?? previous);
    if (saved && patch.language) rememberLanguage(saved.language);
    // the phone page starts or stops serving: its address (or why it failed) is in the status
    if (saved && 'phones' in patch) {
      const status = this.#unwrap(await this.api.status());
      if (status) this.#applyStatus(status);
    }
  }

  game(id: string): GameInfo | undefined {
    return this.games.find((game) => game.id === id);
  }

  goHome(): void {
    const left = this.screen.name === 'match' ? this.match?.summary ?? null : null;
    this.leftMatch = left;
    this.leftScreen = this.screen;
    // listed as it is now, so its Resume is there to hold the focus before the list comes back
    if (left) this.matches = [left, ...this.matches.filter((match) => match.id !== left.id)];
    this.turnCard = null;
    this.screen = { name: 'home' };
    void this.#followPhones(null);
    void this.#loadLists();
  }

  /**
   * The new-game screen; with phones on, a lobby where seats get their links before the match
   * exists. A game file's players are seated for its moves: their links are made at the table.
   */
  newGame(game: string, imported?: ImportedGame): void {
    this.screen = imported ? { name: 'new-game', game, imported } : { name: 'new-game', game };
    void this.#followPhones(imported ? null : { lobbyOf: game });
  }

  showRules(game: string): void {
    this.screen = { name: 'rules', game };
    void this.#followPhones(null);
  }

  /**
   * From the new-game screen, the links its seats got in the lobby carry over to the match: its
   * human seats' phones are shown joined from the first moment, so no curtain comes down for them
   * while the match's own links are asked for.
   */
  async createMatch(input: NewMatch): Promise<void> {
    const lobby = this.screen.name === 'new-game' ? this.phones : null;
    const update = this.#unwrap(await this.api.createMatch(lobby ? { ...input, phoneLobby: lobby.table } : input));
    const carried = lobby?.invites.filter((invite) => input.seats[invite.seat]?.kind.type === 'human');
    this.#showMatch(update, carried && update ? { table: update.summary.id, invites: carried } : null);
    if (update) this.#introduce(update.summary);
  }

  /** a game file becomes a new saved game with these seats, shown at once; a bad file shows its error and adds nothing */
  async importMatch(input: ImportMatch): Promise<void> {
    this.#showMatch(this.#unwrap(await this.api.importMatch(input)));
  }

  /** the saved game as a file, or undefined (the refusal is shown) */
  async exportMatch(matchId: string): Promise<ExportedMatch | undefined> {
    return this.#unwrap(await this.api.exportMatch(matchId));
  }

  /** what can still be read of a damaged saved game, as a file, or undefined (the refusal is shown) */
  async exportDamagedMatch(matchId: string): Promise<ExportedMatch | undefined> {
    return this.#unwrap(await this.api.exportDamagedMatch(matchId));
  }

  async openMatch(matchId: string): Promise<void> {
    this.#showMatch(this.#unwrap(await this.api.openMatch(matchId)));
  }

  newCampaign(): void {
    this.screen = { name: 'new-campaign' };
    void this.#followPhones(null);
  }

  /** the new campaign is shown at once; a refusal (a bad name, too many players…) leaves the form as it was */
  async createCampaign(input: NewCampaign): Promise<void> {
    this.#showCampaign(this.#unwrap(await this.api.createCampaign(input)));
  }

  /** the campaign's standings and what comes next, computed afresh from its matches */
  async openCampaign(campaignId: string): Promise<void> {
    this.#showCampaign(this.#unwrap(await this.api.openCampaign(campaignId)));
  }

  /** starts (or resumes) the campaign's next match; a league starts the game chosen in `league` */
  async playCampaign(campaignId: string, league?: LeagueGame): Promise<void> {
    const update = this.#unwrap(await (league ? this.api.playCampaign(campaignId, league) : this.api.playCampaign(campaignId)));
    this.#showMatch(update);
    // a campaign's match just begun, not one resumed
    if (update?.summary.actionCount === 0) this.#introduce(update.summary);
  }

  /** the card on how a turn of the open match's game works, shown again on request */
  showTurnCard(): void {
    if (this.match && this.screen.name === 'match') this.turnCard = this.match.summary.game;
  }

  /** put away for good: this install has seen that game's card */
  dismissTurnCard(): void {
    if (this.turnCard) markTurnCardSeen(this.turnCard);
    this.turnCard = null;
  }

  /** A game begins: the first of its kind on this install with someone at the TV shows how a turn works. */
  #introduce(summary: MatchSummary): void {
    const someoneAtTable = summary.seats.some((seat) => seat.kind.type === 'human');
    if (someoneAtTable && turnCardUnseen(summary.game)) this.turnCard = summary.game;
  }

  /** the campaign and all its saved games */
  async deleteCampaign(campaignId: string): Promise<void> {
    if (this.#unwrap(await this.api.deleteCampaign(campaignId)) === undefined) return;
    this.campaigns = this.campaigns.filter((campaign) => campaign.id !== campaignId);
    this.matches = this.matches.filter((match) => match.campaign?.id !== campaignId);
    if (this.campaign?.summary.id === campaignId) this.campaign = null;
  }

  async playAgain(): Promise<void> {
    if (!this.match) return;
    const { game, seats, options } = this.match.summary;
    await this.createMatch({ game, seats, ...(options ? { options } : {}) });
  }

  /**
   * What `seat` alone may see of the open match (its private view and legal actions), for the
   * screen behind the hand-off curtain; undefined when there is no match or the Host refuses
   * (the refusal is shown). Never stored in `match`, which is the table's.
   */
  async seatView(seat: Seat): Promise<SeatSnapshot | undefined> {
    if (!this.match) return undefined;
    return this.#unwrap(await this.api.seatView(this.match.summary.id, seat));
  }

  /** Sends the move with the action count the table shows: if the match moved on meanwhile, the Host refuses it and the table catches up. */
  async act(seat: Seat, action: Action): Promise<void> {
    if (!this.match) return;
    const { id, actionCount } = this.match.summary;
    this.#receiveAnswer(await this.api.act(id, seat, action, actionCount));
  }

  /** true when the Host took the move back; a refusal is shown */
  async undo(): Promise<boolean> {
    if (!this.match) return false;
    const { id, actionCount } = this.match.summary;
    const result = await this.api.undo(id, actionCount);
    this.#receiveAnswer(result);
    return result.ok;
  }

  /** a new link for `seat` of the table shown: its older link stops working and its phone is dropped */
  async invitePhone(seat: Seat): Promise<void> {
    await this.#changePhones((table) => this.api.invitePhone(table, seat));
  }

  /** `seat` goes back to the TV: its link stops working and its phone is dropped */
  async revokePhone(seat: Seat): Promise<void> {
    await this.#changePhones((table) => this.api.revokePhone(table, seat));
  }

  async deleteMatch(matchId: string): Promise<void> {
    if (this.#unwrap(await this.api.deleteMatch(matchId)) === undefined) return;
    this.matches = this.matches.filter((match) => match.id !== matchId);
  }

  /** the hall of fame, computed afresh from the saved games; a refusal is shown and the last one kept */
  async loadFame(): Promise<void> {
    this.fame = this.#unwrap(await this.api.hallOfFame()) ?? this.fame;
  }

  async openHallOfFame(): Promise<void> {
    this.screen = { name: 'hall-of-fame' };
    void this.#followPhones(null);
    await this.loadFame();
  }

  async openFamePlayer(player: PlayerId): Promise<void> {
    const view = this.#unwrap(await this.api.famePlayer(player));
    if (!view) return;
    this.famePlayer = view;
    this.screen = { name: 'hall-of-fame', player };
  }

  /** back from a player's page to the tables */
  closeFamePlayer(): void {
    this.screen = { name: 'hall-of-fame' };
  }

  /** true when the Host renamed the profile; the player's page shows the new name */
  async renameProfile(profile: number, name: string): Promise<boolean> {
    const fame = this.#unwrap(await this.api.renameProfile(profile, name));
    if (!fame) return false;
    this.fame = fame;
    if (this.famePlayer?.player.profile === profile) await this.openFamePlayer(this.famePlayer.player.id);
    this.showNotice('fame:rename.done', { name: name.trim() });
    return true;
  }

  /** `from`'s games count for `into` from now on: `into`'s page is shown */
  async mergeProfiles(from: FamePlayerView['player'], into: FamePlayerView['player']): Promise<boolean> {
    if (from.profile === null || into.profile === null) return false;
    const fame = this.#unwrap(await this.api.mergeProfiles(from.profile, into.profile));
    if (!fame) return false;
    this.fame = fame;
    await this.openFamePlayer(into.id);
    this.showNotice('fame:merge.done', { from: from.name, into: into.name });
    return true;
  }

  showError(error: AppError): void {
    const toast = { id: this.#nextToast++, error };
    this.toasts.push(toast);
    setTimeout(() => this.dismiss(toast.id), TOAST_MS);
  }

  showNotice(key: string, params?: Notice['params']): void {
    const notice = { id: this.#nextToast++, key, ...(params ? { params } : {}) };
    this.notices.push(notice);
    setTimeout(() => this.dismiss(notice.id), TOAST_MS);
  }

  /** a toast or a notice: they share their ids */
  dismiss(toastId: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== toastId);
    this.notices = this.notices.filter((notice) => notice.id !== toastId);
  }

  #showCampaign(view: CampaignView | undefined): void {
    if (!view) return;
    this.campaign = view;
    // listed as it is now (a new one included), so home can hold the focus on it before the lists come back
    this.campaigns = [view.summary, ...this.campaigns.filter((campaign) => campaign.id !== view.summary.id)];
    this.screen = { name: 'campaign', id: view.summary.id };
    // the match going on can be watched from the campaign screen too
    const going = view.matches.find((match) => !match.outcome && !match.damaged);
    void this.#followPhones(going ? { match: going.id } : null);
  }

  /** after a reconnect: the campaign shown may have moved on (or be gone) meanwhile */
  async #reopenCampaign(): Promise<void> {
    if (this.screen.name !== 'campaign') return;
    const view = this.#unwrap(await this.api.openCampaign(this.screen.id));
    if (view) this.campaign = view;
    else this.goHome();
  }

  /** `phones`: the match's links as far as they are known already (those carried over from the lobby) */
  #showMatch(update: MatchUpdate | undefined, phones: PhoneTable | null = null): void {
    if (!update) return;
    this.match = applyMatchUpdate(null, update);
    this.turnCard = null;
    this.screen = { name: 'match' };
    void this.#followPhones({ match: update.summary.id }, phones);
  }

  /**
   * Show the phone links of a match, of a new lobby for a game, or none. With phones off
   * nothing is asked; an answer that comes after another table was shown is dropped.
   */
  async #followPhones(table: { match: string } | { lobbyOf: string } | null, known: PhoneTable | null = null): Promise<void> {
    const visit = ++this.#phoneVisit;
    this.phones = known;
    this.#phoneTable = table && 'match' in table ? table.match : null;
    if (!table || !this.phonesOn) return;
    const answer = 'match' in table ? await this.api.phoneTable(table.match) : await this.api.openPhoneLobby(table.lobbyOf);
    const phones = this.#unwrap(answer);
    if (!phones || visit !== this.#phoneVisit) return;
    this.#phoneTable = phones.table;
    this.phones = phones;
  }

  /**
   * After a reconnect: phones may have come and gone meanwhile. A restarted Host forgot the
   * new-game screen's lobby (links live in memory): that screen gets a new one.
   */
  async #reloadPhones(): Promise<void> {
    const table = this.#phoneTable;
    if (!table || !this.phonesOn) return;
    if (this.screen.name === 'new-game' && this.phones?.table === table) {
      const answer = await this.api.phoneTable(table);
      if (answer.ok) this.#receivePhones(answer.value);
      else await this.#followPhones({ lobbyOf: this.screen.game });
      return;
    }
    const phones = this.#unwrap(await this.api.phoneTable(table));
    if (phones) this.#receivePhones(phones);
  }

  async #changePhones(change: (table: string) => Promise<Result<PhoneTable>>): Promise<void> {
    if (!this.#phoneTable) return;
    const phones = this.#unwrap(await change(this.#phoneTable));
    if (phones) this.#receivePhones(phones);
  }

  #receivePhones({ reaction, ...phones }: PhoneTable): void {
    if (phones.table !== this.#phoneTable) return;
    this.phones = phones;
    if (reaction) this.#showReaction(reaction);
  }

  #showReaction(reaction: Reaction): void {
    this.reactions = [...this.reactions.slice(1 - REACTIONS_SHOWN), reaction];
    setTimeout(() => (this.reactions = this.reactions.filter((shown) => shown.id !== reaction.id)), REACTION_MS);
  }

  /** the answer to a move or undo; a stale move's refusal brings the match as it is now */
  #receiveAnswer(result: Result<MatchUpdate>): void {
    const update = this.#unwrap(result) ?? (result.ok ? undefined : result.latest);
    if (update) this.#receive(update);
  }

  /**
   * An update of a match (an answer or a push): folded into the open match when it is the one
   * shown. An update that does not follow what is shown (one was missed) brings the whole match.
   */
  #receive(update: MatchUpdate): void {
    if (!this.#showing(update.summary.id)) return;
    const next = applyMatchUpdate(this.match, update);
    if (next === null) void this.#reopenMatch();
    else if (next !== this.match) this.match = next;
  }

  #showing(matchId: string): boolean {
    return this.screen.name === 'match' && this.match?.summary.id === matchId;
  }

  async #reopenMatch(): Promise<void> {
    if (!this.match || this.screen.name !== 'match') return;
    const update = this.#unwrap(await this.api.openMatch(this.match.summary.id));
    if (update) this.#receive(update);
    else this.goHome();
  }

  async #loadLists(): Promise<void> {
    const [games, profiles, matches, campaigns] = await Promise.all([
      this.api.listGames(),
      this.api.listProfiles(),
      this.api.listMatches(),
      this.api.listCampaigns(),
    ]);
    this.games = this.#unwrap(games) ?? this.games;
    this.profiles = this.#unwrap(profiles) ?? this.profiles;
    this.matches = this.#unwrap(matches) ?? this.matches;
    this.campaigns = this.#unwrap(campaigns) ?? this.campaigns;
  }

  #applyStatus(status: AppStatus): void {
    this.status = status;
    if (status.store.state === 'ok') {
      this.#applySettings(status.settings);
      rememberLanguage(status.settings.language);
    } else {
      this.#speakWithoutStore(status.settings);
      this.screen = { name: 'store-problem' };
    }
    if (status.unreadableSettings && !this.#toldUnreadableSettings) {
      this.#toldUnreadableSettings = true;
      this.showError({ code: 'settings-unreadable', key: 'store:notices.settings-unreadable' });
    }
  }

  /**
   * The save file, and the language saved in it, cannot be read: the Host only has its defaults.
   * The page speaks the language it last showed (or the system's), and tells the Host, so a fresh
   * save file starts in it.
   */
  #speakWithoutStore(settings: Settings): void {
    const language = fallbackLanguage();
    this.#applySettings({ ...settings, language });
    if (language !== settings.language) void this.api.setSettings({ language });
  }

  #applySettings(settings: Settings): void {
    this.settings = settings;
    setLanguage(settings.language);
  }

  /** A saved game's replay, from the saved games (home) or from a campaign's matches; a refusal is shown and nothing changes. */
  async openReplay(matchId: string, campaign?: string): Promise<void> {
    const info = this.#unwrap(await this.api.openReplay(matchId));
    if (!info) return;
    this.screen = campaign ? { name: 'replay', info, campaign } : { name: 'replay', info };
    void this.#followPhones(null);
  }

  /** one step of the replay shown, or undefined (the refusal is shown) */
  async replayStep(matchId: string, index: number, reveal: boolean): Promise<ReplayStep | undefined> {
    return this.#unwrap(await this.api.replayStep(matchId, index, reveal));
  }

  /** The value of a Host answer; a refusal becomes a message on screen and `undefined`. */
  #unwrap<T>(result: Result<T>): T | undefined {
    if (result.ok) return result.value;
    // a lost connection already shows its own banner
    if (result.error.code !== 'disconnected') this.showError(result.error);
    // the saved games list then shows it as damaged, with its ways out
    if (result.error.code === 'match-damaged' || result.error.code === 'campaign-damaged') void this.#loadLists();
    return undefined;
  }
}
