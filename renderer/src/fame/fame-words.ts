/** How the hall of fame words its ladders, figures and nights in the language shown. */
import type { FamePlayer, RecordKind, TitleKind } from '$contract/api';
import { currentLanguage, localName, t } from '../lib/i18n.svelte';

/** the ladder of all games together, as the Host names it */
export const ALL_GAMES = 'all';

export function ladderName(game: string): string {
  return game === ALL_GAMES ? t('fame:allGames') : t(`common:games.${game}`);
}

export function recordValue(record: RecordKind, value: number): string {
  return t(`fame:records.value.${record}`, { count: value });
}

/** the figure that earned a title: wins for the trolliest, else the record's own words */
export function titleValue(title: TitleKind, value: number): string {
  return title === 'trolliest' ? t('fame:titles.value.trolliest', { count: value }) : recordValue(title, value);
}

/** a person by their name, a bot by its level's (a level is one player, whatever its seats were called) */
export function playerName(player: FamePlayer | undefined): string {
  if (!player) return '?';
  return player.bot ? t(`common:bots.${player.bot}`) : localName(player.name);
}

/** "2026-01-09" as that day where the players are (never read as midnight UTC); tonight says so */
export function nightLabel(night: string, tonight: string): string {
  if (night === tonight) return t('fame:nights.tonight');
  const [year, month, day] = night.split('-').map(Number);
  return new Intl.DateTimeFormat(currentLanguage(), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(year, month - 1, day));
}

/** the doubt about a rating, on its scale: one standard deviation */
export function uncertainty(sigma: number): number {
  return Math.round(40 * sigma);
}
