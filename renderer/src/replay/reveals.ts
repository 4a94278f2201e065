/**
 * The replay's reveal: for each game whose seats see more than the table, how one seat's own view
 * is drawn once the game is over (what it kept hidden at that move).
 */
import type { Component } from 'svelte';
import type { Seat } from '$engine/core/types';
import type { SeatSetup } from '$contract/api';
import TrolldilemmaRevealed from '../tables/trolldilemma/Revealed.svelte';
import TrolRevealed from '../tables/trol/Revealed.svelte';

export type RevealComponent = Component<{ seat: Seat; view: unknown; seats: SeatSetup[] }>;

const reveals: Record<string, RevealComponent> = {
  trolldilemma: TrolldilemmaRevealed,
  trol: TrolRevealed,
};

export function revealFor(gameId: string): RevealComponent | undefined {
  return Object.hasOwn(reveals, gameId) ? reveals[gameId] : undefined;
}
