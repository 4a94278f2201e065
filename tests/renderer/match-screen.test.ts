import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LogEntry, MatchSnapshot, MatchSummary } from '$contract/api';
import { trollDice } from '$engine/games/troll-dice';
import type { TrollDiceState } from '$engine/games/troll-dice/types';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { FakeHost, whole } from './support/fake-host';

const game = trollDice.definition;

const summary: MatchSummary = {
  id: 'm1',
  game: 'troll-dice',
  seats: [
    { name: 'Ugg', color: 'orange', symbol: 'circle', kind: { type: 'human' } },
    { name: 'Bree', color: 'sky', symbol: 'square', kind: { type: 'human' } },
  ],
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  actionCount: 0,
  outcome: null,
};

/** the events of the last move of the latest `snapshotAfter`, as a pushed update carries them */
let lastFresh: MatchSnapshot['fresh'] = [];

/** What the Host would send after playing the first legal actions of a real Troll Dice match. */
function snapshotAfter(moves: number): MatchSnapshot {
  let state: TrollDiceState = game.setup({ seats: summary.seats.map(({ name }) => ({ name })), firstSeat: 0 }, 42);
  const log: LogEntry[] = [];
  for (let at = 0; at < moves; at++) {
    const seat = game.activeSeats(state)[0];
    state = game.apply(state, seat, game.legalActions(state, seat)[0]);
    for (const event of state.events) log.push({ ...game.describe(event), ns: 'troll-dice', at });
  }
  const active = game.activeSeats(state);
  lastFresh = moves > 0 ? state.events : [];
  return {
    summary: { ...summary, actionCount: moves, outcome: game.outcome(state) },
    revision: moves,
    view: game.view(state, 'table'),
    activeSeats: active,
    legal: Object.fromEntries(active.map((seat) => [seat, game.legalActions(state, seat)])),
    privateTurns: [],
    log,
    fresh: [],
    outcome: game.outcome(state),
    undo: moves > 0 ? { kind: 'move', seat: 0, move: 'move', round: [], ask: false } : null,
    botThinking: false,
  };
}

async function openMatch(snapshot: MatchSnapshot) {
  const host = new FakeHost();
  host.matches = [snapshot.summary];
  host.openMatch = async (matchId) => {
    host.calls.push({ method: 'openMatch', args: [matchId] });
    return { ok: true, value: whole(snapshot) };
  };
  host.undo = async (matchId, actionCount) => {
    host.calls.push({ method: 'undo', args: [matchId, actionCount] });
    return { ok: true, value: whole(snapshotAfter(snapshot.summary.actionCount - 1)) };
  };
  host.createMatch = async (input) => {
    host.calls.push({ method: 'createMatch', args: [input] });
    return { ok: true, value: whole(snapshotAfter(0)) };
  };
  render(App, { props: { app: new AppState(host.connection()) } });
  await fireEvent.click(await screen.findByTestId('resume-m1'));
  await screen.findByTestId('log');
  return host;
}

const logLines = () => [...screen.getByTestId('log').querySelectorAll('li')].map((line) => line.textContent);

beforeEach(() => setLanguage('en'));

describe('the match screen', () => {
  it('shows the log in the chosen language and rewrites it when the language changes', async () => {
    const snapshot = snapshotAfter(2);
    expect(snapshot.log.length).toBeGreaterThan(1);
    await openMatch(snapshot);
    const english = logLines();
    expect(english).toHaveLength(snapshot.log.length);
    expect(english.every((line) => line?.includes('Ugg') && !line.includes('troll-dice:'))).toBe(true);

    setLanguage('fr');
    flushSync();
    const french = logLines();
    expect(french).toHaveLength(english.length);
    french.forEach((line, index) => {
      expect(line).not.toBe(english[index]);
      expect(line).toContain('Ugg');
      expect(line).not.toContain('troll-dice:');
    });
    expect(screen.getByTestId('undo').textContent).toContain('Annuler le coup');
  });

  it('holds back the log lines of a move until the table has played it back', async () => {
    const host = await openMatch(snapshotAfter(0));
    const shownBefore = logLines();
    const next = snapshotAfter(1); // the first attack roll: its dice tumble before the log tells them
    expect(next.log.length).toBeGreaterThan(0);
    host.push({ ...next, fresh: lastFresh });
    await waitFor(() => expect(screen.getByRole('button', { name: /Skip/ })).toBeTruthy());
    expect(logLines()).toEqual(shownBefore);
    await fireEvent.click(screen.getByRole('button', { name: /Skip/ }));
    await waitFor(() => expect(logLines()).toHaveLength(next.log.length));
  });

  it('undoes with Backspace; Esc asks before leaving, and home then focuses that game’s Resume', async () => {
    const host = await openMatch(snapshotAfter(2));
    await fireEvent.keyDown(window, { key: 'Backspace' });
    await waitFor(() => expect(host.called('undo')).toEqual([['m1', 2]]));
    await waitFor(() => expect(screen.getByTestId('log').querySelectorAll('li').length).toBe(snapshotAfter(1).log.length));

    // Esc asks first, with Stay focused; Esc again stays, and the focus goes back where it was
    const control = document.querySelector<HTMLButtonElement>('.troll-dice-table button:not(:disabled)')!;
    control.focus();
    await fireEvent.keyDown(window, { key: 'Escape' });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Leave this game? It is saved');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('cancel')));
    expect(screen.getByTestId('cancel').textContent?.trim()).toBe('Stay');
    await fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('match')).toBeTruthy();
    expect(document.activeElement).toBe(control);

    await fireEvent.keyDown(window, { key: 'Escape' });
    await fireEvent.click(screen.getByTestId('confirm'));
    const resume = await screen.findByTestId('resume-m1');
    await waitFor(() => expect(document.activeElement).toBe(resume));
  });

  it('leaves at once by the Home button, and from a finished game', async () => {
    await openMatch(snapshotAfter(1));
    await fireEvent.click(screen.getByTestId('back'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('resume-m1')));
    cleanup();

    const over = { ...snapshotAfter(1), outcome: { ranks: [2, 1], scores: [0, 3], winners: [1] } };
    await openMatch(over);
    await fireEvent.keyDown(window, { key: 'Escape' }); // puts the winner panel aside
    expect(screen.queryByTestId('winner')).toBeNull();
    await fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByTestId('resume-m1')).toBeTruthy();
  });

  it('gives the focus to the Results button once “See the table” puts the winner aside', async () => {
    const over = { ...snapshotAfter(1), outcome: { ranks: [2, 1], scores: [0, 3], winners: [1] } };
    await openMatch(over);
    await fireEvent.click(screen.getByTestId('winner-close'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('show-winner')));
    await fireEvent.click(screen.getByTestId('show-winner'));
    expect(screen.getByTestId('winner')).toBeTruthy();
  });

  it('does not undo a finished game: its result stands', async () => {
    // even if a Host said it could
    const over = { ...snapshotAfter(2), outcome: { ranks: [2, 1], scores: [0, 3], winners: [1] } };
    const host = await openMatch(over);
    expect((screen.getByTestId('undo') as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.click(screen.getByTestId('winner-close'));
    await fireEvent.keyDown(window, { key: 'Backspace' });
    expect(screen.getByTestId('error').textContent).toContain('This game is over.');
    expect(host.called('undo')).toEqual([]);
  });

  it('says there is nothing to undo at the start instead of asking the Host', async () => {
    const host = await openMatch(snapshotAfter(0));
    await fireEvent.keyDown(window, { key: 'Backspace' });
    expect(screen.getByTestId('error').textContent).toContain('There is nothing to undo.');
    expect(host.called('undo')).toEqual([]);
  });

  it('shows the match as it is when the Host refuses a move another table beat it to', async () => {
    const host = await openMatch(snapshotAfter(0));
    const latest = snapshotAfter(2);
    host.act = async (matchId, seat, action, actionCount) => {
      host.calls.push({ method: 'act', args: [matchId, seat, action, actionCount] });
      return { ok: false, error: { code: 'stale-move', key: 'common:errors.stale-move' }, latest: whole(latest) };
    };
    expect(screen.getByTestId('match').dataset.actionCount).toBe('0');
    await fireEvent.click(document.querySelector<HTMLButtonElement>('.troll-dice-table button.roll')!);
    // sent with the action count the table showed; answered with the match two moves on
    await waitFor(() => expect(host.called('act')).toHaveLength(1));
    expect(host.called('act')[0][3]).toBe(0);
    await waitFor(() => expect(screen.getByTestId('match').dataset.actionCount).toBe('2'));
    expect(screen.getByTestId('error').textContent).toContain('The game moved on before that move arrived');
  });

  it('shows the winner when a pushed update ends the game, and can play again', async () => {
    const snapshot = snapshotAfter(0);
    const host = await openMatch(snapshot);
    expect(screen.queryByTestId('winner')).toBeNull();
    const over = { ...snapshot, outcome: { ranks: [2, 1], scores: [0, 3], winners: [1] } };
    host.push(over);
    flushSync();
    const winner = screen.getByTestId('winner');
    expect(winner.textContent).toContain('Bree wins!');
    expect([...winner.querySelectorAll('li')].map((line) => line.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Place 1 Bree',
      'Place 2 Ugg',
    ]);
    // updates for another match are not this table's business
    host.push({ ...snapshot, summary: { ...snapshot.summary, id: 'other' }, outcome: null });
    flushSync();
    expect(screen.getByTestId('winner')).toBeTruthy();

    await fireEvent.click(screen.getByTestId('play-again'));
    await waitFor(() => expect(host.called('createMatch')).toEqual([[{ game: 'troll-dice', seats: summary.seats }]]));
  });
});

describe('undo', () => {
  /** the match after two moves, with what the Host says Undo would take back */
  const offering = (undo: MatchSnapshot['undo']) => ({ ...snapshotAfter(2), undo });

  it('takes back a move made in the open at once, and says whose it was', async () => {
    const host = await openMatch(offering({ kind: 'move', seat: 1, move: 'roll', round: [], ask: false }));
    expect(screen.getByTestId('undo').getAttribute('title')).toBe('Undo Bree’s move');
    await fireEvent.keyDown(window, { key: 'Backspace' });
    await waitFor(() => expect(host.called('undo')).toEqual([['m1', 2]]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toContain('Took back Bree’s move.'));
    // the notice follows a change of language, every word of it
    setLanguage('fr');
    flushSync();
    expect(screen.getByTestId('notice').textContent).toContain('Annulé : le coup joué par Bree.');
  });

  it('asks first, naming the player, for a secret move or one made on a phone; keeping it takes nothing back', async () => {
    const host = await openMatch(offering({ kind: 'move', seat: 0, move: 'throw', round: [], ask: true }));
    const control = document.querySelector<HTMLButtonElement>('.troll-dice-table button:not(:disabled)')!;
    control.focus();
    await fireEvent.keyDown(window, { key: 'Backspace' });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Undo Ugg’s throw?');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('cancel')));
    expect(screen.getByTestId('cancel').textContent?.trim()).toBe('Keep it');
    await fireEvent.click(screen.getByTestId('cancel'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(host.called('undo')).toEqual([]);
    expect(document.activeElement).toBe(control);

    // the button asks the same, and the focus comes back to it when the move is kept
    await fireEvent.click(screen.getByTestId('undo'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Undo Ugg’s throw?');
    await fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(host.called('undo')).toEqual([]);

    // once the room says yes, the focus is back in the table
    control.focus();
    await fireEvent.keyDown(window, { key: 'Backspace' });
    await fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(host.called('undo')).toEqual([['m1', 2]]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.querySelector('.troll-dice-table')?.contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toContain('Took back Ugg’s throw.'));
  });

  it('says a whole round taken back in the notice too, its names as the language shown lists them', async () => {
    await openMatch(offering({ kind: 'move', seat: 0, move: 'throw', round: [0, 1], ask: true }));
    await fireEvent.keyDown(window, { key: 'Backspace' });
    await fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('notice').textContent).toContain('Took back Ugg’s throw and every secret choice made with it: Ugg and Bree choose again.'),
    );
    setLanguage('fr');
    flushSync();
    expect(screen.getByTestId('notice').textContent).toContain(
      'Annulés : le lancer choisi par Ugg et tous les choix secrets faits en même temps. Ugg et Bree choisissent à nouveau.',
    );
  });

  it('says when a secret round goes back whole, and who chooses again, in French too', async () => {
    await openMatch(offering({ kind: 'move', seat: 1, move: 'throw', round: [0, 1], ask: true }));
    await fireEvent.keyDown(window, { key: 'Backspace' });
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Undo Bree’s throw? Every secret choice made with it goes back too: Ugg and Bree choose again.',
    );
    setLanguage('fr');
    flushSync();
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Annuler le lancer choisi par Bree ? Tous les choix secrets faits en même temps sont repris aussi : Ugg et Bree choisissent à nouveau.',
    );
    expect(screen.getByTestId('confirm').textContent?.trim()).toBe('Annuler le coup');
    expect(screen.getByTestId('cancel').textContent?.trim()).toBe('Garder');
  });

  it('says why a move before a reveal of secret cards can no longer be taken back', async () => {
    const host = await openMatch(offering({ kind: 'revealed' }));
    await fireEvent.keyDown(window, { key: 'Backspace' });
    await waitFor(() => expect(screen.getByTestId('error').textContent).toContain('cards chosen in secret were turned over'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(host.called('undo')).toEqual([]);
  });
});
