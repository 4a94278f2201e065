// @vitest-environment jsdom
/**
 * Battle Dice on a player's phone: every decision the engine offers (picking heroes, choosing
 * the heroes to roll, FOCUS, applying a result to whom it reaches, freezing a hero, DRAIN's
 * bonus, discarding MEDITATE, taking a hero after an elimination) goes through `act`, from
 * snapshots of real engine states as the phone server builds them.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, Seat } from '$engine/core/types';
import { canonicalJson } from '$engine/core/json';
import { battleDice } from '$engine/games/battle-dice';
import { hero } from '$engine/games/battle-dice/heroes';
import type { BattleDiceAction, BattleDiceState } from '$engine/games/battle-dice/types';
import { setLanguage, t } from '../../renderer/src/lib/i18n.svelte';
import { phoneGames } from '../../renderer/src/phone/phone-games.svelte';
import PhoneHand from '../../renderer/src/tables/battle-dice/PhoneHand.svelte';
import { QUIET, quietTurn, roll, table as scriptedTable } from '../engine/battle-dice/scenario';
import { phoneSnapshotOf } from './support/phone-snapshot';
import { findState, newBattle, resolving, seatSetups } from './tables/battle-dice-fixtures';

const { definition } = battleDice;

/** what the phone of `seat` receives for `state`: every seat a human with a phone */
function phoneSnapshot(state: BattleDiceState, seat: Seat) {
  const seats = seatSetups(state.players.length).map((setup) => ({ ...setup, kind: { type: 'human' as const } }));
  return phoneSnapshotOf(definition, state, seat, seats);
}

function show(state: BattleDiceState, seat: Seat = 0) {
  const sent: Action[] = [];
  const act = vi.fn(async (action: Action) => {
    sent.push(action);
  });
  render(PhoneHand, { snapshot: phoneSnapshot(state, seat), act, busy: false });
  return { sent };
}

const button = (name: string) => screen.getByRole('button', { name });
const heroName = (id: string) => t(`battle-dice:heroes.${id}`);
const isLegal = (state: BattleDiceState, seat: Seat, action: Action) =>
  definition.legalActions(state, seat).some((legal) => canonicalJson(legal) === canonicalJson(action));
const legalOf = (state: BattleDiceState) => definition.legalActions(state, 0) as BattleDiceAction[];
const noFocus = (legal: Action[]) => !legal.some((action) => action.type === 'focus' || action.type === 'saved-focus');
const turnLine = () => screen.getByTestId('phone-turn').textContent;

beforeEach(() => setLanguage('en'));
afterEach(cleanup);

describe('Battle Dice phone hand: the draft', () => {
  it('is registered for Battle Dice; opens a hero to read it, then picks it', async () => {
    expect((await phoneGames.load('battle-dice'))?.Hand).toBe(PhoneHand);
    const state = newBattle(3, 5, 0);
    const { sent } = show(state);
    const hand = screen.getByTestId('phone-hand');
    expect(hand.getAttribute('data-game')).toBe('battle-dice');
    expect(turnLine()).toContain('Your pick');
    expect(turnLine()).toContain('Pick 1 of 9');

    const wanted = state.pool[7];
    const toggle = button(heroName(wanted));
    expect(toggle.querySelectorAll('[data-ability]')).toHaveLength(6);
    expect(toggle.querySelector(`[data-portrait="${wanted}"]`)!.getAttribute('aria-hidden')).toBe('true');
    await fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const detail = document.getElementById(`phone-hero-${wanted}`)!;
    for (const ability of new Set(hero(wanted).faces)) expect(detail.textContent).toContain(t(`battle-dice:abilities.${ability}.effect`));
    expect(sent).toEqual([]);
    await fireEvent.click(within(detail).getByRole('button', { name: `Pick the ${heroName(wanted)}` }));
    expect(sent).toEqual([{ type: 'pick', hero: wanted }]);
    expect(isLegal(state, 0, sent[0])).toBe(true);
  });

  it('lists only the free heroes, shows the teams so far, and says whose pick it is', async () => {
    const state = definition.apply(newBattle(3, 5, 0), 0, { type: 'pick', hero: 'dragon' });
    const { sent } = show(state, 0);
    expect(turnLine()).toContain('Bonecrusher is picking a hero.');
    expect(screen.queryByRole('button', { name: 'Dragon' })).toBeNull();
    expect(document.querySelector('.teams [data-picked="dragon"]')!.closest('li')!.textContent).toContain('You');
    expect(document.querySelector('.teams [data-picked="dragon"] [data-portrait="dragon"]')).toBeTruthy();
    await fireEvent.click(button('Wizard'));
    expect(screen.queryByRole('button', { name: 'Pick the Wizard' })).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('Battle Dice phone hand: the battle', () => {
  const teams = { teams: [['wizard', 'troll', 'dragon'], ['knight', 'witch', 'owl']] };

  it('chooses the heroes to roll and rolls them', async () => {
    const state = newBattle(2, 3, 0, teams);
    const { sent } = show(state);
    expect(turnLine()).toContain('Your turn: choose 2 heroes to roll.');
    await fireEvent.click(document.querySelector('button[data-roll-hero="dragon"]')!);
    await fireEvent.click(button('Roll 2 heroes'));
    expect(sent).toEqual([{ type: 'roll', heroes: ['troll', 'dragon'] }]);
  });

  it('says whom it waits on, and offers nothing to choose, on another player’s turn', () => {
    const state = newBattle(2, 3, 0, teams);
    show(state, 1);
    expect(turnLine()).toContain('Waiting for Grizelda to roll.');
    expect(screen.queryByRole('button', { name: /Roll/ })).toBeNull();
    // every player is shown, this one first
    const panels = [...document.querySelectorAll('[data-seat]')].map((panel) => panel.getAttribute('data-seat'));
    expect(panels).toEqual(['1', '0']);
  });

  it('shows another player’s results as they apply them, without controls', () => {
    const { state } = findState((candidate) => candidate.turn?.seat === 1 && candidate.turn.stage === 'resolve');
    show(state, 0);
    expect(turnLine()).toContain('Waiting for Bonecrusher to apply their results.');
    expect(document.querySelectorAll('[data-result]').length).toBe(state.turn!.results.length);
    expect(document.querySelector('button[data-apply], button[data-focus-choice], button[data-discard]')).toBeNull();
  });

  it('in Wild, sends a result to the side chosen, with the health it would leave shown first', async () => {
    const targetsOf = (legal: BattleDiceAction[], result: number) =>
      new Set(legal.flatMap((action) => (action.type === 'apply' && action.result === result ? [action.target] : [])));
    const { state } = findState(
      resolving((actions) => {
        const legal = actions as BattleDiceAction[];
        return noFocus(legal) && legal.some((action) => action.type === 'apply' && targetsOf(legal, action.result).size >= 2);
      }),
      { options: { mode: 'wild' } },
    );
    const legal = legalOf(state);
    const index = (legal.find((action) => action.type === 'apply' && targetsOf(legal, action.result).size >= 2) as { result: number }).result;
    const { sent } = show(state);
    expect(turnLine()).toContain('Your turn: apply your results, in any order.');
    const card = document.querySelector<HTMLElement>(`[data-result="${index}"]`)!;
    const other = [...card.querySelectorAll<HTMLButtonElement>('button[data-target]')].find((side) => side.getAttribute('aria-pressed') === 'false')!;
    await fireEvent.click(other);
    const shown = state.players.map((_, seat) => document.querySelector(`[data-testid="seat-preview-${seat}"]`)?.textContent ?? null);
    await fireEvent.click(card.querySelector<HTMLButtonElement>(`button[data-apply="${index}"]`)!);
    expect(sent[0]).toMatchObject({ type: 'apply', result: index, target: Number(other.dataset.target) });
    expect(isLegal(state, 0, sent[0])).toBe(true);
    const preview = definition.view(state, 0).previews.find((candidate) => canonicalJson(candidate.action) === canonicalJson(sent[0]))!;
    expect(shown).toEqual(preview.health.map((health, seat) => (health === state.players[seat].health ? null : `→ ${health}`)));
    expect(shown.some((line) => line !== null)).toBe(true);
  });

  it('in Wild, asks where LIGHT’s extra healing goes, and who DRAIN heals', async () => {
    const state = roll(scriptedTable({ needs: [['light', 'drain'], QUIET, QUIET], options: { mode: 'wild' }, health: [10, 10, 3] }), ['light', 'drain']);
    const { sent } = show(state);
    const light = document.querySelector<HTMLElement>('[data-result="0"]')!;
    expect(light.querySelector('[data-question="overflowTarget"] .caption')!.textContent).toBe('Who takes the extra healing as damage');
    await fireEvent.click(light.querySelector<HTMLButtonElement>('button[data-overflow-target="2"]')!);
    expect(screen.getByTestId('seat-preview-2').textContent).toBe('→ 2');
    await fireEvent.click(light.querySelector<HTMLButtonElement>('button[data-apply="0"]')!);
    expect(sent[0]).toEqual({ type: 'apply', result: 0, target: 0, overflowTarget: 2 });
    const drain = document.querySelector<HTMLElement>('[data-result="1"]')!;
    await fireEvent.click(drain.querySelector<HTMLButtonElement>('button[data-heal-target="1"]')!);
    await fireEvent.click(drain.querySelector<HTMLButtonElement>('button[data-apply="1"]')!);
    expect(sent[1]).toMatchObject({ type: 'apply', result: 1, healTarget: 1 });
    expect(isLegal(state, 0, sent[1])).toBe(true);
  });

  it('freezes the hero chosen with ICE', async () => {
    const { state } = findState(
      resolving((legal) => noFocus(legal) && new Set(legal.flatMap((action) => (action.type === 'apply' && typeof action.hero === 'string' ? [action.hero] : []))).size >= 2),
    );
    const index = state.turn!.results.findIndex((result) => result.ability === 'ice' && !result.done);
    const { sent } = show(state);
    const card = document.querySelector<HTMLElement>(`[data-result="${index}"]`)!;
    const last = [...card.querySelectorAll<HTMLButtonElement>('button[data-freeze]')].at(-1)!;
    await fireEvent.click(last);
    await fireEvent.click(card.querySelector<HTMLButtonElement>(`button[data-apply="${index}"]`)!);
    expect(sent[0]).toMatchObject({ type: 'apply', result: index, hero: last.dataset.freeze });
    expect(isLegal(state, 0, sent[0])).toBe(true);
  });

  it('puts DRAIN’s FOCUS bonus where the player says', async () => {
    const { state } = findState(
      resolving((legal) => noFocus(legal) && new Set(legal.flatMap((action) => (action.type === 'apply' && action.bonus ? [action.bonus] : []))).size >= 2),
      { seeds: 400 },
    );
    const drain = legalOf(state).find((action) => action.type === 'apply' && action.bonus) as { result: number };
    const { sent } = show(state);
    const card = document.querySelector<HTMLElement>(`[data-result="${drain.result}"]`)!;
    await fireEvent.click(within(card).getByRole('button', { name: '+1 heal' }));
    await fireEvent.click(card.querySelector<HTMLButtonElement>(`button[data-apply="${drain.result}"]`)!);
    expect(sent[0]).toMatchObject({ type: 'apply', result: drain.result, bonus: 'heal' });
    expect(isLegal(state, 0, sent[0])).toBe(true);
  });

  it('discards MEDITATE', async () => {
    const { state } = findState(resolving((legal) => legal.some((action) => action.type === 'discard')));
    const discard = legalOf(state).find((action) => action.type === 'discard')!;
    const { sent } = show(state);
    await fireEvent.click(document.querySelector<HTMLButtonElement>(`button[data-discard="${discard.result}"]`)!);
    expect(sent).toEqual([discard]);
  });

  it('decides a rolled FOCUS, and the FOCUS saved last turn', async () => {
    const rolled = findState(resolving((legal) => legal.some((action) => action.type === 'focus'))).state;
    const first = show(rolled);
    await fireEvent.click(button('Save for next turn'));
    expect(first.sent[0]).toMatchObject({ type: 'focus', choice: 'save' });
    expect(isLegal(rolled, 0, first.sent[0])).toBe(true);
    cleanup();

    const saved = findState(resolving((legal) => legal.some((action) => action.type === 'saved-focus')), { seeds: 400 }).state;
    const second = show(saved);
    await fireEvent.click(button('Use it now'));
    expect(second.sent).toEqual([{ type: 'saved-focus', choice: 'use' }]);
  });

  it('takes one of an eliminated player’s heroes, or none', async () => {
    const { state } = findState((candidate) => candidate.phase.kind === 'capture' && candidate.phase.by === 0, { seeds: 400 });
    if (state.phase.kind !== 'capture') throw new Error('expected a capture');
    const taken = state.phase.heroes[0];
    const { sent } = show(state);
    // the hero's button also reads out its six faces, after its name
    await fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Take the ${heroName(taken)} `) }));
    await fireEvent.click(button('Take no hero'));
    expect(sent).toEqual([
      { type: 'capture', hero: taken },
      { type: 'capture', hero: null },
    ]);
  });

  it('shows each player the result once the battle is over', () => {
    const { state } = findState((candidate) => candidate.phase.kind === 'over' && candidate.winners?.length === 1);
    const outcome = definition.outcome(state)!;
    const winner = outcome.winners[0];
    const loser = state.players.findIndex((_, seat) => seat !== winner);
    show(state, winner);
    expect(screen.getByTestId('phone-result').textContent).toContain('You are the Battle Master!');
    expect(screen.queryByTestId('phone-turn')).toBeNull();
    cleanup();
    show(state, loser);
    expect(screen.getByTestId('phone-result').textContent).toContain(
      `${state.players[winner].name} is the Battle Master. You finish ${outcome.ranks[loser]} of ${state.players.length}.`,
    );
  });

  it('speaks the player’s language', () => {
    setLanguage('fr');
    show(newBattle(2, 3, 0, teams), 1);
    expect(turnLine()).toContain('En attente de Grizelda, qui lance ses héros.');
  });
});

describe('Battle Dice phone hand: sudden death offered', () => {
  it('asks the player before their roll, in French too, and sends the answer', async () => {
    setLanguage('fr');
    let state = scriptedTable({ needs: [QUIET, QUIET], first: 1 });
    while (state.turnNumber < 24) state = quietTurn(state);
    expect(state.turn?.seat).toBe(0);
    const { sent } = show(state);
    expect(screen.getByTestId('sudden-death-offer').textContent).toContain('avant de lancer\u00a0: continuer en mort subite\u00a0?');
    expect(screen.queryByTestId('roll')).toBeNull();
    await fireEvent.click(screen.getByTestId('sudden-death-decline'));
    expect(sent).toEqual([{ type: 'sudden-death', accept: false }]);
    expect(isLegal(state, 0, sent[0])).toBe(true);
  });
});
