/**
 * The app's shared state: what the Host told us, which screen is shown, the open match and the
 * errors waiting to be read. Screens read it and call its methods; only this class talks to the
 * Host, so every refusal from the Host ends up as a translated message on screen.
 */
import type {
  AppError,
  AppStatus,
  ExportedMatch,
  GameInfo,
  ImportMatch,
  LogEntry,
  MatchSnapshot,
  MatchSummary,
  NewMatch,
  Profile,
  Result,
  SeatSnapshot,
  Settings,
} from '../../../electron/shared/api';
import type { Action, Seat } from '../../../engine/core/types';
import type { ApiConnection } from './api-client';
import { setLanguage } from './i18n.svelte';

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
  | { name: 'match' };

/** a game file whose moves were read, waiting for its players */
export interface ImportedGame {
  fileName: string;
  text: string;
  moves: number;
}

function sameLine(a: LogEntry, b: LogEntry): boolean {
  if (a.at !== b.at || a.ns !== b.ns || a.key !== b.key) return false;
  const names = Object.keys(a.params);
  return names.length === Object.keys(b.params).length && names.every((name) => a.params[name] === b.params[name]);
}

export interface Toast {
  id: number;
  error: AppError;
}

const TOAST_MS = 8000;

export class AppState {
  screen = $state<Screen>({ name: 'loading' });
  status = $state.raw<AppStatus | null>(null);
  settings = $state.raw<Settings>({ language: 'en', animationSpeed: 'normal' });
  games = $state.raw<GameInfo[]>([]);
  profiles = $state.raw<Profile[]>([]);
  matches = $state.raw<MatchSummary[]>([]);
  /**
   * the open match, as the table sees it. Kept after leaving the match screen: clearing it would
   * hand `null` to the table while it is being taken down.
   */
  match = $state.raw<MatchSnapshot | null>(null);
  toasts = $state<Toast[]>([]);
  connected = $state(true);
  /** the Host refused this page's address: nothing is retried, the unreachable screen says why */
  accessRefused = $state(false);

  readonly #connection: ApiConnection;
  #nextToast = 1;

  constructor(connection: ApiConnection) {
    this.#connection = connection;
  }

  get api() {
    return this.#connection.api;
  }

  /** Load everything and listen to the Host; returns a function that stops listening. */
  start(): () => void {
    const stopUpdates = this.api.onMatchUpdate((snapshot) => {
      if (this.#showing(snapshot.summary.id)) this.#update(snapshot);
    });
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
      stopConnection();
      stopRefusal?.();
    };
  }

  /** Ask the Host for everything shown, keeping the current screen when it is still valid. */
  async refresh(): Promise<void> {
    const status = this.#unwrap(await this.api.status());
    if (!status) {
      if (this.screen.name === 'loading') this.screen = { name: 'unreachable' };
      return;
    }
    this.#applyStatus(status);
    if (status.store.state !== 'ok') return;
    await Promise.all([this.#loadLists(), this.#reopenMatch()]);
    if (['loading', 'unreachable', 'store-problem'].includes(this.screen.name)) this.screen = { name: 'home' };
  }

  async startFreshStore(): Promise<void> {
    const status = this.#unwrap(await this.api.startFreshStore());
    if (!status) return;
    this.#applyStatus(status);
    if (status.store.state !== 'ok') return;
    await this.#loadLists();
    this.screen = { name: 'home' };
  }

  async changeSettings(patch: Partial<Settings>): Promise<void> {
    const previous = this.settings;
    // switch at once; the Host only has to remember it
    this.#applySettings({ ...previous, ...patch });
    const saved = this.#unwrap(await this.api.setSettings(patch));
    this.#applySettings(saved ?? previous);
  }

  game(id: string): GameInfo | undefined {
    return this.games.find((game) => game.id === id);
  }

  goHome(): void {
    this.screen = { name: 'home' };
    void this.#loadLists();
  }

  newGame(game: string, imported?: ImportedGame): void {
    this.screen = imported ? { name: 'new-game', game, imported } : { name: 'new-game', game };
  }

  showRules(game: string): void {
    this.screen = { name: 'rules', game };
  }

  async createMatch(input: NewMatch): Promise<void> {
    this.#showMatch(this.#unwrap(await this.api.createMatch(input)));
  }

  /** a game file becomes a new saved game with these seats, shown at once; a bad file shows its error and adds nothing */
  async importMatch(input: ImportMatch): Promise<void> {
    this.#showMatch(this.#unwrap(await this.api.importMatch(input)));
  }

  /** the saved game as a file, or undefined (the refusal is shown) */
  async exportMatch(matchId: string): Promise<ExportedMatch | undefined> {
    return this.#unwrap(await this.api.exportMatch(matchId));
  }

  async openMatch(matchId: string): Promise<void> {
    this.#showMatch(this.#unwrap(await this.api.openMatch(matchId)));
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

  async act(seat: Seat, action: Action): Promise<void> {
    if (!this.match) return;
    const snapshot = this.#unwrap(await this.api.act(this.match.summary.id, seat, action));
    if (snapshot && this.#showing(snapshot.summary.id)) this.#update(snapshot);
  }

  async undo(): Promise<void> {
    if (!this.match) return;
    const snapshot = this.#unwrap(await this.api.undo(this.match.summary.id));
    if (snapshot && this.#showing(snapshot.summary.id)) this.#update(snapshot);
  }

  async deleteMatch(matchId: string): Promise<void> {
    if (this.#unwrap(await this.api.deleteMatch(matchId)) === undefined) return;
    this.matches = this.matches.filter((match) => match.id !== matchId);
  }

  showError(error: AppError): void {
    const toast = { id: this.#nextToast++, error };
    this.toasts.push(toast);
    setTimeout(() => this.dismiss(toast.id), TOAST_MS);
  }

  dismiss(toastId: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== toastId);
  }

  #showMatch(snapshot: MatchSnapshot | undefined): void {
    if (!snapshot) return;
    this.match = snapshot;
    this.screen = { name: 'match' };
  }

  /**
   * A newer snapshot of the open match. Log lines already on screen keep their objects, so only
   * the new lines are rendered again: a long game's log costs nothing per move.
   */
  #update(snapshot: MatchSnapshot): void {
    const shown = this.match?.log ?? [];
    const log = snapshot.log.map((line, i) => (i < shown.length && sameLine(shown[i], line) ? shown[i] : line));
    this.match = { ...snapshot, log };
  }

  #showing(matchId: string): boolean {
    return this.screen.name === 'match' && this.match?.summary.id === matchId;
  }

  async #reopenMatch(): Promise<void> {
    if (!this.match || this.screen.name !== 'match') return;
    const snapshot = this.#unwrap(await this.api.openMatch(this.match.summary.id));
    if (snapshot) this.#update(snapshot);
    else this.goHome();
  }

  async #loadLists(): Promise<void> {
    const [games, profiles, matches] = await Promise.all([
      this.api.listGames(),
      this.api.listProfiles(),
      this.api.listMatches(),
    ]);
    this.games = this.#unwrap(games) ?? this.games;
    this.profiles = this.#unwrap(profiles) ?? this.profiles;
    this.matches = this.#unwrap(matches) ?? this.matches;
  }

  #applyStatus(status: AppStatus): void {
    this.status = status;
    this.#applySettings(status.settings);
    if (status.store.state !== 'ok') this.screen = { name: 'store-problem' };
  }

  #applySettings(settings: Settings): void {
    this.settings = settings;
    setLanguage(settings.language);
  }

  /** The value of a Host answer; a refusal becomes a message on screen and `undefined`. */
  #unwrap<T>(result: Result<T>): T | undefined {
    if (result.ok) return result.value;
    // a lost connection already shows its own banner
    if (result.error.code !== 'disconnected') this.showError(result.error);
    return undefined;
  }
}
