import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameInfo, ImportMatch } from '$contract/api';
import { thud } from '$engine/games/thud';
import { START_PIECE_LIST } from '$engine/games/thud/notation';
import App from '../../../renderer/src/App.svelte';
import HomeScreen from '../../../renderer/src/screens/HomeScreen.svelte';
import { AppState } from '../../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../../renderer/src/lib/i18n.svelte';
import { FakeHost, trollDiceInfo } from '../support/fake-host';

const thudInfo: GameInfo = { id: 'thud', players: thud.definition.players, botLevels: ['easy'], fileExtension: 'thud' };

let host: FakeHost;

beforeEach(() => {
  setLanguage('en');
  host = new FakeHost();
  host.games = [trollDiceInfo, thudInfo];
});

describe('game files on the home screen', () => {
  it('offers import for games with files only, reads the file, then seats its players before carrying on', async () => {
    const app = new AppState(host.connection());
    await app.refresh();
    render(App, { props: { app } });
    const input = await screen.findByTestId<HTMLInputElement>('import-file-thud');
    expect(screen.queryByTestId('import-troll-dice')).toBeNull();
    expect(input.accept).toBe('.thud');
    expect(screen.getByTestId('import-thud').textContent).toBe('Import a game');

    const text = `${START_PIECE_LIST}\ndA6-D6\nTG7-F6\n`;
    await fireEvent.change(input, { target: { files: [new File([text], 'friday.thud')] } });
    // the players are chosen first: nothing is imported yet
    const note = await screen.findByTestId('imported-file');
    expect(note.textContent).toContain('friday.thud: 2 moves read.');
    expect(note.textContent).toContain('The first player below led the dwarves');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Carry on a game of Dwarves & Trolls');
    expect(screen.queryByTestId('option-noCaptureLimit-0')).toBeNull();
    expect(host.called('importMatch')).toHaveLength(0);

    await fireEvent.input(screen.getByTestId('seat-name-0'), { target: { value: 'Ada' } });
    await fireEvent.click(screen.getByTestId('seat-kind-1'));
    await fireEvent.click(screen.getByTestId('start-match'));
    await waitFor(() => expect(host.called('importMatch')).toHaveLength(1));
    const [[request]] = host.called('importMatch') as [[ImportMatch]];
    expect(request.game).toBe('thud');
    expect(request.text).toBe(text);
    expect(request.seats.map((seat) => [seat.name, seat.kind])).toEqual([
      ['Ada', { type: 'human' }],
      ['Novice bot', { type: 'bot', level: 'easy' }],
    ]);
    await waitFor(() => expect(app.screen.name).toBe('match'));
    expect(app.match?.summary.game).toBe('thud');
  });

  it('seats the players a file names on the sides they played, each in their own colour', async () => {
    // Ada played last, so she is offered first; but in the file Grum led the dwarves
    host.profiles = [
      { name: 'Ada', color: 'orange', symbol: 'circle', lastPlayed: 2 },
      { name: 'Grum', color: 'sky', symbol: 'square', lastPlayed: 1 },
    ];
    const app = new AppState(host.connection());
    await app.refresh();
    render(App, { props: { app } });
    const input = await screen.findByTestId<HTMLInputElement>('import-file-thud');
    const text = `${START_PIECE_LIST}\n# dwarves: Grum\n# trolls: Ada\ndA6-D6\nTG7-F6\n`;
    await fireEvent.change(input, { target: { files: [new File([text], 'friday.thud')] } });
    await screen.findByTestId('imported-file');
    expect(screen.getByTestId<HTMLInputElement>('seat-name-0').value).toBe('Grum');
    expect(screen.getByTestId<HTMLInputElement>('seat-name-1').value).toBe('Ada');

    await fireEvent.click(screen.getByTestId('start-match'));
    await waitFor(() => expect(host.called('importMatch')).toHaveLength(1));
    const [[request]] = host.called('importMatch') as [[ImportMatch]];
    expect(request.seats.map((seat) => [seat.name, seat.color])).toEqual([
      ['Grum', 'sky'],
      ['Ada', 'orange'],
    ]);
    // the first seat leads the dwarves of the first battle: Grum has his side back
    const { config, log } = thud.notation!.importGame(request.text, request.seats);
    const state = log.reduce((current, { seat, action }) => thud.definition.apply(current, seat, action), thud.definition.setup(config, 1));
    expect(state.seats[state.dwarfSeat].name).toBe('Grum');
  });

  it('refuses a bad file at once, naming its first bad line, and seats nobody for it', async () => {
    const app = new AppState(host.connection());
    await app.refresh();
    render(App, { props: { app } });
    const input = await screen.findByTestId<HTMLInputElement>('import-file-thud');
    await fireEvent.change(input, { target: { files: [new File([`${START_PIECE_LIST}\ndA6-D6\ndX9-\n`], 'bad.thud')] } });
    expect((await screen.findByTestId('error')).textContent).toContain('Line 3: “dX9-” is not a move.');
    expect(app.screen.name).toBe('home');
    expect(host.called('importMatch')).toHaveLength(0);
  });

  it('offers export on saved games of games with files', async () => {
    await host.createMatch({ game: 'thud', seats: [] });
    await host.createMatch({ game: 'troll-dice', seats: [] });
    const app = new AppState(host.connection());
    await app.refresh();
    render(HomeScreen, { props: { app } });
    expect(await screen.findByTestId('export-m1')).toBeTruthy();
    expect(screen.queryByTestId('export-m2')).toBeNull();
  });
});
