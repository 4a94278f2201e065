/**
 * TRÔL's end: what each tribe brought home, the successive eliminations, and the rulebook's
 * points (1, 2, 3 to the tribes in the order they go, 5 to the winner).
 *
 * Troll Night rulings: the rulebook gives points for four tribes (teams, and two players with two
 * tribes each); with three or five, the k-th tribe eliminated scores k and the winner 5; two
 * tribes eliminated together that nothing tells apart share the lower score. Tribes that reach the
 * final step without winning all score as the next one eliminated.
 */
import type { Outcome } from '../../core/types';
import { gibier, tribeCard, cardKind } from './cards';
import { tribeFields, type Draft } from './draft';
import type { TrolState } from './types';
import { eliminations, type EliminationStep, type Tally } from './victory';

export const WINNER_POINTS = 5;
/** in teams, the winner's partner scores this on top of its own points */
export const PARTNER_BONUS = 2;

export function tallies(state: TrolState): Tally[] {
  return state.tribes.map((tribe) => ({
    food: tribe.food,
    masks: tribe.survivors.reduce((sum, card) => sum + tribeCard(cardKind(card)).masks, 0),
    trophies: tribe.trophies.reduce((sum, id) => sum + gibier(id).trophies, 0),
    gibiers: tribe.trophies.length,
    mostDangerous: Math.max(0, ...tribe.trophies.map((id) => gibier(id).danger)),
  }));
}

export function pointsOf(steps: readonly EliminationStep[], tallies: readonly Tally[]): number[] {
  const points = Array<number>(tallies.length).fill(0);
  let place = 1;
  for (const step of steps) {
    if (step.kind === 'winner') {
      for (const tribe of step.finalists) points[tribe] = tribe === step.winner ? WINNER_POINTS : place;
      continue;
    }
    // tribes that go together score by the order they go in; tribes tied on what eliminated them share the lower score
    const tied = (a: number, b: number) => tallies[a].food === tallies[b].food && tallies[a].masks === tallies[b].masks && tallies[a].trophies === tallies[b].trophies;
    step.eliminated.forEach((tribe, index) => {
      const previous = step.eliminated[index - 1];
      points[tribe] = index > 0 && tied(previous, tribe) ? points[previous] : place + index;
    });
    place += step.eliminated.length;
  }
  return points;
}

/** The eliminations, once the last hunt is over. The chiefs' dice, if it comes to them, come from the game's own random source. */
export function crownWinner(draft: Draft): void {
  const { state, rng } = draft;
  const tally = tallies(state);
  const steps = eliminations(tally, () => rng.int(0, 5));
  const winner = (steps[steps.length - 1] as Extract<EliminationStep, { kind: 'winner' }>).winner;
  state.finale = { tallies: tally, steps, winner, points: pointsOf(steps, tally) };
  for (const step of steps) {
    if (step.kind === 'winner') {
      for (const round of step.rolls) {
        for (const { tribe, total } of round) draft.events.push({ type: 'chiefs-roll', ...tribeFields(state, tribe), total });
      }
      draft.events.push({ type: `winner-by-${step.decidedBy}`, ...tribeFields(state, step.winner) });
    } else if (step.eliminated.length === 0) {
      draft.events.push({ type: `spared-${step.kind}` });
    } else {
      for (const tribe of step.eliminated) draft.events.push({ type: `eliminated-${step.kind}`, ...tribeFields(state, tribe) });
    }
  }
}

/**
 * Who won, and each seat's points: at two players a seat adds up its two tribes; in teams the
 * winner's partner wins too. What decided is said by how the winning tribe was told apart from
 * the others left (its figure for it), and the ties in points the other seats share.
 */
export function outcomeOf(state: TrolState): Outcome | null {
  const finale = state.finale;
  if (!finale) return null;
  const seats = state.seats.length;
  const winnerSeat = state.tribes[finale.winner].owner;
  const partner = state.teams ? (winnerSeat + 2) % seats : null;
  const winners = partner === null ? [winnerSeat] : [winnerSeat, partner].sort((a, b) => a - b);
  const scores = Array<number>(seats).fill(0);
  state.tribes.forEach((tribe, index) => (scores[tribe.owner] += finale.points[index]));
  if (partner !== null) scores[partner] += PARTNER_BONUS;
  const ranks = scores.map((score, seat) =>
    winners.includes(seat) ? 1 : 1 + winners.length + scores.filter((other, rival) => !winners.includes(rival) && other > score).length,
  );
  const losers = scores.flatMap((_, seat) => (winners.includes(seat) ? [] : [seat]));
  const ties = [...new Set(losers.map((seat) => ranks[seat]))]
    .map((rank) => losers.filter((seat) => ranks[seat] === rank))
    .filter((group) => group.length > 1)
    .sort((a, b) => ranks[a[0]] - ranks[b[0]])
    .map((group) => ({ seats: group, on: ['points'], brokenBy: null }));
  const last = finale.steps[finale.steps.length - 1] as Extract<EliminationStep, { kind: 'winner' }>;
  const won = finale.tallies[finale.winner];
  const notes = ['points', ...(state.tribes.length > seats ? ['twoTribes'] : []), ...(partner !== null ? ['partner'] : [])];
  return {
    ranks,
    scores,
    winners,
    decided: {
      rule: last.decidedBy,
      values: { trophies: won.trophies, gibiers: won.gibiers, danger: won.mostDangerous, partnerBonus: PARTNER_BONUS, winnerPoints: WINNER_POINTS },
      figures: scores.map((points) => [{ key: 'points', value: points }]),
      ties,
      notes,
    },
  };
}
