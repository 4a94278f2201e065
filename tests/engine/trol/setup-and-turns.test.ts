/**
 * TRÔL's setup and turns against the rulebook ("Mise en place", "Déroulement de la partie",
 * "Cycle jour / nuit", "Parties à 2 joueurs"): the Gibier row, the hands and piles, the cycle
 * card, placing by day and by night, drawing, restocking with alternance cards, and what each
 * seat may see.
 */
import { describe, expect, it } from 'vitest';
import type { MatchConfig } from '../../../engine/core/types';
import { GIBIERS, TRIBE_COLORS } from '../../../engine/games/trol/cards';
import { cardColor, cardKind, tribeCards } from '../../../engine/games/trol/cards';
import { committed, draftOf } from '../../../engine/games/trol/draft';
import { restock as restockRow } from '../../../engine/games/trol/resolution';
import { apply, placeActions, setup, view } from '../../../engine/games/trol/rules';
import type { TrolState } from '../../../engine/games/trol/types';
import { expectRuleError } from './scenario';

const names = ['Ada', 'Bert', 'Cleo', 'Dan', 'Eve'];
const config = (players: number, firstSeat = 0, options: MatchConfig['options'] = {}): MatchConfig => ({
  seats: names.slice(0, players).map((name) => ({ name })),
  firstSeat,
  options,
});

const place = (state: TrolState, seat: number, card: string, hunt: number) => apply(state, seat, { type: 'place', card, hunt });

function restock(state: TrolState): { state: TrolState; gibier: string | null } {
  const draft = draftOf(state);
  const gibier = restockRow(draft);
  return { state: committed(draft), gibier };
}


describe('setting up', () => {
  it('lays out one Gibier per player (four at two players), never an alternance card', () => {
    for (const players of [2, 3, 4, 5]) {
      for (let seed = 1; seed <= 40; seed++) {
        const state = setup(config(players), seed);
        expect(state.hunts).toHaveLength(players === 2 ? 4 : players);
        expect(state.hunts.every((hunt) => GIBIERS.some((card) => card.id === hunt.gibier) && hunt.cards.length === 0)).toBe(true);
        const gibiersLeft = state.gibierDeck.filter((card) => 'gibier' in card).length;
        // every Gibier is in the row or the deck; alternance cards revealed meanwhile were discarded
        expect(gibiersLeft + state.hunts.length).toBe(20);
        expect(state.gibierDeck.length).toBeLessThanOrEqual(25 - state.hunts.length);
      }
    }
  });

  it('replaces an alternance card revealed in the row', () => {
    const seed = Array.from({ length: 200 }, (_, i) => i + 1).find((candidate) => {
      const state = setup(config(3), candidate);
      return state.gibierDeck.length < 25 - 3;
    });
    expect(seed).toBeDefined();
    const state = setup(config(3), seed!);
    expect(state.hunts).toHaveLength(3);
    expect(state.gibierDeck.filter((card) => 'alternance' in card).length).toBeLessThan(5);
  });

  it('deals each tribe its sixteen cards: seven in hand, the rest as its pile', () => {
    const state = setup(config(5), 3);
    expect(state.tribes.map((tribe) => tribe.color)).toEqual([...TRIBE_COLORS]);
    for (const tribe of state.tribes) {
      expect(tribe.hand).toHaveLength(7);
      expect(tribe.pile).toHaveLength(9);
      expect([...tribe.hand, ...tribe.pile].sort()).toEqual(tribeCards(tribe.color).sort());
      expect(tribe.piles).toBeUndefined();
    }
  });

  it('gives each of two players a second tribe in four face-up piles of four, and alternates the players', () => {
    const state = setup(config(2, 1), 5);
    expect(state.tribes.map((tribe) => tribe.owner)).toEqual([0, 1, 0, 1]);
    for (const tribe of state.tribes.slice(2)) {
      expect(tribe.hand).toEqual([]);
      expect(tribe.piles!.map((pile) => pile.length)).toEqual([4, 4, 4, 4]);
      expect(tribe.piles!.flat().sort()).toEqual(tribeCards(tribe.color).sort());
    }
    // the first player (seat 1) starts, then the players take turns whichever tribe is next
    let current = state;
    const owners: number[] = [];
    for (let turn = 0; turn < 8; turn++) {
      const tribe = current.tribes[current.turn];
      owners.push(tribe.owner);
      const [action] = placeActions(current);
      if (action.type !== 'place') throw new Error('expected a placement');
      current = place(current, tribe.owner, action.card, action.hunt);
    }
    expect(owners).toEqual([1, 0, 1, 0, 1, 0, 1, 0]);
  });

  it('tosses the cycle card (both faces come up), or starts by day when asked', () => {
    const cycles = new Set(Array.from({ length: 30 }, (_, seed) => setup(config(3), seed).cycle));
    expect(cycles).toEqual(new Set(['day', 'night']));
    for (let seed = 0; seed < 10; seed++) expect(setup(config(3, 0, { cycle: 'day' }), seed).cycle).toBe('day');
  });

  it('starts with the first player’s tribe, and refuses tables the game has no rules for', () => {
    expect(setup(config(4, 2), 1).turn).toBe(2);
    expect(() => setup(config(1), 1)).toThrow(RangeError);
    expect(() => setup({ ...config(5), seats: [...config(5).seats, { name: 'Fay' }] }, 1)).toThrow(RangeError);
    expect(() => setup(config(3, 0, { teams: true }), 1)).toThrow(/four players/);
    expect(setup(config(4, 0, { teams: true }), 1).teams).toBe(true);
  });
});

describe('a turn', () => {
  const byDay = () => setup(config(3, 0, { cycle: 'day' }), 7);
  const atNight = (): TrolState => ({ ...byDay(), cycle: 'night' });

  it('puts a card under a Gibier face up by day, then draws the pile’s top card', () => {
    const state = byDay();
    const [card] = state.tribes[0].hand;
    const next = place(state, 0, card, 1);
    expect(next.hunts[1].cards).toEqual([{ card, faceUp: true }]);
    expect(next.tribes[0].hand).toHaveLength(7);
    expect(next.tribes[0].hand).not.toContain(card);
    expect(next.tribes[0].hand).toContain(state.tribes[0].pile.at(-1));
    expect(next.tribes[0].pile).toHaveLength(8);
    expect(next.turn).toBe(1);
    expect(next.events).toEqual([{ type: 'placed', tribe: 0, name: 'Ada', color: 'vermillion', hunt: 1, gibier: state.hunts[1].gibier, card, kind: cardKind(card) }]);
    // a card placed after another goes behind it, further from the Gibier
    const [other] = next.tribes[1].hand;
    expect(place(next, 1, other, 1).hunts[1].cards.map(({ card: placed }) => placed)).toEqual([card, other]);
  });

  it('puts it face down at night: no one sees its face again, its owner neither, only its colour', () => {
    const state = atNight();
    const [card] = state.tribes[0].hand;
    const next = place(state, 0, card, 0);
    expect(next.hunts[0].cards).toEqual([{ card, faceUp: false }]);
    expect(next.events).toEqual([{ type: 'placed', tribe: 0, name: 'Ada', color: 'vermillion', hunt: 0, gibier: state.hunts[0].gibier }]);
    for (const viewer of ['table', 0, 1, 2] as const) {
      const seen = view(next, viewer);
      expect(seen.hunts[0].cards).toEqual([{ color: cardColor(card), faceUp: false }]);
      if (viewer !== 0) expect(JSON.stringify(seen)).not.toContain(card);
    }
  });

  it('draws nothing once the pile is empty', () => {
    const state = byDay();
    const empty = { ...state, tribes: state.tribes.map((tribe, index) => (index === 0 ? { ...tribe, pile: [] } : tribe)) };
    expect(place(empty, 0, empty.tribes[0].hand[0], 0).tribes[0].hand).toHaveLength(6);
  });

  it('turns up the next card of a second tribe’s pile it played from', () => {
    const state = setup(config(2, 0, { cycle: 'day' }), 9);
    let current = place(state, 0, state.tribes[0].hand[0], 0);
    current = place(current, 1, current.tribes[1].hand[0], 0);
    const second = current.tribes[current.turn];
    expect(second.owner).toBe(0);
    const top = second.piles![2].at(-1)!;
    const next = place(current, 0, top, 3);
    expect(next.tribes[current.turn].piles![2]).toEqual(second.piles![2].slice(0, -1));
    expect(view(next, 1).tribes[current.turn].piles![2]).toEqual({ top: second.piles![2].at(-2), under: 2 });
  });

  it('refuses a move out of turn, a card not in hand, and a Gibier not in the row, changing nothing', () => {
    const state = byDay();
    const before = JSON.stringify(state);
    expectRuleError(() => place(state, 1, state.tribes[1].hand[0], 0), 'not-your-turn');
    expectRuleError(() => place(state, 0, state.tribes[1].hand[0], 0), 'illegal-action');
    expectRuleError(() => place(state, 0, state.tribes[0].pile[0], 0), 'illegal-action');
    expectRuleError(() => place(state, 0, state.tribes[0].hand[0], 3), 'illegal-action');
    expect(JSON.stringify(state)).toBe(before);
  });

  it('offers a trigger only to a Trôl, and only where the tribe already has a card', () => {
    const state = byDay();
    expect(placeActions(state).some((action) => action.type === 'trigger')).toBe(false);
    const placed = place(state, 0, state.tribes[0].hand[0], 2);
    const back = { ...placed, turn: 0 };
    const triggers = placeActions(back).filter((action) => action.type === 'trigger');
    expect(triggers.length).toBeGreaterThan(0);
    for (const action of triggers) {
      expect(action.hunt).toBe(2);
      expect(['rocky', 'piege']).not.toContain(cardKind(action.card));
    }
    const trols = back.tribes[0].hand.filter((card) => !['rocky', 'piege'].includes(cardKind(card)));
    expect(new Set(triggers.map((action) => action.card))).toEqual(new Set(trols));
  });
});

describe('restocking the row', () => {
  const withDeck = (deck: TrolState['gibierDeck'], cycle: TrolState['cycle'] = 'day'): TrolState => ({ ...setup(config(3), 1), gibierDeck: deck, cycle });

  it('draws the next Gibier', () => {
    const { state, gibier } = restock(withDeck([{ gibier: 'mammoth' }, { gibier: 'snow-hare' }]));
    expect(gibier).toBe('snow-hare');
    expect(state.gibierDeck).toEqual([{ gibier: 'mammoth' }]);
    expect(state.cycle).toBe('day');
  });

  it('flips the cycle on an alternance card, then draws another', () => {
    const { state, gibier } = restock(withDeck([{ gibier: 'mammoth' }, { alternance: 1 }]));
    expect(gibier).toBe('mammoth');
    expect(state.cycle).toBe('night');
  });

  it('ignores a second alternance card in a row', () => {
    const { state, gibier } = restock(withDeck([{ gibier: 'aurochs' }, { alternance: 2 }, { alternance: 1 }], 'night'));
    expect(gibier).toBe('aurochs');
    expect(state.cycle).toBe('day');
  });

  it('leaves the place empty when the deck runs out', () => {
    expect(restock(withDeck([])).gibier).toBeNull();
  });
});

describe('what each seat may see', () => {
  it('its own hand only; a pile is never seen, only counted', () => {
    const state = setup(config(4), 2);
    for (const seat of [0, 1, 2, 3]) {
      const seen = view(state, seat);
      const others = state.tribes.filter((tribe) => tribe.owner !== seat);
      expect(seen.tribes[seat].hand).toEqual(state.tribes[seat].hand);
      const text = JSON.stringify(seen);
      for (const tribe of others) for (const card of tribe.hand) expect(text).not.toContain(card);
      for (const tribe of state.tribes) for (const card of tribe.pile) expect(text).not.toContain(`"${card}"`);
      expect(seen.tribes.map((tribe) => tribe.pileSize)).toEqual([9, 9, 9, 9]);
    }
    const table = JSON.stringify(view(state, 'table'));
    for (const tribe of state.tribes) for (const card of [...tribe.hand, ...tribe.pile]) expect(table).not.toContain(`"${card}"`);
  });
});
