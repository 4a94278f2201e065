/**
 * What an undo takes back (`undoPlan`), and what the games tell it: Trolldilemma's secret rounds
 * (its throws, a Troll'ey), TRÔL's hunts that turn over cards placed face down.
 */
import { describe, expect, it } from 'vitest';
import { undoPlan, type MoveRecord } from '../../engine/core/match';
import { randomSource } from '../../engine/core/rng';
import { trol } from '../../engine/games/trol';
import { trolldilemma } from '../../engine/games/trolldilemma';
import type { TrolldilemmaState } from '../../engine/games/trolldilemma/types';
import { lay, story, succeedsAt } from './trol/scenario';

const move = (seat: number, human: boolean, extra: Partial<MoveRecord> = {}): MoveRecord => ({ seat, human, secret: false, round: null, reveals: false, ...extra });

describe('undoPlan', () => {
  it('takes back the last human move and the bots’ answers after it', () => {
    expect(undoPlan([])).toEqual({ kind: 'nothing' });
    expect(undoPlan([move(1, false), move(1, false)])).toEqual({ kind: 'nothing' });
    expect(undoPlan([move(0, true), move(1, false), move(0, true), move(1, false), move(2, false)])).toEqual({ kind: 'undo', from: 2, last: 2 });
  });

  it('takes a secret round back whole, to before its first choice, whoever made it', () => {
    const round = (seat: number, human: boolean) => move(seat, human, { secret: true, round: 'r2' });
    const moves = [move(0, true), round(2, false), round(0, true), round(1, true), move(0, true, { round: null })];
    // a public move after the round is taken back alone
    expect(undoPlan(moves)).toEqual({ kind: 'undo', from: 4, last: 4 });
    // a choice of the round takes the round with it: the bot's, made first, too
    expect(undoPlan(moves.slice(0, 4))).toEqual({ kind: 'undo', from: 1, last: 3 });
    // two rounds one after the other are two rounds
    const next = [...moves.slice(0, 4), move(2, false, { secret: true, round: 'r2-trolley' }), move(0, true, { secret: true, round: 'r2-trolley' })];
    expect(undoPlan(next)).toEqual({ kind: 'undo', from: 4, last: 5 });
  });

  it('never goes back past a move that turned over others’ secret choices', () => {
    expect(undoPlan([move(0, true), move(1, false, { reveals: true }), move(1, false)])).toEqual({ kind: 'revealed' });
    expect(undoPlan([move(0, true, { reveals: true })])).toEqual({ kind: 'revealed' });
    // a reveal before the move taken back is no obstacle
    expect(undoPlan([move(1, false, { reveals: true }), move(0, true)])).toEqual({ kind: 'undo', from: 1, last: 1 });
  });
});

describe('Trolldilemma: secret rounds', () => {
  it('names one round for all the throws of a round, and one for each Troll’ey, none at the market', () => {
    const def = trolldilemma.definition;
    const seen = new Map<string, number>();
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const random = randomSource(seed);
      let state = def.setup({ seats: [{ name: 'Ada' }, { name: 'Bert' }, { name: 'Cleo' }, { name: 'Dan' }], firstSeat: 0 }, seed) as TrolldilemmaState;
      let previous: string | null = null;
      while (!def.outcome(state)) {
        const round = def.secretRound!(state);
        const { phase } = state;
        expect(round !== null).toBe(phase.kind === 'redirect' || phase.kind === 'trolley');
        if (round !== null) {
          kinds.add(phase.kind);
          // a round's key is its own: once it is over it never comes back
          if (round !== previous) {
            expect(seen.has(`${seed}:${round}`)).toBe(false);
            seen.set(`${seed}:${round}`, 1);
          }
        }
        previous = round;
        const [seat] = def.activeSeats(state);
        const legal = def.legalActions(state, seat);
        state = def.apply(state, seat, legal[Math.floor(random() * legal.length)]);
      }
    }
    expect([...kinds].sort()).toEqual(['redirect', 'trolley']);
  });
});

describe('TRÔL: hunts that turn cards over', () => {
  it('says so when a hunt starts with cards placed face down, not for a card laid nor a hunt of open cards', () => {
    const reveals = (events: Parameters<NonNullable<typeof trol.definition.revealsSecrets>>[0]) => trol.definition.revealsSecrets!(events);
    const night = story(lay({ cycle: 'night', row: [[succeedsAt(4), 'sky-rocky-1'], ['mammoth']], tribes: { 0: { hand: ['vermillion-traqueur-1', 'vermillion-chef-1'] } } }));
    night.place('vermillion-traqueur-1', 0);
    expect(reveals(night.state.events)).toBe(false);
    night.place(night.state.tribes[1].hand[0], 1).place(night.state.tribes[2].hand[0], 1).dice('R2 R0').trigger('vermillion-chef-1');
    expect(night.of('triggered')).toMatchObject([{ count: 1 }]);
    expect(reveals(night.state.events)).toBe(true);

    const day = story(lay({ cycle: 'day', row: [[succeedsAt(4), 'sky-rocky-1'], ['mammoth']], tribes: { 0: { hand: ['vermillion-traqueur-1', 'vermillion-chef-1'] } } }));
    day.place('vermillion-traqueur-1', 0).place(day.state.tribes[1].hand[0], 1).place(day.state.tribes[2].hand[0], 1).dice('R2 R0').trigger('vermillion-chef-1');
    expect(day.of('triggered')).toMatchObject([{ count: 0 }]);
    expect(reveals(day.state.events)).toBe(false);
  });
});
