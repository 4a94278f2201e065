/**
 * The end of a game ("Fin de partie": the last hunts trigger by themselves, one after the other,
 * their Gibiers discarded whatever happens) and what it feeds into "Conditions de victoire": the
 * tallies read from the survivors' masks and the trophies, the eliminations, the points and the
 * match's outcome at 3, 4 and 5 players. The eliminations themselves are tested in victory.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { trol } from '../../../engine/games/trol';
import { cardKind, gibier, tribeCard } from '../../../engine/games/trol/cards';
import { pointsOf } from '../../../engine/games/trol/finale';
import type { TrolState } from '../../../engine/games/trol/types';
import { lay, redDice, story, succeedsAt, tamest, type TribeSpec } from './scenario';

const { activeSeats, legalActions, outcome } = trol.definition;

const masksOf = (...cards: string[]) => cards.reduce((sum, card) => sum + tribeCard(cardKind(card)).masks, 0);
const trophiesOf = (...gibiers: string[]) => gibiers.reduce((sum, id) => sum + gibier(id).trophies, 0);

describe('the end of the game', () => {
  /**
   * Ada holds her last card; everyone else has played all of theirs. The row: a hunt Bert's
   * Traqueur and Cleo's Rocky will win, a lone Mammoth, and a hunt where Cleo's Bourrin overdoes it.
   */
  const prey = succeedsAt(5);
  const { id: fragile, max } = tamest();
  const lastCard = () =>
    lay({
      row: [[prey, 'sky-traqueur-1', 'green-rocky-1'], ['mammoth'], [fragile, 'green-bourrin-1', 'vermillion-traqueur-1']],
      tribes: { 0: { hand: ['vermillion-traqueur-2'], pile: [] }, 1: { hand: [], pile: [] }, 2: { hand: [], pile: [] } },
    });

  it('comes once every card is played: the hunts left trigger by themselves, in the row’s order', () => {
    const end = story(lastCard()).dice(`R3 R0 ${redDice(max + 2, 4)}`).place('vermillion-traqueur-2', 2);
    expect(end.of('last-hunts')).toHaveLength(1);
    expect(end.of('auto-hunt').map((hunt) => hunt.gibier)).toEqual([prey, fragile]);
    expect(end.of('hunt-reussie')).toMatchObject([{ gibier: prey }]);
    expect(end.of('hunt-explosee')).toMatchObject([{ gibier: fragile }]);
    expect(end.state.hunts).toEqual([]);
    expect(end.state.finale).not.toBeNull();
    expect(activeSeats(end.state)).toEqual([]);
    for (const seat of [0, 1, 2]) expect(legalActions(end.state, seat)).toEqual([]);
  });

  it('shares the food of a success, but discards every Gibier, even won or exploded', () => {
    const end = story(lastCard()).dice(`R3 R0 ${redDice(max + 2, 4)}`).place('vermillion-traqueur-2', 2);
    const [first, second] = gibier(prey).portions;
    expect(end.tribes.map((tribe) => tribe.food)).toEqual([0, second, first]);
    expect(end.tribes.map((tribe) => tribe.trophies)).toEqual([[], [], []]);
    expect(end.of('gibier-discarded').map((event) => event.gibier)).toEqual([prey, fragile, 'mammoth']);
    expect(end.of('trophy')).toEqual([]);
    // the cards still come home as survivors
    expect(end.tribes.map((tribe) => tribe.survivors)).toEqual([
      ['vermillion-traqueur-1', 'vermillion-traqueur-2'],
      ['sky-traqueur-1'],
      ['green-rocky-1', 'green-bourrin-1'],
    ]);
  });

  it('still asks each card’s player what the card needs, hunt after hunt', () => {
    const table = lay({
      row: [['mammoth', 'sky-chef-1']],
      tribes: { 0: { hand: ['vermillion-rocky-1'], pile: [] }, 1: { hand: [], pile: [] }, 2: { hand: [], pile: [] } },
    });
    const end = story(table).place('vermillion-rocky-1', 0);
    expect(end.state.resolution).toMatchObject({ endOfGame: true, trigger: null, prompt: { kind: 'colors', card: 'sky-chef-1' } });
    expect(end.seat).toBe(1);
    end.play({ type: 'dice', red: 3 });
    expect(end.state.finale).not.toBeNull();
  });
});

/** The three tribes' haul, then Ada plays her last card: a Cuistot alone, whose hunt fails and changes nothing. */
function finale(players: number, hauls: TribeSpec[], dice?: string): TrolState {
  const tribes: Record<number, TribeSpec> = {};
  hauls.forEach((haul, tribe) => (tribes[tribe] = { hand: [], pile: [], ...haul }));
  tribes[0].hand = ['vermillion-cuistot-1'];
  const table = lay({ players, row: [['woolly-rhino']], tribes });
  const end = story(table);
  if (dice) end.dice(dice);
  return end.place('vermillion-cuistot-1', 0).state;
}

describe('the winner', () => {
  it('reads each tribe’s food, the masques de bravoure of its survivors and the trophies of its Gibier cards', () => {
    const end = finale(3, [
      { food: 10, survivors: ['vermillion-chef-1', 'vermillion-fille-1'], trophies: ['mammoth', 'marsh-dragon'] },
      { food: 4, survivors: ['sky-rabatteur-1'] },
      { food: 12, survivors: ['green-stagiaire-1', 'green-rocky-1'], trophies: ['snow-hare'] },
    ]);
    expect(end.finale?.tallies).toEqual([
      { food: 10, masks: masksOf('vermillion-chef-1', 'vermillion-fille-1'), trophies: trophiesOf('mammoth', 'marsh-dragon'), gibiers: 2, mostDangerous: gibier('marsh-dragon').danger },
      { food: 4, masks: masksOf('sky-rabatteur-1'), trophies: 0, gibiers: 0, mostDangerous: 0 },
      { food: 12, masks: masksOf('green-stagiaire-1', 'green-rocky-1'), trophies: trophiesOf('snow-hare'), gibiers: 1, mostDangerous: gibier('snow-hare').danger },
    ]);
  });

  it('at three: the hungriest goes, then the most trophies wins (no masks step); points 1, 2 and 5', () => {
    const end = finale(3, [
      { food: 10, trophies: ['mammoth', 'marsh-dragon'] },
      { food: 4, survivors: ['sky-chef-1'] },
      { food: 12, trophies: ['snow-hare'] },
    ]);
    expect(end.finale).toMatchObject({
      steps: [
        { kind: 'food', eliminated: [1], decidedBy: 'food', tied: [] },
        { kind: 'winner', finalists: [0, 2], winner: 0, decidedBy: 'trophies', tied: [] },
      ],
      winner: 0,
      points: [5, 1, 2],
    });
    expect(outcome(end)).toEqual({
      ranks: [1, 3, 2],
      scores: [5, 1, 2],
      winners: [0],
      decided: {
        rule: 'trophies',
        values: { trophies: trophiesOf('mammoth', 'marsh-dragon'), gibiers: 2, danger: gibier('marsh-dragon').danger, partnerBonus: 2, winnerPoints: 5 },
        figures: [[{ key: 'points', value: 5 }], [{ key: 'points', value: 1 }], [{ key: 'points', value: 2 }]],
        ties: [],
        notes: ['points'],
      },
    });
    expect(end.events.filter((event) => event.type.startsWith('eliminated') || event.type.startsWith('winner'))).toMatchObject([
      { type: 'eliminated-food', tribe: 1, name: 'Bert' },
      { type: 'winner-by-trophies', tribe: 0, name: 'Ada' },
    ]);
  });

  it('at four: the hungriest, then the least brave go; points 1, 2, 3 and 5', () => {
    const end = finale(4, [
      { food: 10, survivors: ['vermillion-traqueur-1'], trophies: ['snow-hare'] },
      { food: 4, survivors: ['sky-chef-1'] },
      { food: 12, survivors: ['green-chef-1'], trophies: ['mammoth'] },
      { food: 9 },
    ]);
    expect(end.finale).toMatchObject({
      steps: [
        { kind: 'food', eliminated: [1] },
        { kind: 'masks', eliminated: [3] },
        { kind: 'winner', finalists: [0, 2], winner: 2 },
      ],
      points: [3, 1, 5, 2],
    });
    expect(outcome(end)).toMatchObject({ ranks: [2, 4, 1, 3], scores: [3, 1, 5, 2], winners: [2] });
  });

  it('at five: the two hungriest go first; the k-th tribe out scores k (Troll Night ruling)', () => {
    const end = finale(5, [
      { food: 10, survivors: ['vermillion-traqueur-1'], trophies: ['mammoth'] },
      { food: 4, survivors: ['sky-chef-1'] },
      { food: 12, survivors: ['green-chef-1'], trophies: ['snow-hare'] },
      { food: 3, survivors: ['yellow-chef-1'] },
      { food: 9 },
    ]);
    expect(end.finale).toMatchObject({
      steps: [
        { kind: 'food', eliminated: [3, 1] },
        { kind: 'masks', eliminated: [4] },
        { kind: 'winner', finalists: [0, 2], winner: 0 },
      ],
      points: [5, 2, 4, 1, 3],
    });
    expect(outcome(end)?.winners).toEqual([0]);
  });

  it('lets the chiefs roll three red dice each from the game’s own dice, again after a tie, until one is ahead', () => {
    // nobody brought a Gibier home: trophies, Gibier cards and danger all tie
    const end = finale(3, [{ food: 10 }, { food: 4 }, { food: 12 }], 'R0 R0 R0 R0 R0 R0 R0 R0 R0 R3 R0 R0');
    expect(end.finale?.steps.at(-1)).toEqual({
      kind: 'winner',
      finalists: [0, 2],
      winner: 2,
      decidedBy: 'dice',
      tied: [0, 2],
      rolls: [
        [
          { tribe: 0, total: 0 },
          { tribe: 2, total: 0 },
        ],
        [
          { tribe: 0, total: 0 },
          { tribe: 2, total: 3 },
        ],
      ],
    });
    expect(end.events.filter((event) => event.type === 'chiefs-roll').map((event) => [event.tribe, event.total])).toEqual([
      [0, 0],
      [2, 0],
      [0, 0],
      [2, 3],
    ]);
    expect(outcome(end)?.winners).toEqual([2]);
    expect(outcome(end)?.decided).toMatchObject({ rule: 'dice', values: { trophies: 0, gibiers: 0, danger: 0 } });
  });
});

describe('points of tribes eliminated together', () => {
  it('score by the order they go in, and share the lower score when nothing tells them apart', () => {
    const tally = (food: number, masks: number, trophies = 0) => ({ food, masks, trophies, gibiers: trophies ? 1 : 0, mostDangerous: trophies ? 3 : 0 });
    const steps = [
      { kind: 'food' as const, eliminated: [3, 4], decidedBy: 'food' as const, tied: [], against: [2] },
      { kind: 'masks' as const, eliminated: [2], decidedBy: 'masks' as const, tied: [], against: [1] },
      { kind: 'winner' as const, finalists: [0, 1], winner: 0, decidedBy: 'trophies' as const, tied: [], rolls: [] },
    ];
    expect(pointsOf(steps, [tally(20, 9, 4), tally(20, 9, 2), tally(15, 2), tally(5, 3), tally(6, 3)])).toEqual([5, 4, 3, 1, 2]);
    expect(pointsOf(steps, [tally(20, 9, 4), tally(20, 9, 2), tally(15, 2), tally(5, 3), tally(5, 3)])).toEqual([5, 4, 3, 1, 1]);
  });
});
