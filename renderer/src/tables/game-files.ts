/**
 * Game files read on the home screen before they are imported: a bad file is refused at once,
 * naming its first bad line, before anyone seats players for it. The Host checks it again.
 */
import type { AppError } from '$contract/api';
import { RuleError } from '$engine/core/errors';
import type { GameNotation } from '$engine/core/types';
import { playersInThudFile, thudNotation } from '$engine/games/thud/thud-file';

const notations: Record<string, GameNotation<any>> = {
  thud: thudNotation,
};

/** for files that name their players: who they are, in the order they sat */
const namedPlayers: Record<string, (text: string) => string[]> = {
  thud: playersInThudFile,
};

export type GameFileReading = { ok: true; moves: number } | { ok: false; error: AppError };

export function readsGameFiles(gameId: string): boolean {
  return Object.hasOwn(notations, gameId);
}

/** How many moves the file holds, or why it cannot be imported. Only for games that `readsGameFiles`. */
export function readGameFile(gameId: string, text: string, playerCount: number): GameFileReading {
  if (!readsGameFiles(gameId)) throw new Error(`no game files for ${gameId}`);
  const notation = notations[gameId];
  // the seats only name the players; who they are is chosen after the file is read
  const seats = Array.from({ length: playerCount }, (_, seat) => ({ name: `${seat + 1}` }));
  try {
    return { ok: true, moves: notation.importGame(text, seats).log.length };
  } catch (error) {
    if (error instanceof RuleError) return { ok: false, error: { code: error.code, key: error.key, params: error.params } };
    throw error;
  }
}

/** The players a game file names, in the order to seat them, so each gets back the side they played; [] when it names none. */
export function playersInFile(gameId: string, text: string): string[] {
  return Object.hasOwn(namedPlayers, gameId) ? namedPlayers[gameId](text) : [];
}
