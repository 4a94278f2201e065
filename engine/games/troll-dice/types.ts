/**
 * Troll Dice: the shapes of its state, view, actions and events. The table (renderer) and the
 * bots read these; only `rules.ts` writes them.
 */
import type { BaseState, Seat } from '../../core/types';

export type DieColor = 'white' | 'red' | 'green';
export type Face = 'club' | 'shield' | 'heart' | 'double-heart' | 'counter' | 'surge' | 'blank';

export interface Die {
  color: DieColor;
  face: Face;
}

export interface Troll {
  name: string;
  health: number;
  /** out of the game (health 0 at the end of an attack) */
  out: boolean;
}

/** One club die handed to a defender, and what became of it. */
export interface Duel {
  die: number;
  color: DieColor;
  defender: Seat;
  /** faces rolled in turn: the defender's roll, then each counter roll back and forth */
  rolls: Face[];
  /** who lost 1 health for this die, or null when a shield blocked it */
  woundedSeat: Seat | null;
}

export type Phase =
  /** the attacker chooses how many white dice to swap for green ones, then rolls */
  | { kind: 'roll' }
  /** the attacker hands each club die to an opponent */
  | { kind: 'assign'; dice: Die[]; unassigned: number[]; assigned: { die: number; to: Seat }[] }
  | { kind: 'over' };

export interface TrollDiceState extends BaseState {
  trolls: Troll[];
  /** kept for the match runner's seat check */
  seats: { name: string }[];
  attacker: Seat;
  /** extra attacks won by blood surges in the current turn */
  surgeAttacks: number;
  phase: Phase;
  /** the attacker's latest roll and the duels it caused, kept for the table to show */
  lastRoll: Die[] | null;
  lastDuels: Duel[];
  /** who made `lastRoll` (the turn may have passed on since) */
  lastAttacker: Seat | null;
  /** seats knocked out, one group per attack, earliest first (a group went out together) */
  eliminations: Seat[][];
  winner: Seat | null;
}

/** Everything in Troll Dice is public; the view is the state without its PRNG. */
export type TrollDiceView = Omit<TrollDiceState, 'rng'>;

export type TrollDiceAction =
  /** swap `green` white dice for green ones (0 allowed), then roll the hand */
  | { type: 'roll'; green: number }
  /** give the club die at index `die` of the current roll to opponent `to` */
  | { type: 'give'; die: number; to: Seat };
