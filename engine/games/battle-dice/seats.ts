/** Battle Dice: the table around a seat (neighbours, who an ability may reach, what holds a seat's heroes). */
import type { Seat } from '../../core/types';
import { MAX_FOCUS_MULTIPLIER } from './numbers';
import type { BattleDiceState, HeroId, Turn } from './types';

/** seats still in the game (not eliminated), clockwise from `seat`'s left, `seat` excluded */
export function opponents(state: BattleDiceState, seat: Seat): Seat[] {
  const count = state.players.length;
  const found: Seat[] = [];
  for (let offset = 1; offset < count; offset++) {
    const other = (seat + offset) % count;
    if (!state.players[other].eliminated) found.push(other);
  }
  return found;
}

export function leftOf(state: BattleDiceState, seat: Seat): Seat | null {
  return opponents(state, seat)[0] ?? null;
}

export function rightOf(state: BattleDiceState, seat: Seat): Seat | null {
  const others = opponents(state, seat);
  return others.length ? others[others.length - 1] : null;
}

/** who a roll's damage may go to: the left neighbour, or in Wild either neighbour */
export function damageTargets(state: BattleDiceState, seat: Seat): Seat[] {
  const left = leftOf(state, seat);
  if (left === null) return [];
  const right = rightOf(state, seat) as Seat;
  return state.options.mode === 'wild' && right !== left ? [left, right] : [left];
}

/** who a heal, a SHIELD or the third hero of a SWARM or GROWTH may go to: yourself, or in Wild also either neighbour */
export function selfOrNeighbours(state: BattleDiceState, seat: Seat): Seat[] {
  return state.options.mode === 'wild' ? [seat, ...damageTargets(state, seat)] : [seat];
}

/** who POISON may go to: the damage side(s), or yourself */
export function poisonTargets(state: BattleDiceState, seat: Seat): Seat[] {
  return [...damageTargets(state, seat), seat];
}

/** heroes ICE may freeze: any not yet frozen hero of either neighbour */
export function freezableHeroes(state: BattleDiceState, seat: Seat): HeroId[] {
  const neighbours = [...new Set([leftOf(state, seat), rightOf(state, seat)].filter((other): other is Seat => other !== null))];
  return neighbours.flatMap((other) => state.players[other].team.filter((id) => !isFrozen(state, id)));
}

function isFrozen(state: BattleDiceState, id: HeroId): boolean {
  return state.effects.some((effect) => effect.ability === 'ice' && effect.frozenHero === id);
}

export function isPoisoned(state: BattleDiceState, seat: Seat): boolean {
  return state.effects.some((effect) => effect.ability === 'poison' && effect.target === seat);
}

/** BASH's condition: an effect placed on or by this seat for itself, or a shield engaged this turn */
export function underEffect(state: BattleDiceState, seat: Seat): boolean {
  return (
    state.effects.some((effect) => effect.target === seat) ||
    (state.turn?.blocks.some((block) => block.seat === seat) ?? false)
  );
}

/** heroes `seat` may roll now: not frozen, not meditating */
export function rollableHeroes(state: BattleDiceState, seat: Seat): HeroId[] {
  const resting = new Set(
    state.effects.flatMap((effect) =>
      effect.ability === 'meditate' && effect.owner === seat ? [effect.hero] : effect.ability === 'ice' ? [effect.frozenHero as HeroId] : [],
    ),
  );
  return state.players[seat].team.filter((id) => !resting.has(id));
}

/** the FOCUS multiplier in force this turn */
export function focusMultiplier(turn: Turn): number {
  return Math.min(MAX_FOCUS_MULTIPLIER, 2 ** turn.focusUsed);
}
