import { cleanup, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { ABILITIES, HEROES } from '$engine/games/battle-dice/heroes';
import AbilityFace from '../../../renderer/src/tables/battle-dice/AbilityFace.svelte';
import HeroPortrait from '../../../renderer/src/tables/battle-dice/art/HeroPortrait.svelte';
import { portraits } from '../../../renderer/src/tables/battle-dice/art/portraits';

afterEach(cleanup);

/** what a portrait draws, to tell two portraits apart */
const drawing = (svg: Element) => [...svg.querySelectorAll('path, ellipse, circle, rect')].map((shape) => shape.outerHTML).join('');

describe('Battle Dice pictures', () => {
  it('draws every hero of the engine, each one its own picture', () => {
    const drawings = new Map<string, string>();
    for (const { id } of HEROES) {
      expect(portraits[id], `no portrait for ${id}`).toBeDefined();
      const { container } = render(HeroPortrait, { id });
      const svg = container.querySelector(`svg[data-portrait="${id}"]`)!;
      // more than the region's backdrop: the hero itself is drawn
      expect(svg.querySelectorAll('g[stroke] > *').length, id).toBeGreaterThan(4);
      drawings.set(id, drawing(svg));
      cleanup();
    }
    expect(new Set(drawings.values()).size).toBe(HEROES.length);
    expect(Object.keys(portraits).sort()).toEqual(HEROES.map(({ id }) => id).sort());
  });

  it('hides a portrait from screen readers: the hero’s name is written beside it', () => {
    const { container } = render(HeroPortrait, { id: 'troll' });
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('role')).toBeNull();
  });

  it('draws a picture for every kind of die face, named by its ability', () => {
    for (const ability of ABILITIES) {
      const { container } = render(AbilityFace, { ability });
      const face = container.querySelector(`[data-ability="${ability}"]`)!;
      expect(face.getAttribute('role')).toBe('img');
      expect(face.getAttribute('aria-label')).toBeTruthy();
      expect(face.querySelectorAll('svg path, svg circle, svg ellipse, svg rect').length, ability).toBeGreaterThan(0);
      cleanup();
    }
  });
});
