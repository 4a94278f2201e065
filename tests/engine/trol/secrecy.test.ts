/**
 * What each seat may see of a TRÔL game: its own hand only; never a pile, never the cards under
 * a two-player pile's top, never the face of a card laid face down at night — not even to the
 * player who laid it — until its hunt is triggered. Checked on every state of seeded random games
 * (views, and the public events of each move) and with the conformance suite's secrecy check.
 */
import { describe, expect, it } from 'vitest';
import { randomSource } from '../../../engine/core/rng';
import type { Viewer } from '../../../engine/core/types';
import { trol } from '../../../engine/games/trol';
import type { TrolState } from '../../../engine/games/trol/types';
import { checkSecrecy } from '../conformance';
import { trolHooks } from './hooks';
import { faceDown, lay, NAMES, story, succeedsAt } from './scenario';

const def = trol.definition;

/** every state of a seeded game of random legal moves */
function randomGame(players: number, seed: number, teams = false): TrolState[] {
  const random = randomSource(seed);
  let state = def.setup({ seats: NAMES.slice(0, players).map((name) => ({ name })), firstSeat: seed % players, options: { teams } }, seed);
  const states = [state];
  while (!def.outcome(state)) {
    const [seat] = def.activeSeats(state);
    const legal = def.legalActions(state, seat);
    state = def.apply(state, seat, legal[Math.floor(random() * legal.length)]);
    states.push(state);
  }
  return states;
}

const tables: [string, number, boolean][] = [
  ['two players', 2, false],
  ['three players', 3, false],
  ['four players in teams', 4, true],
  ['five players', 5, false],
];

/** the cards `viewer` may not see in `state`: other seats' hands, every pile, every card laid face down */
function unseen(state: TrolState, viewer: Viewer): string[] {
  return [
    ...state.tribes.flatMap((tribe) => [
      ...(tribe.owner === viewer ? [] : tribe.hand),
      ...tribe.pile,
      ...(tribe.piles ?? []).flatMap((pile) => pile.slice(0, -1)),
    ]),
    ...state.hunts.flatMap((hunt) => hunt.cards.filter((laid) => !laid.faceUp).map((laid) => laid.card)),
  ];
}

const shows = (shown: unknown, card: string) => JSON.stringify(shown).includes(`"${card}"`);

describe('secrecy', () => {
  it('hides a card laid face down from everyone, its owner too, until its hunt is triggered', () => {
    const table = lay({ cycle: 'night', row: [[succeedsAt(4), 'sky-rocky-1'], ['mammoth']], tribes: { 0: { hand: ['vermillion-traqueur-1', 'vermillion-chef-1'] } } });
    const laid = story(table).place('vermillion-traqueur-1', 0);
    expect(laid.state.hunts[0].cards[1]).toEqual(faceDown('vermillion-traqueur-1'));
    expect(laid.of('placed')).toEqual([expect.not.objectContaining({ card: expect.anything() })]);
    for (const viewer of ['table', 0, 1, 2] as const) {
      const shown = def.view(laid.state, viewer);
      expect(shown.hunts[0].cards[1]).toEqual({ color: 'vermillion', faceUp: false });
      expect(shows(shown, 'vermillion-traqueur-1')).toBe(false);
    }
    // round the table to Ada again: she triggers, and the card is shown to all
    laid.place(laid.tribes[1].hand[0], 1).place(laid.tribes[2].hand[0], 1).dice('R2 R0').trigger('vermillion-chef-1');
    expect(laid.of('triggered')).toMatchObject([{ revealed: ['vermillion-traqueur-1'] }]);
    for (const viewer of ['table', 1] as const) expect(def.view(laid.state, viewer).lastHunt?.cards).toContain('vermillion-traqueur-1');
  });

  for (const [name, players, teams] of tables) {
    it(`shows no seat, nor the table, a card it may not see, in views or events: ${name}`, () => {
      for (let seed = 1; seed <= 3; seed++) {
        const states = randomGame(players, seed, teams);
        for (const state of states) {
          for (const viewer of ['table', ...Array.from({ length: players }, (_, seat) => seat)] as Viewer[]) {
            const shown = JSON.stringify(def.view(state, viewer));
            const leak = unseen(state, viewer).find((card) => shown.includes(`"${card}"`));
            expect(leak, `seed ${seed}: ${viewer} sees ${leak}`).toBeUndefined();
          }
          // every TRÔL event is public: it may not name a card that anyone may not see
          const leak = unseen(state, 'table').find((card) => shows(state.events, card));
          expect(leak, `seed ${seed}: an event shows ${leak}`).toBeUndefined();
        }
      }
    });

    it(`changes no one else’s view when a hand, a pile or a face-down card is other than it is: ${name}`, () => {
      const random = randomSource(players);
      const states = randomGame(players, 10 + players, teams);
      // the variants exist: the check is not vacuous
      expect(states.some((state) => trolHooks.hiddenVariants!(state, random).some((variant) => variant.owner === null))).toBe(true);
      for (const state of states) checkSecrecy(def, state, random, trolHooks.hiddenVariants);
    });
  }

  it('catches a view that would show a face-down card, a hand or the pile’s order', () => {
    const night = randomGame(3, 4).filter((state) => state.hunts.some((hunt) => hunt.cards.some((laid) => !laid.faceUp)));
    expect(night.length).toBeGreaterThan(0);
    const random = randomSource(5);
    const leaks: Record<string, (state: TrolState) => unknown> = {
      'face-down cards': (state) => state.hunts.map((hunt) => hunt.cards),
      hands: (state) => state.tribes.map((tribe) => tribe.hand),
      'the top of the piles': (state) => state.tribes.map((tribe) => tribe.pile.at(-1)),
    };
    for (const [what, leak] of Object.entries(leaks)) {
      const leaky = { ...def, view: (state: TrolState, viewer: Viewer) => ({ ...def.view(state, viewer), leak: leak(state) }) };
      expect(() => night.forEach((state) => checkSecrecy(leaky, state, random, trolHooks.hiddenVariants)), what).toThrow(/changes with hidden variant/);
    }
  });
});
