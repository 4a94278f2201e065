/**
 * Trolldilemma bots. Both read only what their seat may see (`view(state, seat)` and their own
 * legal actions): never another troll's pending throw or the deck's order.
 *
 * `smart` plays the dilemma: for each way to throw its cards it imagines the others' throws
 * (sampled, leaning on the richest troll), works out who then robs which revealed traveller and
 * what that is worth to each troll, and keeps the throw that leaves it best placed against the
 * others — the richest above all. For the Troll'ey it weighs every left/right the others may show;
 * at RESTOCK it buys an item when what it should bring back is worth more than its price.
 */
import type { Bot, Seat } from '../../core/types';
import { FIGHTS_BACK_FROM, GAMBLER_STAKE, HELMET_BLOCKS, ITEM_SKULLS, MINSTREL_MAX, traveller } from './cards';
import { legalActions, raidOrder, trolleyPath, view } from './rules';
import type { ItemId, Lot, Side, ThrowTarget, TravellerId, TrolldilemmaAction, TrolldilemmaState, TrolldilemmaView, TrollView } from './types';

export const random: Bot<TrolldilemmaState> = {
  id: 'random',
  choose(state, seat, source) {
    const actions = legalActions(state, seat);
    return actions[Math.floor(source() * actions.length)];
  },
};

/** what one more skull costs a troll, in coins: it brings the braver (and angrier) travellers */
const SKULL_COST = 1.5;
/** imagined throws of the others for each REDIRECT decision */
const THROW_SAMPLES = 24;
/** how often a troll robs a traveller who fights back, per round (measured over bot games) */
const FIGHTS_PER_ROUND = 0.3;

/** how much each troll's gain matters to `seat`: its own fully, the richest rival most among the others */
function weights(trolls: readonly TrollView[], seat: Seat): number[] {
  const others = trolls.flatMap((_, other) => (other === seat ? [] : [other]));
  const richest = others.reduce((best, other) => (trolls[other].coins > trolls[best].coins ? other : best), others[0]);
  return trolls.map((_, other) => (other === seat ? 1 : -(0.5 / others.length + (other === richest ? 0.5 : 0))));
}

function score(deltas: readonly number[], weight: readonly number[]): number {
  return deltas.reduce((sum, delta, seat) => sum + delta * weight[seat], 0);
}

function richestOtherOf(trolls: readonly TrollView[], seat: Seat): Seat {
  let best = (seat + 1) % trolls.length;
  for (let offset = 2; offset < trolls.length; offset++) {
    const other = (seat + offset) % trolls.length;
    if (trolls[other].coins > trolls[best].coins) best = other;
  }
  return best;
}

/** what robbing `card` is worth to `owner` and costs the others, in coins (skulls counted at SKULL_COST) */
function cardDeltas(trolls: readonly TrollView[], owner: Seat, card: TravellerId, deltas: number[]): void {
  const me = trolls[owner];
  const effect = traveller(card).effect;
  const paid = (coins: number) => coins * (me.thisTurn.includes('treasure-map') ? 2 : 1);
  switch (effect.kind) {
    case 'pay':
    case 'guide':
      deltas[owner] += paid(effect.coins);
      break;
    case 'cursed':
      deltas[owner] += paid(effect.coins) - SKULL_COST;
      break;
    case 'pedlar':
      deltas[owner] += paid(effect.coins) + 1;
      break;
    case 'pickpocket': {
      const victim = richestOtherOf(trolls, owner);
      const taken = Math.min(effect.coins, trolls[victim].coins);
      deltas[owner] += taken;
      deltas[victim] -= taken;
      break;
    }
    case 'wash':
      deltas[owner] += paid(effect.coins) + Math.min(effect.skulls, me.skulls) * SKULL_COST;
      break;
    case 'gossip':
      deltas[owner] += paid(effect.coins);
      if (me.skulls > 0) {
        deltas[owner] += SKULL_COST;
        deltas[(owner + 1) % trolls.length] -= SKULL_COST;
      }
      break;
    case 'end-of-turn': {
      deltas[owner] += paid(effect.coins);
      if (effect.at === 'alms') {
        const giver = richestOtherOf(trolls, owner);
        const given = Math.min(2, trolls[giver].coins);
        deltas[owner] += given;
        deltas[giver] -= given;
      } else if (effect.at === 'minstrel') deltas[owner] += Math.min(me.skulls, MINSTREL_MAX);
      else if (effect.at === 'trollbird') {
        trolls.forEach((other, seat) => {
          if (other.coins > me.coins) {
            deltas[owner] += 1;
            deltas[seat] -= 1;
          }
        });
      } else {
        deltas[owner] += trolls.every((other) => other.coins <= me.coins) ? -GAMBLER_STAKE : GAMBLER_STAKE;
      }
      break;
    }
    case 'fight': {
      const blocked = me.items.includes('iron-helmet') ? HELMET_BLOCKS : 0;
      const loss = me.items.includes('lucky-charm') ? 0 : Math.min(me.coins, Math.max(0, effect.coins - blocked));
      deltas[owner] -= loss;
      if (effect.after === 'skull') deltas[owner] -= SKULL_COST;
      if (effect.after === 'wash' && me.skulls > 0) deltas[owner] += SKULL_COST;
      if (effect.after === 'hex') trolls.forEach((other, seat) => seat !== owner && other.coins > 0 && (deltas[seat] -= 1));
      break;
    }
    case 'trolley':
      break;
  }
}

/**
 * What each lot is worth to `seat`, by which troll robs it: `[lot][owner]`. A lot's worth to its
 * owner and the others does not depend on who robs the other lots, so it is reckoned once per
 * decision, and each imagined raid only looks up its order.
 */
function lotScores(trolls: readonly TrollView[], lots: readonly Lot[], weight: readonly number[]): number[][] {
  return lots.map((lot) =>
    trolls.map((_, owner) => {
      const deltas = trolls.map(() => 0);
      for (const card of lot.cards) cardDeltas(trolls, owner, card, deltas);
      return score(deltas, weight);
    }),
  );
}

/** a guess at where another troll throws a card: at the richest troll often, otherwise anywhere */
function imaginedThrow(trolls: readonly TrollView[], from: Seat, source: () => number): ThrowTarget {
  const r = source();
  if (r < 0.35) return richestOtherOf(trolls, from);
  if (r < 0.45) return 'middle';
  return Math.floor(source() * trolls.length);
}

/** every throw of `options` with what it is worth to `seat`, over the others' imagined throws */
function throwValues(seen: TrolldilemmaView, seat: Seat, options: TrolldilemmaAction[], source: () => number): { action: TrolldilemmaAction; value: number }[] {
  const { trolls, lots, firstPlayer } = seen;
  const weight = weights(trolls, seat);
  const worth = lotScores(trolls, lots, weight);
  const mirrored = (to: ThrowTarget) => to === 'middle' || trolls[to].thisTurn.includes('mirror');
  const samples = Array.from({ length: THROW_SAMPLES }, () => {
    const skulls = trolls.map((troll) => troll.skulls);
    trolls.forEach((troll, from) => {
      if (from === seat) return;
      for (let card = 0; card < troll.hand.length; card++) {
        const to = imaginedThrow(trolls, from, source);
        if (!mirrored(to)) skulls[to as Seat] += 1;
      }
    });
    return skulls;
  });
  return options.flatMap((option) => {
    if (option.type !== 'throw') return [];
    const added = trolls.map(() => 0);
    for (const to of option.targets) if (!mirrored(to)) added[to as Seat] += 1;
    // skulls stay for the rounds to come: one more on a troll costs it SKULL_COST from then on
    let value = score(
      added.map((count) => -count * SKULL_COST),
      weight,
    );
    let raid = 0;
    for (const sample of samples) {
      const skulls = sample.map((count, other) => count + added[other]);
      const order = raidOrder(skulls, firstPlayer);
      for (let lot = 0; lot < lots.length; lot++) raid += worth[lot][order[lot]];
    }
    value += raid / samples.length + source() * 1e-6;
    return [{ action: option, value }];
  });
}

function chooseThrow(seen: TrolldilemmaView, seat: Seat, options: TrolldilemmaAction[], source: () => number): TrolldilemmaAction {
  return throwValues(seen, seat, options, source).reduce((best, thrown) => (thrown.value > best.value ? thrown : best)).action;
}

function chooseSide(seen: TrolldilemmaView, seat: Seat): TrolldilemmaAction {
  const phase = seen.phase;
  if (phase.kind !== 'trolley') throw new Error('no Troll’ey to point at');
  const { trolls } = seen;
  const weight = weights(trolls, seat);
  const others = trolls.length - 1;
  const value = (mine: Side): number => {
    let total = 0;
    for (let mask = 0; mask < 1 << others; mask++) {
      const sides: Side[] = [mine];
      for (let bit = 0; bit < others; bit++) sides.push(mask & (1 << bit) ? 'left' : 'right');
      const path = trolleyPath(phase.holder, sides, trolls.length);
      const coins = trolls.map((troll) => troll.coins);
      const skulls = trolls.map((troll) => troll.skulls);
      const deltas = trolls.map(() => 0);
      let load = 0;
      for (const from of path.slice(0, -1)) {
        if (coins[from] > 0) {
          coins[from] -= 1;
          deltas[from] -= 1;
          load += 1;
        }
        if (skulls[from] > 0) {
          skulls[from] -= 1;
          // a skull carried off is one fewer for `from` and one more for whoever the Troll'ey stops at
          deltas[from] += SKULL_COST;
          deltas[path[path.length - 1]] -= SKULL_COST;
        }
      }
      deltas[path[path.length - 1]] += load;
      total += score(deltas, weight);
    }
    return total;
  };
  return { type: 'point', side: value('left') >= value('right') ? 'left' : 'right' };
}

/** what an item should bring its buyer over the rest of the game, in coins */
function itemValue(seen: TrolldilemmaView, seat: Seat, id: ItemId, weight: readonly number[]): { value: number; target?: Seat } {
  const { trolls } = seen;
  const me = trolls[seat];
  const roundsLeft = Math.max(0, Math.floor(seen.deckSize / trolls.length));
  const braveLeft = Math.max(0, 55 - FIGHTS_BACK_FROM + 1) / 55;
  switch (id) {
    case 'toll-sign':
      return { value: roundsLeft };
    case 'iron-helmet':
      return { value: roundsLeft * FIGHTS_PER_ROUND * HELMET_BLOCKS * (braveLeft / 0.25) };
    case 'lucky-charm':
      return { value: Math.min(1, roundsLeft * FIGHTS_PER_ROUND) * 4 };
    case 'mirror': {
      const incoming = trolls.reduce((sum, troll, other) => sum + (other === seat ? 0 : troll.hand.length), 0) / trolls.length;
      return { value: roundsLeft > 0 ? incoming * SKULL_COST : 0 };
    }
    case 'treasure-map':
      return { value: roundsLeft > 0 ? 4 : 0 };
    case 'soap':
      return { value: Math.min(ITEM_SKULLS, me.skulls) * SKULL_COST };
    case 'stink-bomb': {
      const target = richestOtherOf(trolls, seat);
      return { value: Math.min(ITEM_SKULLS, me.skulls) * SKULL_COST * (1 - weight[target]), target };
    }
    case 'troll-horn':
      return { value: trolls.reduce((sum, troll, other) => sum + (other !== seat && troll.coins > 0 ? 1 - weight[other] : 0), 0) };
  }
}

function chooseBuy(seen: TrolldilemmaView, seat: Seat, options: TrolldilemmaAction[]): TrolldilemmaAction {
  if (seen.phase.kind !== 'restock') return { type: 'pass' };
  const weight = weights(seen.trolls, seat);
  let best: TrolldilemmaAction = { type: 'pass' };
  let bestValue = seen.phase.price;
  for (const id of seen.market) {
    const { value, target } = itemValue(seen, seat, id, weight);
    const action: TrolldilemmaAction = target === undefined ? { type: 'buy', item: id } : { type: 'buy', item: id, target };
    if (value > bestValue && options.some((option) => option.type === 'buy' && option.item === id && option.target === action.target)) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}

export const smart: Bot<TrolldilemmaState> = {
  id: 'smart',
  choose(state, seat, source) {
    const seen = view(state, seat);
    const options = legalActions(state, seat);
    switch (seen.phase.kind) {
      case 'redirect':
        return chooseThrow(seen, seat, options, source);
      case 'trolley':
        return chooseSide(seen, seat);
      default:
        return chooseBuy(seen, seat, options);
    }
  },
};

export const bots: Bot<TrolldilemmaState>[] = [random, smart];

/** how many throws the expert searches: with three cards in hand at five trolls there are 216 */
const SHORTLIST = 6;

/** For the expert's search: the few best throws by the smart level's reckoning (from the seat's own view), or every other choice (there are few). */
export function shortlist(state: TrolldilemmaState, seat: Seat, source: () => number): TrolldilemmaAction[] {
  const options = legalActions(state, seat);
  const seen = view(state, seat);
  if (seen.phase.kind !== 'redirect' || options.length <= SHORTLIST) return options;
  return throwValues(seen, seat, options, source)
    .sort((a, b) => b.value - a.value)
    .slice(0, SHORTLIST)
    .map(({ action }) => action);
}
