/**
 * The twelve characters of a tribe, each with the prop and the pose of what it does in the rules:
 * the Chef's crown and cape, his daughter's braids (she counts the Trôls), the Chaman's skull staff
 * (he has dice rolled again), the Bourrin's spiked mace, the Cuistot's toque and pot (food, no
 * blow), the Traqueur's spear, the Rabatteur's horn, the Fourbe's hood and dagger, the Vaurien's
 * borrowed mask (he copies), the Stagiaire's too-big helmet and plus-or-minus board, Rocky the dog
 * with a stolen drumstick, and the Piège's iron jaws. The tribe's colour dresses each, with its
 * shield; the name is written beside the picture.
 */
import type { CardKind } from '$engine/games/trol/cards';
import { circle, ellipse, group, line, path, shade, type Drawing, type Shape } from './shapes';

const ground: Shape = ellipse(50, 94, 32, 4.5, 'shadow', 0, { bare: true });

/** a troll's head, centred on (50, 34): ears, big nose, tusks, small eyes under a heavy brow */
function head(mood: 'calm' | 'angry' | 'sly' | 'happy' = 'calm'): Shape[] {
  const brows: Record<typeof mood, string> = {
    calm: 'M39 25 L47 26 M53 26 L61 25',
    angry: 'M39 23 L47 27 M53 27 L61 23',
    sly: 'M39 27 L47 25 M53 25 L61 27',
    happy: 'M39 25 Q43 22 47 25 M53 25 Q57 22 61 25',
  };
  const eyes: Shape[] =
    mood === 'sly'
      ? [line('M41 30 L47 30', 3), line('M53 30 L59 30', 3)]
      : [circle(44, 30, 3.3, 'eye', { width: 2 }), circle(56, 30, 3.3, 'eye', { width: 2 }), circle(44.6, 30.4, 1.5, 'ink', { bare: true }), circle(55.4, 30.4, 1.5, 'ink', { bare: true })];
  return [
    path('M35 30 L20 22 Q24 34 35 38 Z', 'skin'),
    path('M65 30 L80 22 Q76 34 65 38 Z', 'skin'),
    ellipse(50, 33, 17, 15, 'skin'),
    shade('M60 43 Q67 37 66 27 Q69 36 64 44 Q58 48 52 48 Q58 46 60 43 Z'),
    ellipse(44, 22, 4, 2, 'highlight', -15, { bare: true }),
    ...eyes,
    line(brows[mood], 3),
    ellipse(50, 37, 5, 6, 'wart'),
    mood === 'happy' ? path('M42 42 Q50 49 58 42 Z', 'ink', { width: 2 }) : line('M42 43 Q50 46 58 43'),
    path('M44 43 L45 38 L47.5 43.5 Z', 'bone', { width: 1.8 }),
    path('M56 43 L55 38 L52.5 43.5 Z', 'bone', { width: 1.8 }),
  ];
}

/** legs, body and arms of a standing troll, the tribe's tunic with its shield; hands at (21, 76) and (79, 76) */
function body(options: { tunic?: boolean; arms?: 'down' | 'raised-right' | 'forward' } = {}): Shape[] {
  const { tunic = true, arms = 'down' } = options;
  const right: Shape[] =
    arms === 'raised-right'
      ? [path('M67 50 Q80 46 82 30 Q83 24 78 25 Q76 40 66 44 Z', 'skin'), circle(80, 26, 5.5, 'skin')]
      : arms === 'forward'
        ? [path('M67 50 Q78 56 70 68 Q66 72 62 68 Q68 60 64 56 Z', 'skin'), circle(64, 68, 5.5, 'skin')]
        : [path('M68 50 Q80 54 82 72 Q82 78 76 77 Q74 62 66 58 Z', 'skin'), circle(79, 76, 5.5, 'skin')];
  const left: Shape[] =
    arms === 'forward'
      ? [path('M33 50 Q22 56 30 68 Q34 72 38 68 Q32 60 36 56 Z', 'skin'), circle(36, 68, 5.5, 'skin')]
      : [path('M32 50 Q20 54 18 72 Q18 78 24 77 Q26 62 34 58 Z', 'skin'), circle(21, 76, 5.5, 'skin')];
  return [
    path('M35 76 L46 76 L46 91 L33 91 Q32 84 35 76 Z', 'skin'),
    path('M54 76 L65 76 Q68 84 67 91 L54 91 Z', 'skin'),
    ellipse(38, 92, 9, 4, 'skin'),
    ellipse(62, 92, 9, 4, 'skin'),
    path('M30 52 Q27 80 38 82 L62 82 Q73 80 70 52 Q50 42 30 52 Z', 'skin'),
    ...(tunic
      ? [
          path('M30.5 58 Q30 79 38 82 L62 82 Q70 79 69.5 58 Q50 66 30.5 58 Z', 'tribe'),
          shade('M62 65 Q68 62 68 70 Q67 79 62 81.5 L56 81.5 Q62 74 62 65 Z', 'tribeShade'),
          { mark: [50, 72, 13] } as Shape,
        ]
      : [shade('M62 60 Q69 58 68 70 Q67 79 62 81.5 L56 81.5 Q62 72 62 60 Z')]),
    ...left,
    ...right,
  ];
}

/** a club of wood from the hand at (x, y), swung up to the right */
const club = (x: number, y: number): Shape[] => [
  path(`M${x - 3} ${y + 3} L${x + 9} ${y - 30} Q${x + 13} ${y - 40} ${x + 18} ${y - 34} L${x + 3} ${y + 4} Z`, 'wood'),
  shade(`M${x + 12} ${y - 32} Q${x + 16} ${y - 38} ${x + 17} ${y - 34} L${x + 5} ${y} Z`, 'woodShade'),
];

const chef: Drawing = [
  ground,
  path('M28 48 L16 92 L84 92 L72 48 Q50 40 28 48 Z', 'tribe'),
  shade('M70 56 L82 90 L70 90 Q74 72 70 56 Z', 'tribeShade'),
  ...body({ tunic: false }),
  path('M30 50 Q50 58 70 50 L68 58 Q50 64 32 58 Z', 'bone'),
  ...club(79, 76),
  circle(79, 76, 5.5, 'skin'),
  { mark: [50, 71, 16] },
  ...head('calm'),
  path('M36 22 L37 8 L43 16 L50 5 L57 16 L63 8 L64 22 Q50 18 36 22 Z', 'gold'),
  shade('M57 16 L63 8 L64 22 Q60 20 57 20 Z', 'goldShade'),
  circle(50, 15, 2.4, 'blood', { width: 1.5 }),
];

const fille: Drawing = [
  ground,
  // braids that stand out to the sides, tied with the tribe's ribbons
  path('M36 26 Q20 28 12 44 L18 47 Q24 36 36 34 Z', 'woodShade'),
  path('M64 26 Q80 28 88 44 L82 47 Q76 36 64 34 Z', 'woodShade'),
  ellipse(13, 48, 5, 3.5, 'tribe', -30),
  ellipse(87, 48, 5, 3.5, 'tribe', 30),
  path('M38 76 L45 76 L45 91 L37 91 Z', 'skin'),
  path('M55 76 L62 76 L63 91 L55 91 Z', 'skin'),
  ellipse(40, 92, 7, 3.5, 'skin'),
  ellipse(60, 92, 7, 3.5, 'skin'),
  // a dress of the tribe's colour
  path('M40 50 Q50 46 60 50 L72 84 Q50 90 28 84 Z', 'tribe'),
  shade('M62 58 L71 83 Q64 86 58 86 Q66 74 62 58 Z', 'tribeShade'),
  { mark: [50, 70, 14] },
  path('M40 52 Q28 58 24 70 Q26 74 30 72 Q33 62 42 58 Z', 'skin'),
  circle(27, 72, 5, 'skin'),
  // she counts the Trôls: her raised hand with three fingers up
  path('M60 52 Q72 48 76 34 Q78 30 74 30 Q70 42 58 46 Z', 'skin'),
  path('M71 30 L70 21 M75 30 L76 20 M79 31 L82 23', 'none', { width: 4 }),
  circle(75, 31, 5, 'skin'),
  path('M42 50 Q50 56 58 50', 'none'),
  circle(44, 52, 2, 'bone', { width: 1.5 }),
  circle(50, 54, 2, 'bone', { width: 1.5 }),
  circle(56, 52, 2, 'bone', { width: 1.5 }),
  group('translate(50 36) scale(0.86) translate(-50 -33)', head('happy')),
  path('M36 24 Q50 12 64 24 Q58 20 50 20 Q42 20 36 24 Z', 'woodShade'),
  // a flower in her hair
  circle(62, 18, 3.5, 'gold', { width: 1.8 }),
  circle(66.5, 21, 3.5, 'gold', { width: 1.8 }),
  circle(61, 23, 3.5, 'gold', { width: 1.8 }),
  circle(63.5, 20.7, 2, 'blood', { width: 1.2 }),
];

const chaman: Drawing = [
  ground,
  // the staff, topped with a skull: he makes the dice roll again
  path('M17 92 L21 18 L25 18 L22 92 Z', 'wood'),
  ellipse(23, 13, 8, 7.5, 'bone'),
  circle(20.5, 13, 2, 'ink', { bare: true }),
  circle(26, 13, 2, 'ink', { bare: true }),
  line('M20 18.5 L26 18.5 M22 17 L22 20 M24 17 L24 20', 1.5),
  path('M15 20 Q10 28 14 36 Q16 28 18 22 Z', 'tribe', { width: 2 }),
  ...body(),
  // a die hanging from his belt
  path('M58 79 L66 79 L66 87 L58 87 Z', 'blood', { width: 2 }),
  circle(62, 83, 1.3, 'bone', { bare: true }),
  ...head('sly'),
  // his headdress: feathers of the tribe's colour
  path('M38 22 Q30 4 40 2 Q42 12 44 20 Z', 'tribe'),
  path('M46 19 Q46 0 54 0 Q52 10 52 19 Z', 'tribe'),
  path('M56 20 Q64 2 70 8 Q64 14 62 22 Z', 'tribe'),
  path('M36 24 Q50 16 64 24 L63 27 Q50 20 37 27 Z', 'bone'),
  shade('M56 20 Q64 2 70 8 Q66 8 62 22 Z', 'tribeShade'),
];

const bourrin: Drawing = [
  ground,
  // a huge spiked mace over the shoulder
  path('M75 80 L84 32 L89 33 L81 81 Z', 'wood'),
  path('M86 0 L81 8 L72 8 L76 17 L72 26 L81 26 L86 35 L91 26 L100 26 L96 17 L100 8 L91 8 Z', 'ironShade'),
  circle(86, 17, 11, 'iron'),
  shade('M91 24 Q96 17 91 9 Q99 17 91 26 Z', 'ironShade'),
  group('translate(50 92) scale(1.14 1.04) translate(-50 -92)', body()),
  // a small head sunk into huge shoulders
  group('translate(50 42) scale(0.82) translate(-50 -33)', head('angry')),
  path('M26 48 Q36 38 46 44 L44 50 Q36 46 28 54 Z', 'skinShade'),
  path('M74 48 Q64 38 54 44 L56 50 Q64 46 72 54 Z', 'skinShade'),
];

const cuistot: Drawing = [
  ground,
  ...body({ tunic: false, arms: 'forward' }),
  // an apron of the tribe's colour, its shield on the bib
  path('M38 54 L62 54 L64 86 L36 86 Z', 'tribe'),
  shade('M56 56 L62 54 L64 86 L58 86 Z', 'tribeShade'),
  { mark: [50, 59, 11] },
  // the pot of stew, the ladle in it
  path('M30 84 L70 84 Q72 70 66 66 L34 66 Q28 70 30 84 Z', 'ironShade'),
  shade('M60 68 Q68 72 66 83 L58 83 Q64 76 60 68 Z', 'ink'),
  ellipse(50, 66, 18, 4, 'woodShade'),
  path('M60 64 L76 40 L79 42 L63 66 Z', 'wood'),
  circle(36, 68, 5.5, 'skin'),
  circle(64, 68, 5.5, 'skin'),
  ...head('happy'),
  // the toque
  path('M36 24 Q30 6 42 8 Q46 0 54 4 Q64 0 66 10 Q72 16 64 24 Z', 'bone'),
  path('M36 22 L64 22 L64 27 L36 27 Z', 'bone'),
];

const traqueur: Drawing = [
  ground,
  // the spear, held upright, its iron point high
  path('M77 92 L81 20 L84 20 L81 92 Z', 'wood'),
  path('M82.5 2 L88 20 L77 20 Z', 'iron'),
  shade('M82.5 6 L86 19 L83 19 Z', 'ironShade'),
  ...body(),
  path('M46 56 L74 80', 'none', { width: 3.5 }),
  ...head('calm'),
  // a fur hood with the tribe's band, the wolf's ears still on it
  path('M32 30 Q30 10 50 10 Q70 10 68 30 Q60 18 50 18 Q40 18 32 30 Z', '#a88b6a'),
  path('M36 14 L38 4 L44 12 Z', '#a88b6a'),
  path('M64 14 L62 4 L56 12 Z', '#a88b6a'),
  path('M33 25 Q50 14 67 25 L66 29 Q50 19 34 29 Z', 'tribe'),
];

const rabatteur: Drawing = [
  ground,
  ...body({ arms: 'raised-right' }),
  // the beating stick
  path('M18 78 L8 50 L11 49 L21 77 Z', 'wood'),
  circle(21, 76, 5.5, 'skin'),
  ...head('calm'),
  // blowing the horn to drive the game, a band of the tribe's colour round it
  path('M56 40 L90 18 Q97 24 95 34 L58 46 Z', 'bone'),
  shade('M62 45 L95 34 Q94 38 92 38 L60 47 Z', '#c9bd9c'),
  path('M76 27 L80 24.5 L84 35 L80 36.5 Z', 'tribe', { width: 2 }),
  ellipse(93, 26, 3.5, 8.5, '#c9bd9c', -20),
  circle(80, 26, 5.5, 'skin'),
  path('M92 12 Q97 8 99 12 M94 6 Q98 3 100 6', 'none', { width: 2 }),
];

const fourbe: Drawing = [
  ground,
  path('M28 50 Q24 80 22 92 L78 92 Q76 80 72 50 Q50 40 28 50 Z', 'tribe'),
  shade('M68 56 Q72 80 76 90 L66 90 Q70 74 68 56 Z', 'tribeShade'),
  { mark: [50, 74, 14] },
  // the dagger, hidden behind the back, its point out at his side
  path('M80 58 L96 42 L93 52 L82 62 Z', 'iron'),
  path('M76 58 L82 64 L84 60 L80 56 Z', 'woodShade'),
  circle(78, 62, 5.5, 'skin'),
  ...head('sly'),
  // the hood of his cloak falls over his face: only his eyes and nose are seen
  path('M30 38 Q26 8 50 6 Q74 8 70 38 Q66 24 50 22 Q34 24 30 38 Z', 'tribe'),
  shade('M62 12 Q72 18 70 38 Q67 26 62 22 Z', 'tribeShade'),
  path('M30 38 Q40 46 36 52 Q30 48 28 44 Z', 'tribe'),
  path('M70 38 Q60 46 64 52 Q70 48 72 44 Z', 'tribe'),
];

const vaurien: Drawing = [
  ground,
  // a sack of what he picked up, over the shoulder
  path('M64 48 Q86 30 92 46 Q96 62 80 66 Q70 62 66 54 Z', '#b59a6a'),
  shade('M86 48 Q94 56 86 64 Q82 65 80 66 Q88 58 86 48 Z', '#8c7448'),
  ...body({ arms: 'raised-right' }),
  // patches on the tunic
  path('M36 64 L43 62 L44 69 L37 70 Z', '#b59a6a', { width: 2 }),
  path('M58 74 L64 73 L64 79 L58 79 Z', 'bone', { width: 2 }),
  ...head('sly'),
  path('M36 27 L62 23', 'none', { width: 2 }),
  ellipse(56, 30, 4.5, 4, 'ink', 0, { width: 2 }),
  // he copies the Trôl ahead of him: another troll's face, held up on a stick
  path('M20 76 L14 46 L17 45 L23 75 Z', 'wood'),
  ellipse(13, 36, 11, 12, 'bone'),
  shade('M18 44 Q24 38 23 31 Q26 40 20 46 Z', '#c9bd9c'),
  ellipse(9, 34, 3, 2.5, 'ink', 0, { bare: true }),
  ellipse(17, 34, 3, 2.5, 'ink', 0, { bare: true }),
  path('M8 42 Q13 46 18 42', 'none', { width: 2 }),
  circle(21, 76, 5.5, 'skin'),
];

const stagiaire: Drawing = [
  ground,
  group('translate(50 92) scale(0.82) translate(-50 -92)', [
    ...body(),
    ...head('happy'),
    // a helmet far too big, over his eyes
    path('M28 34 Q28 6 50 6 Q72 6 72 34 L66 30 L34 30 Z', 'iron'),
    shade('M62 10 Q72 18 72 34 L66 30 Q68 18 62 10 Z', 'ironShade'),
    path('M24 32 L76 32 L76 37 L24 37 Z', 'ironShade'),
  ]),
  // the board of his choice: plus one or minus one
  path('M70 54 L94 54 L94 74 L70 74 Z', 'wood'),
  line('M76 60 L82 60 M79 57 L79 63', 3),
  line('M82 68 L88 68', 3),
  path('M82 74 L82 90', 'none', { width: 3 }),
  circle(79, 76, 4.5, 'skin'),
];

const rocky: Drawing = [
  ground,
  // a big-jawed troll dog, side on, a stolen drumstick in his mouth
  path('M84 48 Q96 38 92 30 Q90 38 80 42 Z', 'skinShade'),
  path('M30 54 Q32 40 52 40 L76 42 Q88 46 84 62 Q80 70 70 68 L40 68 Q28 66 30 54 Z', '#9c7a52'),
  shade('M70 64 Q82 64 84 54 Q86 66 72 68 Z', '#6e5234'),
  path('M40 64 L36 90 L44 90 L48 66 Z', '#9c7a52'),
  path('M70 64 L72 90 L80 90 L78 62 Z', '#9c7a52'),
  path('M56 66 L54 88 L61 88 L63 66 Z', '#6e5234'),
  path('M32 62 L28 86 L35 86 L38 64 Z', '#6e5234'),
  // his collar of the tribe's colour, with its tag
  path('M30 36 L42 42 L38 52 L26 46 Z', 'tribe'),
  path('M16 26 Q16 14 30 14 Q40 16 40 28 L38 44 Q30 50 18 46 Q8 44 6 36 Q6 28 16 26 Z', '#9c7a52'),
  path('M28 14 L34 2 L38 16 Z', '#6e5234'),
  shade('M30 44 Q38 40 38 30 L38 44 Q34 48 30 44 Z', '#6e5234'),
  circle(24, 24, 3, 'eye', { width: 2 }),
  circle(23, 24.5, 1.5, 'ink', { bare: true }),
  ellipse(7, 32, 3.5, 3, 'ink', 0, { bare: true }),
  path('M8 40 L10 37 L12 40 M16 41 L18 38 L20 41', 'bone', { width: 1.5 }),
  path('M4 44 L20 40 Q24 40 24 44 L8 48 Z', 'wood'),
  circle(2, 44, 3, 'bone', { width: 1.8 }),
  circle(2, 48.5, 3, 'bone', { width: 1.8 }),
  { mark: [34, 54, 11] },
];

const piege: Drawing = [
  ground,
  // the tribe's flag on its stake: whose trap it is
  path('M74 90 L76 18 L79 18 L78 90 Z', 'wood'),
  path('M79 18 L98 24 L79 32 Z', 'tribe'),
  { mark: [85, 25, 9] },
  // iron jaws, sprung open, teeth up
  ellipse(46, 82, 34, 8, 'ironShade'),
  path('M14 80 Q12 52 46 48 Q80 52 78 80 L72 80 Q72 58 46 56 Q20 58 20 80 Z', 'iron'),
  path('M20 64 L24 56 L28 62 L32 53 L36 60 L41 51 L46 58 L51 51 L56 60 L60 53 L64 62 L68 56 L72 64', 'iron', { width: 2 }),
  shade('M70 62 Q76 68 76 78 L73 78 Q72 68 70 62 Z', 'ironShade'),
  ellipse(46, 82, 10, 5, 'iron'),
  circle(46, 82, 3, 'ironShade', { width: 1.8 }),
  path('M10 86 L4 92 M82 86 L90 92', 'none', { width: 3 }),
  // a few leaves that hid it
  ellipse(22, 88, 6, 2.5, '#587337', -15),
  ellipse(66, 89, 6, 2.5, '#6a8446', 12),
];

export const ROLE_DRAWINGS: Record<CardKind, Drawing> = {
  chef,
  fille,
  chaman,
  bourrin,
  cuistot,
  traqueur,
  rabatteur,
  fourbe,
  vaurien,
  stagiaire,
  rocky,
  piege,
};
