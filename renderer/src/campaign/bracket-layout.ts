/**
 * Where each match of a bracket is drawn: one column per round, each column twice as many places
 * as the next, so a match sits level with the two it awaits. A bye takes the place of a
 * first-round match: its player waits in the second round.
 */
import { bracket, type Slot } from '$engine/campaign/schedule';

export type BracketCell = { kind: 'match'; id: number } | { kind: 'bye'; player: number };

/** the columns, first round first; built from the same plan as the campaign's schedule */
export function bracketColumns(players: number): BracketCell[][] {
  const plan = bracket(players);
  const cell = (slot: Slot): BracketCell => ('winnerOf' in slot ? { kind: 'match', id: slot.winnerOf } : { kind: 'bye', player: slot.player });
  const final = plan.matches[plan.matches.length - 1];
  const columns: BracketCell[][] = [[{ kind: 'match', id: final.id }]];
  for (let round = plan.rounds; round > 1; round--) {
    const awaited = columns[0].flatMap((place) => {
      if (place.kind === 'bye') return [];
      const match = plan.matches[place.id];
      return [cell(match.a), cell(match.b)];
    });
    columns.unshift(awaited);
  }
  return columns;
}
