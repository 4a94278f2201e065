import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FACES } from '$engine/games/troll-dice/dice';
import type { Face } from '$engine/games/troll-dice/types';
import { setLanguage } from '../../../renderer/src/lib/i18n.svelte';
import Die from '../../../renderer/src/tables/troll-dice/Die.svelte';
import HealthPips from '../../../renderer/src/tables/troll-dice/HealthPips.svelte';
import TrollDiceTable from '../../../renderer/src/tables/troll-dice/TrollDiceTable.svelte';
import { gameWithATrollOut, newGame, settings, snapshotOf } from './troll-dice-fixtures';

const undo = async () => {};
const seatView = async () => undefined;
const act = async () => {};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setLanguage('en');
});

/** every face kind on any of the dice, from the engine's own dice */
const faceKinds = [...new Set(Object.values(FACES).flat())] as Face[];

describe('Troll Dice art: the dice', () => {
  it('draws a picture for every face kind on the dice, and none on a blank face', () => {
    expect(faceKinds.sort()).toEqual(['blank', 'club', 'counter', 'double-heart', 'heart', 'shield', 'surge']);
    for (const face of faceKinds) {
      const { container, unmount } = render(Die, { color: 'red', face });
      const picture = container.querySelector(`[data-face="${face}"]`);
      expect(picture, face).not.toBeNull();
      const shapes = picture!.querySelectorAll('path, circle, ellipse, rect').length;
      if (face === 'blank') expect(shapes).toBe(0);
      else expect(shapes, face).toBeGreaterThan(0);
      unmount();
    }
  });

  it('draws each face kind differently', () => {
    const drawings = faceKinds.map((face) => {
      const { container, unmount } = render(Die, { color: 'white', face });
      const drawing = container.querySelector(`[data-face="${face}"]`)!.innerHTML;
      unmount();
      return drawing;
    });
    expect(new Set(drawings).size).toBe(faceKinds.length);
  });
});

describe('Troll Dice art: the trolls at the table', () => {
  it('seats a different drawn troll at each place, each wearing its player’s colour and symbol', () => {
    render(TrollDiceTable, { snapshot: snapshotOf(newGame(4, 3)), act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    const portraits = [...document.querySelectorAll<SVGElement>('.seat .troll-portrait')];
    expect(portraits).toHaveLength(4);
    expect(new Set(portraits.map((portrait) => portrait.dataset.look)).size).toBe(4);
    // each picture stands beside the troll's written name: hidden from screen readers, its player's symbol still named
    for (const portrait of portraits) expect(portrait.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByRole('img', { name: /orange circle|sky square|green triangle|yellow diamond/i }).length).toBeGreaterThanOrEqual(4);
    const colourOf = (name: string) => document.querySelector<SVGElement>(`[data-seat-name="${name}"] .troll-portrait`)!.style.getPropertyValue('--troll-color');
    expect(['Grizelda', 'Bonecrusher', 'Mossback', 'Hagatha'].map(colourOf)).toEqual(['#E69F00', '#56B4E9', '#009E73', '#F0E442']);
  });

  it('lands a club on the troll a duel wounds, its panel losing the heart as it lands', async () => {
    vi.useFakeTimers();
    const { before, after } = gameWithATrollOut(3, 11);
    const view = render(TrollDiceTable, { snapshot: snapshotOf(before), act, undo, seatView, settings: settings('normal'), phoneSeats: [] });
    await view.rerender({ snapshot: snapshotOf(after) });
    for (let waited = 0; waited < 60_000 && !document.querySelector('.playback .outcome.wound'); waited += 100) {
      await vi.advanceTimersByTimeAsync(100);
    }
    const wound = document.querySelector('.playback .outcome.wound')!.textContent!;
    const [, name, left] = /^\s*(.+) loses 1 health \((\d+) left\)/.exec(wound)!;
    const struck = document.querySelectorAll('.seat:has(.blow)');
    expect([...struck].map((panel) => panel.getAttribute('data-seat-name'))).toEqual([name]);
    expect(screen.getByRole('img', { name: `${left} health` }).closest('.seat')).toBe(struck[0]);
  });

  it('lifts the shield of the troll whose shield blocks a club', async () => {
    vi.useFakeTimers();
    let seed = 11;
    while (!gameWithATrollOut(3, seed).after.events.some((event) => event.type === 'block')) seed++;
    const { before, after } = gameWithATrollOut(3, seed);
    const view = render(TrollDiceTable, { snapshot: snapshotOf(before), act, undo, seatView, settings: settings('normal'), phoneSeats: [] });
    await view.rerender({ snapshot: snapshotOf(after) });
    for (let waited = 0; waited < 60_000 && !document.querySelector('.playback .outcome.block'); waited += 100) {
      await vi.advanceTimersByTimeAsync(100);
    }
    const [, name] = /^\s*Shield! (.+) blocks/.exec(document.querySelector('.playback .outcome.block')!.textContent!)!;
    expect([...document.querySelectorAll('.seat:has(.guard)')].map((panel) => panel.getAttribute('data-seat-name'))).toEqual([name]);
    expect(document.querySelector('.blow')).toBeNull();
  });

  it('lands no blow when animations are off', async () => {
    const { before, after } = gameWithATrollOut(3, 11);
    const view = render(TrollDiceTable, { snapshot: snapshotOf(before), act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    await view.rerender({ snapshot: snapshotOf(after) });
    expect(document.querySelector('.blow')).toBeNull();
    expect(document.querySelector('.playback')).toBeNull();
  });
});

describe('Troll Dice: a troll’s health for screen readers', () => {
  it('is one picture named by the health, its hearts and number inside it', () => {
    render(HealthPips, { health: 4 });
    const health = screen.getByRole('img', { name: '4 health' });
    expect(health.querySelectorAll('.pip.full')).toHaveLength(4);
    expect(health.textContent).toContain('4');
  });

  it('is named in French too', () => {
    setLanguage('fr');
    render(HealthPips, { health: 1 });
    expect(screen.getByRole('img', { name: '1 point de vie' })).toBeTruthy();
  });

  it('is read on every troll’s panel at the table', () => {
    const state = newGame(3, 3);
    render(TrollDiceTable, { snapshot: snapshotOf(state), act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    for (const troll of state.trolls) {
      const panel = document.querySelector(`[data-seat-name="${troll.name}"]`)!;
      expect(panel.querySelector('[role="img"].health')?.getAttribute('aria-label')).toBe(`${troll.health} health`);
    }
  });
});
