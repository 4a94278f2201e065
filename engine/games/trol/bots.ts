/**
 * TRÔL bots. They read only what their seat may see (`view(state, seat)` and their own legal
 * actions): never a hand but their own, never a face-down card, never a pile.
 */
import type { Bot } from '../../core/types';
import { legalActions } from './rules';
import type { TrolState } from './types';

export const random: Bot<TrolState> = {
  id: 'random',
  choose(state, seat, source) {
    const actions = legalActions(state, seat);
    return actions[Math.floor(source() * actions.length)];
  },
};

export const bots: Bot<TrolState>[] = [random];
