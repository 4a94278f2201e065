/**
 * Troll Dice rules. Each function is pure; `step` takes the dice roller as a parameter so rule
 * scenarios can script faces, and `apply` feeds it from the PRNG kept in the state.
 */
import { RuleError } from '../../core/errors';
import { Rng, seedRng } from '../../core/rng';
import type { Action, GameEvent, MatchConfig, Outcome, OutcomeTie, Seat, Viewer } from '../../core/types';
import { FACES, MAX_HEALTH, attackHand, heartsOf, type Roller } from './dice';
import type { Die, Duel, Face, TrollDiceAction, TrollDiceState, TrollDiceView } from './types';

export function setup(config: MatchConfig, seed: number): TrollDiceState {
  const count = config.seats.length;
  if (count < 2 || count > 6) throw new RangeError(`Troll Dice needs 2 to 6 players, not ${count}`);
  if (!Number.isInteger(config.firstSeat) || config.firstSeat < 0 || config.firstSeat >= count) {
    throw new RangeError(`first seat ${config.firstSeat} is not at this table`);
  }
  const state: TrollDiceState = {
    rng: seedRng(seed),
    events: [],
    trolls: config.seats.map((seat) => ({ name: seat.name, health: MAX_HEALTH, out: false })),
    seats: config.seats.map((seat) => ({ name: seat.name })),
    attacker: config.firstSeat,
    surgeAttacks: 0,
    phase: { kind: 'roll' },
    lastRoll: null,
    lastDuels: [],
    lastAttacker: null,
    eliminations: [],
    winner: null,
  };
  state.events.push(seatEvent(state, 'turn-start', state.attacker));
  return state;
}

export function activeSeats(state: TrollDiceState): Seat[] {
  return state.phase.kind === 'over' ? [] : [state.attacker];
}

/** opponents of `seat` still in the game, clockwise from its left */
export function opponentsInGame(state: Pick<TrollDiceState, 'trolls'>, seat: Seat): Seat[] {
  const count = state.trolls.length;
  const opponents: Seat[] = [];
  for (let offset = 1; offset < count; offset++) {
    const other = (seat + offset) % count;
    if (!state.trolls[other].out) opponents.push(other);
  }
  return opponents;
}

/** how many white dice the attacker may swap for green ones */
export function maxGreen(state: TrollDiceState): number {
  return Math.min(opponentsInGame(state, state.attacker).length, state.trolls[state.attacker].health);
}

export function legalActions(state: TrollDiceState, seat: Seat): TrollDiceAction[] {
  if (seat !== state.attacker) return [];
  const phase = state.phase;
  if (phase.kind === 'roll') {
    return Array.from({ length: maxGreen(state) + 1 }, (_, green) => ({ type: 'roll', green }));
  }
  if (phase.kind === 'assign') {
    const opponents = opponentsInGame(state, seat);
    return phase.unassigned.flatMap((die) => opponents.map((to) => ({ type: 'give' as const, die, to })));
  }
  return [];
}

function hasExactKeys(action: Action, keys: string[]): boolean {
  const own = Object.keys(action);
  return own.length === keys.length && keys.every((key) => own.includes(key));
}

/** Throws the RuleError the match runner would throw for this move, or returns it typed. */
function checkAction(state: TrollDiceState, seat: Seat, action: unknown): TrollDiceAction {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.trolls.length) throw new RuleError('unknown-seat', { seat: String(seat) });
  if (typeof action !== 'object' || action === null || Array.isArray(action) || typeof (action as Action).type !== 'string') {
    throw new RuleError('malformed-action');
  }
  const move = action as Action;
  if (state.phase.kind === 'over') throw new RuleError('game-over');
  if (seat !== state.attacker) throw new RuleError('not-your-turn');
  if (move.type === 'roll' && state.phase.kind === 'roll' && hasExactKeys(move, ['type', 'green'])) {
    const green = move.green;
    if (typeof green === 'number' && Number.isInteger(green) && green >= 0 && green <= maxGreen(state)) return { type: 'roll', green };
  }
  if (move.type === 'give' && state.phase.kind === 'assign' && hasExactKeys(move, ['type', 'die', 'to'])) {
    const { die, to } = move;
    if (
      typeof die === 'number' &&
      typeof to === 'number' &&
      state.phase.unassigned.includes(die) &&
      opponentsInGame(state, seat).includes(to)
    ) {
      return { type: 'give', die, to };
    }
  }
  // made only when thrown: an Error records the stack, which costs more than the move itself
  throw new RuleError('illegal-action', { type: move.type });
}

function copyState(state: TrollDiceState): TrollDiceState {
  return {
    ...state,
    events: [],
    trolls: state.trolls.map((troll) => ({ ...troll })),
    seats: state.seats.map((seat) => ({ ...seat })),
    rng: [...state.rng],
    phase:
      state.phase.kind === 'assign'
        ? {
            kind: 'assign',
            dice: state.phase.dice.map((die) => ({ ...die })),
            unassigned: [...state.phase.unassigned],
            assigned: state.phase.assigned.map((gift) => ({ ...gift })),
          }
        : { ...state.phase },
    lastRoll: state.lastRoll && state.lastRoll.map((die) => ({ ...die })),
    lastDuels: state.lastDuels.map((duel) => ({ ...duel, rolls: [...duel.rolls] })),
    eliminations: state.eliminations.map((group) => [...group]),
  };
}

function seatEvent(state: TrollDiceState, type: string, seat: Seat, extra: Omit<GameEvent, 'type'> = {}): GameEvent {
  return { type, seat, name: state.trolls[seat].name, ...extra };
}

/** Applies a move with dice from `roll`. Validates the move first; never mutates `state`. */
export function step(state: TrollDiceState, seat: Seat, action: unknown, roll: Roller): TrollDiceState {
  const move = checkAction(state, seat, action);
  const next = copyState(state);
  if (move.type === 'roll') {
    rollAttack(next, move.green, roll);
  } else {
    giveDie(next, move.die, move.to, roll);
  }
  return next;
}

export function apply(state: TrollDiceState, seat: Seat, action: Action): TrollDiceState {
  const rng = new Rng(state.rng);
  const next = step(state, seat, action, (color) => rng.pick(FACES[color]));
  next.rng = rng.state();
  return next;
}

function rollAttack(state: TrollDiceState, green: number, roll: Roller): void {
  const attacker = state.attacker;
  const troll = state.trolls[attacker];
  const dice: Die[] = attackHand(troll.health, green).map((color) => ({ color, face: roll(color) }));
  const clubs = dice.flatMap((die, index) => (die.face === 'club' ? [index] : []));
  const surges = dice.filter((die) => die.face === 'surge').length;
  state.lastRoll = dice;
  state.lastAttacker = attacker;
  state.lastDuels = [];
  if (green > 0) state.events.push(seatEvent(state, 'frenzy', attacker, { count: green }));
  state.events.push(
    seatEvent(state, 'roll', attacker, {
      dice: dice.map((die) => ({ color: die.color, face: die.face })),
      green,
      count: clubs.length,
      surges,
    }),
  );
  const hearts = dice.reduce((sum, die) => sum + heartsOf(die.face), 0);
  if (hearts > 0) {
    const healed = Math.min(hearts, MAX_HEALTH - troll.health);
    troll.health += healed;
    state.events.push(seatEvent(state, 'heal', attacker, { hearts, count: healed, health: troll.health }));
  }
  if (clubs.length === 0) {
    state.events.push(seatEvent(state, 'no-hits', attacker));
    resolveDefence(state, dice, [], roll);
  } else {
    state.phase = { kind: 'assign', dice, unassigned: clubs, assigned: [] };
  }
}

function giveDie(state: TrollDiceState, die: number, to: Seat, roll: Roller): void {
  if (state.phase.kind !== 'assign') return;
  const phase = state.phase;
  phase.unassigned = phase.unassigned.filter((index) => index !== die);
  phase.assigned.push({ die, to });
  state.events.push(
    seatEvent(state, 'give', state.attacker, { die, color: phase.dice[die].color, to, toName: state.trolls[to].name }),
  );
  if (phase.unassigned.length === 0) resolveDefence(state, phase.dice, phase.assigned, roll);
}

/**
 * Every hit is defended, and every counter played out, before anyone leaves the game: defenders
 * in clockwise order from the attacker's left, each die to the end of its duel.
 */
function resolveDefence(state: TrollDiceState, dice: Die[], assigned: { die: number; to: Seat }[], roll: Roller): void {
  const attacker = state.attacker;
  const inBefore = state.trolls.flatMap((troll, seat) => (troll.out ? [] : [seat]));
  const surged = dice.filter((die) => die.face === 'surge').length >= 3;
  /** who first brought each seat to 0 in this attack */
  const knockedOutBy = new Map<Seat, Seat>();
  const duels: Duel[] = [];

  const wound = (seat: Seat, by: Seat): void => {
    const troll = state.trolls[seat];
    troll.health = Math.max(0, troll.health - 1);
    state.events.push(seatEvent(state, 'wound', seat, { by, byName: state.trolls[by].name, health: troll.health }));
    if (troll.health === 0 && !knockedOutBy.has(seat)) {
      knockedOutBy.set(seat, by);
      state.events.push(seatEvent(state, 'knocked-out', seat, { by, byName: state.trolls[by].name }));
    }
  };

  for (const defender of opponentsInGame(state, attacker)) {
    const given = assigned.filter((gift) => gift.to === defender).map((gift) => gift.die).sort((a, b) => a - b);
    for (const die of given) {
      const color = dice[die].color;
      const duel: Duel = { die, color, defender, rolls: [], woundedSeat: null };
      duels.push(duel);
      const face = roll(color);
      duel.rolls.push(face);
      state.events.push(seatEvent(state, 'defence-roll', defender, { die, color, face }));
      if (face === 'shield') {
        state.events.push(seatEvent(state, 'block', defender, { die, color }));
        continue;
      }
      // a counter sends the die back and forth until someone fails to roll one
      let target = defender;
      let other = attacker;
      let last: Face = face;
      while (last === 'counter') {
        state.events.push(
          seatEvent(state, 'counter', target, { die, color, to: other, toName: state.trolls[other].name }),
        );
        [target, other] = [other, target];
        last = roll(color);
        duel.rolls.push(last);
        state.events.push(seatEvent(state, 'counter-roll', target, { die, color, face: last }));
      }
      duel.woundedSeat = target;
      wound(target, other);
    }
  }
  state.lastDuels = duels;
  finishAttack(state, inBefore, knockedOutBy, surged);
}

function finishAttack(state: TrollDiceState, inBefore: Seat[], knockedOutBy: Map<Seat, Seat>, surged: boolean): void {
  const attacker = state.attacker;
  const down = inBefore.filter((seat) => state.trolls[seat].health === 0);
  const attackerDown = state.trolls[attacker].health === 0;

  if (down.length === inBefore.length) {
    // Nobody would be left: the last two (or, by Troll Night's ruling, everyone) get back up.
    for (const seat of inBefore) state.trolls[seat].health = 1;
    state.events.push(
      inBefore.length === 2
        ? seatEvent(state, 'last-two-return', inBefore[0], { other: inBefore[1], otherName: state.trolls[inBefore[1]].name })
        : {
            type: 'all-return',
            seats: inBefore,
            names: inBefore.map((seat) => state.trolls[seat].name).join(', '),
            count: inBefore.length,
          },
    );
  } else if (down.length > 0) {
    for (const seat of down) {
      state.trolls[seat].out = true;
      const by = knockedOutBy.get(seat) as Seat;
      state.events.push(seatEvent(state, 'eliminated', seat, { by, byName: state.trolls[by].name }));
    }
    state.eliminations.push(down);
    const credits = new Map<Seat, number>();
    for (const seat of down) {
      const by = knockedOutBy.get(seat) as Seat;
      credits.set(by, (credits.get(by) ?? 0) + 1);
    }
    for (const [seat, eliminated] of credits) {
      const troll = state.trolls[seat];
      if (troll.health === 0) continue; // went down in the same attack: no rejuvenation
      const healed = Math.min(eliminated, MAX_HEALTH - troll.health);
      troll.health += healed;
      state.events.push(seatEvent(state, 'rejuvenation', seat, { eliminated, count: healed, health: troll.health }));
    }
  }

  const standing = state.trolls.flatMap((troll, seat) => (troll.out ? [] : [seat]));
  if (standing.length === 1) {
    state.winner = standing[0];
    state.phase = { kind: 'over' };
    state.events.push(seatEvent(state, 'winner', standing[0]));
    return;
  }
  state.phase = { kind: 'roll' };
  if (surged && attackerDown) {
    state.events.push(seatEvent(state, 'surge-lost', attacker));
  } else if (surged) {
    state.surgeAttacks += 1;
    state.events.push(seatEvent(state, 'blood-surge', attacker, { count: state.surgeAttacks }));
    return;
  }
  state.surgeAttacks = 0;
  state.attacker = opponentsInGame(state, attacker)[0];
  state.events.push(seatEvent(state, 'turn-start', state.attacker));
}

/** The last troll standing wins; the others rank by when they were knocked out, those of one attack together. */
export function outcome(state: TrollDiceState): Outcome | null {
  if (state.winner === null) return null;
  const ranks = state.trolls.map(() => 1);
  const figures = state.trolls.map((troll) => [{ key: 'health', value: troll.health }]);
  const ties: OutcomeTie[] = [];
  let better = 1;
  let standing = 1;
  for (let group = state.eliminations.length - 1; group >= 0; group--) {
    const out = state.eliminations[group];
    for (const seat of out) {
      ranks[seat] = better + 1;
      figures[seat] = [{ key: 'knockedOut', value: standing }];
    }
    if (out.length > 1) ties.push({ seats: [...out].sort((a, b) => a - b), on: ['knockedOut'], brokenBy: null });
    better += out.length;
    standing += out.length;
  }
  const health = state.trolls[state.winner].health;
  return {
    ranks,
    scores: state.trolls.map((troll) => troll.health),
    winners: [state.winner],
    decided: { rule: 'last-standing', values: { health }, figures, ties, notes: [] },
  };
}

export function view(state: TrollDiceState, _viewer: Viewer): TrollDiceView {
  const { rng: _rng, ...visible } = state;
  return visible;
}
