/**
 * The title screen: it shows while the table is set up (with a status screen readers hear), and
 * as the TV's idle screen on home only. The key, gamepad button or click that takes it down does
 * nothing else, and the focus goes back where it was. The idle countdown runs on fake timers.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { IDLE_TITLE_MS } from '../../renderer/src/lib/idle-title.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { FakeHost } from './support/fake-host';

let host: FakeHost;

beforeEach(() => {
  setLanguage('en');
  localStorage.clear();
  host = new FakeHost();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** App on home, the focus on the Troll Dice rules, the idle countdown on fake timers */
async function idleHome() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const app = new AppState(host.connection());
  render(App, { props: { app } });
  const rules = await screen.findByTestId('rules-troll-dice');
  rules.focus();
  return { app, rules };
}

function idleTitle(): HTMLElement | null {
  return screen.queryByTestId('idle-title');
}

describe('the title while the table is set up', () => {
  it('shows the picture, the name as a heading and a status saying what is happening, then gives way to home', async () => {
    let answer!: () => void;
    const status = host.status;
    host.status = () => new Promise((resolve) => (answer = () => resolve(status())));
    render(App, { props: { app: new AppState(host.connection()) } });

    const loading = screen.getByTestId('loading-title');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Troll Night');
    expect(screen.getByRole('img', { name: /^Game night under the moon/ })).toBeTruthy();
    expect(within(screen.getByTestId('loading-title')).getByRole('status').textContent).toBe('Setting up the table…');

    answer();
    await screen.findByTestId('saved-games');
    expect(loading.isConnected).toBe(false);
  });

  it('speaks French in French', async () => {
    host.settings = { ...host.settings, language: 'fr' };
    setLanguage('fr');
    host.status = () => new Promise(() => {});
    render(App, { props: { app: new AppState(host.connection()) } });
    expect(within(screen.getByTestId('loading-title')).getByRole('status').textContent).toBe('Installation de la table…');
    expect(screen.getByText('Cinq jeux de trolls pour une longue nuit')).toBeTruthy();
  });
});

describe('the idle title', () => {
  it('comes up after the idle time on home, and every input before that starts the count again', async () => {
    const { rules } = await idleHome();
    vi.advanceTimersByTime(IDLE_TITLE_MS - 1000);
    fireEvent.keyDown(rules, { key: 'Shift' });
    vi.advanceTimersByTime(IDLE_TITLE_MS - 1000);
    fireEvent.pointerDown(document.body);
    vi.advanceTimersByTime(IDLE_TITLE_MS - 1000);
    expect(idleTitle()).toBeNull();

    vi.advanceTimersByTime(1000);
    await waitFor(() => expect(document.activeElement).toBe(idleTitle()));
    expect(screen.getByText('Press any button')).toBeTruthy();
    expect(document.querySelector('main')?.inert).toBe(true);
  });

  it('takes down with the first key, which does nothing else, and gives the focus back', async () => {
    const { app, rules } = await idleHome();
    vi.advanceTimersByTime(IDLE_TITLE_MS);
    await waitFor(() => expect(document.activeElement).toBe(idleTitle()));

    // M mutes the sound on home: the key that wakes the TV must not
    const key = new KeyboardEvent('keydown', { key: 'm', bubbles: true, cancelable: true });
    idleTitle()!.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    expect(idleTitle()).toBeNull();
    expect(document.activeElement).toBe(rules);
    expect(app.settings.muted).toBe(false);
    expect(host.called('setSettings')).toEqual([]);
    expect(app.screen.name).toBe('home');

    // and the count starts again from there
    vi.advanceTimersByTime(IDLE_TITLE_MS);
    await waitFor(() => expect(idleTitle()).not.toBeNull());
  });

  it('takes down with a gamepad’s A, which does not press the focused button', async () => {
    const pad = { index: 0, buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })), axes: [0, 0, 0, 0] };
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => [pad] });
    let frame: FrameRequestCallback | null = null;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const { app, rules } = await idleHome();
    window.dispatchEvent(new Event('gamepadconnected'));
    vi.advanceTimersByTime(IDLE_TITLE_MS);
    await waitFor(() => expect(document.activeElement).toBe(idleTitle()));

    pad.buttons[0].pressed = true;
    frame!(100);
    expect(idleTitle()).toBeNull();
    expect(document.activeElement).toBe(rules);
    // held on, A fires no late press either
    frame!(200);
    expect(app.screen.name).toBe('home');

    // the next press of A is a press again
    pad.buttons[0].pressed = false;
    frame!(300);
    pad.buttons[0].pressed = true;
    frame!(400);
    expect(app.screen).toEqual({ name: 'rules', game: 'troll-dice' });
  });

  it('takes down with a click or a touch on it, which reaches nothing under it', async () => {
    const { app, rules } = await idleHome();
    vi.advanceTimersByTime(IDLE_TITLE_MS);
    await waitFor(() => expect(idleTitle()).not.toBeNull());
    fireEvent.pointerDown(idleTitle()!);
    fireEvent.click(idleTitle()!);
    expect(idleTitle()).toBeNull();
    expect(document.activeElement).toBe(rules);
    expect(app.screen.name).toBe('home');
  });

  it('never comes up over a dialog, a new game or a match', async () => {
    const { app } = await idleHome();
    await fireEvent.click(screen.getByTestId('home-new-game-troll-dice'));
    await fireEvent.click(screen.getByTestId('start-match'));
    await screen.findByTestId('match');
    vi.advanceTimersByTime(IDLE_TITLE_MS * 3);
    expect(idleTitle()).toBeNull();

    await fireEvent.click(screen.getByTestId('back'));
    await screen.findByTestId('saved-games');
    // a saved game to delete: its confirmation stays on screen, uncovered
    const match = app.matches[0];
    await fireEvent.click(screen.getByTestId(`delete-${match.id}`));
    expect(document.querySelector('[aria-modal="true"]')).not.toBeNull();
    vi.advanceTimersByTime(IDLE_TITLE_MS * 3);
    expect(idleTitle()).toBeNull();

    await fireEvent.click(screen.getByTestId('cancel'));
    await fireEvent.click(screen.getByTestId('home-new-game-troll-dice'));
    vi.advanceTimersByTime(IDLE_TITLE_MS * 3);
    expect(idleTitle()).toBeNull();
  });
});
