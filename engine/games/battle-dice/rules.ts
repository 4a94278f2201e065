/**
 * Battle Dice rules. Each function is pure; `step` takes the die roller as a parameter so rule
 * scenarios can script faces, and `apply` feeds it from the PRNG kept in the state.
 * The Troll Night rulings (where the rule text is silent) are listed in the rules reference,
 * locales/<lang>/battle-dice.json → rules, section "Troll Night rulings"; each is marked
 * "Ruling:" where it is implemented.
 * Over 500 lines while the draft, the turn's stages and every ability share this file; they are
 * to be split by stage.
 */
import { legalMove, type MoveRules } from '../../core/match';
import { Rng, seedRng } from '../../core/rng';
import type { Action, MatchConfig, Outcome, OutcomeReason, Seat, Viewer } from '../../core/types';
import { HEROES, hero, isHero } from './heroes';
import type {
  Ability,
  ActionPreview,
  ActiveEffect,
  BattleDiceAction,
  BattleDiceEvent,
  BattleDiceOptions,
  BattleDiceState,
  BattleDiceView,
  EffectAbility,
  HeroId,
  PendingResult,
  Player,
  RolledDie,
  Turn,
} from './types';

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

/** How a hero die is rolled: the rules take this so scenarios can script the faces. */
export type Roller = (hero: HeroId) => Ability;

/** abilities whose result is a heal (its target is who it heals) */
export const HEAL_ABILITIES: ReadonlySet<Ability> = new Set(['light', 'water', 'meditate', 'growth']);
/** effects removed as their owner's next turn starts; the others act on that turn's roll */
const ENDS_AT_TURN_START: ReadonlySet<EffectAbility> = new Set(['shield', 'ice', 'poison']);

type ApplyAction = Extract<BattleDiceAction, { type: 'apply' }>;

export function readOptions(options: MatchConfig['options']): BattleDiceOptions {
  const given = options ?? {};
  const mode = given.mode ?? 'classic';
  if (mode !== 'classic' && mode !== 'wild') throw new RangeError(`unknown Battle Dice mode "${String(mode)}"`);
  const teams = given.teams ?? null;
  if (teams !== null && !(Array.isArray(teams) && teams.every((team) => Array.isArray(team) && team.every(isHero)))) {
    throw new RangeError('teams must list hero ids, one team per seat');
  }
  const excluded = given.excluded ?? [];
  if (!(Array.isArray(excluded) && excluded.every(isHero))) throw new RangeError('excluded must list hero ids');
  return {
    mode,
    suddenDeath: given.suddenDeath === true,
    duel: given.duel === true,
    teams: teams as HeroId[][] | null,
    excluded: excluded as HeroId[],
  };
}

export function setup(config: MatchConfig, seed: number): BattleDiceState {
  const count = config.seats.length;
  if (count < 2 || count > 6) throw new RangeError(`Battle Dice needs 2 to 6 players, not ${count}`);
  if (!Number.isInteger(config.firstSeat) || config.firstSeat < 0 || config.firstSeat >= count) {
    throw new RangeError(`first seat ${config.firstSeat} is not at this table`);
  }
  const options = readOptions(config.options);
  if (options.duel && count !== 2) throw new RangeError('a duel is played by exactly 2 players');
  const state: BattleDiceState = {
    rng: seedRng(seed),
    events: [],
    options,
    seats: config.seats.map((seat) => ({ name: seat.name })),
    players: config.seats.map(
      (seat): Player => ({
        name: seat.name,
        team: [],
        health: FULL_HEALTH,
        knockouts: 0,
        down: false,
        downedBy: null,
        cursedOut: false,
        eliminated: false,
      }),
    ),
    pool: HEROES.map((candidate) => candidate.id),
    maxHealth: FULL_HEALTH,
    suddenDeathFrom: options.suddenDeath ? 1 : null,
    suddenDeathOffer: { from: SUDDEN_DEATH_OFFER_ROUNDS * count, accepted: [] },
    firstSeat: config.firstSeat,
    phase: { kind: 'draft', order: [] },
    turn: null,
    effects: [],
    turnNumber: 0,
    eliminations: [],
    winners: null,
  };
  const teams = options.teams ?? config.seats.map((): HeroId[] => []);
  const taken = teams.flat();
  if (teams.length !== count || teams.some((team) => team.length !== 0 && team.length !== TEAM_SIZE) || new Set(taken).size !== taken.length) {
    throw new RangeError(`teams must be ${count} teams of ${TEAM_SIZE} different heroes (or none, to draft)`);
  }
  teams.forEach((team, seat) => (state.players[seat].team = [...team]));
  state.pool = state.pool.filter((id) => !taken.includes(id) && !options.excluded.includes(id));
  // Ruling: the draft goes round the table in turn order three times (not a snake draft); seats
  // that came with their team sit it out.
  const order = Array.from({ length: TEAM_SIZE * count }, (_, pick) => (config.firstSeat + pick) % count).filter(
    (seat) => teams[seat].length === 0,
  );
  if (state.pool.length < order.length) throw new RangeError(`${order.length} picks but ${state.pool.length} heroes to draft`);
  if (order.length === 0) {
    state.phase = { kind: 'battle' };
    startTurn(state, config.firstSeat);
  } else {
    state.phase = { kind: 'draft', order };
    state.events.push(seatEvent(state, order[0], { type: 'draft-start' }));
  }
  return state;
}

export function activeSeats(state: BattleDiceState): Seat[] {
  const phase = state.phase;
  if (phase.kind === 'draft') return [phase.order[0]];
  if (phase.kind === 'capture') return [phase.by];
  if (phase.kind === 'battle' && state.turn) return [state.turn.seat];
  return [];
}

// ---------------------------------------------------------------------------------------------
// The table around a seat

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

// ---------------------------------------------------------------------------------------------
// Legal actions

export function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i <= items.length - size; i++) {
    for (const rest of combinations(items.slice(i + 1), size - 1)) out.push([items[i], ...rest]);
  }
  return out;
}

/** whether FOCUS must still be decided: saved FOCUS first, then each rolled FOCUS */
function focusPending(turn: Turn): boolean {
  return turn.savedFocus > 0 || turn.results.some((result) => result.ability === 'focus' && !result.done);
}

/**
 * The ways to apply one pending result: every combination of its choices. Ruling: in Wild each
 * part of a result picks its own side (DRAIN's damage and heal, SWARM's damage and third hero,
 * GROWTH's heal and third hero, LIGHT's damage made of extra healing); MEDITATE's resting die
 * and FOCUS are the roller's own dice and stay with them, and so does CURSE's 1 damage to its roller.
 */
function applyChoices(state: BattleDiceState, turn: Turn, index: number): BattleDiceAction[] {
  const result = turn.results[index];
  const seat = turn.seat;
  const ability = result.ability;
  const wild = state.options.mode === 'wild';
  let actions: ApplyAction[] = [{ type: 'apply', result: index }];
  /** one action per value of `field` for each so far; no values: the field is left out */
  const choose = <K extends keyof ApplyAction>(field: K, values: readonly ApplyAction[K][]): void => {
    if (values.length) actions = actions.flatMap((action) => values.map((value) => ({ ...action, [field]: value })));
  };
  if (ability === 'shield') {
    if (wild) choose('target', selfOrNeighbours(state, seat));
  } else if (ability === 'poison') {
    choose('target', poisonTargets(state, seat));
  } else if (HEAL_ABILITIES.has(ability)) {
    choose('target', selfOrNeighbours(state, seat));
    if (ability === 'growth' && wild) choose('effectTarget', selfOrNeighbours(state, seat));
  } else if (ability !== 'focus') {
    choose('target', damageTargets(state, seat));
    if (ability === 'ice') {
      const freezable = freezableHeroes(state, seat);
      choose('hero', freezable.length ? freezable : [null]);
    }
    if (ability === 'swarm' && wild) choose('effectTarget', selfOrNeighbours(state, seat));
    if (ability === 'drain' && wild) choose('healTarget', selfOrNeighbours(state, seat));
    if (ability === 'drain' && focusMultiplier(turn) > 1) choose('bonus', ['damage', 'heal']);
  }
  const sides = damageTargets(state, seat);
  if (wild && sides.length > 1) {
    actions = actions.flatMap((action) =>
      lightOverflow(state, healOf(state, action)) > 0 ? sides.map((side) => ({ ...action, overflowTarget: side })) : [action],
    );
  }
  return ability === 'meditate' ? [...actions, { type: 'discard', result: index }] : actions;
}

/** whether sudden death is offered now: a battle past the offer's turn, without it so far */
export function suddenDeathOffered(state: BattleDiceState): boolean {
  return state.phase.kind === 'battle' && state.suddenDeathFrom === null && state.turnNumber >= state.suddenDeathOffer.from;
}

/** whether `seat`, about to roll, is to answer the sudden death offered (once per offer) */
function suddenDeathAsks(state: BattleDiceState, seat: Seat): boolean {
  return suddenDeathOffered(state) && !state.suddenDeathOffer.accepted.includes(seat);
}

export function legalActions(state: BattleDiceState, seat: Seat): BattleDiceAction[] {
  if (!activeSeats(state).includes(seat)) return [];
  const phase = state.phase;
  if (phase.kind === 'draft') return state.pool.map((id) => ({ type: 'pick', hero: id }));
  if (phase.kind === 'capture') return [...phase.heroes.map((id) => ({ type: 'capture' as const, hero: id })), { type: 'capture', hero: null }];
  const turn = state.turn as Turn;
  if (turn.stage === 'choose') {
    const rolls: BattleDiceAction[] = combinations(rollableHeroes(state, seat), turn.diceToRoll).map((heroes) => ({ type: 'roll', heroes }));
    return suddenDeathAsks(state, seat) ? [...rolls, { type: 'sudden-death', accept: true }, { type: 'sudden-death', accept: false }] : rolls;
  }
  if (turn.savedFocus > 0) return [{ type: 'saved-focus', choice: 'use' }, { type: 'saved-focus', choice: 'discard' }];
  const rolledFocus = turn.results.findIndex((result) => result.ability === 'focus' && !result.done);
  if (rolledFocus >= 0) {
    return (['use', 'save', 'discard'] as const).flatMap((choice) =>
      turn.results.flatMap((result, index) => (result.ability === 'focus' && !result.done ? [{ type: 'focus' as const, result: index, choice }] : [])),
    );
  }
  return turn.results.flatMap((result, index) => (result.done ? [] : applyChoices(state, turn, index)));
}

// ---------------------------------------------------------------------------------------------
// Applying moves

function copyState(state: BattleDiceState): BattleDiceState {
  const phase = state.phase;
  const turn = state.turn;
  return {
    ...state,
    rng: [...state.rng],
    events: [],
    options: state.options,
    seats: state.seats,
    players: state.players.map((player) => ({ ...player, team: [...player.team] })),
    pool: [...state.pool],
    suddenDeathOffer: { ...state.suddenDeathOffer, accepted: [...state.suddenDeathOffer.accepted] },
    phase:
      phase.kind === 'draft'
        ? { kind: 'draft', order: [...phase.order] }
        : phase.kind === 'capture'
          ? { ...phase, heroes: [...phase.heroes] }
          : { ...phase },
    turn: turn && {
      ...turn,
      rolled: turn.rolled.map((die) => ({ ...die })),
      results: turn.results.map((result) => ({ ...result, dice: [...result.dice] })),
      blocks: turn.blocks.map((block) => ({ ...block })),
    },
    effects: state.effects.map((effect) => ({ ...effect })),
    eliminations: state.eliminations.map((group) => [...group]),
    winners: state.winners && [...state.winners],
  };
}

type EventBody = BattleDiceEvent extends infer E ? (E extends BattleDiceEvent ? Omit<E, 'seat' | 'name'> : never) : never;

function seatEvent(state: BattleDiceState, seat: Seat, body: EventBody): BattleDiceEvent {
  return { seat, name: state.players[seat].name, ...body } as BattleDiceEvent;
}

function emit(state: BattleDiceState, seat: Seat, body: EventBody): void {
  state.events.push(seatEvent(state, seat, body));
}

const moveRules: MoveRules<BattleDiceState, BattleDiceAction> = {
  seatCount: (state) => state.players.length,
  isOver: (state) => state.phase.kind === 'over',
  activeSeats,
  legalActions,
};

/** Applies a move with dice from `roll`. Validates the move first; never mutates `state`. */
export function step(state: BattleDiceState, seat: Seat, action: unknown, roll: Roller): BattleDiceState {
  const move = legalMove(moveRules, state, seat, action);
  const next = copyState(state);
  switch (move.type) {
    case 'pick':
      pickHero(next, seat, move.hero);
      break;
    case 'capture':
      captureHero(next, move.hero);
      break;
    case 'roll':
      rollHeroes(next, move.heroes, roll);
      break;
    case 'saved-focus':
      decideSavedFocus(next, move.choice);
      break;
    case 'focus':
      decideFocus(next, move.result, move.choice);
      break;
    case 'discard':
      discardMeditate(next, move.result);
      break;
    case 'sudden-death':
      answerSuddenDeath(next, seat, move.accept);
      break;
    case 'apply':
      applyResult(next, move);
      break;
  }
  if (next.phase.kind === 'battle' && next.turn?.stage === 'resolve' && !focusPending(next.turn) && next.turn.results.every((r) => r.done)) {
    endTurn(next);
  }
  return next;
}

export function rollFace(rng: Rng): Roller {
  return (id) => hero(id).faces[rng.int(0, 5)];
}

export function apply(state: BattleDiceState, seat: Seat, action: Action): BattleDiceState {
  const rng = new Rng(state.rng);
  const next = step(state, seat, action, rollFace(rng));
  next.rng = rng.state();
  return next;
}

function pickHero(state: BattleDiceState, seat: Seat, id: HeroId): void {
  if (state.phase.kind !== 'draft') return;
  state.players[seat].team.push(id);
  state.pool = state.pool.filter((other) => other !== id);
  emit(state, seat, { type: 'pick', hero: id });
  state.phase.order.shift();
  if (state.phase.order.length === 0) {
    state.phase = { kind: 'battle' };
    startTurn(state, state.firstSeat);
  }
}

/** the effects `owner` placed that run out as their next turn starts (or as play passes their empty seat) */
function endEffectsOf(state: BattleDiceState, owner: Seat): void {
  const ending = state.effects.filter(
    (effect) => effect.owner === owner && (ENDS_AT_TURN_START.has(effect.ability) || effect.target !== owner),
  );
  for (const effect of ending) emit(state, owner, { type: 'effect-ends', ability: effect.ability, hero: effect.hero });
  state.effects = state.effects.filter((effect) => !ending.includes(effect));
}

function startTurn(state: BattleDiceState, seat: Seat): void {
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
function answerSuddenDeath(state: BattleDiceState, seat: Seat, accept: boolean): void {
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

function rollHeroes(state: BattleDiceState, heroes: HeroId[], roll: Roller): void {
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

function decideSavedFocus(state: BattleDiceState, choice: 'use' | 'discard'): void {
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

function decideFocus(state: BattleDiceState, index: number, choice: 'use' | 'save' | 'discard'): void {
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

function discardMeditate(state: BattleDiceState, index: number): void {
  const turn = state.turn as Turn;
  const result = turn.results[index];
  result.done = true;
  emit(state, turn.seat, { type: 'meditate-discard', hero: turn.rolled[result.dice[0]].hero });
}

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

interface Heal {
  to: Seat;
  amount: number;
}

/** who result `action.result` heals with the choices of `action`, and by how much (FOCUS included); null: nobody */
function healOf(state: BattleDiceState, action: ApplyAction): Heal | null {
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
function lightOverflow(state: BattleDiceState, given: Heal | null): number {
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

function applyResult(state: BattleDiceState, move: ApplyAction): void {
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

// ---------------------------------------------------------------------------------------------
// End of a turn: eliminations, hero capture, the next turn

function endTurn(state: BattleDiceState): void {
  const turn = state.turn as Turn;
  const seat = turn.seat;
  turn.blocks = [];
  const player = state.players[seat];
  if (player.health > 0 && !player.cursedOut) {
    nextTurn(state, seat);
    return;
  }
  // Eliminated at the end of their own turn: still at 0, not revived, or brought down by their own CURSE
  player.eliminated = true;
  player.down = false;
  state.eliminations.push([seat]);
  // "the damage and effects of their roll are still applied. Then they are eliminated." What is on
  // them (their own SHIELD, MEDITATE, SWARM, GROWTH, saved FOCUS, a POISON, a frozen hero) concerns
  // nobody any more. Ruling: what they put on others (ICE, POISON, in Wild a SHIELD or a third
  // hero) stays as long as if they were still playing: until play passes their empty seat, where
  // their next turn would have started (`nextTurn`).
  state.effects = state.effects.filter((effect) => effect.target !== seat);
  const by = player.cursedOut ? null : player.downedBy;
  emit(state, seat, { type: 'eliminated', by, byName: by === null ? player.name : state.players[by].name });
  // the final elimination earns its hero too (a trophy the winner keeps); a duel earns none
  if (!state.options.duel && by !== null && !state.players[by].eliminated && player.team.length > 0) {
    state.phase = { kind: 'capture', by, from: seat, heroes: [...player.team] };
    state.turn = null;
    return;
  }
  nextTurn(state, seat);
}

function captureHero(state: BattleDiceState, id: HeroId | null): void {
  if (state.phase.kind !== 'capture') return;
  const { by, from } = state.phase;
  const loser = state.players[from];
  if (id === null) {
    emit(state, by, { type: 'capture-declined', from, fromName: loser.name });
  } else {
    loser.team = loser.team.filter((other) => other !== id);
    state.players[by].team.push(id);
    emit(state, by, { type: 'capture', from, fromName: loser.name, hero: id });
  }
  state.phase = { kind: 'battle' };
  nextTurn(state, from);
}

/** the battle goes on to the left of `after`, unless it is over */
function nextTurn(state: BattleDiceState, after: Seat): void {
  const standing = state.players.flatMap((player, seat) => (player.eliminated ? [] : [seat]));
  if (standing.length === 1 && !state.players[standing[0]].down) {
    finish(state, standing);
    emit(state, standing[0], { type: 'winner' });
    return;
  }
  if (standing.length === 0) {
    // the last two knocked each other out and the survivor did not revive: a draw
    const last = state.eliminations[state.eliminations.length - 1][0];
    const other = state.eliminations[state.eliminations.length - 2][0];
    finish(state, [other, last]);
    emit(state, last, { type: 'draw', other, otherName: state.players[other].name });
    return;
  }
  const next = leftOf(state, after) ?? standing[0];
  // play passes the empty seats of eliminated players: what they put on others ends there
  const count = state.players.length;
  for (let passed = (after + 1) % count; passed !== next; passed = (passed + 1) % count) endEffectsOf(state, passed);
  startTurn(state, next);
}

function finish(state: BattleDiceState, winners: Seat[]): void {
  state.winners = winners;
  state.phase = { kind: 'over' };
  state.turn = null;
}

/**
 * The last player standing wins, with the health they ended on; the others rank by when they were
 * eliminated. The last two knocked out together make a draw and share the win.
 */
export function outcome(state: BattleDiceState): Outcome | null {
  if (state.winners === null) return null;
  const winners = state.winners;
  const ranks = state.players.map(() => 1);
  const figures = state.players.map((player) => [{ key: 'health', value: player.health }]);
  let better = winners.length;
  let standing = winners.length;
  for (let group = state.eliminations.length - 1; group >= 0; group--) {
    const losers = state.eliminations[group].filter((seat) => !winners.includes(seat));
    for (const seat of losers) {
      ranks[seat] = better + 1;
      figures[seat] = [{ key: 'eliminated', value: standing }];
    }
    better += losers.length;
    standing += losers.length;
  }
  const draw = winners.length > 1;
  const decided: OutcomeReason = draw
    ? { rule: 'draw', values: {}, figures, ties: [{ seats: [...winners].sort((a, b) => a - b), on: [], brokenBy: null }], notes: [] }
    : { rule: 'last-standing', values: { health: state.players[winners[0]].health }, figures, ties: [], notes: [] };
  return { ranks, scores: state.players.map((player) => player.health), winners: [...winners], decided };
}

// ---------------------------------------------------------------------------------------------
// The view

function noDice(): Ability {
  throw new Error('no die is rolled while results are applied');
}

export function previews(state: BattleDiceState): ActionPreview[] {
  if (state.phase.kind !== 'battle' || state.turn?.stage !== 'resolve') return [];
  const seat = state.turn.seat;
  return legalActions(state, seat).map((action) => {
    const after = step(state, seat, action, noDice);
    return { action, health: after.players.map((player) => player.health), events: after.events };
  });
}

export function view(state: BattleDiceState, _viewer: Viewer): BattleDiceView {
  const { rng: _rng, ...visible } = state;
  return { ...visible, previews: previews(state) };
}
