// @vitest-environment jsdom
/**
 * The phone page's state, against a fake link: what the Host pushes is shown, one move at a
 * time is sent with the action count the phone saw, the player is buzzed when their turn comes,
 * and a dead link or a refusal is said plainly.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language, PhoneState } from '../../electron/shared/api';
import { currentLanguage, setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { PhoneSession } from '../../renderer/src/phone/phone-session.svelte';
import { fakeLink } from './support/fake-phone-link';

function matchState(actionCount: number, legal: unknown[], language: Language = 'en'): PhoneState {
  return {
    kind: 'match',
    language,
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
    link.push({ kind: 'lobby', seat: 1, game: 'troll-dice', language: 'fr' });
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
});
