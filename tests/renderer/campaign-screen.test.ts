import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CampaignPlayer, NewCampaign } from '$contract/api';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { battleDiceInfo, FakeHost, thudInfo, trolInfo, trollDiceInfo } from './support/fake-host';

const looks = [
  ['orange', 'circle'],
  ['sky', 'square'],
  ['green', 'triangle'],
  ['yellow', 'diamond'],
  ['blue', 'star'],
  ['vermillion', 'cross'],
] as const;
const names = ['Ada', 'Bert', 'Cleo', 'Dag', 'Eda', 'Finn'];

function players(count: number, kind: CampaignPlayer['kind'] = { type: 'human' }): CampaignPlayer[] {
  return names.slice(0, count).map((name, index) => ({ name, color: looks[index][0], symbol: looks[index][1], kind }));
}

let host: FakeHost;

beforeEach(() => {
  setLanguage('en');
  host = new FakeHost();
  host.games = [trollDiceInfo, battleDiceInfo, thudInfo, trolInfo];
});

/** the app on the campaign's screen, as after choosing Open on the home screen */
async function showCampaign(setup: NewCampaign, play: (campaignId: string) => void = () => {}) {
  const created = await host.createCampaign(setup);
  if (!created.ok) throw new Error(created.error.code);
  play(created.value.summary.id);
  const app = new AppState(host.connection());
  render(App, { props: { app } });
  await screen.findByTestId('saved-games');
  await app.openCampaign(created.value.summary.id);
  await screen.findByTestId('campaign');
  return { app, id: created.value.summary.id };
}

describe('the campaign screen', () => {
  it('says who plays next in a best-of-three bracket, with the series score', async () => {
    await showCampaign({ name: 'Spring Cup', format: 'bd-masters', players: players(4) }, (id) => host.finishNext(id, 0));
    // seeds 1 and 4 meet first: Ada won the first game
    expect(screen.getByTestId('next-line').textContent).toBe('Next: Ada vs Dag, semi-final — best of three, 1\u2060–\u20600');
    expect(screen.getByTestId('campaign-play').textContent?.trim()).toBe('Play');
  });

  it('says it in French', async () => {
    host.settings = { ...host.settings, language: 'fr' };
    await showCampaign({ name: 'Coupe', format: 'bd-masters', players: players(4) }, (id) => host.finishNext(id, 0));
    expect(screen.getByTestId('next-line').textContent).toBe('À suivre\u00a0: Ada contre Dag, demi-finale — en deux manches gagnantes, 1\u2060–\u20600');
    expect(screen.getByTestId('campaign-play').textContent?.trim()).toBe('Jouer');
  });

  it('names the final, a replay after a draw, a deciding duel and a series match', async () => {
    const final = await showCampaign({ name: 'Duel', format: 'bd-elimination', players: players(2) }, (id) => host.finishNext(id, null));
    expect(screen.getByTestId('next-line').textContent).toBe('Next: Ada vs Bert, final — replay after a draw');
    final.app.goHome();

    // three players each beat one other: all level at the top, so they meet again
    const duels = await host.createCampaign({ name: 'Round', format: 'bd-duels', players: players(3) });
    if (!duels.ok) throw new Error(duels.error.code);
    // Ada beats Bert, Bert beats Cleo, Cleo beats Ada
    const beats = (pair: number[]) => (pair.includes(0) && pair.includes(1) ? 0 : pair.includes(1) ? 1 : 2);
    for (const fixture of host.campaignView(duels.value.summary.id).upcoming) host.finishNext(duels.value.summary.id, beats(fixture.players));
    await final.app.openCampaign(duels.value.summary.id);
    expect((await screen.findByTestId('next-line')).textContent).toMatch(/^Next: \w+ vs \w+, deciding duel$/);
    expect(screen.getAllByText('Level: deciding duel')).toHaveLength(3);
    final.app.goHome();

    const series = await host.createCampaign({ name: 'Thud nights', format: 'thud-series', players: players(2), matches: 5 });
    if (!series.ok) throw new Error(series.error.code);
    host.finishNext(series.value.summary.id, 1);
    await final.app.openCampaign(series.value.summary.id);
    // the sides swap: Bert leads the dwarves in the second match
    expect((await screen.findByTestId('next-line')).textContent).toBe('Next: Bert vs Ada, match 2 of 5');
  });

  it('resumes the match of the next fixture that is going on', async () => {
    const { app, id } = await showCampaign({ name: 'Cup', format: 'bd-elimination', players: players(2) });
    await fireEvent.click(screen.getByTestId('campaign-play'));
    await screen.findByTestId('match');
    expect(host.called('playCampaign')).toEqual([[id]]);
    expect(screen.getByTestId('campaign-line').textContent).toContain('Cup · final');

    await fireEvent.click(screen.getByTestId('campaign-line'));
    expect((await screen.findByTestId('campaign-play')).textContent?.trim()).toBe('Resume');
    expect(app.screen).toEqual({ name: 'campaign', id });
  });

  it('shows the standings with each line’s detail, and the champion once it is over', async () => {
    await showCampaign({ name: 'Thud nights', format: 'thud-series', players: players(2), matches: 2 }, (id) => {
      host.finishNext(id, 0, '2025-01-03');
      host.finishNext(id, 0, '2025-01-10');
    });
    const rows = within(screen.getByTestId('standings')).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()))).toEqual([
      ['Rank', 'Player', 'Total', 'Played', 'Matches won'],
      ['1', 'Ada', '4', '2', '2'],
      ['2', 'Bert', '2', '2', '0'],
    ]);
    // a drawn trophy marks the champion's line, without a badge that would wrap the line
    expect(within(screen.getByTestId('standing-0')).getByRole('img', { name: 'Champion' })).toBeTruthy();
    expect(within(screen.getByTestId('standing-1')).queryByRole('img', { name: 'Champion' })).toBeNull();
    // drawn, not an emoji: the TV's fonts have none
    expect(screen.getByTestId('champion').textContent?.trim()).toBe('Champion: Ada');
    expect(screen.getByTestId('champion').querySelector('svg')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(screen.queryByTestId('campaign-play')).toBeNull();
  });

  it('draws the bracket round by round, with the byes and the winners', async () => {
    // five players: seeds 1 to 3 wait in the second round, 4 and 5 play the only first-round match
    await showCampaign({ name: 'Five', format: 'bd-elimination', players: players(5) }, (id) => host.finishNext(id, 4));
    await fireEvent.click(screen.getByTestId('pane-bracket'));
    const bracket = screen.getByTestId('bracket');
    // headings, capitalised (the same words run on in a sentence in the Next line)
    expect([...bracket.querySelectorAll('h3')].map((title) => title.textContent)).toEqual(['Round 1', 'Semi-final', 'Final']);

    const firstRound = screen.getByTestId('bracket-round-1');
    expect(within(firstRound).getByTestId('bracket-bye-0').textContent).toContain('Ada');
    expect(within(firstRound).getByTestId('bracket-bye-0').textContent).toContain('bye');
    expect(within(firstRound).getByTestId('bracket-bye-1')).toBeTruthy();
    expect(within(firstRound).getByTestId('bracket-bye-2')).toBeTruthy();
    const played = within(firstRound).getByTestId('bracket-match-0');
    expect(played.querySelector('.winner')?.textContent).toContain('Eda');
    expect(played.querySelector('.out')?.textContent).toContain('Dag');

    // the winner went on to meet the top seed
    expect(within(screen.getByTestId('bracket-round-2')).getByTestId('bracket-match-1').textContent).toMatch(/Ada.*Eda/s);
    expect(within(screen.getByTestId('bracket-round-3')).getByTestId('bracket-match-3').textContent).toContain('to come');

    setLanguage('fr');
    await Promise.resolve();
    expect([...screen.getByTestId('bracket').querySelectorAll('h3')].map((title) => title.textContent)).toEqual(['Tour 1', 'Demi-finale', 'Finale']);
  });

  it('counts a duel tournament’s victories and defeats, one number a column', async () => {
    // Ada wins both of her duels, Bert beats Cleo
    await showCampaign({ name: 'Duels', format: 'bd-duels', players: players(3) }, (id) => {
      for (const { players: pair } of host.campaignView(id).upcoming) host.finishNext(id, pair.includes(0) ? 0 : 1);
    });
    const rows = within(screen.getByTestId('standings')).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()))).toEqual([
      ['Rank', 'Player', 'Victories', 'Played', 'Defeats'],
      ['1', 'Ada', '2', '2', '0'],
      ['2', 'Bert', '1', '2', '1'],
      ['3', 'Cleo', '0', '2', '2'],
    ]);
  });

  it('charts each player’s score night after night, one line each from 0, with localized dates', async () => {
    const game = { game: 'troll-dice', players: [0, 1, 2] };
    await showCampaign({ name: 'League', format: 'league', players: players(3) }, (id) => {
      host.finishNext(id, 0, '2025-01-03', game);
      host.finishNext(id, 1, '2025-01-10', game);
    });
    // the chart is there from the start
    const chart = screen.getByTestId('campaign-chart');
    const lines = [0, 1, 2].map((player) => screen.getByTestId(`chart-line-${player}`));
    expect(chart.querySelectorAll('path.line')).toHaveLength(3);
    // a start at 0, then one point a night: "M x,y L x,y L x,y"
    for (const line of lines) expect(line.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L[\d.]+,[\d.]+L[\d.]+,[\d.]+$/);
    const startHeights = lines.map((line) => line.getAttribute('d')!.match(/^M[\d.]+,([\d.]+)/)![1]);
    expect(new Set(startHeights).size).toBe(1);
    // Ada's and Bert's lines end level (5 points each), above Cleo's (4)
    const ends = lines.map((line) => Number(line.getAttribute('d')!.split(',').at(-1)));
    expect(ends[0]).toBe(ends[1]);
    expect(ends[2]).toBeGreaterThan(ends[0]);
    expect(lines.map((line) => line.getAttribute('stroke'))).toEqual(['#E69F00', '#56B4E9', '#009E73']);
    const labels = [...chart.querySelectorAll('text.axis')].map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Start', 'Jan 3', 'Jan 10']));
    expect(chart.textContent).toContain('Cleo');

    setLanguage('fr');
    await Promise.resolve();
    const french = [...screen.getByTestId('campaign-chart').querySelectorAll('text.axis')].map((text) => text.textContent);
    expect(french).toEqual(expect.arrayContaining(['Début', '3 janv.', '10 janv.']));
  });

  it('shows a league’s points and places, and starts the game chosen with the players ticked', async () => {
    const { id } = await showCampaign({ name: 'League', format: 'league', players: players(3), placePoints: [3, 2, 1] }, (campaign) => {
      host.finishNext(campaign, 2, '2025-01-03', { game: 'troll-dice', players: [0, 1, 2] });
    });
    expect(screen.queryByTestId('next-line')).toBeNull();
    expect(screen.queryByTestId('league-game')).toBeNull();
    await fireEvent.click(screen.getByTestId('campaign-play'));
    expect(screen.getByTestId('pane-league').getAttribute('aria-pressed')).toBe('true');
    // a narrow column per place that scores: one line per player, however many places
    const header = within(screen.getByTestId('standings')).getAllByRole('row')[0];
    expect([...header.querySelectorAll('th')].map((cell) => cell.textContent?.trim())).toEqual(['Rank', 'Player', 'Points', 'Played', '1st', '2nd', '3rd']);
    expect(within(header).getByRole('columnheader', { name: '1st places' })).toBeTruthy();
    const cleo = screen.getByTestId('standing-2');
    expect([...cleo.querySelectorAll('td')].map((cell) => cell.textContent?.trim())).toEqual(['1', 'Cleo', '3', '1', '1', '0', '0']);

    await fireEvent.click(screen.getByTestId('league-game-thud'));
    // Dwarves & Trolls seats two: three ticked is one too many
    expect(screen.getByTestId('league-play')).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('This game takes exactly 2 players, not 3.');
    await fireEvent.click(screen.getByTestId('league-player-0'));
    await fireEvent.click(screen.getByTestId('option-noCaptureLimit-30'));
    await fireEvent.click(screen.getByTestId('league-play'));
    await screen.findByTestId('match');
    expect(host.called('playCampaign')).toEqual([
      [id, { game: 'thud', players: [1, 2], options: expect.objectContaining({ noCaptureLimit: 30 }) }],
    ]);
  });

  it('takes the focus to the choice of game, and resumes a league game left unfinished', async () => {
    const { id } = await showCampaign({ name: 'League', format: 'league', players: players(3) });
    await fireEvent.click(screen.getByTestId('campaign-play'));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toMatch(/^league-game-/));

    const started = await host.playCampaign(id, { game: 'troll-dice', players: [0, 1] });
    if (!started.ok) throw new Error(started.error.code);
    const app = new AppState(host.connection());
    cleanup();
    render(App, { props: { app } });
    await app.openCampaign(id);
    const resume = await screen.findByTestId('campaign-resume');
    await waitFor(() => expect(document.activeElement).toBe(resume));
    await fireEvent.click(resume);
    await screen.findByTestId('match');
    expect(host.called('openMatch').at(-1)).toEqual([started.value.summary.id]);
  });

  it('heads the place columns with translated ordinals, as many as the league’s places that score', async () => {
    host.settings = { ...host.settings, language: 'fr' };
    await showCampaign({ name: 'Ligue', format: 'league', players: players(4), placePoints: [5, 3, 2, 1] });
    const header = within(screen.getByTestId('standings')).getAllByRole('row')[0];
    expect([...header.querySelectorAll('th')].map((cell) => cell.textContent?.trim())).toEqual(['Rang', 'Joueur', 'Points', 'Joués', '1er', '2e', '3e', '4e']);
  });

  it('shows every place someone finished in, those that score nothing too, as the CSV does', async () => {
    // a table of five where only the first three places score: a fourth and a fifth are results all the same
    await showCampaign({ name: 'League', format: 'league', players: players(5) }, (campaign) => {
      host.finishNext(campaign, null, '2025-01-03', { game: 'troll-dice', players: [0, 1, 2, 3, 4] }, [4, 1, 5, 2, 3]);
      host.finishNext(campaign, null, '2025-01-10', { game: 'battle-dice', players: [0, 2] }, [1, 2]);
    });
    const header = within(screen.getByTestId('standings')).getAllByRole('row')[0];
    expect([...header.querySelectorAll('th')].map((cell) => cell.textContent?.trim())).toEqual(['Rank', 'Player', 'Points', 'Played', '1st', '2nd', '3rd', '4th', '5th']);
    expect(within(header).getByRole('columnheader', { name: '5th places' })).toBeTruthy();
    const cells = (player: number) => [...screen.getByTestId(`standing-${player}`).querySelectorAll('td')].map((cell) => cell.textContent?.trim());
    expect(cells(0)).toEqual(['1', 'Ada', '3', '2', '1', '0', '0', '1', '0']);
    expect(cells(2)).toEqual(['3', 'Cleo', '2', '2', '0', '1', '0', '0', '1']);
    expect(cells(4)).toEqual(['5', 'Eda', '1', '1', '0', '0', '1', '0', '0']);
  });
});
