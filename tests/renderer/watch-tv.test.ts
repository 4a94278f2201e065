// @vitest-environment jsdom
/**
 * The audience on the TV: the watch code in the phones' dialog and on a campaign's screen, the
 * reactions setting, and a watcher's reaction shown over its own table only, then gone.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../../renderer/src/App.svelte';
import { AppState, REACTION_MS } from '../../renderer/src/lib/app.svelte';
import { setLanguage, t } from '../../renderer/src/lib/i18n.svelte';
import { FakeHost, trollDiceInfo, whole } from './support/fake-host';
import { firstRedirect, snapshotOf } from './tables/trolldilemma-fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

beforeEach(() => setLanguage('en'));
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

function phonesOnHost(): FakeHost {
  const host = new FakeHost();
  host.settings = { ...host.settings, phones: true };
  return host;
}

async function showApp(host: FakeHost) {
  const app = new AppState(host.connection());
  render(App, { props: { app } });
  await screen.findByTestId('settings');
  return app;
}

/** a Trolldilemma match on the TV, its watch link made */
async function openMatch(host: FakeHost) {
  const snapshot = snapshotOf(firstRedirect());
  host.matches = [snapshot.summary];
  host.openMatch = async (matchId) => {
    host.calls.push({ method: 'openMatch', args: [matchId] });
    return { ok: true, value: whole(snapshot) };
  };
  host.watchLink(snapshot.summary.id);
  const app = await showApp(host);
  await fireEvent.click(await screen.findByTestId(`resume-${snapshot.summary.id}`));
  await screen.findByTestId('match');
  await settle();
  return { app, matchId: snapshot.summary.id };
}

describe('the watch code', () => {
  it('is in the phones’ dialog, its QR code and short address, with how many phones watch', async () => {
    const host = phonesOnHost();
    const { matchId } = await openMatch(host);
    await fireEvent.keyDown(window, { key: 'p' });
    const code = await screen.findByTestId('watch-code');
    expect(within(code).getByRole('heading').textContent).toBe('Watch');
    expect(within(code).getByTestId('watch-short-url').textContent).toBe(host.phoneTables.get(matchId)!.watch!.shortUrl);
    expect(within(code).getByRole('img').getAttribute('aria-label')).toBe('Watch');
    expect(within(code).queryByTestId('watchers')).toBeNull();
    host.watchLink(matchId, 3);
    await waitFor(() => expect(within(code).getByTestId('watchers').textContent).toBe('3 phones watching'));
  });

  it('is on a campaign’s screen while its match goes on', async () => {
    const host = phonesOnHost();
    host.games = [trollDiceInfo];
    const created = await host.createCampaign({ name: 'Spring Cup', format: 'bd-masters', players: ['Ada', 'Bo', 'Cy', 'Di'].map((name) => ({ name, color: 'amber', symbol: 'axe', kind: { type: 'human' } })) });
    if (!created.ok) throw new Error(created.error.code);
    const started = await host.playCampaign(created.value.summary.id);
    if (!started.ok) throw new Error(started.error.code);
    host.watchLink(started.value.summary.id);
    const app = await showApp(host);
    await app.openCampaign(created.value.summary.id);
    await screen.findByTestId('campaign');
    await waitFor(() => expect(host.called('phoneTable')).toEqual([[started.value.summary.id]]));
    expect((await screen.findByTestId('watch-short-url')).textContent).toContain('/w/');
  });
});

describe('reactions on the TV', () => {
  it('show over their own table, a while, then go; another table’s never show', async () => {
    const host = phonesOnHost();
    const { app, matchId } = await openMatch(host);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    host.react('another-match', { id: 1, reaction: 'skull' });
    host.react(matchId, { id: 2, reaction: 'club' });
    await vi.waitFor(() => expect(screen.getAllByTestId('reaction').map((shown) => shown.dataset.reaction)).toEqual(['club']));
    // the links kept for the dialog do not keep the reaction
    expect(app.phones?.reaction).toBeUndefined();
    vi.advanceTimersByTime(REACTION_MS);
    await vi.waitFor(() => expect(screen.queryAllByTestId('reaction')).toEqual([]));
  });

  it('can be turned off in the settings while phones may join, in both languages', async () => {
    const host = new FakeHost();
    await showApp(host);
    expect(screen.queryByTestId('reactions-off')).toBeNull();
    await fireEvent.click(screen.getByTestId('phones-on'));
    const group = await screen.findByRole('group', { name: t('watch:settings.reactions') });
    expect(within(group).getByTestId('reactions-on').getAttribute('aria-pressed')).toBe('true');
    await fireEvent.click(within(group).getByTestId('reactions-off'));
    await waitFor(() => expect(host.called('setSettings').at(-1)).toEqual([{ reactions: false }]));
    expect(within(group).getByTestId('reactions-off').getAttribute('aria-pressed')).toBe('true');
    setLanguage('fr');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Réactions des spectateurs sur la télé' })).toBeTruthy());
  });
});
