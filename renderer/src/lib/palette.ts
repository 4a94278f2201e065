/**
 * Player colours: the Okabe–Ito palette, which people with the common colour-vision
 * deficiencies can still tell apart; symbols are drawn with a light outline so the darker ones
 * stand out on the dark table.
 * Each colour comes with its own symbol so a player is never identified by colour alone.
 * Names are i18n keys `ui:colors.<id>`, symbols `ui:symbols.<id>`.
 */
export type SymbolId = 'circle' | 'square' | 'triangle' | 'diamond' | 'star' | 'cross' | 'hexagon';

export interface PlayerColor {
  id: string;
  /** CSS colour */
  value: string;
  symbol: SymbolId;
}

export const palette: readonly PlayerColor[] = [
  { id: 'orange', value: '#E69F00', symbol: 'circle' },
  { id: 'sky', value: '#56B4E9', symbol: 'square' },
  { id: 'green', value: '#009E73', symbol: 'triangle' },
  { id: 'yellow', value: '#F0E442', symbol: 'diamond' },
  { id: 'blue', value: '#0072B2', symbol: 'star' },
  { id: 'vermillion', value: '#D55E00', symbol: 'cross' },
  { id: 'purple', value: '#CC79A7', symbol: 'hexagon' },
];

export function playerColor(id: string): PlayerColor {
  return palette.find((color) => color.id === id) ?? palette[0];
}
