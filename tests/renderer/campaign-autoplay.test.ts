import { fireEvent, render, screen } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnimationSpeed, CampaignPlayer, NewCampaign } from '$contract/api';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { battleDiceInfo, FakeHost, snapshotOf } from './support/fake-host';

const bot = (name: string, color: string): CampaignPlayer => ({ name, color, symbol: 'circle', kind: { type: 'bot', level: 'random' } });
const human = (name: string, color: string): CampaignPlayer => ({ name, color, symbol: 'square', kind: { type: 'human' } });
const bots: NewCampaign = { name: 'Demo', format: 'bd-elimination', players: [bot('Grim', 'orange'), bot('Mog', 'sky'), bot('Ugg', 'green')] };

let host: FakeHost;

beforeEach(() => {
  setLanguage('en');
  vi.useFakeTimers();
  host = new FakeHost();
  host.games = [battleDiceInfo];
});

afterEach(() => vi.useRealTimers());

/** the campaign's screen, timers held until the test moves them on */
async function showCampaign(setup: NewCampaign, animationSpeed: AnimationSpeed = 'normal') {
  host.settings = { ...host.settings, animationSpeed };
  const created = await host.createCampaign(setup);
  if (!created.ok) throw new Error(created.error.code);
  const app = new AppState(host.connection());
  render(App, { props: { app } });
  await app.refresh();
  await app.openCampaign(created.value.summary.id);
  await tick();
  return { app, id: created.value.summary.id };
}

describe('a campaign of bots alone', () => {
  it('counts down on its screen, then plays its next match', async () => {
    const { app, id } = await showCampaign(bots);
    expect(screen.getByTestId('autoplay').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('countdown').textContent).toBe('Next match in 5 seconds');
    // stopping it is one key away: the toggle has the focus
    expect(document.activeElement).toBe(screen.getByTestId('autoplay'));

    await vi.advanceTimersByTimeAsync(4000);
    expect(screen.getByTestId('countdown').textContent).toBe('Next match in 1 second');
    expect(host.called('playCampaign')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(host.called('playCampaign')).toEqual([[id]]);
    expect(app.screen.name).toBe('match');
  });

  it('stops with one press of the toggle', async () => {
    const { app } = await showCampaign(bots);
    await fireEvent.click(screen.getByTestId('autoplay'));
    expect(screen.getByTestId('autoplay').getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('countdown')).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.called('playCampaign')).toEqual([]);
    expect(app.screen.name).toBe('campaign');
    // and starts again with another
    await fireEvent.click(screen.getByTestId('autoplay'));
    expect(screen.getByTestId('countdown').textContent).toBe('Next match in 5 seconds');
  });

  it('waits the shortest time with animations off', async () => {
    await showCampaign(bots, 'off');
    expect(screen.getByTestId('countdown').textContent).toBe('Next match in 1 second');
    await vi.advanceTimersByTimeAsync(1000);
    expect(host.called('playCampaign')).toHaveLength(1);
  });

  it('goes back to the campaign a few seconds after a match ends, which then goes on', async () => {
    const { app, id } = await showCampaign(bots, 'fast');
    await vi.advanceTimersByTimeAsync(3000);
    expect(app.screen.name).toBe('match');
    // the bots finish the match: the Host pushes it whole
    const finished = host.finishNext(id, 1);
    host.push(snapshotOf(finished));
    await tick();
    expect(screen.getByTestId('return-countdown').textContent).toBe('Back to the campaign in 3 seconds.');
    expect(screen.getByTestId('winner').textContent).toContain('Demo');

    await vi.advanceTimersByTimeAsync(3000);
    expect(app.screen).toEqual({ name: 'campaign', id });
    await tick();
    // Mog won the first round: the final waits for Grim and Mog
    expect(screen.getByTestId('next-line').textContent).toBe('Next: Grim vs Mog, final');
    expect(screen.getByTestId('countdown').textContent).toBe('Next match in 3 seconds');
  });

  it('stays on a finished match when autoplay is stopped there', async () => {
    const { app, id } = await showCampaign(bots, 'fast');
    await vi.advanceTimersByTimeAsync(3000);
    host.push(snapshotOf(host.finishNext(id, 1)));
    await tick();
    await fireEvent.click(screen.getByTestId('autoplay-stop'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(app.screen.name).toBe('match');
    await fireEvent.click(screen.getByTestId('back-to-campaign'));
    await tick();
    expect(app.screen.name).toBe('campaign');
    expect(screen.getByTestId('autoplay').getAttribute('aria-pressed')).toBe('false');
  });
});

describe('a campaign with people in it', () => {
  it('offers autoplay, off, for a match of two bots, and none for a match with a person', async () => {
    // seeds 2 and 3 (both bots) meet first; the human top seed waits
    await showCampaign({ ...bots, players: [human('Ada', 'yellow'), bot('Mog', 'sky'), bot('Ugg', 'green')] });
    expect(screen.getByTestId('autoplay').getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('countdown')).toBeNull();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(host.called('playCampaign')).toEqual([]);
  });

  it('has no autoplay when a person plays next', async () => {
    await showCampaign({ ...bots, players: [human('Ada', 'yellow'), human('Bert', 'sky')] });
    expect(screen.queryByTestId('autoplay')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('campaign-play'));
  });
});

describe('the end of a campaign that played itself', () => {
  it('keeps the focus on its screen when its last match is recorded and Play goes away', async () => {
    const { app, id } = await showCampaign({ ...bots, players: bots.players.slice(0, 2) });
    screen.getByTestId('autoplay').focus();
    // its only match ends elsewhere; the screen is shown again as it now stands
    host.finishNext(id, 0, '2025-01-03');
    await app.openCampaign(id);
    await tick();
    await vi.advanceTimersByTimeAsync(10);
    expect(screen.getByTestId('champion')).toBeTruthy();
    expect(screen.queryByTestId('autoplay')).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByTestId('campaign').contains(document.activeElement)).toBe(true);
  });
});
