/** A campaign's progress from its matches' outcomes, for every format, and the Battle Dice options of its next match. */
import { describe, expect, it } from 'vitest';
import {
  campaignProgress,
  fixtureOptions,
  type CampaignFixture,
  type CampaignMatch,
  type CampaignProgress,
  type CampaignRules,
} from '../../../engine/campaign/campaign';
import { bracket, playerIn } from '../../../engine/campaign/schedule';
import type { Outcome } from '../../../engine/core/types';
import { HEROES } from '../../../engine/games/battle-dice/heroes';

const ALL_HEROES = HEROES.map((candidate) => candidate.id);

let created = 0;

/** a saved match of `fixture`, created after every match made before it */
function saved(fixture: string, players: number[], outcome: Outcome | null, more: Partial<CampaignMatch> = {}): CampaignMatch {
  created += 1;
  return { id: `match-${created}`, fixture, players, createdAt: created, night: '2025-01-03', outcome, ...more };
}

/** a finished match of any game where the seats finished at `ranks` */
function placed(players: number[], ranks: number[], night: string): CampaignMatch {
  const winners = ranks.flatMap((rank, seat) => (rank === 1 ? [seat] : []));
  return saved(`l${created + 1}`, players, { ranks, scores: ranks.map(() => 0), winners }, { night });
}

/** a Battle Dice duel won by `seat`, the loser knocked out */
function duelWon(seat: number): Outcome {
  return { ranks: seat === 0 ? [1, 2] : [2, 1], scores: seat === 0 ? [6, 0] : [0, 6], winners: [seat] };
}

/** the last two knocked each other out: both seats win, nobody alone */
const DUEL_DRAWN: Outcome = { ranks: [1, 1], scores: [0, 0], winners: [0, 1] };

/** the duel of `fixture`, won by campaign player `winner` */
function duel(fixture: CampaignFixture, winner: number, more: Partial<CampaignMatch> = {}): CampaignMatch {
  expect(fixture.players).toContain(winner);
  return saved(fixture.key, fixture.players, duelWon(fixture.players.indexOf(winner)), more);
}

/** plays the upcoming fixtures one at a time, `winnerOf` choosing each duel's winner, until none is left */
function playOut(rules: CampaignRules, winnerOf: (fixture: CampaignFixture) => number, matches: CampaignMatch[] = []): { matches: CampaignMatch[]; progress: CampaignProgress } {
  let progress = campaignProgress(rules, matches);
  for (let guard = 0; progress.upcoming.length > 0; guard++) {
    if (guard > 500) throw new Error('the campaign never ends');
    matches.push(duel(progress.upcoming[0], winnerOf(progress.upcoming[0])));
    progress = campaignProgress(rules, matches);
  }
  return { matches, progress };
}

/** the winner of each pair, keyed "low-high" */
const byPair = (winners: Record<string, number>) => (fixture: CampaignFixture) => {
  const [a, b] = [...fixture.players].sort((x, y) => x - y);
  const winner = winners[`${a}-${b}`];
  if (winner === undefined) throw new Error(`no winner given for ${a}-${b}`);
  return winner;
};

const lines = (progress: CampaignProgress) => progress.standings.map(({ player, rank, score }) => [player, rank, score]);

describe('league', () => {
  it('gives 3/2/1 points per place by default, breaks ties by the most first places, and never schedules nor crowns', () => {
    const rules: CampaignRules = { format: 'league', players: 4 };
    const progress = campaignProgress(rules, [placed([0, 1, 2], [1, 2, 3], '2025-01-03'), placed([1, 2, 3], [3, 1, 2], '2025-01-03')]);
    expect(progress.scoreKind).toBe('points');
    // 0 and 1 have 3 points each: 0's first place puts them ahead
    expect(progress.standings.map(({ player, rank, score, played, detail }) => [player, rank, score, played, detail])).toEqual([
      [2, 1, 4, 2, [1, 0, 1]],
      [0, 2, 3, 1, [1]],
      [1, 3, 3, 2, [0, 1, 1]],
      [3, 4, 2, 1, [0, 1]],
    ]);
    expect(progress.upcoming).toEqual([]);
    expect(progress.champions).toBeNull();
    expect(progress.bracket).toBeUndefined();
  });

  it('breaks a tie in points and first places by the most second places', () => {
    const night = '2025-01-03';
    const progress = campaignProgress({ format: 'league', players: 4 }, [
      placed([0, 1, 2, 3], [1, 3, 2, 4], night),
      placed([0, 1, 2, 3], [2, 1, 3, 4], night),
      placed([0, 1, 2, 3], [4, 3, 1, 2], night),
    ]);
    // 0: 1st, 2nd, 4th = 5 points; 1: 1st, 3rd, 3rd = 5 points, as many firsts but no second
    expect(lines(progress)).toEqual([
      [2, 1, 6],
      [0, 2, 5],
      [1, 3, 5],
      [3, 4, 2],
    ]);
  });

  it('gives players who share a place in a match that place’s points, and a shared rank when nothing tells them apart', () => {
    const progress = campaignProgress({ format: 'league', players: 4 }, [placed([0, 1, 2], [1, 1, 3], '2025-01-03')]);
    expect(progress.standings.map(({ player, rank, score, detail }) => [player, rank, score, detail])).toEqual([
      [0, 1, 3, [1]],
      [1, 1, 3, [1]],
      [2, 3, 1, [0, 0, 1]],
      [3, 4, 0, []],
    ]);
  });

  it('uses a custom table of points per place, places beyond it scoring 0', () => {
    const progress = campaignProgress({ format: 'league', players: 3, placePoints: [10, 4] }, [placed([0, 1, 2], [2, 3, 1], '2025-01-03')]);
    expect(lines(progress)).toEqual([
      [2, 1, 10],
      [0, 2, 4],
      [1, 3, 0],
    ]);
    expect(progress.chart.scores).toEqual([[4], [0], [10]]);
  });

  it('charts the nights in order, each score adding up, a player absent from a night keeping theirs; unfinished matches count for nothing', () => {
    const progress = campaignProgress({ format: 'league', players: 3 }, [
      placed([0, 1], [1, 2], '2025-01-10'),
      placed([0, 2], [2, 1], '2025-01-03'),
      placed([1, 2], [1, 2], '2025-01-17'),
      saved('l9', [0, 1, 2], null, { night: '2025-01-24' }),
    ]);
    expect(progress.chart.nights).toEqual(['2025-01-03', '2025-01-10', '2025-01-17']);
    expect(progress.chart.scores).toEqual([
      [2, 5, 5],
      [0, 2, 5],
      [3, 3, 5],
    ]);
    expect(progress.standings.find((line) => line.player === 0)!.played).toBe(2);
  });
});

describe('Battle Dice Duels', () => {
  const pairKey = (players: number[]) => [...players].sort((x, y) => x - y).join('-');

  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10])('schedules every pair of %i players the chosen number of times, nobody twice in a round', (players) => {
    for (const times of [1, 2, 3]) {
      const { upcoming, champions, scoreKind } = campaignProgress({ format: 'bd-duels', players, times }, []);
      expect(scoreKind).toBe('victories');
      expect(champions).toBeNull();
      const pairs = new Map<string, number>();
      const seatedInRound = new Map<number, number[]>();
      for (const fixture of upcoming) {
        expect(fixture).toMatchObject({ game: 'battle-dice', firstSeat: 0 });
        expect(fixture.key).toBe(`r${fixture.round}.${fixture.players[0]}-${fixture.players[1]}`);
        pairs.set(pairKey(fixture.players), (pairs.get(pairKey(fixture.players)) ?? 0) + 1);
        seatedInRound.set(fixture.round, [...(seatedInRound.get(fixture.round) ?? []), ...fixture.players]);
      }
      expect(pairs.size).toBe((players * (players - 1)) / 2);
      expect([...pairs.values()].every((count) => count === times)).toBe(true);
      for (const seated of seatedInRound.values()) expect(new Set(seated).size).toBe(seated.length);
      // in round order, and every key once
      expect(upcoming.map((fixture) => fixture.round)).toEqual([...upcoming.map((fixture) => fixture.round)].sort((x, y) => x - y));
      expect(new Set(upcoming.map((fixture) => fixture.key)).size).toBe(upcoming.length);
    }
  });

  it('meets once by default, and takes a played fixture off the list, the others staying in order', () => {
    const rules: CampaignRules = { format: 'bd-duels', players: 4 };
    const before = campaignProgress(rules, []).upcoming;
    expect(before).toHaveLength(6);
    const after = campaignProgress(rules, [duel(before[2], before[2].players[1])]).upcoming;
    expect(after.map((fixture) => fixture.key)).toEqual(before.filter((_, index) => index !== 2).map((fixture) => fixture.key));
  });

  it('replays a drawn duel until one has a single winner, and names the match going on', () => {
    const rules: CampaignRules = { format: 'bd-duels', players: 3 };
    const first = campaignProgress(rules, []).upcoming[0];
    const ongoing = saved(first.key, first.players, null);
    expect(campaignProgress(rules, [ongoing]).upcoming[0]).toEqual({ ...first, matchId: ongoing.id });

    const draw = saved(first.key, first.players, DUEL_DRAWN);
    expect(campaignProgress(rules, [draw]).upcoming[0]).toEqual({ ...first, replay: true });
    const replaying = saved(first.key, first.players, null);
    expect(campaignProgress(rules, [draw, replaying]).upcoming[0]).toEqual({ ...first, replay: true, matchId: replaying.id });

    const winner = first.players[1];
    const progress = campaignProgress(rules, [draw, { ...replaying, outcome: duelWon(1) }]);
    expect(progress.upcoming.map((fixture) => fixture.key)).not.toContain(first.key);
    const line = progress.standings.find((standing) => standing.player === winner)!;
    // the draw is neither a victory nor a game played
    expect(line).toMatchObject({ score: 1, played: 1, detail: [1, 0] });
    expect(progress.chart.scores[winner]).toEqual([1]);
  });

  it('breaks a tie in victories by the duels between the tied players', () => {
    // 0 and 1 win twice, 1 beat 0; 2 and 3 win once, 3 beat 2
    const { progress } = playOut({ format: 'bd-duels', players: 4 }, byPair({ '0-1': 1, '1-3': 1, '1-2': 2, '0-3': 0, '0-2': 0, '2-3': 3 }));
    expect(progress.standings.map(({ player, rank, score, played, detail }) => [player, rank, score, played, detail])).toEqual([
      [1, 1, 2, 3, [2, 1]],
      [0, 2, 2, 3, [2, 1]],
      [3, 3, 1, 3, [1, 2]],
      [2, 4, 1, 3, [1, 2]],
    ]);
    expect(progress.champions).toEqual([1]);
    expect(progress.upcoming).toEqual([]);
    expect(progress.standings.some((line) => line.undecided)).toBe(false);
  });

  it('sends players level at the top on every tie-break to deciding duels, cycle after cycle, until one is ahead', () => {
    const rules: CampaignRules = { format: 'bd-duels', players: 4 };
    // 0 beats 1, 1 beats 2, 2 beats 0: a circle; everyone beats 3
    const circle = byPair({ '0-1': 0, '1-2': 1, '0-2': 2, '0-3': 0, '1-3': 1, '2-3': 2 });
    const roundRobin = campaignProgress(rules, []).upcoming;
    const matches = roundRobin.map((fixture) => duel(fixture, circle(fixture)));
    let progress = campaignProgress(rules, matches);
    expect(progress.champions).toBeNull();
    expect(progress.upcoming.map((fixture) => fixture.round)).toEqual([0, 0, 0]);
    expect(progress.upcoming.every((fixture) => /^d1\.\d-\d$/.test(fixture.key) && fixture.key === `d1.${fixture.players.join('-')}`)).toBe(true);
    expect(progress.upcoming.map((fixture) => pairKey(fixture.players)).sort()).toEqual(['0-1', '0-2', '1-2']);
    expect(progress.standings.map(({ player, rank, undecided }) => [player, rank, undecided ?? false])).toEqual([
      [0, 1, true],
      [1, 1, true],
      [2, 1, true],
      [3, 4, false],
    ]);

    // the deciding duels go round in a circle again: a second cycle
    for (const fixture of progress.upcoming) matches.push(duel(fixture, circle(fixture), { night: '2025-01-10' }));
    progress = campaignProgress(rules, matches);
    expect(progress.champions).toBeNull();
    expect(progress.upcoming.map((fixture) => fixture.key).every((key) => key.startsWith('d2.'))).toBe(true);
    expect(progress.upcoming).toHaveLength(3);

    // player 1 wins both: the Battle Master; the two others share second place
    for (const fixture of progress.upcoming) matches.push(duel(fixture, fixture.players.includes(1) ? 1 : fixture.players[0], { night: '2025-01-17' }));
    progress = campaignProgress(rules, matches);
    expect(progress.upcoming).toEqual([]);
    expect(progress.champions).toEqual([1]);
    expect(progress.standings.map(({ player, rank }) => [player, rank])).toEqual([
      [1, 1],
      [0, 2],
      [2, 2],
      [3, 4],
    ]);
    expect(progress.standings.some((line) => line.undecided)).toBe(false);
    // deciding duels rank the players level at the top but add no victory: the chart ends where the standings do
    expect(lines(progress)).toEqual([
      [1, 1, 2],
      [0, 2, 2],
      [2, 2, 2],
      [3, 4, 0],
    ]);
    expect(progress.chart).toEqual({ nights: ['2025-01-03'], scores: [[2], [2], [2], [0]] });
  });

  it('sends two players still level after meeting twice to a deciding duel', () => {
    const rules: CampaignRules = { format: 'bd-duels', players: 2, times: 2 };
    const [first, second] = campaignProgress(rules, []).upcoming;
    expect(second.players).toEqual([...first.players].reverse());
    const matches = [duel(first, 0), duel(second, 1)];
    const progress = campaignProgress(rules, matches);
    expect(progress.upcoming).toEqual([{ key: 'd1.0-1', game: 'battle-dice', players: [0, 1], firstSeat: 0, round: 0 }]);
    expect(progress.standings.every((line) => line.undecided && line.rank === 1)).toBe(true);
    const decided = campaignProgress(rules, [...matches, duel(progress.upcoming[0], 1)]);
    expect(decided.champions).toEqual([1]);
    expect(decided.standings.map(({ player, rank }) => [player, rank])).toEqual([
      [1, 1],
      [0, 2],
    ]);
  });
});

describe('Battle Dice brackets', () => {
  const seedWins = (fixture: CampaignFixture) => Math.min(...fixture.players);

  it.each([2, 3, 5, 8, 16])('Elimination with %i players: byes for the top seeds, winners meet winners, ranks by the round reached', (players) => {
    const rules: CampaignRules = { format: 'bd-elimination', players };
    const plan = bracket(players);
    const start = campaignProgress(rules, []);
    expect(start.bracket!.byes).toEqual(plan.byes);
    expect(start.bracket!.rounds).toBe(plan.rounds);
    // a place waiting for an earlier winner is empty
    for (const match of start.bracket!.matches) {
      const slots = [plan.matches[match.id].a, plan.matches[match.id].b];
      expect(match.players).toEqual(slots.map((slot) => ('player' in slot ? slot.player : null)));
      expect(match.winner).toBeNull();
    }

    const played: CampaignFixture[] = [];
    const { progress } = playOut(rules, (fixture) => {
      played.push(fixture);
      return seedWins(fixture);
    });
    expect(played).toHaveLength(players - 1);
    for (const fixture of played) {
      expect(fixture).toMatchObject({ game: 'battle-dice', firstSeat: 0, round: plan.matches[Number(fixture.key.slice(1))].round });
      expect(fixture.series).toBeUndefined();
    }
    const view = progress.bracket!;
    const winners = new Map(view.matches.map((match) => [match.id, match.winner!]));
    for (const match of view.matches) {
      const plannedMatch = plan.matches[match.id];
      expect(match.players).toEqual([playerIn(plannedMatch.a, winners), playerIn(plannedMatch.b, winners)]);
      expect(match.winner).toBe(Math.min(...(match.players as number[])));
      expect(match.wins).toBeUndefined();
    }
    expect(progress.champions).toEqual([0]);
    expect(progress.upcoming).toEqual([]);
    // the top seed always wins: everyone is out in the round their seed meets a better one
    const roundOut = (player: number) => view.matches.find((match) => match.players.includes(player) && match.winner !== player)?.round ?? plan.rounds + 1;
    for (const line of progress.standings) {
      const better = progress.standings.filter((other) => roundOut(other.player) > roundOut(line.player)).length;
      expect(line.rank, `player ${line.player}`).toBe(better + 1);
    }
  });

  it('lets players out in the same round share their place, whatever their victories', () => {
    // five players: 3 beats 4 in round 1, then 0 beats 3 and 1 beats 2 (who had a bye); 1 wins the final
    const { progress } = playOut({ format: 'bd-elimination', players: 5 }, (fixture) => (fixture.players.includes(1) ? 1 : Math.min(...fixture.players)));
    expect(progress.bracket!.byes).toEqual([0, 1, 2]);
    expect(progress.champions).toEqual([1]);
    expect(progress.standings.map(({ player, rank, score, played }) => [player, rank, score, played])).toEqual([
      [1, 1, 2, 2],
      [0, 2, 1, 2],
      [3, 3, 1, 2],
      [2, 3, 0, 1],
      [4, 5, 0, 1],
    ]);
  });

  it('shows the bracket as it goes: the first round first, a later match once both its players are known', () => {
    const rules: CampaignRules = { format: 'bd-elimination', players: 4 };
    const start = campaignProgress(rules, []);
    expect(start.upcoming.map(({ key, players, round }) => [key, players, round])).toEqual([
      ['m0', [0, 3], 1],
      ['m1', [1, 2], 1],
    ]);
    const afterFirst = campaignProgress(rules, [duel(start.upcoming[0], 3)]);
    expect(afterFirst.upcoming.map((fixture) => fixture.key)).toEqual(['m1']);
    expect(afterFirst.bracket!.matches[2]).toEqual({ id: 2, round: 2, players: [3, null], winner: null });
    expect(afterFirst.champions).toBeNull();
    // while it is played, the players still in rank by their victories so far, above those out
    expect(afterFirst.standings.map(({ player, rank }) => [player, rank])).toEqual([
      [3, 1],
      [1, 2],
      [2, 2],
      [0, 4],
    ]);
  });

  describe('Battle Masters', () => {
    const rules: CampaignRules = { format: 'bd-masters', players: 4 };

    it('plays best of three: 2–0 ends the series without a third game, 2–1 after one', () => {
      const [m0, m1] = campaignProgress(rules, []).upcoming;
      expect(m0).toMatchObject({ key: 'm0', players: [0, 3], series: { bestOf: 3, wins: [0, 0] } });
      const matches = [duel(m0, 3)];
      expect(campaignProgress(rules, matches).upcoming[0]).toMatchObject({ key: 'm0', series: { bestOf: 3, wins: [0, 1] } });
      matches.push(duel(m0, 3));
      let progress = campaignProgress(rules, matches);
      expect(progress.upcoming.map((fixture) => fixture.key)).toEqual(['m1']);
      expect(progress.bracket!.matches[0]).toMatchObject({ players: [0, 3], winner: 3, wins: [0, 2] });

      matches.push(duel(m1, 1), duel(m1, 2));
      progress = campaignProgress(rules, matches);
      expect(progress.upcoming[0]).toMatchObject({ key: 'm1', series: { bestOf: 3, wins: [1, 1] } });
      matches.push(duel(m1, 2));
      progress = campaignProgress(rules, matches);
      expect(progress.bracket!.matches[1]).toMatchObject({ winner: 2, wins: [1, 2] });
      expect(progress.upcoming).toEqual([expect.objectContaining({ key: 'm2', players: [3, 2], round: 2, series: { bestOf: 3, wins: [0, 0] } })]);
    });

    it('replays a drawn game of a series, and ignores games saved after the series was decided', () => {
      const [m0] = campaignProgress(rules, []).upcoming;
      const matches = [duel(m0, 0), saved('m0', m0.players, DUEL_DRAWN)];
      expect(campaignProgress(rules, matches).upcoming[0]).toMatchObject({ key: 'm0', replay: true, series: { wins: [1, 0] } });
      matches.push(duel(m0, 0), duel(m0, 3), duel(m0, 3));
      const progress = campaignProgress(rules, matches);
      expect(progress.bracket!.matches[0]).toMatchObject({ winner: 0, wins: [2, 0] });
      expect(progress.standings.find((line) => line.player === 3)).toMatchObject({ score: 0, played: 2 });
      expect(progress.chart.scores[3]).toEqual([0]);
    });

    it('ranks by the round reached: semi-final losers share third place even when one took a game', () => {
      // 0 beats 3 2–0; 2 beats 1 2–1; 0 beats 2 2–1 in the final
      const wins: Record<string, number[]> = { m0: [0, 0], m1: [1, 2, 2], m2: [2, 0, 0] };
      const matches: CampaignMatch[] = [];
      let progress = campaignProgress(rules, matches);
      while (progress.upcoming.length > 0) {
        const fixture = progress.upcoming[0];
        matches.push(duel(fixture, wins[fixture.key].shift()!));
        progress = campaignProgress(rules, matches);
      }
      expect(progress.champions).toEqual([0]);
      expect(progress.standings.map(({ player, rank, score, played, detail }) => [player, rank, score, played, detail])).toEqual([
        [0, 1, 4, 5, [4, 1]],
        [2, 2, 3, 6, [3, 3]],
        [1, 3, 1, 3, [1, 2]],
        [3, 3, 0, 2, [0, 2]],
      ]);
    });

    it.each([2, 3, 5, 8, 16])('plays a bracket of %i players to its champion', (players) => {
      let game = 0;
      // the better seed wins every series 2–1
      const { progress, matches } = playOut({ format: 'bd-masters', players }, (fixture) => {
        game += 1;
        return game % 3 === 1 ? Math.max(...fixture.players) : Math.min(...fixture.players);
      });
      expect(progress.champions).toEqual([0]);
      expect(matches).toHaveLength(3 * (players - 1));
      expect(progress.bracket!.matches.every((match) => match.wins?.join() === (match.players[0]! < match.players[1]! ? '2,1' : '1,2'))).toBe(true);
    });
  });
});

describe('fixtureOptions', () => {
  const fixture = (key: string, players: number[]): CampaignFixture => ({ key, game: 'battle-dice', players, firstSeat: 0, round: 1 });
  const TEAM_A = ['wizard', 'troll', 'dragon'];
  const TEAM_B = ['knight', 'witch', 'monk'];
  const TEAM_C = ['owl', 'bat', 'yeti'];

  it('Duels: a first-time player drafts from the heroes nobody else holds; a player keeps the team of their first drafted duel', () => {
    const rules: CampaignRules = { format: 'bd-duels', players: 4 };
    expect(fixtureOptions(rules, [], fixture('r1.0-3', [0, 3]))).toEqual({ duel: true, teams: [[], []], excluded: [] });
    const matches = [
      // a duel still in its draft does not give its players a team
      saved('r2.2-3', [2, 3], null, { createdAt: 50, teams: [['owl'], []] }),
      saved('r1.0-1', [0, 1], duelWon(0), { createdAt: 10, teams: [TEAM_A, TEAM_B] }),
      // should a later duel show other heroes, the first team stands
      saved('r2.1-0', [1, 0], duelWon(1), { createdAt: 20, teams: [TEAM_B, TEAM_C] }),
    ];
    // 0 holds a team, 3 drafts, avoiding 1's team (0's is taken by 0 at the table)
    expect(fixtureOptions(rules, matches, fixture('r3.0-3', [0, 3]))).toEqual({ duel: true, teams: [TEAM_A, []], excluded: [...TEAM_B].sort() });
    expect(fixtureOptions(rules, matches, fixture('r3.3-1', [3, 1]))).toEqual({ duel: true, teams: [[], TEAM_B], excluded: [...TEAM_A].sort() });
    // two newcomers draft together, away from everyone else's heroes
    expect(fixtureOptions(rules, matches, fixture('r3.2-3', [2, 3]))).toEqual({ duel: true, teams: [[], []], excluded: [...TEAM_A, ...TEAM_B].sort() });
    expect(fixtureOptions(rules, matches, fixture('r3.0-1', [0, 1]))).toEqual({ duel: true, teams: [TEAM_A, TEAM_B], excluded: [] });
  });

  it('Elimination: the same tournament teams', () => {
    const rules: CampaignRules = { format: 'bd-elimination', players: 3 };
    const matches = [saved('m0', [1, 2], duelWon(1), { teams: [TEAM_B, TEAM_C] })];
    expect(fixtureOptions(rules, matches, fixture('m1', [0, 2]))).toEqual({ duel: true, teams: [[], TEAM_C], excluded: [...TEAM_B].sort() });
  });

  it('Battle Masters: heroes either player used earlier in the series are out; a new opponent refreshes them all', () => {
    const rules: CampaignRules = { format: 'bd-masters', players: 4 };
    expect(fixtureOptions(rules, [], fixture('m0', [0, 3]))).toEqual({ duel: true, excluded: [] });
    const matches = [
      saved('m0', [0, 3], duelWon(0), { teams: [TEAM_A, TEAM_B] }),
      saved('m1', [1, 2], duelWon(0), { teams: [TEAM_C, ['giant', 'dwarf', 'goblin']] }),
    ];
    expect(fixtureOptions(rules, matches, fixture('m0', [0, 3]))).toEqual({ duel: true, excluded: [...TEAM_A, ...TEAM_B].sort() });
    matches.push(saved('m0', [0, 3], duelWon(1), { teams: [TEAM_C, ['giant', 'dwarf', 'goblin']] }));
    expect((fixtureOptions(rules, matches, fixture('m0', [0, 3])).excluded as string[]).length).toBe(12);
    // the final, a new opponent: every hero is back
    expect(fixtureOptions(rules, matches, fixture('m2', [0, 1]))).toEqual({ duel: true, excluded: [] });
  });

  it('Battle Masters: brings every hero back once fewer than six would be left', () => {
    const rules: CampaignRules = { format: 'bd-masters', players: 2 };
    const matches: CampaignMatch[] = [];
    // four drawn games use 24 heroes: six are left, enough for one more game
    for (let game = 0; game < 4; game++) {
      const heroes = ALL_HEROES.slice(6 * game, 6 * game + 6);
      matches.push(saved('m0', [0, 1], DUEL_DRAWN, { teams: [heroes.slice(0, 3), heroes.slice(3)] }));
    }
    expect(fixtureOptions(rules, matches, fixture('m0', [0, 1]))).toEqual({ duel: true, excluded: ALL_HEROES.slice(0, 24).sort() });
    matches.push(saved('m0', [0, 1], DUEL_DRAWN, { teams: [ALL_HEROES.slice(24, 27), [ALL_HEROES[27], ALL_HEROES[0], ALL_HEROES[1]]] }));
    // 28 used: two left would not make a duel
    expect(fixtureOptions(rules, matches, fixture('m0', [0, 1]))).toEqual({ duel: true, excluded: [] });
  });

  it('gives a Dwarves & Trolls series its first seat on the dwarves, and other games nothing', () => {
    const matches = [saved('g1', [0, 1], { ranks: [1, 2], scores: [30, 10], winners: [0] })];
    // the seats swap each match, so the first seat leading the dwarves takes turns between the players
    expect(fixtureOptions({ format: 'thud-series', players: 2 }, matches, { ...fixture('g2', [1, 0]), game: 'thud' })).toEqual({ dwarvesFirst: 'seat0' });
    expect(fixtureOptions({ format: 'trol-series', players: 3 }, [], { ...fixture('g1', [0, 1, 2]), game: 'trol' })).toEqual({});
    expect(fixtureOptions({ format: 'league', players: 3 }, [], { ...fixture('l1', [0, 1]), game: 'battle-dice' })).toEqual({});
  });
});

describe('series', () => {
  /** a finished match with these scores per seat; the best score wins */
  function scored(key: string, players: number[], scores: number[], night = '2025-01-03'): CampaignMatch {
    const best = Math.max(...scores);
    const ranks = scores.map((score) => 1 + scores.filter((other) => other > score).length);
    return saved(key, players, { ranks, scores, winners: scores.flatMap((score, seat) => (score === best ? [seat] : [])) }, { night });
  }

  it('Dwarves & Trolls: N matches, the seats swapping each match; totals of the two-battle scores, matches won, champion once all are played', () => {
    const rules: CampaignRules = { format: 'thud-series', players: 2, matches: 4 };
    const start = campaignProgress(rules, []);
    expect(start.scoreKind).toBe('total');
    expect(start.upcoming).toEqual([1, 2, 3, 4].map((round) => ({ key: `g${round}`, game: 'thud', players: round % 2 ? [0, 1] : [1, 0], firstSeat: 0, round })));
    expect(campaignProgress({ format: 'thud-series', players: 2 }, []).upcoming).toHaveLength(3);

    const matches = [scored('g1', [0, 1], [34, 12], '2025-01-03'), scored('g2', [1, 0], [28, 20], '2025-01-10')];
    const ongoing = saved('g3', [0, 1], null);
    let progress = campaignProgress(rules, [...matches, ongoing]);
    expect(progress.upcoming.map(({ key, matchId }) => [key, matchId])).toEqual([
      ['g3', ongoing.id],
      ['g4', undefined],
    ]);
    expect(progress.standings.map(({ player, rank, score, played, detail }) => [player, rank, score, played, detail])).toEqual([
      [0, 1, 54, 2, [1]],
      [1, 2, 40, 2, [1]],
    ]);
    expect(progress.champions).toBeNull();
    expect(progress.chart).toEqual({ nights: ['2025-01-03', '2025-01-10'], scores: [[34, 54], [12, 40]] });

    matches.push(scored('g3', [0, 1], [10, 30], '2025-01-17'), scored('g4', [1, 0], [16, 12], '2025-01-24'));
    progress = campaignProgress(rules, matches);
    expect(progress.upcoming).toEqual([]);
    // 76 to 86
    expect(lines(progress)).toEqual([
      [1, 1, 86],
      [0, 2, 76],
    ]);
    expect(progress.champions).toEqual([1]);
  });

  it('Dwarves & Trolls: a level total crowns both players', () => {
    const rules: CampaignRules = { format: 'thud-series', players: 2, matches: 2 };
    const progress = campaignProgress(rules, [scored('g1', [0, 1], [30, 20]), scored('g2', [1, 0], [30, 20])]);
    expect(progress.champions).toEqual([0, 1]);
    expect(progress.standings.map(({ rank }) => rank)).toEqual([1, 1]);
  });

  it('TRÔL: the first seat moves round while the seats stay; the points add up', () => {
    const rules: CampaignRules = { format: 'trol-series', players: 4, matches: 5 };
    const start = campaignProgress(rules, []);
    expect(start.upcoming.map(({ key, game, players, firstSeat, round }) => [key, game, players, firstSeat, round])).toEqual([
      ['g1', 'trol', [0, 1, 2, 3], 0, 1],
      ['g2', 'trol', [0, 1, 2, 3], 1, 2],
      ['g3', 'trol', [0, 1, 2, 3], 2, 3],
      ['g4', 'trol', [0, 1, 2, 3], 3, 4],
      ['g5', 'trol', [0, 1, 2, 3], 0, 5],
    ]);
    const three: CampaignRules = { format: 'trol-series', players: 3 };
    const matches = [scored('g1', [0, 1, 2], [5, 9, 2]), scored('g2', [0, 1, 2], [7, 3, 4], '2025-01-10')];
    let progress = campaignProgress(three, matches);
    expect(progress.upcoming).toEqual([{ key: 'g3', game: 'trol', players: [0, 1, 2], firstSeat: 2, round: 3 }]);
    expect(progress.champions).toBeNull();
    expect(progress.chart.scores).toEqual([[5, 12], [9, 12], [2, 6]]);

    matches.push(scored('g3', [0, 1, 2], [1, 4, 8], '2025-01-17'));
    progress = campaignProgress(three, matches);
    expect(progress.standings.map(({ player, rank, score, detail }) => [player, rank, score, detail])).toEqual([
      [1, 1, 16, [1]],
      [2, 2, 14, [1]],
      [0, 3, 13, [1]],
    ]);
    expect(progress.champions).toEqual([1]);
  });

  it('TRÔL: players level on the total share the title', () => {
    const progress = campaignProgress({ format: 'trol-series', players: 3, matches: 1 }, [scored('g1', [0, 1, 2], [6, 6, 3])]);
    expect(lines(progress)).toEqual([
      [0, 1, 6],
      [1, 1, 6],
      [2, 3, 3],
    ]);
    expect(progress.champions).toEqual([0, 1]);
  });
});
