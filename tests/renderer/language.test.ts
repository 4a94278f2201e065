import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LogEntry } from '$contract/api';
import App from '../../renderer/src/App.svelte';
import MatchLog from '../../renderer/src/components/MatchLog.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { FakeHost } from './support/fake-host';

beforeEach(() => setLanguage('en'));

describe('switching language', () => {
  it('rewrites the whole home screen at once and saves the choice', async () => {
    const host = new FakeHost();
    host.matches = [
      {
        id: 'm7',
        game: 'troll-dice',
        seats: [
          { name: 'Ugg', color: 'orange', symbol: 'circle', kind: { type: 'human' } },
          { name: 'Bree', color: 'sky', symbol: 'square', kind: { type: 'bot', level: 'random' } },
        ],
        createdAt: 1_700_000_000_000,
        updatedAt: 1_700_000_000_000,
        actionCount: 12,
        outcome: null,
      },
    ];
    render(App, { props: { app: new AppState(host.connection()) } });
    expect((await screen.findByTestId('home-new-game-troll-dice')).textContent?.trim()).toBe('New game');
    expect(screen.getByTestId('saved-m7').textContent).toContain('In progress · 12 moves');
    // the one game going on is the one to pick up
    expect(screen.getByTestId('resume-m7').textContent?.trim()).toBe('Continue');

    await fireEvent.click(screen.getByTestId('language-fr'));
    expect(screen.getByTestId('home-new-game-troll-dice').textContent?.trim()).toBe('Nouvelle partie');
    expect(screen.getAllByText('Dés de Troll', { selector: 'h3' })).toHaveLength(2);
    expect(screen.getByTestId('saved-m7').textContent).toContain('En cours · 12 coups');
    expect(screen.getByTestId('resume-m7').textContent?.trim()).toBe('Continuer');
    expect(screen.getByTestId('language-fr').getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('fr');
    await waitFor(() => expect(host.called('setSettings')).toEqual([[{ language: 'fr' }]]));
  });

  it('goes back to the previous language when the Host refuses to save it, and says why', async () => {
    const host = new FakeHost();
    host.setSettings = async () => ({
      ok: false,
      error: { code: 'bad-setting', key: 'store:errors.bad-setting', params: { setting: 'language', value: 'fr' } },
    });
    render(App, { props: { app: new AppState(host.connection()) } });
    await fireEvent.click(await screen.findByTestId('language-fr'));
    await waitFor(() => expect(screen.getByTestId('error').textContent).toContain('“fr” is not a possible value'));
    expect(screen.getByTestId('home-new-game-troll-dice').textContent?.trim()).toBe('New game');
  });

  it('rewrites the log of the match in the new language', () => {
    const log: LogEntry[] = [
      { ns: 'common', key: 'errors.unknown-seat', params: { seat: 3 }, at: 0 },
      { ns: 'common', key: 'games.troll-dice', params: {}, at: 1 },
    ];
    render(MatchLog, { props: { log } });
    const lines = () => [...screen.getByTestId('log').querySelectorAll('li')].map((line) => line.textContent);
    expect(lines()).toEqual(['There is no player 3 at this table.', 'Troll Dice']);
    setLanguage('fr');
    flushSync();
    expect(lines()).toEqual(['Il n’y a pas de joueur 3 à cette table.', 'Dés de Troll']);
  });
});
