/** The table component of each playable game, by game id. */
import type { TableComponent } from './types';
import TrollDiceTable from './troll-dice/TrollDiceTable.svelte';

const tables: Record<string, TableComponent> = {
  'troll-dice': TrollDiceTable,
};

export function tableFor(gameId: string): TableComponent | undefined {
  return Object.hasOwn(tables, gameId) ? tables[gameId] : undefined;
}
