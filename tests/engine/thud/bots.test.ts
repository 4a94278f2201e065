/**
 * Thud bots: tactics, legal play, ending battles, and strength. Search bots here run on node caps
 * with no time limit, so every result is reproducible.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../engine/core/match';
import { randomSource } from '../../../engine/core/rng';
import { playGame } from '../../../engine/core/simulate';
import type { Bot, MatchConfig } from '../../../engine/core/types';
import { search } from '../../../engine/ai/search/alphabeta';
import { START_BOARD } from '../../../engine/games/thud/board';
import { thud } from '../../../engine/games/thud';
import { QUIET_BEFORE_PROPOSING, greedy, random, searchBot } from '../../../engine/games/thud/bots';
import { ThudSearchPosition } from '../../../engine/games/thud/evaluate';
import { formatMove } from '../../../engine/games/thud/notation';
import { legalActions } from '../../../engine/games/thud/rules';
import type { MoveAction, ThudState } from '../../../engine/games/thud/types';
import { SEATS, stateWith } from './helpers';

/** the three levels scaled down to node caps (the real ones think for seconds) */
const capped = {
  easy: searchBot('easy', { maxDepth: 1, maxNodes: 1_500, timeMs: Infinity }),
  medium: searchBot('medium', { maxDepth: 3, maxNodes: 5_000, timeMs: Infinity }),
  hard: searchBot('hard', { maxDepth: 64, maxNodes: 12_000, timeMs: Infinity }),
};
const testModule = { definition: thud.definition, bots: [random, greedy, ...Object.values(capped)] as Bot<ThudState>[] };

const chosen = (bot: Bot<ThudState>, state: ThudState, seat: number) => {
  const action = bot.choose(state, seat, randomSource(1));
  return action.type === 'move' ? formatMove(state.toMove, action as MoveAction) : action.type;
};

function config(firstSeat: number): MatchConfig {
  return { seats: SEATS, firstSeat, options: { noCaptureLimit: 20 } };
}

describe('thud search', () => {
  it('is reproducible on a node cap and leaves the position untouched', () => {
    const first = new ThudSearchPosition(START_BOARD, true);
    const cells = Array.from(first.cells);
    const a = search(first, { maxDepth: 64, maxNodes: 20_000, timeMs: Infinity });
    const b = search(new ThudSearchPosition(START_BOARD, true), { maxDepth: 64, maxNodes: 20_000, timeMs: Infinity });
    expect(a).toMatchObject({ move: b.move, score: b.score, depth: b.depth, nodes: b.nodes });
    expect(Array.from(first.cells)).toEqual(cells);
    expect(a.depth).toBeGreaterThanOrEqual(2);
  });
});

describe('thud bots', () => {
  it('take what is there: a hurl, and every dwarf a troll can club', () => {
    const hurl = stateWith({ dwarves: ['A6', 'B6', 'C6', 'K2'], trolls: ['E6', 'M12'] });
    const clubs = stateWith({ dwarves: ['E7', 'E8', 'F6', 'M3'], trolls: ['G7', 'A10'], toMove: 'troll' });
    for (const bot of [greedy, ...Object.values(capped)]) {
      expect(chosen(bot, hurl, 0), bot.id).toBe('dC6-E6xE6');
      expect(chosen(bot, clubs, 1), bot.id).toBe('TG7-F7xF6xE7xE8');
    }
  });

  it('see one move ahead: a threatened troll steps out of the line of fire', () => {
    // dwarves on A6–D6 can hurl D6 four squares east; the troll on G6 is in reach (2 empty squares)
    const state = stateWith({ dwarves: ['A6', 'B6', 'C6', 'D6'], trolls: ['G6'], toMove: 'troll' });
    for (const bot of [capped.medium, capped.hard]) {
      const move = chosen(bot, state, 1);
      const after = thud.definition.apply(state, 1, bot.choose(state, 1, randomSource(1)));
      expect(legalActions(after, 0).some((action) => action.type === 'move' && (action as MoveAction).captures.length > 0), move).toBe(false);
    }
  });

  it('decline an end when a capture is coming, accept when nothing is left to fight for', () => {
    // the dwarves propose, but the troll on G8 clubs E7, E8 and E9 from F8 whatever they do
    const doomed = { ...stateWith({ dwarves: ['E7', 'E8', 'E9'], trolls: ['G8'] }), proposal: 'dwarf' as const };
    const quiet = { ...stateWith({ dwarves: ['A6', 'P6'], trolls: ['H13'] }), proposal: 'dwarf' as const };
    for (const bot of Object.values(capped)) {
      expect(chosen(bot, doomed, 1), bot.id).toBe('decline-end');
      expect(chosen(bot, quiet, 1), bot.id).toBe('accept-end');
    }
  });

  it('propose an end once the battle is quiet and they are not behind', () => {
    const quiet = stateWith({ dwarves: ['A6', 'B6', 'P6', 'P7', 'O5'], trolls: ['H13'], movesWithoutCapture: QUIET_BEFORE_PROPOSING });
    const early = { ...quiet, movesWithoutCapture: 0 };
    const behind = stateWith({ dwarves: ['A6', 'P6'], trolls: ['H13'], movesWithoutCapture: QUIET_BEFORE_PROPOSING });
    for (const bot of Object.values(capped)) {
      expect(chosen(bot, quiet, 0), bot.id).toBe('propose-end');
      expect(chosen(bot, early, 0), bot.id).not.toBe('propose-end');
      expect(chosen(bot, behind, 0), bot.id).not.toBe('propose-end');
      // after a decline it must move
      expect(chosen(bot, { ...quiet, declined: true }, 0), bot.id).not.toBe('propose-end');
    }
  });

  it('play only legal moves through whole games, and end them', () => {
    for (const [seed, bots] of [[1, ['hard', 'random']], [2, ['greedy', 'medium']], [3, ['easy', 'greedy']]] as const) {
      const game = playGame(testModule, bots, seed, { config: config(seed % 2) });
      expect(game.state.over).toBe(true);
      expect(replay(thud.definition, game.config, seed, game.log)).toEqual(game.state);
    }
  });

  it('are ordered by strength: each level outscores a weaker one over four games, both sides', () => {
    // medium and hard differ by thinking time; on these small node caps they are too close to
    // order in four games, so hard is measured against easy
    for (const [strong, weak] of [['easy', 'greedy'], ['medium', 'easy'], ['hard', 'easy']] as const) {
      let strongTotal = 0;
      let weakTotal = 0;
      for (let game = 0; game < 4; game++) {
        const { outcome } = playGame(testModule, [strong, weak], 50 + game, { config: config(game % 2) });
        strongTotal += outcome.scores[0];
        weakTotal += outcome.scores[1];
      }
      expect(strongTotal, `${strong} against ${weak}`).toBeGreaterThan(weakTotal);
    }
  });
});
