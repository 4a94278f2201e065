/**
 * The words of an undo: the question the table asks before taking a move back, the notice after,
 * the button's name. They say whose move and of what kind, never what was chosen. The kind of
 * move and the list of names are translated when shown, so a notice follows a change of language.
 */
import type { MatchSummary, UndoOffer } from '$contract/api';
import { hasKey, t } from './i18n.svelte';

export type MoveUndo = Extract<UndoOffer, { kind: 'move' }>;

/** a translatable line: its key and its parameters */
export interface UndoLine {
  key: string;
  params: { name: string; move: string; names?: string[] };
}

export function undoLine(offer: MoveUndo, seats: MatchSummary['seats'], words: 'ask' | 'done' | 'offer'): UndoLine {
  const move = hasKey(`ui:undo.moves.${offer.move}`) ? offer.move : 'move';
  const name = seats[offer.seat]?.name ?? '';
  // a secret round going back whole says so, and who chooses again
  if (offer.round.length > 1 && words !== 'offer') {
    return { key: `ui:undo.${words}Round`, params: { name, move, names: offer.round.map((seat) => seats[seat]?.name ?? '') } };
  }
  return { key: `ui:undo.${words}`, params: { name, move } };
}

export function undoWords(offer: MoveUndo, seats: MatchSummary['seats'], words: 'ask' | 'done' | 'offer'): string {
  const { key, params } = undoLine(offer, seats, words);
  return t(key, params);
}
