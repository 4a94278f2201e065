import { cleanup, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogEntry } from '$contract/api';
import MatchLog from '../../renderer/src/components/MatchLog.svelte';
import { moveFocus } from '../../renderer/src/lib/spatial-nav';

/** jsdom lays nothing out: the browser's report on which entries cross the log's edges, given by the test */
class ReportedEdges {
  static latest: ReportedEdges;
  observed: Element[] = [];
  constructor(readonly report: (records: Partial<IntersectionObserverEntry>[]) => void) {
    ReportedEdges.latest = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {}
}

/** every entry 20 px tall, in a log 60 px tall: those named are shown whole, the others not at all */
function reportInView(shown: number[]) {
  const edges = ReportedEdges.latest;
  edges.report(
    edges.observed.map((target, index) => ({
      target,
      intersectionRect: { height: shown.includes(index) ? 20 : 0 } as DOMRectReadOnly,
      boundingClientRect: { height: 20 } as DOMRectReadOnly,
      rootBounds: { height: 60 } as DOMRectReadOnly,
    })),
  );
  flushSync();
}

const entries = (count: number): LogEntry[] =>
  Array.from({ length: count }, (_, at) => ({ ns: 'troll-dice', key: 'events.turn-start', params: { name: `Troll ${at + 1}` }, at }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the match log', () => {
  it('is a region named by its title, that the keyboard reaches once it overflows, and only then', () => {
    vi.stubGlobal('IntersectionObserver', ReportedEdges);
    render(MatchLog, { props: { log: entries(5) } });
    const scroller = screen.getByRole('region', { name: 'What happened' });
    expect(scroller).toBe(screen.getByTestId('log-scroller'));

    reportInView([0, 1, 2, 3, 4]);
    expect(scroller.getAttribute('tabindex')).toBeNull();

    // the first two scrolled out of view: Tab and the arrows reach the log, which scrolls with up and down
    reportInView([2, 3, 4]);
    expect(scroller.tabIndex).toBe(0);
    expect(scroller.hasAttribute('data-arrow-scroll')).toBe(true);

    reportInView([0, 1, 2, 3, 4]);
    expect(scroller.getAttribute('tabindex')).toBeNull();
  });

  it('scrolls with up and down while it can, then lets the arrows move the focus on', () => {
    document.body.innerHTML = '<div data-testid="log" tabindex="0" data-arrow-scroll></div><button>below</button>';
    const log = document.querySelector<HTMLElement>('[data-testid="log"]')!;
    const below = document.querySelector('button')!;
    // a log scrolled to its newest line (a column-reverse scroller: 0 at the bottom, -120 at the top)
    let top = 0;
    Object.defineProperty(log, 'scrollTop', { get: () => top, set: (value: number) => (top = Math.min(0, Math.max(-120, value))) });
    Object.defineProperty(log, 'clientHeight', { value: 100 });
    const at = (element: Element, y: number) =>
      (element.getBoundingClientRect = () => ({ left: 0, top: y, right: 100, bottom: y + 100, width: 100, height: 100, x: 0, y, toJSON: () => ({}) }));
    at(log, 0);
    at(below, 200);
    log.focus();

    expect(moveFocus('up')).toBe(true);
    expect(top).toBe(-40);
    expect(document.activeElement).toBe(log);
    moveFocus('up');
    moveFocus('up');
    expect(top).toBe(-120);
    // at the top already: up goes nowhere (nothing above), down scrolls back, then leaves the log
    expect(moveFocus('up')).toBe(false);
    for (let press = 0; press < 3; press++) moveFocus('down');
    expect(top).toBe(0);
    expect(document.activeElement).toBe(log);
    moveFocus('down');
    expect(document.activeElement).toBe(below);
  });
});
