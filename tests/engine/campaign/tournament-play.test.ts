/**
 * Battle Dice tournaments played out by bots through the match runner: each match is set up with
 * the options `fixtureOptions` gives, and its outcome and heroes go back into `campaignProgress`
 * until the tournament has its champion.
 */
import { describe, expect, it } from 'vitest';
import { campaignProgress, fixtureOptions, type CampaignMatch, type CampaignProgress, type CampaignRules } from '../../../engine/campaign/campaign';
import { playGame, type PlayedGame } from '../../../engine/core/simulate';
import type { MatchConfig } from '../../../engine/core/types';
import { battleDice } from '../../../engine/games/battle-dice';
import type { BattleDiceState } from '../../../engine/games/battle-dice/types';

interface PlayedMatch {
  match: CampaignMatch;
  options: Record<string, unknown>;
  game: PlayedGame<BattleDiceState>;
}

/** each seat's heroes as the app saves them: the team it was given, then its picks of the draft */
function heroTeams(game: PlayedGame<BattleDiceState>): string[][] {
  const given = (game.config.options?.teams ?? []) as string[][];
  const teams = game.config.seats.map((_, seat) => [...(given[seat] ?? [])]);
  for (const { seat, action } of game.log) {
    if (action.type !== 'pick') break;
    teams[seat].push(String(action.hero));
  }
  return teams;
}

/** plays the campaign's next fixture, one match after another, until it has champions */
function playTournament(rules: CampaignRules, seed: number): { played: PlayedMatch[]; progress: CampaignProgress } {
  const played: PlayedMatch[] = [];
  const matches = () => played.map(({ match }) => match);
  let progress = campaignProgress(rules, []);
  while (progress.champions === null) {
    if (played.length > 200) throw new Error('the tournament never ends');
    const fixture = progress.upcoming[0];
    const options = fixtureOptions(rules, matches(), fixture);
    const config: MatchConfig = {
      seats: fixture.players.map((player) => ({ name: `Player ${player + 1}` })),
      firstSeat: fixture.firstSeat,
      options: options as MatchConfig['options'],
    };
    const game = playGame(battleDice, ['random', 'random'], seed + played.length, { config });
    const match: CampaignMatch = {
      id: `match-${played.length + 1}`,
      fixture: fixture.key,
      players: fixture.players,
      createdAt: played.length + 1,
      night: `2025-02-${String(1 + Math.floor(played.length / 4)).padStart(2, '0')}`,
      outcome: game.outcome,
      teams: heroTeams(game),
    };
    played.push({ match, options, game });
    progress = campaignProgress(rules, matches());
  }
  expect(progress.upcoming).toEqual([]);
  return { played, progress };
}

describe('Battle Dice tournaments played by bots', () => {
  it('Battle Masters, 4 players: no hero used twice in a series, every hero back for a new opponent, a champion', () => {
    const rules: CampaignRules = { format: 'bd-masters', players: 4 };
    const { played, progress } = playTournament(rules, 101);
    const seriesHeroes = new Map<string, string[]>();
    for (const { match, options } of played) {
      const before = seriesHeroes.get(match.fixture) ?? [];
      const heroes = match.teams!.flat();
      expect(match.teams!.map((team) => team.length)).toEqual([3, 3]);
      expect(options).toEqual({ duel: true, excluded: [...new Set(before)].sort() });
      expect(heroes.filter((id) => before.includes(id))).toEqual([]);
      seriesHeroes.set(match.fixture, [...before, ...heroes]);
    }
    // semi-finals and final, each best of three (a drawn game is replayed)
    expect([...seriesHeroes.keys()].sort()).toEqual(['m0', 'm1', 'm2']);
    const view = progress.bracket!;
    for (const series of view.matches) expect(Math.max(...series.wins!)).toBe(2);
    const final = view.matches[2];
    expect(final.players).toEqual([view.matches[0].winner, view.matches[1].winner]);
    expect(progress.champions).toEqual([final.winner]);
    expect(progress.standings[0]).toMatchObject({ player: final.winner, rank: 1 });
    expect(progress.standings.map((line) => line.rank).sort()).toEqual([1, 2, 3, 3]);
  });

  it('Duels, 10 players: each keeps the team of their first duel, the thirty heroes shared out without a clash', () => {
    const rules: CampaignRules = { format: 'bd-duels', players: 10 };
    const { played, progress } = playTournament(rules, 202);
    const teams = new Map<number, string[]>();
    for (const { match } of played) {
      match.players.forEach((player, seat) => {
        const team = match.teams![seat];
        expect(team).toHaveLength(3);
        if (!teams.has(player)) teams.set(player, team);
        expect(team, `player ${player} in ${match.fixture}`).toEqual(teams.get(player));
      });
    }
    expect(new Set([...teams.values()].flat()).size).toBe(30);
    // every pair met (drawn duels replayed), then deciding duels if the top was level
    const roundRobin = new Set(played.filter(({ match }) => match.fixture.startsWith('r')).map(({ match }) => match.fixture));
    expect(roundRobin.size).toBe(45);
    expect(progress.champions).toHaveLength(1);
    expect(progress.standings.find((line) => line.rank === 1)!.player).toBe(progress.champions![0]);
  });

  it('Duels, 3 players level at the top: deciding duels, drawn ones replayed, with the tournament teams, until one is ahead', () => {
    // a seed where the round robin and the first cycle of deciding duels both go round in a circle
    const { played, progress } = playTournament({ format: 'bd-duels', players: 3 }, 10_000);
    const deciders = played.filter(({ match }) => match.fixture.startsWith('d'));
    expect(new Set(deciders.map(({ match }) => match.fixture.slice(0, 2)))).toEqual(new Set(['d1', 'd2']));
    expect(deciders.some(({ match }) => match.outcome!.winners.length !== 1)).toBe(true);
    for (const { match, options } of deciders) expect(options.teams).toEqual(match.teams);
    const [champion] = progress.champions!;
    expect(progress.standings.map(({ player, rank }) => [player, rank])).toEqual([
      [champion, 1],
      ...[0, 1, 2].filter((player) => player !== champion).map((player) => [player, 2]),
    ]);
  });

  it('Elimination, 5 players: players with a bye draft their team when they first play', () => {
    const rules: CampaignRules = { format: 'bd-elimination', players: 5 };
    const { played, progress } = playTournament(rules, 303);
    const [first] = played;
    // the first match, between the fourth and fifth seeds, drafts both teams
    expect(first.options).toEqual({ duel: true, teams: [[], []], excluded: [] });
    const held = new Map<number, string[]>();
    for (const { match, options } of played) {
      expect(options.teams).toEqual(match.players.map((player) => held.get(player) ?? []));
      match.players.forEach((player, seat) => held.set(player, held.get(player) ?? match.teams![seat]));
    }
    expect(new Set([...held.values()].flat()).size).toBe(15);
    expect(progress.champions).toHaveLength(1);
    expect(progress.bracket!.byes).toEqual([0, 1, 2]);
  });
});
