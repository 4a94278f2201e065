/**
 * What decided a finished game, in the players' language: the winning rule with the score that
 * decided, each seat's figures beside its place, each tie and what broke it (or that the place is
 * shared), and any note on how the scores count. The engine's outcome says all of it as data
 * (`Outcome.decided`); this only words it, in the game's namespace (`<game>:outcome.*`) with the
 * sentences all games share in `ui:winner.*`.
 */
import type { Outcome, OutcomeFigure, OutcomeReason, OutcomeTie } from '$engine/core/types';
import { currentLanguage, hasKey, t } from './i18n.svelte';

export interface OutcomeWords {
  /** the winning rule and the score that decided */
  rule: string;
  /** per seat: its figures, e.g. "24 coins · 6 skulls" */
  figures: string[];
  ties: string[];
  notes: string[];
}

const list = (items: string[]) => new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(items);

/** "24 coins" */
export function figureText(game: string, figure: OutcomeFigure): string {
  return t(`${game}:outcome.figures.${figure.key}`, { count: figure.value });
}

function tieText(game: string, decided: OutcomeReason, tie: OutcomeTie, names: string[], rank: number): string {
  const figureOf = (seat: number, key: string) => decided.figures[seat].find((figure) => figure.key === key);
  const level = list(tie.on.flatMap((key) => figureOf(tie.seats[0], key) ?? []).map((figure) => figureText(game, figure)));
  const who = list(tie.seats.map((seat) => names[seat]));
  const own = `${game}:outcome.tie.${tie.brokenBy ?? 'shared'}`;
  if (tie.brokenBy === null) return t(hasKey(own) ? own : 'ui:winner.tieShared', { names: who, level, rank, count: tie.seats.length });
  const key = tie.brokenBy;
  const values = list(
    tie.seats.flatMap((seat) => {
      const figure = figureOf(seat, key);
      return figure ? [t('ui:winner.tieValue', { name: names[seat], figure: figureText(game, figure) })] : [];
    }),
  );
  return t(hasKey(own) ? own : 'ui:winner.tieBroken', { names: who, level, breaker: t(`${game}:outcome.tieBreaks.${key}`), values, count: tie.seats.length });
}

/**
 * The words for `outcome` of `game`, with the seats' names as shown; null for an outcome saved
 * before outcomes said what decided them.
 */
export function outcomeWords(game: string, outcome: Outcome, names: string[]): OutcomeWords | null {
  const decided = outcome.decided;
  if (!decided) return null;
  const winnerFigures = decided.figures[outcome.winners[0]] ?? [];
  const rule = t(`${game}:outcome.rule.${decided.rule}`, {
    ...decided.values,
    names: list(outcome.winners.map((seat) => names[seat])),
    count: winnerFigures[0]?.value ?? 0,
  });
  return {
    rule,
    figures: decided.figures.map((figures) => figures.map((figure) => figureText(game, figure)).join(' · ')),
    // a tie on nothing (the last two of a battle knocked out together) is all in the rule already
    ties: decided.ties.filter((tie) => tie.on.length > 0).map((tie) => tieText(game, decided, tie, names, outcome.ranks[tie.seats[0]])),
    notes: decided.notes.map((note) => t(`${game}:outcome.notes.${note}`, decided.values)),
  };
}
