// @vitest-environment jsdom
/**
 * The phone page's state, against a fake link: what the Host pushes is shown, one move at a
 * time is sent with the action count the phone saw, the player is buzzed when their turn comes,
 * and a dead link or a refusal is said plainly.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language, PhoneNotice, PhoneState } from '$contract/api';
import { currentLanguage, setLanguage } from '../../renderer/src/lib/i18n.svelte';
import PhoneApp from '../../renderer/src/phone/PhoneApp.svelte';
import { PhoneSession } from '../../renderer/src/phone/phone-session.svelte';
import { fakeLink } from './support/fake-phone-link';

function matchState(actionCount: number, legal: unknown[], language: Language = 'en'): PhoneState {
  return {
    kind: 'match',
    language,
    animationSpeed: 'normal',
    match: {
      summary: { id: 'm1', game: 'troll-dice', seats: [], createdAt: 0, updatedAt: 0, actionCount, outcome: null },
      seat: 1,
      view: {},
      legal: legal as never,
      activeSeats: legal.length ? [1] : [0],
      privateTurn: false,
      outcome: null,
      recent: [],
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the phone session', () => {
  it('shows what the Host pushes, and sends one move at a time with the action count it saw', async () => {
    const link = fakeLink();
    const session = new PhoneSession(link.wire);
    session.start();
    link.push(matchState(4, [{ type: 'roll', green: 0 }]));
    expect(session.state).toEqual(matchState(4, [{ type: 'roll', green: 0 }]));

    const first = session.act({ type: 'roll', green: 0 });
    expect(session.busy).toBe(true);
    await session.act({ type: 'roll', green: 1 });
    expect(link.requests.map(({ method, args }) => [method, args])).toEqual([['act', [{ type: 'roll', green: 0 }, 4]]]);
    link.requests[0].answer({ ok: true, value: null });
    await first;
    expect(session.busy).toBe(false);
  });

  it('buzzes when the turn comes to this phone, not while it stays', () => {
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, vibrate, language: 'en-GB' });
    const link = fakeLink();
    new PhoneSession(link.wire).start();
    link.push(matchState(0, []));
    expect(vibrate).not.toHaveBeenCalled();
    link.push(matchState(1, [{ type: 'roll', green: 0 }]));
    link.push(matchState(1, [{ type: 'roll', green: 0 }]));
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal, but not a lost connection (the page says that itself)', async () => {
    const link = fakeLink();
    const session = new PhoneSession(link.wire);
    session.start();
    link.push(matchState(2, [{ type: 'roll', green: 0 }]));
    const refused = session.act({ type: 'roll', green: 0 });
    link.requests[0].answer({ ok: false, error: { code: 'stale-move', key: 'common:errors.stale-move' } });
    await refused;
    expect(session.error).toEqual({ code: 'stale-move', key: 'common:errors.stale-move' });

    session.dismissError();
    const lost = session.act({ type: 'roll', green: 0 });
    link.drop();
    link.requests[1].answer({ ok: false, error: { code: 'disconnected', key: 'common:errors.disconnected' } });
    await lost;
    expect(session.error).toBeNull();
    expect(session.connected).toBe(false);
  });

  it('says the link is dead when the Host refuses it, or when the address holds none', () => {
    const link = fakeLink();
    const session = new PhoneSession(link.wire);
    session.start();
    expect(session.linkDead).toBe(false);
    link.refuse();
    expect(session.linkDead).toBe(true);
    expect(new PhoneSession(null).linkDead).toBe(true);
  });

  it('speaks the table’s language, not the browser’s, and follows the TV until its player picks one', () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-GB', languages: ['en-GB'] });
    setLanguage('en');
    const link = fakeLink();
    const session = new PhoneSession(link.wire);
    session.start();
    // before the Host answers, the browser's language is the best guess
    expect(session.language).toBe('en');
    link.push({ kind: 'lobby', seat: 1, game: 'troll-dice', language: 'fr', animationSpeed: 'normal' });
    expect(session.language).toBe('fr');
    // the TV switches language before the player picked one: the phone follows
    link.push(matchState(1, [], 'en'));
    expect(currentLanguage()).toBe('en');
    link.push(matchState(2, [], 'fr'));
    expect(currentLanguage()).toBe('fr');
  });

  it('keeps the language picked on the phone, whatever the TV speaks, and remembers it on that phone', () => {
    const link = fakeLink();
    const session = new PhoneSession(link.wire);
    session.start();
    link.push(matchState(1, [], 'fr'));
    expect(session.language).toBe('fr');
    session.switchLanguage('en');
    expect(session.language).toBe('en');
    link.push(matchState(2, [], 'fr'));
    expect(session.language).toBe('en');

    // the same phone opens a link again: its pick still holds, from the first moment
    setLanguage('fr');
    const again = fakeLink();
    const reopened = new PhoneSession(again.wire);
    reopened.start();
    expect(reopened.language).toBe('en');
    again.push(matchState(3, [], 'fr'));
    expect(reopened.language).toBe('en');
  });

  it('tells the player in words when the table took their move back, until they read it or play', async () => {
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, vibrate, language: 'en-GB' });
    const link = fakeLink();
    const session = new PhoneSession(link.wire);
    // a game without a phone hand: the page around the hand is what is looked at here
    const pageState = (actionCount: number, legal: unknown[], notice?: PhoneNotice): PhoneState => {
      const state = matchState(actionCount, legal) as Extract<PhoneState, { kind: 'match' }>;
      return { ...state, match: { ...state.match, summary: { ...state.match.summary, game: 'played-on-the-tv' } }, ...(notice ? { notice } : {}) };
    };
    render(PhoneApp, { props: { session } });
    setLanguage('en');
    link.push(pageState(3, []));
    flushSync();
    expect(screen.queryByTestId('phone-notice')).toBeNull();

    // its secret choice was taken back with its round: its turn again, and a notice saying why
    link.push(pageState(2, [{ type: 'roll', green: 0 }], { kind: 'undone', round: true }));
    flushSync();
    const notice = screen.getByTestId('phone-notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('The table took back your move');
    expect(notice.textContent).toContain('Every secret choice of this round went back with it: everyone chooses again, you too.');
    expect(vibrate).toHaveBeenCalledTimes(1);
    // its player picks French on the phone: what the phone says follows
    session.switchLanguage('fr');
    flushSync();
    expect(notice.textContent).toContain('La table a annulé votre coup');
    expect(notice.textContent).toContain('Tous les choix secrets de ce tour ont été repris avec lui : chacun choisit à nouveau, vous aussi.');

    // the next state (another player's move) does not hide it; playing does
    link.push(pageState(2, [{ type: 'roll', green: 0 }]));
    flushSync();
    expect(screen.getByTestId('phone-notice')).toBeTruthy();
    void session.act({ type: 'roll', green: 0 });
    flushSync();
    expect(screen.queryByTestId('phone-notice')).toBeNull();

    // a move of its own taken back alone says so; the player may put the notice away
    link.requests[0].answer({ ok: true, value: null });
    link.push(pageState(4, [], { kind: 'undone', round: false }));
    flushSync();
    expect(screen.getByTestId('phone-notice').textContent).toContain('Rien n’est perdu : rejouez-le quand votre tour revient.');
    await fireEvent.click(screen.getByRole('button', { name: 'Compris' }));
    expect(screen.queryByTestId('phone-notice')).toBeNull();
  });
});
