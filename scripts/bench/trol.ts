/**
 * TRÔL figures: random games per second at 2–5 players, the smart bot against random ones, and
 * the balance report the designed Gibier cards were tuned against — how hunts end (ratée, réussie,
 * explosée) and the food they bring, by Gibier — with the win rate by tribe colour and by seat.
 */
import { playGame } from '../../engine/core/simulate';
import type { MatchConfig } from '../../engine/core/types';
import { trol } from '../../engine/games/trol';
import { GIBIERS, TRIBE_COLORS } from '../../engine/games/trol/cards';
import type { HuntOutcome, TrolState } from '../../engine/games/trol/types';
import type { LoggedAction } from '../../engine/core/match';
import { randomGamesPerSecond, smartAgainstRandom } from './bot-games';
import { figure, fmt, heading } from './measure';

const TABLE_SIZES = [2, 3, 4, 5];
const BALANCE_GAMES = 250;

interface GibierTally {
  hunts: number;
  results: Record<HuntOutcome, number>;
  food: number;
  cards: number;
}

function replayHunts(config: MatchConfig, seed: number, log: readonly LoggedAction[], tallies: Map<string, GibierTally>): void {
  const def = trol.definition;
  let state = def.setup(config, seed);
  for (const { seat, action } of log) {
    state = def.apply(state, seat, action) as TrolState;
    for (const event of state.events) {
      if (!event.type.startsWith('hunt-')) continue;
      // the hunt's report is complete once its events are out: it is the state's last hunt
      const report = state.lastHunt!;
      const tally = tallies.get(report.gibier) ?? { hunts: 0, results: { ratee: 0, reussie: 0, explosee: 0 }, food: 0, cards: 0 };
      tally.hunts += 1;
      tally.results[report.result] += 1;
      tally.food += report.food.reduce((sum, food) => sum + food, 0);
      tally.cards += report.cards.length;
      tallies.set(report.gibier, tally);
    }
  }
}

/** games of smart bots only: how hunts end by Gibier, and who wins by colour and by seat */
function balance(): void {
  heading(`TRÔL: games between smart bots (${BALANCE_GAMES} per table size; balance of the designed Gibier cards)`);
  const tallies = new Map<string, GibierTally>();
  const colorWins = TRIBE_COLORS.map(() => ({ games: 0, wins: 0, fair: 0 }));
  for (const players of TABLE_SIZES) {
    const seatWins = Array<number>(players).fill(0);
    let firstWins = 0;
    for (let game = 0; game < BALANCE_GAMES; game++) {
      const seed = 900_000 + players * 10_000 + game;
      const played = playGame(trol, Array(players).fill('smart'), seed);
      const state = played.state;
      const winner = state.finale!.winner;
      state.tribes.forEach((_, tribe) => {
        colorWins[tribe].games += 1;
        colorWins[tribe].fair += 1 / state.tribes.length;
        if (tribe === winner) colorWins[tribe].wins += 1;
      });
      for (const seat of played.outcome.winners) seatWins[seat] += 1 / played.outcome.winners.length;
      if (played.outcome.winners.includes(played.config.firstSeat)) firstWins += 1 / played.outcome.winners.length;
      replayHunts(played.config, seed, played.log, tallies);
    }
    figure(
      `${players} players: wins by seat`,
      `${seatWins.map((wins, seat) => `seat ${seat + 1} ${fmt((wins / BALANCE_GAMES) * 100, 0)}%`).join(', ')}; the first player ${fmt((firstWins / BALANCE_GAMES) * 100, 0)}%`,
    );
  }
  figure(
    'wins by tribe colour, against its fair share at the tables it played',
    colorWins.map((tally, tribe) => `${TRIBE_COLORS[tribe]} ${fmt((tally.wins / tally.games) * 100, 0)}% (${fmt((tally.fair / tally.games) * 100, 0)}%)`).join(', '),
  );
  const all = { hunts: 0, ratee: 0, reussie: 0, explosee: 0 };
  console.log('  Hunts by Gibier (range): ratée / réussie / explosée, food per hunt, cards per hunt');
  for (const gibier of GIBIERS) {
    const tally = tallies.get(gibier.id);
    if (!tally) continue;
    all.hunts += tally.hunts;
    for (const result of ['ratee', 'reussie', 'explosee'] as const) all[result] += tally.results[result];
    const share = (result: HuntOutcome) => `${fmt((tally.results[result] / tally.hunts) * 100, 0)}%`.padStart(4);
    console.log(
      `    ${gibier.id.padEnd(18)} ${`${gibier.min}–${gibier.max}`.padEnd(6)} ${share('ratee')} / ${share('reussie')} / ${share('explosee')}   food ${fmt(tally.food / tally.hunts)}   cards ${fmt(tally.cards / tally.hunts)}   (${tally.hunts} hunts)`,
    );
  }
  const share = (count: number) => `${fmt((count / all.hunts) * 100, 0)}%`;
  figure('all hunts: ratée / réussie / explosée', `${share(all.ratee)} / ${share(all.reussie)} / ${share(all.explosee)} of ${all.hunts}`);
}

export function benchTrol(): void {
  randomGamesPerSecond(trol, 'TRÔL', TABLE_SIZES, 50);
  smartAgainstRandom(trol, 'TRÔL', TABLE_SIZES, 400_000);
  balance();
}
