import { render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import App from '../../renderer/src/App.svelte';
import type { ApiConnection } from '../../renderer/src/lib/api-client';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { FakeHost } from './support/fake-host';

/** The fake Host behind a link that reports being refused, then drops, as a stale address does. */
function refusedConnection(host: FakeHost): ApiConnection & { refuse(): void } {
  const refusalListeners = new Set<() => void>();
  const connectionListeners = new Set<(connected: boolean) => void>();
  return {
    api: host,
    onConnectionChange(listener) {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    onAccessRefused(listener) {
      refusalListeners.add(listener);
      return () => refusalListeners.delete(listener);
    },
    refuse() {
      for (const listener of connectionListeners) listener(false);
      for (const listener of refusalListeners) listener();
    },
  };
}

beforeEach(() => setLanguage('en'));

describe('a page the Host refuses', () => {
  it('explains how to open the right address instead of reconnecting forever', async () => {
    const connection = refusedConnection(new FakeHost());
    const app = new AppState(connection);
    render(App, { props: { app } });
    await screen.findByTestId('home-new-game-troll-dice');

    connection.refuse();
    const notice = await screen.findByTestId('access-refused');
    expect(notice.textContent).toContain('npm run web');
    expect(notice.textContent).toContain('?token=');
    expect(screen.queryByTestId('retry')).toBeNull();
    // nothing is being retried, so the "reconnecting" banner would be a lie
    expect(screen.queryByText(/Reconnecting/)).toBeNull();
  });

  it('says so in French too', async () => {
    const host = new FakeHost();
    host.settings = { ...host.settings, language: 'fr' };
    const connection = refusedConnection(host);
    render(App, { props: { app: new AppState(connection) } });
    await screen.findByTestId('home-new-game-troll-dice');
    connection.refuse();
    expect((await screen.findByTestId('access-refused')).textContent).toContain('adresse affichée par «\u00a0npm run web\u00a0»');
  });
});
