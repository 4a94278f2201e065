/**
 * The twenty Gibiers, side on and facing the hunters (left), each by what makes it itself: the
 * hare's ears, the badger's stripe, the beaver's tail and log, the turkey's fan, the goat's three
 * horns, the boar's moss, the wolf's howl, the wolverine's claws, the stag's golden antlers, the
 * elk in its mist, the warthog's iron plates, the ibex on its peak, the bear's bulk, the aurochs'
 * horns, the yak's fringe, the sabre teeth, the rhino's two horns, the mammoth's trunk, the
 * griffin's wings and the dragon of the marsh. Their names and numbers are written beside them.
 */
import { circle, ellipse, inked, line, path, shade, type Drawing, type Fill, type Shape } from './shapes';

const ground: Shape = ellipse(54, 91, 36, 4, 'shadow', 0, { bare: true });

const eye = (x: number, y: number, r = 2.8): Shape[] => [circle(x, y, r, 'eye', { width: 1.8 }), circle(x - 0.6, y + 0.3, r * 0.5, 'ink', { bare: true })];
/** a leg from its top down to the ground, `w` wide */
const leg = (x: number, top: number, w: number, fill: Fill, bottom = 90): Shape => path(`M${x} ${top} L${x + w} ${top} L${x + w - 1} ${bottom} L${x + 1} ${bottom} Z`, fill);
/** a hoof at the foot of a leg */
const hoof = (x: number, w: number, bottom = 90): Shape => path(`M${x} ${bottom - 4} L${x + w} ${bottom - 4} L${x + w} ${bottom} L${x} ${bottom} Z`, 'ink', { width: 1.5 });

const snowHare: Drawing = [
  ground,
  ellipse(40, 24, 4.5, 16, '#f1efe9', -14),
  ellipse(49, 25, 4.5, 16, '#f1efe9', 12),
  ellipse(49, 27, 2, 10, '#e9b4b0', 12, { bare: true }),
  ellipse(60, 68, 24, 19, '#f1efe9'),
  shade('M70 80 Q84 74 82 62 Q86 78 70 86 Z', '#c9c4b8'),
  circle(84, 60, 7, '#f1efe9'),
  ellipse(64, 87, 17, 4.5, '#f1efe9'),
  ellipse(40, 84, 5, 7, '#f1efe9'),
  circle(38, 50, 13, '#f1efe9'),
  ...eye(33, 47),
  ellipse(26, 53, 2.6, 2, '#e9918a', 0, { width: 1.5 }),
  line('M26 56 L16 54 M26 57 L16 60', 1.5),
];

const grumpyBadger: Drawing = [
  ground,
  leg(66, 70, 8, '#2c2b2b'),
  leg(40, 70, 8, '#2c2b2b'),
  path('M84 62 Q96 60 94 68 L84 70 Z', '#8d8f93'),
  ellipse(60, 64, 30, 15, '#8d8f93'),
  shade('M72 74 Q88 72 89 62 Q92 76 74 79 Z', '#5f6166'),
  leg(76, 72, 9, '#2c2b2b'),
  leg(48, 72, 9, '#2c2b2b'),
  path('M44 54 Q30 48 10 64 Q12 72 24 74 Q38 74 46 70 Z', '#f1efe9'),
  path('M44 55 Q32 50 14 62 L20 64 Q32 58 44 62 Z', '#2c2b2b', { bare: true }),
  path('M44 68 Q34 72 22 72 L26 68 Q36 68 44 66 Z', '#2c2b2b', { bare: true }),
  circle(42, 52, 4, '#2c2b2b'),
  ...eye(28, 59, 2.4),
  line('M23 54 L32 57', 2.5),
  ellipse(10, 65, 3, 2.5, 'ink', 0, { bare: true }),
  line('M16 70 Q20 68 24 70', 2),
];

const lumberjackBeaver: Drawing = [
  ground,
  ellipse(82, 84, 16, 6, '#3f2d22', -8),
  line('M72 83 L90 81 M74 87 L92 84 M80 79 L80 89 M86 78 L86 88', 1.5),
  ellipse(58, 62, 20, 24, '#7a4e2d'),
  shade('M66 80 Q78 70 76 56 Q82 74 68 86 Z', '#54341c'),
  ellipse(40, 56, 5, 7, '#7a4e2d', 20),
  // the log he gnawed into shape
  path('M12 80 L52 80 L52 90 L12 90 Z', 'wood'),
  ellipse(12, 85, 4, 5, '#d9b38a'),
  path('M30 80 Q34 86 38 80 Z', '#d9b38a', { width: 1.5 }),
  ellipse(60, 88, 10, 3.5, '#54341c'),
  circle(40, 38, 13, '#7a4e2d'),
  circle(48, 28, 3.5, '#54341c'),
  ...eye(36, 34),
  ellipse(28, 42, 6, 5, '#a9784f'),
  ellipse(26, 40, 2.5, 2, 'ink', 0, { bare: true }),
  path('M26 46 L33 46 L33 53 L26 53 Z', '#f2c14e', { width: 1.8 }),
  line('M29.5 46 L29.5 53', 1.5),
];

const peakTurkey: Drawing = [
  ground,
  ellipse(52.0, 43.2, 7, 20, '#6b4a2f', -64),
  ellipse(57.7, 36.2, 7, 20, '#c8962a', -38),
  ellipse(65.5, 32.5, 7, 20, '#6b4a2f', -13),
  ellipse(74.5, 32.5, 7, 20, '#c8962a', 13),
  ellipse(82.3, 36.2, 7, 20, '#6b4a2f', 38),
  ellipse(88.0, 43.2, 7, 20, '#c8962a', 64),
  line('M52 72 L50 90 L44 90 M50 90 L54 90 M62 72 L62 90 L56 90 M62 90 L66 90', 2.5),
  ellipse(58, 58, 20, 17, '#6b4a2f'),
  shade('M66 72 Q78 66 76 54 Q80 70 68 76 Z', '#4a3220'),
  path('M44 56 Q56 50 64 60 Q54 70 44 66 Z', '#8c6a45'),
  path('M44 52 Q36 46 38 36 L32 30 Q26 32 28 38 Q32 48 40 60 Z', '#6e8fb3'),
  circle(32, 32, 7, '#6e8fb3'),
  path('M26 31 L17 34 L26 36 Z', 'gold', { width: 1.8 }),
  path('M27 37 Q22 44 26 48 Q30 44 29 38 Z', 'blood', { width: 1.8 }),
  ...eye(31, 30, 2.2),
];

const threeHornedGoat: Drawing = [
  ground,
  leg(66, 62, 6, '#b8af9c'), hoof(66, 6),
  leg(40, 62, 6, '#b8af9c'), hoof(40, 6),
  path('M80 50 L88 42 L86 52 Z', '#e6e0d2'),
  ellipse(60, 56, 24, 13, '#e6e0d2'),
  shade('M70 66 Q82 64 84 54 Q86 68 72 70 Z', '#b8af9c'),
  leg(74, 64, 6, '#e6e0d2'), hoof(74, 6),
  leg(46, 64, 6, '#e6e0d2'), hoof(46, 6),
  path('M44 50 L34 34 L42 30 L50 46 Z', '#e6e0d2'),
  // three horns: two swept back, one straight up the middle
  path('M34 30 Q40 10 54 12 Q44 16 40 30 Z', '#cdbb90'),
  path('M30 30 Q26 12 36 4 Q32 16 35 30 Z', '#cdbb90'),
  path('M38 30 Q48 18 60 22 Q48 22 42 32 Z', '#bda975'),
  ellipse(30, 38, 8, 10, '#e6e0d2', 30),
  path('M24 44 L22 56 L30 46 Z', '#e6e0d2'),
  ...eye(30, 35, 2.2),
  ellipse(22, 43, 1.6, 1.2, 'ink', 0, { bare: true }),
];

const mossyBoar: Drawing = [
  ground,
  leg(68, 66, 8, '#3e2b20'), hoof(68, 8),
  leg(38, 66, 8, '#3e2b20'), hoof(38, 8),
  ellipse(58, 60, 28, 20, '#5b4030'),
  shade('M72 76 Q88 70 86 56 Q90 76 74 80 Z', '#3e2b20'),
  // moss on its back
  path('M38 44 Q50 34 64 38 Q76 38 82 48 Q72 44 62 46 Q50 44 38 50 Z', '#6a8446'),
  ellipse(70, 54, 5, 3, '#7d9a55', 0, { width: 1.8 }),
  ellipse(52, 50, 4, 2.5, '#7d9a55', 0, { width: 1.8 }),
  leg(76, 70, 9, '#5b4030'), hoof(76, 9),
  leg(44, 70, 9, '#5b4030'), hoof(44, 9),
  path('M40 46 L34 40 L40 42 Z', '#3e2b20'),
  path('M40 48 Q26 48 14 60 L14 70 Q28 76 42 70 Z', '#5b4030'),
  ellipse(13, 65, 4, 6, '#a5705a'),
  ellipse(12, 63, 1, 1.5, 'ink', 0, { bare: true }),
  ellipse(12, 67, 1, 1.5, 'ink', 0, { bare: true }),
  path('M20 70 Q16 60 22 56 Q20 62 24 68 Z', 'bone', { width: 1.8 }),
  ...eye(28, 56, 2.4),
];

const greyWolf: Drawing = [
  ground,
  leg(68, 56, 6, '#626870'),
  leg(40, 56, 6, '#626870'),
  // a bushy tail, held low
  path('M80 50 Q96 52 96 76 Q90 74 86 66 Q84 60 78 58 Z', '#8e949c'),
  path('M92 70 Q96 74 96 76 Q90 76 89 72 Z', '#f1efe9', { width: 1.8 }),
  ellipse(58, 54, 25, 11, '#8e949c'),
  path('M40 52 Q58 60 76 56 Q60 66 42 60 Z', '#d9d4c8', { bare: true }),
  shade('M68 62 Q80 60 82 52 Q84 64 70 66 Z', '#626870'),
  leg(74, 58, 6, '#8e949c'),
  leg(46, 58, 6, '#8e949c'),
  // head forward, ears up, a long muzzle
  path('M44 46 Q36 40 30 40 L26 52 Q34 58 44 60 Z', '#8e949c'),
  path('M30 36 L32 22 L40 34 Z', '#8e949c'),
  path('M38 36 L44 24 L46 38 Z', '#626870'),
  path('M36 34 Q24 34 10 46 L12 50 Q22 52 32 54 Q40 50 40 42 Z', '#8e949c'),
  path('M14 49 Q22 52 32 54 L30 50 Q22 50 14 47 Z', '#d9d4c8', { width: 1.5 }),
  ellipse(10, 46.5, 2.4, 2, 'ink', 0, { bare: true }),
  ...eye(28, 40, 2.2),
  line('M23 37 L32 39', 2.5),
];

const ragingWolverine: Drawing = [
  ground,
  leg(66, 64, 8, '#2f2219'),
  leg(38, 64, 8, '#2f2219'),
  path('M80 56 Q94 56 94 66 L82 66 Z', '#4a3526'),
  ellipse(58, 62, 26, 15, '#4a3526'),
  path('M36 62 Q58 52 82 62 Q58 58 36 66 Z', '#c49a5a', { bare: true }),
  shade('M70 72 Q82 70 84 62 Q86 74 72 77 Z', '#2f2219'),
  leg(74, 68, 9, '#4a3526'),
  leg(44, 68, 9, '#4a3526'),
  path('M42 90 L40 94 M46 90 L45 94 M50 90 L50 94', 'none', { width: 2 }),
  circle(32, 56, 13, '#4a3526'),
  circle(38, 44, 4, '#2f2219'),
  ellipse(22, 60, 8, 6, '#c49a5a'),
  // a snarl of teeth
  path('M15 62 L27 62 L25 68 L17 68 Z', 'blood', { width: 1.8 }),
  path('M16 62 L18 65.5 L20 62 L22 65.5 L24 62 L26 65.5', 'bone', { width: 1.2 }),
  ellipse(16, 57, 2.2, 1.8, 'ink', 0, { bare: true }),
  ...eye(30, 51, 2.4),
  line('M24 46 L35 50', 2.8),
];


const goldenStag: Drawing = [
  ground,
  leg(70, 56, 5, '#a87a25'), hoof(70, 5),
  leg(44, 56, 5, '#a87a25'), hoof(44, 5),
  ellipse(60, 52, 24, 12, '#d9a441'),
  shade('M70 62 Q82 60 84 50 Q86 64 72 66 Z', '#a87a25'),
  path('M82 46 L88 42 L86 50 Z', '#f1efe9'),
  leg(76, 58, 5, '#d9a441'), hoof(76, 5),
  leg(48, 58, 5, '#d9a441'), hoof(48, 5),
  path('M48 46 L36 28 L44 24 L56 44 Z', '#d9a441'),
  // golden antlers, wide and branching
  ...inked('M36 22 Q30 12 36 2 M33 14 Q24 12 20 4 M34 8 Q40 6 42 0 M42 22 Q50 14 50 4 M48 12 Q56 10 60 2 M49 7 Q46 2 48 -2', 'gold', 3.5),
  ellipse(34, 28, 6, 9, '#d9a441', 50),
  ellipse(42, 22, 2.5, 4, '#d9a441', 30),
  ...eye(34, 25, 2.2),
  ellipse(27, 33, 1.8, 1.4, 'ink', 0, { bare: true }),
  circle(62, 48, 1.5, 'highlight', { bare: true }),
];

const mistElk: Drawing = [
  ground,
  leg(70, 56, 6, '#7b8794'),
  leg(42, 56, 6, '#7b8794'),
  ellipse(60, 50, 27, 14, '#a9b4bf'),
  shade('M72 60 Q84 58 86 48 Q88 62 74 65 Z', '#7b8794'),
  leg(78, 58, 6, '#a9b4bf'),
  leg(48, 58, 6, '#a9b4bf'),
  path('M46 44 L34 32 L40 28 L54 40 Z', '#a9b4bf'),
  // broad flat antlers like open hands
  path('M34 26 Q22 24 16 12 L20 10 L22 16 L24 8 L28 14 L30 6 L33 14 L36 22 Z', '#e3dcc8'),
  path('M40 24 Q50 18 56 6 L52 6 L50 12 L48 4 L44 10 L42 4 L40 14 L38 22 Z', '#e3dcc8'),
  path('M36 30 Q26 30 20 40 Q22 46 30 44 Q36 42 40 36 Z', '#a9b4bf'),
  shade('M22 42 Q28 44 34 40 L30 44 Z', '#7b8794'),
  ...eye(32, 33, 2.2),
  ellipse(21, 41, 1.8, 1.4, 'ink', 0, { bare: true }),
  // the mist it walks in
  ellipse(30, 84, 18, 4.5, '#ffffffa6', 0, { bare: true }),
  ellipse(66, 80, 24, 5, '#ffffff8c', 0, { bare: true }),
  ellipse(86, 88, 12, 3.5, '#ffffffa6', 0, { bare: true }),
];

const armouredWarthog: Drawing = [
  ground,
  leg(68, 64, 8, '#54402f'), hoof(68, 8),
  leg(40, 64, 8, '#54402f'), hoof(40, 8),
  path('M84 56 Q94 58 92 66', 'none', { width: 2.5 }),
  ellipse(60, 60, 26, 16, '#7a5c48'),
  shade('M72 72 Q86 68 85 56 Q88 74 74 76 Z', '#54402f'),
  // iron plates riveted on its back
  path('M40 50 Q42 40 52 42 L54 52 Z', 'iron'),
  path('M54 52 L52 42 Q62 38 68 42 L68 52 Z', 'iron'),
  path('M68 52 L68 42 Q78 42 82 52 Z', 'ironShade'),
  circle(47, 47, 1.2, 'ink', { bare: true }),
  circle(60, 46, 1.2, 'ink', { bare: true }),
  circle(74, 47, 1.2, 'ink', { bare: true }),
  leg(76, 68, 8, '#7a5c48'), hoof(76, 8),
  leg(46, 68, 8, '#7a5c48'), hoof(46, 8),
  path('M42 46 Q26 44 12 58 L12 70 Q28 76 42 70 Z', '#7a5c48'),
  ellipse(12, 64, 4, 6, '#a5705a'),
  circle(26, 62, 2.5, '#54402f', { width: 1.5 }),
  // great curved tusks
  path('M18 68 Q8 60 14 46 Q16 58 22 64 Z', 'bone'),
  path('M26 68 Q20 56 28 48 Q26 58 30 64 Z', 'bone'),
  ...eye(32, 54, 2.4),
  path('M38 42 L42 34 L46 42 L50 34 L54 40', 'none', { width: 2 }),
];

const giantIbex: Drawing = [
  // on its rock peak
  path('M28 92 L40 70 L52 74 L64 62 L80 68 L92 92 Z', 'iron'),
  shade('M72 66 L80 68 L92 92 L78 92 Z', 'ironShade'),
  leg(66, 52, 5, '#86663e', 66), hoof(66, 5, 66),
  leg(46, 52, 5, '#86663e', 72), hoof(46, 5, 72),
  ellipse(58, 48, 20, 11, '#b08c5e'),
  shade('M66 56 Q76 54 78 46 Q80 58 68 60 Z', '#86663e'),
  leg(72, 54, 5, '#b08c5e', 66), hoof(72, 5, 66),
  leg(50, 54, 5, '#b08c5e', 73), hoof(50, 5, 73),
  path('M44 44 L34 30 L40 26 L50 40 Z', '#b08c5e'),
  // huge horns swept back in a ridged arc
  path('M34 26 Q44 -2 76 8 Q86 14 80 28 Q78 16 66 14 Q50 12 42 30 Z', '#8c7a5a'),
  line('M46 14 L50 20 M54 10 L56 17 M62 8 L63 15 M70 9 L69 15', 2),
  ellipse(32, 32, 6, 9, '#b08c5e', 50),
  path('M26 36 L24 46 L30 38 Z', '#86663e'),
  ...eye(33, 29, 2.2),
];

const caveBear: Drawing = [
  ground,
  leg(70, 62, 11, '#4a311f'),
  leg(38, 62, 11, '#4a311f'),
  ellipse(60, 56, 30, 22, '#6e4b32'),
  shade('M74 74 Q90 68 89 52 Q92 74 76 78 Z', '#4a311f'),
  leg(78, 66, 12, '#6e4b32'),
  leg(44, 66, 12, '#6e4b32'),
  path('M45 90 L44 94 M49 90 L49 94 M53 90 L54 94', 'none', { width: 2 }),
  circle(28, 36, 5, '#6e4b32'),
  circle(44, 34, 5, '#6e4b32'),
  circle(34, 48, 14, '#6e4b32'),
  ellipse(22, 54, 9, 7, '#a07a56'),
  ellipse(16, 51, 3, 2.4, 'ink', 0, { bare: true }),
  line('M16 58 Q22 60 26 57', 2),
  ...eye(30, 42, 2.4),
];

const aurochs: Drawing = [
  ground,
  leg(68, 60, 7, '#20170f'), hoof(68, 7),
  leg(40, 60, 7, '#20170f'), hoof(40, 7),
  path('M84 52 Q92 60 90 76', 'none', { width: 2.5 }),
  ellipse(60, 56, 28, 17, '#3a2b22'),
  path('M40 44 Q60 36 84 48 Q60 42 40 48 Z', '#8a6a4a', { bare: true }),
  shade('M72 70 Q88 66 87 52 Q90 72 74 74 Z', '#20170f'),
  leg(76, 64, 8, '#3a2b22'), hoof(76, 8),
  leg(46, 64, 8, '#3a2b22'), hoof(46, 8),
  // great lyre horns, forward
  ...inked('M30 40 Q16 36 14 22 Q14 14 20 12 M36 40 Q46 30 40 18 Q38 12 32 12', 'bone', 4.5),
  path('M42 44 Q28 40 18 54 L18 64 Q30 70 42 64 Z', '#3a2b22'),
  ellipse(18, 62, 6, 5, '#8a6a4a'),
  ellipse(15, 61, 1.2, 1.8, 'ink', 0, { bare: true }),
  ...eye(28, 50, 2.4),
];

const woollyYak: Drawing = [
  ground,
  ellipse(60, 54, 30, 20, '#5e4636'),
  // the long fringe of hair down to its hooves
  path('M30 56 L30 80 L34 76 L38 84 L42 76 L46 84 L50 76 L54 84 L58 76 L62 84 L66 76 L70 84 L74 76 L78 84 L82 76 L88 80 L90 56 Z', '#5e4636'),
  shade('M78 60 L90 56 L88 80 L82 76 L78 84 Z', '#3f2e22'),
  hoof(40, 7), hoof(52, 7), hoof(68, 7), hoof(78, 7),
  path('M40 84 L40 86 M52 84 L52 86', 'none'),
  circle(40, 34, 6, '#5e4636'),
  ellipse(62, 38, 14, 4, '#8a6a4a', 0, { bare: true }),
  // its head low, horns curling up
  ...inked('M24 50 Q12 46 14 34 Q16 30 20 32 M36 50 Q46 44 42 34 Q40 30 36 32', 'bone', 4),
  path('M38 50 Q24 46 18 58 L20 74 Q28 80 38 72 Z', '#5e4636'),
  path('M20 68 L22 78 L26 72 L30 80 L32 72 L36 76 L38 68 Z', '#5e4636'),
  ellipse(21, 66, 4, 3, '#8a6a4a', 0, { width: 1.8 }),
  ...eye(26, 57, 2.2),
];

const sabreTooth: Drawing = [
  ground,
  leg(68, 60, 7, '#9a6426'),
  leg(42, 60, 7, '#9a6426'),
  path('M82 52 Q92 52 90 60', 'none', { width: 3 }),
  ellipse(60, 56, 26, 14, '#c98a3d'),
  shade('M72 66 Q84 64 85 54 Q87 68 74 70 Z', '#9a6426'),
  path('M54 44 L52 52 M64 44 L62 54 M74 46 L72 54', 'none', { width: 3 }),
  leg(76, 62, 8, '#c98a3d'),
  leg(48, 62, 8, '#c98a3d'),
  circle(40, 38, 4.5, '#c98a3d'),
  circle(32, 46, 13, '#c98a3d'),
  ellipse(24, 54, 9, 6, '#e8cfa5'),
  // the sabres
  path('M18 56 Q16 68 20 74 Q22 66 22 56 Z', 'bone'),
  path('M26 57 Q26 68 30 73 Q31 64 30 57 Z', 'bone'),
  ellipse(17, 50, 2.6, 2, 'ink', 0, { bare: true }),
  ...eye(28, 42, 2.4),
  line('M22 38 L32 40', 2.8),
];

const woollyRhino: Drawing = [
  ground,
  leg(68, 62, 9, '#574736'),
  leg(40, 62, 9, '#574736'),
  ellipse(60, 56, 30, 19, '#7d6a55'),
  path('M34 64 L36 72 L40 66 L44 74 L48 66 L52 74 L56 66 L60 74 L64 66 L68 74 L72 66 L76 72 L80 64 Z', '#7d6a55', { width: 2 }),
  shade('M74 70 Q88 66 88 52 Q92 70 78 74 Z', '#574736'),
  path('M44 42 Q50 36 58 40 M62 40 Q68 36 74 42', 'none', { width: 2 }),
  leg(76, 66, 10, '#7d6a55'),
  leg(46, 66, 10, '#7d6a55'),
  circle(40, 44, 4, '#574736'),
  path('M44 48 Q26 44 12 62 L14 72 Q30 76 44 66 Z', '#7d6a55'),
  // two horns, the front one great
  path('M14 60 Q6 44 10 30 Q16 46 22 58 Z', 'bone'),
  path('M24 54 Q22 46 26 40 Q28 48 30 52 Z', 'bone'),
  ...eye(32, 56, 2.2),
];

const mammoth: Drawing = [
  ground,
  leg(70, 64, 11, '#55301f'),
  leg(42, 64, 11, '#55301f'),
  ellipse(62, 50, 30, 24, '#7b4a34'),
  path('M36 60 L38 74 L42 66 L46 76 L50 66 L54 76 L58 66 L62 76 L66 66 L70 76 L74 66 L78 74 L82 66 L88 62 Z', '#7b4a34', { width: 2 }),
  shade('M78 64 Q92 58 91 44 Q95 66 80 70 Z', '#55301f'),
  leg(78, 68, 12, '#7b4a34'),
  leg(50, 68, 12, '#7b4a34'),
  // a domed head, the trunk curling to the ground
  ellipse(34, 38, 15, 17, '#7b4a34'),
  ellipse(46, 42, 7, 11, '#55301f'),
  ...inked('M24 46 Q14 62 18 80 Q20 88 14 88', '#7b4a34', 8),
  // tusks
  ...inked('M28 56 Q20 74 6 70 Q2 68 4 64', 'bone', 5),
  ...eye(30, 36, 2.4),
  ellipse(34, 26, 5, 2.5, 'highlight', -20, { bare: true }),
];

const peakGriffin: Drawing = [
  ground,
  // wings raised
  path('M50 44 Q56 6 92 4 Q84 12 88 16 Q78 18 82 24 Q72 26 76 32 Q66 34 64 46 Z', '#7a5530'),
  shade('M64 46 Q66 34 76 32 Q72 36 70 46 Z', '#54391f'),
  leg(70, 58, 6, '#a07c3e'),
  path('M84 52 Q96 56 92 72 Q98 74 96 80 Q90 76 88 70 Q90 60 82 58 Z', '#c9a25a'),
  ellipse(62, 58, 22, 13, '#c9a25a'),
  shade('M72 68 Q82 66 84 56 Q86 70 74 72 Z', '#a07c3e'),
  leg(76, 62, 7, '#c9a25a'),
  // an eagle's fore legs and talons
  path('M44 62 L42 86 L48 86 L50 64 Z', 'gold'),
  path('M38 90 L42 86 L48 86 L52 90', 'none', { width: 2.5 }),
  // the eagle's head and chest
  path('M52 50 Q38 62 36 52 Q32 42 34 32 L48 36 Z', '#efe6cf'),
  path('M50 40 Q40 46 38 56 L34 54 L34 44 L28 40 Q32 34 40 34 Q50 34 50 40 Z', '#efe6cf'),
  circle(38, 30, 10, '#efe6cf'),
  path('M30 28 Q20 28 18 36 Q24 34 28 36 Z', 'gold'),
  shade('M22 34 Q24 32 28 34 Z', 'goldShade'),
  ...eye(36, 27, 2.4),
  line('M31 22 L41 24', 2.5),
];

const marshDragon: Drawing = [
  ground,
  // a bat's wing, raised
  path('M52 44 Q56 10 88 2 L84 14 L92 16 L82 26 L90 30 L76 36 L80 42 L64 46 Z', '#355a30'),
  line('M56 42 L86 6 M60 44 L86 22 M64 45 L82 34', 2),
  // the tail ends in a spike
  ...inked('M82 62 Q96 70 90 84 Q86 88 78 86', '#4f7d46', 7),
  path('M78 82 L70 86 L78 90 Z', 'bone'),
  leg(70, 62, 7, '#355a30'),
  ellipse(62, 60, 24, 13, '#4f7d46'),
  path('M42 64 Q60 74 80 66 Q60 78 44 70 Z', '#b9c98a', { width: 2 }),
  path('M44 48 L48 42 L52 48 L56 42 L60 48 L64 42 L68 48 L72 44 L76 50', 'none', { width: 2 }),
  shade('M72 70 Q84 66 85 58 Q88 70 74 74 Z', '#355a30'),
  leg(76, 64, 8, '#4f7d46'),
  leg(48, 64, 8, '#4f7d46'),
  path('M50 88 L48 92 M54 88 L54 92', 'none', { width: 2 }),
  // a long neck up to a horned head
  path('M48 54 Q34 46 34 30 L42 28 Q44 42 54 48 Z', '#4f7d46'),
  path('M34 28 L26 14 L34 22 Z M40 26 L40 12 L44 24 Z', 'bone'),
  path('M44 30 Q36 20 26 22 Q14 24 10 32 L26 34 Q36 36 44 34 Z', '#4f7d46'),
  path('M12 32 L26 33 L24 36 L12 35 Z', '#c8412f', { width: 1.5 }),
  circle(30, 26, 2.6, '#f2c14e', { width: 1.5 }),
  line('M29 24 L31 28', 1.5),
  ellipse(13, 28, 1.4, 1, 'ink', 0, { bare: true }),
];

export const GIBIER_DRAWINGS: Record<string, Drawing> = {
  'snow-hare': snowHare,
  'grumpy-badger': grumpyBadger,
  'lumberjack-beaver': lumberjackBeaver,
  'peak-turkey': peakTurkey,
  'three-horned-goat': threeHornedGoat,
  'mossy-boar': mossyBoar,
  'grey-wolf': greyWolf,
  'raging-wolverine': ragingWolverine,
  'golden-stag': goldenStag,
  'mist-elk': mistElk,
  'armoured-warthog': armouredWarthog,
  'giant-ibex': giantIbex,
  'cave-bear': caveBear,
  aurochs,
  'woolly-yak': woollyYak,
  'sabre-tooth': sabreTooth,
  'woolly-rhino': woollyRhino,
  mammoth,
  'peak-griffin': peakGriffin,
  'marsh-dragon': marshDragon,
};
