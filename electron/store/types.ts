/**
 * What the Host asks of the save store. The SQLite implementation is `sqlite-store.ts`;
 * every write is one transaction and is durable when the call returns.
 */
import type { MatchConfig, Outcome, Seat, Action, GameEvent } from '../../engine/core/types';
import type { Profile, SeatSetup, Settings } from '../shared/api';

export interface StoredMatch {
  id: string;
  game: string;
  /** the game definition's version when the match was created */
  version: number;
  config: MatchConfig;
  seed: number;
  seats: SeatSetup[];
  createdAt: number;
  updatedAt: number;
  actionCount: number;
  outcome: Outcome | null;
}

export interface StoredAction {
  /** 0-based position in the match's log */
  index: number;
  seat: Seat;
  action: Action;
  /** what the action produced, kept so the log shows without replaying everything */
  events: GameEvent[];
}

export interface Snapshot {
  /** the state after this many actions */
  index: number;
  state: unknown;
}

export interface Store {
  readonly path: string;
  getSettings(): Settings;
  setSettings(patch: Partial<Settings>): Settings;
  listProfiles(): Profile[];
  /** remembers these players (by name) for the next new game */
  rememberProfiles(profiles: Omit<Profile, 'lastPlayed'>[], at: number): void;
  createMatch(match: Omit<StoredMatch, 'actionCount' | 'outcome' | 'updatedAt'>): void;
  listMatches(): StoredMatch[];
  getMatch(id: string): StoredMatch | undefined;
  /** appends one action at index `match.actionCount`; durable on return; fails if the index is taken */
  appendAction(matchId: string, entry: StoredAction, outcome: Outcome | null, at: number): void;
  /** the log from `fromIndex` on, oldest first */
  actions(matchId: string, fromIndex?: number): StoredAction[];
  /** keeps the first `keep` actions, drops the rest and any snapshot past them (undo) */
  truncate(matchId: string, keep: number, outcome: Outcome | null, at: number): void;
  saveSnapshot(matchId: string, snapshot: Snapshot): void;
  /** the latest snapshot at or before `atMost` actions */
  latestSnapshot(matchId: string, atMost: number): Snapshot | undefined;
  /** after a rules change replayed cleanly: records the new game version and drops old snapshots */
  setMatchVersion(matchId: string, version: number): void;
  deleteMatch(matchId: string): void;
  close(): void;
}

/** Opening a store file either works or says, without touching the file, why it cannot. */
export type OpenResult =
  | { ok: true; store: Store }
  | { ok: false; problem: 'corrupt' | 'newer-version'; detail: string };
