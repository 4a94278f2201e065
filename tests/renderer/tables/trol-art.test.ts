/**
 * TRÔL's pictures: every card role, Gibier and face of the cycle card in the engine's data has its
 * own drawing; a face-down card shows only its tribe's back; a hand card's button is named by what
 * the card says; the pictures beside a written name are hidden from screen readers; and the
 * playback tells which cards turn over when a night hunt is triggered.
 */
import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GIBIERS, TRIBE, TRIBE_COLORS, type Cycle } from '$engine/games/trol/cards';
import type { TrolView } from '$engine/games/trol/types';
import { setLanguage } from '../../../renderer/src/lib/i18n.svelte';
import CycleArt from '../../../renderer/src/tables/trol/art/CycleArt.svelte';
import GibierArt from '../../../renderer/src/tables/trol/art/GibierArt.svelte';
import { GIBIER_DRAWINGS } from '../../../renderer/src/tables/trol/art/gibier-drawings';
import { ROLE_DRAWINGS } from '../../../renderer/src/tables/trol/art/role-drawings';
import { SHIELD } from '../../../renderer/src/tables/trol/art/tribe-pips';
import RoleArt from '../../../renderer/src/tables/trol/art/RoleArt.svelte';
import CardFace from '../../../renderer/src/tables/trol/CardFace.svelte';
import CycleCard from '../../../renderer/src/tables/trol/CycleCard.svelte';
import HandChooser from '../../../renderer/src/tables/trol/HandChooser.svelte';
import HuntRow from '../../../renderer/src/tables/trol/HuntRow.svelte';
import { playbackSteps } from '../../../renderer/src/tables/trol/playback';

beforeEach(() => setLanguage('en'));
afterEach(() => cleanup());

describe('TRÔL pictures: one for every piece in the engine’s data', () => {
  it('draws each of the twelve card roles, dressed in the tribe’s colour with its shield', () => {
    expect(Object.keys(ROLE_DRAWINGS).sort()).toEqual(TRIBE.map((card) => card.kind).sort());
    for (const { kind } of TRIBE) {
      for (const color of TRIBE_COLORS) {
        const { container, unmount } = render(RoleArt, { kind, color });
        const svg = container.querySelector<SVGElement>(`svg[data-art="${kind}"]`);
        expect(svg, `${kind} in ${color}`).not.toBeNull();
        expect(svg!.getAttribute('aria-hidden')).toBe('true');
        expect(svg!.querySelectorAll('path, circle, ellipse').length).toBeGreaterThan(10);
        // the tribe's colour dresses it, and its shield carries the tribe's own pips
        expect(svg!.style.color).not.toBe('');
        expect(svg!.querySelectorAll('[fill="currentColor"]').length).toBeGreaterThan(1);
        const shields = [...svg!.querySelectorAll('g[transform] > path')].filter((shape) => shape.getAttribute('d') === SHIELD);
        expect(shields.length).toBeGreaterThan(0);
        expect(svg!.querySelectorAll('g[transform] > circle[r="9"]').length).toBe(shields.length * (TRIBE_COLORS.indexOf(color) + 1));
        unmount();
      }
    }
  });

  it('draws each of the twenty Gibiers, each its own picture', () => {
    expect(Object.keys(GIBIER_DRAWINGS).sort()).toEqual(GIBIERS.map((gibier) => gibier.id).sort());
    const drawn = new Set<string>();
    for (const { id } of GIBIERS) {
      const { container, unmount } = render(GibierArt, { id });
      const svg = container.querySelector(`svg[data-art="${id}"]`);
      expect(svg, id).not.toBeNull();
      expect(svg!.querySelectorAll('path, circle, ellipse').length, id).toBeGreaterThan(8);
      drawn.add(svg!.innerHTML);
      unmount();
    }
    expect(drawn.size).toBe(GIBIERS.length);
  });

  it('draws both faces of the cycle card, and the card turns over to night', () => {
    for (const face of ['day', 'night'] as Cycle[]) {
      const { container, unmount } = render(CycleArt, { face });
      expect(container.querySelector(`svg[data-art="${face}"]`)?.querySelectorAll('path, circle').length).toBeGreaterThan(3);
      unmount();
    }
    const { container, rerender } = render(CycleCard, { cycle: 'day' });
    expect(container.querySelector('.card')!.classList.contains('turned')).toBe(false);
    rerender({ cycle: 'night' });
    expect(container.querySelector('.card')!.classList.contains('turned')).toBe(true);
    expect(screen.getByTestId('cycle').textContent).toContain('Night');
  });
});

describe('TRÔL pictures: a face-down card keeps its secret', () => {
  it('shows its tribe’s back, and nothing of its face, in a hunt’s column', () => {
    const { container } = render(HuntRow, {
      hunts: [{ gibier: 'mammoth', cards: [{ faceUp: false, color: 'purple' }, { card: 'sky-chef-1', faceUp: true }] }],
    });
    const back = container.querySelector<HTMLElement>('[data-face-down="purple"]')!;
    expect(back.querySelector('svg[data-back="purple"]')).not.toBeNull();
    expect(back.querySelector('[data-art]')).toBeNull();
    expect(back.querySelector('[data-back] circle[r="9"]')).not.toBeNull();
    for (const { kind } of TRIBE) expect(back.outerHTML).not.toContain(kind);
    expect(back.textContent).toContain('Face down');
    // the face-up card beside it shows its character
    expect(container.querySelector('[data-card="sky-chef-1"] svg[data-art="chef"]')).not.toBeNull();
    expect(container.querySelector('[data-gibier="mammoth"] svg[data-art="mammoth"]')).not.toBeNull();
  });

  it('turns over as its hunt is triggered: its back turns away, its face comes', () => {
    const { container } = render(CardFace, { card: 'purple-fourbe-1', revealing: true });
    expect(container.querySelector('.chip.revealing svg[data-art="fourbe"]')).not.toBeNull();
    expect(container.querySelector('.was-back svg[data-back="purple"]')).not.toBeNull();
  });

  it('is told by the playback: the cards that lay face down turn over when a night hunt is triggered', () => {
    const before = {
      tribes: [{ color: 'sky' }, { color: 'purple' }],
      hunts: [{ gibier: 'mammoth', cards: [{ faceUp: false, color: 'purple' }, { card: 'sky-chef-1', faceUp: true }, { faceUp: false, color: 'sky' }] }],
      resolution: null,
    } as unknown as TrolView;
    const steps = playbackSteps(
      [{ type: 'triggered', hunt: 0, card: 'sky-traqueur-1', tribe: 0, gibier: 'mammoth', revealed: ['purple-fourbe-1', 'sky-piege-1'] }],
      before,
    );
    expect(steps[0]).toMatchObject({ kind: 'hunt', revealed: ['purple-fourbe-1', 'sky-piege-1'] });
    expect(steps[0].kind === 'hunt' && steps[0].scene.cards).toEqual(['purple-fourbe-1', 'sky-chef-1', 'sky-piege-1']);
  });
});

describe('TRÔL hand: each card’s button says what is written on it', () => {
  const view = { hunts: [], cycle: 'day' } as unknown as TrolView;

  it('names the card, its attack and its masks, then the action, in English and in French', () => {
    render(HandChooser, { title: 'Ada', cards: ['sky-rabatteur-1', 'sky-piege-1', 'sky-cuistot-1'], view, legal: [], onact: () => {} });
    expect(screen.getByRole('button', { name: 'Pick Beater, a Troll: 1 white die per Beater in the hunt; 1 bravery mask' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pick the Trap: Springs on a failed hunt: 5 food; 0 bravery masks' })).toBeTruthy();
    // the pictures beside the written names are not read out
    const arts = document.querySelectorAll('.hand svg.role-art');
    expect(arts).toHaveLength(3);
    for (const art of arts) expect(art.getAttribute('aria-hidden')).toBe('true');
    cleanup();

    setLanguage('fr');
    render(HandChooser, { title: 'Ada', cards: ['sky-cuistot-1'], view, legal: [], onact: () => {} });
    // the soft hyphens that break « nourriture » on the card are not read out
    expect(screen.getByRole('button', { name: 'Choisir Cuistot, un Trôl\u00a0: Pas d’attaque\u00a0; double la nourriture\u00a0; 3 masques de bravoure' })).toBeTruthy();
  });
});
