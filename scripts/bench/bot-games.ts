/** Figures every game's bench shares: how fast random bots play whole games, and how the smart bot fares against them. */
import { playGame } from '../../engine/core/simulate';
import type { GameModule } from '../../engine/core/types';
import { figure, fmt, heading, median, timeRounds } from './measure';

export function randomGamesPerSecond(module: GameModule<any, any>, title: string, tableSizes: number[], gamesPerRound: number): void {
  heading(`${title}: complete random games`);
  for (const players of tableSizes) {
    const bots = Array.from({ length: players }, () => 'random');
    let seed = 1;
    const rounds = timeRounds(5, () => {
      for (let game = 0; game < gamesPerRound; game++) playGame(module, bots, seed++);
    });
    figure(`${players} players, games per second (median of 5 rounds)`, fmt((gamesPerRound * 1000) / median(rounds), 0));
  }
}

/** 1,000 seeded games per table size, the smart bot in every seat in turn; a shared win counts its share */
export function smartAgainstRandom(module: GameModule<any, any>, title: string, tableSizes: number[], firstSeed: number): void {
  heading(`${title}: the Cunning bot (smart) against Reckless bots (random)`);
  for (const players of tableSizes) {
    const games = 1000;
    let wins = 0;
    for (let game = 0; game < games; game++) {
      const smartSeat = game % players;
      const bots = Array.from({ length: players }, (_, seat) => (seat === smartSeat ? 'smart' : 'random'));
      const { outcome } = playGame(module, bots, firstSeed + game);
      if (outcome.winners.includes(smartSeat)) wins += 1 / outcome.winners.length;
    }
    const rate = wins / games;
    const margin = 1.96 * Math.sqrt((rate * (1 - rate)) / games);
    figure(
      `${players} players, 1 smart vs ${players - 1} random, ${games} seeded games`,
      `smart wins ${fmt(rate * 100)}% ± ${fmt(margin * 100)} (fair share ${fmt(100 / players)}%)`,
    );
  }
}
