/** What the app knows of the campaign a match was played for, to name its place in the schedule. */
import type { CampaignSummary, MatchSummary } from '$contract/api';
import type { AppState } from '../lib/app.svelte';
import { seriesLength, stageLabel } from './labels';

export type CampaignLink = NonNullable<MatchSummary['campaign']>;

/** the campaign's summary, from the campaign last shown or the saved games list */
export function campaignSummary(app: AppState, link: CampaignLink): CampaignSummary | undefined {
  return app.campaign?.summary.id === link.id ? app.campaign.summary : app.campaigns.find((campaign) => campaign.id === link.id);
}

/** "round 2", "final", "match 3 of 5": as precise as what is known of the campaign allows */
export function matchStage(app: AppState, link: CampaignLink): string | undefined {
  const view = app.campaign?.summary.id === link.id ? app.campaign : undefined;
  return stageLabel(link.fixture, link.round, view?.bracket?.rounds, view ? seriesLength(view) : undefined);
}
