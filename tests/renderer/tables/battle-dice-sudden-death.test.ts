/** The Battle Dice table offers sudden death to a battle that drags on, in English and French. */
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, Seat } from '$engine/core/types';
import type { BattleDiceState } from '$engine/games/battle-dice/types';
import { setLanguage } from '../../../renderer/src/lib/i18n.svelte';
import BattleDiceTable from '../../../renderer/src/tables/battle-dice/BattleDiceTable.svelte';
import { QUIET, act as play, quietTurn, table } from '../../engine/battle-dice/scenario';
import { settings, snapshotOf } from './battle-dice-fixtures';

/** a duel of two QUIET teams where nothing happens, at the start of turn `turn`; seat 0 is the human at the screen */
function dragging(turn: number, first: Seat): BattleDiceState {
  let state = table({ needs: [QUIET, QUIET], first });
  while (state.turnNumber < turn) state = quietTurn(state);
  return state;
}

function show(state: BattleDiceState) {
  const calls: { seat: Seat; action: Action }[] = [];
  const act = vi.fn(async (seat: Seat, action: Action) => {
    calls.push({ seat, action });
  });
  render(BattleDiceTable, { snapshot: snapshotOf(state), act, undo: async () => {}, seatView: async () => undefined, settings: settings('off'), phoneSeats: [] });
  return calls;
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => setLanguage('en'));
afterEach(() => cleanup());

describe('Battle Dice table: sudden death offered', () => {
  it('asks the player about to roll, Yes focused, and sends the answer as their move', async () => {
    const state = dragging(24, 1);
    expect(state.turn?.seat).toBe(0);
    const calls = show(state);
    await settle();
    const offer = screen.getByTestId('sudden-death-offer');
    expect(offer.textContent).toContain('Sudden death?');
    expect(offer.textContent).toContain('This battle has lasted 23 turns');
    expect(offer.textContent).toContain('Ada, before you roll: play on in sudden death?');
    expect(screen.queryByTestId('roll')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('sudden-death-accept'));
    await fireEvent.click(screen.getByTestId('sudden-death-accept'));
    expect(calls).toEqual([{ seat: 0, action: { type: 'sudden-death', accept: true } }]);
  });

  it('says in French who has agreed already, and refuses by the other button', async () => {
    setLanguage('fr');
    const state = quietTurn(play(dragging(24, 0), { type: 'sudden-death', accept: true }));
    expect(state.turn?.seat).toBe(0);
    const calls = show(state);
    await settle();
    const offer = screen.getByTestId('sudden-death-offer');
    expect(offer.textContent).toContain('Mort subite\u00a0?');
    expect(offer.textContent).toContain('Ce combat dure depuis 24 tours');
    expect(screen.getByTestId('sudden-death-accepted').textContent).toBe('Déjà d’accord\u00a0: Bert');
    expect(screen.getByTestId('sudden-death-decline').textContent?.trim()).toBe('Non, on continue');
    await fireEvent.click(screen.getByTestId('sudden-death-decline'));
    expect(calls).toEqual([{ seat: 0, action: { type: 'sudden-death', accept: false } }]);
  });

  it('gives way to the roll once answered, and shows sudden death in force on the badge', async () => {
    let state = play(dragging(24, 1), { type: 'sudden-death', accept: true });
    show(state);
    await settle();
    expect(screen.queryByTestId('sudden-death-offer')).toBeNull();
    expect(screen.getByTestId('roll')).toBeTruthy();
    cleanup();

    state = quietTurn(play(quietTurn(state), { type: 'sudden-death', accept: true }));
    state = quietTurn(state);
    show(state);
    await settle();
    expect(screen.queryByTestId('sudden-death-offer')).toBeNull();
    expect(document.querySelector('.badge.danger')?.textContent).toBe('Sudden death: full health 8');
  });
});
