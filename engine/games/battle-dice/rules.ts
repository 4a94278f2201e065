/**
 * Battle Dice rules: the game's door. A move is checked and applied here, each stage in its own
 * room: the draft (`draft.ts`), who plays and what they may do (`choices.ts`), a turn's start,
 * roll and FOCUS (`turn.ts`), every ability's result (`abilities.ts`), and the end of a turn with
 * its eliminations (`eliminations.ts`); the table around a seat is `seats.ts`.
 * Each function is pure; `step` takes the die roller as a parameter so rule scenarios can script
 * faces, and `apply` feeds it from the PRNG kept in the state.
 * The Troll Night rulings (where the rule text is silent) are listed in the rules reference,
 * locales/<lang>/battle-dice.json → rules, section "Troll Night rulings"; each is marked
 * "Ruling:" where it is implemented.
 */
import { legalMove, type MoveRules } from '../../core/match';
import { Rng } from '../../core/rng';
import type { Action, Seat, Viewer } from '../../core/types';
import { applyResult } from './abilities';
import { activeSeats, focusPending, legalActions } from './choices';
import { pickHero } from './draft';
import { captureHero, endTurn } from './eliminations';
import { hero } from './heroes';
import { answerSuddenDeath, decideFocus, decideSavedFocus, discardMeditate, rollHeroes, type Roller } from './turn';
import type { Ability, ActionPreview, BattleDiceAction, BattleDiceState, BattleDiceView, Player, Turn } from './types';

export { activeSeats, combinations, legalActions, suddenDeathOffered } from './choices';
export { readOptions, setup } from './draft';
export { outcome } from './eliminations';
export * from './numbers';
export * from './seats';
export type { Roller } from './turn';

/**
 * A copy for the rules to change in place, written field by field: the bots copy a state for every
 * move they weigh, and spreading objects took a third of their time. The pool of heroes is shared,
 * being only ever replaced whole. tests/engine/battle-dice/copies.test.ts checks that a copy equals
 * its state and shares nothing else, so a field added here by reference shows there.
 */
export function copyState(state: BattleDiceState): BattleDiceState {
  const { phase, turn, suddenDeathOffer } = state;
  return {
    rng: [...state.rng],
    events: [],
    options: state.options,
    seats: state.seats,
    players: state.players.map(copyPlayer),
    pool: state.pool,
    maxHealth: state.maxHealth,
    suddenDeathFrom: state.suddenDeathFrom,
    suddenDeathOffer: { from: suddenDeathOffer.from, accepted: [...suddenDeathOffer.accepted] },
    firstSeat: state.firstSeat,
    phase:
      phase.kind === 'draft'
        ? { kind: 'draft', order: [...phase.order] }
        : phase.kind === 'capture'
          ? { kind: 'capture', by: phase.by, from: phase.from, heroes: [...phase.heroes] }
          : { kind: phase.kind },
    turn: turn && copyTurn(turn),
    effects: state.effects.map((effect) => ({ ...effect })),
    turnNumber: state.turnNumber,
    eliminations: state.eliminations.map((group) => [...group]),
    winners: state.winners && [...state.winners],
  };
}

function copyPlayer(player: Player): Player {
  return {
    name: player.name,
    team: [...player.team],
    health: player.health,
    knockouts: player.knockouts,
    down: player.down,
    downedBy: player.downedBy,
    cursedOut: player.cursedOut,
    eliminated: player.eliminated,
  };
}

function copyTurn(turn: Turn): Turn {
  return {
    seat: turn.seat,
    stage: turn.stage,
    diceToRoll: turn.diceToRoll,
    rolled: turn.rolled.map((die) => ({ ...die })),
    results: turn.results.map((result) => ({ ability: result.ability, dice: [...result.dice], done: result.done })),
    savedFocus: turn.savedFocus,
    focusUsed: turn.focusUsed,
    lightActive: turn.lightActive,
    curseSelfTaken: turn.curseSelfTaken,
    reviveHeal: turn.reviveHeal,
    blocks: turn.blocks.map((block) => ({ seat: block.seat, remaining: block.remaining })),
  };
}

const moveRules: MoveRules<BattleDiceState, BattleDiceAction> = {
  seatCount: (state) => state.players.length,
  isOver: (state) => state.phase.kind === 'over',
  activeSeats,
  legalActions,
};

/** Applies a move with dice from `roll`. Validates the move first; never mutates `state`. */
export function step(state: BattleDiceState, seat: Seat, action: unknown, roll: Roller): BattleDiceState {
  return stepLegal(state, seat, legalMove(moveRules, state, seat, action), roll);
}

/**
 * `step` for a move taken from `legalActions(state, seat)` itself, unchecked: the bots and the
 * previews try every legal move of a turn, thousands a decision, and checking each again against
 * the list it came from took nearly half of their time.
 */
export function stepLegal(state: BattleDiceState, seat: Seat, move: BattleDiceAction, roll: Roller): BattleDiceState {
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

function noDice(): Ability {
  throw new Error('no die is rolled while results are applied');
}

export function previews(state: BattleDiceState): ActionPreview[] {
  if (state.phase.kind !== 'battle' || state.turn?.stage !== 'resolve') return [];
  const seat = state.turn.seat;
  return legalActions(state, seat).map((action) => {
    const after = stepLegal(state, seat, action, noDice);
    return { action, health: after.players.map((player) => player.health), events: after.events };
  });
}

export function view(state: BattleDiceState, _viewer: Viewer): BattleDiceView {
  const { rng: _rng, ...visible } = state;
  return { ...visible, previews: previews(state) };
}
