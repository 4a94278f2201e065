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

/** A field of the tallies an elimination step compares. */
export type TallyField = 'food' | 'masks' | 'trophies';

/**
 * An elimination: who went, and what decided it. `decidedBy` is the field that told the last
 * tribe out from the first one spared: the step's own, its tie-break, or null when a tie nothing
 * breaks spared everyone at the cut. `tied` are the tribes level on the step's own field at the
 * cut, between whom the tie-break (or nothing) decided; empty when the step's field alone did.
 * `against` are then the tribes spared with the next figure up, that those out are compared with.
 */
interface Elimination<K extends 'food' | 'masks'> {
  kind: K;
  eliminated: number[];
  decidedBy: TallyField | null;
  tied: number[];
  against: number[];
}

export type EliminationStep =
  | Elimination<'food'>
  | Elimination<'masks'>
  /** the tribes left, and how the winner was told apart from them */
  | {
      kind: 'winner';
      finalists: number[];
      winner: number;
      decidedBy: 'trophies' | 'gibiers' | 'danger' | 'dice';
      /** the finalists level on everything before `decidedBy` (empty when the trophies alone decided) */
      tied: number[];
      /** each round of three red dice: the tribes still tied, and their totals */
      rolls: { tribe: number; total: number }[][];
    };

/**
 * Of `tribes`, the `count` that rank lowest by `fields` (compared in order), and what decided.
 * Tribes tied on every field at the cut are all spared: the rulebook eliminates no one on a tie
 * it cannot break.
 */
function lowest(tallies: readonly Tally[], tribes: number[], count: number, fields: TallyField[]): Omit<Elimination<never>, 'kind'> {
  const differ = (a: number, b: number) => fields.find((field) => tallies[a][field] !== tallies[b][field]) ?? null;
  const compare = (a: number, b: number) => {
    const field = differ(a, b);
    return field ? tallies[a][field] - tallies[b][field] : 0;
  };
  const sorted = [...tribes].sort(compare);
  if (sorted.length <= count) return { eliminated: [], decidedBy: null, tied: [], against: [] };
  const cut = sorted[count - 1];
  const spared = sorted[count];
  const decidedBy = differ(cut, spared);
  const levelUpTo = decidedBy ? fields.indexOf(decidedBy) : fields.length;
  const tied = levelUpTo === 0 ? [] : sorted.filter((tribe) => fields.slice(0, levelUpTo).every((field) => tallies[tribe][field] === tallies[cut][field]));
  const against = levelUpTo === 0 ? sorted.slice(count).filter((tribe) => tallies[tribe][fields[0]] === tallies[spared][fields[0]]) : [];
  const eliminated = sorted.slice(0, count).filter((tribe) => decidedBy !== null || compare(tribe, cut) !== 0);
  return { eliminated, decidedBy, tied, against };
}

/**
 * The eliminations, step by step, and the winner. `rollRedDie` draws one red die's face index
 * (0–5), only for a tie nothing else breaks.
 */
export function eliminations(tallies: readonly Tally[], rollRedDie: () => number): EliminationStep[] {
  let left = tallies.map((_, tribe) => tribe);
  const steps: EliminationStep[] = [];
  const by = (field: keyof Tally) => (tribe: number) => tallies[tribe][field];

  const hungry = lowest(tallies, left, tallies.length === 5 ? 2 : 1, ['food', 'masks']);
  steps.push({ kind: 'food', ...hungry });
  left = left.filter((tribe) => !hungry.eliminated.includes(tribe));

  if (tallies.length !== 3) {
    const timid = lowest(tallies, left, 1, ['masks', 'trophies']);
    steps.push({ kind: 'masks', ...timid });
    left = left.filter((tribe) => !timid.eliminated.includes(tribe));
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
      steps.push({ kind: 'winner', finalists: left, winner: ahead[0], decidedBy, tied: reason === 'trophies' ? [] : finalists, rolls: [] });
      return steps;
    }
    finalists = ahead;
  }
  const tied = finalists;

  // the chiefs settle it the old way: three red dice each, again and again until one is ahead
  const rolls: { tribe: number; total: number }[][] = [];
  for (;;) {
    const round = finalists.map((tribe) => ({ tribe, total: [0, 1, 2].reduce((sum) => sum + DIE_FACES.red[rollRedDie()], 0) }));
    rolls.push(round);
    const best = Math.max(...round.map((roll) => roll.total));
    const ahead = round.filter((roll) => roll.total === best).map((roll) => roll.tribe);
    if (ahead.length === 1) {
      steps.push({ kind: 'winner', finalists: left, winner: ahead[0], decidedBy: 'dice', tied, rolls });
      return steps;
    }
    finalists = ahead;
  }
}
