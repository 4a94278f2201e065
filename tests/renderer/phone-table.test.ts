// @vitest-environment jsdom
/**
 * The phone page between its player's turns: the public table, read-only, built from the seat's
 * own snapshot (scores, the road, health, the other tribes, what just happened), in the table's
 * language until the player picks another on the phone.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnimationSpeed, Language, LogEntry, PhoneSnapshot, SeatSetup } from '$contract/api';
import type { BaseState, GameDefinition, GameEvent, Seat } from '$engine/core/types';
import { thud as thudGame } from '$engine/games/thud';
import { trollDice } from '$engine/games/troll-dice';
import { trolldilemma } from '$engine/games/trolldilemma';
import type { TrolldilemmaState } from '$engine/games/trolldilemma/types';
import { setLanguage, t } from '../../renderer/src/lib/i18n.svelte';
import PhoneApp from '../../renderer/src/phone/PhoneApp.svelte';
import { phoneGames } from '../../renderer/src/phone/phone-games.svelte';
import { PhoneSession } from '../../renderer/src/phone/phone-session.svelte';
import { fakeLink } from './support/fake-phone-link';
import { phoneSnapshotOf } from './support/phone-snapshot';
import * as thud from './tables/thud-fixtures';
import { avoidTriggers, definition as trolDefinition, playUntil, seatSetups as trolSeats } from './tables/trol-fixtures';
import { gameAfterClubRoll, seatSetups as trollDiceSeats } from './tables/troll-dice-fixtures';
import { playOn, seatSetups as trolldilemmaSeats, stacked } from './tables/trolldilemma-fixtures';

/** the table's log lines of the events of a state's last move, as the Host tells them (public events only) */
function linesOf<S extends BaseState>(definition: GameDefinition<S, unknown>, events: GameEvent[]): LogEntry[] {
  return events.filter((event) => event.visibleTo === undefined).map((event) => ({ ...definition.describe(event), ns: definition.id, at: 0 }));
}

function snapshotFor<S extends BaseState>(definition: GameDefinition<S, unknown>, state: S, seat: Seat, seats: SeatSetup[]): PhoneSnapshot {
  return phoneSnapshotOf(definition, state, seat, seats, 1, linesOf(definition, state.events).slice(-4));
}

/** the phone page of a seat, its link faked, showing `match` in the table's `language` and at its pace */
async function openPhone(match: PhoneSnapshot, language: Language = 'en', animationSpeed: AnimationSpeed = 'normal') {
  const link = fakeLink();
  const session = new PhoneSession(link.wire);
  render(PhoneApp, { session });
  // the page listens once mounted
  await tick();
  link.push({ kind: 'match', match, language, animationSpeed });
  // the page fetches the game's phone components and texts the first time it shows a match of it
  await phoneGames.load(match.summary.game);
  await tick();
  return { link, session };
}

const publicTable = () => screen.queryByTestId('phone-public-table');
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="phone-seat-row"]')];
const rowOf = (seat: Seat) => document.querySelector<HTMLElement>(`[data-testid="phone-seat-row"][data-seat="${seat}"]`)!;

beforeEach(() => {
  localStorage.clear();
  setLanguage('en');
});
afterEach(() => cleanup());

/** round 1 pays everyone 10 or 11 coins: Grizelda, the first player, may then buy */
const RICH_ROUND = ['moneylender', 'prince', 'treasure-hunter', 'merchant-king'];
const HAGATHA = 3;

describe('the public table on a phone', () => {
  it('Trolldilemma: the round, the road, every troll’s coins and skulls and whom the game waits on; not while choosing', async () => {
    const state: TrolldilemmaState = playOn(stacked(RICH_ROUND), (next) => next.phase.kind === 'restock');
    expect(trolldilemma.definition.activeSeats(state)).toEqual([0]);
    await openPhone(snapshotFor(trolldilemma.definition, state, HAGATHA, trolldilemmaSeats(4)));

    const table = publicTable()!;
    expect(within(table).getByRole('heading', { level: 2 }).textContent).toBe('At the table');
    expect(table.textContent).toContain(t('trolldilemma:table.round', { round: state.round }));
    expect(within(table).getByTestId('road').querySelectorAll('[data-lot]')).toHaveLength(state.lots.length);
    expect(rows().map((row) => row.querySelector('.name')!.textContent)).toEqual(['Grizelda', 'Bonecrusher', 'Mossback', 'Hagatha']);
    for (const [seat, troll] of state.trolls.entries()) {
      expect(rowOf(seat).querySelector('[data-stat="coins"]')!.textContent).toBe(t('trolldilemma:table.coins', { count: troll.coins }));
      expect(rowOf(seat).querySelector('[data-stat="skulls"]')!.getAttribute('aria-label')).toBe(t('trolldilemma:table.skulls', { count: troll.skulls.length }));
    }
    expect(rowOf(HAGATHA).classList.contains('me')).toBe(true);
    expect(rowOf(HAGATHA).textContent).toContain('you');
    // Grizelda is buying: her row says so and is marked as the one the game waits on
    expect(rowOf(0).classList.contains('active')).toBe(true);
    expect(rowOf(0).textContent).toContain(t('trolldilemma:table.bridge.buying'));
    // what just happened: the robberies of the round, as the TV's log says them
    const recent = within(table).getByTestId('phone-recent');
    expect([...recent.querySelectorAll('li')].map((line) => line.textContent)).toEqual(
      linesOf(trolldilemma.definition, state.events).slice(-4).map((line) => t(`trolldilemma:${line.key}`, line.params)),
    );

    // Grizelda's own phone, on her turn: the choice fills the screen, no table under it
    cleanup();
    await openPhone(snapshotFor(trolldilemma.definition, state, 0, trolldilemmaSeats(4)));
    await screen.findByTestId('restock-chooser');
    expect(publicTable()).toBeNull();
  });

  it('Troll Dice: every troll’s health, the attacker and the defenders', async () => {
    const state = gameAfterClubRoll(3, 2);
    const attacker = state.attacker;
    const watcher = ([0, 1, 2] as Seat[]).find((seat) => seat !== attacker)!;
    await openPhone(snapshotFor(trollDice.definition, state, watcher, trollDiceSeats(3)));

    expect(rows()).toHaveLength(3);
    for (const [seat, troll] of state.trolls.entries()) {
      expect(rowOf(seat).querySelector('[data-stat="health"] .health')!.getAttribute('aria-label')).toBe(t('troll-dice:table.seat.health', { count: troll.health }));
    }
    expect(rowOf(attacker).textContent).toContain(t('troll-dice:table.seat.attacking'));
    expect(rowOf(watcher).textContent).toContain('you');
  });

  it('TRÔL: the other tribes as the TV shows them, their cards counted and never shown', async () => {
    const { state } = playUntil(3, (next) => !next.finale && trolDefinition.activeSeats(next)[0] === 1 && next.hunts.some((hunt) => hunt.cards.length > 0), {
      avoid: avoidTriggers,
    });
    await openPhone(snapshotFor(trolDefinition, state, 0, trolSeats(3)));

    const table = publicTable()!;
    const tribes = [...within(table).getByTestId('phone-table').querySelectorAll<HTMLElement>('.tribe')];
    expect(tribes.map((tribe) => tribe.dataset.player)).toEqual(['Bert', 'Cleo']);
    expect(tribes[0].querySelector('[data-stat="hand"] b')!.textContent).toBe(String(state.tribes[1].hand.length));
    for (const card of [...state.tribes[1].hand, ...state.tribes[2].hand]) expect(table.querySelector(`[data-card="${card}"]`)).toBeNull();
    // the tribe that plays now is marked
    expect(tribes[0].classList.contains('playing')).toBe(true);
  });

  it('Thud: the hand already shows the board and the score; the table adds what just happened', async () => {
    const start = thud.newGame();
    const state = thud.play(start, thudGame.definition.legalActions(start, 0)[0]);
    await openPhone(snapshotFor(thudGame.definition, state, 0, thud.snapshotOf(state, { bothHuman: true }).summary.seats));

    expect(screen.getByTestId('thud-phone-board')).not.toBeNull();
    const table = publicTable()!;
    expect(within(table).queryByTestId('phone-table')).toBeNull();
    expect(within(table).getByTestId('phone-recent').textContent).toMatch(/\S/);
  });
});

describe('the phone’s language', () => {
  it('is the table’s, as the Host says it, until the player picks one on the phone', async () => {
    const state = playOn(stacked(RICH_ROUND), (next) => next.phase.kind === 'restock');
    const match = snapshotFor(trolldilemma.definition, state, HAGATHA, trolldilemmaSeats(4));
    const { link } = await openPhone(match, 'fr');
    await screen.findByText('À la table');
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('button', { name: 'FR' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('phone-turn').textContent!.trim()).toBe('Ce n’est pas votre tour');

    // the TV switches: the phone follows
    link.push({ kind: 'match', match, language: 'en', animationSpeed: 'normal' });
    await screen.findByText('At the table');
    expect(document.documentElement.lang).toBe('en');

    // the player picks French on the phone: it stays French when the TV speaks English
    await fireEvent.click(screen.getByRole('button', { name: 'FR' }));
    await screen.findByText('À la table');
    link.push({ kind: 'match', match: { ...match, summary: { ...match.summary, actionCount: 2 } }, language: 'en', animationSpeed: 'normal' });
    await screen.findByText('À la table');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('moves at the table’s Animations pace, and not at all once the TV turns animations off', async () => {
    const state = playOn(stacked(RICH_ROUND), (next) => next.phase.kind === 'restock');
    const match = snapshotFor(trolldilemma.definition, state, HAGATHA, trolldilemmaSeats(4));
    const { link } = await openPhone(match, 'en', 'slow');
    const root = document.documentElement;
    expect(root.dataset.motion).toBe('slow');
    expect(root.style.getPropertyValue('--motion')).toBe('1.8');

    link.push({ kind: 'match', match, language: 'en', animationSpeed: 'off' });
    await tick();
    expect(root.dataset.motion).toBe('off');
    expect(root.style.getPropertyValue('--motion')).toBe('0');
  });
});
