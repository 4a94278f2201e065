// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FamePlayer, FamePlayerView, FameStanding, HallOfFameView } from '$contract/api';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { runCommand } from '../../renderer/src/lib/input';
import { FakeHost } from './support/fake-host';

const ada: FamePlayer = { id: 'profile:1', name: 'Ada', color: 'orange', symbol: 'circle', bot: null, profile: 1 };
const zoe: FamePlayer = { id: 'profile:2', name: 'Zoe', color: 'sky', symbol: 'square', bot: null, profile: 2 };
const cunning: FamePlayer = { id: 'bot:smart', name: 'Cunning bot', color: 'yellow', symbol: 'diamond', bot: 'smart', profile: null };

const row = (player: FamePlayer, rating: number, played: number, won: number): FameStanding => ({ player: player.id, played, won, mu: 25, sigma: 5, rating });

const fame: HallOfFameView = {
  players: [ada, zoe, cunning],
  ladders: [
    { game: 'all', standings: [row(cunning, 420, 9, 5), row(ada, 300, 8, 3), row(zoe, -20, 5, 0)] },
    { game: 'troll-dice', standings: [row(ada, 150, 3, 2), row(cunning, 100, 3, 1)] },
  ],
  records: [{ record: 'surge', player: ada.id, value: 4, matchId: 'm1', night: '2025-01-10' }],
  nights: [{ night: '2025-01-10', games: 4, titles: [{ title: 'trolliest', players: [ada.id, cunning.id], value: 2 }] }],
  tonight: '2025-01-10',
};

const adaPage: FamePlayerView = {
  player: ada,
  ladders: [
    {
      game: 'all',
      standing: row(ada, 300, 8, 3),
      history: [
        { night: '2025-01-03', rating: 120, estimate: 900 },
        { night: '2025-01-10', rating: 300, estimate: 950 },
      ],
    },
  ],
  records: [{ record: 'surge', player: ada.id, value: 4, matchId: 'm1', night: '2025-01-10', holder: true }],
  titles: [{ night: '2025-01-10', title: 'trolliest', value: 2 }],
};

let host: FakeHost;

beforeEach(() => {
  setLanguage('en');
  host = new FakeHost();
  host.fame = structuredClone(fame);
  host.famePlayers = { [ada.id]: structuredClone(adaPage), [zoe.id]: { ...structuredClone(adaPage), player: zoe } };
});
afterEach(cleanup);

async function showHallOfFame(): Promise<AppState> {
  const app = new AppState(host.connection());
  render(App, { props: { app } });
  // home offers tonight's titles once a game of tonight is finished
  const titles = await screen.findByTestId('tonight-titles');
  expect(titles.getAttribute('title')).toBe('4 games finished tonight');
  await fireEvent.click(titles);
  await screen.findByTestId('fame-table');
  return app;
}

const tableNames = () => within(screen.getByTestId('fame-table')).getAllByRole('button').map((button) => button.textContent?.replace(/\s+/g, ' ').trim());

describe('the hall of fame screen', () => {
  it('shows the trolliest of all games with their games, wins and rating, bots marked, and each game’s table', async () => {
    await showHallOfFame();
    expect(tableNames()).toEqual(['Cunning', 'Ada', 'Zoe']);
    expect(within(screen.getByTestId('fame-row-bot:smart')).getByTestId('bot-mark')).toBeTruthy();
    expect(screen.getByTestId('fame-row-profile:1').textContent).toContain('300');
    expect(screen.getByTestId('fame-row-profile:1').textContent).toContain('± 200');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe('fame-ladder-all'));

    await fireEvent.click(screen.getByTestId('fame-ladder-troll-dice'));
    expect(tableNames()).toEqual(['Ada', 'Cunning']);
    expect(screen.getByTestId('fame-record-surge').textContent).toContain('Ada, 4 surges in a row');
    expect(screen.getByTestId('fame-title-trolliest').textContent).toContain('Ada and Cunning — 2 wins');
  });

  it('shows humans only on request: the bots leave the tables, records and titles', async () => {
    await showHallOfFame();
    await fireEvent.click(screen.getByTestId('fame-humans-only'));
    expect(tableNames()).toEqual(['Ada', 'Zoe']);
    expect(screen.getByTestId('fame-title-trolliest').textContent).toContain('Ada — 2 wins');
    expect(screen.getByTestId('fame-humans-only').getAttribute('aria-pressed')).toBe('true');
  });

  it('opens a player’s page with their chart, records and titles; back leads to their row, then home', async () => {
    await showHallOfFame();
    await fireEvent.click(screen.getByTestId('fame-player-profile:1'));
    await screen.findByTestId('fame-player-page');
    expect(host.called('famePlayer')).toEqual([['profile:1']]);
    expect(screen.getByTestId('rating-chart').querySelectorAll('path.line')).toHaveLength(1);
    expect(screen.getByTestId('rating-chart').querySelectorAll('circle')).toHaveLength(2);
    expect(screen.getByTestId('fame-player-records').textContent).toContain('The record');
    expect(screen.getByTestId('fame-player-titles').textContent).toContain('Trolliest of the night');
    expect(screen.getByTestId('fame-player-standing').textContent).toContain('2 of 3');

    runCommand('back');
    await screen.findByTestId('fame-table');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe('fame-player-profile:1'));
    runCommand('back');
    await screen.findByTestId('home-hall-of-fame');
  });

  it('renames a player, and says so in words when the name is another player’s', async () => {
    await showHallOfFame();
    await fireEvent.click(screen.getByTestId('fame-player-profile:1'));
    await fireEvent.click(await screen.findByTestId('fame-rename'));
    await fireEvent.input(screen.getByTestId('fame-rename-input'), { target: { value: 'zoe' } });
    await fireEvent.click(screen.getByTestId('fame-rename-save'));
    await waitFor(() => expect(screen.getByTestId('error').textContent).toContain('Another player already goes by “zoe”'));

    await fireEvent.input(screen.getByTestId('fame-rename-input'), { target: { value: 'Ada Lovelace' } });
    await fireEvent.click(screen.getByTestId('fame-rename-save'));
    await waitFor(() => expect(screen.getByTestId('fame-player-name').textContent).toContain('Ada Lovelace'));
    expect(host.called('renameProfile').at(-1)).toEqual([1, 'Ada Lovelace']);
    expect(screen.queryByTestId('fame-rename-input')).toBeNull();
  });

  it('merges the same person typed twice after asking, and shows the one kept', async () => {
    await showHallOfFame();
    await fireEvent.click(screen.getByTestId('fame-player-profile:2'));
    await fireEvent.click(await screen.findByTestId('fame-merge'));
    // only remembered players can be the same person: not the bot
    expect(screen.queryByTestId('fame-merge-into-bot:smart')).toBeNull();
    await fireEvent.click(screen.getByTestId('fame-merge-into-profile:1'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Count every game of Zoe for Ada?');
    await fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(host.called('mergeProfiles')).toEqual([[2, 1]]));
    await waitFor(() => expect(screen.getByTestId('fame-player-name').textContent).toContain('Ada'));
    expect(screen.getByTestId('notice').textContent).toContain('Zoe’s games now count for Ada');
  });

  it('has no rename or merge for a bot, and speaks French', async () => {
    host.famePlayers[cunning.id] = { ...structuredClone(adaPage), player: cunning, records: [], titles: [] };
    const app = await showHallOfFame();
    await fireEvent.click(screen.getByTestId('fame-player-bot:smart'));
    await screen.findByTestId('fame-player-page');
    expect(screen.queryByTestId('fame-rename')).toBeNull();
    expect(screen.getByTestId('fame-player-page').textContent).toContain('A bot: it plays at this level in every game');
    await app.changeSettings({ language: 'fr' });
    await waitFor(() => expect(screen.getByTestId('fame-player-page').textContent).toContain('Pas encore de titre'));
    expect(screen.getByTestId('fame-back-to-table').textContent).toContain('Tous les joueurs');
  });

  it('says there is nothing yet before any game is finished', async () => {
    host.fame = { players: [], ladders: [], records: [], nights: [], tonight: '2025-01-10' };
    const app = new AppState(host.connection());
    render(App, { props: { app } });
    await fireEvent.click(await screen.findByTestId('home-hall-of-fame'));
    await waitFor(() => expect(host.called('hallOfFame').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('tonight-titles')).toBeNull();
    expect((await screen.findByTestId('fame-empty')).textContent).toContain('No game has been finished yet');
  });
});
