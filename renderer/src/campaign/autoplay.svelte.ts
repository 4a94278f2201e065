/**
 * A campaign whose next match seats only bots can play itself, for a demo on the TV: the
 * campaign screen counts down and starts the match, the match screen counts down once it is over
 * and goes back to the campaign, which counts down again… until the campaign is over or someone
 * stops it (one key or click).
 */
import { SvelteMap } from 'svelte/reactivity';
import type { AnimationSpeed, CampaignPlayer, CampaignSummary } from '$contract/api';

/** seconds to wait before each step, at each animation speed: long enough to read the standings */
const WAIT_SECONDS: Record<AnimationSpeed, number> = { off: 1, fast: 3, normal: 5, slow: 8 };

export function autoplayWait(speed: AnimationSpeed): number {
  return WAIT_SECONDS[speed];
}

/** every one of these players is a bot */
export function onlyBots(players: readonly CampaignPlayer[]): boolean {
  return players.length > 0 && players.every((player) => player.kind.type === 'bot');
}

export class CampaignAutoplay {
  /** what was chosen by hand, by campaign id; kept while the app runs */
  readonly #chosen = new SvelteMap<string, boolean>();

  /** on when chosen so, else on for a campaign of bots only */
  isOn(campaign: Pick<CampaignSummary, 'id' | 'players'>): boolean {
    return this.#chosen.get(campaign.id) ?? onlyBots(campaign.players);
  }

  set(campaignId: string, on: boolean): void {
    this.#chosen.set(campaignId, on);
  }
}
