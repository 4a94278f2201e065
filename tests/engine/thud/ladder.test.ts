/**
 * The level ladder, pinned: each Thud level outscores the one below it. The games are seeded and
 * the search levels run on node caps without clocks, so the sample's result is the same on every
 * run. The gaps are those `npm run bench` measures on more games, with the Warlord on the same
 * budget of 20,000 nodes a move; the sample is sized so that in 24 games measured for each pair,
 * every run of that many games in a row left the stronger level ahead.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/core/simulate';
import type { Bot } from '../../../engine/core/types';
import { thud } from '../../../engine/games/thud';
import { cappedLevels, greedy } from '../../../engine/games/thud/bots';
import type { ThudState } from '../../../engine/games/thud/types';
import { SEATS } from './helpers';

/** the Warlord's budget here: its full one thinks for seconds a move */
const WARLORD_NODES = 20_000;
/** the house rule the app sets when only bots play (renderer/src/tables/thud/options.ts) */
const BOTS_NO_CAPTURE_LIMIT = 60;

const ladderModule = { definition: thud.definition, bots: [greedy, ...cappedLevels(WARLORD_NODES)] as Bot<ThudState>[] };

/** the two bots' points over `games` seeded games, dwarves first alternating (each game is a battle on each side) */
function headToHead(strong: string, weak: string, games: number): number[] {
  const totals = [0, 0];
  for (let game = 0; game < games; game++) {
    const { outcome } = playGame(ladderModule, [strong, weak], 50 + game, {
      config: { seats: SEATS, firstSeat: game % 2, options: { noCaptureLimit: BOTS_NO_CAPTURE_LIMIT } },
    });
    totals[0] += outcome.scores[0];
    totals[1] += outcome.scores[1];
  }
  return totals;
}

describe('thud level ladder', () => {
  it.each([
    // [stronger, weaker, games]: the Warlord's games are the long ones and its gap the narrowest
    ['easy', 'greedy', 4],
    ['medium', 'easy', 4],
    ['hard', 'medium', 4],
  ] as const)('%s outscores %s over %i seeded games, both sides', (strong, weak, games) => {
    const [strongTotal, weakTotal] = headToHead(strong, weak, games);
    expect(strongTotal, `${strong} ${strongTotal} to ${weak} ${weakTotal}`).toBeGreaterThan(weakTotal);
  });
});
