import { fireEvent, render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { FakeHost } from './support/fake-host';

const path = '/home/troll/.config/troll-night/troll-night.sqlite';

beforeEach(() => setLanguage('en'));

function openApp(host: FakeHost) {
  render(App, { props: { app: new AppState(host.connection()) } });
}

describe('the store problem screen', () => {
  it('explains a damaged save file, keeps it, and starts a fresh one on request', async () => {
    const host = new FakeHost();
    host.store = { state: 'corrupt', path, detail: 'file is not a database' };
    openApp(host);

    const problem = await screen.findByTestId('store-problem');
    expect(problem.textContent).toContain(
      `The save file at ${path} cannot be read: it is damaged or not a Troll Night save.`,
    );
    expect(problem.textContent).toContain('nothing was changed or deleted');
    expect(problem.textContent).toContain('file is not a database');
    expect(screen.queryByTestId('saved-games')).toBeNull();

    await fireEvent.click(screen.getByTestId('start-fresh-store'));
    expect(await screen.findByTestId('saved-games')).toBeTruthy();
    expect(host.called('startFreshStore')).toHaveLength(1);
    expect(screen.queryByTestId('store-problem')).toBeNull();
  });

  it('speaks the user’s language about a save file from a newer version', async () => {
    const host = new FakeHost();
    host.settings = { language: 'fr', animationSpeed: 'normal' };
    host.store = { state: 'newer-version', path, detail: 'user_version 9' };
    openApp(host);

    const problem = await screen.findByTestId('store-problem');
    expect(problem.textContent).toContain(
      `Le fichier de sauvegarde ${path} a été écrit par une version plus récente de Troll Night.`,
    );
    expect(screen.getByTestId('start-fresh-store').textContent?.trim()).toBe('Créer un nouveau fichier de sauvegarde');
    expect(document.activeElement).toBe(screen.getByTestId('start-fresh-store'));
  });
});
