/**
 * What a room at the TV met around the games (issue 12): the home list, the saved games, the
 * new-game screen's seats and levels, default names in the language shown, and the card on how a
 * turn works at a room's first game of a kind.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogEntry, MatchSummary } from '$contract/api';
import App from '../../renderer/src/App.svelte';
import MatchLog from '../../renderer/src/components/MatchLog.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { FakeHost, thudInfo, trollDiceInfo, battleDiceInfo } from './support/fake-host';

const ann = { name: 'Ann', color: 'orange', symbol: 'star', kind: { type: 'human' } } as const;
const unnamedBot = { name: 'Player 2', color: 'sky', symbol: 'circle', kind: { type: 'bot', level: 'smart' } } as const;
const inProgress: MatchSummary = {
  id: 'm1',
  game: 'troll-dice',
  seats: [ann, unnamedBot],
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_500_000,
  actionCount: 12,
  outcome: null,
};

let host: FakeHost;

async function openApp(): Promise<AppState> {
  const app = new AppState(host.connection());
  render(App, { props: { app } });
  await screen.findByTestId('saved-games');
  return app;
}

/** sets up the new-game screen of `game` and starts it, the first seat human, the second as `second` */
async function startGame(game: string, second: 'human' | 'bot' = 'bot', first: 'human' | 'bot' = 'human'): Promise<void> {
  await fireEvent.click(await screen.findByTestId(`home-new-game-${game}`));
  for (const [index, kind] of [first, second].entries()) {
    const toggle = screen.getByTestId(`seat-kind-${index}`);
    if (toggle.dataset.kind !== kind) await fireEvent.click(toggle);
  }
  await fireEvent.click(screen.getByTestId('start-match'));
  await screen.findByTestId('match');
}

beforeEach(() => {
  setLanguage('en');
  localStorage.clear();
  host = new FakeHost();
  host.games = [trollDiceInfo, thudInfo];
});

afterEach(() => vi.restoreAllMocks());

describe('the home screen’s games', () => {
  it('lists the games that can be played first, those still to come after them', async () => {
    await openApp();
    const titles = [...document.querySelectorAll('[data-testid="home-new-game-troll-dice"], article.game h3')].flatMap((element) =>
      element.tagName === 'H3' ? [element.textContent] : [],
    );
    expect(titles.slice(0, 2)).toEqual(['Troll Dice', 'Dwarves & Trolls']);
    expect(titles.slice(2).sort()).toEqual(['Battle Dice', 'Trolldilemma', 'TRÔL'].sort());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('home-new-game-troll-dice')));
  });
});

describe('the saved games', () => {
  it('marks the seats a bot plays, with a drawn robot and the level, in both languages', async () => {
    host.matches = [inProgress];
    await openApp();
    const card = screen.getByTestId('saved-m1');
    const marks = card.querySelectorAll('[data-testid="bot-mark"]');
    expect(marks).toHaveLength(1);
    expect(marks[0].textContent).toContain('Cunning');
    const robot = marks[0].querySelector('svg')!;
    expect(robot.getAttribute('aria-label')).toBe('Bot');
    // 1.35rem is 32 px at 1080p: a mark that means something is never under 28 px
    expect(robot.getAttribute('width')).toBe('1.35rem');
    expect(card.textContent).not.toMatch(/Ann\s*Bot/);

    await fireEvent.click(screen.getByTestId('language-fr'));
    expect(card.querySelector('[data-testid="bot-mark"]')!.textContent).toContain('Rusé');
  });

  it('says on screen under which name an export was saved', async () => {
    host.games = [trollDiceInfo, thudInfo];
    host.matches = [{ ...inProgress, id: 'thud-7', game: 'thud' }];
    URL.createObjectURL = vi.fn(() => 'blob:game');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openApp();
    await fireEvent.click(screen.getByTestId('export-thud-7'));
    expect((await screen.findByTestId('notice')).textContent).toContain('Saved as “thud-thud-7.txt” in your downloads.');
    expect(screen.queryByTestId('error')).toBeNull();
  });
});

describe('a seat nobody named', () => {
  it('is named in the language shown: on the new-game screen, in the saved games and in the log', async () => {
    host.matches = [{ ...inProgress, outcome: { ranks: [2, 1], scores: [0, 1], winners: [1] } }];
    host.profiles = [{ name: 'Joueur 3', color: 'green', symbol: 'triangle', lastPlayed: 5 }];
    await openApp();
    expect(screen.getByTestId('saved-m1').textContent).toContain('Finished · Player 2 won');
    await fireEvent.click(screen.getByTestId('language-fr'));
    expect(screen.getByTestId('saved-m1').textContent).toContain('Terminée · Joueur 2 a gagné');
    expect(screen.getByTestId('saved-m1').textContent).not.toContain('Player 2');

    await fireEvent.click(screen.getByTestId('home-new-game-troll-dice'));
    // a remembered "Joueur 3" is a default name, not a player to offer
    const names = () => screen.getAllByTestId(/^seat-name-/).map((input) => (input as HTMLInputElement).value);
    expect(names()).toEqual(['Joueur 1', 'Joueur 2']);
    await fireEvent.input(screen.getByTestId('seat-name-0'), { target: { value: 'Ugg' } });
    setLanguage('en');
    flushSync();
    expect(names()).toEqual(['Ugg', 'Player 2']);
  });

  it('is named in the language shown in the log of the match', () => {
    const line: LogEntry = { ns: 'troll-dice', key: 'events.turn-start', params: { name: 'Player 2' }, at: 3 };
    render(MatchLog, { props: { log: [line] } });
    setLanguage('fr');
    flushSync();
    const text = screen.getByTestId('log').querySelector('li')!.textContent!;
    expect(text).toContain('Joueur 2');
    expect(text).not.toContain('Player 2');
  });
});

describe('the new-game screen’s seats', () => {
  it('shows Human and Bot as a two-way switch, the chosen side lit', async () => {
    await openApp();
    await fireEvent.click(screen.getByTestId('home-new-game-troll-dice'));
    const toggle = screen.getByTestId('seat-kind-1');
    expect(toggle.getAttribute('role')).toBe('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Player 2 is played by a bot');
    const sides = () => [...toggle.querySelectorAll('.side')].map((side) => [side.textContent?.trim(), side.classList.contains('chosen')]);
    expect(sides()).toEqual([
      ['Human', true],
      ['Bot', false],
    ]);
    await fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(sides()).toEqual([
      ['Human', false],
      ['Bot', true],
    ]);
  });

  it.each([
    ['thud', 'easy', 'en', /^Novice · Answers at once without reading ahead/],
    ['thud', 'hard', 'fr', /^Seigneur de guerre · Lit son coup, votre réponse et son coup suivant/],
    ['battle-dice', 'greedy', 'en', /^Greedy · Drafts strong heroes/],
    ['troll-dice', 'smart', 'fr', /^Rusé · Pèse les chances de chaque dé/],
  ])('says in one line how a %s bot of level %s plays (%s)', async (game, level, language, line) => {
    host.games = [trollDiceInfo, thudInfo, battleDiceInfo];
    host.settings = { ...host.settings, language: language as 'en' | 'fr' };
    await openApp();
    await fireEvent.click(screen.getByTestId(`home-new-game-${game}`));
    expect(screen.queryByTestId('seat-level-hint-1')).toBeNull();
    await fireEvent.click(screen.getByTestId('seat-kind-1'));
    await fireEvent.click(screen.getByTestId(`seat-level-1-${level}`));
    expect(screen.getByTestId('seat-level-hint-1').textContent?.trim()).toMatch(line);
  });

  it('shows an option chosen by hand while only bots play (the campaigns’ option choices, bots-only defaults included)', async () => {
    host.games = [trollDiceInfo, thudInfo];
    await openApp();
    await fireEvent.click(screen.getByTestId('home-new-game-thud'));
    const limit = (value: number) => screen.getByTestId(`option-noCaptureLimit-${value}`);
    expect(screen.getByRole('group', { name: /without a capture/ }).contains(limit(0))).toBe(true);
    expect(limit(0).getAttribute('aria-pressed')).toBe('true');
    // two bots: the game must end, so the limit takes its bots-only default until chosen by hand
    await fireEvent.click(screen.getByTestId('seat-kind-0'));
    await fireEvent.click(screen.getByTestId('seat-kind-1'));
    expect(limit(0).getAttribute('aria-pressed')).toBe('false');
    await fireEvent.click(limit(0));
    expect(limit(0).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('how a turn works', () => {
  it('shows over the table at the room’s first game of a kind, goes with one key, and can be seen again', async () => {
    const app = await openApp();
    await startGame('troll-dice');
    const card = await screen.findByTestId('turn-card');
    expect(card.getAttribute('aria-modal')).toBe('true');
    expect(card.textContent).toContain('How a turn works');
    expect(card.querySelectorAll('li').length).toBeGreaterThanOrEqual(3);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('turn-card-dismiss')));
    // Esc puts it away (it does not ask to leave the game)
    await fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('turn-card')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).not.toBe(document.body);

    // asked for again from the match screen, in French
    setLanguage('fr');
    flushSync();
    await fireEvent.click(screen.getByTestId('show-turn-card'));
    expect(screen.getByTestId('turn-card').textContent).toContain('Comment se joue un tour');
    await fireEvent.click(screen.getByTestId('turn-card-dismiss'));
    setLanguage('en');

    // the next game of it starts without the card; another game's first one shows its own
    app.goHome();
    await startGame('troll-dice');
    expect(screen.queryByTestId('turn-card')).toBeNull();
    app.goHome();
    await startGame('thud');
    expect((await screen.findByTestId('turn-card')).dataset.game).toBe('thud');
  });

  it('is remembered across a restart, and not shown to a table of bots alone', async () => {
    await openApp();
    await startGame('troll-dice', 'bot', 'bot');
    expect(screen.queryByTestId('turn-card')).toBeNull();
    // nobody saw it: a human's first game still shows it
    const first = new AppState(host.connection());
    first.dismissTurnCard();
    expect(localStorage.getItem('troll-night.turn-cards-seen')).toBeNull();

    await fireEvent.click(screen.getByTestId('back'));
    await startGame('troll-dice');
    await fireEvent.click(await screen.findByTestId('turn-card-dismiss'));
    // a new page (the app restarted) on the same install
    const restarted = new AppState(host.connection());
    await restarted.refresh();
    await restarted.createMatch({ game: 'troll-dice', seats: [ann, { ...ann, name: 'Bob', color: 'sky' }] });
    expect(restarted.turnCard).toBeNull();
  });
});
