/**
 * The save store's profiles table: the players remembered for the next new game, each with an
 * identity and every name it has gone by (`profile_names`), so that a saved game's seat counts
 * for the profile its name leads to after a rename or a merge.
 */
import type Database from 'better-sqlite3';
import type { Profile } from '../shared/api';
import { StoreError } from './errors';
import type { Guard } from './failures';
import { isCount, isText, parseJson, type ProfileRow } from './rows';
import type { ProfileIdentity } from './types';

/** Profiles are matched on this: case and surrounding spaces do not make a new player. */
export function profileKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

export class ProfilesTable {
  private readonly statements;

  constructor(
    private readonly db: Database.Database,
    private readonly guard: Guard,
  ) {
    this.statements = {
      listProfiles: db.prepare<[], ProfileRow>(
        'SELECT name, color, symbol, last_played FROM profiles ORDER BY last_played DESC, name_key',
      ),
      listIdentities: db.prepare<[], ProfileRow & { id: unknown; names: unknown }>(
        `SELECT p.id, p.name, p.color, p.symbol, p.last_played, json_group_array(n.name_key) AS names
         FROM profiles p JOIN profile_names n ON n.profile_id = p.id
         GROUP BY p.id ORDER BY p.last_played DESC, p.name_key`,
      ),
      profileOfName: db.prepare<[string], { profile_id: number; name_key: string }>(
        'SELECT n.profile_id, p.name_key FROM profile_names n JOIN profiles p ON p.id = n.profile_id WHERE n.name_key = ?',
      ),
      profileById: db.prepare<[number], { id: number; last_played: number }>('SELECT id, last_played FROM profiles WHERE id = ?'),
      insertProfile: db.prepare<[string, string, string, string, number]>(
        'INSERT INTO profiles (name_key, name, color, symbol, last_played) VALUES (?, ?, ?, ?, ?)',
      ),
      insertName: db.prepare<[string, number | bigint]>(
        'INSERT INTO profile_names (name_key, profile_id) VALUES (?, ?) ON CONFLICT (name_key) DO NOTHING',
      ),
      /** the player typed again under the profile's own name (its case may have changed) */
      refreshProfile: db.prepare<[string, string, string, number, number]>(
        'UPDATE profiles SET name = ?, color = ?, symbol = ?, last_played = ? WHERE id = ?',
      ),
      /** the player typed again under a name the profile went by before: it keeps its own name */
      refreshLook: db.prepare<[string, string, number, number]>('UPDATE profiles SET color = ?, symbol = ?, last_played = ? WHERE id = ?'),
      renameProfile: db.prepare<[string, string, number]>('UPDATE profiles SET name_key = ?, name = ? WHERE id = ?'),
      moveNames: db.prepare<[number, number]>('UPDATE profile_names SET profile_id = ? WHERE profile_id = ?'),
      setLastPlayed: db.prepare<[number, number]>('UPDATE profiles SET last_played = max(last_played, ?) WHERE id = ?'),
      deleteProfile: db.prepare<[number]>('DELETE FROM profiles WHERE id = ?'),
    };
  }

  list(): Profile[] {
    // a profile is only a suggestion for the next game: one that cannot be read is left out
    return this.guard(() => this.statements.listProfiles.all()).flatMap(({ name, color, symbol, last_played: lastPlayed }) =>
      isText(name) && isText(color) && isText(symbol) && isCount(lastPlayed) ? [{ name, color, symbol, lastPlayed }] : [],
    );
  }

  identities(): ProfileIdentity[] {
    return this.guard(() => this.statements.listIdentities.all()).flatMap(({ id, name, color, symbol, last_played: lastPlayed, names }) => {
      const keys = parseJson(names);
      const readable = isCount(id) && isText(name) && isText(color) && isText(symbol) && isCount(lastPlayed);
      if (!readable || !Array.isArray(keys) || !keys.every(isText)) return [];
      return [{ id, name, color, symbol, lastPlayed, names: keys }];
    });
  }

  remember(profiles: Omit<Profile, 'lastPlayed'>[], at: number): void {
    this.guard(() =>
      this.db.transaction(() => {
        for (const profile of profiles) {
          const name = profile.name.trim();
          const key = profileKey(name);
          const known = this.statements.profileOfName.get(key);
          if (!known) {
            const { lastInsertRowid } = this.statements.insertProfile.run(key, name, profile.color, profile.symbol, at);
            this.statements.insertName.run(key, lastInsertRowid);
          } else if (known.name_key === key) {
            this.statements.refreshProfile.run(name, profile.color, profile.symbol, at, known.profile_id);
          } else {
            this.statements.refreshLook.run(profile.color, profile.symbol, at, known.profile_id);
          }
        }
      })(),
    );
  }

  /** The profile goes by `name` from now on; the names it went by still lead to it. */
  rename(id: number, name: string): void {
    this.guard(() =>
      this.db.transaction(() => {
        this.requireProfile(id);
        const trimmed = name.trim();
        const key = profileKey(trimmed);
        const holder = this.statements.profileOfName.get(key);
        if (holder && holder.profile_id !== id) throw new StoreError('profile-name-taken', { name: trimmed });
        this.statements.renameProfile.run(key, trimmed, id);
        this.statements.insertName.run(key, id);
      })(),
    );
  }

  /** `from` was the same person as `into`: every name of `from` leads to `into`, and `from` is gone. */
  merge(from: number, into: number): void {
    this.guard(() =>
      this.db.transaction(() => {
        if (from === into) throw new StoreError('same-profile');
        const merged = this.requireProfile(from);
        this.requireProfile(into);
        this.statements.moveNames.run(into, from);
        this.statements.setLastPlayed.run(merged.last_played, into);
        this.statements.deleteProfile.run(from);
      })(),
    );
  }

  private requireProfile(id: number): { id: number; last_played: number } {
    const profile = this.statements.profileById.get(id);
    if (!profile) throw new StoreError('unknown-profile', { profile: id });
    return profile;
  }
}
