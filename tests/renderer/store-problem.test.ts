import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { FakeHost } from './support/fake-host';

const path = '/home/troll/.config/troll-night/troll-night.sqlite';

beforeEach(() => {
  setLanguage('en');
  localStorage.clear();
});

afterEach(() => vi.restoreAllMocks());

/** the page last showed `language` on a day the save file could be read */
function rememberedFromLastTime(language: 'en' | 'fr'): void {
  localStorage.setItem('troll-night.language', language);
}

function openApp(host: FakeHost) {
  render(App, { props: { app: new AppState(host.connection()) } });
}

describe('the store problem screen', () => {
  it('explains a damaged save file, keeps it, and starts a fresh one on request', async () => {
    const host = new FakeHost();
    host.store = { state: 'corrupt', path, detail: 'file is not a database' };
    openApp(host);

    const problem = await screen.findByTestId('store-problem');
    expect(problem.textContent).toContain(
      `The save file at ${path} cannot be read: it is damaged or not a Troll Night save.`,
    );
    expect(problem.textContent).toContain('nothing was changed or deleted');
    expect(problem.textContent).toContain('file is not a database');
    expect(screen.queryByTestId('saved-games')).toBeNull();

    await fireEvent.click(screen.getByTestId('start-fresh-store'));
    expect(await screen.findByTestId('saved-games')).toBeTruthy();
    expect(host.called('startFreshStore')).toHaveLength(1);
    expect(screen.queryByTestId('store-problem')).toBeNull();
  });

  it('speaks the user’s language about a save file from a newer version', async () => {
    const host = new FakeHost();
    rememberedFromLastTime('fr');
    host.store = { state: 'newer-version', path, detail: 'user_version 9' };
    openApp(host);

    const problem = await screen.findByTestId('store-problem');
    expect(problem.textContent).toContain(
      `Le fichier de sauvegarde ${path} a été écrit par une version plus récente de Troll Night.`,
    );
    expect(screen.getByTestId('start-fresh-store').textContent?.trim()).toBe('Créer un nouveau fichier de sauvegarde');
    expect(document.activeElement).toBe(screen.getByTestId('start-fresh-store'));
  });
});

describe('a save file out of reach', () => {
  it.each([
    ['read-only', 'Troll Night is not allowed to write to its save file', 'Make the file and its folder writable'],
    ['disk-full', 'There is no room left on the disk to open the save file', 'Free up some space on that disk'],
  ] as const)('(%s) says what to do, offers only to try again, and opens the file once it is fixed', async (state, reason, help) => {
    const host = new FakeHost();
    host.store = { state, path, detail: `${path} cannot be written by this user` };
    openApp(host);

    const problem = await screen.findByTestId('store-problem');
    expect(problem.textContent).toContain(`${reason} ${path}`);
    expect(screen.getByTestId('store-problem-help').textContent).toContain(help);
    // the file is fine: it is not set aside for a fresh one
    expect(screen.queryByTestId('start-fresh-store')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('retry-store')));

    await fireEvent.click(screen.getByTestId('retry-store'));
    expect((await screen.findByTestId('store-problem-still')).textContent).toBe('Tried again: the problem is still there.');
    expect(screen.queryByTestId('saved-games')).toBeNull();

    host.store = { state: 'ok' };
    await fireEvent.click(screen.getByTestId('retry-store'));
    expect(await screen.findByTestId('saved-games')).toBeTruthy();
    expect(host.called('reopenStore')).toHaveLength(2);
    expect(host.called('startFreshStore')).toHaveLength(0);
  });
});

describe('a save file cut short', () => {
  it.each([
    ['empty', 'en', `The save file at ${path} is empty (0 bytes)`],
    ['truncated', 'en', `The save file at ${path} is incomplete: its end is missing`],
    ['truncated', 'fr', `Le fichier de sauvegarde ${path} est incomplet\u00a0: sa fin manque`],
  ] as const)('(%s, %s) explains it, and offers a fresh file or another try with a copy put back', async (state, language, reason) => {
    const host = new FakeHost();
    rememberedFromLastTime(language);
    host.store = { state, path, detail: 'the file holds 3 pages of 4096 bytes; the database has 4' };
    openApp(host);

    const problem = await screen.findByTestId('store-problem');
    expect(problem.dataset.state).toBe(state);
    expect(problem.textContent).toContain(reason);
    expect(problem.textContent).toContain('3 pages of 4096 bytes');
    expect(screen.getByTestId('retry-store')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('start-fresh-store')));
    await fireEvent.click(screen.getByTestId('start-fresh-store'));
    expect(await screen.findByTestId('saved-games')).toBeTruthy();
  });
});

describe('the language before the save file is read', () => {
  it('is the one this page showed last time, though the Host has only its English defaults', async () => {
    const host = new FakeHost();
    // a day the file could be read: the page keeps the language it showed
    host.settings = { ...host.settings, language: 'fr' };
    const first = new AppState(host.connection());
    await first.refresh();
    expect(localStorage.getItem('troll-night.language')).toBe('fr');

    // next time the file is damaged: the Host falls back to its defaults
    host.settings = { language: 'en', animationSpeed: 'normal', phones: false, effectsVolume: 60, musicVolume: 0, muted: false, reactions: true };
    host.store = { state: 'corrupt', path, detail: 'file is not a database' };
    setLanguage('en');
    openApp(host);
    expect((await screen.findByTestId('store-problem')).textContent).toContain('Vos parties sauvegardées n’ont pas pu être ouvertes');
    // told to the Host, so a fresh save file starts in French
    await waitFor(() => expect(host.called('setSettings')).toEqual([[{ language: 'fr' }]]));
    await fireEvent.click(screen.getByTestId('start-fresh-store'));
    expect((await screen.findByTestId('home-new-game-troll-dice')).textContent?.trim()).toBe('Nouvelle partie');
  });

  it('is the system’s when this page never showed one', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'fr-CA', 'en-US']);
    const host = new FakeHost();
    host.store = { state: 'empty', path, detail: '0 bytes' };
    openApp(host);
    expect((await screen.findByTestId('store-problem')).textContent).toContain('Vos parties sauvegardées n’ont pas pu être ouvertes');
  });

  it('is English when neither says anything the app speaks', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const host = new FakeHost();
    host.store = { state: 'empty', path, detail: '0 bytes' };
    openApp(host);
    expect((await screen.findByTestId('store-problem')).textContent).toContain('Your saved games could not be opened');
    expect(host.called('setSettings')).toEqual([]);
  });
});

describe('settings the save file could not read', () => {
  it('tells the user once that they are back to their defaults', async () => {
    const host = new FakeHost();
    host.unreadableSettings = ['language'];
    const app = new AppState(host.connection());
    render(App, { props: { app } });

    const notice = await screen.findByTestId('error');
    expect(notice.textContent).toContain('Some of your settings could not be read from the save file');
    await app.refresh();
    expect(screen.getAllByTestId('error')).toHaveLength(1);
  });
});
