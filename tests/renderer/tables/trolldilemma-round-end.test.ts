/**
 * A Trolldilemma round's end, as the TV plays it back: from the round's last secret choice until
 * a human can act again, seeded games of smart bots seated as the fixtures' table (seats 0 and 3
 * human, 1 and 2 bots moving at the Host's pace). The time is the playback queue's own: each
 * step's duration as the queue sets it, on fake timers — no clock is waited on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnimationSpeed } from '$contract/api';
import { defaultBotPaceMs } from '../../../electron/main/host';
import type { GameEvent, Seat } from '$engine/core/types';
import { playGame } from '$engine/core/simulate';
import { trolldilemma } from '$engine/games/trolldilemma';
import type { TrolldilemmaState } from '$engine/games/trolldilemma/types';
import { playbackSteps, type PlaybackStep } from '../../../renderer/src/tables/trolldilemma/playback';
import { TrolldilemmaTableState } from '../../../renderer/src/tables/trolldilemma/table-state.svelte';
import { seatSetups, snapshotOf } from './trolldilemma-fixtures';

const { definition } = trolldilemma;
const HUMANS: Seat[] = [0, 3];

interface Move {
  seat: Seat;
  state: TrolldilemmaState;
  events: GameEvent[];
}

/** every move of a seeded game of four smart bots, with the state after it */
function seededMoves(seed: number): { start: TrolldilemmaState; moves: Move[] } {
  const config = { seats: seatSetups(4).map(({ name }) => ({ name })), firstSeat: seed % 4 };
  const game = playGame(trolldilemma, ['smart', 'smart', 'smart', 'smart'], seed, { config });
  const start = definition.setup(config, seed);
  let state = start;
  const moves = game.log.map(({ seat, action }) => {
    state = definition.apply(state, seat, action);
    return { seat, state, events: state.events };
  });
  return { start, moves };
}

const humanCanAct = (state: TrolldilemmaState) =>
  definition.outcome(state) !== null || definition.activeSeats(state).some((seat) => HUMANS.includes(seat));

/**
 * The rounds' ends of a game: from the move that revealed the last secret choices, or a human's
 * purchase or pass at RESTOCK, through the bots' moves until a human can act.
 */
function roundEnds(seed: number) {
  const { start, moves } = seededMoves(seed);
  const ends: { before: TrolldilemmaState; actionCount: number; moves: Move[] }[] = [];
  moves.forEach((move, i) => {
    const before = i === 0 ? start : moves[i - 1].state;
    const revealed = move.events.some((event) => event.type === 'throws-revealed' || event.type === 'trolley-revealed');
    if (!revealed && !(HUMANS.includes(move.seat) && before.phase.kind === 'restock')) return;
    let last = i;
    while (!humanCanAct(moves[last].state)) last++;
    ends.push({ before, actionCount: i, moves: moves.slice(i, last + 1) });
  });
  return ends;
}

/**
 * Plays a round's end on the table at `speed`: the last secret choice at once, each bot move
 * after the Host's pause for that speed. Returns the steps shown with their durations, and when
 * the table was done (ms after the last secret choice).
 */
async function playBack(end: ReturnType<typeof roundEnds>[number], speed: AnimationSpeed) {
  const table = new TrolldilemmaTableState();
  table.follow(snapshotOf(end.before, [], end.actionCount), speed);
  vi.useFakeTimers();
  const start = Date.now();
  end.moves.forEach((move, k) => {
    const arrive = () => table.follow(snapshotOf(move.state, move.events, end.actionCount + k + 1), speed);
    if (k === 0) arrive();
    else setTimeout(arrive, k * defaultBotPaceMs[speed]);
  });
  const shown: { step: PlaybackStep; ms: number }[] = [];
  for (;;) {
    const step = table.current;
    if (step && step !== shown.at(-1)?.step) shown.push({ step, ms: table.stepMs });
    if (vi.getTimerCount() === 0) break;
    await vi.advanceTimersToNextTimerAsync();
  }
  const doneAfter = Date.now() - start;
  table.dispose();
  vi.useRealTimers();
  return { shown, doneAfter };
}

afterEach(() => vi.useRealTimers());

describe("Trolldilemma table: a round's end", () => {
  const seeds = [1, 2, 3, 4, 5, 6];
  const ends = seeds.flatMap(roundEnds);

  it("is played back in at most 4.5 s at normal speed (5 s with the move's way to the Host and back), until a human can act, and tells everything it did", async () => {
    expect(ends.length).toBeGreaterThan(40);
    expect(ends.some((end) => end.moves.some((move) => move.events.some((event) => event.type === 'round-start')))).toBe(true);
    // some rounds end with purchases or the Troll'ey: the budget must hold for them too
    expect(ends.some((end) => end.moves.some((move) => move.events.some((event) => event.type === 'buy')))).toBe(true);
    expect(ends.some((end) => end.moves[0].events.some((event) => event.type === 'trolley-revealed'))).toBe(true);
    for (const end of ends) {
      const { shown, doneAfter } = await playBack(end, 'normal');
      const total = shown.reduce((sum, { ms }) => sum + ms, 0);
      expect(total).toBeLessThanOrEqual(4500);
      expect(doneAfter).toBeLessThanOrEqual(4500);
      // nothing left out: every step of every move is shown, each long enough to be seen
      const expected = end.moves.flatMap((move) => playbackSteps(move.events.filter((event) => event.visibleTo === undefined)));
      expect(shown.map(({ step }) => step)).toEqual(expected);
      for (const { ms } of shown) expect(ms).toBeGreaterThanOrEqual(250);
      // who threw what at whom, who robbed which lot, what the round's end did
      const revealed = end.moves[0].events.find((event) => event.type === 'throws-revealed');
      if (revealed) expect(shown.find(({ step }) => step.kind === 'throws')?.step).toMatchObject({ throws: revealed.throws });
      const robbers = end.moves.flatMap((move) => move.events.filter((event) => event.type === 'raid').map((event) => event.seat));
      expect(shown.flatMap(({ step }) => (step.kind === 'raid' ? step.lots.map((lot) => lot.owner) : []))).toEqual(robbers);
      const endings = end.moves.flatMap((move) => move.events.filter((event) => ['alms', 'minstrel', 'trollbird', 'gambler-loses', 'gambler-wins', 'toll', 'warning'].includes(event.type)));
      const told = shown.flatMap(({ step }) => (step.kind === 'reveal' ? step.ended : step.kind === 'over' ? step.lines : []));
      expect(told.length).toBeGreaterThanOrEqual(endings.length);
    }
  });

  it('follows the Animations setting: half the time when fast, nothing to wait for when off', async () => {
    for (const end of ends.slice(0, 8)) {
      const normal = await playBack(end, 'normal');
      const fast = await playBack(end, 'fast');
      const sum = (run: typeof normal) => run.shown.reduce((total, { ms }) => total + ms, 0);
      expect(sum(fast)).toBeCloseTo(sum(normal) / 2, 5);
      const off = await playBack(end, 'off');
      expect(off.shown).toEqual([]);
    }
  });
});
