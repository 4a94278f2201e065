import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sameJson } from '$engine/core/json';
import type { Action, Seat } from '$engine/core/types';
import { cardKind } from '$engine/games/trol/cards';
import type { TrolState } from '$engine/games/trol/types';
import { setLanguage, t } from '../../renderer/src/lib/i18n.svelte';
import { phoneGames } from '../../renderer/src/phone/phone-games.svelte';
import PhoneHand from '../../renderer/src/tables/trol/PhoneHand.svelte';
import { phoneSnapshotOf } from './support/phone-snapshot';
import { avoidTriggers, definition, playUntil, seatSetups } from './tables/trol-fixtures';

const ADA = 0;
const CLEO = 2;

/** the phone of `seat`, its moves recorded */
function phone(state: TrolState, seat: Seat) {
  const sent: Action[] = [];
  const act = vi.fn(async (action: Action) => {
    sent.push(action);
  });
  const view = render(PhoneHand, { snapshot: phoneSnapshotOf(definition, state, seat, seatSetups(state.seats.length)), act, busy: false });
  return { sent, act, view };
}

const isLegal = (state: TrolState, seat: Seat, action: Action) =>
  definition.legalActions(state, seat).some((legal) => sameJson(legal, action));
const hand = () => screen.getByTestId('phone-hand');
const waitsOn = (state: TrolState, seat: Seat) => !state.finale && definition.activeSeats(state)[0] === seat;

beforeEach(() => setLanguage('en'));
afterEach(() => cleanup());

describe('TRÔL phone hand: what the seat sees', () => {
  it('is registered, and shows this seat’s own hand and tribe, never another’s hand', async () => {
    expect((await phoneGames.load('trol'))?.Hand).toBe(PhoneHand);
    const { state } = playUntil(3, (next) => waitsOn(next, 1) && next.hunts.some((hunt) => hunt.cards.length > 0), { avoid: avoidTriggers });
    phone(state, ADA);

    expect(hand().dataset.game).toBe('trol');
    const mine = screen.getByTestId('my-hand');
    expect([...mine.querySelectorAll<HTMLElement>('[data-card]')].map((card) => card.dataset.card)).toEqual(state.tribes[ADA].hand);
    for (const card of state.tribes[CLEO].hand) expect(hand().querySelector(`[data-card="${card}"]`)).toBeNull();
    expect([...hand().querySelectorAll<HTMLElement>('.tribe')].map((panel) => panel.dataset.player)).toEqual(['Ada']);
    // whom the game waits on, and the row to plan the next turn
    // Bert is a bot: the phone says it is thinking
    expect(screen.getByTestId('waiting').textContent).toBe('Bert is thinking…');
    expect(hand().querySelectorAll('[data-testid="hunt-row"] > [data-hunt]')).toHaveLength(state.hunts.length);
  });
});

describe('TRÔL phone hand: a turn', () => {
  it('picks a card of the hand, then places it or triggers a hunt, as one legal action', async () => {
    const { state } = playUntil(3, (next) => waitsOn(next, ADA) && !next.resolution && next.hunts.some((hunt) => hunt.cards.some(({ card }) => card.startsWith('vermillion'))));
    const { sent } = phone(state, ADA);

    const chooser = screen.getByTestId('hand-chooser');
    expect(chooser.textContent).toContain('Your turn: pick a card');
    const trol = state.tribes[ADA].hand.find((card) => cardKind(card) !== 'rocky' && cardKind(card) !== 'piege')!;
    // the card's button says what is written on it: its name, its attack, its masks
    await fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Pick ${t(`trol:cards.${cardKind(trol)}.name`)}, a Troll: .+; \\d+ bravery masks?$`) }));
    const trigger = chooser.querySelector<HTMLButtonElement>('button[data-trigger]')!;
    expect(trigger).not.toBeNull();
    await fireEvent.click(trigger);
    expect(sent).toEqual([{ type: 'trigger', card: trol, hunt: Number(trigger.dataset.trigger) }]);
    expect(isLegal(state, ADA, sent[0])).toBe(true);
  });

  it('plays a two-player second tribe from its piles', async () => {
    const { state } = playUntil(2, (next) => !next.resolution && !next.finale && next.turn === 2);
    const { sent } = phone(state, ADA);
    expect(screen.getByTestId('hand-chooser').textContent).toContain('Your second tribe: pick a card on top of a pile');
    const top = state.tribes[2].piles!.find((pile) => pile.length > 0)!.at(-1)!;
    await fireEvent.click(document.querySelector<HTMLButtonElement>(`.hand button[data-card="${top}"]`)!);
    await fireEvent.click(document.querySelector<HTMLButtonElement>('button[data-place="2"]')!);
    expect(sent).toEqual([{ type: 'place', card: top, hunt: 2 }]);
    expect(isLegal(state, ADA, sent[0])).toBe(true);
  });
});

describe('TRÔL phone hand: the questions a hunt asks', () => {
  it('asks this seat its own question, with the running total, as clear choices', async () => {
    const { state } = playUntil(3, (next) => next.resolution?.prompt?.kind === 'colors' && definition.activeSeats(next)[0] === ADA);
    const { sent } = phone(state, ADA);
    expect(screen.getByTestId('total').dataset.total).toBe(String(state.resolution!.total));
    expect(screen.getByTestId('prompt-chooser').textContent).toContain('Ada, your Troll Chief strikes: which dice?');
    await fireEvent.click(screen.getByRole('button', { name: '3 white' }));
    expect(sent).toEqual([{ type: 'dice', red: 0 }]);
  });

  it('says whose question it is when it is another person’s', () => {
    const { state } = playUntil(3, (next) => next.resolution?.prompt?.kind === 'reroll' && definition.activeSeats(next)[0] === CLEO);
    phone(state, ADA);
    expect(screen.queryByTestId('prompt-chooser')).toBeNull();
    expect(screen.getByTestId('waiting').textContent).toMatch(/\(Shaman\): have these dice rerolled\?$/);
  });

  it('offers a Stagiaire from the hand, or to pass', async () => {
    const { state } = playUntil(3, (next) => next.resolution?.prompt?.kind === 'stagiaire' && definition.activeSeats(next)[0] === ADA);
    const { sent } = phone(state, ADA);
    expect(screen.getByTestId('prompt-chooser').dataset.prompt).toBe('stagiaire');
    await fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(sent).toEqual([{ type: 'pass' }]);
  });
});

describe('TRÔL phone hand: the end', () => {
  it('says how the seat did, with its points', () => {
    const { state } = playUntil(3, (next) => next.finale !== null, { avoid: avoidTriggers });
    const outcome = definition.outcome(state)!;
    const loser = [ADA, CLEO].find((seat) => !outcome.winners.includes(seat));
    if (loser === undefined) throw new Error('both humans won');
    phone(state, loser);
    expect(screen.getByTestId('phone-result').textContent).toBe(`Place ${outcome.ranks[loser]}, with ${outcome.scores[loser]} point${outcome.scores[loser] === 1 ? '' : 's'}`);
  });
});
