/**
 * Campaign schedules (issue 11, first part): who meets whom, and in which round. Pure functions
 * of the number of players and the results so far, so a campaign's state is always recomputed
 * from its matches' outcomes, never stored as a second truth.
 *
 * Players are numbered 0…n-1 in the order they were entered; in a bracket, that order is the
 * seeding (player 0 is the first seed).
 */

/** two players who meet; `home` is listed first (it matters only for who sits first) */
export interface Pairing {
  home: number;
  away: number;
}

/**
 * Every player meets every other `times` times, by the circle method: one player stays put and
 * the others turn round it, so nobody plays twice in a round. With an odd number of players one
 * sits out each round (a bye). Repeated cycles swap home and away.
 */
export function roundRobin(players: number, times = 1): Pairing[][] {
  if (!Number.isInteger(players) || players < 2) throw new RangeError(`a round robin needs 2 players or more, not ${players}`);
  if (!Number.isInteger(times) || times < 1) throw new RangeError(`a round robin is played at least once, not ${times}`);
  const seats = players % 2 === 0 ? players : players + 1;
  const bye = players % 2 === 0 ? -1 : players;
  const cycle: Pairing[][] = [];
  // the circle: position 0 stays, the others turn one place each round
  let circle = Array.from({ length: seats }, (_, player) => player);
  for (let round = 0; round < seats - 1; round++) {
    const pairings: Pairing[] = [];
    for (let table = 0; table < seats / 2; table++) {
      const a = circle[table];
      const b = circle[seats - 1 - table];
      if (a === bye || b === bye) continue;
      // alternate who sits first, so that nobody is always home
      pairings.push(round % 2 === 0 ? { home: a, away: b } : { home: b, away: a });
    }
    cycle.push(pairings);
    circle = [circle[0], circle[seats - 1], ...circle.slice(1, seats - 1)];
  }
  return Array.from({ length: times }, (_, repeat) =>
    repeat % 2 === 0 ? cycle : cycle.map((round) => round.map(({ home, away }) => ({ home: away, away: home }))),
  ).flat();
}

/** a place in a bracket: a seeded player (the first round), or the winner of an earlier match */
export type Slot = { player: number } | { winnerOf: number };

export interface BracketMatch {
  /** its index in `Bracket.matches`, which lists the rounds one after the other */
  id: number;
  round: number;
  a: Slot;
  b: Slot;
}

export interface Bracket {
  /** the first round's size: the smallest power of two that holds every player */
  size: number;
  rounds: number;
  matches: BracketMatch[];
  /** players who skip the first round (the top seeds, when the count is not a power of two) */
  byes: number[];
}

/** The seeds in bracket order, so that 1 and 2 can only meet in the final: 1, 8, 4, 5, 2, 7, 3, 6 for eight. */
function seedOrder(size: number): number[] {
  let order = [0];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((seed) => [seed, next - 1 - seed]);
  }
  return order;
}

/**
 * A single-elimination bracket for 2 to 16 players. The first round pairs seeds 1 and n, 2 and
 * n-1…; when the count is not a power of two the top seeds have a bye: they wait in the second
 * round for the winner of the match next to them. Winners meet winners up to the final.
 */
export function bracket(players: number): Bracket {
  if (!Number.isInteger(players) || players < 2 || players > 16) throw new RangeError(`a bracket holds 2 to 16 players, not ${players}`);
  let size = 1;
  while (size < players) size *= 2;
  const rounds = Math.log2(size);
  const order = seedOrder(size);
  const matches: BracketMatch[] = [];
  const byes: number[] = [];
  // what stands in each place of the first round once the byes are through: a player or a match
  let places: Slot[] = [];
  for (let place = 0; place < size; place += 2) {
    const [a, b] = [order[place], order[place + 1]];
    if (b >= players) {
      byes.push(a);
      places.push({ player: a });
    } else {
      const id = matches.length;
      matches.push({ id, round: 1, a: { player: a }, b: { player: b } });
      places.push({ winnerOf: id });
    }
  }
  for (let round = 2; round <= rounds; round++) {
    const next: Slot[] = [];
    for (let place = 0; place < places.length; place += 2) {
      const id = matches.length;
      matches.push({ id, round, a: places[place], b: places[place + 1] });
      next.push({ winnerOf: id });
    }
    places = next;
  }
  return { size, rounds, matches, byes: byes.sort((x, y) => x - y) };
}

/** Who stands in `slot`, given the winners known so far (undefined while the match is undecided). */
export function playerIn(slot: Slot, winners: ReadonlyMap<number, number>): number | undefined {
  return 'player' in slot ? slot.player : winners.get(slot.winnerOf);
}

/** The matches whose two players are known and that have no winner yet, in bracket order. */
export function readyMatches(plan: Bracket, winners: ReadonlyMap<number, number>): BracketMatch[] {
  return plan.matches.filter(
    (match) => !winners.has(match.id) && playerIn(match.a, winners) !== undefined && playerIn(match.b, winners) !== undefined,
  );
}

/** The bracket's champion, once the final is decided. */
export function champion(plan: Bracket, winners: ReadonlyMap<number, number>): number | undefined {
  return winners.get(plan.matches[plan.matches.length - 1].id);
}

/** A best-of-N series between two sides, from the winner of each game so far (0 or 1). */
export interface SeriesScore {
  wins: [number, number];
  /** the side that has won more than half of the games, once one has */
  winner: 0 | 1 | null;
}

/** A series ends as soon as one side has won more than half of `bestOf`: the remaining games are not played. */
export function seriesScore(bestOf: number, results: readonly (0 | 1)[]): SeriesScore {
  if (!Number.isInteger(bestOf) || bestOf < 1 || bestOf % 2 === 0) throw new RangeError(`a series is best of an odd number, not ${bestOf}`);
  const needed = (bestOf + 1) / 2;
  const wins: [number, number] = [0, 0];
  for (const side of results) {
    if (wins[0] === needed || wins[1] === needed) throw new RangeError('a game was played after the series was decided');
    wins[side] += 1;
  }
  return { wins, winner: wins[0] === needed ? 0 : wins[1] === needed ? 1 : null };
}
