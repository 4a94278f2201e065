// @vitest-environment jsdom
/**
 * Phones as private hands, on the TV: the setting, the lobby of the new-game screen and its QR
 * codes, the links of an open match (P), and who has joined.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import jsQR from 'jsqr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { commandForKey } from '../../renderer/src/lib/input';
import { NewGameForm } from '../../renderer/src/lib/new-game-form.svelte';
import { FakeHost, phoneAddress, trollDiceInfo, whole } from './support/fake-host';
import { firstRedirect, snapshotOf } from './tables/trolldilemma-fixtures';

beforeEach(() => setLanguage('en'));
afterEach(cleanup);

/** flush the Host's (fake) answers and the effects they start */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/**
 * What a phone's camera reads from a QR code drawn by the `qrcode` library: its SVG path (one
 * horizontal run of dark modules per `h`) painted module by module, then decoded by jsQR.
 */
function decodeQr(svg: SVGSVGElement): string | undefined {
  const [, , size] = svg.getAttribute('viewBox')!.split(' ').map(Number);
  const dark = svg.querySelector('path[stroke]')!.getAttribute('d')!;
  const scale = 8;
  const pixels = new Uint8ClampedArray(size * scale * size * scale * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of dark.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Math.floor(Number(b))];
    else if (command === 'm') [x, y] = [x + Number(a), y + Math.floor(Number(b ?? 0))];
    else {
      for (let column = x; column < x + Number(a); column++) {
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const at = ((y * scale + dy) * size * scale + column * scale + dx) * 4;
            pixels.fill(0, at, at + 3);
          }
        }
      }
      x += Number(a);
    }
  }
  return jsQR(pixels, size * scale, size * scale)?.data;
}

async function showApp(host: FakeHost) {
  const app = new AppState(host.connection());
  render(App, { props: { app } });
  await screen.findByTestId('settings');
  return app;
}

function phonesOnHost(): FakeHost {
  const host = new FakeHost();
  host.settings = { ...host.settings, phones: true };
  return host;
}

describe('the phones setting', () => {
  it('is off by default, says what the local network means, and shows the address phones use once on', async () => {
    const host = new FakeHost();
    await showApp(host);
    expect(screen.getByTestId('phones-off').getAttribute('aria-pressed')).toBe('true');
    const setting = screen.getByRole('group', { name: 'Players can join from their phones' });
    expect(setting.textContent).toContain('anyone on the same Wi-Fi who gets a seat’s link can play that seat');
    expect(screen.queryByTestId('phone-address')).toBeNull();

    await fireEvent.click(screen.getByTestId('phones-on'));
    await waitFor(() => expect(screen.getByTestId('phone-address').textContent).toContain(phoneAddress));
    // what a link does is said once links can be made
    expect(setting.textContent).toContain('until the game ends or a new link is made for that seat');
    expect(host.called('setSettings')).toEqual([[{ phones: true }]]);
    expect(screen.getByTestId('phones-on').getAttribute('aria-pressed')).toBe('true');

    await fireEvent.click(screen.getByTestId('phones-off'));
    await waitFor(() => expect(screen.queryByTestId('phone-address')).toBeNull());
  });

  it('says why phones cannot join when the phone server could not listen, in both languages', async () => {
    const host = phonesOnHost();
    host.phoneService = { state: 'failed', reason: 'EADDRINUSE' };
    await showApp(host);
    expect(screen.getByTestId('phone-failed').textContent).toContain('the app could not listen on the network (EADDRINUSE)');
    expect(screen.queryByTestId('phone-address')).toBeNull();
    await fireEvent.click(screen.getByTestId('language-fr'));
    expect(screen.getByTestId('phone-failed').textContent).toContain('l’appli n’a pas pu écouter sur le réseau (EADDRINUSE)');
  });

  it('shows nothing more where the Host serves no phones', async () => {
    const host = phonesOnHost();
    host.phoneService = { state: 'unavailable' };
    await showApp(host);
    expect(screen.queryByTestId('phone-address')).toBeNull();
    expect(screen.queryByTestId('phone-failed')).toBeNull();
  });
});

describe('phone links on the new-game screen', () => {
  async function newGame(host: FakeHost) {
    const app = await showApp(host);
    await fireEvent.click(screen.getByTestId('home-new-game-troll-dice'));
    await settle();
    return app;
  }

  it('opens no lobby while phones are off', async () => {
    const host = new FakeHost();
    await newGame(host);
    expect(host.called('openPhoneLobby')).toEqual([]);
    expect(screen.queryByTestId('phone-links')).toBeNull();
  });

  it('gives a human seat a QR code that reads as its link, and the short address in large type', async () => {
    const host = phonesOnHost();
    await newGame(host);
    expect(host.called('openPhoneLobby')).toEqual([['troll-dice']]);
    await fireEvent.click(screen.getByTestId('phone-invite-1'));
    await waitFor(() => expect(document.querySelector('[data-testid="phone-qr"] svg')).not.toBeNull());

    const [invite] = host.phoneTables.get('lobby-1')!.invites;
    expect(host.called('invitePhone')).toEqual([['lobby-1', 1]]);
    const qr = screen.getByTestId('phone-qr');
    expect(qr.dataset.seat).toBe('1');
    expect(decodeQr(qr.querySelector('svg')!)).toBe(invite.url);
    expect(qr.getAttribute('aria-label')).toBe('Code to play as Player 2 from a phone');
    expect(screen.getByTestId('phone-short-url').textContent).toBe(invite.shortUrl);
    // seat 0 has no link yet: it plays on the TV until one is made
    expect(screen.getByTestId('phone-seat-0').textContent).toContain('Plays on the TV');
  });

  it('opens a new lobby, without an error, when a restarted Host forgot the one shown', async () => {
    const host = phonesOnHost();
    const app = await newGame(host);
    expect(host.called('openPhoneLobby')).toEqual([['troll-dice']]);
    // links live in the Host's memory: after its restart the lobby is unknown
    host.phoneTables.clear();
    await app.refresh();
    await settle();
    expect(host.called('openPhoneLobby')).toEqual([['troll-dice'], ['troll-dice']]);
    expect(screen.queryByTestId('error')).toBeNull();
    expect(app.phones?.table).toBe('lobby-2');
  });

  it('makes a new link that replaces the old one, and takes a seat back to the TV', async () => {
    const host = phonesOnHost();
    await newGame(host);
    await fireEvent.click(screen.getByTestId('phone-invite-0'));
    await waitFor(() => expect(screen.getByTestId('phone-short-url')).toBeTruthy());
    const first = screen.getByTestId('phone-short-url').textContent;

    await fireEvent.click(screen.getByTestId('phone-invite-0'));
    await waitFor(() => expect(screen.getByTestId('phone-short-url').textContent).not.toBe(first));

    await fireEvent.click(screen.getByTestId('phone-revoke-0'));
    await waitFor(() => expect(screen.queryByTestId('phone-qr')).toBeNull());
    expect(host.called('revokePhone')).toEqual([['lobby-1', 0]]);
    expect(screen.getByTestId('phone-seat-0').textContent).toContain('Plays on the TV');
  });

  it('shows when a phone has joined, and takes back the link of a seat that becomes a bot', async () => {
    const host = phonesOnHost();
    await newGame(host);
    await fireEvent.click(screen.getByTestId('phone-invite-1'));
    await settle();
    host.phoneJoins('lobby-1', 1);
    await waitFor(() => expect(screen.getByTestId('phone-seat-1').dataset.joined).toBe('true'));
    expect(screen.getByTestId('phone-seat-1').textContent).toContain('Phone joined');
    expect(screen.queryByTestId('phone-qr')).toBeNull();

    await fireEvent.click(screen.getByTestId('seat-kind-1'));
    await settle();
    expect(host.called('revokePhone')).toEqual([['lobby-1', 1]]);
    expect(screen.queryByTestId('phone-seat-1')).toBeNull();
  });

  it('takes back the link of a seat that is removed', async () => {
    const host = phonesOnHost();
    await newGame(host);
    await fireEvent.click(screen.getByTestId('seat-count-3'));
    await fireEvent.click(screen.getByTestId('phone-invite-2'));
    await settle();
    await fireEvent.click(screen.getByTestId('seat-count-2'));
    await settle();
    expect(host.called('revokePhone')).toEqual([['lobby-1', 2]]);
  });

  it('shows the phones carried from the lobby as joined from the match’s first moment, before its links are read', async () => {
    const host = phonesOnHost();
    const app = await newGame(host);
    await fireEvent.click(screen.getByTestId('phone-invite-0'));
    await settle();
    host.phoneJoins('lobby-1', 0);
    await settle();
    // the match's own links never come: what the TV knows is what the lobby handed over
    host.phoneTable = () => new Promise(() => {});
    await fireEvent.click(screen.getByTestId('start-match'));
    await waitFor(() => expect(app.screen.name).toBe('match'));
    expect(app.phoneSeats).toEqual([0]);
    expect(app.phones?.table).toBe('m1');
  });

  it('hands the lobby to the new match, whose links it then shows', async () => {
    const host = phonesOnHost();
    const app = await newGame(host);
    await fireEvent.click(screen.getByTestId('phone-invite-0'));
    await settle();
    await fireEvent.click(screen.getByTestId('start-match'));
    await waitFor(() => expect(app.screen.name).toBe('match'));
    expect(host.called('createMatch')[0][0]).toMatchObject({ game: 'troll-dice', phoneLobby: 'lobby-1' });
    await waitFor(() => expect(host.called('phoneTable')).toEqual([['m1']]));
    expect(app.phones?.invites.map((invite) => invite.seat)).toEqual([0]);
  });

  it('shows a refused link as a translated message', async () => {
    const host = phonesOnHost();
    const app = await newGame(host);
    host.invitePhone = async () => ({ ok: false, error: { code: 'unknown-match', key: 'common:errors.unknown-match' } });
    await fireEvent.click(screen.getByTestId('phone-invite-0'));
    await settle();
    expect(app.toasts.map((toast) => toast.error.key)).toEqual(['common:errors.unknown-match']);
    expect(screen.getByTestId('error').textContent).not.toContain('common:');
  });
});

describe('phone links at the table', () => {
  /** a Trolldilemma match where Grizelda (seat 0) and Hagatha (seat 3) throw in secret */
  async function openMatch(host: FakeHost) {
    const snapshot = snapshotOf(firstRedirect());
    host.matches = [snapshot.summary];
    host.openMatch = async (matchId) => {
      host.calls.push({ method: 'openMatch', args: [matchId] });
      return { ok: true, value: whole(snapshot) };
    };
    const app = await showApp(host);
    await fireEvent.click(await screen.findByTestId(`resume-${snapshot.summary.id}`));
    await screen.findByTestId('match');
    await settle();
    return { app, matchId: snapshot.summary.id };
  }
  const curtain = () => document.querySelector<HTMLElement>('[data-testid="hand-off-curtain"]');

  it('opens the links with P at any time, and Esc or P closes them', async () => {
    const host = phonesOnHost();
    await openMatch(host);
    expect(host.called('phoneTable')).toEqual([['match-1']]);
    await fireEvent.keyDown(window, { key: 'p' });
    const dialog = await screen.findByTestId('phone-links-dialog');
    // human seats only: the two bots play on the TV
    expect([...dialog.querySelectorAll<HTMLElement>('[data-testid^="phone-seat-"]')].map((seat) => seat.dataset.testid)).toEqual([
      'phone-seat-0',
      'phone-seat-3',
    ]);
    await waitFor(() => expect(document.activeElement?.closest('[data-testid="phone-links-dialog"]')).not.toBeNull());
    await fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('phone-links-dialog')).toBeNull();
    expect(screen.getByTestId('match')).toBeTruthy();

    await fireEvent.click(screen.getByTestId('show-phones'));
    expect(screen.getByTestId('phone-links-dialog')).toBeTruthy();
    await fireEvent.keyDown(window, { key: 'P' });
    expect(screen.queryByTestId('phone-links-dialog')).toBeNull();
  });

  it('skips the curtain of a seat whose phone joined, marks it in the header, and brings it back when the seat returns to the TV', async () => {
    const host = phonesOnHost();
    await openMatch(host);
    expect(curtain()?.dataset.player).toBe('Grizelda');

    await fireEvent.keyDown(window, { key: 'p' });
    await fireEvent.click(await screen.findByTestId('phone-invite-0'));
    await waitFor(() => expect(host.called('invitePhone')).toEqual([['match-1', 0]]));
    await waitFor(() => expect(screen.getByTestId('phone-qr').dataset.seat).toBe('0'));
    host.phoneJoins('match-1', 0);
    await waitFor(() => expect(screen.getByTestId('phone-seat-0').dataset.joined).toBe('true'));
    await fireEvent.click(screen.getByTestId('phone-links-close'));

    expect(screen.getByTestId('phone-joined-0').getAttribute('aria-label')).toBe('Grizelda plays from a phone');
    expect(screen.getByTestId('phone-joined-0').querySelector('svg')?.getAttribute('aria-label')).toBe('Orange circle');
    // Grizelda throws on her phone: the curtain is for Hagatha, who plays on the TV
    expect(curtain()?.dataset.player).toBe('Hagatha');

    await fireEvent.keyDown(window, { key: 'p' });
    await fireEvent.click(await screen.findByTestId('phone-revoke-0'));
    await waitFor(() => expect(host.called('revokePhone')).toEqual([['match-1', 0]]));
    await fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(curtain()?.dataset.player).toBe('Grizelda'));
    expect(screen.queryByTestId('phone-joined-0')).toBeNull();
  });

  it('says how to turn phones on when they are off', async () => {
    const host = new FakeHost();
    await openMatch(host);
    expect(host.called('phoneTable')).toEqual([]);
    expect(screen.queryByTestId('show-phones')).toBeNull();
    await fireEvent.keyDown(window, { key: 'p' });
    expect((await screen.findByTestId('phones-disabled')).textContent).toContain('Turn on “Players can join from their phones”');
  });
});

describe('the P key and the new-game form', () => {
  it('maps P to the phone links, except while typing', () => {
    const key = (target: EventTarget, value: string) => {
      const event = new KeyboardEvent('keydown', { key: value });
      Object.defineProperty(event, 'target', { value: target });
      return commandForKey(event);
    };
    expect(key(document.body, 'p')).toBe('phones');
    expect(key(document.body, 'P')).toBe('phones');
    expect(key(document.createElement('input'), 'p')).toBeNull();
  });

  it('tells which human seats left: turned into bots or removed, not bots removed', () => {
    const left: number[] = [];
    const form = new NewGameForm(trollDiceInfo, [], (n) => `Troll ${n}`, [], (seat) => left.push(seat));
    form.setSeatCount(5);
    form.toggleKind(1);
    form.toggleKind(4);
    expect(left).toEqual([1, 4]);
    expect(form.humanSeats).toEqual([0, 2, 3]);
    form.toggleKind(1);
    form.setSeatCount(3);
    expect(left).toEqual([1, 4, 3]);
    expect(form.humanSeats).toEqual([0, 1, 2]);
  });
});
