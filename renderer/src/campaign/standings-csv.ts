/**
 * The standings as a CSV file for a spreadsheet: the screen's columns with translated headers,
 * RFC 4180 quoting, CRLF line ends, and a UTF-8 byte order mark so spreadsheets read "Zoé" and
 * "TRÔL" right. French spreadsheets write decimals with a comma, so in French the fields are
 * separated by semicolons, as they expect.
 */
import type { CampaignView, ScoreKind } from '$contract/api';
import { currentLanguage, localName, t } from '../lib/i18n.svelte';
import { ordinal, placeColumns, scoreHeader } from './labels';

const BOM = '\uFEFF';

/**
 * One field: quoted when it holds a quote, a separator or a line break. A name a spreadsheet
 * would run as a formula (=, +, -, @) is kept as text with a leading apostrophe.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** the detail columns of each kind of score, as on screen: league places, Battle Dice defeats, a series' matches won */
function detailHeaders(kind: ScoreKind, places: number): string[] {
  if (kind === 'points') return Array.from({ length: places }, (_, place) => t('campaign:standings.placeColumn', { place: ordinal(place + 1) }));
  return [t(`campaign:standings.detail.${kind}`)];
}

export function standingsCsv(view: Pick<CampaignView, 'scoreKind' | 'standings' | 'summary' | 'setup'>): string {
  const { scoreKind, standings, summary } = view;
  const places = placeColumns(view);
  const header = [t('campaign:standings.rank'), t('campaign:standings.player'), scoreHeader(scoreKind), t('campaign:standings.played'), ...detailHeaders(scoreKind, places)];
  const rows = standings.map((line) => {
    const detail =
      scoreKind === 'points'
        ? Array.from({ length: places }, (_, place) => line.detail[place] ?? 0)
        : // Battle Dice's detail is [victories, defeats]: the victories are the score already
          [line.detail[scoreKind === 'victories' ? 1 : 0] ?? 0];
    return [line.rank, localName(summary.players[line.player]?.name ?? ''), line.score, line.played, ...detail];
  });
  const separator = currentLanguage() === 'fr' ? ';' : ',';
  return BOM + [header, ...rows].map((row) => row.map(csvField).join(separator)).join('\r\n') + '\r\n';
}

/** a file name from the campaign's name, without the characters file systems refuse */
export function exportFileName(campaignName: string, what: string, extension: string): string {
  const safe = campaignName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim() || 'campaign';
  return `${safe} - ${what}.${extension}`;
}
