/**
 * Reading the save file's rows: every value is checked before use, and a row that cannot be read
 * whole gives what can be read of it (a damaged saved game stays listed, and can be rescued).
 */
import type { Action, GameEvent, MatchConfig, Outcome } from '../../engine/core/types';
import type { SeatSetup } from '../shared/api';
import { newCampaignSchema } from '../shared/campaign-setup';
import type { CampaignLink, DamagedCampaign, DamagedMatch, StoredAction, StoredCampaign, StoredMatch } from './types';

/**
 * A row as it comes out of the file. The schema says which types the columns hold, but a damaged
 * file may hold anything: every value is checked before use.
 */
export interface MatchRow {
  id: unknown;
  game: unknown;
  version: unknown;
  config: unknown;
  seed: unknown;
  seats: unknown;
  created_at: unknown;
  updated_at: unknown;
  action_count: unknown;
  outcome: unknown;
  campaign_id: unknown;
  campaign_fixture: unknown;
}

export interface CampaignRow {
  id: unknown;
  setup: unknown;
  created_at: unknown;
}

export interface ActionRow {
  idx: unknown;
  seat: unknown;
  action: unknown;
  events: unknown;
}

export interface ProfileRow {
  name: unknown;
  color: unknown;
  symbol: unknown;
  last_played: unknown;
}

/** The JSON value held in `text`, or undefined when it is not JSON text. */
export function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
export const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isSeatSetup(value: unknown): value is SeatSetup {
  if (!isRecord(value) || !isRecord(value.kind)) return false;
  const kind = value.kind.type === 'human' || (value.kind.type === 'bot' && isText(value.kind.level));
  return kind && typeof value.name === 'string' && isText(value.color) && isText(value.symbol);
}

function isOutcome(value: unknown): value is Outcome {
  return isRecord(value) && Array.isArray(value.ranks) && Array.isArray(value.scores) && Array.isArray(value.winners) && value.winners.every(isCount);
}

/** Each field of a match row that can be read, checked on its own. */
export function readableMatchFields(row: MatchRow): Partial<Omit<StoredMatch, 'id'>> {
  const config = parseJson(row.config);
  const seats = parseJson(row.seats);
  const outcome = row.outcome === null ? null : parseJson(row.outcome);
  const fields: Partial<Omit<StoredMatch, 'id'>> = {};
  if (isText(row.game)) fields.game = row.game;
  if (isCount(row.version)) fields.version = row.version;
  if (isRecord(config) && Array.isArray(config.seats) && config.seats.every(isRecord)) fields.config = config as unknown as MatchConfig;
  if (Number.isSafeInteger(row.seed)) fields.seed = row.seed as number;
  if (Array.isArray(seats) && seats.length > 0 && seats.every(isSeatSetup)) fields.seats = seats;
  if (isCount(row.created_at)) fields.createdAt = row.created_at;
  if (isCount(row.updated_at)) fields.updatedAt = row.updated_at;
  if (isCount(row.action_count)) fields.actionCount = row.action_count;
  if (outcome === null || isOutcome(outcome)) fields.outcome = outcome;
  const campaign = readCampaignLink(row);
  if (campaign !== undefined) fields.campaign = campaign;
  return fields;
}

/** The match's campaign link: null for a match of no campaign, undefined when it cannot be read. */
function readCampaignLink(row: MatchRow): CampaignLink | null | undefined {
  if (row.campaign_id === null) return null;
  const fixture = parseJson(row.campaign_fixture);
  if (!isText(row.campaign_id) || !isRecord(fixture) || !isText(fixture.key) || !isCount(fixture.round)) return undefined;
  if (!Array.isArray(fixture.players) || !fixture.players.every(isCount)) return undefined;
  return { id: row.campaign_id, fixture: fixture.key, round: fixture.round, players: fixture.players };
}

/** The campaign in `row`, or what could be read of it when a field cannot. */
export function readCampaignRow(row: CampaignRow): { campaign: StoredCampaign } | { damaged: DamagedCampaign } | undefined {
  if (!isText(row.id)) return undefined;
  const setup = newCampaignSchema.safeParse(parseJson(row.setup));
  const readable: DamagedCampaign['readable'] = {
    ...(setup.success ? { setup: setup.data } : {}),
    ...(isCount(row.created_at) ? { createdAt: row.created_at } : {}),
  };
  if (readable.setup && readable.createdAt !== undefined) return { campaign: { id: row.id, setup: readable.setup, createdAt: readable.createdAt } };
  return { damaged: { id: row.id, readable } };
}

/** Every field of a saved match but its id: the row is whole when each of them can be read. */
export const matchFields = ['game', 'version', 'config', 'seed', 'seats', 'createdAt', 'updatedAt', 'actionCount', 'outcome', 'campaign'] as const satisfies readonly (keyof StoredMatch)[];

/** The match in `row`, or what could be read of it when a field cannot. */
export function readMatchRow(row: MatchRow): { match: StoredMatch } | { damaged: DamagedMatch } | undefined {
  // a row without a usable id cannot be named, opened or deleted (and an intact file has none)
  if (!isText(row.id)) return undefined;
  const readable = readableMatchFields(row);
  if (matchFields.every((field) => field in readable)) return { match: { id: row.id, ...(readable as Omit<StoredMatch, 'id'>) } };
  return { damaged: { id: row.id, readable } };
}

export function readMatchRows(rows: MatchRow[]): { matches: StoredMatch[]; damaged: DamagedMatch[] } {
  const matches: StoredMatch[] = [];
  const damaged: DamagedMatch[] = [];
  for (const row of rows) {
    const read = readMatchRow(row);
    if (read && 'match' in read) matches.push(read.match);
    else if (read) damaged.push(read.damaged);
  }
  return { matches, damaged };
}

export function readActionRow(row: ActionRow): StoredAction | undefined {
  const action = parseJson(row.action);
  const events = parseJson(row.events);
  const valid =
    isCount(row.idx) &&
    isCount(row.seat) &&
    isRecord(action) &&
    typeof action.type === 'string' &&
    Array.isArray(events) &&
    events.every((event) => isRecord(event) && typeof event.type === 'string');
  return valid ? { index: row.idx as number, seat: row.seat as number, action: action as Action, events: events as GameEvent[] } : undefined;
}
