import { fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { NewGameForm } from '../../renderer/src/lib/new-game-form.svelte';
import NewGameScreen from '../../renderer/src/screens/NewGameScreen.svelte';
import { FakeHost, thudInfo, trollDiceInfo } from './support/fake-host';

const defaultName = (n: number) => `Troll ${n}`;

beforeEach(() => setLanguage('en'));

describe('NewGameForm', () => {
  it('seats only as many players as the game allows', () => {
    const form = new NewGameForm({ ...trollDiceInfo, players: { min: 3, max: 5 } }, [], defaultName);
    expect(form.seats).toHaveLength(3);
    expect(form.setSeatCount(2)).toBe(false);
    expect(form.setSeatCount(6)).toBe(false);
    expect(form.seats).toHaveLength(3);
    expect(form.setSeatCount(5)).toBe(true);
    expect(form.seats.map((seat) => seat.name)).toEqual(['Troll 1', 'Troll 2', 'Troll 3', 'Troll 4', 'Troll 5']);
  });

  it('gives every seat its own colour and refuses a colour already taken', () => {
    const form = new NewGameForm(trollDiceInfo, [], defaultName);
    form.setSeatCount(6);
    expect(new Set(form.seats.map((seat) => seat.color)).size).toBe(6);
    const taken = form.seats[1].color;
    const before = form.seats[0].color;
    expect(form.chooseColor(0, taken)).toBe(false);
    expect(form.seats[0].color).toBe(before);
    expect(form.chooseColor(0, 'not-a-colour')).toBe(false);
    const free = ['orange', 'sky', 'green', 'yellow', 'blue', 'vermillion', 'purple'].find(
      (id) => !form.seats.some((seat) => seat.color === id),
    )!;
    expect(form.chooseColor(0, free)).toBe(true);
    expect(form.seats[0].color).toBe(free);
  });

  it('offers remembered players first, most recent first, with their colour, but not default names', () => {
    const form = new NewGameForm(
      trollDiceInfo,
      [
        { name: 'Troll 2', color: 'green', symbol: 'triangle', lastPlayed: 9 },
        { name: 'Old Grum', color: 'sky', symbol: 'square', lastPlayed: 1 },
        { name: 'Bree', color: 'purple', symbol: 'hexagon', lastPlayed: 5 },
      ],
      defaultName,
    );
    form.setSeatCount(3);
    expect(form.seats.map((seat) => [seat.name, seat.color])).toEqual([
      ['Bree', 'purple'],
      ['Old Grum', 'sky'],
      ['Troll 3', 'orange'],
    ]);
  });

  it('turns a seat into a bot of a level the game offers and back', () => {
    const form = new NewGameForm(trollDiceInfo, [], defaultName);
    form.toggleKind(1);
    expect(form.setLevel(1, 'grandmaster')).toBe(false);
    expect(form.setLevel(1, 'smart')).toBe(true);
    expect(form.toNewMatch().seats[1].kind).toEqual({ type: 'bot', level: 'smart' });
    form.toggleKind(1);
    expect(form.toNewMatch().seats[1].kind).toEqual({ type: 'human' });
  });

  it("gives a bot a bot's name, never a remembered person's, and a person's name back", () => {
    const profiles = [
      { name: 'Bert', color: 'sky', symbol: 'star', lastPlayed: 9 },
      { name: 'Ada', color: 'orange', symbol: 'circle', lastPlayed: 5 },
    ];
    const form = new NewGameForm(trollDiceInfo, profiles, defaultName);
    form.setSeatCount(3);
    expect(form.seats.map((seat) => seat.name)).toEqual(['Bert', 'Ada', 'Troll 3']);
    form.toggleKind(0);
    expect(form.seats[0].name).toBe('Reckless bot');
    // a remembered player is not a bot's name, in any language
    expect(form.seats.some((seat) => seat.kind === 'bot' && ['Bert', 'Ada'].includes(seat.name))).toBe(false);
    form.setLevel(0, 'smart');
    expect(form.seats[0].name).toBe('Cunning bot');
    form.toggleKind(2);
    form.setLevel(2, 'smart');
    expect(form.seats[2].name).toBe('Cunning bot 2');
    expect(form.toNewMatch().seats.map((seat) => seat.name)).toEqual(['Cunning bot', 'Ada', 'Cunning bot 2']);
    // back to a person: the remembered player nobody sits as, in their own look
    form.toggleKind(0);
    expect(form.seats[0]).toMatchObject({ name: 'Bert', color: 'sky', symbol: 'star', kind: 'human' });
    form.toggleKind(2);
    expect(form.seats[2]).toMatchObject({ name: 'Troll 3', kind: 'human' });
  });

  it('keeps a name someone typed, whoever plays the seat', () => {
    const form = new NewGameForm(trollDiceInfo, [{ name: 'Bert', color: 'sky', symbol: 'square', lastPlayed: 1 }], defaultName);
    form.setName(1, 'Grumpy');
    form.toggleKind(1);
    form.setLevel(1, 'smart');
    expect(form.seats[1].name).toBe('Grumpy');
    form.toggleKind(1);
    expect(form.seats[1].name).toBe('Grumpy');
  });

  it('names bots in the language shown', () => {
    const form = new NewGameForm(trollDiceInfo, [], defaultName);
    form.toggleKind(1);
    form.setLevel(1, 'smart');
    setLanguage('fr');
    form.localizeNames();
    expect(form.seats[1].name).toBe('Bot Rusé');
    setLanguage('en');
    form.localizeNames();
    expect(form.seats[1].name).toBe('Cunning bot');
  });

  it("seats a remembered player in the look they chose, symbol included", () => {
    const form = new NewGameForm(trollDiceInfo, [{ name: 'Ada', color: 'orange', symbol: 'star', lastPlayed: 1 }], defaultName);
    expect(form.toNewMatch().seats[0]).toMatchObject({ name: 'Ada', color: 'orange', symbol: 'star' });
    // a colour chosen on the screen comes with its own symbol, as its button shows it
    form.chooseColor(0, 'green');
    expect(form.toNewMatch().seats[0]).toMatchObject({ color: 'green', symbol: 'triangle' });
  });

  it('needs a name for everyone, and trims them', () => {
    const form = new NewGameForm(trollDiceInfo, [], defaultName);
    form.setName(0, '   ');
    expect(form.canStart).toBe(false);
    expect(form.problems.map((problem) => problem.key)).toEqual(['ui:newGame.nameMissing']);
    form.setName(0, '  Ugg ');
    expect(form.canStart).toBe(true);
    expect(form.toNewMatch().seats[0]).toMatchObject({ name: 'Ugg', symbol: 'circle' });
  });
});

describe('the new game screen', () => {
  async function showScreen(gameId = 'troll-dice') {
    const host = new FakeHost();
    host.games = [trollDiceInfo, { id: 'battle-dice', players: { min: 2, max: 6 }, botLevels: ['random', 'greedy', 'smart'] }];
    const app = new AppState(host.connection());
    await app.refresh();
    app.newGame(gameId);
    render(NewGameScreen, { props: { app, gameId } });
    return { host, app };
  }

  it('offers only the seat counts the game allows', async () => {
    await showScreen();
    const counts = screen.getAllByTestId(/^seat-count-/).map((button) => button.textContent?.trim());
    expect(counts).toEqual(['2', '3', '4', '5', '6']);
    await fireEvent.click(screen.getByTestId('seat-count-4'));
    expect(screen.getAllByTestId(/^seat-name-/)).toHaveLength(4);
  });

  it('refuses a colour another player has, and says who has it', async () => {
    const { app } = await showScreen();
    const swatch = screen.getByTestId('seat-color-1-orange');
    expect(swatch.getAttribute('aria-disabled')).toBe('true');
    // taken colours are out of the arrow keys' and Tab's way; free ones and the seat's own are not
    expect(swatch.tabIndex).toBe(-1);
    expect(screen.getByTestId('seat-color-1-sky').tabIndex).toBe(0);
    expect(screen.getByTestId('seat-color-1-green').tabIndex).toBe(0);
    await fireEvent.click(swatch);
    expect(screen.getByTestId('seat-color-0-orange').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('seat-color-1-orange').getAttribute('aria-pressed')).toBe('false');
    expect(app.toasts.map((toast) => toast.error.key)).toEqual(['ui:newGame.colorTaken']);
  });

  it('starts the match with the seats as set up, bots included', async () => {
    const { host, app } = await showScreen();
    await fireEvent.input(screen.getByTestId('seat-name-0'), { target: { value: 'Ugg' } });
    await fireEvent.click(screen.getByTestId('seat-kind-1'));
    expect(screen.getByTestId('seat-kind-1').getAttribute('aria-checked')).toBe('true');
    await fireEvent.click(screen.getByTestId('seat-level-1-smart'));
    await fireEvent.click(screen.getByTestId('seat-color-1-green'));
    await fireEvent.click(screen.getByTestId('start-match'));
    await new Promise((resolve) => setTimeout(resolve));
    expect(host.called('createMatch')).toEqual([
      [
        {
          game: 'troll-dice',
          seats: [
            { name: 'Ugg', color: 'orange', symbol: 'circle', kind: { type: 'human' } },
            { name: 'Cunning bot', color: 'green', symbol: 'triangle', kind: { type: 'bot', level: 'smart' } },
          ],
        },
      ],
    ]);
    expect(app.screen.name).toBe('match');
  });

  it("names the Thud Warlord as a bot, not as the remembered player its seat offered, in English and French", async () => {
    const host = new FakeHost();
    host.games = [thudInfo];
    host.profiles = [
      { name: 'Ada', color: 'orange', symbol: 'circle', lastPlayed: 9 },
      { name: 'Bert', color: 'sky', symbol: 'square', lastPlayed: 5 },
    ];
    const app = new AppState(host.connection());
    await app.refresh();
    app.newGame('thud');
    render(NewGameScreen, { props: { app, gameId: 'thud' } });
    const name = () => (screen.getByTestId('seat-name-1') as HTMLInputElement).value;
    expect(name()).toBe('Bert');
    await fireEvent.click(screen.getByTestId('seat-kind-1'));
    await fireEvent.click(screen.getByTestId('seat-level-1-hard'));
    expect(name()).toBe('Warlord bot');
    setLanguage('fr');
    flushSync();
    expect(name()).toBe('Bot Seigneur de guerre');
    await fireEvent.click(screen.getByTestId('seat-kind-1'));
    expect(name()).toBe('Bert');
    // and the remembered player keeps the look they had
    expect(screen.getByTestId('seat-1').querySelector('svg')?.getAttribute('aria-label')).toBe('Carré bleu ciel');
  });

  it('will not start while a player has no name', async () => {
    await showScreen();
    await fireEvent.input(screen.getByTestId('seat-name-1'), { target: { value: '' } });
    flushSync();
    expect((screen.getByTestId('start-match') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Player 2 needs a name.');
  });

  it('lays its controls out in rows for the arrow keys: header, count, each seat, then options with Start', async () => {
    await showScreen('battle-dice');
    await fireEvent.click(screen.getByTestId('seat-kind-1'));
    const rowOf = (testId: string) => screen.getByTestId(testId).closest('[data-nav-row]');
    const controls = [...document.querySelectorAll<HTMLElement>('button, input')];
    expect(controls.filter((control) => !control.closest('[data-nav-row]'))).toEqual([]);

    const seatRows = [0, 1].map((seat) => rowOf(`seat-name-${seat}`));
    const rows = [rowOf('back'), rowOf('seat-count-2'), ...seatRows, rowOf('start-match')];
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows).not.toContain(null);
    // a seat's toggle shares its row with the seat's own controls only, not with the player count
    for (const testId of ['seat-kind-1', 'seat-level-1-greedy', 'seat-color-1-green']) expect(rowOf(testId)).toBe(seatRows[1]);
    expect(rowOf('seat-kind-0')).toBe(seatRows[0]);
    expect(rowOf('seat-count-6')).toBe(rowOf('seat-count-2'));
    for (const testId of ['option-mode-wild', 'option-suddenDeath-on', 'option-duel-off']) expect(rowOf(testId)).toBe(rowOf('start-match'));
  });
});
