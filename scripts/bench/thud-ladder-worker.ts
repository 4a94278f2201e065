/**
 * The Thud level ladder's games for the bench, one worker thread per core: each message is one
 * seeded game, answered with its two-battle scores. The levels play on node caps without clocks
 * (see `cappedLevels`), so a game's result depends only on its job, never on the machine's load.
 */
import { parentPort } from 'node:worker_threads';
import { playGame } from '../../engine/core/simulate';
import type { Bot } from '../../engine/core/types';
import { thud } from '../../engine/games/thud';
import { cappedLevels, greedy, random } from '../../engine/games/thud/bots';
import type { ThudState } from '../../engine/games/thud/types';

/** the Warlord's budget on the ladder (1,500,000 nodes in play: seconds a move) */
export const LADDER_WARLORD_NODES = 20_000;
/** the house rule the app sets when only bots play (renderer/src/tables/thud/options.ts) */
export const LADDER_NO_CAPTURE_LIMIT = 60;

export interface LadderJob {
  /** bot ids: seat 0 plays `strong`, seat 1 `weak` */
  strong: string;
  weak: string;
  seed: number;
  /** the seat on the dwarves in battle 1 (battle 2 swaps) */
  firstSeat: number;
}

const ladderModule = {
  definition: thud.definition,
  bots: [random, greedy, ...cappedLevels(LADDER_WARLORD_NODES)] as Bot<ThudState>[],
};

/** the two seats' points over the game's two battles */
export function playLadderGame(job: LadderJob): number[] {
  const { outcome } = playGame(ladderModule, [job.strong, job.weak], job.seed, {
    config: {
      seats: [{ name: job.strong }, { name: job.weak }],
      firstSeat: job.firstSeat,
      options: { noCaptureLimit: LADDER_NO_CAPTURE_LIMIT },
    },
  });
  return outcome.scores;
}

const port = parentPort;
if (port) port.on('message', (job: LadderJob) => port.postMessage(playLadderGame(job)));
