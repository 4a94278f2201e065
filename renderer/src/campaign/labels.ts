/**
 * The words of a campaign on screen: its format, where a match stands in the schedule ("round 2",
 * "final", "match 3 of 5"), the "Next:" line, and each line of the standings.
 */
import type { CampaignFixture, CampaignFormat, CampaignPlayer, CampaignStanding, CampaignView, ScoreKind } from '$contract/api';
import { DEFAULT_PLACE_POINTS } from '$engine/campaign/standings';
import { currentLanguage, hasKey, localName, t } from '../lib/i18n.svelte';

export function formatName(format: CampaignFormat | string): string {
  return hasKey(`campaign:formats.${format}.name`) ? t(`campaign:formats.${format}.name`) : t('campaign:formats.unknown');
}

/**
 * Where a match stands, from its fixture key ("r2.0-3", "m5", "g3", "d1.0-2"…) and round: a
 * bracket's final and semi-final are named once the bracket's size is known (`rounds`), a series
 * match says of how many when `seriesLength` is known. A league game has no place in a schedule:
 * undefined.
 */
export function stageLabel(key: string, round: number, rounds?: number, seriesLength?: number): string | undefined {
  switch (key[0]) {
    case 'd':
      return t('campaign:stage.decider');
    case 'g':
      return seriesLength ? t('campaign:stage.seriesMatch', { n: round, total: seriesLength }) : t('campaign:stage.seriesMatchAlone', { n: round });
    case 'm':
      return t(`campaign:stage.${bracketRound(round, rounds)}`, { n: round });
    case 'r':
      return t('campaign:stage.round', { n: round });
    default:
      return undefined;
  }
}

/** which round of a bracket of `rounds` rounds this is: the final, the semi-final, or one known by its number */
function bracketRound(round: number, rounds: number | undefined): 'final' | 'semiFinal' | 'round' {
  if (rounds !== undefined && round === rounds) return 'final';
  if (rounds !== undefined && round === rounds - 1) return 'semiFinal';
  return 'round';
}

/** a bracket column's heading: "Round 1", "Semi-final", "Final" (capitalised, where `stageLabel` runs on in a sentence) */
export function roundHeading(round: number, rounds: number): string {
  return t(`campaign:bracket.heading.${bracketRound(round, rounds)}`, { n: round });
}

/** how many matches a series has (its default when it was not chosen), for "match 3 of 5" */
export function seriesLength(view: Pick<CampaignView, 'summary' | 'setup'>): number | undefined {
  const { format } = view.summary;
  return format === 'thud-series' || format === 'trol-series' ? (view.setup.matches ?? 3) : undefined;
}

/** "Ada, Bert and Cleo" */
export function namesList(names: readonly string[]): string {
  return new Intl.ListFormat(currentLanguage(), { style: 'long', type: 'conjunction' }).format(names);
}

/** "Ada vs Bert", or "Ada, Bert and Cleo" for more */
function playersLine(names: readonly string[]): string {
  return names.length === 2 ? t('campaign:next.versus', { a: names[0], b: names[1] }) : namesList(names);
}

/** "Next: Ada vs Bert, round 2 — best of three, 1–0"; undefined when nothing is scheduled (a league, a campaign over) */
export function nextLine(view: CampaignView): string | undefined {
  const fixture: CampaignFixture | undefined = view.upcoming[0];
  if (!fixture) return undefined;
  const names = fixture.players.map((player) => localName(view.summary.players[player]?.name ?? '?'));
  const stage = stageLabel(fixture.key, fixture.round, view.bracket?.rounds, seriesLength(view));
  const parts = [stage ? t('campaign:next.line', { players: playersLine(names), stage }) : t('campaign:next.lineAlone', { players: playersLine(names) })];
  if (fixture.series) {
    const [a, b] = fixture.series.wins;
    parts.push(t(`campaign:next.bestOf.${fixture.series.bestOf}`, { a, b }));
  }
  if (fixture.replay) parts.push(t('campaign:next.replay'));
  if (fixture.players.length > 2) parts.push(t('campaign:next.starts', { name: names[fixture.firstSeat] ?? '?' }));
  return parts.join(' — ');
}

export function scoreHeader(kind: ScoreKind): string {
  return t(`campaign:standings.score.${kind}`);
}

/** under the title of the chart's image: what it charts, and the day it was saved */
export function chartSubtitle(kind: ScoreKind, day: Date): string {
  const date = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long' }).format(day);
  return t('campaign:export.chartSubtitle', { what: t('campaign:chart.label', { score: scoreHeader(kind) }), date });
}

/** "1st", "2nd"… up to the sixth place */
export function ordinal(place: number): string {
  return hasKey(`campaign:ordinal.${place}`) ? t(`campaign:ordinal.${place}`) : String(place);
}

/**
 * How many places a league's standings show, a column each: every place that scores, and every
 * place below them that someone finished in (a fourth at a table of four scores nothing, and is
 * still a result).
 */
export function placeColumns(view: Pick<CampaignView, 'setup' | 'standings'>): number {
  return Math.max((view.setup.placePoints ?? DEFAULT_PLACE_POINTS).length, ...view.standings.map((line) => line.detail.length));
}

/**
 * The standings' columns after rank, player, score and games played: a league's count of each
 * place (`places` of them, "1st", "2nd"… one narrow column each), Battle Dice's defeats (beside
 * the victories), a series' matches won.
 */
export function detailHeaders(kind: ScoreKind, places: number): string[] {
  if (kind === 'points') return Array.from({ length: places }, (_, place) => ordinal(place + 1));
  return [t(`campaign:standings.detail.${kind}`)];
}

/** a standings line's cells under `detailHeaders` */
export function detailCells(standing: CampaignStanding, kind: ScoreKind, places: number): string[] {
  if (kind === 'points') return Array.from({ length: places }, (_, place) => String(standing.detail[place] ?? 0));
  if (kind === 'victories') return [String(standing.detail[1] ?? 0)];
  return [String(standing.detail[0] ?? 0)];
}

/** "Ada", or "Ada and Bert" when a series ends level */
export function championsLine(champions: readonly number[], players: readonly CampaignPlayer[]): string {
  const names = champions.map((player) => localName(players[player]?.name ?? '?'));
  return t('campaign:champion', { count: names.length, names: namesList(names) });
}
