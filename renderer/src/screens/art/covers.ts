/** The cover picture of each game's tile on the home screen, by game id. */
import type { Component } from 'svelte';
import type { allGameIds } from '../../lib/games';
import BattleDiceCover from './BattleDiceCover.svelte';
import ThudCover from './ThudCover.svelte';
import TrolCover from './TrolCover.svelte';
import TrolldilemmaCover from './TrolldilemmaCover.svelte';
import TrollDiceCover from './TrollDiceCover.svelte';

export const gameCovers: Record<(typeof allGameIds)[number], Component> = {
  'troll-dice': TrollDiceCover,
  trolldilemma: TrolldilemmaCover,
  'battle-dice': BattleDiceCover,
  thud: ThudCover,
  trol: TrolCover,
};

export function coverFor(gameId: string): Component | undefined {
  return Object.hasOwn(gameCovers, gameId) ? gameCovers[gameId as keyof typeof gameCovers] : undefined;
}
