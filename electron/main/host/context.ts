/** What the Host hands each of its rooms: the save file, the playable games, the clock and the draw. */
import type { BaseState, GameModule } from '../../../engine/core/types';
import type { SeatSetup } from '../../shared/api';
import { HostError } from '../app-error';
import type { SaveFile } from './save-file';

export interface HostContext {
  readonly saveFile: SaveFile;
  /** the playable games by id (tests swap in changed rule versions) */
  readonly games: Record<string, GameModule<any, any>>;
  /** wall-clock time saved with matches and profiles */
  readonly now: () => number;
  /** an integer in [0, maxExclusive): draws match seeds and who plays first */
  readonly randomInt: (maxExclusive: number) => number;
  /** true once the Host closed: a bot still thinking must not write */
  readonly isClosed: () => boolean;
}

export function gameModule(context: HostContext, id: string): GameModule<BaseState> {
  if (!Object.hasOwn(context.games, id)) throw new HostError('unknown-game', { game: id });
  return context.games[id];
}

/** The game's module, once `seats` are a number it seats and bots of levels it has. */
export function checkSeats(context: HostContext, input: { game: string; seats: SeatSetup[] }): GameModule<BaseState> {
  const module = gameModule(context, input.game);
  const { min, max } = module.definition.players;
  if (input.seats.length < min || input.seats.length > max) throw new HostError('bad-seats', { min, max });
  for (const { kind } of input.seats) {
    if (kind.type === 'bot' && !module.bots.some((bot) => bot.id === kind.level)) {
      throw new HostError('bad-request', { detail: `unknown bot level ${kind.level}` });
    }
  }
  return module;
}
