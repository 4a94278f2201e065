/** The save store's settings table: one row a setting, each value checked on the way in and out. */
import type Database from 'better-sqlite3';
import type { AnimationSpeed, Language, Settings } from '../shared/api';
import { defaultSettings } from '../shared/settings';
import { StoreError } from './errors';
import { failureKind, storeError, type Guard } from './failures';
import { parseJson } from './rows';

/** a loudness in whole percent */
const isVolume = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;

/** Every value each setting may take, as text (the Records make the compiler list every union member), or a test of it. */
const allowedSettingValues: { [K in keyof Settings]: Record<Settings[K] extends string ? Settings[K] : `${Settings[K]}`, true> | ((value: unknown) => boolean) } = {
  language: { en: true, fr: true } satisfies Record<Language, true>,
  animationSpeed: { off: true, fast: true, normal: true, slow: true } satisfies Record<AnimationSpeed, true>,
  phones: { true: true, false: true },
  effectsVolume: isVolume,
  musicVolume: isVolume,
  muted: { true: true, false: true },
  reactions: { true: true, false: true },
};

function isSettingName(name: string): name is keyof Settings {
  return Object.hasOwn(allowedSettingValues, name);
}

function isAllowedSetting(name: keyof Settings, value: unknown): boolean {
  const allowed = allowedSettingValues[name];
  if (typeof allowed === 'function') return allowed(value);
  return typeof value === typeof defaultSettings[name] && Object.hasOwn(allowed, String(value));
}

export class SettingsTable {
  private readonly statements;

  constructor(
    private readonly db: Database.Database,
    private readonly guard: Guard,
    private readonly path: string,
  ) {
    this.statements = {
      allSettings: db.prepare<[], { key: unknown; value: unknown }>('SELECT key, value FROM settings'),
      putSetting: db.prepare<[string, string]>(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      ),
    };
  }

  /** the saved settings, and those whose saved value cannot be read (they give the default) */
  read(): { settings: Settings; unreadable: (keyof Settings)[] } {
    const settings = { ...defaultSettings };
    const unreadable: (keyof Settings)[] = [];
    let rows;
    try {
      rows = this.statements.allSettings.all();
    } catch (error) {
      if (failureKind(error) === 'damaged') return { settings, unreadable: Object.keys(allowedSettingValues) as (keyof Settings)[] };
      throw storeError(error, this.path);
    }
    for (const { key, value } of rows) {
      if (typeof key !== 'string' || !isSettingName(key)) continue;
      const parsed = parseJson(value);
      if (parsed === undefined) unreadable.push(key);
      // a value this version does not know (say, from a newer build) falls back to the default
      else if (isAllowedSetting(key, parsed)) Object.assign(settings, { [key]: parsed });
    }
    return { settings, unreadable };
  }

  /** saves every setting of `patch` in one transaction, after checking them all */
  write(patch: Partial<Settings>): void {
    const changes = Object.entries(patch).filter(([, value]) => value !== undefined);
    for (const [name, value] of changes) {
      if (!isSettingName(name) || !isAllowedSetting(name, value)) {
        throw new StoreError('bad-setting', { setting: name, value: typeof value === 'string' ? value : JSON.stringify(value) });
      }
    }
    this.guard(() =>
      this.db.transaction(() => {
        for (const [name, value] of changes) this.statements.putSetting.run(name, JSON.stringify(value));
      })(),
    );
  }
}
