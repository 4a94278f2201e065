/**
 * "Conditions de victoire — le big boss": the winner by successive eliminations. First the tribe
 * with the least food goes (two at five tribes), the fewest masques de bravoure deciding a tie;
 * then, except at three, the one with the fewest masks, the fewest trophies deciding a tie; a tie
 * that remains eliminates no one. Of those left, the most trophies wins, then the most Gibier
 * cards, then the most dangerous Gibier card, then three red dice each, rolled until one is ahead.
 * At two players each player's two tribes compete as tribes; a player wins if either does.
 */
import { DIE_FACES } from './cards';

/** What a tribe brought home, as the eliminations read it. */
export interface Tally {
  food: number;
  /** the masques de bravoure of its survivors */
  masks: number;
  /** the trophies of its Gibier cards */
  trophies: number;
  gibiers: number;
  /** the danger of its most dangerous Gibier card (0 without one) */
  mostDangerous: number;
}

export type EliminationStep =
  | { kind: 'food'; eliminated: number[] }
  | { kind: 'masks'; eliminated: number[] }
  /** the tribes left, and how the winner was told apart from them */
  | {
      kind: 'winner';
      finalists: number[];
      winner: number;
      decidedBy: 'trophies' | 'gibiers' | 'danger' | 'dice';
      /** each round of three red dice: the tribes still tied, and their totals */
      rolls: { tribe: number; total: number }[][];
    };

/**
 * Of `tribes`, the `count` that rank lowest by `keys` (compared in order). Tribes tied on every
 * key at the cut are all spared: the rulebook eliminates no one on a tie it cannot break.
 */
function lowest(tribes: number[], count: number, keys: ((tribe: number) => number)[]): number[] {
  const compare = (a: number, b: number) => {
    for (const key of keys) if (key(a) !== key(b)) return key(a) - key(b);
    return 0;
  };
  const sorted = [...tribes].sort(compare);
  if (sorted.length <= count) return [];
  const cut = sorted[count - 1];
  const tiedAcrossCut = compare(cut, sorted[count]) === 0;
  return sorted.slice(0, count).filter((tribe) => !tiedAcrossCut || compare(tribe, cut) !== 0);
}

/**
 * The eliminations, step by step, and the winner. `rollRedDie` draws one red die's face index
 * (0–5), only for a tie nothing else breaks.
 */
export function eliminations(tallies: readonly Tally[], rollRedDie: () => number): EliminationStep[] {
  let left = tallies.map((_, tribe) => tribe);
  const steps: EliminationStep[] = [];
  const by = (field: keyof Tally) => (tribe: number) => tallies[tribe][field];

  const hungry = lowest(left, tallies.length === 5 ? 2 : 1, [by('food'), by('masks')]);
  steps.push({ kind: 'food', eliminated: hungry });
  left = left.filter((tribe) => !hungry.includes(tribe));

  if (tallies.length !== 3) {
    const timid = lowest(left, 1, [by('masks'), by('trophies')]);
    steps.push({ kind: 'masks', eliminated: timid });
    left = left.filter((tribe) => !timid.includes(tribe));
  }

  let finalists = left;
  let decidedBy: 'trophies' | 'gibiers' | 'danger' | 'dice' = 'trophies';
  for (const [field, reason] of [
    ['trophies', 'trophies'],
    ['gibiers', 'gibiers'],
    ['mostDangerous', 'danger'],
  ] as const) {
    const best = Math.max(...finalists.map(by(field)));
    const ahead = finalists.filter((tribe) => by(field)(tribe) === best);
    decidedBy = reason;
    if (ahead.length === 1) {
      steps.push({ kind: 'winner', finalists: left, winner: ahead[0], decidedBy, rolls: [] });
      return steps;
    }
    finalists = ahead;
  }

  // the chiefs settle it the old way: three red dice each, again and again until one is ahead
  const rolls: { tribe: number; total: number }[][] = [];
  for (;;) {
    const round = finalists.map((tribe) => ({ tribe, total: [0, 1, 2].reduce((sum) => sum + DIE_FACES.red[rollRedDie()], 0) }));
    rolls.push(round);
    const best = Math.max(...round.map((roll) => roll.total));
    const ahead = round.filter((roll) => roll.total === best).map((roll) => roll.tribe);
    if (ahead.length === 1) {
      steps.push({ kind: 'winner', finalists: left, winner: ahead[0], decidedBy: 'dice', rolls });
      return steps;
    }
    finalists = ahead;
  }
}
