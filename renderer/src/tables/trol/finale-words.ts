/**
 * What each step of TRÔL's finale was about and what decided it, for the finale panel: the
 * columns of the tallies it compared (its own figure, and the tie-break when it came to that),
 * the tribes it concerned, and a sentence with their figures. The engine's steps say which
 * tie-break decided and between whom (`decidedBy`, `tied`); this only words them.
 */
import type { EliminationStep, Tally } from '$engine/games/trol/victory';
import { currentLanguage, t } from '../../lib/i18n.svelte';

export type FinaleColumn = 'food' | 'masks' | 'trophies' | 'gibiers' | 'mostDangerous';

/** the figure that breaks a tie at each elimination step */
const TIE_BREAK = { food: 'masks', masks: 'trophies' } as const;
/** how the winner is told apart from the tribes left, in order */
const WINNER_ORDER: readonly FinaleColumn[] = ['trophies', 'gibiers', 'mostDangerous'];
const WINNER_COLUMN = { trophies: 'trophies', gibiers: 'gibiers', danger: 'mostDangerous' } as const;

/** the columns `step` compared: its own figure, then each tie-break it needed */
export function stepColumns(step: EliminationStep): FinaleColumn[] {
  if (step.kind === 'winner') {
    return step.decidedBy === 'dice' ? [...WINNER_ORDER] : WINNER_ORDER.slice(0, WINNER_ORDER.indexOf(WINNER_COLUMN[step.decidedBy]) + 1);
  }
  return step.decidedBy === step.kind ? [step.kind] : [step.kind, TIE_BREAK[step.kind]];
}

/** the tribes `step` was about: those it put out and those it compared them with, or the finalists */
export function stepTribes(step: EliminationStep): number[] {
  if (step.kind === 'winner') return step.finalists;
  return [...new Set([...step.eliminated, ...step.tied, ...step.against])];
}

/** the figure in words, e.g. "42 food" */
function figure(column: FinaleColumn, tally: Tally): string {
  return t(`trol:table.finale.why.figures.${column}`, { count: tally[column] });
}

/** one sentence: the figures that decided `step`, with the tie-break and whom it decided between */
export function stepWhy(step: EliminationStep, tallies: readonly Tally[], name: (tribe: number) => string): string {
  const list = (items: string[]) => new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(items);
  const values = (tribes: readonly number[], column: FinaleColumn) =>
    list(tribes.map((tribe) => t('trol:table.finale.why.value', { name: name(tribe), figure: figure(column, tallies[tribe]) })));
  const columns = stepColumns(step);
  const deciding = columns[columns.length - 1];
  const tied = step.tied;
  if (tied.length === 0) {
    // the step's own figure decided: the finalists' figures, or those put out against the next ones up
    if (step.kind === 'winner' || step.against.length === 0) {
      return t('trol:table.finale.why.values', { values: values(step.kind === 'winner' ? step.finalists : step.eliminated, deciding) });
    }
    return t('trol:table.finale.why.against', { values: values(step.eliminated, deciding), others: values(step.against, deciding) });
  }
  const level = (upTo: readonly FinaleColumn[]) => list(upTo.map((column) => figure(column, tallies[tied[0]])));
  const names = list(tied.map(name));
  const broken = step.kind === 'winner' ? step.decidedBy !== 'dice' : step.decidedBy !== null;
  if (!broken) return t('trol:table.finale.why.unbroken', { names, level: level(columns) });
  const breaker = step.kind === 'winner' ? step.decidedBy : TIE_BREAK[step.kind];
  return t('trol:table.finale.why.broken', {
    names,
    level: level(columns.slice(0, -1)),
    breaker: t(`trol:table.finale.why.breakers.${breaker}`),
    values: values(tied, deciding),
  });
}
