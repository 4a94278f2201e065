/** playGame: whole seeded games played by bots through the match runner. */
import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/core/match';
import { playGame } from '../../engine/core/simulate';
import { trollDice } from '../../engine/games/troll-dice';

describe('playGame', () => {
  it('plays a game to its end, and its log replays to the same final state', () => {
    const game = playGame(trollDice, ['smart', 'random', 'random'], 42);
    expect(game.outcome.ranks).toHaveLength(3);
    expect(trollDice.definition.outcome(game.state)).toEqual(game.outcome);
    expect(replay(trollDice.definition, game.config, 42, game.log)).toEqual(game.state);
  });

  it('gives the same game for the same seed, and another game for another seed', () => {
    const first = playGame(trollDice, ['random', 'random'], 7);
    expect(playGame(trollDice, ['random', 'random'], 7)).toEqual(first);
    expect(playGame(trollDice, ['random', 'random'], 8).log).not.toEqual(first.log);
  });

  it('uses the given seats and first seat', () => {
    const config = { seats: [{ name: 'Ulla' }, { name: 'Grok' }], firstSeat: 1 };
    const game = playGame(trollDice, ['random', 'smart'], 3, { config });
    expect(game.config).toBe(config);
    expect(game.log[0].seat).toBe(1);
    expect(game.state.trolls.map((troll) => troll.name)).toEqual(['Ulla', 'Grok']);
  });

  it('refuses a bot the game does not have, and a game that runs too long', () => {
    expect(() => playGame(trollDice, ['random', 'grandmaster'], 1)).toThrow(/no bot "grandmaster"/);
    expect(() => playGame(trollDice, ['random', 'random'], 1, { maxActions: 2 })).toThrow(/no outcome after 2 actions/);
  });
});
