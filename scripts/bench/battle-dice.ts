/**
 * Battle Dice figures: battles per second, and the balance report the hero dice were revised
 * against: seeded one-on-one battles of smart bots with random teams (the draft skipped), each
 * hero's and each ability's win rate (a draw counts half).
 */
import { randomSource } from '../../engine/core/rng';
import { playGame } from '../../engine/core/simulate';
import { battleDice } from '../../engine/games/battle-dice';
import { ABILITIES, HEROES } from '../../engine/games/battle-dice/heroes';
import type { Ability, HeroId } from '../../engine/games/battle-dice/types';
import { figure, fmt, heading, median, timeRounds } from './measure';

export interface BalanceReport {
  battles: number;
  draws: number;
  /** seat 0 rolls first: its share of the points */
  firstPlayer: number;
  heroes: { id: HeroId; rate: number; played: number }[];
  abilities: { ability: Ability; rate: number; played: number }[];
}

/** three distinct random heroes per seat */
export function randomTeams(random: () => number, seats: number): HeroId[][] {
  const pool = HEROES.map((candidate) => candidate.id);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return Array.from({ length: seats }, (_, seat) => pool.slice(seat * 3, seat * 3 + 3));
}

export function balanceReport(battles: number, firstSeed = 1, bot = 'smart'): BalanceReport {
  const random = randomSource(firstSeed * 7919);
  const heroPoints = new Map<HeroId, [number, number]>(HEROES.map((candidate) => [candidate.id, [0, 0]]));
  const abilityPoints = new Map<Ability, [number, number]>(ABILITIES.map((ability) => [ability, [0, 0]]));
  let draws = 0;
  let firstPoints = 0;
  for (let battle = 0; battle < battles; battle++) {
    const teams = randomTeams(random, 2);
    const config = { seats: [{ name: 'A' }, { name: 'B' }], firstSeat: 0, options: { teams } };
    const { outcome } = playGame(battleDice, [bot, bot], firstSeed + battle, { config });
    if (outcome.winners.length > 1) draws++;
    teams.forEach((team, seat) => {
      const points = outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
      if (seat === 0) firstPoints += points;
      for (const id of team) {
        const entry = heroPoints.get(id) as [number, number];
        entry[0] += points;
        entry[1] += 1;
        for (const ability of new Set(HEROES.find((candidate) => candidate.id === id)?.faces)) {
          const tally = abilityPoints.get(ability) as [number, number];
          tally[0] += points;
          tally[1] += 1;
        }
      }
    });
  }
  const rate = ([points, played]: [number, number]): number => (played ? points / played : 0);
  return {
    battles,
    draws,
    firstPlayer: firstPoints / battles,
    heroes: [...heroPoints].map(([id, tally]) => ({ id, rate: rate(tally), played: tally[1] })).sort((a, b) => b.rate - a.rate),
    abilities: [...abilityPoints]
      .map(([ability, tally]) => ({ ability, rate: rate(tally), played: tally[1] }))
      .sort((a, b) => b.rate - a.rate),
  };
}

function battlesPerSecond(): void {
  heading('Battle Dice: complete battles (draft included)');
  for (const bot of ['random', 'smart']) {
    for (const players of [2, 4]) {
      const bots = Array.from({ length: players }, () => bot);
      const perRound = bot === 'random' ? 200 : 50;
      let seed = 1;
      const rounds = timeRounds(5, () => {
        for (let battle = 0; battle < perRound; battle++) playGame(battleDice, bots, seed++);
      });
      figure(`${players} ${bot} bots, battles per second (median of 5 rounds)`, fmt((perRound * 1000) / median(rounds), 0));
    }
  }
}

function printBalance(): void {
  const battles = 10_000;
  heading(`Battle Dice balance: ${fmt(battles, 0)} seeded duels of smart bots, random teams (aim: every hero 42–58%)`);
  const report = balanceReport(battles);
  const pct = (value: number): string => `${fmt(value * 100)}%`;
  figure('draws', pct(report.draws / battles));
  figure('first player to roll', pct(report.firstPlayer));
  for (const { id, rate, played } of report.heroes) figure(`hero ${id} (${played} battles)`, pct(rate));
  const rates = report.heroes.map((entry) => entry.rate);
  figure('hero spread (lowest – highest)', `${pct(Math.min(...rates))} – ${pct(Math.max(...rates))}`);
  for (const { ability, rate, played } of report.abilities) figure(`ability ${ability} (on ${played} hero entries)`, pct(rate));
}

export async function benchBattleDice(): Promise<void> {
  battlesPerSecond();
  printBalance();
}
