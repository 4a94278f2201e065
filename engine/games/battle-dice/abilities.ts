/**
 * Battle Dice: every ability's result as it is applied, with the damage, shields, heals (LIGHT's
 * overflow, revives), CURSE's cost to its roller and the effects left on the table.
 */
import type { Seat } from '../../core/types';
import { emit } from './events';
import { DARK_DAMAGE, LIGHT_HEAL, SHIELD_BLOCK } from './numbers';
import { focusMultiplier, isPoisoned, leftOf, underEffect } from './seats';
import type { Ability, ActiveEffect, BattleDiceAction, BattleDiceState, EffectAbility, HeroId, Turn } from './types';

export type ApplyAction = Extract<BattleDiceAction, { type: 'apply' }>;

/** `seat` loses health (never below 0); reaching 0 is a knock-out */
function loseHealth(state: BattleDiceState, seat: Seat, amount: number, by: Seat | null): boolean {
  const player = state.players[seat];
  if (amount <= 0 || player.health === 0) return false;
  player.health = Math.max(0, player.health - amount);
  if (player.health > 0) return false;
  player.knockouts += 1;
  player.down = true;
  player.downedBy = by;
  emit(state, seat, { type: 'knocked-out', by, byName: by === null ? player.name : state.players[by].name, count: player.knockouts });
  return true;
}

/** damage from the roller's dice to `to`, through any shields `to` has (FIRE goes through them, leaving them up) */
function dealDamage(state: BattleDiceState, to: Seat, amount: number, ability: Ability, kind: 'damage' | 'overflow' = 'damage'): void {
  const turn = state.turn as Turn;
  const attacker = turn.seat;
  let blocked = 0;
  if (to !== attacker && ability !== 'fire') {
    // Ruling: shields meet the first opponent whose damage they can block (FIRE's they cannot), and
    // block that whole turn's damage.
    let block = turn.blocks.find((entry) => entry.seat === to);
    const shields = state.effects.filter((effect) => effect.ability === 'shield' && effect.target === to);
    if (!block && shields.length) {
      block = { seat: to, remaining: SHIELD_BLOCK * shields.length };
      turn.blocks.push(block);
      state.effects = state.effects.filter((effect) => !shields.includes(effect));
      emit(state, to, { type: 'shield-engaged', by: attacker, byName: state.players[attacker].name, count: shields.length });
    }
    if (block) {
      blocked = Math.min(block.remaining, amount);
      block.remaining -= blocked;
    }
  }
  loseHealthEvent(state, to, amount - blocked, blocked, ability, kind, to === attacker ? null : attacker);
}

function loseHealthEvent(
  state: BattleDiceState,
  to: Seat,
  count: number,
  blocked: number,
  ability: Ability,
  kind: 'damage' | 'overflow' | 'poison-damage',
  by: Seat | null,
): void {
  const turn = state.turn as Turn;
  const player = state.players[to];
  const health = Math.max(0, player.health - count);
  const toName = player.name;
  if (kind === 'poison-damage') emit(state, turn.seat, { type: kind, ability, to, toName, count, health });
  else if (kind === 'overflow') emit(state, turn.seat, { type: kind, ability, to, toName, count, blocked, health });
  else emit(state, turn.seat, { type: kind, ability, to, toName, count, blocked, health });
  loseHealth(state, to, count, by);
}

export interface Heal {
  to: Seat;
  amount: number;
}

/** who result `action.result` heals with the choices of `action`, and by how much (FOCUS included); null: nobody */
export function healOf(state: BattleDiceState, action: ApplyAction): Heal | null {
  const turn = state.turn as Turn;
  const result = turn.results[action.result];
  const times = focusMultiplier(turn);
  const to = action.target;
  switch (result.ability) {
    case 'light':
      return to === undefined ? null : { to, amount: LIGHT_HEAL[result.dice.length] * times };
    case 'water':
      // Ruling: WATER heals 3 when the player it heals is at 0.
      return to === undefined ? null : { to, amount: (state.players[to].health === 0 ? 3 : 2) * times };
    case 'meditate':
      return to === undefined ? null : { to, amount: 4 * times };
    case 'growth':
      return to === undefined ? null : { to, amount: times };
    case 'drain':
      // Ruling: under FOCUS, DRAIN deals and heals ×the multiplier, plus one point where the roller says.
      return { to: action.healTarget ?? turn.seat, amount: times + (action.bonus === 'heal' ? 1 : 0) };
    default:
      return null;
  }
}

/**
 * How much of `given` LIGHT turns into damage: in a turn with a LIGHT, the roller's own heal above
 * full health (or above the health a revive brings them to), unless they are poisoned.
 */
export function lightOverflow(state: BattleDiceState, given: Heal | null): number {
  const turn = state.turn as Turn;
  if (!given || !turn.lightActive || given.to !== turn.seat || given.amount <= 0 || isPoisoned(state, given.to)) return 0;
  const player = state.players[given.to];
  if (!player.down) return given.amount - Math.min(given.amount, state.maxHealth - player.health);
  const total = turn.reviveHeal + given.amount;
  return player.cursedOut || total < player.knockouts ? 0 : total - Math.min(state.maxHealth, total);
}

/** a heal from the roller's dice; LIGHT's damage made of it goes to `overflowTo` (by default the left-hand player) */
function heal(state: BattleDiceState, given: Heal, ability: Ability, overflowTo?: Seat): void {
  const turn = state.turn as Turn;
  const seat = turn.seat;
  const { to, amount } = given;
  const player = state.players[to];
  if (amount <= 0) return;
  const extra = lightOverflow(state, given);
  if (isPoisoned(state, to)) {
    // Ruling: damage from your own heals under POISON is your own doing (nobody takes a hero for it).
    loseHealthEvent(state, to, amount, 0, ability, 'poison-damage', to === seat ? null : seat);
    return;
  }
  if (player.down) {
    // Ruling: only your own heals on your own turn count toward a revive.
    if (to !== seat || player.cursedOut) {
      emit(state, seat, { type: 'heal', ability, to, toName: player.name, count: 0, health: 0 });
      return;
    }
    turn.reviveHeal += amount;
    emit(state, seat, { type: 'revive-heal', ability, count: amount, total: turn.reviveHeal, needed: player.knockouts });
    if (turn.reviveHeal < player.knockouts) return;
    player.down = false;
    const revivedAt = Math.min(state.maxHealth, turn.reviveHeal);
    player.health = revivedAt;
    emit(state, seat, { type: 'revived', health: revivedAt, count: turn.reviveHeal });
  } else {
    const gained = Math.min(amount, state.maxHealth - player.health);
    player.health += gained;
    emit(state, seat, { type: 'heal', ability, to, toName: player.name, count: gained, health: player.health });
  }
  // LIGHT's converted heal is damage like any other: to the left in Classic, either side in Wild
  const side = overflowTo ?? leftOf(state, seat);
  if (extra > 0 && side !== null) dealDamage(state, side, extra, ability, 'overflow');
}

function selfCurse(state: BattleDiceState): void {
  const turn = state.turn as Turn;
  const seat = turn.seat;
  const player = state.players[seat];
  if (turn.curseSelfTaken) return;
  turn.curseSelfTaken = true;
  if (isPoisoned(state, seat)) {
    // POISON turns the self-damage into a gain of 1 health; nobody revives while poisoned
    if (!player.down) player.health = Math.min(state.maxHealth, player.health + 1);
    emit(state, seat, { type: 'curse-heal', count: player.down ? 0 : 1, health: player.health });
    return;
  }
  // Ruling: a player already at 0 who takes CURSE's self-damage is brought to 0 by it.
  const wasAtZero = player.health === 0;
  player.health = Math.max(0, player.health - 1);
  emit(state, seat, { type: 'curse-self', count: wasAtZero ? 0 : 1, health: player.health });
  if (player.health === 0) {
    if (!wasAtZero) {
      player.knockouts += 1;
      player.downedBy = null;
      player.down = true;
    }
    player.cursedOut = true;
    emit(state, seat, { type: 'cursed-out' });
  }
}

function addEffect(state: BattleDiceState, ability: EffectAbility, id: HeroId, target: Seat, frozenHero?: HeroId): void {
  const turn = state.turn as Turn;
  const effect: ActiveEffect = { ability, owner: turn.seat, hero: id, target };
  if (frozenHero !== undefined) effect.frozenHero = frozenHero;
  state.effects.push(effect);
}

/** SWARM and GROWTH: three heroes on the next turn of the roller, or in Wild of the neighbour chosen */
function addExtraDie(state: BattleDiceState, ability: 'swarm' | 'growth', id: HeroId, to: Seat): void {
  const seat = (state.turn as Turn).seat;
  addEffect(state, ability, id, to);
  emit(state, seat, to === seat ? { type: 'extra-die', hero: id, ability } : { type: 'extra-die', hero: id, ability, to, toName: state.players[to].name });
}

export function applyResult(state: BattleDiceState, move: ApplyAction): void {
  const turn = state.turn as Turn;
  const seat = turn.seat;
  const healing = healOf(state, move);
  const result = turn.results[move.result];
  result.done = true;
  const id = turn.rolled[result.dice[0]].hero;
  const times = focusMultiplier(turn);
  const target = move.target;
  const hit = (amount: number): void => {
    if (target !== undefined) dealDamage(state, target, amount * times, result.ability);
  };
  const mend = (): void => {
    if (healing) heal(state, healing, result.ability, move.overflowTarget);
  };
  switch (result.ability) {
    case 'dark':
      hit(DARK_DAMAGE[result.dice.length]);
      break;
    case 'fire':
      hit(2);
      break;
    case 'bash':
      hit(target !== undefined && underEffect(state, target) ? 3 : 1);
      break;
    case 'curse':
      hit(3);
      selfCurse(state);
      break;
    case 'lightning':
      hit(turn.rolled[result.dice[0]].lightning);
      break;
    case 'drain':
      if (target !== undefined) dealDamage(state, target, times + (move.bonus === 'damage' ? 1 : 0), 'drain');
      mend();
      break;
    case 'light':
    case 'water':
      mend();
      break;
    case 'meditate':
      mend();
      addEffect(state, 'meditate', id, seat);
      emit(state, seat, { type: 'meditate', hero: id });
      break;
    case 'shield': {
      const to = target ?? seat;
      addEffect(state, 'shield', id, to);
      emit(state, seat, to === seat ? { type: 'shield', hero: id } : { type: 'shield', hero: id, to, toName: state.players[to].name });
      break;
    }
    case 'swarm':
      hit(1);
      addExtraDie(state, 'swarm', id, move.effectTarget ?? seat);
      break;
    case 'growth':
      mend();
      addExtraDie(state, 'growth', id, move.effectTarget ?? seat);
      break;
    case 'ice':
      hit(1);
      if (move.hero) {
        const owner = state.players.findIndex((player) => player.team.includes(move.hero as HeroId));
        addEffect(state, 'ice', id, owner, move.hero);
        emit(state, seat, { type: 'frozen', to: owner, toName: state.players[owner].name, hero: move.hero });
      } else {
        emit(state, seat, { type: 'freeze-none' });
      }
      break;
    case 'poison':
      if (target !== undefined) {
        addEffect(state, 'poison', id, target);
        emit(state, seat, { type: 'poisoned', to: target, toName: state.players[target].name });
      }
      break;
    case 'focus':
      break;
  }
}
