/**
 * What the Host shows of a campaign: its saved rows (the campaign, its matches) turned into the
 * engine's `CampaignMatch`es, and the progress the engine computes from them turned into the
 * contract's summary and view. Nothing here is saved: it is rebuilt on every request.
 */
import { campaignProgress, type CampaignMatch, type CampaignProgress, type CampaignRules } from '../../engine/campaign/campaign';
import type { CampaignSummary, CampaignView, MatchSummary, NewCampaign } from '../shared/api';
import type { DamagedCampaign, StoredCampaign, StoredMatch } from '../store/types';

/** a night of play runs from noon to 6 am: a match begun after midnight still counts for the evening before */
const NIGHT_ENDS_HOUR = 6;

/** The night a match was played on, in this machine's time zone, as YYYY-MM-DD. */
export function nightOf(at: number): string {
  const evening = new Date(at - NIGHT_ENDS_HOUR * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${evening.getFullYear()}-${pad(evening.getMonth() + 1)}-${pad(evening.getDate())}`;
}

export function campaignRules(setup: NewCampaign): CampaignRules {
  const { format, times, matches, placePoints } = setup;
  return { format, players: setup.players.length, ...(times ? { times } : {}), ...(matches ? { matches } : {}), ...(placePoints ? { placePoints } : {}) };
}

/** A saved match as the campaign counts it; `teams` (Battle Dice heroes per seat) only when asked for. */
export function campaignMatch(match: StoredMatch, teams?: string[][]): CampaignMatch {
  const link = match.campaign!;
  return {
    id: match.id,
    fixture: link.fixture,
    players: link.players,
    createdAt: match.createdAt,
    night: nightOf(match.createdAt),
    outcome: match.outcome,
    ...(teams ? { teams } : {}),
  };
}

export interface CampaignState {
  campaign: StoredCampaign;
  rules: CampaignRules;
  matches: StoredMatch[];
  progress: CampaignProgress;
}

export function campaignState(campaign: StoredCampaign, matches: StoredMatch[]): CampaignState {
  const rules = campaignRules(campaign.setup);
  return { campaign, rules, matches, progress: campaignProgress(rules, matches.map((match) => campaignMatch(match))) };
}

export function campaignSummary({ campaign, matches, progress }: CampaignState, damagedMatches = 0): CampaignSummary {
  const { name, format, players } = campaign.setup;
  return {
    id: campaign.id,
    name,
    format,
    players,
    createdAt: campaign.createdAt,
    lastPlayed: Math.max(campaign.createdAt, ...matches.map((match) => match.updatedAt)),
    matchCount: matches.length + damagedMatches,
    champions: progress.champions,
  };
}

/** A campaign whose row is damaged, listed with what could be read of it and the rest left empty. */
export function damagedCampaignSummary({ id, readable }: DamagedCampaign): CampaignSummary {
  const createdAt = readable.createdAt ?? 0;
  return {
    id,
    name: readable.setup?.name ?? '',
    format: readable.setup?.format ?? 'league',
    players: readable.setup?.players ?? [],
    createdAt,
    lastPlayed: createdAt,
    matchCount: 0,
    champions: null,
    damaged: true,
  };
}

export function campaignView(state: CampaignState, matches: MatchSummary[]): CampaignView {
  const { setup } = state.campaign;
  const { champions: _champions, ...progress } = state.progress;
  return {
    summary: campaignSummary(state, matches.length - state.matches.length),
    setup: {
      ...(setup.times ? { times: setup.times } : {}),
      ...(setup.matches ? { matches: setup.matches } : {}),
      ...(setup.placePoints ? { placePoints: setup.placePoints } : {}),
      ...(setup.options ? { options: setup.options } : {}),
    },
    ...progress,
    matches,
  };
}
