import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchSummary } from '$contract/api';
import HomeScreen from '../../renderer/src/screens/HomeScreen.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { FakeHost, trollDiceInfo } from './support/fake-host';

const ann = { name: 'Ann', color: 'orange', symbol: 'star', kind: { type: 'human' } } as const;
const bob = { name: 'Bob', color: 'sky', symbol: 'circle', kind: { type: 'human' } } as const;

const healthy: MatchSummary = { id: 'good', game: 'troll-dice', seats: [ann, bob], createdAt: 1_700_000_000_000, updatedAt: 1_700_000_500_000, actionCount: 12, outcome: null };
/** a damaged row of which the game, its players and its date could still be read */
const damagedThud: MatchSummary = { ...healthy, id: 'thud-1', game: 'thud', damaged: true };
/** a damaged row of which nothing but the id could be read */
const unreadable: MatchSummary = { id: 'lost', game: '', seats: [], createdAt: 0, updatedAt: 0, actionCount: 0, outcome: null, damaged: true };

let host: FakeHost;

async function showHome(matches: MatchSummary[]) {
  host.matches = matches;
  const app = new AppState(host.connection());
  await app.refresh();
  render(HomeScreen, { props: { app } });
  return app;
}

beforeEach(() => {
  setLanguage('en');
  host = new FakeHost();
  host.games = [trollDiceInfo, { id: 'thud', players: { min: 2, max: 2 }, botLevels: ['easy'], fileExtension: 'thud' }];
});

afterEach(() => vi.restoreAllMocks());

describe('a damaged game in the saved games', () => {
  it('says it is damaged and offers its ways out, not Resume; the other games stay as they are', async () => {
    await showHome([healthy, damagedThud, unreadable]);

    const entry = screen.getByTestId('saved-thud-1');
    expect(entry.querySelector('h3')?.textContent).toBe('Dwarves & Trolls');
    expect(entry.textContent).toContain('Ann');
    expect(screen.getByTestId('damaged-thud-1').textContent).toBe(
      'Damaged: this game cannot be opened. Export what can still be read of it, or delete it.',
    );
    expect(screen.queryByTestId('resume-thud-1')).toBeNull();
    expect(screen.getByTestId('export-thud-1').textContent).toBe('Export what can be read');
    expect(screen.getByTestId('delete-thud-1')).toBeTruthy();

    // what could not be read is not shown as something else
    const lost = screen.getByTestId('saved-lost');
    expect(lost.querySelector('h3')?.textContent).toBe('Unknown game');
    expect(lost.textContent).not.toContain('Last played');

    expect(screen.getByTestId('resume-good')).toBeTruthy();
    expect(screen.queryByTestId('damaged-good')).toBeNull();
  });

  it('exports what can be read of it as a file to keep', async () => {
    await showHome([damagedThud]);
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:rescued';
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });

    await fireEvent.click(screen.getByTestId('export-thud-1'));
    await waitFor(() => expect(downloads).toEqual(['thud-1.damaged.json']));
    expect(host.called('exportDamagedMatch')).toEqual([['thud-1']]);
    expect(host.called('exportMatch')).toEqual([]);
    expect(await blobs[0].text()).toContain('"troll_night_damaged_game":"thud-1"');
  });

  it('deletes it after asking, in words that do not need its date', async () => {
    await showHome([healthy, unreadable]);
    await fireEvent.click(screen.getByTestId('delete-lost'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Delete this damaged game of Unknown game? This cannot be undone.');
    await fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(screen.queryByTestId('saved-lost')).toBeNull());
    expect(host.called('deleteMatch')).toEqual([['lost']]);
    expect(screen.getByTestId('saved-good')).toBeTruthy();
  });

  it('shows a game found damaged on opening as damaged, with its ways out', async () => {
    const app = await showHome([healthy]);
    host.openMatch = async () => {
      host.matches = [{ ...healthy, damaged: true }];
      return { ok: false, error: { code: 'match-damaged', key: 'store:errors.match-damaged' } };
    };
    await fireEvent.click(screen.getByTestId('resume-good'));

    expect((await screen.findByTestId('damaged-good')).textContent).toContain('Damaged');
    expect(app.screen.name).toBe('home');
    expect(app.toasts.map((toast) => toast.error.code)).toEqual(['match-damaged']);
    expect(screen.queryByTestId('resume-good')).toBeNull();
  });
});

describe('replays in the saved games', () => {
  it('offers a replay of a finished game and of a damaged one, not of a game going on', async () => {
    const finished: MatchSummary = { ...healthy, id: 'done', outcome: { ranks: [0, 1], scores: [1, 0], winners: [0] } };
    host.replays.set('done', {
      info: { summary: finished, moves: 0, stop: null, finished: true, log: [] },
      steps: [{ matchId: 'done', index: 0, view: null, activeSeats: [], outcome: finished.outcome, fresh: [] }],
    });
    const app = await showHome([healthy, finished, damagedThud]);
    expect(screen.queryByTestId('replay-good')).toBeNull();
    expect(screen.getByTestId('replay-thud-1').textContent).toBe('Replay');
    await fireEvent.click(screen.getByTestId('replay-done'));
    await waitFor(() => expect(app.screen.name).toBe('replay'));
    expect(host.called('openReplay')).toEqual([['done']]);
  });
});
