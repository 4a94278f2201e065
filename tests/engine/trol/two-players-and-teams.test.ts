/**
 * "Jouer en équipes" (four players, 1 and 3 against 2 and 4: the winner's partner wins too, and
 * scores 2 more) and "Parties à 2 joueurs" (each player also plays a second tribe from four
 * face-up piles; a player wins if either tribe wins; points summed over both tribes).
 * At two players the tribes are vermillion (Ada), sky (Bert), then green (Ada's second) and
 * yellow (Bert's second).
 */
import { describe, expect, it } from 'vitest';
import { trol } from '../../../engine/games/trol';
import { gibier } from '../../../engine/games/trol/cards';
import { canDeal, lay, preyWhere, redDice, story, type TribeSpec } from './scenario';

const { outcome, privateTurn, view } = trol.definition;

/** every tribe's haul as given; Ada then plays her last card, a Cuistot alone whose hunt changes nothing */
function finale(players: number, hauls: TribeSpec[], teams = false) {
  const tribes: Record<number, TribeSpec> = {};
  hauls.forEach((haul, tribe) => (tribes[tribe] = { hand: [], pile: [], piles: players === 2 && tribe >= 2 ? [[], [], [], []] : undefined, ...haul }));
  tribes[0].hand = ['vermillion-cuistot-1'];
  return story(lay({ players, teams, row: [['woolly-rhino']], tribes })).place('vermillion-cuistot-1', 0).state;
}

describe('teams', () => {
  it('make the winner’s partner win too, with 2 points more', () => {
    const end = finale(
      4,
      [
        { food: 4, survivors: ['vermillion-chef-1'] },
        { food: 10, survivors: ['sky-chef-1'], trophies: ['mammoth'] },
        { food: 9 },
        { food: 12, survivors: ['yellow-chef-1'], trophies: ['snow-hare'] },
      ],
      true,
    );
    expect(end.finale).toMatchObject({ winner: 1, points: [1, 5, 2, 3] });
    // Bert wins, so does his partner Dan: 3 points of his own and 2 for his partner's victory
    expect(outcome(end)).toMatchObject({ ranks: [4, 1, 3, 1], scores: [1, 5, 2, 5], winners: [1, 3] });
    expect(outcome(end)?.decided).toMatchObject({ rule: 'trophies', notes: ['points', 'partner'], ties: [] });
  });

  it('play as four players otherwise: turns go round the table', () => {
    const table = lay({ players: 4, teams: true, row: [['mammoth'], ['aurochs'], ['cave-bear'], ['woolly-yak']] });
    const game = story(table);
    const seats: number[] = [];
    for (let turn = 0; turn < 4; turn++) {
      seats.push(game.seat);
      game.place(game.tribes[game.state.turn].hand[0], turn);
    }
    expect(seats).toEqual([0, 1, 2, 3]);
  });
});

describe('two players', () => {
  it('make a player win if either of their tribes wins, their points summed over both', () => {
    const end = finale(2, [
      { food: 9, survivors: ['vermillion-chef-1'], trophies: ['snow-hare'] },
      { food: 4, survivors: ['sky-chef-1'] },
      { food: 10, survivors: ['green-chef-1'], trophies: ['mammoth'] },
      { food: 8 },
    ]);
    expect(end.finale).toMatchObject({
      steps: [{ kind: 'food', eliminated: [1] }, { kind: 'masks', eliminated: [3] }, { kind: 'winner', finalists: [0, 2], winner: 2 }],
      points: [3, 1, 5, 2],
    });
    // Ada's second tribe won: she wins, with 3 + 5 points against Bert's 1 + 2
    expect(outcome(end)).toMatchObject({ ranks: [1, 2], scores: [8, 3], winners: [0] });
    expect(outcome(end)?.decided).toMatchObject({ rule: 'trophies', notes: ['points', 'twoTribes'], figures: [[{ key: 'points', value: 8 }], [{ key: 'points', value: 3 }]] });
  });

  it('let the second tribe trigger from a pile’s top, and play a Stagiaire from a pile’s top in the open', () => {
    const prey = gibier(preyWhere((candidate) => canDeal(candidate.min - 3, 2)));
    const table = lay({
      players: 2,
      turn: 2,
      row: [[prey.id, 'green-traqueur-1', 'sky-rocky-1'], ['mammoth'], ['aurochs'], ['cave-bear']],
      tribes: { 2: { piles: [['green-fille-1', 'green-chef-1'], ['green-stagiaire-1'], ['green-rocky-1'], []] } },
    });
    // Ada's second tribe is not played in secret: its piles' tops are open
    expect(privateTurn!(table, 0)).toBe(false);
    const hunt = story(table).dice(redDice(prey.min - 3, 2)).trigger('green-chef-1');
    expect(view(hunt.state, 1).tribes[2].piles).toEqual([
      { top: 'green-fille-1', under: 0 },
      { top: 'green-stagiaire-1', under: 0 },
      { top: 'green-rocky-1', under: 0 },
      { top: null, under: 0 },
    ]);
    // one short: green (the trigger's tribe) is asked first, in the open
    expect(hunt.state.resolution?.prompt).toEqual({ kind: 'stagiaire', tribe: 2, sign: 1 });
    expect(hunt.seat).toBe(0);
    expect(privateTurn!(hunt.state, 0)).toBe(false);
    expect(hunt.choices).toEqual([{ type: 'stagiaire', card: 'green-stagiaire-1' }, { type: 'pass' }]);
    hunt.play({ type: 'stagiaire', card: 'green-stagiaire-1' });
    expect(hunt.state.lastHunt).toMatchObject({ result: 'reussie', total: prey.min, gibierTo: 2 });
    expect(hunt.tribes[2].piles).toEqual([['green-fille-1'], [], ['green-rocky-1'], []]);
    // then Bert's second tribe plays
    expect(hunt.state.turn).toBe(3);
    expect(hunt.seat).toBe(1);
  });
});
