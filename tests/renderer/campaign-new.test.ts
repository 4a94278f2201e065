import { fireEvent, render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '$contract/api';
import { battleDice } from '$engine/games/battle-dice';
import { NewCampaignForm } from '../../renderer/src/campaign/new-campaign-form.svelte';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { battleDiceInfo, FakeHost, thudInfo, trolInfo, trollDiceInfo } from './support/fake-host';

const games = [trollDiceInfo, battleDiceInfo, thudInfo, trolInfo];
const defaultName = (n: number) => `Troll ${n}`;
const profiles: Profile[] = [
  { name: 'Ada', color: 'green', symbol: 'triangle', lastPlayed: 9 },
  { name: 'Troll 2', color: 'sky', symbol: 'square', lastPlayed: 8 },
  { name: 'Bert', color: 'green', symbol: 'triangle', lastPlayed: 5 },
];

beforeEach(() => setLanguage('en'));

describe('NewCampaignForm', () => {
  it('seats as many players as each format takes, no more and no fewer', () => {
    const form = new NewCampaignForm(games, [], defaultName);
    expect(form.format).toBe('league');
    expect(form.players).toHaveLength(4);
    expect(form.setPlayerCount(16)).toBe(true);
    expect(form.setPlayerCount(17)).toBe(false);
    expect(form.addPlayer()).toBe(false);

    // thirty heroes make ten teams: a Battle Dice round robin takes ten players at most
    form.setFormat('bd-duels');
    expect(form.players).toHaveLength(10);
    expect(form.addPlayer()).toBe(false);

    form.setFormat('thud-series');
    expect(form.players).toHaveLength(2);
    expect(form.addPlayer()).toBe(false);
    expect(form.removePlayer(0)).toBe(false);

    form.setFormat('trol-series');
    expect(form.setPlayerCount(5)).toBe(true);
    expect(form.setPlayerCount(6)).toBe(false);
  });

  it('gives every player a look of their own, sixteen players included', () => {
    const form = new NewCampaignForm(games, [], defaultName);
    form.setPlayerCount(16);
    const looks = form.players.map((player) => `${player.color} ${player.symbol}`);
    expect(new Set(looks).size).toBe(16);
    // the first seven have the palette's colours with their own symbols
    expect(looks.slice(0, 2)).toEqual(['orange circle', 'sky square']);

    // a colour someone has already comes with another symbol
    expect(form.chooseColor(1, 'orange')).toBe(true);
    expect(form.players[1].color).toBe('orange');
    expect(form.players[1].symbol).not.toBe(form.players[0].symbol);
    expect(form.chooseSymbol(1, form.players[0].symbol)).toBe(false);
  });

  it('changes a player’s colour with one button, round the palette, never to a look someone has', () => {
    const form = new NewCampaignForm(games, [], defaultName);
    expect(form.players.slice(0, 2).map((player) => player.color)).toEqual(['orange', 'sky']);
    form.nextColor(0);
    // sky with its own square is Bert's look: sky comes with another symbol
    expect(form.players[0].color).toBe('sky');
    expect(form.players[0].symbol).not.toBe(form.players[1].symbol);
    for (let press = 0; press < 6; press++) form.nextColor(0);
    expect(form.players[0].color).toBe('orange');
    form.nextColor(0);
    expect(form.players[0].color).toBe('sky');
  });

  it('seats remembered players first, with their look when it is free, but not default names', () => {
    const form = new NewCampaignForm(games, profiles, defaultName);
    expect(form.players.map((player) => [player.name, player.color, player.symbol])).toEqual([
      ['Ada', 'green', 'triangle'],
      // Bert's look is Ada's: he gets one nobody has
      ['Bert', 'orange', 'circle'],
      ['Troll 3', 'sky', 'square'],
      ['Troll 4', 'yellow', 'diamond'],
    ]);
    expect(form.freeProfiles).toEqual([]);
  });

  it('does not take a default name of another language for a remembered player', () => {
    // "Joueur 3" was left unnamed at a French table: in English it is nobody to seat by name
    const form = new NewCampaignForm(games, [{ name: 'Joueur 3', color: 'green', symbol: 'triangle', lastPlayed: 9 }], defaultName);
    expect(form.players.map((player) => player.name)).not.toContain('Joueur 3');
    expect(form.freeProfiles).toEqual([]);
  });

  it('refuses to start without names, with two players of one name, or with points that are not whole numbers', () => {
    const form = new NewCampaignForm(games, [], defaultName);
    expect(form.problems.map((problem) => problem.key)).toEqual(['campaign:new.problems.name']);
    form.name = 'Friday league';
    form.setPlayerName(2, ' ');
    form.setPlayerName(3, 'troll 1');
    form.setPlacePoints(1, 2.5);
    expect(form.problems).toEqual([
      { code: 'player-name', key: 'campaign:new.problems.playerName', params: { n: 3 } },
      { code: 'same-name', key: 'campaign:new.problems.sameName', params: { name: 'troll 1' } },
      { code: 'place-points', key: 'campaign:new.problems.placePoints', params: { max: 99 } },
    ]);
    expect(form.canCreate).toBe(false);
  });

  it('offers the bot levels of the format’s game, and a league those of the first game', () => {
    const form = new NewCampaignForm(games, [], defaultName);
    expect(form.botLevels).toEqual(['random', 'smart']);
    form.setFormat('thud-series');
    form.cycleKind(0);
    expect(form.players[0]).toMatchObject({ kind: 'bot', level: 'easy' });
    form.cycleKind(0);
    form.cycleKind(0);
    expect(form.players[0]).toMatchObject({ kind: 'bot', level: 'hard' });
    form.cycleKind(0);
    expect(form.players[0].kind).toBe('human');
  });

  it("names a bot for its level, never as a remembered player, and gives a person's name back", () => {
    const form = new NewCampaignForm(games, profiles, defaultName);
    form.name = 'Thud night';
    form.setFormat('thud-series');
    expect(form.players.map((player) => player.name)).toEqual(['Ada', 'Bert']);
    form.cycleKind(1);
    expect(form.players[1]).toMatchObject({ name: 'Novice bot', kind: 'bot', level: 'easy' });
    form.cycleKind(1);
    form.cycleKind(1);
    expect(form.players[1]).toMatchObject({ name: 'Warlord bot', level: 'hard' });
    form.cycleKind(0);
    expect(form.players[0].name).toBe('Novice bot');
    // two bots of one level are told apart
    form.cycleKind(0);
    form.cycleKind(0);
    expect(form.players.map((player) => player.name)).toEqual(['Warlord bot 2', 'Warlord bot']);
    expect(form.problems).toEqual([]);
    form.cycleKind(1);
    // the bot in Ada's old place keeps her look: she comes back in one nobody has
    expect(form.players[1]).toMatchObject({ name: 'Ada', kind: 'human' });
    expect(form.players[1]).not.toMatchObject({ color: form.players[0].color, symbol: form.players[0].symbol });
    // a name typed stays
    form.setPlayerName(0, 'Grumpy');
    form.cycleKind(0);
    expect(form.players[0]).toMatchObject({ name: 'Grumpy', kind: 'human' });
    setLanguage('fr');
    form.cycleKind(0);
    form.setPlayerName(0, 'Grumpy');
    form.cycleKind(1);
    expect(form.players[1]).toMatchObject({ name: 'Bot Novice', kind: 'bot' });
    // the language changes: the bot's name follows, a typed name stays
    setLanguage('en');
    form.localizeNames();
    expect(form.players.map((player) => player.name)).toEqual(['Grumpy', 'Novice bot']);
    // the bot is not remembered: a bot's name is never offered as a player's
    expect(new NewCampaignForm(games, [{ name: 'Warlord bot', color: 'sky', symbol: 'square', lastPlayed: 1 }], defaultName).freeProfiles).toEqual([]);
  });

  it('makes the NewCampaign of each format, with only the settings that format reads', () => {
    const form = new NewCampaignForm(games, [], defaultName);
    form.name = '  Spring Cup ';
    form.setFormat('bd-masters');
    form.setPlayerCount(3);
    form.cycleKind(2);
    form.options.set('mode', 'wild');
    expect(form.toNewCampaign()).toEqual({
      name: 'Spring Cup',
      format: 'bd-masters',
      players: [
        { name: 'Troll 1', color: 'orange', symbol: 'circle', kind: { type: 'human' } },
        { name: 'Troll 2', color: 'sky', symbol: 'square', kind: { type: 'human' } },
        { name: 'Reckless bot', color: 'green', symbol: 'triangle', kind: { type: 'bot', level: 'random' } },
      ],
      // every match is a duel set by the campaign itself: not an option here
      options: { mode: 'wild', suddenDeath: false },
    });

    form.setFormat('bd-duels');
    form.setTimes(2);
    expect(form.toNewCampaign()).toMatchObject({ format: 'bd-duels', times: 2 });

    form.setFormat('trol-series');
    form.setPlayerCount(4);
    form.setMatches(5);
    const trol = form.toNewCampaign();
    expect(trol).toMatchObject({ format: 'trol-series', matches: 5, options: { cycle: 'toss', teams: false } });
    expect(trol).not.toHaveProperty('times');

    form.setFormat('league');
    form.addPlace();
    form.setPlacePoints(3, 1);
    form.setPlacePoints(2, 1);
    expect(form.toNewCampaign()).toMatchObject({ format: 'league', placePoints: [3, 2, 1, 1] });
    expect(form.toNewCampaign()).not.toHaveProperty('options');
  });

  it('plays Battle Dice tournaments between bots in sudden death, until chosen by hand', () => {
    const form = new NewCampaignForm(games, [], defaultName);
    form.name = 'Bots';
    form.setFormat('bd-elimination');
    expect(form.toNewCampaign().options).toEqual({ mode: 'classic', suddenDeath: false });
    for (let player = 0; player < form.players.length; player++) form.cycleKind(player);
    expect(form.botsOnly).toBe(true);
    expect(form.toNewCampaign().options).toEqual({ mode: 'classic', suddenDeath: true });
    // the engine starts every duel of the campaign in sudden death: full health drops from turn 2
    const duel = battleDice.definition.setup(
      { seats: [{ name: 'A' }, { name: 'B' }], firstSeat: 0, options: { ...form.toNewCampaign().options, duel: true, teams: [['knight', 'monk', 'turtle'], ['mermaid', 'shaman', 'pixie']] } },
      1,
    );
    expect(duel.suddenDeathFrom).toBe(1);
    form.options.set('suddenDeath', false);
    expect(form.toNewCampaign().options).toEqual({ mode: 'classic', suddenDeath: false });
    while (form.players[0].kind === 'bot') form.cycleKind(0);
    form.options.set('suddenDeath', true);
    expect(form.botsOnly).toBe(false);
    expect(form.toNewCampaign().options).toEqual({ mode: 'classic', suddenDeath: true });
  });

  it('plays Dwarves & Trolls between bots with the no-capture limit bots need, until chosen by hand', () => {
    const form = new NewCampaignForm(games, [], defaultName);
    form.name = 'Bots';
    form.setFormat('thud-series');
    form.cycleKind(0);
    form.cycleKind(1);
    expect(form.toNewCampaign().options).toMatchObject({ noCaptureLimit: 60 });
    form.options.set('noCaptureLimit', 0);
    expect(form.toNewCampaign().options).toMatchObject({ noCaptureLimit: 0 });
  });
});

describe('the new-campaign screen', () => {
  async function showForm(language: 'en' | 'fr' = 'en') {
    const host = new FakeHost();
    host.games = games;
    host.settings = { ...host.settings, language };
    const app = new AppState(host.connection());
    render(App, { props: { app } });
    await fireEvent.click(await screen.findByTestId('home-new-campaign'));
    await screen.findByTestId('create-campaign');
    return { host, app };
  }

  it('creates the campaign chosen and opens it', async () => {
    const { host, app } = await showForm();
    expect(screen.getByTestId('create-campaign')).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('The campaign needs a name.');

    await fireEvent.input(screen.getByTestId('campaign-name'), { target: { value: 'Spring Cup' } });
    await fireEvent.click(screen.getByTestId('format-bd-elimination'));
    expect(screen.getByTestId('seeding-note').textContent).toBe('The order of the players is the seeding: the first is the top seed.');
    await fireEvent.click(screen.getByTestId('player-up-1'));
    await fireEvent.click(screen.getByTestId('player-remove-3'));
    await fireEvent.click(screen.getByTestId('create-campaign'));

    await screen.findByTestId('campaign');
    const [[created]] = host.called('createCampaign') as [[{ name: string; format: string; players: { name: string }[] }]];
    expect(created.name).toBe('Spring Cup');
    expect(created.format).toBe('bd-elimination');
    expect(created.players.map((player) => player.name)).toEqual(['Player 2', 'Player 1', 'Player 3']);
    expect(app.screen).toEqual({ name: 'campaign', id: 'c1' });
    expect(screen.getByTestId('next-line').textContent).toBe('Next: Player 1 vs Player 3, semi-final');
  });

  it('explains the format in a line, and its rulings on demand, in French too', async () => {
    await showForm('fr');
    await fireEvent.click(screen.getByTestId('format-bd-duels'));
    const toggle = screen.getByTestId('format-rulings-toggle');
    expect(toggle.textContent?.trim()).toBe('Règlement');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/^Un duel nul se rejoue/)).toBeNull();
    await fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/^Un duel nul se rejoue/)).toBeTruthy();
    expect(screen.getByText(/De 2 à 10 joueurs\./)).toBeTruthy();
    await fireEvent.input(screen.getByTestId('player-name-0'), { target: { value: 'Joueur 2' } });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Deux joueurs s’appellent Joueur 2\u00a0: donnez à chacun son propre nom.',
    );
    await fireEvent.click(screen.getByTestId('format-thud-series'));
    expect(screen.getByText(/2 joueurs\./)).toBeTruthy();
    expect(screen.queryByText(/De 2 à 2 joueurs/)).toBeNull();
  });

  it('seats sixteen players two a line, each line a row for the arrow keys, "Add a player" in the next free place', async () => {
    await showForm();
    const lines = () => [...screen.getByRole('list', { name: 'Players' }).querySelectorAll('[data-nav-row]')];
    // four players: two lines of two, then the line of "Add a player"
    expect(lines().map((line) => line.querySelectorAll('[data-testid^="player-name-"]').length)).toEqual([2, 2, 0]);
    expect(lines()[2].contains(screen.getByTestId('add-player'))).toBe(true);
    await fireEvent.click(screen.getByTestId('add-player'));
    expect(lines().map((line) => line.querySelectorAll('[data-testid^="player-name-"]').length)).toEqual([2, 2, 1]);
    expect(lines()[2].contains(screen.getByTestId('add-player'))).toBe(true);
    for (let count = 5; count < 16; count++) await fireEvent.click(screen.getByTestId('add-player'));
    // full: eight lines of two, and nothing more to add
    expect(lines().map((line) => line.querySelectorAll('[data-testid^="player-name-"]').length)).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
    expect(screen.queryByTestId('add-player')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(16);
    // the Battle Dice formats under one "Battle Dice:", each button still named in full
    expect(screen.getByTestId('format-bd-masters').textContent).toBe('Battle Masters');
    expect(screen.getByRole('button', { name: 'Battle Dice: Battle Masters' })).toBe(screen.getByTestId('format-bd-masters'));
  });
});
