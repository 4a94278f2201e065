import { describe, expect, it } from 'vitest';
import { ALL_GAMES, displayRating, hallOfFame, rateLadder, type FameMatch } from '../../../engine/fame/hall-of-fame';

let nextId = 0;
/** a finished game whose seats placed as `ranks` (1 first, equal for a tie) */
function match(players: string[], ranks: number[], options: Partial<FameMatch> = {}): FameMatch {
  const id = `m${String(nextId++).padStart(4, '0')}`;
  const winners = ranks.flatMap((rank, seat) => (rank === 1 ? [seat] : []));
  return { id, game: 'troll-dice', finishedAt: nextId * 1000, night: '2026-01-02', players, outcome: { ranks, scores: ranks, winners }, records: [], ...options };
}

const standing = (matches: FameMatch[], player: string) => rateLadder(matches).standings.find((entry) => entry.player === player)!;

describe('ratings', () => {
  it('start everyone at 0 on the shown scale and move the winner up, the loser down', () => {
    expect(displayRating(25, 25 / 3)).toBe(0);
    const ada = standing([match(['ada', 'bert'], [1, 2])], 'ada');
    const bert = standing([match(['ada', 'bert'], [1, 2])], 'bert');
    expect(ada.mu).toBeGreaterThan(25);
    expect(bert.mu).toBeLessThan(25);
    expect(ada.sigma).toBeLessThan(25 / 3);
    expect([ada.played, ada.won, bert.played, bert.won]).toEqual([1, 1, 1, 0]);
  });

  it('count games in the order they ended, whatever order they are read in', () => {
    const first = match(['ada', 'bert'], [1, 2], { finishedAt: 1 });
    const second = match(['ada', 'bert'], [2, 1], { finishedAt: 2 });
    const forwards = rateLadder([first, second]).standings;
    expect(hallOfFame([second, first]).ladders[0].standings).toEqual(forwards);
    // the same two results the other way round leave them elsewhere: order matters
    const reversed = rateLadder([{ ...second, finishedAt: 1 }, { ...first, finishedAt: 2 }]).standings;
    expect(reversed.find((entry) => entry.player === 'ada')!.mu).not.toBeCloseTo(forwards.find((entry) => entry.player === 'ada')!.mu, 6);
  });

  it('treat a tie as a tie: two players level move alike', () => {
    const { standings } = rateLadder([match(['ada', 'bert', 'cleo'], [1, 1, 3])]);
    const [ada, bert] = ['ada', 'bert'].map((player) => standings.find((entry) => entry.player === player)!);
    expect(ada.mu).toBeCloseTo(bert.mu, 9);
    expect(ada.won + bert.won).toBe(2);
  });

  it.each([2, 3, 4, 5, 6])('rate a game of %i players: the first gains most, the last loses most', (count) => {
    const players = Array.from({ length: count }, (_, seat) => `p${seat}`);
    const { standings } = rateLadder([match(players, players.map((_, seat) => seat + 1))]);
    expect(standings.map((entry) => entry.player)).toEqual(players);
    const mus = standings.map((entry) => entry.mu);
    expect([...mus].sort((a, b) => b - a)).toEqual(mus);
  });

  it('count a player holding two seats once, at the better place, and leave a game with one player unrated', () => {
    const { standings } = rateLadder([match(['ada', 'ada', 'bert'], [3, 1, 2]), match(['bot:random', 'bot:random'], [1, 2])]);
    const ada = standings.find((entry) => entry.player === 'ada')!;
    expect([ada.played, ada.won]).toEqual([1, 1]);
    const bot = standings.find((entry) => entry.player === 'bot:random')!;
    expect([bot.played, bot.won, bot.mu]).toEqual([1, 1, 25]);
  });

  it('keep one point of history a night, the last of that night', () => {
    const { history } = rateLadder([
      match(['ada', 'bert'], [1, 2], { night: '2026-01-02' }),
      match(['ada', 'bert'], [1, 2], { night: '2026-01-02' }),
      match(['ada', 'bert'], [2, 1], { night: '2026-01-09' }),
    ]);
    expect(history.ada.map((point) => point.night)).toEqual(['2026-01-02', '2026-01-09']);
    expect(history.ada[0].rating).toBeGreaterThan(history.ada[1].rating);
  });

  it('keep one ladder per game and one of all games together', () => {
    const tables = hallOfFame([match(['ada', 'bert'], [1, 2]), match(['ada', 'cleo'], [2, 1], { game: 'thud' })]);
    expect(tables.ladders.map((ladder) => [ladder.game, ladder.standings.length])).toEqual([
      [ALL_GAMES, 3],
      ['thud', 2],
      ['troll-dice', 2],
    ]);
  });
});

describe('records and titles of the night', () => {
  it('give a record to the first who reached the best figure, and each player their best', () => {
    const tables = hallOfFame([
      match(['ada', 'bert'], [1, 2], { records: [{ record: 'surge', seat: 0, value: 3 }] }),
      match(['ada', 'bert'], [1, 2], { records: [{ record: 'surge', seat: 1, value: 3 }, { record: 'surge', seat: 0, value: 1 }] }),
    ]);
    expect(tables.records).toEqual([expect.objectContaining({ record: 'surge', player: 'ada', value: 3 })]);
    expect(tables.personalBests.map(({ player, value }) => [player, value]).sort()).toEqual([
      ['ada', 3],
      ['bert', 3],
    ]);
  });

  it('name the trolliest of each night (most wins, shared when level) and the best figure of the night', () => {
    const tables = hallOfFame([
      match(['ada', 'bert'], [1, 2], { night: '2026-01-02' }),
      match(['ada', 'bert'], [2, 1], { night: '2026-01-02', records: [{ record: 'coins', seat: 1, value: 40 }] }),
      match(['ada', 'cleo'], [1, 2], { night: '2026-01-09' }),
      match(['ada', 'cleo'], [1, 2], { night: '2026-01-09' }),
    ]);
    expect(tables.nights).toEqual([
      { night: '2026-01-09', games: 2, titles: [{ title: 'trolliest', players: ['ada'], value: 2 }] },
      {
        night: '2026-01-02',
        games: 2,
        titles: [
          { title: 'trolliest', players: ['ada', 'bert'], value: 1 },
          { title: 'coins', players: ['bert'], value: 40 },
        ],
      },
    ]);
  });
});
