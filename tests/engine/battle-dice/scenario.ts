/**
 * Scripted Battle Dice: a battle in a chosen position, and dice that roll the faces a test lists.
 * Teams are built from the abilities a test needs, so the scenarios hold whatever the designed
 * faces become after balancing.
 */
import { expect } from 'vitest';
import type { Seat } from '../../../engine/core/types';
import { HEROES, hero } from '../../../engine/games/battle-dice/heroes';
import { legalActions, setup, step, type Roller } from '../../../engine/games/battle-dice/rules';
import type { Ability, BattleDiceAction, BattleDiceOptions, BattleDiceState, HeroId } from '../../../engine/games/battle-dice/types';

/** what a test needs of one hero: a face, or several faces on the same die */
export type Need = Ability | Ability[];

/** distinct heroes, the i-th of which has the face(s) `needs[i]`, none of them in `taken` */
function heroesWith(needs: Need[], taken: Set<HeroId>): HeroId[] {
  const pick = (index: number, chosen: HeroId[]): HeroId[] | null => {
    if (index === needs.length) return chosen;
    for (const candidate of HEROES) {
      const faces = ([] as Ability[]).concat(needs[index]);
      if (taken.has(candidate.id) || chosen.includes(candidate.id) || !faces.every((face) => candidate.faces.includes(face))) continue;
      const found = pick(index + 1, [...chosen, candidate.id]);
      if (found) return found;
    }
    return null;
  };
  const found = pick(0, []);
  if (!found) throw new Error(`no distinct heroes with ${needs.join(' / ')}`);
  return found;
}

export interface TableSetup {
  /** per seat, the abilities its heroes must have, in team order (teams are filled up to 3) */
  needs: Need[][];
  health?: number[];
  first?: Seat;
  options?: Partial<BattleDiceOptions>;
}

export const NAMES = ['Ada', 'Bert', 'Cleo', 'Dan', 'Eve', 'Finn'];

/** a battle past the draft, `first` to choose the heroes to roll */
export function table({ needs, health, first = 0, options = {} }: TableSetup): BattleDiceState {
  const taken = new Set<HeroId>();
  const teams = needs.map((abilities) => {
    const team = heroesWith(abilities, taken);
    team.forEach((id) => taken.add(id));
    for (const candidate of HEROES) {
      if (team.length === 3) break;
      if (!taken.has(candidate.id)) {
        team.push(candidate.id);
        taken.add(candidate.id);
      }
    }
    return team;
  });
  const state = setup(
    { seats: needs.map((_, seat) => ({ name: NAMES[seat] })), firstSeat: first, options: { ...options, teams } },
    1,
  );
  health?.forEach((value, seat) => (state.players[seat].health = value));
  return state;
}

/** dice that roll `faces` in order; each face must be on the hero being rolled */
export function scriptedDice(faces: Ability[]): Roller & { left(): number } {
  const queue = [...faces];
  const roll = (id: HeroId): Ability => {
    const face = queue.shift();
    if (face === undefined) throw new Error(`the script has no face left for the ${id}`);
    if (!hero(id).faces.includes(face)) throw new Error(`the ${id} has no ${face} face`);
    return face;
  };
  return Object.assign(roll, { left: () => queue.length });
}

function noDice(id: HeroId): Ability {
  throw new Error(`no roll expected (the ${id})`);
}

/** the active seat plays `action`, with no die rolled */
export function act(state: BattleDiceState, action: BattleDiceAction): BattleDiceState {
  return step(state, active(state), action, noDice);
}

export function active(state: BattleDiceState): Seat {
  if (state.phase.kind === 'capture') return state.phase.by;
  if (!state.turn) throw new Error('nobody is to play');
  return state.turn.seat;
}

/**
 * The active seat rolls the heroes at `members` (indices in its team; by default the first ones,
 * as many as it must roll) and the dice show `faces` (a LIGHTNING die takes its re-rolls too).
 */
export function roll(state: BattleDiceState, faces: Ability[], members?: number[]): BattleDiceState {
  const seat = active(state);
  const count = state.turn!.diceToRoll;
  const team = state.players[seat].team;
  const heroes = (members ?? Array.from({ length: count }, (_, i) => i)).map((index) => team[index]);
  const dice = scriptedDice(faces);
  const next = step(state, seat, { type: 'roll', heroes }, dice);
  expect(dice.left(), 'scripted faces left unrolled').toBe(0);
  return next;
}

/** the index of the first pending result with `ability` */
export function resultOf(state: BattleDiceState, ability: Ability): number {
  const index = state.turn!.results.findIndex((result) => result.ability === ability && !result.done);
  if (index < 0) throw new Error(`no pending ${ability} result`);
  return index;
}

type ApplyAction = Extract<BattleDiceAction, { type: 'apply' }>;

/** the choices of an apply action a scenario may set; the others take their first legal value */
export type ApplyChoices = Partial<Omit<ApplyAction, 'type' | 'result'>>;

const CHOICE_FIELDS = ['hero', 'bonus', 'healTarget', 'effectTarget', 'overflowTarget'] as const;

/**
 * Applies the pending `ability` result with the legal choice that matches `choices`; by default
 * damage and POISON go to the left neighbour, heals to the roller, ICE freezes the first hero offered,
 * and (Wild) SHIELD, extra dice and DRAIN's heal stay with the roller, LIGHT's extra damage goes left.
 */
export function use(state: BattleDiceState, ability: Ability, choices: ApplyChoices = {}): BattleDiceState {
  const seat = active(state);
  const result = resultOf(state, ability);
  const heals = ['light', 'water', 'meditate', 'growth'].includes(ability);
  const candidates = legalActions(state, seat).filter(
    (action): action is ApplyAction =>
      action.type === 'apply' &&
      action.result === result &&
      (choices.target === undefined ? !heals || action.target === seat : action.target === choices.target) &&
      CHOICE_FIELDS.every((field) => choices[field] === undefined || action[field] === choices[field]),
  );
  if (!candidates.length) throw new Error(`no legal way to apply ${ability} with ${JSON.stringify(choices)}`);
  return act(state, candidates[0]);
}

/** the active seat rolls `faces` (no LIGHTNING, DARK or LIGHT pairs, FOCUS or MEDITATE) and applies them in that order with default choices */
export function turnOf(state: BattleDiceState, faces: Ability[]): BattleDiceState {
  let next = roll(state, faces);
  for (const face of faces) next = use(next, face);
  return next;
}

/** the QUIET team: three MEDITATE heroes, who can roll it and drop it, changing nothing (see `quietTurn`) */
export const QUIET: Need[] = ['meditate', 'meditate', 'meditate'];

/** the active seat (a QUIET team) rolls MEDITATE on every die and discards them all: nothing changes */
export function quietTurn(state: BattleDiceState): BattleDiceState {
  const seat = active(state);
  let next = roll(state, Array(state.turn!.diceToRoll).fill('meditate'));
  while (next.turn?.seat === seat && next.turn.stage === 'resolve') next = act(next, { type: 'discard', result: resultOf(next, 'meditate') });
  return next;
}

export const healths = (state: BattleDiceState): number[] => state.players.map((player) => player.health);
export const eventTypes = (state: BattleDiceState): string[] => state.events.map((event) => event.type);
