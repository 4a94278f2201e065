/**
 * What the Host asks of the save store. The SQLite implementation is `sqlite-store.ts`;
 * every write is one transaction and is durable when the call returns.
 */
import type { MatchConfig, Outcome, Seat, Action, GameEvent } from '../../engine/core/types';
import type { NewCampaign, Profile, SeatSetup, Settings, StoreProblem } from '../shared/api';

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
  /** the campaign it was played for, or null */
  campaign: CampaignLink | null;
}

/** A match as it is first saved (`campaign` left out: not part of a campaign). */
export type NewStoredMatch = Omit<StoredMatch, 'actionCount' | 'outcome' | 'updatedAt' | 'campaign'> & { campaign?: CampaignLink };

/** Which campaign a match belongs to, and what for. */
export interface CampaignLink {
  id: string;
  /** the fixture of the campaign's schedule (`CampaignFixture.key`) */
  fixture: string;
  round: number;
  /** the campaign player in each seat */
  players: number[];
}

export interface StoredCampaign {
  id: string;
  setup: NewCampaign;
  createdAt: number;
}

/** A campaign whose row cannot be read whole: what could be. */
export interface DamagedCampaign {
  id: string;
  readable: { setup?: NewCampaign; createdAt?: number };
}

export interface StoredAction {
  /** 0-based position in the match's log */
  index: number;
  seat: Seat;
  action: Action;
  /** what the action produced, kept so the log shows without replaying everything */
  events: GameEvent[];
}

/** A saved game whose row in the save file cannot be read whole: the fields that could be. */
export interface DamagedMatch {
  id: string;
  readable: Partial<Omit<StoredMatch, 'id'>>;
}

/** What can still be read of a saved game, whatever its damage, so the players can keep it. */
export interface RescuedMatch {
  id: string;
  readable: Partial<Omit<StoredMatch, 'id'>>;
  /** the fields of the match's row that cannot be read */
  unreadable: (keyof StoredMatch)[];
  /** the action rows in log order; a row that cannot be read is only its position */
  actions: (StoredAction | { index: number; unreadable: true })[];
}

/** A remembered player with its identity and every name it goes by, folded (`profileKey`): the hall of fame's players. */
export interface ProfileIdentity {
  id: number;
  name: string;
  color: string;
  symbol: string;
  lastPlayed: number;
  names: string[];
}

/** Some events of one action of a finished match: those the hall of fame's records are drawn from. */
export interface FinishedMatchEvents {
  matchId: string;
  index: number;
  seat: Seat;
  events: GameEvent[];
}

export interface Snapshot {
  /** the state after this many actions */
  index: number;
  state: unknown;
}

export interface Store {
  readonly path: string;
  /** the saved settings; a value that cannot be read gives the default (see `unreadableSettings`) */
  getSettings(): Settings;
  /** the settings whose saved value cannot be read (a damaged save file) */
  unreadableSettings(): (keyof Settings)[];
  setSettings(patch: Partial<Settings>): Settings;
  listProfiles(): Profile[];
  /** remembers these players (by name) for the next new game */
  rememberProfiles(profiles: Omit<Profile, 'lastPlayed'>[], at: number): void;
  createMatch(match: NewStoredMatch): void;
  /** every saved game, most recently played first; those whose row cannot be read whole apart */
  listMatches(): { matches: StoredMatch[]; damaged: DamagedMatch[] };
  /** undefined when there is no such match; throws `match-damaged` when its row cannot be read */
  getMatch(id: string): StoredMatch | undefined;
  /** whether a match with this id is saved, readable or not */
  hasMatch(id: string): boolean;
  /** whatever can be read of the match's row and action rows; undefined when there is no such match */
  rescueMatch(id: string): RescuedMatch | undefined;
  /** appends one action at index `match.actionCount`; durable on return; fails if the index is taken */
  appendAction(matchId: string, entry: StoredAction, outcome: Outcome | null, at: number): void;
  /** the log from `fromIndex` on, oldest first; throws `match-damaged` when a row cannot be read */
  actions(matchId: string, fromIndex?: number): StoredAction[];
  /** keeps the first `keep` actions, drops the rest and any snapshot past them (undo) */
  truncate(matchId: string, keep: number, outcome: Outcome | null, at: number): void;
  saveSnapshot(matchId: string, snapshot: Snapshot): void;
  /**
   * the latest readable snapshot at or before `atMost` actions (a damaged snapshot is passed over:
   * the log is the truth, a snapshot only saves replaying it)
   */
  latestSnapshot(matchId: string, atMost: number): Snapshot | undefined;
  /** after a rules change replayed cleanly: records the new game version and drops old snapshots */
  setMatchVersion(matchId: string, version: number): void;
  deleteMatch(matchId: string): void;
  createCampaign(campaign: StoredCampaign): void;
  /** every campaign, newest first; those whose row cannot be read whole apart */
  listCampaigns(): { campaigns: StoredCampaign[]; damaged: DamagedCampaign[] };
  /** undefined when there is no such campaign; throws `campaign-damaged` when its row cannot be read */
  getCampaign(id: string): StoredCampaign | undefined;
  /** the campaign's matches, readable or not (the damaged ones apart) */
  campaignMatches(campaignId: string): { matches: StoredMatch[]; damaged: DamagedMatch[] };
  /** the campaign and all its matches, in one transaction */
  deleteCampaign(campaignId: string): void;
  /** the remembered players with their ids and every name that leads to them */
  profileIdentities(): ProfileIdentity[];
  /** throws `unknown-profile`, or `profile-name-taken` when another profile goes by that name */
  renameProfile(id: number, name: string): void;
  /** `from`'s names lead to `into` from now on and `from` is gone; throws `unknown-profile`, `same-profile` */
  mergeProfiles(from: number, into: number): void;
  /**
   * the events the hall of fame's records come from (`recordEventTypesIndexed`), with the actions
   * holding them, of every finished match or only of `matchIds`; an action whose events cannot be
   * read is passed over
   */
  recordEvents(matchIds?: readonly string[]): FinishedMatchEvents[];
  close(): void;
}

/** Opening a store file either works or says, without touching the file, why it cannot. */
export type OpenResult = { ok: true; store: Store } | { ok: false; problem: StoreProblem; detail: string };
