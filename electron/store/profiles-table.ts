/** The save store's profiles table: the players remembered for the next new game. */
import type Database from 'better-sqlite3';
import type { Profile } from '../shared/api';
import type { Guard } from './failures';
import { isCount, isText, type ProfileRow } from './rows';

/** Profiles are matched on this: case and surrounding spaces do not make a new player. */
function profileKey(name: string): string {
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
      putProfile: db.prepare<[string, string, string, string, number]>(
        `INSERT INTO profiles (name_key, name, color, symbol, last_played) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (name_key) DO UPDATE SET
           name = excluded.name, color = excluded.color, symbol = excluded.symbol, last_played = excluded.last_played`,
      ),
    };
  }

  list(): Profile[] {
    // a profile is only a suggestion for the next game: one that cannot be read is left out
    return this.guard(() => this.statements.listProfiles.all()).flatMap(({ name, color, symbol, last_played: lastPlayed }) =>
      isText(name) && isText(color) && isText(symbol) && isCount(lastPlayed) ? [{ name, color, symbol, lastPlayed }] : [],
    );
  }

  remember(profiles: Omit<Profile, 'lastPlayed'>[], at: number): void {
    this.guard(() =>
      this.db.transaction(() => {
        for (const profile of profiles) {
          this.statements.putProfile.run(profileKey(profile.name), profile.name.trim(), profile.color, profile.symbol, at);
        }
      })(),
    );
  }
}
