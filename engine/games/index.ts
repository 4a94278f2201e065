/** Every playable game, by id. */
import type { GameModule } from '../core/types';
import { battleDice } from './battle-dice';
import { trollDice } from './troll-dice';

export const gameModules: Record<string, GameModule<any, any>> = {
  [trollDice.definition.id]: trollDice,
  [battleDice.definition.id]: battleDice,
};

export function gameModule(id: string): GameModule<any, any> | undefined {
  return Object.hasOwn(gameModules, id) ? gameModules[id] : undefined;
}
