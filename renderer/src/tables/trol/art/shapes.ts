/**
 * The vocabulary TRÔL's pictures are drawn in: flat shapes in a 100-unit square, each filled with
 * one of the house palette's paints (or a colour of its own) and outlined in ink, the shade shapes
 * without an outline. A drawing is a list of shapes, back to front; `tribe` paints take the colour
 * of the card's tribe (the picture's `color`), and `mark` is the tribe's shield with its pips
 * (colour is never alone). Paints are attributes, not styles: a table shows many pictures, and
 * they cost the page little to restyle.
 */
export type Paint =
  | 'skin'
  | 'skinShade'
  | 'wart'
  | 'bone'
  | 'wood'
  | 'woodShade'
  | 'iron'
  | 'ironShade'
  | 'gold'
  | 'goldShade'
  | 'blood'
  | 'tribe'
  | 'tribeShade'
  | 'ink'
  | 'eye'
  | 'shadow'
  | 'highlight'
  | 'none';

export const PAINTS: Record<Paint, string> = {
  skin: '#7d9a55',
  skinShade: '#587337',
  wart: '#6a8446',
  bone: '#efe6cf',
  wood: '#8a5a33',
  woodShade: '#5e3b1f',
  iron: '#9aa3ad',
  ironShade: '#66707b',
  gold: '#f2c14e',
  goldShade: '#c8962a',
  blood: '#c8412f',
  tribe: 'currentColor',
  /** ink laid thin over the tribe's cloth */
  tribeShade: '#1b140f52',
  ink: '#1b140f',
  eye: '#fffbea',
  shadow: '#00000038',
  highlight: '#ffffff59',
  none: 'none',
};

/** a paint of the palette, or a colour of the piece's own (a Gibier's fur) */
export type Fill = Paint | `#${string}`;

interface Common {
  fill: Fill;
  /** shade and highlight shapes have no ink outline; a line (`fill: 'none'`) is only ink */
  bare?: boolean;
  /** a thicker or thinner ink line than the house 2.5 */
  width?: number;
  /** a line of this colour instead of ink (antlers, tails: drawn over a wider ink line) */
  stroke?: Fill;
}

export type Shape =
  | (Common & { d: string })
  | (Common & { circle: readonly [cx: number, cy: number, r: number] })
  | (Common & { ellipse: readonly [cx: number, cy: number, rx: number, ry: number, angle?: number] })
  /** the tribe's shield with its pips, centred at (cx, cy), `size` units tall */
  | { mark: readonly [cx: number, cy: number, size: number] }
  /** shapes drawn moved, scaled or turned together */
  | { group: readonly Shape[]; transform: string };

export type Drawing = readonly Shape[];

export const path = (d: string, fill: Fill, options: Omit<Common, 'fill'> = {}): Shape => ({ d, fill, ...options });
export const circle = (cx: number, cy: number, r: number, fill: Fill, options: Omit<Common, 'fill'> = {}): Shape => ({ circle: [cx, cy, r], fill, ...options });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: Fill, angle = 0, options: Omit<Common, 'fill'> = {}): Shape => ({
  ellipse: [cx, cy, rx, ry, angle],
  fill,
  ...options,
});
/** a shade or highlight: no outline */
export const shade = (d: string, fill: Fill = 'skinShade'): Shape => ({ d, fill, bare: true });
/** an ink line */
export const line = (d: string, width = 2.5): Shape => ({ d, fill: 'none', width });
/** a thick line of `color` edged in ink: antlers, tails, trunks */
export const inked = (d: string, color: Fill, width: number): Shape[] => [
  { d, fill: 'none', width: width + 5 },
  { d, fill: 'none', width, stroke: color },
];
export const group = (transform: string, shapes: readonly Shape[]): Shape => ({ group: shapes, transform });

export function paint(fill: Fill): string {
  return fill in PAINTS ? PAINTS[fill as Paint] : fill;
}
