// @vitest-environment jsdom
/**
 * The phone page fetches a game's part (its hand, its public table, its texts) the first time a
 * match of that game reaches it (or its lobby, so that the hand is ready when the game starts):
 * meanwhile it says it is joining, never an empty page; then the hand shows.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SeatSetup } from '$contract/api';
import { thud } from '$engine/games/thud';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import PhoneApp from '../../renderer/src/phone/PhoneApp.svelte';
import { phoneGames } from '../../renderer/src/phone/phone-games.svelte';
import { PhoneSession } from '../../renderer/src/phone/phone-session.svelte';
import ThudPhoneHand from '../../renderer/src/tables/thud/PhoneHand.svelte';
import { fakeLink } from './support/fake-phone-link';
import { phoneSnapshotOf } from './support/phone-snapshot';
import { newGame } from './tables/thud-fixtures';

const seats: SeatSetup[] = [
  { name: 'Ada', color: 'orange', symbol: 'circle', kind: { type: 'human' } },
  { name: 'Grum', color: 'sky', symbol: 'square', kind: { type: 'human' } },
];

beforeEach(() => setLanguage('en'));
afterEach(cleanup);

describe('a game’s part on the phone', () => {
  it('says the phone is joining until the game’s part is fetched, then shows its hand', async () => {
    expect(phoneGames.has('thud')).toBe(true);
    expect(phoneGames.readyFor('thud')).toBeUndefined();
    const link = fakeLink();
    render(PhoneApp, { session: new PhoneSession(link.wire) });
    await tick();
    const state = newGame();
    link.push({ kind: 'match', match: phoneSnapshotOf(thud.definition, state, 0, seats, 0), language: 'en', animationSpeed: 'normal' });
    await tick();
    expect(screen.queryByTestId('phone-hand')).toBeNull();
    expect(screen.getByText('Joining the table…')).toBeTruthy();

    const part = await phoneGames.load('thud');
    await tick();
    expect(part?.Hand).toBe(ThudPhoneHand);
    expect(phoneGames.readyFor('thud')).toBe(part);
    expect(screen.getByTestId('phone-hand').getAttribute('data-game')).toBe('thud');
    expect(screen.queryByText('Joining the table…')).toBeNull();
    // fetched once: the next call hands back the same part
    expect(await phoneGames.load('thud')).toBe(part);
  });

  it('is fetched from the lobby on, so the hand is there as soon as the match starts', async () => {
    expect(phoneGames.readyFor('trol')).toBeUndefined();
    const link = fakeLink();
    render(PhoneApp, { session: new PhoneSession(link.wire) });
    await tick();
    link.push({ kind: 'lobby', seat: 1, game: 'trol', language: 'en', animationSpeed: 'normal' });
    await waitFor(() => expect(phoneGames.readyFor('trol')).toBeDefined());
    expect(screen.getByTestId('phone-lobby')).toBeTruthy();
  });

  it('has no part for a game played on the TV alone', async () => {
    expect(phoneGames.has('played-on-the-tv')).toBe(false);
    expect(await phoneGames.load('played-on-the-tv')).toBeUndefined();
  });
});
