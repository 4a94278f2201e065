/**
 * A campaign's progress (issue 11): what to play next, the standings, the bracket and the chart,
 * computed from its matches' outcomes every time it is shown. The save file keeps only what was
 * chosen at the start and which fixture each match was for, so nothing here can drift from the
 * matches themselves.
 *
 * Players are numbered by their place in the campaign's list (the seeding order of a bracket).
 *
 * Troll Night rulings, where the rulebooks leave it open:
 * - a drawn Battle Dice duel is played again; only a duel with one winner counts;
 * - Battle Dice Duels: players level at the top on victories and on the victories between them
 *   play deciding duels among themselves (a round robin, again until one is ahead);
 * - Battle Dice Duels and Elimination: each player drafts their team in their first duel, from
 *   the heroes no other player of the tournament holds, and keeps it for the tournament. The box
 *   holds 30 heroes, so these tournaments take up to 10 players;
 * - Battle Masters: the heroes already used in a series (by either player) are out of its next
 *   games' drafts; should fewer than six be left (after drawn games), they all come back;
 * - Elimination and Battle Masters: players out in the same round share their place; while the
 *   bracket is played, the players still in rank above them by their victories so far;
 * - series (Dwarves & Trolls, TRÔL): the totals decide; players level on the total share the title.
 */
import type { Outcome } from '../core/types';
import { bracket, champion, playerIn, readyMatches, roundRobin, seriesScore, type Bracket } from './schedule';
import { DEFAULT_PLACE_POINTS, duelStandings, leagueStandings, type Duel } from './standings';

export type CampaignFormat = 'league' | 'bd-duels' | 'bd-elimination' | 'bd-masters' | 'thud-series' | 'trol-series';

/** the game every match of a format is played in (league nights mix games: none) */
export const campaignGames: Record<CampaignFormat, string | null> = {
  league: null,
  'bd-duels': 'battle-dice',
  'bd-elimination': 'battle-dice',
  'bd-masters': 'battle-dice',
  'thud-series': 'thud',
  'trol-series': 'trol',
};

/** how many players each format takes */
export const campaignPlayers: Record<CampaignFormat, { min: number; max: number }> = {
  league: { min: 2, max: 16 },
  // thirty heroes make ten teams of three
  'bd-duels': { min: 2, max: 10 },
  'bd-elimination': { min: 2, max: 10 },
  'bd-masters': { min: 2, max: 16 },
  'thud-series': { min: 2, max: 2 },
  'trol-series': { min: 2, max: 5 },
};

const HERO_COUNT = 30;
const DUEL_TEAM = 3;
const MASTERS_BEST_OF = 3;

/** What was chosen when the campaign began. */
export interface CampaignRules {
  format: CampaignFormat;
  /** how many players */
  players: number;
  /** bd-duels: how often each pair meets (default 1) */
  times?: number;
  /** thud-series, trol-series: how many matches (default 3) */
  matches?: number;
  /** league: points for 1st, 2nd, 3rd… (default 3/2/1) */
  placePoints?: number[];
}

/** A saved match of the campaign, as far as the campaign needs to know it. */
export interface CampaignMatch {
  id: string;
  /** the fixture it was played for (`CampaignFixture.key`) */
  fixture: string;
  /** the campaign player in each seat */
  players: number[];
  createdAt: number;
  /** the night it was played on (see `CampaignView.chart`) */
  night: string;
  outcome: Outcome | null;
  /** Battle Dice: each seat's heroes so far (drafted or given) */
  teams?: string[][];
}

/** One line of the standings. `score` is points (league), victories (Battle Dice) or the total (series). */
export interface CampaignStanding {
  player: number;
  /** 1 is first; players level on every tie-break share a rank */
  rank: number;
  score: number;
  played: number;
  /** league: how many 1st, 2nd, 3rd… places; Battle Dice: [victories, defeats]; series: [matches won] */
  detail: number[];
  /** level with others at the top after every tie-break: a deciding duel follows */
  undecided?: true;
}

/** A match to play (or being played) in a campaign's schedule. */
export interface CampaignFixture {
  /** stable within the campaign, e.g. "r2.0-3", "m5", "g3" or "d1.0-2" */
  key: string;
  game: string;
  /** campaign players, in seat order */
  players: number[];
  /** the seat that starts */
  firstSeat: number;
  /** the round (round robin, bracket round, series match), from 1; 0 for a deciding duel */
  round: number;
  /** a best-of series: the games won so far by `players[0]` and `players[1]` */
  series?: { bestOf: number; wins: [number, number] };
  /** the saved match of this fixture still going on, if any */
  matchId?: string;
  /** a replay after a drawn duel */
  replay?: true;
}

export interface BracketView {
  rounds: number;
  matches: {
    id: number;
    round: number;
    /** the campaign players in it; null while the place waits for an earlier match's winner */
    players: [number | null, number | null];
    winner: number | null;
    /** best of three: games won by each */
    wins?: [number, number];
  }[];
  /** players who skipped the first round */
  byes: number[];
}

export type ScoreKind = 'points' | 'victories' | 'total';

export interface CampaignProgress {
  scoreKind: ScoreKind;
  standings: CampaignStanding[];
  /** what to play next, in order; empty once the campaign is over (and always for a league) */
  upcoming: CampaignFixture[];
  /** `scores[player][i]`: the player's score after night `nights[i]` */
  chart: { nights: string[]; scores: number[][] };
  bracket?: BracketView;
  /** once the campaign is over: its champions (more than one only when a series ends level) */
  champions: number[] | null;
}

export function scoreKind(format: CampaignFormat): ScoreKind {
  if (format === 'league') return 'points';
  return format === 'thud-series' || format === 'trol-series' ? 'total' : 'victories';
}

/** The campaign as its matches have left it. */
export function campaignProgress(rules: CampaignRules, matches: readonly CampaignMatch[]): CampaignProgress {
  const byFixture = groupByFixture(matches);
  switch (rules.format) {
    case 'league':
      return leagueProgress(rules, matches);
    case 'bd-duels':
      return duelsProgress(rules, byFixture);
    case 'bd-elimination':
    case 'bd-masters':
      return bracketProgress(rules, byFixture);
    case 'thud-series':
    case 'trol-series':
      return seriesProgress(rules, byFixture);
  }
}

/**
 * The options a fixture's next match is set up with. Battle Dice: a duel; in Duels and Elimination
 * each player's tournament team (or a draft from the heroes nobody else holds); in Battle Masters
 * the heroes this series has used already left out. Dwarves & Trolls: the first seat leads the
 * dwarves in battle 1.
 */
export function fixtureOptions(rules: CampaignRules, matches: readonly CampaignMatch[], fixture: CampaignFixture): Record<string, unknown> {
  // the series swaps the seats each match: the first seat leads the dwarves, whatever was chosen for single matches
  if (rules.format === 'thud-series') return { dwarvesFirst: 'seat0' };
  if (campaignGames[rules.format] !== 'battle-dice') return {};
  if (rules.format === 'bd-masters') {
    const used = new Set(matches.filter((match) => match.fixture === fixture.key).flatMap((match) => (match.teams ?? []).flat()));
    return { duel: true, excluded: HERO_COUNT - used.size < 2 * DUEL_TEAM ? [] : [...used].sort() };
  }
  const teams = tournamentTeams(matches);
  const held = fixture.players.map((player) => teams.get(player) ?? []);
  const others = [...teams].filter(([player]) => !fixture.players.includes(player)).flatMap(([, team]) => team);
  return { duel: true, teams: held, excluded: [...new Set(others)].sort() };
}

/** Each player's team for the tournament: the one they drafted in their first duel whose draft ended. */
function tournamentTeams(matches: readonly CampaignMatch[]): Map<number, string[]> {
  const teams = new Map<number, string[]>();
  for (const match of [...matches].sort(byCreation)) {
    match.players.forEach((player, seat) => {
      const team = match.teams?.[seat];
      if (!teams.has(player) && team?.length === DUEL_TEAM) teams.set(player, team);
    });
  }
  return teams;
}

function byCreation(a: CampaignMatch, b: CampaignMatch): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function groupByFixture(matches: readonly CampaignMatch[]): Map<string, CampaignMatch[]> {
  const groups = new Map<string, CampaignMatch[]>();
  for (const match of [...matches].sort(byCreation)) {
    const group = groups.get(match.fixture) ?? [];
    group.push(match);
    groups.set(match.fixture, group);
  }
  return groups;
}

/** the campaign player who won a duel, or undefined for a draw or a duel still going on */
function duelWinner(match: CampaignMatch): number | undefined {
  const winners = match.outcome?.winners ?? [];
  return winners.length === 1 ? match.players[winners[0]] : undefined;
}

/** What a fixture's matches add up to: the duel's winner, the games of a series, the match going on. */
function fixtureState(matches: readonly CampaignMatch[] = []) {
  const ongoing = matches.find((match) => match.outcome === null);
  const decided = matches.filter((match) => duelWinner(match) !== undefined);
  const drawn = matches.some((match) => match.outcome !== null && duelWinner(match) === undefined);
  return { ongoing, decided, drawn };
}

function withMatch(fixture: CampaignFixture, matches: readonly CampaignMatch[] | undefined): CampaignFixture {
  const { ongoing, drawn } = fixtureState(matches);
  return { ...fixture, ...(ongoing ? { matchId: ongoing.id } : {}), ...(drawn ? { replay: true as const } : {}) };
}

function leagueProgress(rules: CampaignRules, matches: readonly CampaignMatch[]): CampaignProgress {
  const placePoints = rules.placePoints ?? DEFAULT_PLACE_POINTS;
  const finished = matches.filter((match) => match.outcome !== null);
  const ids = players(rules);
  const standings = leagueStandings(
    ids.map(String),
    finished.map((match) => ({ players: match.players.map(String), outcome: match.outcome! })),
    placePoints,
  ).map(({ player, rank, points, played, places }) => ({ player: Number(player), rank, score: points, played, detail: places }));
  const chart = nightlyScores(ids.length, finished, (match) =>
    match.players.map((player, seat) => [player, placePoints[match.outcome!.ranks[seat] - 1] ?? 0]),
  );
  return { scoreKind: 'points', standings, upcoming: [], chart, champions: null };
}

function duelsProgress(rules: CampaignRules, byFixture: Map<string, CampaignMatch[]>): CampaignProgress {
  const ids = players(rules);
  const rounds = roundRobin(ids.length, rules.times ?? 1);
  const fixtures: CampaignFixture[] = rounds.flatMap((pairings, round) =>
    pairings.map(({ home, away }) => ({ key: `r${round + 1}.${home}-${away}`, game: 'battle-dice', players: [home, away], firstSeat: 0, round: round + 1 })),
  );
  const duels: Duel[] = [];
  const counted: CampaignMatch[] = [];
  const upcoming: CampaignFixture[] = [];
  const record = (fixture: CampaignFixture) => {
    const winning = fixtureState(byFixture.get(fixture.key)).decided[0];
    if (winning) {
      duels.push({ players: [String(fixture.players[0]), String(fixture.players[1])], winner: String(duelWinner(winning)) });
      counted.push(winning);
    } else {
      upcoming.push(withMatch(fixture, byFixture.get(fixture.key)));
    }
  };
  fixtures.forEach(record);
  // the chart counts victories as the standings do: deciding duels only rank the players level at the top
  const scheduled = counted.length;
  const table = duelStandings(ids.map(String), duels);
  let champions: number[] | null = null;
  let undecided = new Set<number>();
  if (upcoming.length === 0) {
    // players level at the top meet again, among themselves, until one is ahead
    let tied = table.filter((line) => line.rank === 1).map((line) => Number(line.player));
    for (let cycle = 1; tied.length > 1; cycle++) {
      const before = duels.length;
      roundRobin(tied.length).flat().forEach(({ home, away }) => {
        const [a, b] = [tied[home], tied[away]];
        record({ key: `d${cycle}.${a}-${b}`, game: 'battle-dice', players: [a, b], firstSeat: 0, round: 0 });
      });
      if (upcoming.length > 0) {
        undecided = new Set(tied);
        break;
      }
      const decider = duelStandings(tied.map(String), duels.slice(before));
      tied = decider.filter((line) => line.rank === 1).map((line) => Number(line.player));
    }
    if (upcoming.length === 0) champions = tied;
  }
  const standings = table.map((line): CampaignStanding => {
    const player = Number(line.player);
    const rank = champions?.includes(player) ? 1 : line.rank === 1 && champions ? 2 : line.rank;
    return {
      player,
      rank,
      score: line.victories,
      played: line.played,
      detail: [line.victories, line.played - line.victories],
      ...(undecided.has(player) ? { undecided: true as const } : {}),
    };
  });
  standings.sort((a, b) => a.rank - b.rank);
  const chart = nightlyScores(ids.length, counted.slice(0, scheduled), (match) => [[duelWinner(match)!, 1]]);
  return { scoreKind: 'victories', standings, upcoming, chart, champions };
}

function bracketProgress(rules: CampaignRules, byFixture: Map<string, CampaignMatch[]>): CampaignProgress {
  const ids = players(rules);
  const plan: Bracket = bracket(ids.length);
  const masters = rules.format === 'bd-masters';
  const winners = new Map<number, number>();
  const wins = new Map<number, [number, number]>();
  const counted: CampaignMatch[] = [];
  // rounds are decided in order, so a match's players are known once the earlier ones are
  for (const match of plan.matches) {
    const a = playerIn(match.a, winners);
    const b = playerIn(match.b, winners);
    if (a === undefined || b === undefined) continue;
    const games = fixtureState(byFixture.get(`m${match.id}`)).decided;
    const bestOf = masters ? MASTERS_BEST_OF : 1;
    const results: (0 | 1)[] = [];
    for (const game of games) {
      if (seriesScore(bestOf, results).winner !== null) break;
      results.push(duelWinner(game) === a ? 0 : 1);
      counted.push(game);
    }
    const score = seriesScore(bestOf, results);
    wins.set(match.id, score.wins);
    if (score.winner !== null) winners.set(match.id, score.winner === 0 ? a : b);
  }
  const upcoming = readyMatches(plan, winners).map((match): CampaignFixture => {
    const key = `m${match.id}`;
    const fixture: CampaignFixture = {
      key,
      game: 'battle-dice',
      players: [playerIn(match.a, winners)!, playerIn(match.b, winners)!],
      firstSeat: 0,
      round: match.round,
      ...(masters ? { series: { bestOf: MASTERS_BEST_OF, wins: wins.get(match.id) ?? [0, 0] } } : {}),
    };
    return withMatch(fixture, byFixture.get(key));
  });
  const won = champion(plan, winners);
  // how far each player got: the round they lost in, or past the final
  const reached = new Map<number, number>(ids.map((player) => [player, plan.rounds + 1]));
  for (const match of plan.matches) {
    const winner = winners.get(match.id);
    if (winner === undefined) continue;
    const loser = [playerIn(match.a, winners), playerIn(match.b, winners)].find((player) => player !== winner)!;
    reached.set(loser, match.round);
  }
  const victories = (player: number) => counted.filter((match) => duelWinner(match) === player).length;
  const played = (player: number) => counted.filter((match) => match.players.includes(player)).length;
  const stillIn = (player: number) => reached.get(player) === plan.rounds + 1;
  // players still in rank by their victories so far; those out share the place of their round
  const ahead = (other: number, player: number) =>
    reached.get(other)! > reached.get(player)! || (stillIn(player) && stillIn(other) && victories(other) > victories(player));
  const order = [...ids].sort((x, y) => reached.get(y)! - reached.get(x)! || victories(y) - victories(x) || x - y);
  const standings = order.map((player): CampaignStanding => ({
    player,
    rank: 1 + order.filter((other) => ahead(other, player)).length,
    score: victories(player),
    played: played(player),
    detail: [victories(player), played(player) - victories(player)],
  }));
  const view: BracketView = {
    rounds: plan.rounds,
    byes: plan.byes,
    matches: plan.matches.map((match) => ({
      id: match.id,
      round: match.round,
      players: [playerIn(match.a, winners) ?? null, playerIn(match.b, winners) ?? null],
      winner: winners.get(match.id) ?? null,
      ...(masters ? { wins: wins.get(match.id) ?? [0, 0] } : {}),
    })),
  };
  const chart = nightlyScores(ids.length, counted, (match) => [[duelWinner(match)!, 1]]);
  return { scoreKind: 'victories', standings, upcoming, chart, bracket: view, champions: won === undefined ? null : [won] };
}

function seriesProgress(rules: CampaignRules, byFixture: Map<string, CampaignMatch[]>): CampaignProgress {
  const ids = players(rules);
  const game = rules.format === 'thud-series' ? 'thud' : 'trol';
  const count = rules.matches ?? 3;
  const counted: CampaignMatch[] = [];
  const upcoming: CampaignFixture[] = [];
  for (let round = 1; round <= count; round++) {
    const key = `g${round}`;
    const finished = byFixture.get(key)?.find((match) => match.outcome !== null);
    if (finished) {
      counted.push(finished);
      continue;
    }
    // Dwarves & Trolls: the seats swap each match, so each player leads the dwarves first in turn.
    // TRÔL: the seats stay (partners sit across the table) and the first player moves round.
    const fixture: CampaignFixture =
      game === 'thud'
        ? { key, game, players: round % 2 === 1 ? [0, 1] : [1, 0], firstSeat: 0, round }
        : { key, game, players: ids, firstSeat: (round - 1) % ids.length, round };
    upcoming.push(withMatch(fixture, byFixture.get(key)));
  }
  const totals = new Map(ids.map((player) => [player, 0]));
  const matchWins = new Map(ids.map((player) => [player, 0]));
  for (const match of counted) {
    match.players.forEach((player, seat) => {
      totals.set(player, totals.get(player)! + match.outcome!.scores[seat]);
      if (match.outcome!.winners.includes(seat)) matchWins.set(player, matchWins.get(player)! + 1);
    });
  }
  const standings = [...ids]
    .sort((x, y) => totals.get(y)! - totals.get(x)! || x - y)
    .map((player): CampaignStanding => ({
      player,
      rank: 1 + ids.filter((other) => totals.get(other)! > totals.get(player)!).length,
      score: totals.get(player)!,
      played: counted.filter((match) => match.players.includes(player)).length,
      detail: [matchWins.get(player)!],
    }));
  const champions = upcoming.length === 0 ? standings.filter((line) => line.rank === 1).map((line) => line.player) : null;
  const chart = nightlyScores(ids.length, counted, (match) => match.players.map((player, seat) => [player, match.outcome!.scores[seat]]));
  return { scoreKind: 'total', standings, upcoming, chart, champions };
}

function players(rules: CampaignRules): number[] {
  return Array.from({ length: rules.players }, (_, player) => player);
}

/** Each player's score after each night, adding up what every counted match gave them. */
function nightlyScores(
  playerCount: number,
  matches: readonly CampaignMatch[],
  gains: (match: CampaignMatch) => [player: number, gain: number][],
): CampaignProgress['chart'] {
  const nights = [...new Set(matches.map((match) => match.night))].sort();
  const scores = Array.from({ length: playerCount }, () => nights.map(() => 0));
  for (const match of matches) {
    const night = nights.indexOf(match.night);
    for (const [player, gain] of gains(match)) {
      for (let later = night; later < nights.length; later++) scores[player][later] += gain;
    }
  }
  return { nights, scores };
}
