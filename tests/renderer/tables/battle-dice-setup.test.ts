/** Battle Dice before the battle: its options on the new-game screen, and the hero gallery of its rules. */
import { fireEvent, render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameInfo, NewMatch } from '$contract/api';
import { battleDice } from '$engine/games/battle-dice';
import { ABILITIES, HEROES } from '$engine/games/battle-dice/heroes';
import { AppState } from '../../../renderer/src/lib/app.svelte';
import { setLanguage, t } from '../../../renderer/src/lib/i18n.svelte';
import { NewGameForm } from '../../../renderer/src/lib/new-game-form.svelte';
import NewGameScreen from '../../../renderer/src/screens/NewGameScreen.svelte';
import RulesScreen from '../../../renderer/src/screens/RulesScreen.svelte';
import { optionsFor } from '../../../renderer/src/tables';
import { FakeHost } from '../support/fake-host';

const battleDiceInfo: GameInfo = {
  id: 'battle-dice',
  players: { ...battleDice.definition.players },
  botLevels: battleDice.bots.map((bot) => bot.id),
};

beforeEach(() => setLanguage('en'));

async function showScreen(screenName: 'new-game' | 'rules') {
  const host = new FakeHost();
  host.games = [battleDiceInfo];
  const app = new AppState(host.connection());
  await app.refresh();
  if (screenName === 'new-game') render(NewGameScreen, { props: { app, gameId: 'battle-dice' } });
  else render(RulesScreen, { props: { app, gameId: 'battle-dice' } });
  return { host, app };
}

/** the options the engine's setup makes of what the screen sends */
function engineOptions(input: NewMatch) {
  return battleDice.definition.setup({ seats: input.seats.map(({ name }) => ({ name })), firstSeat: 0, options: input.options }, 1).options;
}

describe('Battle Dice options at setup', () => {
  it('offers Classic or Wild and sudden death, and the duel only to two players, defaults first', async () => {
    await showScreen('new-game');
    expect(screen.getByTestId('option-mode-classic').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('option-suddenDeath-off').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('option-duel-off').getAttribute('aria-pressed')).toBe('true');
    await fireEvent.click(screen.getByTestId('seat-count-3'));
    expect(screen.queryByTestId('option-duel-off')).toBeNull();
    expect(screen.getByText(t('battle-dice:options.mode.hint'))).toBeTruthy();
  });

  it('starts the match with the options chosen, which the engine reads', async () => {
    const { host } = await showScreen('new-game');
    await fireEvent.click(screen.getByTestId('option-mode-wild'));
    await fireEvent.click(screen.getByTestId('option-suddenDeath-on'));
    await fireEvent.click(screen.getByTestId('option-duel-on'));
    expect(screen.getByTestId('option-mode-wild').getAttribute('aria-pressed')).toBe('true');
    await fireEvent.click(screen.getByTestId('start-match'));
    await new Promise((resolve) => setTimeout(resolve));
    const [[input]] = host.called('createMatch') as [[NewMatch]];
    expect(input.options).toEqual({ mode: 'wild', suddenDeath: true, duel: true });
    expect(engineOptions(input)).toMatchObject({ mode: 'wild', suddenDeath: true, duel: true });
  });

  it('leaves out an option not offered for the number of players', () => {
    const form = new NewGameForm(battleDiceInfo, [], (n) => `Troll ${n}`, optionsFor('battle-dice'));
    expect(form.setOption('duel', true)).toBe(true);
    form.setSeatCount(4);
    const input = form.toNewMatch();
    expect(input.options).toEqual({ mode: 'classic', suddenDeath: false });
    expect(engineOptions(input)).toMatchObject({ mode: 'classic', suddenDeath: false, duel: false });
  });

  it('plays a battle of bots alone in sudden death, unless chosen otherwise by hand', () => {
    const form = new NewGameForm(battleDiceInfo, [], (n) => `Troll ${n}`, optionsFor('battle-dice'));
    expect(form.toNewMatch().options).toMatchObject({ suddenDeath: false });
    for (let seat = 0; seat < form.seats.length; seat++) if (form.seats[seat].kind === 'human') form.toggleKind(seat);
    expect(form.botsOnly).toBe(true);
    expect(form.toNewMatch().options).toMatchObject({ suddenDeath: true });
    expect(engineOptions(form.toNewMatch())).toMatchObject({ suddenDeath: true });
    expect(form.setOption('suddenDeath', false)).toBe(true);
    expect(form.toNewMatch().options).toMatchObject({ suddenDeath: false });
  });

  it('refuses a value an option does not offer', () => {
    const form = new NewGameForm(battleDiceInfo, [], (n) => `Troll ${n}`, optionsFor('battle-dice'));
    expect(form.setOption('mode', 'chaos')).toBe(false);
    expect(form.setOption('suddenDeath', 'yes')).toBe(false);
    expect(form.setOption('teams', true)).toBe(false);
    expect(form.toNewMatch().options).toEqual({ mode: 'classic', suddenDeath: false, duel: false });
  });
});

describe('Battle Dice rules reference', () => {
  it('shows every hero with its six faces, name and region, the ability legend, and that they were designed for Troll Night', async () => {
    await showScreen('rules');
    const gallery = screen.getByTestId('hero-gallery');
    const heroes = gallery.querySelectorAll('[data-gallery-hero]');
    expect([...heroes].map((hero) => hero.getAttribute('data-gallery-hero'))).toEqual(
      ['mainland', 'islands', 'mountain', 'clouds'].flatMap((region) => HEROES.filter((hero) => hero.region === region).map((hero) => hero.id)),
    );
    for (const element of heroes) {
      const id = element.getAttribute('data-gallery-hero')!;
      expect(element.textContent).toContain(t(`battle-dice:heroes.${id}`));
      expect([...element.querySelectorAll('[data-ability]')].map((face) => face.getAttribute('data-ability'))).toEqual(HEROES.find((hero) => hero.id === id)!.faces);
      const region = element.closest('section')!.querySelector('h3')!.textContent;
      expect(region).toBe(t(`battle-dice:regions.${HEROES.find((hero) => hero.id === id)!.region}`));
    }
    for (const ability of ABILITIES) expect(gallery.textContent).toContain(t(`battle-dice:abilities.${ability}.effect`));
    expect(gallery.textContent).toContain('designed for Troll Night');
    setLanguage('fr');
    await new Promise((resolve) => setTimeout(resolve));
    expect(screen.getByTestId('hero-gallery').textContent).toContain('conçus pour Troll Night');
  });
});

describe('Battle Dice log lines', () => {
  it('name heroes and abilities in the current language inside a line', () => {
    expect(t('battle-dice:events.pick', { name: 'Ada', hero: 'wizard' })).toBe('Ada picks the Wizard.');
    setLanguage('fr');
    expect(t('battle-dice:events.damage', { ability: 'fire', toName: 'Bert', count: 2, health: 8 })).toBe(
      'FEU\u00a0: Bert subit 2 dégâts (reste 8 de santé).',
    );
  });
});
