/** Campaign standings from match outcomes: league points per place, duels' tie-breaks, series totals. */
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../../engine/core/types';
import { duelStandings, leagueStandings, seriesTotals, type FinishedMatch } from '../../../engine/campaign/standings';

/** a match where `players` finished at `ranks` */
function match(players: string[], ranks: number[], scores: number[] = ranks.map(() => 0)): FinishedMatch {
  const outcome: Outcome = { ranks, scores, winners: players.flatMap((_, seat) => (ranks[seat] === 1 ? [seat] : [])) };
  return { players, outcome };
}

describe('league night', () => {
  it('gives 3, 2 and 1 points to the first three places of each match, whatever seat a player took', () => {
    const standings = leagueStandings(['ada', 'bert', 'cleo', 'dan'], [
      match(['ada', 'bert', 'cleo', 'dan'], [1, 2, 3, 4]),
      match(['dan', 'cleo', 'ada'], [1, 2, 3]),
      match(['bert', 'ada'], [2, 1]),
    ]);
    expect(standings.map(({ player, points, played, rank }) => [player, points, played, rank])).toEqual([
      ['ada', 7, 3, 1],
      ['bert', 4, 2, 2],
      // 3 points each: dan's first place puts him ahead of cleo
      ['dan', 3, 2, 3],
      ['cleo', 3, 2, 4],
    ]);
  });

  it('breaks a tie in points by the most first places, then second places; still level, they share the rank', () => {
    const standings = leagueStandings(['ada', 'bert', 'cleo'], [match(['ada', 'bert', 'cleo'], [1, 2, 3]), match(['ada', 'bert', 'cleo'], [3, 2, 1])]);
    // ada and cleo: 4 points, one first place and one third each; bert 4 points from two seconds
    expect(standings.map(({ player, rank }) => [player, rank])).toEqual([
      ['ada', 1],
      ['cleo', 1],
      ['bert', 3],
    ]);
    const differentPoints = leagueStandings(['ada', 'bert'], [match(['ada', 'bert'], [1, 2])], [5, 5]);
    expect(differentPoints.map(({ player, rank }) => [player, rank])).toEqual([
      ['ada', 1],
      ['bert', 2],
    ]);
  });

  it('gives players who share a place both its points, with configurable points per place', () => {
    const standings = leagueStandings(['ada', 'bert', 'cleo'], [match(['ada', 'bert', 'cleo'], [1, 1, 3])], [5, 3, 1]);
    expect(standings.map(({ player, points }) => [player, points])).toEqual([
      ['ada', 5],
      ['bert', 5],
      ['cleo', 1],
    ]);
  });

  it('lists players who have not played yet, last, with nothing', () => {
    const standings = leagueStandings(['ada', 'bert'], [match(['ada', 'eve'], [1, 2])]);
    expect(standings).toEqual([
      { player: 'ada', rank: 1, points: 3, played: 1, places: [1] },
      { player: 'bert', rank: 2, points: 0, played: 0, places: [] },
    ]);
  });
});

describe('Battle Dice duels', () => {
  const duel = (a: string, b: string, winner: string) => ({ players: [a, b] as const, winner });

  it('makes the most victories the Battle Master', () => {
    const standings = duelStandings(['ada', 'bert', 'cleo'], [duel('ada', 'bert', 'ada'), duel('ada', 'cleo', 'ada'), duel('bert', 'cleo', 'cleo')]);
    expect(standings.map(({ player, victories, rank, undecided }) => [player, victories, rank, undecided])).toEqual([
      ['ada', 2, 1, false],
      ['cleo', 1, 2, false],
      ['bert', 0, 3, false],
    ]);
  });

  it('breaks a tie by the duels between the tied players', () => {
    // ada and bert both win twice; ada beat bert
    const duels = [duel('ada', 'bert', 'ada'), duel('ada', 'cleo', 'ada'), duel('bert', 'cleo', 'bert'), duel('bert', 'dan', 'bert'), duel('ada', 'dan', 'dan'), duel('cleo', 'dan', 'cleo')];
    const standings = duelStandings(['ada', 'bert', 'cleo', 'dan'], duels);
    expect(standings.slice(0, 2).map(({ player, rank }) => [player, rank])).toEqual([
      ['ada', 1],
      ['bert', 2],
    ]);
  });

  it('marks players still level for a deciding duel', () => {
    // a cycle: each of the three beat one other
    const standings = duelStandings(['ada', 'bert', 'cleo'], [duel('ada', 'bert', 'ada'), duel('bert', 'cleo', 'bert'), duel('cleo', 'ada', 'cleo')]);
    expect(standings.every(({ rank, undecided }) => rank === 1 && undecided)).toBe(true);
  });
});

describe('series totals', () => {
  it('adds up each match’s scores per player, wherever they sat', () => {
    const totals = seriesTotals(['ada', 'bert'], [match(['ada', 'bert'], [1, 2], [5, 2]), match(['bert', 'ada'], [1, 2], [5, 3])]);
    expect(Object.fromEntries(totals)).toEqual({ ada: 8, bert: 7 });
  });
});
