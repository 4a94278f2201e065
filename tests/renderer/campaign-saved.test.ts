import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CampaignPlayer, MatchSummary } from '$contract/api';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { battleDiceInfo, FakeHost, thudInfo, trollDiceInfo } from './support/fake-host';

const ada: CampaignPlayer = { name: 'Ada', color: 'orange', symbol: 'circle', kind: { type: 'human' } };
const bert: CampaignPlayer = { name: 'Bert', color: 'sky', symbol: 'square', kind: { type: 'human' } };
const loose: MatchSummary = { id: 'loose', game: 'troll-dice', seats: [ada, bert], createdAt: 1, updatedAt: 2, actionCount: 3, outcome: null };

let host: FakeHost;

beforeEach(() => {
  setLanguage('en');
  host = new FakeHost();
  host.games = [trollDiceInfo, battleDiceInfo, thudInfo];
});

/** a Dwarves & Trolls series with a finished match and one going on, a damaged campaign and a game of no campaign */
async function showHome() {
  const created = await host.createCampaign({ name: 'Thud nights', format: 'thud-series', players: [ada, bert], matches: 3 });
  if (!created.ok) throw new Error(created.error.code);
  const id = created.value.summary.id;
  const first = host.finishNext(id, 0, '2025-01-03');
  const second = (await host.playCampaign(id)) as { ok: true; value: { summary: MatchSummary } };
  host.matches.push(loose);
  host.campaigns.push({ id: 'broken', setup: { name: '', format: 'league', players: [] }, createdAt: 0, damaged: true });
  const app = new AppState(host.connection());
  render(App, { props: { app } });
  await screen.findByTestId(`campaign-${id}`);
  return { app, id, first: first.id, second: second.value.summary.id };
}

describe('the saved games, grouped by campaign', () => {
  it('shows each campaign once, with its format and players, and leaves its games to its own screen', async () => {
    const { id, first, second } = await showHome();
    const group = screen.getByTestId(`campaign-${id}`);
    // the trophy is drawn: the TV's fonts have no emoji
    expect(group.querySelector('h3')?.textContent?.trim()).toBe('Thud nights');
    expect(group.querySelector('h3 svg')).toBeTruthy();
    expect(screen.getByTestId('home-new-campaign').querySelector('svg')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(group.textContent).toContain('Dwarves & Trolls series');
    expect(group.textContent).toContain('Ada');
    expect(group.textContent).toMatch(/2 games · Last played \w/);
    expect(screen.queryByTestId(`saved-${first}`)).toBeNull();
    expect(screen.queryByTestId(`saved-${second}`)).toBeNull();
    // a game of no campaign is where it always was
    expect(screen.getByTestId('resume-loose')).toBeTruthy();

    await fireEvent.click(within(group).getByTestId(`open-campaign-${id}`));
    await fireEvent.click(await screen.findByTestId('pane-matches'));
    const games = screen.getByTestId('campaign-matches');
    expect(within(games).getByTestId(`campaign-match-${second}`).textContent).toContain('match 2 of 3');
    expect(within(games).getByTestId(`open-match-${second}`).textContent?.trim()).toBe('Resume');
    expect(within(games).getByTestId(`open-match-${first}`).textContent?.trim()).toBe('View');
  });

  it('names the first eight players of a big campaign, and how many more', async () => {
    const players = Array.from({ length: 11 }, (_, index): CampaignPlayer => ({ ...ada, name: `Troll ${index + 1}` }));
    const created = await host.createCampaign({ name: 'Big league', format: 'league', players });
    if (!created.ok) throw new Error(created.error.code);
    render(App, { props: { app: new AppState(host.connection()) } });
    const card = await screen.findByTestId(`campaign-${created.value.summary.id}`);
    expect(card.textContent).toContain('Troll 8');
    expect(card.textContent).not.toContain('Troll 9');
    expect(card.textContent).toContain('and 3 more');
  });

  it('shows a damaged campaign as damaged, which can only be deleted', async () => {
    await showHome();
    const broken = screen.getByTestId('campaign-broken');
    expect(screen.getByTestId('damaged-campaign-broken').textContent).toBe(
      'Damaged: this campaign cannot be opened. Delete it to remove it and its games.',
    );
    expect(within(broken).queryByTestId('open-campaign-broken')).toBeNull();
    await fireEvent.click(within(broken).getByTestId('delete-campaign-broken'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Delete this damaged campaign and its games? This cannot be undone.');
    await fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(screen.queryByTestId('campaign-broken')).toBeNull());
    expect(host.called('deleteCampaign')).toEqual([['broken']]);
  });

  it('deletes a campaign with all its games after asking, and nothing else', async () => {
    const { app, id } = await showHome();
    await fireEvent.click(screen.getByTestId(`delete-campaign-${id}`));
    expect(screen.getByRole('alertdialog').textContent).toContain('Delete the campaign “Thud nights” and its 2 games? This cannot be undone.');
    await fireEvent.click(screen.getByTestId('cancel'));
    expect(host.called('deleteCampaign')).toEqual([]);

    await fireEvent.click(screen.getByTestId(`delete-campaign-${id}`));
    await fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(screen.queryByTestId(`campaign-${id}`)).toBeNull());
    expect(app.matches.map((match) => match.id)).toEqual(['loose']);
    expect(screen.getByTestId('resume-loose')).toBeTruthy();
  });

  it('reports a campaign found damaged on opening, and shows it as damaged', async () => {
    const { app, id } = await showHome();
    host.campaigns = host.campaigns.map((campaign) => (campaign.id === id ? { ...campaign, damaged: true } : campaign));
    await fireEvent.click(screen.getByTestId(`open-campaign-${id}`));
    expect((await screen.findByTestId(`damaged-campaign-${id}`)).textContent).toContain('Damaged');
    expect(app.screen.name).toBe('home');
    expect(app.toasts.map((toast) => toast.error.code)).toEqual(['campaign-damaged']);
  });
});

describe('a campaign card', () => {
  it('marks the players the computer plays, with their level', async () => {
    await host.createCampaign({ name: 'Bot cup', format: 'bd-duels', players: [ada, { ...bert, kind: { type: 'bot', level: 'random' } }] });
    render(App, { props: { app: new AppState(host.connection()) } });
    const card = await screen.findByTestId(/^campaign-/);
    expect(within(card).getAllByTestId('bot-mark').map((mark) => mark.textContent?.trim())).toEqual(['Reckless']);
  });
});

describe('home after a campaign match', () => {
  it('focuses the Open of a campaign created a moment ago, once its first match is left', async () => {
    const app = new AppState(host.connection());
    render(App, { props: { app } });
    await screen.findByTestId('home-new-campaign');
    await app.createCampaign({ name: 'Thud nights', format: 'thud-series', players: [ada, bert], matches: 3 });
    const id = app.campaign!.summary.id;
    await app.playCampaign(id);
    await screen.findByTestId('match');
    app.goHome();
    // the lists come back from the Host after the home screen shows: the campaign's Open is there already
    await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe(`open-campaign-${id}`));
  });

  it('gives the focus back to the button that led away: a campaign\'s Open, a game\'s New game', async () => {
    const { app, id } = await showHome();
    await app.openCampaign(id);
    await screen.findByTestId('campaign');
    app.goHome();
    await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe(`open-campaign-${id}`));
    app.newGame('thud');
    await screen.findByTestId('start-match');
    app.goHome();
    await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe('home-new-game-thud'));
  });
});
