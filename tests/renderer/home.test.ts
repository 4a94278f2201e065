import { fireEvent, render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HomeScreen from '../../renderer/src/screens/HomeScreen.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import type { CampaignPlayer, MatchSummary } from '$contract/api';
import { FakeHost, trollDiceInfo } from './support/fake-host';

const ada: CampaignPlayer = { name: 'Ada', color: 'orange', symbol: 'circle', kind: { type: 'human' } };
const bert: CampaignPlayer = { name: 'Bert', color: 'sky', symbol: 'square', kind: { type: 'human' } };
const game = (id: string, updatedAt: number, finished = false): MatchSummary => ({
  id,
  game: 'troll-dice',
  seats: [ada, bert],
  createdAt: 1,
  updatedAt,
  actionCount: 10,
  outcome: finished ? { ranks: [1, 2], scores: [3, 1], winners: [0] } : null,
});

async function showHome(language: 'en' | 'fr', fill?: (host: FakeHost) => Promise<void> | void) {
  const host = new FakeHost();
  host.settings = { ...host.settings, language };
  host.games = [trollDiceInfo, { id: 'thud', players: { min: 2, max: 2 }, botLevels: ['easy'], fileExtension: 'thud' }];
  await fill?.(host);
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

  it('shows the game to pick up first, with the one Continue of the screen; the others are resumed by plain buttons', async () => {
    await showHome('en', (host) => {
      host.matches = [game('older', 100), game('last', 300), game('done', 400, true)];
    });
    const cards = screen.getAllByTestId(/^saved-(?!games)/);
    // the finished game was played last, but there is nothing in it to continue
    expect(cards[0].dataset.testid).toBe('saved-last');
    expect(cards[0].dataset.featured).toBe('true');
    const primary = document.querySelectorAll('[data-testid="saved-games"] button.primary');
    expect([...primary].map((button) => button.textContent?.trim())).toEqual(['Continue']);
    expect(screen.getByTestId('resume-last').textContent?.trim()).toBe('Continue');
    expect(screen.getByTestId('resume-older').textContent?.trim()).toBe('Resume');
    expect(screen.getByTestId('resume-done').textContent?.trim()).toBe('View');
  });

  it('puts a campaign going on first when it was played last, with its Continue in French', async () => {
    let campaignId = '';
    await showHome('fr', async (host) => {
      host.matches = [game('older', 1)];
      const created = await host.createCampaign({ name: 'Ligue', format: 'league', players: [ada, bert] });
      if (!created.ok) throw new Error(created.error.code);
      campaignId = created.value.summary.id;
    });
    const first = document.querySelector('[data-featured]');
    expect(first?.getAttribute('data-testid')).toBe(`campaign-${campaignId}`);
    expect(screen.getByTestId(`open-campaign-${campaignId}`).textContent?.trim()).toBe('Continuer');
    expect(screen.getByTestId(`open-campaign-${campaignId}`).classList.contains('primary')).toBe(true);
    expect(screen.getByTestId('resume-older').textContent?.trim()).toBe('Reprendre');
  });

  it('features nothing when no game is going on', async () => {
    await showHome('en', (host) => {
      host.matches = [game('done', 400, true)];
    });
    expect(document.querySelector('[data-featured]')).toBeNull();
    expect(document.querySelectorAll('[data-testid="saved-games"] button.primary')).toHaveLength(0);
  });
});
