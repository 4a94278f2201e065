/** The one style all of Trolldilemma's art is drawn in: ink outline, shade and the palette's named colours. */
export const INK = '#1b140f';
/** the one darker shade shape a flat fill carries (lower right), laid over it */
export const SHADE = 'rgb(27 20 15 / 0.28)';
/** the one light highlight a fill may carry */
export const SHINE = 'rgb(255 255 255 / 0.45)';
export const WOOD = '#8a5a33';
export const WOOD_SHADE = '#5e3b1f';
export const IRON = '#9aa3ad';
export const IRON_SHADE = '#66707b';
export const GOLD = '#f2c14e';
export const GOLD_SHADE = '#c8962a';
export const BONE = '#efe6cf';
export const BLOOD = '#c8412f';
