/**
 * The Battle Dice table in jsdom: each stage of a game as the TV shows it, and the keys and taps it
 * takes. Over 500 lines: one file per table, since every test builds its snapshots with the same
 * helpers.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, Seat } from '$engine/core/types';
import { canonicalJson } from '$engine/core/json';
import { battleDice } from '$engine/games/battle-dice';
import { describe as describeEvent } from '$engine/games/battle-dice/describe';
import { hero } from '$engine/games/battle-dice/heroes';
import type { BattleDiceAction, BattleDiceState, BattleDiceView } from '$engine/games/battle-dice/types';
import { setLanguage, t } from '../../../renderer/src/lib/i18n.svelte';
import { runCommand, startInput } from '../../../renderer/src/lib/input';
import BattleDiceTable from '../../../renderer/src/tables/battle-dice/BattleDiceTable.svelte';
import { QUIET, roll, table as scriptedTable } from '../../engine/battle-dice/scenario';
import { findState, newBattle, resolving, settings, snapshotOf } from './battle-dice-fixtures';

const { definition } = battleDice;
const undo = async () => {};
/** these tables have no secret turns: they never ask for a seat's private view */
const seatView = async () => undefined;

function recorder() {
  const calls: { seat: Seat; action: Action }[] = [];
  const act = vi.fn(async (seat: Seat, action: Action) => {
    calls.push({ seat, action });
  });
  return { act, calls };
}

function show(state: BattleDiceState, speed: 'off' | 'normal' = 'off') {
  const { act, calls } = recorder();
  const view = render(BattleDiceTable, { snapshot: snapshotOf(state), act, undo, seatView, settings: settings(speed), phoneSeats: [] });
  return { act, calls, view };
}

const isLegal = (state: BattleDiceState, seat: Seat, action: Action) =>
  definition.legalActions(state, seat).some((legal) => canonicalJson(legal) === canonicalJson(action));

/** flush the queued focus of the table's main action */
const settle = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => setLanguage('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Battle Dice table: the draft', () => {
  it('shows whose pick it is, every hero with six faces, and picks the hero chosen', async () => {
    const state = newBattle(3, 5, 0);
    const { calls } = show(state);
    await settle();
    expect(screen.getByTestId('draft-turn').textContent).toContain('Grizelda, pick a hero');
    const heroes = document.querySelectorAll<HTMLButtonElement>('button[data-hero]');
    expect(heroes).toHaveLength(30);
    for (const hero of heroes) expect(hero.querySelectorAll('[data-ability]')).toHaveLength(6);
    // each with its portrait, left to the button's name for screen readers
    for (const hero of heroes) expect(hero.querySelector(`[data-portrait="${hero.dataset.hero}"]`)!.getAttribute('aria-hidden')).toBe('true');
    expect(document.activeElement).toBe(heroes[0]);

    const wanted = state.pool[7];
    await fireEvent.click(document.querySelector<HTMLButtonElement>(`button[data-hero="${wanted}"]`)!);
    expect(calls).toEqual([{ seat: 0, action: { type: 'pick', hero: wanted } }]);
    expect(isLegal(state, 0, calls[0].action)).toBe(true);
  });

  it('marks picked heroes with their team, and shows a bot picking without letting anyone pick for it', async () => {
    let state = newBattle(3, 5, 0);
    state = definition.apply(state, 0, { type: 'pick', hero: 'dragon' });
    const { calls } = show(state);
    expect(screen.getByTestId('draft-turn').textContent).toContain('Bonecrusher is picking a hero');
    const dragon = document.querySelector<HTMLButtonElement>('button[data-hero="dragon"]')!;
    expect(dragon.getAttribute('aria-disabled')).toBe('true');
    await fireEvent.click(dragon);
    expect(dragon.getAttribute('aria-label')).toBe("The Dragon, in Grizelda's team");
    expect(document.querySelector('.team [data-picked="dragon"]')).toBeTruthy();
    const free = document.querySelector<HTMLButtonElement>('button[data-hero="wizard"]')!;
    expect(free.getAttribute('aria-disabled')).toBe('true');
    await fireEvent.click(free);
    expect(calls).toEqual([]);
  });

  it('enlarges the focused hero with every ability named and explained', async () => {
    show(newBattle(2, 5, 0));
    await fireEvent.focus(document.querySelector<HTMLButtonElement>('button[data-hero="troll"]')!);
    const detail = screen.getByTestId('hero-detail');
    expect(detail.querySelector('h3')!.textContent).toBe('Troll');
    expect(detail.querySelectorAll('[data-hero-faces="troll"] [data-ability]')).toHaveLength(6);
    for (const ability of new Set(hero('troll').faces)) {
      expect(detail.textContent).toContain(t(`battle-dice:abilities.${ability}.name`));
      expect(detail.textContent).toContain(t(`battle-dice:abilities.${ability}.effect`));
    }
  });
});

describe('Battle Dice table: seen from the sofa', () => {
  /** every face icon drawn, with its edge in rem (28 px and more at 1080p from 1.2rem, the root being 2.2vh) */
  const faceSizes = () =>
    [...document.querySelectorAll<HTMLElement>('.face-wrap')].map((face) => ({
      ability: face.querySelector('[data-ability]')!.getAttribute('data-ability'),
      rem: Number.parseFloat(face.style.getPropertyValue('--face-size')),
    }));

  it('draws no face icon under 1.2rem, on the seats (effects and dice placed forward too) or in the draft', async () => {
    const { state } = findState(
      (candidate) =>
        candidate.phase.kind === 'battle' &&
        candidate.effects.some((effect) => effect.ability === 'shield') &&
        candidate.effects.some((effect) => effect.ability === 'swarm' || effect.ability === 'growth' || effect.ability === 'poison'),
    );
    show(state);
    expect(document.querySelectorAll('.mark.placed [data-ability]').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('[data-effect] [data-ability]').length).toBeGreaterThan(0);
    expect(faceSizes().filter((face) => face.rem < 1.2)).toEqual([]);
    cleanup();
    show(newBattle(3, 5, 0));
    await settle();
    expect(faceSizes().length).toBeGreaterThan(180);
    expect(faceSizes().filter((face) => face.rem < 1.2)).toEqual([]);
  });

  it('shows in the draft’s detail panel the hero the keyboard is on, not one that only comes under a still pointer', async () => {
    show(newBattle(3, 5, 0));
    await settle();
    const hero = (id: string) => document.querySelector<HTMLButtonElement>(`button[data-hero="${id}"]`)!;
    const shown = () => screen.getByTestId('hero-detail').querySelector('h3')!.textContent;
    await fireEvent.focus(hero('troll'));
    expect(shown()).toBe('Troll');
    await fireEvent.pointerMove(hero('dragon'), { clientX: 0, clientY: 0 });
    await fireEvent.focus(hero('giant'));
    // the grid scrolled to the focus and another hero came under the resting pointer: the focus still rules
    await fireEvent.pointerEnter(hero('pixie'));
    await fireEvent.pointerMove(hero('pixie'), { clientX: 0, clientY: 0 });
    expect(shown()).toBe('Giant');
    // the mouse moving over a hero shows it, until the focus moves again or the pointer leaves the grid
    await fireEvent.pointerMove(hero('dragon'), { clientX: 40, clientY: 20 });
    expect(shown()).toBe('Dragon');
    await fireEvent.pointerLeave(document.querySelector('.grid')!);
    expect(shown()).toBe('Giant');
    await fireEvent.pointerMove(hero('pixie'), { clientX: 60, clientY: 20 });
    expect(shown()).toBe('Pixie');
    await fireEvent.focus(hero('yeti'));
    expect(shown()).toBe('Yeti');
  });

  it('shows nobody thinking while the moves before the bot’s turn are still being played back', async () => {
    vi.useFakeTimers();
    const start = newBattle(2, 3, 1, { teams: [['wizard', 'troll', 'dragon'], ['knight', 'witch', 'owl']] });
    const rolled = definition.apply(start, 1, { type: 'roll', heroes: ['knight', 'witch'] });
    const { view } = show(start, 'normal');
    expect(document.querySelector('[data-seat="1"] .thinking')).toBeTruthy();
    await view.rerender({ snapshot: snapshotOf(rolled) });
    expect(document.querySelector('.playback')).toBeTruthy();
    expect(document.querySelectorAll('.seat .thinking')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(document.querySelector('.playback')).toBeNull();
    expect(document.querySelector('[data-seat="1"] .thinking')).toBeTruthy();
  });
});

describe('Battle Dice table: choosing the heroes to roll', () => {
  it('never offers a frozen or meditating hero, and rolls a legal choice', async () => {
    const { state } = findState((candidate) => {
      const turn = candidate.turn;
      if (turn?.seat !== 0 || turn.stage !== 'choose') return false;
      return candidate.effects.some(
        (effect) => (effect.ability === 'ice' && effect.target === 0) || (effect.ability === 'meditate' && effect.owner === 0),
      );
    });
    const resting = state.effects.flatMap((effect) =>
      effect.ability === 'ice' && effect.target === 0 ? [effect.frozenHero!] : effect.ability === 'meditate' && effect.owner === 0 ? [effect.hero] : [],
    );
    const { calls } = show(state);
    await settle();
    for (const id of resting) {
      const button = document.querySelector<HTMLButtonElement>(`button[data-roll-hero="${id}"]`)!;
      expect(button.disabled).toBe(true);
      expect(button.textContent).toMatch(/Frozen|Meditating/);
    }
    const roll = screen.getByTestId('roll') as HTMLButtonElement;
    expect(document.activeElement).toBe(roll);
    await fireEvent.click(roll);
    expect(calls).toHaveLength(1);
    expect(calls[0].action.type).toBe('roll');
    expect(calls[0].action.heroes).toHaveLength(state.turn!.diceToRoll);
    expect(isLegal(state, 0, calls[0].action)).toBe(true);
    for (const id of resting) expect(calls[0].action.heroes).not.toContain(id);
  });

  it('asks for exactly two heroes, swapping the oldest choice for a new one', async () => {
    const state = newBattle(2, 3, 0, { teams: [['wizard', 'troll', 'dragon'], ['knight', 'witch', 'owl']] });
    const { calls } = show(state);
    expect(screen.getByText('Grizelda: choose 2 heroes to roll')).toBeTruthy();
    const pressed = () => [...document.querySelectorAll('button[data-roll-hero][aria-pressed="true"]')].map((button) => button.getAttribute('data-roll-hero'));
    expect(pressed()).toEqual(['wizard', 'troll']);
    await fireEvent.click(document.querySelector('button[data-roll-hero="dragon"]')!);
    expect(pressed()).toEqual(['troll', 'dragon']);
    await fireEvent.click(document.querySelector('button[data-roll-hero="troll"]')!);
    expect(pressed()).toEqual(['dragon']);
    expect((screen.getByTestId('roll') as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.click(document.querySelector('button[data-roll-hero="wizard"]')!);
    await fireEvent.click(screen.getByTestId('roll'));
    expect(calls).toEqual([{ seat: 0, action: { type: 'roll', heroes: ['wizard', 'dragon'] } }]);
  });

  it('rolls three after a SWARM or GROWTH', async () => {
    const { state } = findState((candidate) => candidate.turn?.seat === 0 && candidate.turn.stage === 'choose' && candidate.turn.diceToRoll === 3);
    const { calls } = show(state);
    expect(screen.getByText('Grizelda: choose 3 heroes to roll')).toBeTruthy();
    expect(screen.getByText('SWARM or GROWTH: 3 heroes this turn.')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Roll 3 heroes' }));
    expect(calls[0].action.heroes).toHaveLength(3);
    expect(isLegal(state, 0, calls[0].action)).toBe(true);
  });
});

describe('Battle Dice table: applying the results', () => {
  it('freezes the hero chosen with ICE, and shows beforehand what it will do', async () => {
    const { state } = findState(
      resolving((legal) => {
        const heroes = new Set(legal.flatMap((action) => (action.type === 'apply' && typeof action.hero === 'string' ? [action.hero] : [])));
        return heroes.size >= 2 && !legal.some((action) => action.type === 'focus' || action.type === 'saved-focus');
      }),
    );
    const index = state.turn!.results.findIndex((result) => result.ability === 'ice' && !result.done);
    const { calls } = show(state);
    const card = document.querySelector<HTMLElement>(`[data-result="${index}"]`)!;
    const options = [...card.querySelectorAll<HTMLButtonElement>('button[data-freeze]')];
    expect(options.length).toBeGreaterThanOrEqual(2);
    // each hero on its button with its portrait ("freeze nobody" has none)
    for (const option of options) {
      const id = option.dataset.freeze;
      expect(option.querySelector('[data-portrait]')?.getAttribute('data-portrait') ?? '').toBe(id === '' || id === undefined ? '' : id);
    }
    const last = options.at(-1)!;
    await fireEvent.click(last);
    expect(last.getAttribute('aria-pressed')).toBe('true');

    // the preview under the card says what this choice does, from the engine's own preview
    const apply = card.querySelector<HTMLButtonElement>(`button[data-apply="${index}"]`)!;
    await fireEvent.focus(apply);
    const view = definition.view(state, 'table') as BattleDiceView;
    const expected = view.previews.find(
      (preview) => preview.action.type === 'apply' && preview.action.result === index && preview.action.hero === last.dataset.freeze,
    )!;
    const lines = [...card.querySelectorAll('[data-testid="preview"] li')].map((line) => line.textContent);
    for (const event of expected.events.filter((event) => event.type === 'frozen' || event.type === 'damage')) {
      const line = describeEvent(event);
      expect(lines).toContain(t(`battle-dice:${line.key}`, line.params));
    }
    expect(lines.join(' ')).toContain(`freezes ${state.players.find((player) => player.team.includes(last.dataset.freeze!))!.name}'s`);

    await fireEvent.click(apply);
    expect(calls).toHaveLength(1);
    expect(calls[0].action).toMatchObject({ type: 'apply', result: index, hero: last.dataset.freeze });
    expect(isLegal(state, 0, calls[0].action)).toBe(true);
  });

  it('in Wild, sends the result to the side chosen and previews the health it leaves', async () => {
    const { state } = findState(
      resolving((legal) => {
        const targets = (index: number) => new Set(legal.flatMap((action) => (action.type === 'apply' && action.result === index ? [action.target] : [])));
        return legal.some((action) => action.type === 'apply' && targets(action.result as number).size >= 2);
      }),
      { options: { mode: 'wild' } },
    );
    const legal = definition.legalActions(state, 0) as BattleDiceAction[];
    const targetsOf = (result: number) => new Set(legal.flatMap((action) => (action.type === 'apply' && action.result === result ? [action.target] : [])));
    const wide = legal.find((action) => action.type === 'apply' && targetsOf(action.result).size >= 2);
    const index = (wide as { result: number }).result;
    const { calls } = show(state);
    const card = document.querySelector<HTMLElement>(`[data-result="${index}"]`)!;
    const sides = [...card.querySelectorAll<HTMLButtonElement>('button[data-target]')];
    expect(sides.map((side) => side.textContent!.trim()).join(' ')).toMatch(/\((left|right)\)|Yourself/);
    const other = sides.find((side) => side.getAttribute('aria-pressed') === 'false')!;
    await fireEvent.click(other);
    const target = Number(other.dataset.target);
    const apply = card.querySelector<HTMLButtonElement>(`button[data-apply="${index}"]`)!;
    await fireEvent.focus(apply);

    const shown = state.players.map((_, seat) => document.querySelector(`[data-testid="seat-preview-${seat}"]`)?.textContent ?? null);

    await fireEvent.click(apply);
    const preview = (definition.view(state, 'table') as BattleDiceView).previews.find(
      (candidate) => canonicalJson(candidate.action) === canonicalJson(calls[0].action),
    )!;
    expect(shown).toEqual(preview.health.map((health, seat) => (health === state.players[seat].health ? null : `→ ${health}`)));
    expect(calls[0].action).toMatchObject({ type: 'apply', result: index, target });
    expect(isLegal(state, 0, calls[0].action)).toBe(true);
  });

  it('in Wild, asks each part of a result its own side: DRAIN’s damage and its heal', async () => {
    const state = roll(scriptedTable({ needs: [['drain', 'shield'], QUIET, QUIET], options: { mode: 'wild' }, health: [6, 10, 5] }), ['drain', 'shield']);
    const { calls } = show(state);
    const card = document.querySelector<HTMLElement>('[data-result="0"]')!;
    const rows = [...card.querySelectorAll<HTMLElement>('[data-question]')];
    expect(rows.map((row) => row.querySelector('.caption')?.textContent)).toEqual(['Who takes the damage', 'Who it heals']);
    expect([...card.querySelectorAll<HTMLButtonElement>('button[data-heal-target]')].map((side) => side.textContent!.trim())).toEqual([
      'Yourself',
      'Bert (left)',
      'Cleo (right)',
    ]);
    expect(card.querySelector('button[data-target="1"]')!.getAttribute('aria-pressed')).toBe('true');
    const healCleo = card.querySelector<HTMLButtonElement>('button[data-heal-target="2"]')!;
    await fireEvent.click(healCleo);
    expect(healCleo.getAttribute('aria-pressed')).toBe('true');
    const apply = card.querySelector<HTMLButtonElement>('button[data-apply="0"]')!;
    await fireEvent.focus(apply);
    expect(screen.getByTestId('seat-preview-1').textContent).toBe('→ 9');
    expect(screen.getByTestId('seat-preview-2').textContent).toBe('→ 6');
    expect(card.querySelector('[data-testid="preview"]')!.textContent).toContain('heals Cleo for 1');
    await fireEvent.click(apply);
    expect(calls[0].action).toEqual({ type: 'apply', result: 0, target: 1, healTarget: 2 });
    expect(isLegal(state, 0, calls[0].action)).toBe(true);
    // the SHIELD may go to either neighbour too, or stay
    expect(document.querySelectorAll('[data-result="1"] button[data-target]')).toHaveLength(3);
  });

  it('in Wild, asks who rolls the third hero of a SWARM', async () => {
    const state = roll(scriptedTable({ needs: [['swarm', 'shield'], QUIET, QUIET], options: { mode: 'wild' } }), ['swarm', 'shield']);
    const { calls } = show(state);
    const card = document.querySelector<HTMLElement>('[data-result="0"]')!;
    expect(card.querySelector('[data-question="effectTarget"] .caption')!.textContent).toBe('Who rolls 3 heroes next turn');
    await fireEvent.click(card.querySelector<HTMLButtonElement>('button[data-effect-target="1"]')!);
    await fireEvent.click(card.querySelector<HTMLButtonElement>('button[data-apply="0"]')!);
    expect(calls[0].action).toEqual({ type: 'apply', result: 0, target: 1, effectTarget: 1 });
  });

  it('lets MEDITATE be discarded', async () => {
    const { state } = findState(resolving((legal) => legal.some((action) => action.type === 'discard')));
    const discard = definition.legalActions(state, 0).find((action) => action.type === 'discard')!;
    const { calls } = show(state);
    await fireEvent.click(document.querySelector<HTMLButtonElement>(`button[data-discard="${discard.result}"]`)!);
    expect(calls).toEqual([{ seat: 0, action: discard }]);
  });

  it('decides FOCUS first: use, save or discard', async () => {
    const { state } = findState(resolving((legal) => legal.some((action) => action.type === 'focus')));
    const { calls } = show(state);
    await settle();
    expect(screen.getByTestId('focus-decision')).toBeTruthy();
    expect(document.querySelector('button[data-apply]')).toBeNull();
    const use = document.querySelector<HTMLButtonElement>('button[data-focus-choice="use"]')!;
    expect(document.activeElement).toBe(use);
    await fireEvent.click(document.querySelector<HTMLButtonElement>('button[data-focus-choice="save"]')!);
    expect(calls[0].action).toMatchObject({ type: 'focus', choice: 'save' });
    expect(isLegal(state, 0, calls[0].action)).toBe(true);
  });

  it('shows a bot applying its roll without controls', () => {
    const { state } = findState((candidate) => candidate.turn?.seat === 1 && candidate.turn.stage === 'resolve');
    show(state);
    expect(document.querySelectorAll('[data-result]').length).toBe(state.turn!.results.length);
    expect(document.querySelector('button[data-apply], button[data-focus-choice]')).toBeNull();
    expect(document.querySelector('[data-seat="1"]')!.textContent).toContain('Thinking…');
  });
});

describe('Battle Dice table: capture, players and playback', () => {
  it('lets the player who eliminated someone take one of their heroes, or none', async () => {
    const { state } = findState((candidate) => candidate.phase.kind === 'capture' && candidate.phase.by === 0, { seeds: 400 });
    if (state.phase.kind !== 'capture') throw new Error('expected a capture');
    const { calls } = show(state);
    await settle();
    const offered = [...document.querySelectorAll<HTMLButtonElement>('button[data-capture]')].map((button) => button.dataset.capture);
    expect(offered).toEqual([...state.phase.heroes, 'none']);
    expect(document.activeElement).toBe(document.querySelector(`button[data-capture="${state.phase.heroes[0]}"]`));
    await fireEvent.click(document.querySelector<HTMLButtonElement>('button[data-capture="none"]')!);
    expect(calls).toEqual([{ seat: 0, action: { type: 'capture', hero: null } }]);
  });

  it('shows each player with health, team, effects and what a revive needs', () => {
    // the teams show while a player chooses what to roll (while results are applied, the seats keep to health and effects)
    const { state } = findState(
      (candidate) =>
        candidate.phase.kind === 'battle' && candidate.turn?.stage === 'choose' && candidate.players.some((player) => player.down) && candidate.effects.length > 0,
    );
    show(state);
    state.players.forEach((player, seat) => {
      const panel = document.querySelector<HTMLElement>(`[data-seat="${seat}"]`)!;
      expect(panel.querySelector('[data-health]')!.getAttribute('data-health')).toBe(String(player.health));
      expect([...panel.querySelectorAll('[data-member]')].map((member) => member.getAttribute('data-member'))).toEqual(player.team);
      if (player.down && !player.cursedOut) expect(panel.textContent).toContain(`At 0: heal ${player.knockouts} to revive`);
    });
    for (const effect of state.effects) {
      if (effect.ability === 'ice') {
        expect(document.querySelector(`[data-member="${effect.frozenHero}"]`)!.textContent).toContain('Frozen');
      } else if (effect.ability === 'meditate') {
        expect(document.querySelector(`[data-member="${effect.hero}"]`)!.textContent).toContain('Meditating');
      } else {
        // SWARM and GROWTH both mean three heroes next turn: one line
        const kind = effect.ability === 'swarm' || effect.ability === 'growth' ? 'extra' : effect.ability;
        const line = document.querySelector(`[data-seat="${effect.target}"] [data-effect="${kind}"]`)!;
        expect(line.querySelector(`[data-ability="${effect.ability}"]`)).toBeTruthy();
      }
    }
  });

  it('says "this turn" of three heroes while their player chooses what to roll, "next turn" once rolled', () => {
    const extra = (effect: { ability: string }) => effect.ability === 'swarm' || effect.ability === 'growth';
    const theirs = (candidate: BattleDiceState, stage: string) =>
      candidate.phase.kind === 'battle' &&
      candidate.turn?.stage === stage &&
      candidate.effects.some((effect) => extra(effect) && effect.target === candidate.turn!.seat);
    const choosing = findState((candidate) => theirs(candidate, 'choose')).state;
    show(choosing);
    expect(document.querySelector(`[data-seat="${choosing.turn!.seat}"] [data-effect="extra"]`)!.textContent).toContain('3 heroes this turn');
    cleanup();
    const rolled = findState((candidate) => theirs(candidate, 'resolve')).state;
    show(rolled);
    expect(document.querySelector(`[data-seat="${rolled.turn!.seat}"] [data-effect="extra"]`)!.textContent).toContain('3 heroes next turn');
  });

  it('explains the ▲ mark of a die placed forward, in both languages', async () => {
    const { state } = findState(
      (candidate) => candidate.phase.kind === 'battle' && candidate.turn?.stage === 'choose' && candidate.effects.some((effect) => effect.ability === 'shield'),
    );
    const shield = state.effects.find((effect) => effect.ability === 'shield')!;
    show(state);
    const mark = document.querySelector(`[data-member="${shield.hero}"] .mark.placed`)!;
    expect(mark.textContent).toContain('▲');
    expect(mark.getAttribute('aria-label')).toBe('Forward');
    expect(screen.getByTestId('forward-legend').textContent).toBe(t('battle-dice:table.seat.forwardLegend'));
    expect(screen.getByTestId('forward-legend').textContent).toContain('▲ A die placed forward');
    setLanguage('fr');
    await settle();
    expect(screen.getByTestId('forward-legend').textContent).toContain('▲ Dé avancé');
  });

  it('keeps the seats to name, health and effects while a roll’s results are applied, and shows the teams again for the next roll', async () => {
    const { state } = findState(
      (candidate) => candidate.phase.kind === 'battle' && candidate.turn?.stage === 'resolve' && candidate.effects.some((effect) => effect.ability === 'shield'),
    );
    show(state);
    expect(document.querySelectorAll('[data-member]')).toHaveLength(0);
    expect(document.querySelectorAll('.seat')).toHaveLength(state.players.length);
    for (const player of state.players) expect(document.querySelector(`[data-seat-name="${player.name}"]`)!.textContent).toContain(player.name);
    expect(document.querySelector('[data-effect="shield"]')).not.toBeNull();
    // the ▲ marks are on the teams, and so is the line that explains them
    expect(screen.queryByTestId('forward-legend')).toBeNull();
    cleanup();
    const next = findState((candidate) => candidate.phase.kind === 'battle' && candidate.turn?.stage === 'choose').state;
    show(next);
    expect(document.querySelectorAll('[data-member]')).toHaveLength(next.players.reduce((heroes, player) => heroes + player.team.length, 0));
  });

  describe('with the keyboard listening', () => {
    let stopInput: () => void;
    beforeEach(() => {
      stopInput = startInput(window);
    });
    afterEach(() => stopInput());

    /** the screen's own buttons around the table, which a lost focus would fall to */
    function undoButton(): HTMLButtonElement {
      const undo = document.createElement('button');
      undo.textContent = 'Undo';
      document.body.prepend(undo);
      return undo;
    }
    const table = () => document.querySelector<HTMLElement>('.battle-dice-table')!;

    it('keeps the focus on the hero just picked while the bots pick, so arrows stay in the draft', async () => {
      const undo = undoButton();
      const state = newBattle(3, 5, 0);
      const { calls, view } = show(state);
      await settle();
      const picked = document.activeElement as HTMLButtonElement;
      expect(picked.dataset.hero).toBeTruthy();
      await fireEvent.click(picked);
      await view.rerender({ snapshot: snapshotOf(definition.apply(state, 0, calls[0].action)) });
      await settle();
      expect(screen.getByTestId('draft-turn').textContent).toContain('Bonecrusher is picking a hero');
      expect(document.activeElement).toBe(picked);
      await fireEvent.keyDown(window, { key: 'ArrowDown' });
      expect(document.activeElement).not.toBe(undo);
      expect(table().contains(document.activeElement)).toBe(true);
      undo.remove();
    });

    it('keeps the focus in the table after the last result is applied, while the bot plays', async () => {
      const undo = undoButton();
      let { state } = findState(resolving((legal) => legal.length > 0));
      const { calls, view } = show(state);
      await settle();
      while (definition.activeSeats(state)[0] === 0 && !definition.outcome(state)) {
        const main = document.activeElement as HTMLButtonElement;
        expect(table().contains(main)).toBe(true);
        calls.length = 0;
        await fireEvent.click(main);
        expect(calls).toHaveLength(1);
        state = definition.apply(state, 0, calls[0].action);
        await view.rerender({ snapshot: snapshotOf(state) });
        await settle();
      }
      expect(snapshotOf(state).botThinking).toBe(true);
      expect(table().contains(document.activeElement)).toBe(true);
      await fireEvent.keyDown(window, { key: 'ArrowRight' });
      await fireEvent.keyDown(window, { key: 'ArrowUp' });
      expect(document.activeElement).not.toBe(undo);
      expect(table().contains(document.activeElement)).toBe(true);
      undo.remove();
    });

    it('in Wild, chooses the side of LIGHT’s extra healing with the arrows and the gamepad’s A, like any target', async () => {
      const state = roll(scriptedTable({ needs: [['light', 'shield'], QUIET, QUIET], options: { mode: 'wild' }, health: [10, 10, 3] }), ['light', 'shield']);
      const { calls } = show(state);
      await settle();
      const card = document.querySelector<HTMLElement>('[data-result="0"]')!;
      /** the card as laid out on screen: each row of choices under the one before, its buttons side by side */
      const layOut = () =>
        card.querySelectorAll<HTMLElement>('.choice, .buttons').forEach((row, line) =>
          row.querySelectorAll<HTMLButtonElement>('button').forEach((button, column) => {
            const left = column * 200;
            const top = line * 80;
            button.getBoundingClientRect = () =>
              ({ left, right: left + 180, top, bottom: top + 60, width: 180, height: 60, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
          }),
        );
      const apply = card.querySelector<HTMLButtonElement>('button[data-apply="0"]')!;
      expect(document.activeElement).toBe(apply);
      const sides = card.querySelector<HTMLElement>('[data-question="overflowTarget"]')!;
      expect(sides.querySelector('.caption')!.textContent).toBe('Who takes the extra healing as damage');
      expect([...sides.querySelectorAll('button')].map((side) => side.getAttribute('data-overflow-target'))).toEqual(['1', '2']);

      layOut();
      await fireEvent.keyDown(window, { key: 'ArrowUp' });
      expect(document.activeElement).toBe(sides.querySelector('button[data-overflow-target="1"]'));
      await fireEvent.keyDown(window, { key: 'ArrowRight' });
      const right = sides.querySelector<HTMLButtonElement>('button[data-overflow-target="2"]')!;
      expect(document.activeElement).toBe(right);
      runCommand('activate');
      await settle();
      expect(right.getAttribute('aria-pressed')).toBe('true');
      layOut();
      await fireEvent.keyDown(window, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(apply);
      expect(card.querySelector('[data-testid="preview"]')!.textContent).toContain('Cleo takes 1');
      runCommand('activate');
      expect(calls[0].action).toEqual({ type: 'apply', result: 0, target: 0, overflowTarget: 2 });

      // healing a neighbour instead makes no extra healing: no side to ask
      await fireEvent.click(card.querySelector<HTMLButtonElement>('button[data-target="1"]')!);
      expect(card.querySelector('[data-question="overflowTarget"]')).toBeNull();
    });

    it('tumbles the rolled heroes, then shows their faces; Esc skips', async () => {
      vi.useFakeTimers();
      const start = newBattle(2, 3, 0, { teams: [['wizard', 'troll', 'dragon'], ['knight', 'witch', 'owl']] });
      const rolled = definition.apply(start, 0, { type: 'roll', heroes: ['wizard', 'troll'] });
      const { view } = show(start, 'normal');
      await view.rerender({ snapshot: snapshotOf(rolled) });
      expect(document.querySelectorAll('.playback .tumbling')).toHaveLength(2);
      expect(document.querySelectorAll('.playback .landing')).toHaveLength(0);
      // each die thrown with its hero's portrait, named in text beside it
      expect([...document.querySelectorAll('.playback .die [data-portrait]')].map((portrait) => portrait.getAttribute('data-portrait'))).toEqual(['wizard', 'troll']);
      expect(document.querySelector('.battle-dice-table')!.getAttribute('data-playing')).toBe('true');
      await vi.advanceTimersByTimeAsync(800);
      const faces = [...document.querySelectorAll('.playback .die .thrown > .face-wrap [data-ability]')].map((face) => face.getAttribute('data-ability'));
      expect(faces).toEqual(rolled.turn!.rolled.map((die) => die.face));
      // the dice have landed: they settle once, and spin no more
      expect(document.querySelectorAll('.playback .tumbling')).toHaveLength(0);
      expect(document.querySelectorAll('.playback .landing')).toHaveLength(2);
      await fireEvent.keyDown(window, { key: 'Escape' });
      expect(document.querySelector('.playback')).toBeNull();
      expect(document.querySelectorAll('[data-result]').length).toBe(rolled.turn!.results.length);
    });
  });

  it('shakes the health die of a player hit and lifts the one of a player healed, after the move', async () => {
    const changesHealth = (state: BattleDiceState, action: Action, sign: 1 | -1) => {
      const after = definition.apply(state, 0, action);
      return after.players.some((player, seat) => sign * (player.health - state.players[seat].health) > 0);
    };
    for (const sign of [-1, 1] as const) {
      const { state } = findState(resolving((legal, candidate) => legal.some((action) => action.type === 'apply' && changesHealth(candidate, action, sign))));
      const action = definition.legalActions(state, 0).find((candidate) => candidate.type === 'apply' && changesHealth(state, candidate, sign))!;
      const after = definition.apply(state, 0, action);
      const { view } = show(state);
      await view.rerender({ snapshot: snapshotOf(after, after.events.slice(state.events.length)) });
      after.players.forEach((player, seat) => {
        const die = document.querySelector(`section.seat[data-seat="${seat}"] .hit-die`)!;
        const change = player.health - state.players[seat].health;
        expect(die.classList.contains('hit'), `seat ${seat}`).toBe(change < 0);
        expect(die.classList.contains('healed'), `seat ${seat}`).toBe(change > 0);
      });
      cleanup();
    }
  });

  it('shows nothing to play back when animations are off', async () => {
    const start = newBattle(2, 3, 0, { teams: [['wizard', 'troll', 'dragon'], ['knight', 'witch', 'owl']] });
    const rolled = definition.apply(start, 0, { type: 'roll', heroes: ['wizard', 'troll'] });
    const { view } = show(start, 'off');
    await view.rerender({ snapshot: snapshotOf(rolled) });
    expect(document.querySelector('.playback')).toBeNull();
  });

  it('announces a knock-out big, from the events of the move', async () => {
    vi.useFakeTimers();
    const knocksOut = (state: BattleDiceState, action: Action) =>
      definition.apply(state, state.turn!.seat, action).events.some((event) => event.type === 'knocked-out');
    const { state } = findState(
      (candidate) => candidate.turn?.stage === 'resolve' && definition.legalActions(candidate, candidate.turn.seat).some((action) => knocksOut(candidate, action)),
    );
    const seat = state.turn!.seat;
    const action = definition.legalActions(state, seat).find((candidate) => knocksOut(state, candidate))!;
    const after = definition.apply(state, seat, action);
    const { view } = show(state, 'normal');
    await view.rerender({ snapshot: snapshotOf(after) });
    const knocked = after.events.find((event) => event.type === 'knocked-out')!;
    expect(document.querySelector('.banner.knocked-out')!.textContent).toContain(`${knocked.name} is down!`);
  });
});
