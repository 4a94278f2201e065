// @vitest-environment jsdom
/**
 * A watcher's phone page and the reactions on the TV: the public table drawn from the table's
 * view (every troll, nobody's "you"), what just happened, the reactions it sends by their place in
 * the fixed list, a refusal said in words, reactions turned off, a dead link; and the TV's overlay.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reactionIds, type LogEntry, type Reaction, type WatchState } from '$contract/api';
import { battleDice } from '$engine/games/battle-dice';
import { thud } from '$engine/games/thud';
import { trolldilemma } from '$engine/games/trolldilemma';
import { setLanguage, t } from '../../renderer/src/lib/i18n.svelte';
import ReactionOverlay from '../../renderer/src/components/ReactionOverlay.svelte';
import { phoneGames } from '../../renderer/src/phone/phone-games.svelte';
import WatchApp from '../../renderer/src/phone/WatchApp.svelte';
import { WatchSession } from '../../renderer/src/phone/watch-session.svelte';
import { fakeWatchLink } from './support/fake-phone-link';
import { newBattle, seatSetups as battleSeats } from './tables/battle-dice-fixtures';
import { newGame as newThudGame } from './tables/thud-fixtures';
import { playOn, seatSetups, stacked } from './tables/trolldilemma-fixtures';

/** round 1 pays everyone 10 or 11 coins: Grizelda, the first player, may then buy */
const state = playOn(stacked(['moneylender', 'prince', 'treasure-hunter', 'merchant-king']), (next) => next.phase.kind === 'restock');
const recent: LogEntry[] = [{ key: 'events.round-start', params: { round: 1 }, ns: 'trolldilemma', at: 0 }];

function watchState(overrides: Partial<WatchState> = {}): WatchState {
  const { definition } = trolldilemma;
  return {
    match: {
      summary: { id: 'match-1', game: 'trolldilemma', seats: seatSetups(4), createdAt: 0, updatedAt: 0, actionCount: 3, outcome: null },
      view: definition.view(state, 'table'),
      activeSeats: definition.activeSeats(state),
      outcome: null,
      recent,
    },
    reactions: true,
    language: 'en',
    animationSpeed: 'normal',
    ...overrides,
  };
}

async function openWatch(first = watchState()) {
  const link = fakeWatchLink();
  const session = new WatchSession(link.wire);
  render(WatchApp, { session });
  await tick();
  link.push(first);
  await phoneGames.load(first.match.summary.game);
  await tick();
  return { link, session };
}

beforeEach(() => {
  localStorage.clear();
  setLanguage('en');
});
afterEach(() => cleanup());

describe('the watcher’s page', () => {
  it('shows the public table: every troll, none of them "you", whom the game waits on, and what just happened', async () => {
    await openWatch();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Troll Night');
    expect(screen.getByText(t('watch:page.watching', { game: t('common:games.trolldilemma') }))).toBeTruthy();
    const table = screen.getByTestId('phone-public-table');
    const rows = [...table.querySelectorAll<HTMLElement>('[data-testid="phone-seat-row"]')];
    expect(rows.map((row) => row.querySelector('.name')!.textContent)).toEqual(['Grizelda', 'Bonecrusher', 'Mossback', 'Hagatha']);
    expect(rows.some((row) => row.classList.contains('me'))).toBe(false);
    expect(screen.getByTestId('watch-turn').textContent).toContain('Grizelda');
    expect(within(screen.getByTestId('phone-recent')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows Thud’s board and each side’s score, read-only, where a player’s phone has them in its hand', async () => {
    const state = newThudGame();
    const seats = seatSetups(2);
    await openWatch(
      watchState({
        match: {
          summary: { id: 'match-2', game: 'thud', seats, createdAt: 0, updatedAt: 0, actionCount: 0, outcome: null },
          view: thud.definition.view(state, 'table'),
          activeSeats: thud.definition.activeSeats(state),
          outcome: null,
          recent: [],
        },
      }),
    );
    const table = screen.getByTestId('thud-watch');
    expect(within(table).getAllByRole('listitem').map((item) => item.textContent?.trim())).toEqual([
      t('watch:thud.score', { name: seats[0].name, side: 'Dwarves', score: 32 }),
      t('watch:thud.score', { name: seats[1].name, side: 'Trolls', score: 32 }),
    ]);
    // nothing to tap: every square of the board says so
    const squares = [...table.querySelectorAll('button')];
    expect(squares.length).toBeGreaterThan(100);
    expect(squares.every((square) => square.getAttribute('aria-disabled') === 'true')).toBe(true);
  });

  it('shows every Battle Dice player, the one to act marked, where a player’s phone has them in its hand', async () => {
    const state = newBattle(3, 1);
    const seats = battleSeats(3);
    const { definition } = battleDice;
    await openWatch(
      watchState({
        match: {
          summary: { id: 'match-3', game: 'battle-dice', seats, createdAt: 0, updatedAt: 0, actionCount: 0, outcome: null },
          view: definition.view(state, 'table'),
          activeSeats: definition.activeSeats(state),
          outcome: null,
          recent: [],
        },
      }),
    );
    const players = screen.getByTestId('battle-dice-watch');
    expect(players.textContent).toContain(seats[0].name);
    expect(players.textContent).toContain(seats[2].name);
  });

  it('sends a reaction by its place in the list, says it went, and says a refusal in words', async () => {
    const { link } = await openWatch();
    const buttons = within(screen.getByTestId('watch-reactions')).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(reactionIds.map((id) => t(`watch:reactions.${id}`)));

    await fireEvent.click(screen.getByTestId('react-club'));
    expect(link.requests.at(-1)).toMatchObject({ method: 'react', args: [reactionIds.indexOf('club')] });
    // one at a time: a second tap while the first is on its way sends nothing
    expect((screen.getByTestId('react-fire') as HTMLButtonElement).disabled).toBe(true);
    link.requests.at(-1)!.answer({ ok: true, value: null });
    await tick();
    await tick();
    expect(screen.getByTestId('react-sent').textContent).toBe(t('watch:react.sent'));

    await fireEvent.click(screen.getByTestId('react-fire'));
    link.requests.at(-1)!.answer({ ok: false, error: { code: 'reaction-too-soon', key: 'watch:errors.reaction-too-soon', params: {} } });
    await tick();
    await tick();
    expect(screen.getByRole('alert').textContent).toContain(t('watch:errors.reaction-too-soon'));
  });

  it('hides the reactions and says why while the room has turned them off; in French too', async () => {
    const { link } = await openWatch(watchState({ reactions: false }));
    expect(within(screen.getByTestId('watch-reactions')).queryAllByRole('button')).toEqual([]);
    expect(screen.getByTestId('reactions-off').textContent).toBe('Reactions are turned off on the TV.');
    link.push(watchState({ reactions: false, language: 'fr' }));
    await tick();
    expect(screen.getByTestId('reactions-off').textContent).toBe('Les réactions sont coupées sur la télé.');
    link.push(watchState({ reactions: true }));
    await tick();
    expect(within(screen.getByTestId('watch-reactions')).getAllByRole('button')).toHaveLength(reactionIds.length);
  });

  it('follows the table move by move, and says how to get a new link once its own died', async () => {
    const { link } = await openWatch();
    const moved = watchState();
    link.push({ ...moved, match: { ...moved.match, summary: { ...moved.match.summary, actionCount: 4 } } });
    await tick();
    expect(screen.getByTestId('watch-page').dataset.actionCount).toBe('4');
    link.refuse();
    await tick();
    expect(screen.getByTestId('watch-link-dead').textContent).toContain(t('watch:linkDead.title'));
    expect(screen.queryByTestId('watch-reactions')).toBeNull();
  });
});

describe('reactions on the TV', () => {
  it('float small in their corner, drawn, and are said once, politely', async () => {
    const reactions: Reaction[] = [
      { id: 1, reaction: 'laugh' },
      { id: 2, reaction: 'skull' },
    ];
    render(ReactionOverlay, { reactions });
    const shown = screen.getAllByTestId('reaction');
    expect(shown.map((one) => one.dataset.reaction)).toEqual(['laugh', 'skull']);
    // drawn, not an emoji a TV's fonts may lack; hidden from a screen reader, which hears the line below instead
    expect(shown.every((one) => one.querySelector('svg[aria-hidden="true"]'))).toBe(true);
    const said = screen.getByTestId('reaction-overlay').querySelector('[aria-live="polite"]')!;
    expect(said.textContent).toBe(t('watch:overlay', { reaction: t('watch:reactions.skull') }));
  });
});
