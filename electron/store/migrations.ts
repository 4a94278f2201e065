/**
 * The save file's schema, as numbered migrations (in the manner of Signal Desktop): migration N
 * runs in its own transaction and sets `PRAGMA user_version = N` inside it, so a crash leaves the
 * file at N-1 or N, never in between. Append new migrations at the end; never edit a shipped one.
 */
import type { Database } from 'better-sqlite3';

export interface Migration {
  version: number;
  up(db: Database): void;
}

/**
 * Written into the SQLite header (`PRAGMA application_id`) by the first migration, so that a
 * database made by another program is told apart from ours even when its user_version is set.
 * The bytes spell "TRNT".
 */
export const trollNightApplicationId = 0x54524e54;

/**
 * The event types the hall of fame draws records from (engine/fame/records.ts), as migration 3
 * indexed them: a new kind of record event needs a new migration that indexes it too.
 */
export const recordEventTypesIndexed = ['food', 'blood-surge', 'knocked-out'] as const;

/** The condition of that index, word for word: a query must say it the same way for SQLite to use the index. */
export const recordEventsCondition = recordEventTypesIndexed.map((type) => `instr(events, '"type":"${type}"') > 0`).join(' OR ');

export const migrations: readonly Migration[] = [
  {
    version: 1,
    up(db) {
      db.pragma(`application_id = ${trollNightApplicationId}`);
      db.exec(`
        CREATE TABLE matches (
          id TEXT PRIMARY KEY,
          game TEXT NOT NULL,
          version INTEGER NOT NULL,
          config TEXT NOT NULL CHECK (json_valid(config)),
          seed INTEGER NOT NULL,
          seats TEXT NOT NULL CHECK (json_valid(seats)),
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          action_count INTEGER NOT NULL DEFAULT 0,
          outcome TEXT CHECK (outcome IS NULL OR json_valid(outcome))
        ) STRICT;
        CREATE INDEX matches_by_recency ON matches (updated_at DESC);

        CREATE TABLE actions (
          match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
          idx INTEGER NOT NULL CHECK (idx >= 0),
          seat INTEGER NOT NULL,
          action TEXT NOT NULL CHECK (json_valid(action)),
          events TEXT NOT NULL CHECK (json_valid(events)),
          PRIMARY KEY (match_id, idx)
        ) STRICT, WITHOUT ROWID;

        CREATE TABLE snapshots (
          match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
          idx INTEGER NOT NULL CHECK (idx >= 0),
          state TEXT NOT NULL CHECK (json_valid(state)),
          PRIMARY KEY (match_id, idx)
        ) STRICT, WITHOUT ROWID;

        -- name_key is the name folded for case-insensitive matching beyond ASCII (Élodie = élodie),
        -- which SQLite's NOCASE collation does not do.
        CREATE TABLE profiles (
          name_key TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          color TEXT NOT NULL,
          symbol TEXT NOT NULL,
          last_played INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX profiles_by_recency ON profiles (last_played DESC);

        CREATE TABLE settings (
          key TEXT PRIMARY KEY,
          value TEXT NOT NULL CHECK (json_valid(value))
        ) STRICT;
      `);
    },
  },
  {
    version: 2,
    up(db) {
      // A campaign keeps only what was chosen at its start; its standings are computed from its
      // matches, each of which says which fixture of the schedule it was played for.
      db.exec(`
        CREATE TABLE campaigns (
          id TEXT PRIMARY KEY,
          setup TEXT NOT NULL CHECK (json_valid(setup)),
          created_at INTEGER NOT NULL
        ) STRICT;

        ALTER TABLE matches ADD COLUMN campaign_id TEXT REFERENCES campaigns (id) ON DELETE CASCADE;
        ALTER TABLE matches ADD COLUMN campaign_fixture TEXT CHECK (campaign_fixture IS NULL OR json_valid(campaign_fixture));
        CREATE INDEX matches_by_campaign ON matches (campaign_id) WHERE campaign_id IS NOT NULL;
      `);
    },
  },
  {
    version: 3,
    up(db) {
      // A profile gets an identity of its own, and keeps every name it has gone by: a seat of a
      // saved game counts for the profile its name leads to, so renaming a profile or merging two
      // (the same person typed twice) changes no saved game. The table is rebuilt to take the id.
      db.exec(`
        CREATE TABLE profiles_with_ids (
          id INTEGER PRIMARY KEY,
          name_key TEXT NOT NULL UNIQUE,
          name TEXT NOT NULL,
          color TEXT NOT NULL,
          symbol TEXT NOT NULL,
          last_played INTEGER NOT NULL
        ) STRICT;
        INSERT INTO profiles_with_ids (name_key, name, color, symbol, last_played)
          SELECT name_key, name, color, symbol, last_played FROM profiles ORDER BY last_played, name_key;
        DROP TABLE profiles;
        ALTER TABLE profiles_with_ids RENAME TO profiles;
        CREATE INDEX profiles_by_recency ON profiles (last_played DESC);

        -- every name (folded like profiles.name_key) and the profile it stands for, its current name included
        CREATE TABLE profile_names (
          name_key TEXT PRIMARY KEY,
          profile_id INTEGER NOT NULL REFERENCES profiles (id) ON DELETE CASCADE
        ) STRICT;
        CREATE INDEX profile_names_by_profile ON profile_names (profile_id);
        INSERT INTO profile_names (name_key, profile_id) SELECT name_key, id FROM profiles;

        -- the actions whose events the hall of fame's records come from: reading them is then a
        -- look-up, rather than a read of every event ever saved
        CREATE INDEX actions_with_record_events ON actions (match_id) WHERE ${recordEventsCondition};
      `);
    },
  },
];

export const latestSchemaVersion = migrations.length;

export function schemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Brings `db` up to the last of `steps` (the app's migrations unless a test says otherwise), one transaction each. */
export function migrate(db: Database, steps: readonly Migration[] = migrations): void {
  const current = schemaVersion(db);
  if (current > steps.length) throw new Error(`schema version ${current} is newer than this build's ${steps.length}`);
  for (const migration of steps) {
    if (migration.version <= schemaVersion(db)) continue;
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
  }
}
