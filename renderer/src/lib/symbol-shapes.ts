/**
 * The outline of each player symbol in a 100×100 box: drawn by PlayerSymbol, and worn by the
 * pictures of a player's piece (a troll's brooch), so the symbol reads the same everywhere.
 */
import type { SymbolId } from './palette';

export const symbolShapes: Record<SymbolId, string> = {
  circle: 'M50 8 A42 42 0 1 1 49.9 8 Z',
  square: 'M12 12 H88 V88 H12 Z',
  triangle: 'M50 8 L92 88 H8 Z',
  diamond: 'M50 4 L96 50 L50 96 L4 50 Z',
  star: 'M50 4 L61 37 L96 37 L68 58 L79 92 L50 71 L21 92 L32 58 L4 37 L39 37 Z',
  cross: 'M34 6 H66 V34 H94 V66 H66 V94 H34 V66 H6 V34 H34 Z',
  hexagon: 'M27 8 H73 L96 50 L73 92 H27 L4 50 Z',
};

/** The symbol given, or the colour's own when it is not one we draw. */
export function symbolShape(symbol: string, fallback: SymbolId): string {
  return symbol in symbolShapes ? symbolShapes[symbol as SymbolId] : symbolShapes[fallback];
}
