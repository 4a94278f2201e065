/**
 * Troll Dice bots. `smart` weighs exact probabilities rather than searching: how many hits each
 * opponent takes from white dice (a shield blocks a third of them) and red dice (a counter duel
 * ends on the defender six times out of seven, on the attacker once), what it takes to knock an
 * opponent out for a rejuvenation, and, for the frenzy, healing against hitting power and the
 * risk that counters bring its own health to zero.
 */
import type { Bot, Seat } from '../../core/types';
import { MAX_HEALTH } from './dice';
import { legalActions, maxGreen, opponentsInGame } from './rules';
import type { TrollDiceAction, TrollDiceState } from './types';

export const random: Bot<TrollDiceState> = {
  id: 'random',
  choose(state, seat, source) {
    const actions = legalActions(state, seat);
    return actions[Math.floor(source() * actions.length)];
  },
};

/**
 * What a troll's health is worth: concave, because the last points keep a troll in the game
 * (and out of reach of a rejuvenation) while the top ones are soon lost again.
 */
const HEALTH_VALUE = [0, 4, 6.2, 7.8, 9, 10, 10.8];
/** an extra attack from a blood surge, in health-value units */
const SURGE_VALUE = 3;
/** a white die given is a wound unless the defender rolls one of its two shields */
const WHITE_WOUNDS = 4 / 6;
/** a red die given: a counter (1/6) starts a duel; whoever rolls the first non-counter takes the wound */
const RED_WOUNDS_DEFENDER = 6 / 7;
const RED_WOUNDS_ATTACKER = 1 - RED_WOUNDS_DEFENDER;

/** probabilities of 0..n successes */
function binomial(n: number, p: number): number[] {
  let dist = [1];
  for (let i = 0; i < n; i++) dist = dist.map((q, k) => q * (1 - p) + (k > 0 ? dist[k - 1] * p : 0)).concat(dist[i] * p);
  return dist;
}

function convolve(a: number[], b: number[]): number[] {
  const out = Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((p, i) => b.forEach((q, j) => (out[i + j] += p * q)));
  return out;
}

/** the odds of each number of wounds from `whites` white and `reds` red hits, by whites then reds: read, never written */
const woundOdds: number[][][] = [];

function woundsFrom(whites: number, reds: number): number[] {
  const byReds = (woundOdds[whites] ??= []);
  return (byReds[reds] ??= convolve(binomial(whites, WHITE_WOUNDS), binomial(reds, RED_WOUNDS_DEFENDER)));
}

/** what `whites` white and `reds` red hits are worth against an opponent with `health` */
function hitValue(health: number, whites: number, reds: number, worth: HitWorth): number {
  // the search plans every attack of every rollout: the same handfuls of hits come back again and again
  const wounds = woundsFrom(whites, reds);
  let value = 0;
  wounds.forEach((p, count) => {
    const left = Math.max(0, health - count);
    value += p * ((HEALTH_VALUE[health] - HEALTH_VALUE[left]) * worth.damage + (left === 0 ? worth.knockout : 0));
  });
  return value;
}

interface HitPlan {
  /** best total value for each (whites, reds) still to hand out */
  value: number[][];
  /** for each opponent in order, for each (whites, reds) left before it: what it gets */
  share: [number, number][][][];
}

/**
 * Best split of up to `whites` white and `reds` red hits between opponents, given what each one
 * already holds: a knapsack over opponents, exact for every total at once.
 */
function planHits(healths: number[], held: [number, number][], whites: number, reds: number, worth: HitWorth): HitPlan {
  const share: [number, number][][][] = [];
  // value[w][r]: the best value of the opponents after this one, with w whites and r reds to share
  let after = Array.from({ length: whites + 1 }, () => Array<number>(reds + 1).fill(0));
  for (let j = healths.length - 1; j >= 0; j--) {
    const gain = Array.from({ length: whites + 1 }, (_, w) =>
      Array.from({ length: reds + 1 }, (_, r) => hitValue(healths[j], held[j][0] + w, held[j][1] + r, worth)),
    );
    const table = Array.from({ length: whites + 1 }, () => Array<number>(reds + 1).fill(-Infinity));
    const choice = Array.from({ length: whites + 1 }, () => Array<[number, number]>(reds + 1).fill([0, 0]));
    for (let w = 0; w <= whites; w++) {
      for (let r = 0; r <= reds; r++) {
        // the last opponent takes whatever is left: every die must be given
        const wFrom = j === healths.length - 1 ? w : 0;
        const rFrom = j === healths.length - 1 ? r : 0;
        for (let x = wFrom; x <= w; x++) {
          for (let y = rFrom; y <= r; y++) {
            const value = gain[x][y] + after[w - x][r - y];
            if (value > table[w][r]) {
              table[w][r] = value;
              choice[w][r] = [x, y];
            }
          }
        }
      }
    }
    share[j] = choice;
    after = table;
  }
  return { value: after, share };
}

/**
 * The attack roll's odds for each handful of dice, worked out once: the search weighs a Frenzy at
 * every turn of every rollout, and there are only a few hundred handfuls. Shared: read, never written.
 */
const rollOdds = new Map<number, number[][][][]>();

/** distribution of the attack roll: [white clubs][red clubs][healing, capped][surges, 3 = blood surge] */
function attackRollOdds(whites: number, reds: number, greens: number, room: number): number[][][][] {
  // each count is at most MAX_HEALTH, below 8
  const key = ((whites * 8 + reds) * 8 + greens) * 8 + room;
  let odds = rollOdds.get(key);
  if (!odds) {
    odds = rollOddsOf(whites, reds, greens, room);
    rollOdds.set(key, odds);
  }
  return odds;
}

function rollOddsOf(whites: number, reds: number, greens: number, room: number): number[][][][] {
  type Outcome = [number, number, number, number];
  let odds = new Map<string, { at: Outcome; p: number }>([['0,0,0,0', { at: [0, 0, 0, 0], p: 1 }]]);
  const addDie = (faces: [Outcome, number][]) => {
    const next = new Map<string, { at: Outcome; p: number }>();
    for (const { at, p } of odds.values()) {
      for (const [delta, q] of faces) {
        const to: Outcome = [at[0] + delta[0], at[1] + delta[1], Math.min(room, at[2] + delta[2]), Math.min(3, at[3] + delta[3])];
        const key = to.join();
        const entry = next.get(key);
        if (entry) entry.p += p * q;
        else next.set(key, { at: to, p: p * q });
      }
    }
    odds = next;
  };
  for (let i = 0; i < whites; i++) addDie([[[1, 0, 0, 0], 1 / 2], [[0, 0, 0, 0], 1 / 2]]);
  for (let i = 0; i < reds; i++) addDie([[[0, 1, 0, 0], 1 / 6], [[0, 0, 1, 0], 1 / 6], [[0, 0, 0, 1], 1 / 6], [[0, 0, 0, 0], 1 / 2]]);
  for (let i = 0; i < greens; i++) addDie([[[0, 0, 1, 0], 1 / 6], [[0, 0, 2, 0], 1 / 6], [[0, 0, 0, 1], 1 / 6], [[0, 0, 0, 0], 1 / 2]]);
  const table = Array.from({ length: whites + 1 }, () =>
    Array.from({ length: reds + 1 }, () => Array.from({ length: room + 1 }, () => [0, 0, 0, 0])),
  );
  for (const { at, p } of odds.values()) table[at[0]][at[1]][at[2]][at[3]] += p;
  return table;
}

/** the odds of each number of wounds the attacker takes back from `n` red clubs handed out: read, never written */
const counterWoundOdds: number[][] = [];

/** the expected worth of rolling with `green` white dice swapped, for the attacker */
function frenzyValue(state: TrollDiceState, seat: Seat, green: number, plan: HitPlan): number {
  const health = state.trolls[seat].health;
  const room = MAX_HEALTH - health;
  const odds = attackRollOdds(health - green, MAX_HEALTH - health, green, room);
  let value = 0;
  odds.forEach((byReds, whiteClubs) =>
    byReds.forEach((byHeal, redClubs) => {
      // each red club handed out comes back as a wound once in seven
      const counterWounds = (counterWoundOdds[redClubs] ??= binomial(redClubs, RED_WOUNDS_ATTACKER));
      byHeal.forEach((bySurges, heal) =>
        bySurges.forEach((p, surges) => {
          if (p === 0) return;
          let mine = 0;
          counterWounds.forEach((q, wounds) => {
            const left = Math.max(0, health + heal - wounds);
            mine += q * (HEALTH_VALUE[left] + (surges === 3 && left > 0 ? SURGE_VALUE : 0));
          });
          value += p * (plan.value[whiteClubs][redClubs] + mine);
        }),
      );
    }),
  );
  return value;
}

interface HitWorth {
  /** how much an opponent's lost health is worth to the attacker */
  damage: number;
  /** the attacker's gain when an opponent goes down */
  knockout: number;
}

/**
 * Wounds on one opponent help the attacker only in part when several are left: the others gain
 * as much, and an opponent knocked out no longer soaks up their hits. Weighing damage by one over
 * the square of the opponents left won clearly more games against the random bot than 1/n did
 * (measured over 1,000 four-player games). A knockout is worth its rejuvenation.
 */
function hitWorth(state: TrollDiceState, seat: Seat): HitWorth {
  const health = state.trolls[seat].health;
  const opponents = opponentsInGame(state, seat).length;
  return {
    damage: 1 / (opponents * opponents),
    knockout: HEALTH_VALUE[Math.min(MAX_HEALTH, health + 1)] - HEALTH_VALUE[health],
  };
}

function chooseFrenzy(state: TrollDiceState, seat: Seat): TrollDiceAction {
  const health = state.trolls[seat].health;
  const opponents = opponentsInGame(state, seat);
  const plan = planHits(
    opponents.map((other) => state.trolls[other].health),
    opponents.map(() => [0, 0]),
    health,
    MAX_HEALTH - health,
    hitWorth(state, seat),
  );
  let best = 0;
  let bestValue = -Infinity;
  for (let green = 0; green <= maxGreen(state); green++) {
    const value = frenzyValue(state, seat, green, plan);
    if (value > bestValue + 1e-9) {
      best = green;
      bestValue = value;
    }
  }
  return { type: 'roll', green: best };
}

function chooseTarget(state: TrollDiceState, seat: Seat): TrollDiceAction {
  if (state.phase.kind !== 'assign') throw new Error('no dice to give');
  const { dice, unassigned, assigned } = state.phase;
  const opponents = opponentsInGame(state, seat);
  const held = opponents.map((other): [number, number] => {
    const given = assigned.filter((gift) => gift.to === other).map((gift) => dice[gift.die].color);
    return [given.filter((color) => color === 'white').length, given.filter((color) => color === 'red').length];
  });
  const whites = unassigned.filter((die) => dice[die].color === 'white').length;
  const reds = unassigned.length - whites;
  const plan = planHits(
    opponents.map((other) => state.trolls[other].health),
    held,
    whites,
    reds,
    hitWorth(state, seat),
  );
  const die = unassigned[0];
  const colorIndex = dice[die].color === 'white' ? 0 : 1;
  let [w, r] = [whites, reds];
  for (let j = 0; j < opponents.length; j++) {
    const [x, y] = plan.share[j][w][r];
    if ((colorIndex === 0 ? x : y) > 0) return { type: 'give', die, to: opponents[j] };
    [w, r] = [w - x, r - y];
  }
  throw new Error('the hit plan hands out every die');
}

export const smart: Bot<TrollDiceState> = {
  id: 'smart',
  choose(state, seat) {
    return state.phase.kind === 'roll' ? chooseFrenzy(state, seat) : chooseTarget(state, seat);
  },
};

export const bots: Bot<TrollDiceState>[] = [random, smart];
