import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeatSnapshot } from '$contract/api';
import { sameJson } from '$engine/core/json';
import type { Action, Seat } from '$engine/core/types';
import { trolldilemma } from '$engine/games/trolldilemma';
import type { ThrowTarget, TrolldilemmaState } from '$engine/games/trolldilemma/types';
import { setLanguage, t } from '../../../renderer/src/lib/i18n.svelte';
import { runCommand, startInput } from '../../../renderer/src/lib/input';
import TrolldilemmaTable from '../../../renderer/src/tables/trolldilemma/TrolldilemmaTable.svelte';
import { firstRedirect, playOn, seatSnapshotOf, settings, snapshotOf, stacked } from './trolldilemma-fixtures';

const { definition } = trolldilemma;
const undo = async () => {};

/** round 1 pays everyone 10 or 11 coins: the first player (a human) may then buy */
const RICH_ROUND = ['moneylender', 'prince', 'treasure-hunter', 'merchant-king'];
/** round 1 hands the Troll'ey to Hagatha: everyone points at once */
const TROLLEY_ROUND = ['trolley', 'moneylender', 'prince', 'treasure-hunter'];

function recorder() {
  const calls: { seat: Seat; action: Action }[] = [];
  const act = vi.fn(async (seat: Seat, action: Action) => {
    calls.push({ seat, action });
  });
  return { act, calls };
}

/** the Host's seatView for `state`: each seat's own view and legal actions */
function seatViewOf(state: TrolldilemmaState) {
  return vi.fn(async (seat: Seat): Promise<SeatSnapshot | undefined> => seatSnapshotOf(state, seat));
}

/** `phoneSeats`: the seats whose player holds their link open on a phone */
function show(state: TrolldilemmaState, speed: 'off' | 'normal' = 'off', phoneSeats: Seat[] = []) {
  const { act, calls } = recorder();
  const seatView = seatViewOf(state);
  const view = render(TrolldilemmaTable, { snapshot: snapshotOf(state), act, undo, seatView, settings: settings(speed), phoneSeats });
  return { act, calls, seatView, view };
}

const isLegal = (state: TrolldilemmaState, seat: Seat, action: Action) =>
  definition.legalActions(state, seat).some((legal) => sameJson(legal, action));

/** the gamepad's A button (a browser's Enter on a focused button does the same) */
async function press(): Promise<void> {
  runCommand('activate');
  await settle();
}

/** flush queued focus moves and the Host's (fake) answers */
const settle = () => new Promise((resolve) => setTimeout(resolve));

const curtain = () => document.querySelector<HTMLElement>('[data-testid="hand-off-curtain"]');
const chooser = () => document.querySelector('[data-testid="redirect-chooser"]');
const bridge = (name: string) => document.querySelector<HTMLElement>(`[data-seat-name="${name}"]`)!;
const targetButton = (card: number, target: ThrowTarget) =>
  document.querySelector<HTMLButtonElement>(`[data-card="${card}"] button[data-target="${target}"]`)!;

beforeEach(() => setLanguage('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Trolldilemma table: the hand-off curtain', () => {
  it('covers the table for a private turn and asks for nothing until the player says it is them', async () => {
    const state = firstRedirect();
    const { seatView } = show(state);
    await settle();

    expect(curtain()?.dataset.player).toBe('Grizelda');
    expect(curtain()!.textContent).toContain('Pass to Grizelda — only Grizelda looks');
    const confirm = screen.getByRole('button', { name: 'I am Grizelda — show my choices' });
    expect(document.activeElement).toBe(confirm);
    expect(chooser()).toBeNull();
    expect(seatView).not.toHaveBeenCalled();
    // the bridges say who still has to choose, nothing more: the players choose, the bots think
    for (const name of ['Grizelda', 'Hagatha']) expect(bridge(name).dataset.status).toBe('choosing');
    for (const name of ['Bonecrusher', 'Mossback']) expect(bridge(name).dataset.status).toBe('thinking');

    await fireEvent.click(confirm);
    await settle();
    expect(seatView).toHaveBeenCalledTimes(1);
    expect(seatView).toHaveBeenCalledWith(0);
    expect(curtain()).toBeNull();
    expect(chooser()).not.toBeNull();
  });

  it('throws the chosen targets as a legal action, forgets the view, and brings the curtain for the next player', async () => {
    const state = firstRedirect();
    const { act, calls, seatView, view } = show(state);
    await fireEvent.click(screen.getByRole('button', { name: /show my choices/ }));
    await settle();

    const hand = state.trolls[0].hand;
    // one row per card, each aimable at every troll (herself as "Yourself") or the middle
    expect(document.querySelectorAll('[data-card]')).toHaveLength(hand.length);
    expect([...document.querySelectorAll('[data-card="0"] button[data-target]')].map((button) => button.textContent?.trim())).toEqual(
      ['Yourself', 'Bonecrusher', 'Mossback', 'Hagatha', 'Middle, no skull'].map((target) => `Throw ${t(`trolldilemma:travellers.${hand[0]}.name`)} at: ${target}`),
    );
    const throwButton = screen.getByRole('button', { name: 'Throw it!' });
    expect(throwButton.hasAttribute('disabled')).toBe(true);

    // the road shows who would rob what: one skull on Mossback sends the bravest traveller there
    const lots = () => [...document.querySelectorAll<HTMLElement>('[data-lot] [data-robber]')].map((tag) => Number(tag.dataset.robber));
    expect(lots()[0]).toBe(state.firstPlayer);
    await fireEvent.click(targetButton(0, 2));
    expect(targetButton(0, 2).getAttribute('aria-pressed')).toBe('true');
    expect(lots()[0]).toBe(2);

    await fireEvent.click(throwButton);
    expect(calls).toEqual([{ seat: 0, action: { type: 'throw', targets: [2] } }]);
    expect(isLegal(state, 0, calls[0].action)).toBe(true);
    expect(chooser()).toBeNull();

    const after = definition.apply(state, 0, calls[0].action);
    await view.rerender({ snapshot: snapshotOf(after, after.events, 1) });
    await settle();
    expect(curtain()?.dataset.player).toBe('Hagatha');
    expect(bridge('Grizelda').dataset.status).toBe('chosen');
    expect(bridge('Grizelda').textContent).toContain('Has chosen ✓');
    expect(seatView).toHaveBeenCalledTimes(1);
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('is played from the pad or keyboard: A (Enter) confirms, picks and throws; Esc hides the choices again', async () => {
    const stopInput = startInput(window);
    try {
      const state = firstRedirect();
      const { calls, seatView } = show(state);
      await settle();

      await press();
      await settle();
      expect(seatView).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(targetButton(0, 0));
      await fireEvent.keyDown(window, { key: 'Escape' });
      expect(chooser()).toBeNull();
      expect(curtain()?.dataset.player).toBe('Grizelda');

      await settle();
      await press();
      await settle();
      expect(seatView).toHaveBeenCalledTimes(2);
      await press();
      await settle();
      // the only card is aimed: the focus goes on to Throw
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Throw it!' }));
      await press();
      expect(calls).toEqual([{ seat: 0, action: { type: 'throw', targets: [0] } }]);
    } finally {
      stopInput();
    }
  });

  it('shows no curtain for a seat whose phone joined: it goes to the next player on the TV', async () => {
    const state = firstRedirect();
    const { seatView, view } = show(state, 'off', [0]);
    await settle();
    expect(curtain()?.dataset.player).toBe('Hagatha');
    expect(seatView).not.toHaveBeenCalled();

    // Hagatha's phone joins too: nobody chooses on the TV, which says whose phones it waits on
    await view.rerender({ phoneSeats: [0, 3] });
    await settle();
    expect(curtain()).toBeNull();
    expect(chooser()).toBeNull();
    expect(screen.getByTestId('waiting-phones').textContent).toBe('Grizelda and Hagatha choose on their phones…');

    // Grizelda's phone is put away: her curtain comes back
    await view.rerender({ phoneSeats: [3] });
    await settle();
    expect(curtain()?.dataset.player).toBe('Grizelda');
    expect(seatView).not.toHaveBeenCalled();
  });

  it("never shows another seat's secret choice", async () => {
    const base = firstRedirect();
    const atBonecrusher = definition.apply(base, 3, { type: 'throw', targets: [1] });
    const intoTheMiddle = definition.apply(base, 3, { type: 'throw', targets: ['middle'] });

    const drawn = async (state: TrolldilemmaState) => {
      const { view } = show(state);
      await settle();
      const table = () => document.querySelector('.trolldilemma-table')!.outerHTML;
      const curtained = table();
      await fireEvent.click(screen.getByRole('button', { name: /show my choices/ }));
      await settle();
      const unveiled = table();
      expect(bridge('Hagatha').dataset.status).toBe('chosen');
      view.unmount();
      return { curtained, unveiled };
    };

    // Hagatha's two different throws leave the table exactly the same, curtain up or down
    expect(await drawn(atBonecrusher)).toEqual(await drawn(intoTheMiddle));
  });
});

describe("Trolldilemma table: the Troll'ey", () => {
  it('asks each human behind the curtain for a side, and points the side chosen', async () => {
    const state = stacked(TROLLEY_ROUND);
    expect(state.phase.kind).toBe('trolley');
    const { calls, seatView } = show(state);
    await settle();
    expect(curtain()?.dataset.player).toBe('Grizelda');
    await fireEvent.click(screen.getByRole('button', { name: /show my choices/ }));
    await settle();
    expect(seatView).toHaveBeenCalledWith(0);
    const left = screen.getByRole('button', { name: /Left/ });
    expect(document.activeElement).toBe(left);
    await fireEvent.click(screen.getByRole('button', { name: /Right/ }));
    expect(calls).toEqual([{ seat: 0, action: { type: 'point', side: 'right' } }]);
    expect(isLegal(state, 0, calls[0].action)).toBe(true);
  });

  it('shows every side at once, then the path it rolls along', async () => {
    vi.useFakeTimers();
    let state = stacked(TROLLEY_ROUND);
    // three steps counterclockwise, then one back: it ends two trolls from where it started
    const sides = ['right', 'right', 'left', 'right'] as const;
    for (const seat of [1, 2, 3]) state = definition.apply(state, seat, { type: 'point', side: sides[seat] });
    const { view } = show(state, 'normal');
    const rolled = definition.apply(state, 0, { type: 'point', side: sides[0] });
    await view.rerender({ snapshot: snapshotOf(rolled, rolled.events, 1) });

    const shown = () => [...document.querySelectorAll<HTMLElement>('[data-testid="trolley-ride"] [data-side]')].map((side) => side.dataset.side);
    expect(shown()).toEqual([...sides]);
    const path = rolled.events.find((event) => event.type === 'trolley-revealed')!.path as Seat[];
    expect(path).toHaveLength(5);
    const at = () => Number(document.querySelector<HTMLElement>('[data-testid="trolley-ride"] [data-at]')?.dataset.at);
    const visited = [at()];
    for (let waited = 0; waited < 20_000 && document.querySelector('[data-step="trolley-stop"]') === null; waited += 100) {
      await vi.advanceTimersByTimeAsync(100);
      if (at() !== visited.at(-1)) visited.push(at());
    }
    expect(visited).toEqual(path);
    expect(document.querySelector('.playback')!.textContent).toContain(`The Troll’ey stops at ${snapshotOf(rolled).summary.seats[path.at(-1)!].name}`);
  });
});

describe('Trolldilemma table: RESTOCK', () => {
  const restock = () => {
    const state = stacked(RICH_ROUND);
    expect(state.phase).toMatchObject({ kind: 'restock', buyer: 0 });
    return state;
  };

  it('offers the items for sale with their price, and buys a Stink Bomb aimed at the troll chosen next', async () => {
    const state = restock();
    const { calls, seatView } = show(state);
    await settle();
    expect(curtain()).toBeNull();
    const chooserEl = screen.getByTestId('restock-chooser');
    for (const id of state.market) expect(chooserEl.querySelector(`[data-item="${id}"]`)).not.toBeNull();
    expect(chooserEl.textContent).toContain('Stink Bomb');
    expect(chooserEl.textContent).toContain('Give 2 of your skulls to a troll of your choice.');
    expect(chooserEl.textContent).toContain('Instant');
    expect(screen.getAllByRole('button', { name: 'Buy' })).toHaveLength(state.market.length);
    // the Stink Bomb then asks for its target: every other troll, never the buyer
    await fireEvent.click(chooserEl.querySelector<HTMLButtonElement>('button[data-buy="stink-bomb"]')!);
    await settle();
    const aims = [...chooserEl.querySelectorAll<HTMLButtonElement>('button[data-buy="stink-bomb"]')];
    expect(aims.map((button) => Number(button.dataset.target))).toEqual([1, 2, 3]);
    expect(document.activeElement).toBe(aims[0]);
    expect(chooserEl.textContent).toContain('Aim the Stink Bomb at which troll?');
    await fireEvent.click(screen.getByRole('button', { name: /Mossback/ }));
    expect(calls).toEqual([{ seat: 0, action: { type: 'buy', item: 'stink-bomb', target: 2 } }]);
    expect(isLegal(state, 0, calls[0].action)).toBe(true);
    expect(seatView).not.toHaveBeenCalled();
  });

  it('passes with the focused "Buy nothing"', async () => {
    const state = restock();
    const { calls } = show(state);
    await settle();
    const pass = screen.getByRole('button', { name: 'Buy nothing' });
    expect(document.activeElement).toBe(pass);
    await fireEvent.click(pass);
    await fireEvent.click(document.querySelector<HTMLButtonElement>('button[data-buy="soap"]')!);
    expect(calls[0]).toEqual({ seat: 0, action: { type: 'pass' } });
    expect(calls[1]).toEqual({ seat: 0, action: { type: 'buy', item: 'soap' } });
  });
});

describe('Trolldilemma table: the reveal of the throws', () => {
  /** everyone but Grizelda has thrown at her; her throw into the middle reveals them all */
  function beforeAndAfter() {
    let before = firstRedirect();
    for (const seat of [1, 2, 3]) before = definition.apply(before, seat, { type: 'throw', targets: before.trolls[seat].hand.map(() => 0) });
    const after = definition.apply(before, 0, { type: 'throw', targets: ['middle'] });
    const throws = after.events.find((event) => event.type === 'throws-revealed')!.throws as TrolldilemmaState['lastThrows'];
    return { before, after, throws };
  }

  it('shows every throw at once: at whom each troll threw, and each card in the column of the troll it hit, and can be skipped', async () => {
    const { before, after, throws } = beforeAndAfter();
    const { view } = show(before, 'normal');
    await view.rerender({ snapshot: snapshotOf(after, after.events, 1) });
    await settle();

    const landed = [...document.querySelectorAll<HTMLElement>('[data-testid="throws-board"] [data-card]')];
    expect(landed.map((card) => [card.dataset.card, Number(card.dataset.from), card.dataset.to])).toEqual(
      expect.arrayContaining(throws.map((thrown) => [thrown.card, thrown.from, String(thrown.to)])),
    );
    expect(landed).toHaveLength(throws.length);
    expect(throws.length).toBeGreaterThan(0);
    // each lands in its target's column, marked with who threw it
    const seats = snapshotOf(after).summary.seats;
    for (const card of landed) {
      expect(card.closest<HTMLElement>('[data-column]')!.dataset.column).toBe(card.dataset.to);
      expect(card.title).toBe(`thrown by ${seats[Number(card.dataset.from)].name}`);
      expect(card.querySelector('.player-symbol')!.getAttribute('aria-label')).toContain(seats[Number(card.dataset.from)].symbol);
    }
    // each troll's column says in words what they threw, at whom, and what they received
    const column = (seat: Seat) => document.querySelector<HTMLElement>(`[data-testid="throws-board"] [data-column="${seat}"]`)!;
    for (const seat of [0, 1, 2, 3]) {
      const thrown = throws.filter((thrown) => thrown.from === seat);
      const received = throws.filter((thrown) => thrown.landed === seat);
      const label = (name: string) => column(seat).querySelector(`[data-label="${name}"]`)!.textContent!.trim();
      expect(label('threw').startsWith(thrown.length === 0 ? 'threw nothing' : `threw ${thrown.length} card${thrown.length > 1 ? 's' : ''}:`)).toBe(true);
      expect(label('received')).toBe(received.length === 0 ? 'no skull received' : `received ${received.length} skull${received.length > 1 ? 's' : ''}`);
      const aims = [...new Set(thrown.map((thrown) => String(thrown.to)))];
      expect([...column(seat).querySelectorAll<HTMLElement>('[data-aim-to]')].map((aim) => aim.dataset.aimTo)).toEqual(aims);
    }
    expect(column(1).querySelector('[data-aim-to]')!.textContent).toContain('Grizelda');
    expect(document.querySelector('[data-column="middle"] [data-label="middle"]')!.textContent).toContain('no skull');
    // the bridges still show the skulls as they were until the playback is over
    expect(bridge('Grizelda').querySelector('.skull-count')!.textContent).toBe('0');

    // every card flies from its thrower's column to where it lands
    const flights = [...document.querySelectorAll<HTMLElement>('[data-testid="throws-board"] .flights [data-flight]')];
    expect(flights.map((flight) => flight.dataset.flight).sort()).toEqual(throws.map((thrown) => thrown.card).sort());
    // and no skull flew onto a bridge yet: not even for a frame did a bridge show the move's results
    expect(document.querySelector('.bridge [data-flight]')).toBeNull();

    const skip = screen.getByRole('button', { name: /Skip/ });
    expect(document.activeElement).toBe(skip);
    await fireEvent.click(skip);
    expect(document.querySelector('[data-testid="throws-board"]')).toBeNull();
    expect(bridge('Grizelda').querySelector('.skull-count')!.textContent).toBe(String(after.trolls[0].skulls.length));
    // once the playback is over, the skulls fly onto the bridge that received them
    expect(bridge('Grizelda').querySelector<HTMLElement>('[data-flight="skulls"]')!.dataset.delta).toBe(String(after.trolls[0].skulls.length));
  });

  it('shows the result at once when animations are off', async () => {
    const { before, after } = beforeAndAfter();
    const { view } = show(before, 'off');
    await view.rerender({ snapshot: snapshotOf(after, after.events, 1) });
    expect(document.querySelector('.playback')).toBeNull();
    expect(bridge('Grizelda').querySelector('.skull-count')!.textContent).toBe(String(after.trolls[0].skulls.length));
  });
});

describe('Trolldilemma table: the bridges', () => {
  it('shows coins as pieces with their total, skulls, the first player and the cards in hand', () => {
    const state = playOn(stacked(RICH_ROUND), (next) => next.phase.kind === 'redirect');
    show(state);
    state.trolls.forEach((troll) => {
      const panel = bridge(troll.name);
      expect(panel.querySelector('.total')!.textContent).toBe(String(troll.coins));
      const pieces = [...panel.querySelectorAll<HTMLElement>('[data-piece]')].map((stack) => [stack.dataset.piece, Number(stack.dataset.count)]);
      const worth = { gold: 10, silver: 5, copper: 1 } as Record<string, number>;
      expect(pieces.reduce((sum, [piece, count]) => sum + worth[piece as string] * (count as number), 0)).toBe(troll.coins);
      for (const card of troll.hand) expect(panel.querySelector(`[data-traveller="${card}"]`)).not.toBeNull();
    });
    expect(bridge(state.trolls[state.firstPlayer].name).querySelector('[data-testid="first-player"]')).not.toBeNull();
    expect(document.querySelectorAll('[data-testid="first-player"]')).toHaveLength(1);
  });
});
