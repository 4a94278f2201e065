/**
 * The Warlord against its frozen reference (thud-reference/), for the bench: one seeded match of
 * two battles per message, on a worker thread. Both sides search on node caps without clocks, so a
 * match's result depends only on its job, never on the machine's load; the bench converts seconds
 * into nodes with the speeds it measures. Each battle opens with the same two plies drawn from the
 * seed (a dwarf move and a troll reply that leave nothing to take), so that matches differ from
 * the first move and both seats play both sides of the same opening. After each of its moves the
 * candidate ponders, as it does in play while the other player thinks, on a node budget too.
 */
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { botSeed } from '../../engine/ai/bot-move';
import { sameJson } from '../../engine/core/json';
import { applyChecked } from '../../engine/core/match';
import { randomSource } from '../../engine/core/rng';
import type { Bot, Seat } from '../../engine/core/types';
import type { SearchLimits } from '../../engine/ai/search/alphabeta';
import { START_BOARD } from '../../engine/games/thud/board';
import { searchBot, WARLORD_STYLE } from '../../engine/games/thud/bots';
import { thud } from '../../engine/games/thud';
import { Position } from '../../engine/games/thud/position';
import { moveAction } from '../../engine/games/thud/rules';
import type { ThudAction, ThudState } from '../../engine/games/thud/types';
import { referenceWarlord } from './thud-reference/warlord';

/** the house rule the app sets when only bots play (renderer/src/tables/thud/options.ts) */
export const MATCH_NO_CAPTURE_LIMIT = 60;
/** plies of each battle played from the seed before the bots take over */
export const OPENING_PLIES = 2;

export interface MatchJob {
  seed: number;
  /** the candidate plays seat 0, the reference seat 1; this seat leads the dwarves in battle 1 */
  firstSeat: Seat;
  candidate: SearchLimits;
  reference: SearchLimits;
  /**
   * nodes the candidate may think on the reference's time, after each of its moves (0: none). In
   * play it thinks while the other player does; a fixed count keeps the match reproducible.
   */
  candidatePonderNodes: number;
}

export interface MatchResult {
  /** points of the candidate, then of the reference, over the two battles */
  scores: number[];
  /** the candidate's thinking time for each of its moves, in ms */
  candidateMs: number[];
  /** replies the candidate thought about on the reference's time, and how many of them came */
  pondered: number;
  foreseen: number;
}

/** The seed's opening: moves after which the other side has nothing to take. */
export function openingMoves(seed: number): number[] {
  // mixed: the generator's first draws from neighbouring small seeds are alike
  const random = randomSource(botSeed(seed, 0x0be7));
  const position = new Position(START_BOARD, true);
  const buffer = new Int32Array(4096);
  const played: number[] = [];
  for (let ply = 0; ply < OPENING_PLIES; ply++) {
    const count = position.generate(buffer, 0);
    const safe: number[] = [];
    for (let i = 0; i < count; i++) {
      const move = buffer[i];
      position.make(move);
      if (position.generate(buffer, count, true) === count) safe.push(move);
      position.unmake(move);
    }
    const move = safe[Math.floor(random() * safe.length)];
    position.make(move);
    played.push(move);
  }
  return played;
}

/** Plays the job's match: its final state, the candidate's thinking time for each of its moves, how often it foresaw the reply. */
export function playMatch(job: MatchJob): { state: ThudState } & Omit<MatchResult, 'scores'> {
  const definition = thud.definition;
  const candidateBot = searchBot('candidate', job.candidate, { ...WARLORD_STYLE, ponders: job.candidatePonderNodes > 0 });
  const bots: Bot<ThudState>[] = [candidateBot, referenceWarlord('reference', job.reference)];
  const opening = openingMoves(job.seed).map(moveAction);
  const random = randomSource(job.seed ^ 0x5bd1e995);
  const candidateMs: number[] = [];
  let pondered = 0;
  let foreseen = 0;
  let expected: ThudAction | null = null;
  let state = definition.setup(
    { seats: [{ name: 'candidate' }, { name: 'reference' }], firstSeat: job.firstSeat, options: { noCaptureLimit: MATCH_NO_CAPTURE_LIMIT } },
    job.seed,
  );
  while (!definition.outcome(state)) {
    const seat = definition.activeSeats(state)[0];
    let action: ThudAction;
    if (!state.proposal && state.moves.length < opening.length) action = opening[state.moves.length];
    else {
      const started = performance.now();
      action = bots[seat].choose(state, seat, random) as ThudAction;
      if (seat === 0) candidateMs.push(performance.now() - started);
    }
    if (seat === 1 && expected) {
      pondered++;
      if (sameJson(action, expected)) foreseen++;
    }
    state = applyChecked(definition, state, seat, action);
    expected = null;
    if (seat === 0 && job.candidatePonderNodes > 0 && !definition.outcome(state)) {
      expected = candidateBot.ponder?.(state, 0, { maxNodes: job.candidatePonderNodes, timeMs: Infinity, stop: () => false }) as ThudAction | null;
    }
  }
  return { state, candidateMs, pondered, foreseen };
}

const port = parentPort;
if (port)
  port.on('message', (job: MatchJob) => {
    const { state, ...played } = playMatch(job);
    port.postMessage({ scores: thud.definition.outcome(state)?.scores ?? [0, 0], ...played } satisfies MatchResult);
  });
