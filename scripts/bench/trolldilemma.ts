/**
 * Trolldilemma figures: random games per second, how long games last, the smart bot against random
 * ones, the first player's share of wins, and the balance report the designed cards were tuned
 * against — how often each traveller and item swung the game's winner.
 */
import type { LoggedAction } from '../../engine/core/match';
import { playGame } from '../../engine/core/simulate';
import type { GameEvent, Seat } from '../../engine/core/types';
import { trolldilemma } from '../../engine/games/trolldilemma';
import { ITEMS, TRAVELLERS } from '../../engine/games/trolldilemma/cards';
import type { TrolldilemmaState } from '../../engine/games/trolldilemma/types';
import { randomGamesPerSecond, smartAgainstRandom } from './bot-games';
import { figure, fmt, heading, median, percentile } from './measure';

const TABLE_SIZES = [3, 4, 5];

/**
 * The coins each troll gained or lost through each card played (a traveller's id, or an item's),
 * read from the events: a direct swing only — skulls moved and raids changed later are not counted.
 */
function coinSwings(events: readonly GameEvent[], players: number): Map<string, number[]> {
  const swings = new Map<string, number[]>();
  const add = (card: string, seat: Seat, coins: number) => {
    const row = swings.get(card) ?? Array<number>(players).fill(0);
    row[seat] += coins;
    swings.set(card, row);
  };
  for (const event of events) {
    // every card robbed or bought counts as played, whether or not coins changed hands
    if (event.type === 'raid') for (const card of event.cards as string[]) add(card, 0, 0);
    if (event.type === 'trolley-stops') add('trolley', event.seat as Seat, event.coins as number);
    if (event.type === 'trolley-takes') add('trolley', event.seat as Seat, -(event.coins as number));
    const seat = event.seat as Seat;
    const count = (event.count as number) ?? 0;
    const card = event.card as string;
    switch (event.type) {
      case 'pay':
      case 'pay-cursed':
      case 'minstrel':
      case 'gambler-wins':
        add(card, seat, count);
        break;
      case 'fight':
      case 'hex':
      case 'gambler-loses':
        add(card, seat, -count);
        break;
      case 'pickpocket':
      case 'alms':
        add(card, seat, count);
        add(card, event.to as Seat, -count);
        break;
      case 'trollbird':
        add(card, seat, count);
        break;
      case 'buy':
        add(event.item as string, seat, -count);
        break;
      case 'toll':
        add('toll-sign', seat, count);
        break;
      case 'troll-horn':
        add('troll-horn', seat, count);
        break;
      case 'helmet':
        add('iron-helmet', seat, count);
        break;
      case 'charm':
        add('lucky-charm', seat, count);
        break;
    }
  }
  return swings;
}

function winnersOf(coins: readonly number[], skulls: readonly number[]): string {
  const best = coins.map((c, seat) => [c, skulls[seat]]).reduce((a, b) => (b[0] > a[0] || (b[0] === a[0] && b[1] > a[1]) ? b : a));
  return coins.flatMap((c, seat) => (c === best[0] && skulls[seat] === best[1] ? [seat] : [])).join(',');
}

/** games of smart bots only: length, first player, and which cards swung the winner */
function balance(): void {
  heading('Trolldilemma: games between smart bots (balance of the designed cards)');
  const swingCounts = new Map<string, { games: number; swung: number }>();
  for (const players of TABLE_SIZES) {
    const games = 1000;
    const rounds: number[] = [];
    const reasons = { skulls: 0, 'road-empty': 0 };
    let firstWins = 0;
    for (let game = 0; game < games; game++) {
      const bots = Array.from({ length: players }, () => 'smart');
      const played = playGame(trolldilemma, bots, 500_000 + players * 10_000 + game);
      const state = played.state as TrolldilemmaState;
      rounds.push(state.round);
      if (state.phase.kind === 'over') reasons[state.phase.reason] += 1;
      if (played.outcome.winners.includes(played.config.firstSeat)) firstWins += 1 / played.outcome.winners.length;
      // the runner keeps only the last state: the game's events are collected again by replaying it
      const events = replayEvents(played.config, 500_000 + players * 10_000 + game, played.log);
      const coins = state.trolls.map((troll) => troll.coins);
      const skulls = state.trolls.map((troll) => troll.skulls.length);
      const winners = winnersOf(coins, skulls);
      for (const [card, swing] of coinSwings(events, players)) {
        const without = coins.map((c, seat) => c - swing[seat]);
        const tally = swingCounts.get(card) ?? { games: 0, swung: 0 };
        tally.games += 1;
        if (winnersOf(without, skulls) !== winners) tally.swung += 1;
        swingCounts.set(card, tally);
      }
    }
    figure(
      `${players} players, ${games} games: rounds median / p95 / max`,
      `${median(rounds)} / ${percentile(rounds, 95)} / ${Math.max(...rounds)} (ended by skulls ${reasons.skulls}, road empty ${reasons['road-empty']})`,
    );
    figure(`${players} players: the first player wins`, `${fmt((firstWins / games) * 100)}% (fair share ${fmt(100 / players)}%)`);
  }
  const rate = (id: string) => {
    const tally = swingCounts.get(id);
    return tally ? `${fmt((tally.swung / tally.games) * 100, 0)}%` : 'never played';
  };
  console.log('  Share of the games a card was played in where its coins alone decided the winner:');
  const lines = TRAVELLERS.map((card) => `${String(card.courage).padStart(2)} ${card.id}: ${rate(card.id)}`);
  for (let i = 0; i < lines.length; i += 4) console.log(`    ${lines.slice(i, i + 4).map((line) => line.padEnd(30)).join('')}`);
  console.log(`    items: ${ITEMS.map((item) => `${item.id} ${rate(item.id)}`).join(', ')}`);
}

function replayEvents(config: Parameters<typeof trolldilemma.definition.setup>[0], seed: number, log: readonly LoggedAction[]): GameEvent[] {
  const def = trolldilemma.definition;
  let state = def.setup(config, seed);
  const events = [...state.events];
  for (const { seat, action } of log) {
    state = def.apply(state, seat, action);
    events.push(...state.events);
  }
  return events;
}

export function benchTrolldilemma(): void {
  randomGamesPerSecond(trolldilemma, 'Trolldilemma', TABLE_SIZES, 100);
  smartAgainstRandom(trolldilemma, 'Trolldilemma', TABLE_SIZES, 300_000);
  balance();
}
