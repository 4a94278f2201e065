/**
 * Battle Dice: the shapes of its heroes, state, view, actions and events. The draft screen, the
 * battle table and the bots read these; only `rules.ts` writes them.
 *
 * Seats are in clockwise order, and play passes to the left: a seat's LEFT neighbour is the next
 * seat still in the game clockwise (seat + 1, skipping eliminated seats), its RIGHT neighbour the
 * previous one. With two players left, both neighbours are the same opponent.
 *
 * Everything in Battle Dice is public (open information): the view is the state without its
 * PRNG, plus previews of what each pending choice would do.
 */
import type { BaseState, Seat } from '../../core/types';

/** The fifteen abilities, one symbol per die face. */
export type Ability =
  | 'dark'
  | 'fire'
  | 'bash'
  | 'curse'
  | 'lightning'
  | 'drain'
  | 'light'
  | 'water'
  | 'shield'
  | 'meditate'
  | 'swarm'
  | 'growth'
  | 'ice'
  | 'poison'
  | 'focus';

export type Region = 'mainland' | 'islands' | 'mountain' | 'clouds';

/** A hero's stable id, e.g. 'wizard'; its name is `heroes.<id>` in locales/<lang>/battle-dice.json. */
export type HeroId = string;

/**
 * One hero die. Faces are numbered 0–5 and face i is opposite face i + 3. The signature ability
 * (the face bearing the hero's name) is faces[0] and again faces[3], so it comes up one roll in
 * three; faces 1, 2, 4 and 5 hold four other, distinct abilities.
 */
export interface Hero {
  id: HeroId;
  region: Region;
  faces: readonly [Ability, Ability, Ability, Ability, Ability, Ability];
}

/** Setup options (MatchConfig.options); every field may be left out. */
export interface BattleDiceOptions {
  /** 'classic' (default): damage goes left, heals to yourself. 'wild': each damage, heal and effect to the left or right. */
  mode: 'classic' | 'wild';
  /**
   * agreed at setup: the maximum health drops by 1 at the start of every turn after the first
   * (never below 1). A battle that drags on is offered it later (`BattleDiceState.suddenDeathOffer`).
   */
  suddenDeath: boolean;
  /** a one-on-one duel (exactly 2 players): nobody takes a hero from the loser */
  duel: boolean;
  /**
   * tournaments: a ready-made team per seat (3 distinct heroes), or [] for a seat that drafts; the
   * draft is skipped when every seat has its team
   */
  teams: HeroId[][] | null;
  /** tournaments: heroes out of this battle's draft (a Battle Masters series' heroes already used) */
  excluded: HeroId[];
}

/** Abilities that leave a die "placed forward" as an active effect. */
export type EffectAbility = 'shield' | 'meditate' | 'swarm' | 'growth' | 'ice' | 'poison' | 'focus';

/**
 * An active effect: a die placed forward by `owner`. Every effect ends with its owner's next
 * turn: SHIELD, ICE, POISON (and, in Wild, a SWARM or GROWTH given to a neighbour and not used yet)
 * are removed as that turn starts; the owner's own MEDITATE, SWARM and GROWTH act on that turn's
 * roll and are removed once the dice are rolled; a saved FOCUS is removed once the owner uses or
 * discards it during that turn. A SWARM or GROWTH given to a neighbour is removed once that
 * neighbour rolls. When the owner is eliminated, what they put on others lasts until play passes
 * their empty seat (see `endTurn` in rules.ts).
 */
export interface ActiveEffect {
  ability: EffectAbility;
  /** who rolled it */
  owner: Seat;
  /** the die that rolled it (a MEDITATE die is also the die that sits out) */
  hero: HeroId;
  /**
   * who is under the effect: the owner itself, except for ICE (the frozen hero's player), POISON,
   * and in Wild a SHIELD, SWARM or GROWTH given to a neighbour
   */
  target: Seat;
  /** ICE only: the hero that may not be rolled on its player's next turn */
  frozenHero?: HeroId;
}

export interface Player {
  name: string;
  /** heroes in the order they joined the team (drafted, then captured) */
  team: HeroId[];
  health: number;
  /** how many times this player has reached 0 health: also the heal needed to revive */
  knockouts: number;
  /** at 0 health and not yet revived: must heal enough on their own turn or be eliminated */
  down: boolean;
  /** who dealt the damage that brought this player to 0 (null: the player's own doing) */
  downedBy: Seat | null;
  /** brought to 0 by their own CURSE: eliminated at the end of this turn, no revive, no hero taken */
  cursedOut: boolean;
  eliminated: boolean;
}

/** One hero die as it came up this turn. */
export interface RolledDie {
  hero: HeroId;
  /** the result that counts */
  face: Ability;
  /** LIGHTNING only: how many LIGHTNING came up in a row (the final other face is ignored) */
  lightning: number;
  /** LIGHTNING only: the ignored face that ended the run */
  endedBy?: Ability;
}

/**
 * One thing to apply from this turn's roll. DARK dice and LIGHT dice rolled together make one
 * result each (their values combine: 1 / 5 / 13 and 1 / 4 / 10); every other die is a result
 * of its own.
 */
export interface PendingResult {
  ability: Ability;
  /** indices in `Turn.rolled` */
  dice: number[];
  /** applied, saved (FOCUS) or discarded (MEDITATE, FOCUS) */
  done: boolean;
}

/** What remains of engaged shields during an attacker's turn. */
export interface ShieldBlock {
  seat: Seat;
  /** damage still to block this turn (3 per SHIELD); FIRE damage goes through */
  remaining: number;
}

export interface Turn {
  seat: Seat;
  /** 'choose': pick the heroes to roll; 'resolve': decide FOCUS, then apply results one by one */
  stage: 'choose' | 'resolve';
  /** how many heroes must be rolled (2, or 3 after SWARM/GROWTH; fewer if fewer can roll) */
  diceToRoll: number;
  rolled: RolledDie[];
  results: PendingResult[];
  /** FOCUS dice saved last turn and still to be used or discarded (decided all together) */
  savedFocus: number;
  /** FOCUS put to use this turn (rolled + saved): the multiplier is 2^count, at most ×16 */
  focusUsed: number;
  /** a LIGHT was rolled: this turn's heal above full health turns into damage */
  lightActive: boolean;
  /** CURSE self-damage (or its poisoned heal) already taken this turn */
  curseSelfTaken: boolean;
  /** total heal received this turn while down, counted toward the revive */
  reviveHeal: number;
  blocks: ShieldBlock[];
}

export type Phase =
  /** heroes are picked one at a time; `order` lists the seats still to pick, next first */
  | { kind: 'draft'; order: Seat[] }
  | { kind: 'battle' }
  /** `by` dealt the final damage to the eliminated `from` and may take one of `heroes` */
  | { kind: 'capture'; by: Seat; from: Seat; heroes: HeroId[] }
  | { kind: 'over' };

export interface BattleDiceState extends BaseState {
  /** what the last `apply` produced */
  events: BattleDiceEvent[];
  options: BattleDiceOptions;
  /** kept for the match runner's seat check */
  seats: { name: string }[];
  players: Player[];
  /** heroes nobody has picked yet */
  pool: HeroId[];
  /** the current full health (10, lower in sudden death) */
  maxHealth: number;
  /**
   * the turn sudden death took hold: 1 when agreed at setup, else the turn its offer was accepted
   * by everyone still playing; full health drops at the start of every later turn. null: not in force.
   */
  suddenDeathFrom: number | null;
  /**
   * Sudden death offered to a battle that drags on: open from turn `from` while sudden death is not
   * in force; each player still in the battle answers it before rolling, and it takes hold once all
   * have accepted. A refusal closes it until as many turns again have been played.
   */
  suddenDeathOffer: { from: number; accepted: Seat[] };
  /** drew the first pick of the draft, and rolls first */
  firstSeat: Seat;
  phase: Phase;
  /** the current turn (during the draft: null) */
  turn: Turn | null;
  effects: ActiveEffect[];
  /** turns started since the battle began (the first is 1) */
  turnNumber: number;
  /** seats eliminated, one group per elimination, earliest first */
  eliminations: Seat[][];
  /** null while the battle goes on; a draw has two winners */
  winners: Seat[] | null;
}

/** A hero-rolling choice: exactly `Turn.diceToRoll` distinct heroes that may roll. */
export type RollAction = {
  type: 'roll';
  heroes: HeroId[];
};

export type BattleDiceAction =
  /** draft: add a hero from the pool to your team */
  | { type: 'pick'; hero: HeroId }
  | RollAction
  /** a rolled FOCUS die: double the other dice now, save it for next turn, or drop it */
  | { type: 'focus'; result: number; choice: 'use' | 'save' | 'discard' }
  /** all FOCUS saved last turn: use them now or drop them */
  | { type: 'saved-focus'; choice: 'use' | 'discard' }
  /**
   * Apply result `result`. `target`: who takes its damage, heal or POISON, or in Wild who gets the
   * SHIELD (present whenever the result reaches someone: Classic offers one seat for damage and
   * heals, Wild both sides). `hero`: ICE's frozen hero (null when no neighbour hero can be frozen).
   * `bonus`: DRAIN under FOCUS, where the extra point goes. Wild only, where Classic has one
   * answer: `healTarget`, who DRAIN heals (Classic: the roller); `effectTarget`, who rolls three
   * heroes after SWARM or GROWTH (Classic: the roller); `overflowTarget`, who takes as damage the
   * roller's heal above full health in a LIGHT turn, present only when this result makes some
   * (Classic: the left-hand player).
   */
  | {
      type: 'apply';
      result: number;
      target?: Seat;
      hero?: HeroId | null;
      bonus?: 'damage' | 'heal';
      healTarget?: Seat;
      effectTarget?: Seat;
      overflowTarget?: Seat;
    }
  /** before rolling, while sudden death is offered: accept it, or refuse it for everyone */
  | { type: 'sudden-death'; accept: boolean }
  /** drop a MEDITATE result: no heal, and the die may roll next turn */
  | { type: 'discard'; result: number }
  /** after an elimination: take one of the loser's heroes, or none */
  | { type: 'capture'; hero: HeroId | null };

/** What one pending choice would do, shown before it is made. */
export interface ActionPreview {
  action: BattleDiceAction;
  /** everyone's health afterwards */
  health: number[];
  /** the events it would produce */
  events: BattleDiceEvent[];
}

export type BattleDiceView = Omit<BattleDiceState, 'rng'> & {
  /** during the 'resolve' stage, one preview per legal action of the active seat; empty otherwise */
  previews: ActionPreview[];
};

/** Fields every event carries: `seat` acts or is affected, `name` is that seat's name. */
type SeatEventBase = {
  seat: Seat;
  name: string;
};

/** Events of the log (keys `events.<type>` in locales/<lang>/battle-dice.json). */
export type BattleDiceEvent = SeatEventBase &
  (
    | { type: 'draft-start' }
    | { type: 'pick'; hero: HeroId }
    | { type: 'turn-start'; health: number }
    /** sudden death: full health dropped to `health` for everyone */
    | { type: 'sudden-death'; health: number }
    /** this seat accepted the sudden death offered; `count`: how many players have still to answer */
    | { type: 'sudden-death-accept'; count: number }
    /** this seat refused the sudden death offered: it is offered again from turn `again` */
    | { type: 'sudden-death-decline'; again: number }
    /** everyone still playing accepted: full health drops from the next turn on */
    | { type: 'sudden-death-agreed' }
    /** an effect of this seat ran out as its turn began */
    | { type: 'effect-ends'; ability: EffectAbility; hero: HeroId }
    | { type: 'roll'; heroes: HeroId[]; faces: Ability[]; count: number }
    /** a LIGHTNING die kept rolling: `count` LIGHTNING in a row, then `face` (ignored) */
    | { type: 'lightning-run'; hero: HeroId; count: number; face: Ability }
    | { type: 'focus-use'; hero: HeroId; count: number }
    | { type: 'focus-save'; hero: HeroId }
    | { type: 'focus-discard'; hero: HeroId }
    | { type: 'saved-focus-use'; count: number }
    | { type: 'saved-focus-discard'; count: number }
    /** `count` damage to `to` from `ability` (after shields); `blocked` taken off by shields */
    | { type: 'damage'; ability: Ability; to: Seat; toName: string; count: number; blocked: number; health: number }
    /** a heal: `count` health gained by `to` (a revive in progress counts heal while health stays 0) */
    | { type: 'heal'; ability: Ability; to: Seat; toName: string; count: number; health: number }
    /** a heal while down, counted toward the revive: `total` so far this turn, `needed` to get up */
    | { type: 'revive-heal'; ability: Ability; count: number; total: number; needed: number }
    /** a heal received while poisoned turned into `count` damage */
    | { type: 'poison-damage'; ability: Ability; to: Seat; toName: string; count: number; health: number }
    /** LIGHT: heal above full health dealt as `count` damage */
    | { type: 'overflow'; ability: Ability; to: Seat; toName: string; count: number; blocked: number; health: number }
    | { type: 'curse-self'; count: number; health: number }
    /** poisoned: CURSE's self-damage became a gain of 1 health */
    | { type: 'curse-heal'; count: number; health: number }
    /** `to`: in Wild, the neighbour the SHIELD protects (absent: the roller) */
    | { type: 'shield'; hero: HeroId; to?: Seat; toName?: string }
    | { type: 'shield-engaged'; by: Seat; byName: string; count: number }
    | { type: 'poisoned'; to: Seat; toName: string }
    | { type: 'frozen'; to: Seat; toName: string; hero: HeroId }
    | { type: 'freeze-none' }
    | { type: 'meditate'; hero: HeroId }
    | { type: 'meditate-discard'; hero: HeroId }
    /** `to`: in Wild, the neighbour who rolls three heroes next turn (absent: the roller) */
    | { type: 'extra-die'; hero: HeroId; ability: Ability; to?: Seat; toName?: string }
    | { type: 'knocked-out'; by: Seat | null; byName: string; count: number }
    | { type: 'revived'; health: number; count: number }
    | { type: 'eliminated'; by: Seat | null; byName: string }
    | { type: 'cursed-out' }
    | { type: 'capture'; from: Seat; fromName: string; hero: HeroId }
    | { type: 'capture-declined'; from: Seat; fromName: string }
    | { type: 'winner' }
    | { type: 'draw'; other: Seat; otherName: string }
  );
