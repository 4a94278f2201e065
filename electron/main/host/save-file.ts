/**
 * The save file's health: the one SQLite store the Host keeps open, what is wrong with it when it
 * cannot be used (empty, cut short, read-only, newer), a fresh file started beside a damaged one on
 * request, and the settings kept in memory meanwhile so the language can still be switched.
 */
import type { AppStatus, PhoneService, Settings, StoreHealth } from '../../shared/api';
import { defaultSettings } from '../../shared/settings';
import { openStore, setAsideStoreFile } from '../../store/sqlite-store';
import type { Store } from '../../store/types';
import { HostError } from '../app-error';

export class SaveFile {
  private store: Store | null = null;
  private health: StoreHealth = { state: 'ok' };
  /** settings while there is no usable store, so the language can still be switched */
  private fallbackSettings: Settings = { ...defaultSettings };
  private setAsidePath: string | undefined;

  constructor(
    readonly path: string,
    private readonly now: () => number,
  ) {
    this.open();
  }

  /** the open store; refused as `store-unavailable` while the file cannot be used */
  requireStore(): Store {
    if (!this.store) throw new HostError('store-unavailable');
    return this.store;
  }

  settings(): Settings {
    return this.store ? this.store.getSettings() : this.fallbackSettings;
  }

  setSettings(patch: Partial<Settings>): Settings {
    if (this.store) return this.store.setSettings(patch);
    this.fallbackSettings = { ...this.fallbackSettings, ...patch };
    return this.fallbackSettings;
  }

  status(phones: PhoneService): AppStatus {
    const unreadableSettings = this.store?.unreadableSettings() ?? [];
    return {
      store: this.health,
      settings: this.settings(),
      phones,
      storePath: this.path,
      ...(this.setAsidePath ? { setAsidePath: this.setAsidePath } : {}),
      ...(unreadableSettings.length ? { unreadableSettings } : {}),
    };
  }

  /** A damaged file is set aside and a fresh one started; a healthy one is left alone. */
  startFresh(): void {
    if (this.health.state === 'ok') return;
    // a file only out of reach (permissions, disk space) is not damaged: it is kept where it is
    if (this.health.state === 'read-only' || this.health.state === 'disk-full') return this.open();
    this.setAsidePath = setAsideStoreFile(this.path, this.now());
    this.open();
    // the language chosen while the save file was unreadable carries over to the fresh one
    this.store?.setSettings(this.fallbackSettings);
  }

  /** After the user fixed what kept the save file out of reach: a second try at opening it. */
  reopen(): void {
    if (this.health.state !== 'ok') this.open();
  }

  close(): void {
    this.store?.close();
    this.store = null;
  }

  private open(): void {
    let opened;
    try {
      opened = openStore(this.path);
    } catch (error) {
      opened = { ok: false as const, problem: 'corrupt' as const, detail: error instanceof Error ? error.message : String(error) };
    }
    if (opened.ok) {
      this.store = opened.store;
      this.health = { state: 'ok' };
    } else {
      this.store = null;
      this.health = { state: opened.problem, path: this.path, detail: opened.detail };
    }
  }
}
