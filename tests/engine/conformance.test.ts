/** Runs the conformance suite for every game in engine/games/index.ts: new games are covered as they are added. */
import { gameModules } from '../../engine/games';
import type { BattleDiceState } from '../../engine/games/battle-dice/types';
import { searchBot } from '../../engine/games/thud/bots';
import { legalMoves } from '../../engine/games/thud/rules';
import type { ThudState } from '../../engine/games/thud/types';
import { maxGreen } from '../../engine/games/troll-dice/rules';
import type { TrollDiceState } from '../../engine/games/troll-dice/types';
import { throwOptions } from '../../engine/games/trolldilemma/rules';
import type { TrolldilemmaState } from '../../engine/games/trolldilemma/types';
import { conformanceSuite, type ConformanceHooks } from './conformance';
import { trolHooks } from './trol/hooks';

/** what each game adds to the generic checks: its own kinds of illegal move, its secrets */
const hooks: Record<string, ConformanceHooks<any>> = {
  'troll-dice': {
    // everything in Troll Dice is public: no secrets hook
    illegalActions(state: TrollDiceState, seat) {
      const eliminated = state.trolls.flatMap((troll, other) => (troll.out ? [other] : []));
      if (state.phase.kind === 'roll') {
        return [
          { type: 'roll', green: maxGreen(state) + 1 },
          { type: 'roll', green: -1 },
          { type: 'roll', green: 0.5 },
          { type: 'roll', green: '0' },
          { type: 'roll' },
          { type: 'give', die: 0, to: (seat + 1) % state.trolls.length },
        ];
      }
      if (state.phase.kind !== 'assign') return [];
      const { dice, unassigned } = state.phase;
      const notToGive = dice.flatMap((_, die) => (unassigned.includes(die) ? [] : [die]));
      const die = unassigned[0];
      const opponent = state.trolls.findIndex((troll, other) => other !== seat && !troll.out);
      return [
        { type: 'give', die, to: seat },
        ...eliminated.map((to) => ({ type: 'give', die, to })),
        ...notToGive.map((other) => ({ type: 'give', die: other, to: opponent })),
        { type: 'give', die: dice.length, to: opponent },
        { type: 'give', die: -1, to: opponent },
        { type: 'give', die, to: state.trolls.length },
        { type: 'give', die: String(die), to: opponent },
        { type: 'roll', green: 0 },
      ];
    },
  },
  'battle-dice': {
    // everything in Battle Dice is public: no secrets hook; fewer games, each is longer than Troll Dice's
    games: 1000,
    illegalActions(state: BattleDiceState, seat) {
      const others = state.players.flatMap((player, other) => (other === seat ? [] : player.team));
      const mine = state.players[seat].team;
      if (state.phase.kind === 'draft') {
        return [{ type: 'pick', hero: 'nobody' }, ...others.slice(0, 1).map((hero) => ({ type: 'pick', hero })), { type: 'pick' }];
      }
      if (state.phase.kind === 'capture') return [{ type: 'capture', hero: 'nobody' }, ...mine.slice(0, 1).map((hero) => ({ type: 'capture', hero }))];
      const turn = state.turn;
      if (!turn) return [];
      if (turn.stage === 'choose') {
        return [{ type: 'roll', heroes: others.slice(0, 2) }, { type: 'roll', heroes: [...mine, ...mine] }, { type: 'apply', result: 0 }];
      }
      const done = turn.results.flatMap((result, index) => (result.done ? [index] : []));
      return [
        { type: 'apply', result: turn.results.length, target: (seat + 1) % state.players.length },
        ...done.map((result) => ({ type: 'apply', result, target: (seat + 1) % state.players.length })),
        { type: 'roll', heroes: mine.slice(0, 2) },
        { type: 'capture', hero: null },
      ];
    },
  },
  trolldilemma: {
    illegalActions(state: TrolldilemmaState, seat) {
      const phase = state.phase;
      const others = state.trolls.length;
      if (phase.kind === 'redirect') {
        const cards = state.trolls[seat].hand.length;
        return [
          { type: 'throw', targets: [] },
          { type: 'throw', targets: Array(cards + 1).fill('middle') },
          { type: 'throw', targets: Array(cards).fill(others) },
          { type: 'throw', targets: Array(cards).fill(-1) },
          { type: 'throw', targets: Array(cards).fill('nowhere') },
          { type: 'throw' },
          { type: 'point', side: 'left' },
          { type: 'pass' },
        ];
      }
      if (phase.kind === 'trolley') return [{ type: 'point', side: 'up' }, { type: 'point' }, { type: 'pass' }, { type: 'throw', targets: [0] }];
      const notForSale = ['toll-sign', 'iron-helmet', 'lucky-charm', 'mirror', 'treasure-map', 'soap', 'troll-horn'].filter(
        (item) => !state.market.includes(item as never),
      );
      return [
        { type: 'buy', item: 'crown' },
        ...notForSale.map((item) => ({ type: 'buy', item })),
        { type: 'buy', item: 'stink-bomb', target: seat },
        { type: 'buy', item: 'stink-bomb', target: others },
        { type: 'point', side: 'left' },
      ];
    },
    // a pending throw or side is its chooser's secret; the deck's order is nobody's
    hiddenVariants(state: TrolldilemmaState, random) {
      const variants: { owner: number | null; state: TrolldilemmaState }[] = [];
      const reshuffled = structuredClone(state);
      reshuffled.deck.sort(() => random() - 0.5);
      variants.push({ owner: null, state: reshuffled });
      const phase = state.phase;
      if (phase.kind === 'redirect' || phase.kind === 'trolley') {
        phase.choices.forEach((choice, seat) => {
          if (choice === null) return;
          const other = structuredClone(state);
          if (other.phase.kind === 'trolley') other.phase.choices[seat] = choice === 'left' ? 'right' : 'left';
          else if (other.phase.kind === 'redirect') {
            const options = throwOptions(state.trolls[seat].hand.length, state.trolls.length);
            other.phase.choices[seat] = options[Math.floor(random() * options.length)];
          }
          variants.push({ owner: seat, state: other });
        });
      }
      return variants;
    },
  },
  thud: {
    // Thud games are long (hundreds of moves, each with ~650 dwarf moves to check): fewer games
    games: 40,
    deepCheckEvery: 10,
    illegalActions(state: ThudState) {
      if (state.proposal) return [{ type: 'propose-end' }, { type: 'move', from: 'F1', to: 'F2', captures: [] }];
      const move = legalMoves(state)[0];
      return [
        { type: 'accept-end' },
        { type: 'decline-end' },
        ...(state.declined ? [{ type: 'propose-end' }] : []),
        { ...move, captures: [...move.captures, 'H8'] },
        { ...move, to: 'H8' },
        { ...move, to: move.from },
        { type: 'move', from: 'H8', to: 'H9', captures: [] },
        { type: 'move', from: 'I1', to: 'F2', captures: [] },
        { type: 'move', from: move.from, to: move.to },
      ];
    },
    // the three levels think for seconds a move; the same search on small node caps plays the games
    bots: [
      searchBot('easy', { maxDepth: 1, maxNodes: 300, timeMs: Infinity }),
      searchBot('medium', { maxDepth: 3, maxNodes: 1_000, timeMs: Infinity }),
      searchBot('hard', { maxDepth: 64, maxNodes: 2_000, timeMs: Infinity }),
    ],
  },
  // its illegal moves, the hands' secrets, and what nobody sees: piles, cards laid face down
  trol: trolHooks,
};

for (const module of Object.values(gameModules)) {
  conformanceSuite(module, hooks[module.definition.id]);
}
