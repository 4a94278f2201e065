/** Match updates at both ends: the Host's view changes, a page's folding of them. */
import { describe, expect, it } from 'vitest';
import type { LogEntry, MatchSnapshot, MatchUpdate } from '../../electron/shared/api';
import { applyMatchUpdate, viewChange } from '../../electron/shared/match-update';
import { randomSource } from '../../engine/core/rng';

const line = (at: number, key = 'events.move'): LogEntry => ({ ns: 'thud', key, params: { at }, at });

function snapshot(revision: number, actionCount: number, view: unknown, log: LogEntry[]): MatchSnapshot {
  return {
    summary: { id: 'm1', game: 'thud', seats: [], createdAt: 0, updatedAt: 0, actionCount, outcome: null },
    revision,
    view,
    log,
    activeSeats: [0],
    legal: {},
    privateTurns: [],
    fresh: [],
    outcome: null,
    undo: actionCount > 0 ? { kind: 'move', seat: 0, move: 'move', round: [], ask: false } : null,
    botThinking: false,
  };
}

/** the change a Host would send between two snapshots of one match */
function change(before: MatchSnapshot, after: MatchSnapshot, logFrom: number): MatchUpdate {
  const { view, log, ...table } = after;
  return {
    kind: 'change',
    ...table,
    base: before.revision,
    view: viewChange(before.view, view),
    logFrom,
    log: log.filter((entry) => entry.at >= logFrom),
  };
}

describe('view changes', () => {
  it('sends changed fields, the new items of lists that only grew, and removed fields', () => {
    const before = { board: 'a', moves: ['m1', 'm2'], battles: [], captured: { dwarves: 0 }, proposal: 'dwarf' };
    const after = { board: 'b', moves: ['m1', 'm2', 'm3'], battles: [], captured: { dwarves: 1 }, lastMove: 'm3' };
    expect(viewChange(before, after)).toEqual({
      set: { board: 'b', captured: { dwarves: 1 }, lastMove: 'm3' },
      append: { moves: ['m3'] },
      remove: ['proposal'],
    });
    // a list that shrank or changed in the middle (an undo, a new battle) is sent whole
    expect(viewChange({ moves: ['m1', 'm2'] }, { moves: ['m1'] })).toEqual({ set: { moves: ['m1'] }, append: {}, remove: [] });
    expect(viewChange({ moves: ['m1', 'm2'] }, { moves: ['m1', 'x', 'm3'] })).toEqual({ set: { moves: ['m1', 'x', 'm3'] }, append: {}, remove: [] });
    expect(viewChange(null, { a: 1 })).toEqual({ whole: { a: 1 } });
    expect(viewChange([1], [1, 2])).toEqual({ whole: [1, 2] });
  });

  it('rebuilds exactly the view it was computed from, over a long run of random views', () => {
    const pick = randomSource(3);
    const randomView = () => {
      const view: Record<string, unknown> = {};
      for (const field of ['a', 'b', 'c', 'd']) if (pick() < 0.8) view[field] = pick() < 0.5 ? Math.floor(pick() * 3) : Array.from({ length: Math.floor(pick() * 4) }, () => Math.floor(pick() * 2));
      return view;
    };
    let shown = snapshot(1, 0, randomView(), []);
    for (let step = 1; step < 500; step++) {
      const { d } = shown.view as { d?: unknown };
      const grown = { ...(shown.view as object), d: Array.isArray(d) ? [...d, step] : [step] };
      const next = snapshot(step + 1, step, pick() < 0.5 ? grown : randomView(), []);
      shown = applyMatchUpdate(shown, change(shown, next, step))!;
      expect(shown.view).toEqual(next.view);
    }
  });
});

describe('folding updates into the shown match', () => {
  const start = snapshot(10, 2, { moves: ['a', 'b'] }, [line(-1, 'events.setup'), line(0), line(1)]);

  it('appends a move’s lines and keeps the objects of the lines already shown', () => {
    const next = snapshot(11, 3, { moves: ['a', 'b', 'c'] }, [...start.log, line(2)]);
    const shown = applyMatchUpdate(start, change(start, next, 2))!;
    expect(shown).toEqual(next);
    shown.log.slice(0, 3).forEach((entry, i) => expect(entry).toBe(start.log[i]));
  });

  it('drops the lines of undone actions', () => {
    const undone = snapshot(11, 1, { moves: ['a'] }, start.log.slice(0, 2));
    expect(applyMatchUpdate(start, change(start, undone, 1))).toEqual(undone);
  });

  it('ignores an update it already has, and asks for the whole match after a missed one or for another match', () => {
    const next = snapshot(11, 3, { moves: ['a', 'b', 'c'] }, [...start.log, line(2)]);
    const update = change(start, next, 2);
    const shown = applyMatchUpdate(start, update)!;
    expect(applyMatchUpdate(shown, update)).toBe(shown);
    const after = snapshot(12, 4, { moves: ['a', 'b', 'c', 'd'] }, [...next.log, line(3)]);
    expect(applyMatchUpdate(start, change(next, after, 3))).toBeNull();
    expect(applyMatchUpdate(null, update)).toBeNull();
    expect(applyMatchUpdate({ ...start, summary: { ...start.summary, id: 'm2' } }, update)).toBeNull();
  });

  it('takes a whole snapshot as it is, whatever it held before', () => {
    const fresh = snapshot(3, 0, { moves: [] }, [line(-1, 'events.setup')]);
    expect(applyMatchUpdate(start, { kind: 'whole', ...fresh })).toEqual(fresh);
  });
});
