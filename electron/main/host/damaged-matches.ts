/**
 * The save file's health, for one saved game: a match whose rows are damaged, listed with what can
 * be read of it, and that readable part exported as a file to keep. Also the file names of exports.
 */
import { applyChecked } from '../../../engine/core/match';
import type { BaseState, GameDefinition, GameModule, MatchConfig } from '../../../engine/core/types';
import type { ExportedMatch, MatchSummary } from '../../shared/api';
import type { DamagedMatch, RescuedMatch, StoredAction, StoredMatch } from '../../store/types';
import { isPublic } from './live-match';

/** e.g. "thud-2025-03-14-ann-bob.thud": the game, the day it began and its players (those of them known) */
export function exportFileName(match: Partial<Pick<StoredMatch, 'game' | 'createdAt' | 'seats'>>, extension: string): string {
  const day = match.createdAt === undefined ? undefined : new Date(match.createdAt).toISOString().slice(0, 10);
  const players = (match.seats ?? [])
    .map((seat) => seat.name.normalize('NFKD').replace(/[^\w-]+/g, '').toLowerCase())
    .filter(Boolean)
    .join('-');
  return `${[match.game, day, players].filter(Boolean).join('-') || 'saved-game'}.${extension}`;
}

/** A saved game as what could be read of it, the rest left empty. */
export function summarizeReadable({ id, readable }: DamagedMatch): MatchSummary {
  return {
    id,
    game: readable.game ?? '',
    seats: readable.seats ?? [],
    createdAt: readable.createdAt ?? 0,
    updatedAt: readable.updatedAt ?? 0,
    actionCount: readable.actionCount ?? 0,
    outcome: readable.outcome ?? null,
  };
}

/** A saved game whose row is damaged, listed with what could be read of it and the rest left empty. */
export function summarizeDamaged(match: DamagedMatch): MatchSummary {
  return { ...summarizeReadable(match), damaged: true };
}

/**
 * What can be read of a damaged match, as a file to keep: in its game's own format when some
 * of its moves replay from the start (a file the game imports, to carry on from there), else
 * its readable fields and actions as JSON.
 *
 * Nothing in it tells a secret of a game not known to be over (its outcome null or unreadable):
 * the game's own format is the file `exportMatch` gives any open match, and the JSON then holds
 * only what the whole table has seen — no seed (which deals the decks and hands, and rolls the
 * dice to come), and of each move its seat and public events, never the move itself (a secret
 * choice, a card laid face down) nor an event shown to some seats only. Once the game is over
 * nothing is left to hide, and every readable field and action is kept.
 */
export function rescueFile(games: Record<string, GameModule<BaseState>>, { id, readable, unreadable, actions }: RescuedMatch): ExportedMatch {
  const module = readable.game !== undefined && Object.hasOwn(games, readable.game) ? games[readable.game] : undefined;
  if (module?.notation && readable.config && readable.seed !== undefined) {
    const replayed = replayReadable(module.definition, readable.config, readable.seed, actions);
    if (replayed?.moves) {
      return { fileName: exportFileName(readable, module.notation.fileExtension), text: module.notation.exportGame(replayed.state) };
    }
  }
  const over = Boolean(readable.outcome);
  const { seed: _seed, ...seen } = readable;
  const rescued = over
    ? { troll_night_damaged_game: id, ...readable, unreadable, actions }
    : { troll_night_damaged_game: id, ...seen, unreadable, actions: actions.map(publicPart) };
  return { fileName: exportFileName(readable, 'damaged.json'), text: `${JSON.stringify(rescued, null, 2)}\n` };
}

/** What the table saw of a saved move: who moved and its public events (see `rescueFile`). */
function publicPart(entry: RescuedMatch['actions'][number]): RescuedMatch['actions'][number] | Omit<StoredAction, 'action'> {
  if ('unreadable' in entry) return entry;
  return { index: entry.index, seat: entry.seat, events: entry.events.filter(isPublic) };
}

/**
 * The state after the readable moves of a damaged match, from the start and in order, up to the
 * first that cannot be read or that the rules refuse; undefined when the start cannot be set up.
 */
function replayReadable(definition: GameDefinition<BaseState>, config: MatchConfig, seed: number, actions: RescuedMatch['actions']) {
  let state: BaseState;
  try {
    state = definition.setup(config, seed);
  } catch {
    return undefined;
  }
  let moves = 0;
  for (const entry of actions) {
    if ('unreadable' in entry || entry.index !== moves) break;
    try {
      state = applyChecked(definition, state, entry.seat, entry.action);
    } catch {
      break;
    }
    moves++;
  }
  return { state, moves };
}
