/**
 * A Battle Dice turn's stages before its results are applied: its start (sudden death's shrinking
 * health, effects running out, the dice to roll), the answer to sudden death offered, the roll,
 * and the FOCUS and MEDITATE decisions. The results themselves are in `abilities.ts`.
 */
import type { Seat } from '../../core/types';
import { emit } from './events';
import { DICE_PER_TURN, MAX_DICE_PER_TURN, SUDDEN_DEATH_OFFER_ROUNDS } from './numbers';
import { focusMultiplier, opponents, rollableHeroes } from './seats';
import type { Ability, ActiveEffect, BattleDiceState, EffectAbility, HeroId, PendingResult, RolledDie, Turn } from './types';

/** How a hero die is rolled: the rules take this so scenarios can script the faces. */
export type Roller = (hero: HeroId) => Ability;

/** effects removed as their owner's next turn starts; the others act on that turn's roll */
const ENDS_AT_TURN_START: ReadonlySet<EffectAbility> = new Set(['shield', 'ice', 'poison']);

/** the effects `owner` placed that run out as their next turn starts (or as play passes their empty seat) */
export function endEffectsOf(state: BattleDiceState, owner: Seat): void {
  const ending = state.effects.filter(
    (effect) => effect.owner === owner && (ENDS_AT_TURN_START.has(effect.ability) || effect.target !== owner),
  );
  for (const effect of ending) emit(state, owner, { type: 'effect-ends', ability: effect.ability, hero: effect.hero });
  state.effects = state.effects.filter((effect) => !ending.includes(effect));
}

export function startTurn(state: BattleDiceState, seat: Seat): void {
  state.turnNumber += 1;
  if (state.suddenDeathFrom !== null && state.turnNumber > state.suddenDeathFrom && state.maxHealth > 1) {
    state.maxHealth -= 1;
    for (const player of state.players) player.health = Math.min(player.health, state.maxHealth);
    emit(state, seat, { type: 'sudden-death', health: state.maxHealth });
  }
  endEffectsOf(state, seat);
  const extraDie = state.effects.some((effect) => effect.target === seat && (effect.ability === 'swarm' || effect.ability === 'growth'));
  state.turn = {
    seat,
    stage: 'choose',
    diceToRoll: Math.min(extraDie ? MAX_DICE_PER_TURN : DICE_PER_TURN, rollableHeroes(state, seat).length),
    rolled: [],
    results: [],
    savedFocus: state.effects.filter((effect) => effect.owner === seat && effect.ability === 'focus').length,
    focusUsed: 0,
    lightActive: false,
    curseSelfTaken: false,
    reviveHeal: 0,
    blocks: [],
  };
  emit(state, seat, { type: 'turn-start', health: state.players[seat].health });
}

/**
 * An answer to the sudden death offered. Ruling: sudden death is agreed by everyone still playing,
 * each before a roll of theirs; one refusal closes the offer for the same number of rounds again.
 */
export function answerSuddenDeath(state: BattleDiceState, seat: Seat, accept: boolean): void {
  const offer = state.suddenDeathOffer;
  if (!accept) {
    offer.from = state.turnNumber + SUDDEN_DEATH_OFFER_ROUNDS * state.players.length;
    offer.accepted = [];
    emit(state, seat, { type: 'sudden-death-decline', again: offer.from });
    return;
  }
  offer.accepted.push(seat);
  const waiting = opponents(state, seat).filter((other) => !offer.accepted.includes(other)).length;
  emit(state, seat, { type: 'sudden-death-accept', count: waiting });
  if (waiting > 0) return;
  state.suddenDeathFrom = state.turnNumber;
  emit(state, seat, { type: 'sudden-death-agreed' });
}

export function rollHeroes(state: BattleDiceState, heroes: HeroId[], roll: Roller): void {
  const turn = state.turn as Turn;
  const seat = turn.seat;
  // MEDITATE, SWARM and GROWTH have done their work on this roll
  state.effects = state.effects.filter(
    (effect) => !(effect.target === seat && (effect.ability === 'meditate' || effect.ability === 'swarm' || effect.ability === 'growth')),
  );
  const rolled: RolledDie[] = heroes.map((id) => {
    const face = roll(id);
    if (face !== 'lightning') return { hero: id, face, lightning: 0 };
    let count = 1;
    let next = roll(id);
    while (next === 'lightning') {
      count += 1;
      next = roll(id);
    }
    return { hero: id, face, lightning: count, endedBy: next };
  });
  turn.rolled = rolled;
  turn.stage = 'resolve';
  turn.lightActive = rolled.some((die) => die.face === 'light');
  emit(state, seat, { type: 'roll', heroes, faces: rolled.map((die) => die.face), count: heroes.length });
  for (const die of rolled) {
    if (die.face === 'lightning') emit(state, seat, { type: 'lightning-run', hero: die.hero, count: die.lightning, face: die.endedBy as Ability });
  }
  const results: PendingResult[] = [];
  rolled.forEach((die, index) => {
    const grouped = die.face === 'dark' || die.face === 'light' ? results.find((result) => result.ability === die.face) : undefined;
    if (grouped) grouped.dice.push(index);
    else results.push({ ability: die.face, dice: [index], done: false });
  });
  turn.results = results;
}

function focusEffects(state: BattleDiceState, seat: Seat): ActiveEffect[] {
  return state.effects.filter((effect) => effect.owner === seat && effect.ability === 'focus');
}

export function decideSavedFocus(state: BattleDiceState, choice: 'use' | 'discard'): void {
  const turn = state.turn as Turn;
  const count = turn.savedFocus;
  const saved = focusEffects(state, turn.seat);
  state.effects = state.effects.filter((effect) => !saved.includes(effect));
  turn.savedFocus = 0;
  if (choice === 'use') {
    turn.focusUsed += count;
    emit(state, turn.seat, { type: 'saved-focus-use', count });
  } else {
    emit(state, turn.seat, { type: 'saved-focus-discard', count });
  }
}

export function decideFocus(state: BattleDiceState, index: number, choice: 'use' | 'save' | 'discard'): void {
  const turn = state.turn as Turn;
  const result = turn.results[index];
  const id = turn.rolled[result.dice[0]].hero;
  result.done = true;
  if (choice === 'use') {
    turn.focusUsed += 1;
    emit(state, turn.seat, { type: 'focus-use', hero: id, count: focusMultiplier(turn) });
  } else if (choice === 'save') {
    state.effects.push({ ability: 'focus', owner: turn.seat, hero: id, target: turn.seat });
    emit(state, turn.seat, { type: 'focus-save', hero: id });
  } else {
    emit(state, turn.seat, { type: 'focus-discard', hero: id });
  }
}

export function discardMeditate(state: BattleDiceState, index: number): void {
  const turn = state.turn as Turn;
  const result = turn.results[index];
  result.done = true;
  emit(state, turn.seat, { type: 'meditate-discard', hero: turn.rolled[result.dice[0]].hero });
}
