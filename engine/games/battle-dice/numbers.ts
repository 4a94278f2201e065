/** Battle Dice's numbers: health, dice, what each ability deals or heals, when sudden death is offered. */
import type { Ability } from './types';

export const FULL_HEALTH = 10;
export const TEAM_SIZE = 3;
export const DICE_PER_TURN = 2;
export const MAX_DICE_PER_TURN = 3;
export const MAX_FOCUS_MULTIPLIER = 16;
/** damage of 0 / 1 / 2 / 3 DARK rolled together */
export const DARK_DAMAGE = [0, 1, 5, 13] as const;
/** heal of 0 / 1 / 2 / 3 LIGHT rolled together */
export const LIGHT_HEAL = [0, 1, 4, 10] as const;
/** what one SHIELD blocks */
export const SHIELD_BLOCK = 3;
/**
 * Sudden death is offered once a battle has lasted this many rounds (turns per player at the
 * table): 24 turns of a duel. Measured with the strongest bot against itself (`npm run bench`,
 * scripts/bench/battle-dice-duels.ts): a duel of random teams lasts 15 turns (median), four in
 * five end before turn 24; one still going then is most often two healing teams in a stalemate
 * that can last hundreds of turns. Agreed there, sudden death ends such a duel within some 30 more
 * turns (the most healing pairings: p99 49, max 54), inside the 60 turns a room will sit through.
 */
export const SUDDEN_DEATH_OFFER_ROUNDS = 12;

/** abilities whose result is a heal (its target is who it heals) */
export const HEAL_ABILITIES: ReadonlySet<Ability> = new Set(['light', 'water', 'meditate', 'growth']);
