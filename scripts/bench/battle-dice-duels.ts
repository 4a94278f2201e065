/**
 * Battle Dice duel length: how many turns a one-on-one duel of the strongest bot against itself
 * lasts, with random teams and with the most healing-heavy pairings a tournament can produce
 * (where a heal-and-shield stalemate is likeliest). The engine tests hold the same pairings to
 * the bound; this prints the distribution.
 */
import { randomSource } from '../../engine/core/rng';
import { playGame } from '../../engine/core/simulate';
import { battleDice } from '../../engine/games/battle-dice';
import type { Bot } from '../../engine/core/types';
import { smart } from '../../engine/games/battle-dice/bots';
import { SUDDEN_DEATH_OFFER_ROUNDS, combinations, legalActions } from '../../engine/games/battle-dice/rules';
import { HEROES, hero } from '../../engine/games/battle-dice/heroes';
import type { Ability, BattleDiceState, HeroId } from '../../engine/games/battle-dice/types';
import { randomTeams } from './battle-dice';
import { figure, fmt, heading, median, percentile } from './measure';

/**
 * What one face keeps its roller alive with, per roll: its heal, or the damage a SHIELD blocks.
 * MEDITATE heals 4 but rests the die a turn; LIGHT heals more in pairs.
 */
const SUSTAIN: Partial<Record<Ability, number>> = { water: 2, light: 1.5, meditate: 3, growth: 1, drain: 1, shield: 3 };
/** What one face takes off the opponent, per roll (DARK more in pairs, BASH more on an effect, a LIGHTNING run). */
const ATTACK: Partial<Record<Ability, number>> = { dark: 1.5, fire: 2, bash: 1.5, curse: 3, lightning: 1.5, drain: 1, swarm: 1, ice: 1 };

const perRoll = (team: readonly HeroId[], table: Partial<Record<Ability, number>>): number =>
  team.reduce((sum, id) => sum + hero(id).faces.reduce((faces, face) => faces + (table[face] ?? 0), 0) / 6, 0);

export interface Pairing {
  label: string;
  teams: [HeroId[], HeroId[]];
}

/** A bot final seen to last 262 turns: Phoenix, Yeti, Mermaid against Turtle, Griffin, Druid. */
export const LONG_FINAL: Pairing = { label: 'the 262-turn final', teams: [['phoenix', 'yeti', 'mermaid'], ['turtle', 'griffin', 'druid']] };

/**
 * The `count` pairings of two teams (six distinct heroes, as a tournament's draft gives) where each
 * side out-heals the other's attack by the most: ranked by the smaller of the two margins
 * (sustain of one team minus attack of the other). Every one of the 4,060 teams is ranked, the best
 * 400 by their own margin are paired, and a pairing repeating a team already listed is skipped so
 * the list spreads over different teams.
 */
export function healingHeavyPairings(count: number): Pairing[] {
  const teams = combinations(
    HEROES.map((candidate) => candidate.id),
    3,
  ).map((team) => ({ team, sustain: perRoll(team, SUSTAIN), attack: perRoll(team, ATTACK) }));
  const candidates = teams.sort((a, b) => b.sustain - b.attack - (a.sustain - a.attack)).slice(0, 400);
  const pairs: { teams: [HeroId[], HeroId[]]; margin: number }[] = [];
  for (let i = 0; i < candidates.length; i++) {
    for (let j = i + 1; j < candidates.length; j++) {
      const [a, b] = [candidates[i], candidates[j]];
      if (a.team.some((id) => b.team.includes(id))) continue;
      pairs.push({ teams: [a.team, b.team], margin: Math.min(a.sustain - b.attack, b.sustain - a.attack) });
    }
  }
  pairs.sort((a, b) => b.margin - a.margin);
  const chosen: Pairing[] = [];
  const used = new Set<string>();
  for (const pair of pairs) {
    const keys = pair.teams.map((team) => team.join('+'));
    if (keys.some((key) => used.has(key))) continue;
    keys.forEach((key) => used.add(key));
    chosen.push({ label: `${keys[0]} v ${keys[1]} (margin ${fmt(pair.margin, 2)})`, teams: pair.teams });
    if (chosen.length === count) break;
  }
  return chosen;
}

export interface DuelOptions {
  /** sudden death agreed at setup (an all-bot campaign's default) */
  suddenDeath?: boolean;
  /** the room refuses sudden death whenever it is offered, so only the bots' play ends the duel */
  refuseOffer?: boolean;
}

/** One seeded Classic duel of the smart bot against itself; the seat that rolls first alternates with the seed. */
export function duel(teams: [HeroId[], HeroId[]], seed: number, options: DuelOptions = {}): BattleDiceState {
  const config = {
    seats: [{ name: 'A' }, { name: 'B' }],
    firstSeat: seed % 2,
    options: { duel: true, teams, suddenDeath: options.suddenDeath === true },
  };
  const bot = options.refuseOffer ? refusingSmart.id : smart.id;
  return playGame(withRefusingBot, [bot, bot], seed, { config }).state;
}

/** the smart bot, with the room answering every offer of sudden death by a refusal */
const refusingSmart: Bot<BattleDiceState> = {
  id: 'smart-refusing',
  choose(state, seat, random) {
    if (legalActions(state, seat).some((action) => action.type === 'sudden-death')) {
      return { type: 'sudden-death', accept: false };
    }
    return smart.choose(state, seat, random);
  },
};

const withRefusingBot = { ...battleDice, bots: [...battleDice.bots, refusingSmart] };

/** the duels' length in turns, and how many ended in a draw (both players down: a tournament replays the duel) */
function printLengths(label: string, duels: BattleDiceState[]): void {
  const turns = duels.map((played) => played.turnNumber);
  const over = (bound: number): number => turns.filter((length) => length > bound).length;
  const draws = duels.filter((played) => (played.winners?.length ?? 0) > 1).length;
  figure(
    label,
    `median ${median(turns)}, p95 ${percentile(turns, 95)}, p99 ${percentile(turns, 99)}, max ${Math.max(...turns)}; ` +
      `${SUDDEN_DEATH_OFFER_ROUNDS * 2} turns or more: ${over(SUDDEN_DEATH_OFFER_ROUNDS * 2 - 1)}, over 60: ${over(60)}, over 120: ${over(120)}; draws: ${draws}`,
  );
}

function benchRoom(title: string, options: DuelOptions, randomDuels: number, perPairing: number): void {
  heading(`Battle Dice duel length in turns, ${title}: smart bot against itself, Classic (aim: p99 ≤ 60, max ≤ 120)`);
  const random = randomSource(4242);
  const randomDuelsPlayed = Array.from({ length: randomDuels }, (_, seed) => duel(randomTeams(random, 2) as [HeroId[], HeroId[]], 1 + seed, options));
  printLengths(`${randomDuels} duels, random teams`, randomDuelsPlayed);
  const healing: BattleDiceState[] = [];
  for (const pairing of [LONG_FINAL, ...healingHeavyPairings(5)]) {
    const played = Array.from({ length: perPairing }, (_, seed) => duel(pairing.teams, 1 + seed, options));
    healing.push(...played);
    printLengths(`${perPairing} duels, ${pairing.label}`, played);
  }
  printLengths(`all ${healing.length} healing-heavy duels`, healing);
}

export function benchDuelLengths(quick = false): void {
  const [randomDuels, perPairing] = quick ? [200, 40] : [1000, 200];
  benchRoom('the bots accepting sudden death when offered', {}, randomDuels, perPairing);
  benchRoom('sudden death from the start (all-bot campaigns)', { suddenDeath: true }, randomDuels, perPairing);
  benchRoom('a room refusing every offer of sudden death', { refuseOffer: true }, randomDuels, perPairing);
}
