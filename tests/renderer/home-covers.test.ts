import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import HomeScreen from '../../renderer/src/screens/HomeScreen.svelte';
import GameCover from '../../renderer/src/screens/art/GameCover.svelte';
import { coverFor } from '../../renderer/src/screens/art/covers';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { allGameIds } from '../../renderer/src/lib/games';
import { FakeHost, trollDiceInfo } from './support/fake-host';

afterEach(() => cleanup());

describe('the home screen’s pictures', () => {
  it('has a cover drawn for every game of Troll Night', () => {
    for (const game of allGameIds) {
      expect(coverFor(game), game).toBeDefined();
      const { container, unmount } = render(GameCover, { game });
      const cover = container.querySelector(`svg[data-cover="${game}"]`);
      expect(cover, game).not.toBeNull();
      expect(cover!.querySelectorAll('path, circle, ellipse, rect').length, game).toBeGreaterThan(10);
      // no text inside the picture: the game's name is written beside it
      expect(cover!.querySelector('text')).toBeNull();
      expect(cover!.getAttribute('aria-hidden')).toBe('true');
      unmount();
    }
    expect(coverFor('no-such-game')).toBeUndefined();
  });

  it('gives each game’s tile its own cover, and keeps the title as text beside the night scene', async () => {
    const host = new FakeHost();
    host.games = [trollDiceInfo, { id: 'thud', players: { min: 2, max: 2 }, botLevels: ['easy'], fileExtension: 'thud' }];
    const app = new AppState(host.connection());
    await app.refresh();
    render(HomeScreen, { props: { app } });
    const covers = [...document.querySelectorAll('article.game svg[data-cover]')].map((cover) => cover.getAttribute('data-cover'));
    expect(covers.sort()).toEqual([...allGameIds].sort());
    expect(screen.getByRole('heading', { level: 1, name: 'Troll Night' })).toBeTruthy();
    const scene = document.querySelector('header .title-scene')!;
    expect(scene.getAttribute('aria-hidden')).toBe('true');
    expect(scene.querySelector('text')).toBeNull();
  });
});
