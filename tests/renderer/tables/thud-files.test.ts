import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameInfo } from '../../../electron/shared/api';
import { thud } from '../../../engine/games/thud';
import { START_PIECE_LIST } from '../../../engine/games/thud/notation';
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

describe('Home screen: game files', () => {
  it('offers import for games with files only, and sends the chosen file’s text with two players', async () => {
    const app = new AppState(host.connection());
    await app.refresh();
    render(HomeScreen, { props: { app } });
    const input = await screen.findByTestId<HTMLInputElement>('import-file-thud');
    expect(screen.queryByTestId('import-troll-dice')).toBeNull();
    expect(input.accept).toBe('.thud');
    expect(screen.getByTestId('import-thud').textContent).toBe('Import a game');

    const text = `${START_PIECE_LIST}\ndA6-D6\n`;
    await fireEvent.change(input, { target: { files: [new File([text], 'game.thud')] } });
    await waitFor(() => expect(host.called('importMatch')).toHaveLength(1));
    const [[request]] = host.called('importMatch') as [[{ game: string; text: string; seats: { name: string }[] }]];
    expect(request.game).toBe('thud');
    expect(request.text).toBe(text);
    expect(request.seats.map((seat) => seat.name)).toEqual(['Player 1', 'Player 2']);
    // the imported game opens at once
    await waitFor(() => expect(app.screen.name).toBe('match'));
    expect(app.match?.summary.game).toBe('thud');
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
