/**
 * Battle Dice bots, weakest first.
 * - random: any legal move (for tests and the conformance suite).
 * - greedy: drafts by hero value, rolls the heroes with the best expected roll, then applies
 *   whichever single result looks best right now.
 * - smart: drafts and rolls like greedy, then searches every order (and every choice) of the
 *   remaining results to the end of the turn, and plays the first move of the best one.
 * Both weigh a position with `evaluate`: concave health, knock-outs, and the effects in play.
 */
import type { Bot, Seat } from '../../core/types';
import { hero } from './heroes';
import {
  DARK_DAMAGE,
  LIGHT_HEAL,
  MAX_FOCUS_MULTIPLIER,
  combinations,
  damageTargets,
  isPoisoned,
  leftOf,
  legalActions,
  rollableHeroes,
  stepLegal,
  suddenDeathOffered,
  underEffect,
} from './rules';
import type { Ability, BattleDiceAction, BattleDiceState, HeroId, Turn } from './types';

export const random: Bot<BattleDiceState> = {
  id: 'random',
  choose(state, seat, source) {
    const actions = legalActions(state, seat);
    return actions[Math.floor(source() * actions.length)];
  },
};

/**
 * Each hero's worth for the draft and for hero capture: its win rate (in %) in the balance
 * report of scripts/bench/battle-dice.ts (10,000 battles of smart bots with random teams).
 */
export const HERO_VALUES: Record<HeroId, number> = {
  knight: 50.2,
  wizard: 48.2,
  witch: 49.1,
  paladin: 50.5,
  monk: 50.3,
  druid: 48.2,
  archer: 50.8,
  thief: 49.6,
  pirate: 53.3,
  mermaid: 49.6,
  kraken: 49.6,
  ghost: 50.9,
  turtle: 50.8,
  shaman: 52.4,
  serpent: 46.7,
  troll: 51.2,
  giant: 48.0,
  yeti: 46.0,
  dwarf: 46.1,
  goblin: 51.4,
  vampire: 52.0,
  bat: 54.1,
  dragon: 50.6,
  phoenix: 52.8,
  angel: 48.8,
  griffin: 51.7,
  harpy: 50.2,
  djinn: 49.7,
  pixie: 47.9,
  owl: 49.6,
};

/** what a player's health is worth: the first points keep them in the battle */
const HEALTH_VALUE = [0, 5, 8, 10.5, 12.5, 14.2, 15.6, 16.8, 17.8, 18.6, 19.3];

function healthValue(health: number): number {
  return HEALTH_VALUE[Math.max(0, Math.min(HEALTH_VALUE.length - 1, health))];
}

/** how good `state` is for `seat`: its own standing against the average opponent's */
export function evaluate(state: BattleDiceState, seat: Seat): number {
  const standing = (other: Seat): number => {
    const player = state.players[other];
    if (player.eliminated || player.cursedOut) return -40;
    let value = player.down ? -8 - 3 * player.knockouts : healthValue(player.health);
    value += 1.5 * Math.min(3, player.team.length);
    for (const effect of state.effects) {
      if (effect.target !== other) continue;
      if (effect.ability === 'shield') value += 2;
      else if (effect.ability === 'swarm' || effect.ability === 'growth') value += 1.5;
      else if (effect.ability === 'focus') value += 2;
      else if (effect.ability === 'meditate') value -= 1;
      else if (effect.ability === 'ice') value -= 1.2;
      else if (effect.ability === 'poison') value -= 1.5;
    }
    return value;
  };
  if (state.winners) return state.winners.includes(seat) ? (state.winners.length > 1 ? 0 : 1000) : -1000;
  const others = state.players.flatMap((player, other) => (other === seat || player.eliminated ? [] : [other]));
  const mine = standing(seat);
  if (others.length === 0) return mine;
  // the neighbours a roll can hurt (the left one, or in Wild both): their standing counts double
  const reachable = damageTargets(state, seat);
  let theirs = 0;
  let weights = 0;
  for (const other of others) {
    const weight = reachable.includes(other) ? 2 : 1;
    theirs += weight * standing(other);
    weights += weight;
  }
  return mine - theirs / weights;
}

/**
 * How hard a bot presses for a win, from 0 to 3: nothing in the first 3 rounds, then more with every
 * round. Two healing teams can heal and shield each other's damage away for hundreds of turns; as
 * the battle drags on, damage weighs more and SHIELD less when the bot picks its dice, so it
 * attacks rather than keeps itself topped up.
 */
function pressure(state: BattleDiceState): number {
  const rounds = state.turnNumber / state.players.length;
  return Math.min(3, Math.max(0, (rounds - 3) / 3));
}

/** what one face heals (LIGHT's pairs and DRAIN's heal aside: an estimate for a whole die) */
const FACE_HEAL: Partial<Record<Ability, number>> = { water: 2, light: 1.5, meditate: 4, growth: 1, drain: 1 };

/** how much `seat` may heal itself with its next two dice, on average: what a POISON on it would turn into damage */
function expectedHeal(state: BattleDiceState, seat: Seat): number {
  const team = state.players[seat].team;
  if (team.length === 0) return 0;
  const perDie = team.reduce((sum, id) => sum + hero(id).faces.reduce((faces, face) => faces + (FACE_HEAL[face] ?? 0), 0) / 6, 0) / team.length;
  return 2 * perDie;
}

/** what the worth of a roll's faces depends on, besides the faces: the same for every roll a bot weighs in one decision */
interface RollContext {
  health: number;
  /** health the bot's team can still gain */
  room: number;
  poisoned: boolean;
  press: number;
  /** what BASH deals: more on a left neighbour already under an effect */
  bash: number;
  /** what a POISON on the left neighbour is worth */
  poison: number;
}

function rollContext(state: BattleDiceState, seat: Seat): RollContext {
  const player = state.players[seat];
  const left = leftOf(state, seat);
  const press = 1 + pressure(state);
  return {
    health: player.health,
    room: player.down ? 4 : state.maxHealth - player.health,
    poisoned: isPoisoned(state, seat),
    press,
    bash: left !== null && underEffect(state, left) ? 3 : 1.5,
    poison: left === null ? 1.5 : Math.max(1.5, expectedHeal(state, left) * press),
  };
}

/** rough worth of one roll's faces, before FOCUS: damage counts in full, a heal only where there is room */
function faceScore(faces: readonly Ability[], context: RollContext): number {
  const { health, room, poisoned, press } = context;
  let damage = 0;
  let healing = 0;
  let other = 0;
  let focus = 0;
  let darks = 0;
  let lights = 0;
  for (const face of faces) {
    if (face === 'dark') darks++;
    else if (face === 'light') lights++;
  }
  damage += DARK_DAMAGE[darks];
  healing += LIGHT_HEAL[lights];
  for (const face of faces) {
    if (face === 'fire') damage += 2;
    else if (face === 'bash') damage += context.bash;
    else if (face === 'curse') {
      damage += 3;
      other += poisoned ? 1 : health <= 1 ? -20 : -1;
    } else if (face === 'lightning') damage += 1.5;
    else if (face === 'drain') {
      damage += 1;
      healing += 1;
    } else if (face === 'water') healing += health === 0 ? 3 : 2;
    else if (face === 'meditate') {
      healing += 4;
      other -= 1;
    } else if (face === 'swarm') {
      damage += 1;
      other += 1.2;
    } else if (face === 'growth') {
      healing += 1;
      other += 1.2;
    } else if (face === 'ice') {
      damage += 1;
      other += 1.2;
    } else if (face === 'shield') other += 2 / press;
    // POISON turns the opponent's next heals into damage: worth most against a healing team
    else if (face === 'poison') other += context.poison;
    else if (face === 'focus') focus += 1;
  }
  const times = Math.min(MAX_FOCUS_MULTIPLIER, 2 ** focus);
  const healed = poisoned ? 0 : Math.min(room, healing * times) + (lights > 0 ? Math.max(0, healing * times - room) * press : 0);
  // an unused FOCUS can be saved for next turn
  return damage * times * press + healed + other + (focus > 0 && damage + healing === 0 ? 1.5 : 0);
}

/** the heroes to roll: the choice with the best expected face score over every combination of faces */
function chooseRoll(state: BattleDiceState, seat: Seat): BattleDiceAction {
  const turn = state.turn as Turn;
  // the search plays this for every seat of thousands of rollouts: what does not depend on the faces is worked out once
  const context = rollContext(state, seat);
  let best: HeroId[] = [];
  let bestScore = -Infinity;
  for (const heroes of combinations(rollableHeroes(state, seat), turn.diceToRoll)) {
    const faceLists = heroes.map((id) => hero(id).faces);
    const faces: Ability[] = [];
    let total = 0;
    let outcomes = 0;
    const walk = (index: number): void => {
      if (index === faceLists.length) {
        total += faceScore(faces, context);
        outcomes += 1;
        return;
      }
      for (const face of faceLists[index]) {
        faces.push(face);
        walk(index + 1);
        faces.pop();
      }
    };
    walk(0);
    const score = total / outcomes;
    if (score > bestScore) {
      bestScore = score;
      best = heroes;
    }
  }
  return { type: 'roll', heroes: best };
}

/** how a hero would fit a team: its value, plus a little for DARK or LIGHT already in the team */
function draftScore(state: BattleDiceState, seat: Seat, id: HeroId): number {
  const team = state.players[seat].team.map(hero);
  const faces = hero(id).faces;
  let synergy = 0;
  for (const combo of ['dark', 'light'] as const) {
    const mine = faces.filter((face) => face === combo).length;
    const theirs = team.reduce((sum, member) => sum + member.faces.filter((face) => face === combo).length, 0);
    synergy += (mine * theirs) / 6;
  }
  return HERO_VALUES[id] + synergy;
}

function choosePick(state: BattleDiceState, seat: Seat): BattleDiceAction {
  const actions = legalActions(state, seat);
  let best = actions[0];
  let bestScore = -Infinity;
  for (const action of actions) {
    const score = 'hero' in action && typeof action.hero === 'string' ? draftScore(state, seat, action.hero) : 0;
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}

function noDice(): Ability {
  throw new Error('bots look ahead only while results are applied');
}

/** the best final evaluation reachable from `state` before the turn of `seat` ends, within `budget` nodes */
function searchTurn(state: BattleDiceState, seat: Seat, budget: { nodes: number }): number {
  if (state.turn?.seat !== seat || state.turn.stage !== 'resolve' || budget.nodes <= 0) return evaluate(state, seat);
  let best = -Infinity;
  for (const action of legalActions(state, seat)) {
    budget.nodes -= 1;
    best = Math.max(best, searchTurn(stepLegal(state, seat, action, noDice), seat, budget));
  }
  return best;
}

function chooseResolve(state: BattleDiceState, seat: Seat, deep: boolean): BattleDiceAction {
  const actions = legalActions(state, seat);
  if (actions.length === 1) return actions[0];
  const budget = { nodes: 3000 };
  let best = actions[0];
  let bestScore = -Infinity;
  for (const action of actions) {
    const next = stepLegal(state, seat, action, noDice);
    const score = deep ? searchTurn(next, seat, budget) : evaluate(next, seat);
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}

function planner(id: string, deep: boolean): Bot<BattleDiceState> {
  return {
    id,
    choose(state, seat) {
      if (state.phase.kind === 'draft' || state.phase.kind === 'capture') return choosePick(state, seat);
      if (state.turn?.stage === 'choose') {
        // a bot presses for a win: sudden death offered to a battle that drags on is welcome
        if (suddenDeathOffered(state) && legalActions(state, seat).some((action) => action.type === 'sudden-death')) {
          return { type: 'sudden-death', accept: true };
        }
        return chooseRoll(state, seat);
      }
      return chooseResolve(state, seat, deep);
    },
  };
}

export const greedy = planner('greedy', false);
export const smart = planner('smart', true);

export const bots: Bot<BattleDiceState>[] = [random, greedy, smart];
