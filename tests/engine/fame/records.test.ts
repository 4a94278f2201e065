import { describe, expect, it } from 'vitest';
import { gameModules } from '../../../engine/games';
import { recordEventTypes, recordsOf, THUD_DWARVES } from '../../../engine/fame/records';
import { seededGame, seededTables } from '../../support/fame-games';

const names = ['Ada', 'Bert', 'Cleo', 'Dan'];

/** the records of a seeded game, from the events the save file would give (those of the record's types) */
function recordsOfSeeded(game: string, seed: number) {
  const played = seededGame(game, names.slice(0, seededTables[game].seats), seed);
  const types = new Set(recordEventTypes(game));
  const events = played.moves.flatMap((move) => move.events.filter((event) => types.has(event.type)));
  return { played, records: recordsOf(game, played.config.seats.map((seat) => seat.name), played.outcome, events) };
}

describe('records drawn from saved games', () => {
  it('Trolldilemma: the coins each troll ended with', () => {
    const { played, records } = recordsOfSeeded('trolldilemma', 7);
    const expected = played.outcome.scores.flatMap((coins, seat) => (coins > 0 ? [{ record: 'coins', seat, value: coins }] : []));
    expect(records).toEqual(expected);
  });

  it('TRÔL: the most food a tribe brought home from one hunt', () => {
    const found = [1, 2, 3, 4, 5].flatMap((seed) => recordsOfSeeded('trol', seed).records);
    expect(found.length).toBeGreaterThan(0);
    for (const entry of found) expect(entry).toMatchObject({ record: 'hunt', seat: expect.any(Number), value: expect.any(Number) });
  });

  it('Troll Dice: the longest chain of blood surges', () => {
    const seeds = Array.from({ length: 30 }, (_, seed) => seed);
    const chains = seeds.flatMap((seed) => {
      const { played, records } = recordsOfSeeded('troll-dice', seed);
      const longest = Math.max(0, ...played.moves.flatMap((move) => move.events.filter((event) => event.type === 'blood-surge').map((event) => event.count as number)));
      expect(Math.max(0, ...records.map((entry) => entry.value))).toBe(longest);
      return records;
    });
    expect(chains.length).toBeGreaterThan(0);
  });

  it('Thud: the dwarves the trolls took in a battle, to the seat playing the trolls', () => {
    expect(gameModules.thud.definition.setup({ seats: [{ name: 'a' }, { name: 'b' }], firstSeat: 0 }, 1).board.split('d').length - 1).toBe(THUD_DWARVES);
    const { played, records } = recordsOfSeeded('thud', 3);
    const battles = played.moves.flatMap((move) => move.events.filter((event) => event.type === 'battle-end'));
    expect(battles).toHaveLength(2);
    expect(records.length).toBeGreaterThan(0);
    for (const entry of records) {
      const battle = battles.find((event) => event.trollName === names[entry.seat] && THUD_DWARVES - (event.dwarvesLeft as number) === entry.value);
      expect(battle).toBeDefined();
    }
  });

  it('Battle Dice: the knock-outs each player dealt', () => {
    const found = [1, 2, 3].flatMap((seed) => {
      const { played, records } = recordsOfSeeded('battle-dice', seed);
      const dealt = (seat: number) =>
        played.moves.flatMap((move) => move.events).filter((event) => event.type === 'knocked-out' && event.by === seat && event.seat !== seat).length;
      for (const entry of records) expect(entry.value).toBe(dealt(entry.seat));
      return records;
    });
    expect(found.length).toBeGreaterThan(0);
  });

  it('ignores what a damaged or odd event says', () => {
    const outcome = { ranks: [1, 2], scores: [0, 0], winners: [0] };
    expect(recordsOf('troll-dice', ['A', 'B'], outcome, [{ type: 'blood-surge', seat: 0, count: 'many' }, { type: 'blood-surge', count: 2 }])).toEqual([]);
    expect(recordsOf('trol', ['A', 'B'], outcome, [{ type: 'food', name: 'Nobody', food: 3 }])).toEqual([]);
  });
});
