/** Campaign schedules: round robins for 2–16 players, brackets with byes, best-of series that end early. */
import { describe, expect, it } from 'vitest';
import { bracket, champion, playerIn, readyMatches, roundRobin, seriesScore } from '../../../engine/campaign/schedule';

const pairKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;

describe('round robin', () => {
  it.each(Array.from({ length: 15 }, (_, i) => i + 2))('with %i players: every pair meets once, nobody twice in a round, in the fewest rounds', (players) => {
    const rounds = roundRobin(players);
    expect(rounds).toHaveLength(players % 2 === 0 ? players - 1 : players);
    const met = new Map<string, number>();
    for (const round of rounds) {
      const seated = round.flatMap(({ home, away }) => [home, away]);
      expect(new Set(seated).size).toBe(seated.length);
      // with an odd count exactly one player sits out each round
      expect(seated.length).toBe(players % 2 === 0 ? players : players - 1);
      for (const { home, away } of round) met.set(pairKey(home, away), (met.get(pairKey(home, away)) ?? 0) + 1);
    }
    expect(met.size).toBe((players * (players - 1)) / 2);
    expect([...met.values()].every((count) => count === 1)).toBe(true);
  });

  it('repeats the whole cycle a chosen number of times, home and away swapped each time', () => {
    const rounds = roundRobin(4, 3);
    expect(rounds).toHaveLength(9);
    const homes = new Map<string, number[]>();
    for (const round of rounds) for (const { home, away } of round) homes.set(pairKey(home, away), [...(homes.get(pairKey(home, away)) ?? []), home]);
    for (const [pair, list] of homes) {
      expect(list, pair).toHaveLength(3);
      expect(list[0]).not.toBe(list[1]);
      expect(list[0]).toBe(list[2]);
    }
  });

  it('does not leave one player always sitting first', () => {
    for (const players of [4, 6, 8]) {
      const homeGames = Array<number>(players).fill(0);
      for (const round of roundRobin(players)) for (const { home } of round) homeGames[home] += 1;
      expect(Math.max(...homeGames) - Math.min(...homeGames), `${players} players`).toBeLessThanOrEqual(2);
    }
  });

  it('refuses what is not a round robin', () => {
    expect(() => roundRobin(1)).toThrow(RangeError);
    expect(() => roundRobin(4, 0)).toThrow(RangeError);
    expect(() => roundRobin(2.5)).toThrow(RangeError);
  });
});

describe('brackets', () => {
  /** plays the bracket out, the lower seed (smaller number) always winning */
  function favouritesWin(players: number) {
    const plan = bracket(players);
    const winners = new Map<number, number>();
    const rounds: number[][] = [];
    for (let ready = readyMatches(plan, winners); ready.length > 0; ready = readyMatches(plan, winners)) {
      rounds.push(ready.map((match) => match.round));
      for (const match of ready) winners.set(match.id, Math.min(playerIn(match.a, winners)!, playerIn(match.b, winners)!));
    }
    return { plan, winners, rounds };
  }

  it.each(Array.from({ length: 15 }, (_, i) => i + 2))('with %i players: everyone plays, byes only for the top seeds in the first round, one champion', (players) => {
    const { plan, winners } = favouritesWin(players);
    expect(plan.size).toBeGreaterThanOrEqual(players);
    expect(plan.size / 2).toBeLessThan(players);
    expect(plan.matches).toHaveLength(players - 1);
    expect(plan.byes).toEqual(Array.from({ length: plan.size - players }, (_, seed) => seed));
    const firstRound = plan.matches.filter((match) => match.round === 1).flatMap((match) => [playerIn(match.a, winners), playerIn(match.b, winners)]);
    expect([...firstRound, ...plan.byes].sort((a, b) => a! - b!)).toEqual(Array.from({ length: players }, (_, seed) => seed));
    expect(champion(plan, winners)).toBe(0);
  });

  it('keeps the first two seeds apart until the final, and the top four until the semi-finals', () => {
    const { plan, winners } = favouritesWin(16);
    const final = plan.matches[plan.matches.length - 1];
    expect([playerIn(final.a, winners), playerIn(final.b, winners)].sort()).toEqual([0, 1]);
    const semis = plan.matches.filter((match) => match.round === plan.rounds - 1);
    expect(semis.flatMap((match) => [playerIn(match.a, winners), playerIn(match.b, winners)]).sort()).toEqual([0, 1, 2, 3]);
    expect(plan.matches.filter((match) => match.round === 1).map((match) => [playerIn(match.a, winners), playerIn(match.b, winners)])).toContainEqual([0, 15]);
  });

  it('offers a match only once both its players are known: winners meet winners', () => {
    const plan = bracket(5);
    // seeds 1–3 have byes; seeds 4 and 5 play first, and seed 1 waits for the winner
    expect(plan.byes).toEqual([0, 1, 2]);
    const winners = new Map<number, number>();
    const [opening] = readyMatches(plan, winners);
    expect([playerIn(opening.a, winners), playerIn(opening.b, winners)]).toEqual([3, 4]);
    const waiting = plan.matches.find((match) => 'winnerOf' in match.b && match.b.winnerOf === opening.id)!;
    expect(readyMatches(plan, winners).map((match) => match.id)).not.toContain(waiting.id);
    winners.set(opening.id, 4);
    expect(readyMatches(plan, winners).map((match) => match.id)).toContain(waiting.id);
    expect([playerIn(waiting.a, winners), playerIn(waiting.b, winners)]).toEqual([0, 4]);
  });

  it('refuses sizes outside 2–16', () => {
    for (const players of [1, 17, 3.5]) expect(() => bracket(players)).toThrow(RangeError);
  });
});

describe('best-of series', () => {
  it('ends as soon as one side has won two of three', () => {
    expect(seriesScore(3, [])).toEqual({ wins: [0, 0], winner: null });
    expect(seriesScore(3, [1])).toEqual({ wins: [0, 1], winner: null });
    expect(seriesScore(3, [1, 1])).toEqual({ wins: [0, 2], winner: 1 });
    expect(seriesScore(3, [0, 1, 0])).toEqual({ wins: [2, 1], winner: 0 });
    expect(() => seriesScore(3, [1, 1, 0])).toThrow(RangeError);
  });

  it('is best of an odd number', () => {
    expect(seriesScore(1, [0]).winner).toBe(0);
    expect(seriesScore(5, [0, 1, 0, 1]).winner).toBeNull();
    expect(() => seriesScore(2, [])).toThrow(RangeError);
  });
});
