/**
 * The hall of fame, computed from finished games alone (nothing of it is saved): a rating per
 * player on each game's ladder and on one ladder of all games, updated game by game in the order
 * the games ended; the records; and the titles of each night.
 *
 * Ratings: Weng-Lin (openskill's Plackett-Luce model), made for games of any number of players
 * with ties. A player's `mu` is the best guess of their skill, `sigma` the doubt about it; the
 * table ranks by the conservative `mu − 3·sigma`, shown ×40 (`displayRating`), so a newcomer
 * starts at 0 and climbs as the doubt shrinks. Bots are rated like everyone (they are steady
 * yardsticks): hiding them from the table changes no one's rating.
 */
import { rate, rating as newRating } from 'openskill';
import type { Outcome } from '../core/types';
import type { RecordEntry, RecordKind } from './records';

/** who a seat was: `profile:<id>`, `bot:<level>`, or `name:<folded name>` for a player never remembered */
export type PlayerId = string;

/** A finished game as the hall of fame counts it. */
export interface FameMatch {
  id: string;
  game: string;
  /** when it ended: games count in this order */
  finishedAt: number;
  /** the night it ended on (YYYY-MM-DD) */
  night: string;
  /** the player in each seat */
  players: PlayerId[];
  outcome: Outcome;
  records: RecordEntry[];
}

/** a player's place on a ladder */
export interface FameStanding {
  player: PlayerId;
  played: number;
  won: number;
  mu: number;
  sigma: number;
  /** `displayRating(mu, sigma)` */
  rating: number;
}

/** a player's rating after each night they played on a ladder */
export interface RatingPoint {
  night: string;
  rating: number;
  /** the best guess of their skill, on the rating's scale */
  estimate: number;
}

/** `game` is a game id, or `ALL_GAMES` */
export interface FameLadder {
  game: string;
  /** best rating first */
  standings: FameStanding[];
}

export interface FameRecord {
  record: RecordKind;
  player: PlayerId;
  value: number;
  matchId: string;
  night: string;
}

export type TitleKind = 'trolliest' | RecordKind;

export interface FameTitle {
  title: TitleKind;
  /** those who earned it (a tie shares it) */
  players: PlayerId[];
  value: number;
}

export interface FameNight {
  night: string;
  games: number;
  titles: FameTitle[];
}

export interface FameTables {
  ladders: FameLadder[];
  /** per ladder, per player: their rating night after night */
  histories: Record<string, Record<PlayerId, RatingPoint[]>>;
  /** each record's holder (the first to reach the best figure) */
  records: FameRecord[];
  /** every player's best figure for each record */
  personalBests: FameRecord[];
  /** newest first */
  nights: FameNight[];
}

export const ALL_GAMES = 'all';
const SCALE = 40;

export function displayRating(mu: number, sigma: number): number {
  return Math.round(SCALE * (mu - 3 * sigma));
}

/** The order games count in: by the time they ended, then by id so that it never depends on the reading. */
function byFinish(a: FameMatch, b: FameMatch): number {
  return a.finishedAt - b.finishedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Everything the hall of fame shows, from `matches` in any order. */
export function hallOfFame(matches: readonly FameMatch[]): FameTables {
  const ordered = [...matches].sort(byFinish);
  const games = [...new Set(ordered.map((match) => match.game))].sort();
  const ladders: FameLadder[] = [];
  const histories: FameTables['histories'] = {};
  for (const game of [ALL_GAMES, ...games]) {
    const { standings, history } = rateLadder(game === ALL_GAMES ? ordered : ordered.filter((match) => match.game === game));
    ladders.push({ game, standings });
    histories[game] = history;
  }
  const { records, personalBests } = recordHolders(ordered);
  return { ladders, histories, records, personalBests, nights: nightsOf(ordered) };
}

/** the distinct players of a match, each at the best place any of its seats reached (the same player may hold two seats) */
function distinctPlaces(match: FameMatch): { player: PlayerId; rank: number; won: boolean }[] {
  const places = new Map<PlayerId, { player: PlayerId; rank: number; won: boolean }>();
  match.players.forEach((player, seat) => {
    const rank = match.outcome.ranks[seat] ?? match.players.length;
    const won = match.outcome.winners.includes(seat);
    const known = places.get(player);
    if (!known) places.set(player, { player, rank, won });
    else places.set(player, { player, rank: Math.min(known.rank, rank), won: known.won || won });
  });
  return [...places.values()];
}

/** One ladder: `matches` in the order they ended. */
export function rateLadder(matches: readonly FameMatch[]): { standings: FameStanding[]; history: Record<PlayerId, RatingPoint[]> } {
  const entries = new Map<PlayerId, FameStanding>();
  const history: Record<PlayerId, RatingPoint[]> = {};
  for (const match of matches) {
    const places = distinctPlaces(match);
    const current = places.map(({ player }) => {
      let entry = entries.get(player);
      if (!entry) {
        const { mu, sigma } = newRating();
        entry = { player, played: 0, won: 0, mu, sigma, rating: displayRating(mu, sigma) };
        entries.set(player, entry);
      }
      return entry;
    });
    // one player alone (a bot against itself, say) tells nothing about anyone's skill
    if (places.length > 1) {
      const rated = rate(
        current.map(({ mu, sigma }) => [{ mu, sigma }]),
        { rank: places.map(({ rank }) => rank) },
      );
      current.forEach((entry, at) => {
        entry.mu = rated[at][0].mu;
        entry.sigma = rated[at][0].sigma;
        entry.rating = displayRating(entry.mu, entry.sigma);
      });
    }
    current.forEach((entry, at) => {
      entry.played++;
      if (places[at].won) entry.won++;
      const points = (history[entry.player] ??= []);
      const point = { night: match.night, rating: entry.rating, estimate: Math.round(SCALE * entry.mu) };
      if (points.at(-1)?.night === match.night) points[points.length - 1] = point;
      else points.push(point);
    });
  }
  const standings = [...entries.values()].sort((a, b) => b.rating - a.rating || b.won - a.won || (a.player < b.player ? -1 : 1));
  return { standings, history };
}

function recordHolders(ordered: readonly FameMatch[]): { records: FameRecord[]; personalBests: FameRecord[] } {
  const holders = new Map<RecordKind, FameRecord>();
  const bests = new Map<string, FameRecord>();
  for (const match of ordered) {
    for (const { record, seat, value } of match.records) {
      const player = match.players[seat];
      if (player === undefined) continue;
      const entry = { record, player, value, matchId: match.id, night: match.night };
      // strictly better: a record equalled stays with whoever set it first
      if (value > (holders.get(record)?.value ?? 0)) holders.set(record, entry);
      const key = `${record}:${player}`;
      if (value > (bests.get(key)?.value ?? 0)) bests.set(key, entry);
    }
  }
  return { records: [...holders.values()], personalBests: [...bests.values()] };
}

/** Each night's titles: the most wins, and the best figure of each record reached that night. */
function nightsOf(ordered: readonly FameMatch[]): FameNight[] {
  const byNight = new Map<string, FameMatch[]>();
  for (const match of ordered) byNight.set(match.night, [...(byNight.get(match.night) ?? []), match]);
  return [...byNight.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([night, matches]) => {
      const wins = new Map<PlayerId, number>();
      for (const match of matches) for (const place of distinctPlaces(match)) if (place.won) wins.set(place.player, (wins.get(place.player) ?? 0) + 1);
      const figures = new Map<TitleKind, Map<PlayerId, number>>([['trolliest', wins]]);
      for (const match of matches) {
        for (const { record, seat, value } of match.records) {
          const player = match.players[seat];
          const kind = figures.get(record) ?? new Map<PlayerId, number>();
          figures.set(record, kind);
          if (player !== undefined && value > (kind.get(player) ?? 0)) kind.set(player, value);
        }
      }
      const titles = [...figures.entries()].flatMap(([title, values]): FameTitle[] => {
        const best = Math.max(0, ...values.values());
        if (best === 0) return [];
        const players = [...values.entries()].filter(([, value]) => value === best).map(([player]) => player).sort();
        return [{ title, players, value: best }];
      });
      return { night, games: matches.length, titles };
    });
}
