import { fireEvent, render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HomeScreen from '../../renderer/src/screens/HomeScreen.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { FakeHost, trollDiceInfo } from './support/fake-host';

async function showHome(language: 'en' | 'fr') {
  const host = new FakeHost();
  host.settings = { ...host.settings, language };
  host.games = [trollDiceInfo, { id: 'thud', players: { min: 2, max: 2 }, botLevels: ['easy'], fileExtension: 'thud' }];
  const app = new AppState(host.connection());
  await app.refresh();
  render(HomeScreen, { props: { app } });
  return { host, app };
}

beforeEach(() => setLanguage('en'));

describe('the home screen', () => {
  it('gives a range of players, or one number when a game takes exactly that many', async () => {
    await showHome('en');
    expect(screen.getByTestId('players-troll-dice').textContent).toBe('2–6 players');
    expect(screen.getByTestId('players-thud').textContent).toBe('2 players');
  });

  it('does the same in French', async () => {
    await showHome('fr');
    expect(screen.getByTestId('players-troll-dice').textContent).toBe('2 à 6 joueurs');
    expect(screen.getByTestId('players-thud').textContent).toBe('2 joueurs');
  });

  it('opens the game’s own file picker from its import button', async () => {
    await showHome('en');
    const picker = screen.getByTestId('import-file-thud') as HTMLInputElement;
    const opened = vi.spyOn(picker, 'click');
    await fireEvent.click(screen.getByTestId('import-thud'));
    expect(opened).toHaveBeenCalledOnce();
  });
});
