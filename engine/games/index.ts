/** Every playable game, by id. */
import type { GameModule } from '../core/types';
import { battleDice } from './battle-dice';
import { thud } from './thud';
import { trol } from './trol';
import { trollDice } from './troll-dice';
import { trolldilemma } from './trolldilemma';

export const gameModules: Record<string, GameModule<any, any>> = {
  [trollDice.definition.id]: trollDice,
  [trolldilemma.definition.id]: trolldilemma,
  [battleDice.definition.id]: battleDice,
  [thud.definition.id]: thud,
  [trol.definition.id]: trol,
};

export function gameModule(id: string): GameModule<any, any> | undefined {
  return Object.hasOwn(gameModules, id) ? gameModules[id] : undefined;
}
