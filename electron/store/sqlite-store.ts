/**
 * The save store on SQLite (better-sqlite3). No Electron here: the Host and the web server share it.
 * This file opens the store and hands each request to its table: the file's checks are in
 * `file-checks.ts`, the reading of rows in `rows.ts`, each table in its `*-table.ts`.
 *
 * Durability: WAL journal with `synchronous = FULL`, so every commit fsyncs the WAL before
 * `appendAction` returns. With NORMAL a commit survives the app being killed but can be lost to a
 * power cut or an OS crash, and the Host shows a move as soon as the append returns: only FULL
 * keeps "each accepted action is durable before the screen shows it" true. Game moves come at
 * human (or bot-animation) pace, so one fsync per move costs nothing anyone can see.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import Database from 'better-sqlite3';
import type { Outcome } from '../../engine/core/types';
import type { Profile, Settings } from '../shared/api';
import { CampaignsTable } from './campaigns-table';
import { guardOf, openProblem } from './failures';
import { fileSize, inspectStoreFile, sidecarSuffixes } from './file-checks';
import { MatchesTable } from './matches-table';
import { migrate } from './migrations';
import { ProfilesTable } from './profiles-table';
import { SettingsTable } from './settings-table';
import type {
  DamagedCampaign,
  DamagedMatch,
  FinishedMatchEvents,
  NewStoredMatch,
  ProfileIdentity,
  OpenResult,
  RescuedMatch,
  Snapshot,
  Store,
  StoredAction,
  StoredCampaign,
  StoredMatch,
} from './types';

export { setAsideStoreFile } from './file-checks';

/**
 * Opens (creating or migrating if needed) the store at `path`. A file that cannot be used is
 * reported, not repaired: it is inspected read-only first and left exactly as it was.
 */
export function openStore(path: string): OpenResult {
  try {
    const problem = inspectStoreFile(path);
    if (problem) return { ok: false, ...problem };
    if (fileSize(path) === undefined) createStoreFile(path);
    const db = new Database(path);
    try {
      configure(db);
      migrate(db);
    } catch (error) {
      db.close();
      throw error;
    }
    return { ok: true, store: new SqliteStore(path, db) };
  } catch (error) {
    const problem = openProblem(error);
    if (problem) return { ok: false, problem, detail: (error as Error).message };
    throw error;
  }
}

function configure(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}

/**
 * A new store is built under another name and renamed into place once it holds its schema, so a
 * file at `path` always starts with a whole header: an empty or half-made file there is never ours
 * and is reported, not silently replaced.
 */
function createStoreFile(path: string): void {
  fs.mkdirSync(nodePath.dirname(path), { recursive: true });
  const building = `${path}.new`;
  // a leftover of a start that died while building: it never held a game
  for (const file of [building, ...sidecarSuffixes.map((suffix) => building + suffix)]) fs.rmSync(file, { force: true });
  const db = new Database(building);
  try {
    configure(db);
    migrate(db);
  } finally {
    // closing checkpoints the WAL into the file and removes it
    db.close();
  }
  fs.renameSync(building, path);
}

class SqliteStore implements Store {
  private readonly settings: SettingsTable;
  private readonly profiles: ProfilesTable;
  private readonly matches: MatchesTable;
  private readonly campaigns: CampaignsTable;

  constructor(
    readonly path: string,
    private readonly db: Database.Database,
  ) {
    const guard = guardOf(path);
    this.settings = new SettingsTable(db, guard, path);
    this.profiles = new ProfilesTable(db, guard);
    this.matches = new MatchesTable(db, guard, path);
    this.campaigns = new CampaignsTable(db, guard);
  }

  getSettings(): Settings {
    return this.settings.read().settings;
  }

  unreadableSettings(): (keyof Settings)[] {
    return this.settings.read().unreadable;
  }

  setSettings(patch: Partial<Settings>): Settings {
    this.settings.write(patch);
    return this.getSettings();
  }

  listProfiles(): Profile[] {
    return this.profiles.list();
  }

  rememberProfiles(profiles: Omit<Profile, 'lastPlayed'>[], at: number): void {
    this.profiles.remember(profiles, at);
  }

  createMatch(match: NewStoredMatch): void {
    this.matches.create(match);
  }

  listMatches(): { matches: StoredMatch[]; damaged: DamagedMatch[] } {
    return this.matches.list();
  }

  getMatch(id: string): StoredMatch | undefined {
    return this.matches.get(id);
  }

  hasMatch(id: string): boolean {
    return this.matches.has(id);
  }

  rescueMatch(id: string): RescuedMatch | undefined {
    return this.matches.rescue(id);
  }

  appendAction(matchId: string, entry: StoredAction, outcome: Outcome | null, at: number): void {
    this.matches.append(matchId, entry, outcome, at);
  }

  actions(matchId: string, fromIndex = 0): StoredAction[] {
    return this.matches.actions(matchId, fromIndex);
  }

  truncate(matchId: string, keep: number, outcome: Outcome | null, at: number): void {
    this.matches.truncate(matchId, keep, outcome, at);
  }

  saveSnapshot(matchId: string, snapshot: Snapshot): void {
    this.matches.saveSnapshot(matchId, snapshot);
  }

  latestSnapshot(matchId: string, atMost: number): Snapshot | undefined {
    return this.matches.latestSnapshot(matchId, atMost);
  }

  setMatchVersion(matchId: string, version: number): void {
    this.matches.setVersion(matchId, version);
  }

  deleteMatch(matchId: string): void {
    this.matches.delete(matchId);
  }

  createCampaign(campaign: StoredCampaign): void {
    this.campaigns.create(campaign);
  }

  listCampaigns(): { campaigns: StoredCampaign[]; damaged: DamagedCampaign[] } {
    return this.campaigns.list();
  }

  getCampaign(id: string): StoredCampaign | undefined {
    return this.campaigns.get(id);
  }

  campaignMatches(campaignId: string): { matches: StoredMatch[]; damaged: DamagedMatch[] } {
    return this.matches.ofCampaign(campaignId);
  }

  deleteCampaign(campaignId: string): void {
    this.campaigns.delete(campaignId);
  }

  profileIdentities(): ProfileIdentity[] {
    return this.profiles.identities();
  }

  renameProfile(id: number, name: string): void {
    this.profiles.rename(id, name);
  }

  mergeProfiles(from: number, into: number): void {
    this.profiles.merge(from, into);
  }

  recordEvents(matchIds?: readonly string[]): FinishedMatchEvents[] {
    return this.matches.recordEvents(matchIds);
  }

  close(): void {
    this.db.close();
  }
}
