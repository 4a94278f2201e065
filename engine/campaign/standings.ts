/**
 * Campaign standings (issue 11, first part), computed from the outcomes of the campaign's
 * finished matches every time they are shown: never stored, so they cannot drift from the matches.
 *
 * Players are named by their profile id, so the same player keeps one line whichever seat they
 * took in each match.
 *
 * Troll Night rulings, where the rulebooks leave it open:
 * - league night: players who share a place in a match (equal ranks) both score that place's
 *   points; a tie in points is broken by the most first places, then the most second places, and
 *   so on; players still level share their rank;
 * - Battle Dice duels: a tie in victories is broken by the victories between the tied players
 *   alone; players still level are marked for a deciding duel.
 */
import type { Outcome } from '../core/types';

/** a finished match of the campaign: who sat in each seat, and how it ended */
export interface FinishedMatch {
  players: readonly string[];
  outcome: Outcome;
}

export interface Standing {
  player: string;
  /** 1 is first; players level on every tie-break share a rank */
  rank: number;
  points: number;
  played: number;
  /** how many times the player finished 1st, 2nd, 3rd… */
  places: number[];
}

/** the league's default: 3 points for a first place, 2 for a second, 1 for a third */
export const DEFAULT_PLACE_POINTS: readonly number[] = [3, 2, 1];

/** Gives equal ranks to neighbours that `compare` cannot tell apart, in a list already sorted by it. */
function ranked<T>(sorted: readonly T[], compare: (a: T, b: T) => number): number[] {
  return sorted.map((_, index) => {
    let first = index;
    while (first > 0 && compare(sorted[first - 1], sorted[index]) === 0) first--;
    return first + 1;
  });
}

/** League night standings: points per place in every match, whatever the game. */
export function leagueStandings(players: readonly string[], matches: readonly FinishedMatch[], placePoints: readonly number[] = DEFAULT_PLACE_POINTS): Standing[] {
  const lines = new Map(players.map((player) => [player, { player, rank: 0, points: 0, played: 0, places: [] as number[] }]));
  for (const { players: seats, outcome } of matches) {
    seats.forEach((player, seat) => {
      const line = lines.get(player);
      if (!line) return;
      const place = outcome.ranks[seat];
      line.played += 1;
      line.points += placePoints[place - 1] ?? 0;
      line.places[place - 1] = (line.places[place - 1] ?? 0) + 1;
    });
  }
  const compare = (a: Standing, b: Standing) => {
    if (a.points !== b.points) return b.points - a.points;
    for (let place = 0; place < Math.max(a.places.length, b.places.length); place++) {
      const difference = (b.places[place] ?? 0) - (a.places[place] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  const sorted = [...lines.values()]
    .map((line) => ({ ...line, places: Array.from(line.places, (count) => count ?? 0) }))
    .sort(compare);
  const ranks = ranked(sorted, compare);
  return sorted.map((line, index) => ({ ...line, rank: ranks[index] }));
}

/** a duel's result: the players who met and who won */
export interface Duel {
  players: readonly [string, string];
  winner: string;
}

export interface DuelStanding {
  player: string;
  rank: number;
  victories: number;
  played: number;
  /** level with others on victories and on victories between them: a deciding duel is needed */
  undecided: boolean;
}

/** Battle Dice duels: the most victories is the Battle Master; ties broken by the duels between the tied players. */
export function duelStandings(players: readonly string[], duels: readonly Duel[]): DuelStanding[] {
  const victories = (player: string, among?: readonly string[]) =>
    duels.filter((duel) => duel.winner === player && (!among || duel.players.every((other) => among.includes(other)))).length;
  const level = (player: string) => players.filter((other) => victories(other) === victories(player));
  const compare = (a: string, b: string) => {
    if (victories(a) !== victories(b)) return victories(b) - victories(a);
    const tied = level(a);
    return victories(b, tied) - victories(a, tied);
  };
  const sorted = [...players].sort(compare);
  const ranks = ranked(sorted, compare);
  return sorted.map((player, index) => ({
    player,
    rank: ranks[index],
    victories: victories(player),
    played: duels.filter((duel) => duel.players.includes(player)).length,
    undecided: ranks.some((rank, other) => other !== index && rank === ranks[index]),
  }));
}

/** A series' totals (Thud's two-battle matches, TRÔL's points): each match's scores added up per player. */
export function seriesTotals(players: readonly string[], matches: readonly FinishedMatch[]): Map<string, number> {
  const totals = new Map(players.map((player) => [player, 0]));
  for (const { players: seats, outcome } of matches) {
    seats.forEach((player, seat) => totals.has(player) && totals.set(player, totals.get(player)! + outcome.scores[seat]));
  }
  return totals;
}
