import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sameJson } from '$engine/core/json';
import type { Action, Seat } from '$engine/core/types';
import { trolldilemma } from '$engine/games/trolldilemma';
import type { TrolldilemmaState } from '$engine/games/trolldilemma/types';
import { setLanguage, t } from '../../renderer/src/lib/i18n.svelte';
import { phoneGames } from '../../renderer/src/phone/phone-games.svelte';
import PhoneHand from '../../renderer/src/tables/trolldilemma/PhoneHand.svelte';
import { phoneSnapshotOf } from './support/phone-snapshot';
import { firstRedirect, playOn, seatSetups, stacked } from './tables/trolldilemma-fixtures';

const { definition } = trolldilemma;

/** round 1 pays everyone 10 or 11 coins: Grizelda, the first player, may then buy */
const RICH_ROUND = ['moneylender', 'prince', 'treasure-hunter', 'merchant-king'];
/** round 1 hands the Troll'ey to Hagatha: everyone points at once */
const TROLLEY_ROUND = ['trolley', 'moneylender', 'prince', 'treasure-hunter'];

const GRIZELDA = 0;
const HAGATHA = 3;

function snapshotFor(state: TrolldilemmaState, seat: Seat) {
  return phoneSnapshotOf(definition, state, seat, seatSetups(state.trolls.length));
}

/** the phone of `seat`, its moves recorded; `answer` holds the Host's answer back until resolved */
function phone(state: TrolldilemmaState, seat: Seat, answer: () => Promise<void> = async () => {}) {
  const sent: Action[] = [];
  const act = vi.fn(async (action: Action) => {
    sent.push(action);
    await answer();
  });
  const view = render(PhoneHand, { snapshot: snapshotFor(state, seat), act, busy: false });
  return { sent, act, view };
}

const isLegal = (state: TrolldilemmaState, seat: Seat, action: Action) =>
  definition.legalActions(state, seat).some((legal) => sameJson(legal, action));
const card = (id: string) => t(`trolldilemma:travellers.${id}.name`);
const hand = () => screen.getByTestId('phone-hand');
const waiting = () => screen.queryByTestId('waiting')?.textContent;
const myChoice = () => screen.queryByTestId('my-choice');

beforeEach(() => setLanguage('en'));
afterEach(() => cleanup());

describe('Trolldilemma phone hand: what the seat sees', () => {
  it('is registered for the game, and shows this troll only: coins, skulls, items and hand', async () => {
    expect((await phoneGames.load('trolldilemma'))?.Hand).toBe(PhoneHand);
    const state = playOn(stacked(RICH_ROUND), (next) => next.phase.kind === 'redirect');
    phone(state, GRIZELDA);

    expect(hand().dataset.game).toBe('trolldilemma');
    const bridges = hand().querySelectorAll<HTMLElement>('[data-seat-name]');
    expect([...bridges].map((bridge) => bridge.dataset.seatName)).toEqual(['Grizelda']);
    expect(bridges[0].querySelector('.total')!.textContent).toBe(String(state.trolls[GRIZELDA].coins));
    for (const id of state.trolls[GRIZELDA].hand) expect(bridges[0].querySelector(`[data-traveller="${id}"]`)).not.toBeNull();
    // another troll's hand is on the TV, not on this phone
    for (const id of state.trolls[HAGATHA].hand) expect(hand().querySelector(`[data-traveller="${id}"]`)).toBeNull();
  });
});

describe('Trolldilemma phone hand: the secret throws', () => {
  it('aims each card at a troll or the middle, throws them as one legal action, and offers no hiding', async () => {
    const state = firstRedirect();
    const cards = state.trolls[GRIZELDA].hand;
    expect(cards.length).toBeGreaterThan(0);
    const { sent } = phone(state, GRIZELDA);

    expect(screen.queryByRole('button', { name: 'Hide my choices' })).toBeNull();
    const throwButton = screen.getByRole('button', { name: /^Throw (it|them)!$/ });
    expect(throwButton.hasAttribute('disabled')).toBe(true);
    const targets = cards.map((_, i) => (i === 0 ? 2 : 'middle'));
    for (const [i, id] of cards.entries()) {
      const target = i === 0 ? 'Mossback' : 'Middle, no skull';
      await fireEvent.click(screen.getByRole('button', { name: `Throw ${card(id)} at: ${target}` }));
    }
    await fireEvent.click(throwButton);

    expect(sent).toEqual([{ type: 'throw', targets }]);
    expect(isLegal(state, GRIZELDA, sent[0])).toBe(true);
  });

  it('keeps the throws chosen on this phone alone, and says whom the game waits on', async () => {
    const base = firstRedirect();
    const atMossback = definition.apply(base, GRIZELDA, { type: 'throw', targets: base.trolls[GRIZELDA].hand.map(() => 2) });
    const intoTheMiddle = definition.apply(base, GRIZELDA, { type: 'throw', targets: base.trolls[GRIZELDA].hand.map(() => 'middle') });

    const { view } = phone(atMossback, GRIZELDA);
    expect(screen.queryByTestId('redirect-chooser')).toBeNull();
    for (const id of base.trolls[GRIZELDA].hand) expect(myChoice()!.textContent).toContain(`${card(id)} → Mossback`);
    expect(waiting()).toBe('Waiting for Bonecrusher, Mossback, and Hagatha to throw…');
    view.unmount();

    // Hagatha's phone is the same whatever Grizelda threw, and shows no throw but her own choice to make
    const hagatha = (state: TrolldilemmaState) => {
      const { view: shown } = phone(state, HAGATHA);
      const html = hand().outerHTML;
      expect(myChoice()).toBeNull();
      expect(screen.getByTestId('redirect-chooser')).toBeTruthy();
      for (const id of base.trolls[GRIZELDA].hand) expect(hand().querySelector(`[data-traveller="${id}"]`)).toBeNull();
      shown.unmount();
      return html;
    };
    expect(hagatha(atMossback)).toBe(hagatha(intoTheMiddle));
  });

  it('offers nothing to tap while a move is on its way', async () => {
    const state = firstRedirect();
    const { sent, view } = phone(state, GRIZELDA);
    for (const id of state.trolls[GRIZELDA].hand) await fireEvent.click(screen.getByRole('button', { name: `Throw ${card(id)} at: Yourself` }));
    await view.rerender({ busy: true });
    const throwButton = screen.getByRole('button', { name: /^Throw (it|them)!$/ });
    // a second tap is ignored by the phone session too (tests/renderer/phone-session.test.ts)
    expect(throwButton.hasAttribute('disabled')).toBe(true);
    expect(sent).toHaveLength(0);
  });
});

describe("Trolldilemma phone hand: the Troll'ey", () => {
  it('points the side tapped, then shows it on this phone only', async () => {
    const state = stacked(TROLLEY_ROUND);
    expect(state.phase.kind).toBe('trolley');
    const { sent, view } = phone(state, GRIZELDA);
    await fireEvent.click(screen.getByRole('button', { name: 'Right' }));
    expect(sent).toEqual([{ type: 'point', side: 'right' }]);
    expect(isLegal(state, GRIZELDA, sent[0])).toBe(true);
    view.unmount();

    const pointed = definition.apply(state, GRIZELDA, sent[0]);
    phone(pointed, GRIZELDA);
    expect(myChoice()!.textContent).toContain('Your secret side: Right');
    expect(waiting()).toBe('Waiting for Bonecrusher, Mossback, and Hagatha to pick a side…');
    cleanup();
    phone(pointed, HAGATHA);
    expect(myChoice()).toBeNull();
    expect(screen.getByRole('button', { name: 'Left' })).toBeTruthy();
  });
});

describe('Trolldilemma phone hand: RESTOCK', () => {
  const restock = () => {
    const state = stacked(RICH_ROUND);
    expect(state.phase).toMatchObject({ kind: 'restock', buyer: GRIZELDA });
    return state;
  };

  it('buys an item with one tap', async () => {
    const state = restock();
    const { sent } = phone(state, GRIZELDA);
    await fireEvent.click(screen.getByRole('button', { name: 'Buy the Soap' }));
    expect(sent).toEqual([{ type: 'buy', item: 'soap' }]);
    expect(isLegal(state, GRIZELDA, sent[0])).toBe(true);
  });

  it('aims a Stink Bomb at the troll tapped next, never at the buyer', async () => {
    const state = restock();
    const { sent } = phone(state, GRIZELDA);
    await fireEvent.click(screen.getByRole('button', { name: 'Buy the Stink Bomb' }));
    const chooser = screen.getByTestId('restock-chooser');
    expect(within(chooser).queryByRole('button', { name: 'Grizelda' })).toBeNull();
    await fireEvent.click(within(chooser).getByRole('button', { name: 'Mossback' }));
    expect(sent).toEqual([{ type: 'buy', item: 'stink-bomb', target: 2 }]);
    expect(isLegal(state, GRIZELDA, sent[0])).toBe(true);
  });

  it('buys nothing', async () => {
    const { sent } = phone(restock(), GRIZELDA);
    await fireEvent.click(screen.getByRole('button', { name: 'Buy nothing' }));
    expect(sent).toEqual([{ type: 'pass' }]);
  });

  it("shows another troll's shopping as a wait, with nothing to tap", () => {
    phone(restock(), HAGATHA);
    expect(waiting()).toBe('Grizelda may buy an item…');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('Trolldilemma phone hand: the end', () => {
  it("shows each troll how it went, and nothing to choose", () => {
    const over = playOn(stacked([]), (state) => state.phase.kind === 'over');
    const outcome = definition.outcome(over)!;
    for (const seat of [0, 1, 2, 3]) {
      phone(over, seat);
      const coins = over.trolls[seat].coins;
      const expected =
        outcome.ranks[seat] === 1
          ? `You ${outcome.winners.length > 1 ? 'share the win' : 'win'} with ${coins} coin${coins === 1 ? '' : 's'}!`
          : `Place ${outcome.ranks[seat]}, with ${coins} coin${coins === 1 ? '' : 's'}`;
      expect(screen.getByTestId('phone-result').textContent).toContain(expected);
      expect(screen.queryAllByRole('button')).toHaveLength(0);
      expect(waiting()).toBeUndefined();
      cleanup();
    }
  });
});

describe('Trolldilemma phone hand: a whole game from the phones alone', () => {
  it('plays every decision of a seeded game by tapping its buttons', async () => {
    const seats = seatSetups(4);
    let state = definition.setup({ seats: seats.map(({ name }) => ({ name })), firstSeat: 0 }, 5);
    const played = new Set<string>();
    for (let move = 0; !definition.outcome(state); move++) {
      expect(move).toBeLessThan(1000);
      const seat = definition.activeSeats(state)[0];
      const { sent, view } = phone(state, seat);
      const phase = state.phase.kind;
      if (phase === 'redirect') {
        for (const row of hand().querySelectorAll<HTMLElement>('[data-card]')) {
          const aims = within(row).getAllByRole('button', { name: /^Throw .+ at: / });
          await fireEvent.click(aims[(move + Number(row.dataset.card)) % aims.length]);
        }
        await fireEvent.click(screen.getByRole('button', { name: /^Throw (it|them)!$/ }));
      } else if (phase === 'trolley') {
        await fireEvent.click(screen.getByRole('button', { name: move % 2 ? 'Left' : 'Right' }));
      } else {
        const buys = screen.queryAllByRole('button', { name: /^Buy the / });
        if (buys.length > 0 && move % 2 === 0) {
          await fireEvent.click(buys[move % buys.length]);
          const aims = screen.getByTestId('restock-chooser').querySelectorAll<HTMLButtonElement>('button[data-target]');
          if (aims.length > 0) await fireEvent.click(aims[0]);
        } else {
          await fireEvent.click(screen.getByRole('button', { name: 'Buy nothing' }));
        }
      }
      expect(sent).toHaveLength(1);
      expect(isLegal(state, seat, sent[0])).toBe(true);
      played.add(sent[0].type === 'buy' && sent[0].target !== undefined ? 'aimed buy' : sent[0].type);
      state = definition.apply(state, seat, sent[0]);
      view.unmount();
    }
    expect([...played].sort()).toEqual(['aimed buy', 'buy', 'pass', 'point', 'throw']);
    for (const seat of [0, 1, 2, 3]) {
      phone(state, seat);
      expect(screen.getByTestId('phone-result')).toBeTruthy();
      cleanup();
    }
  });
});
