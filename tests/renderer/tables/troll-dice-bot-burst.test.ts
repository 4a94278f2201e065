/**
 * Bots move faster than their moves are played back: a burst of bot moves reaches the match
 * screen at once, and the table plays them one after another. Every part of the table follows
 * the move being played back: the trolls' health, the log, and who is thinking.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogEntry, MatchSnapshot, MatchSummary } from '$contract/api';
import type { GameEvent } from '$engine/core/types';
import { randomSource } from '$engine/core/rng';
import { trollDice } from '$engine/games/troll-dice';
import type { TrollDiceState } from '$engine/games/troll-dice/types';
import App from '../../../renderer/src/App.svelte';
import { AppState } from '../../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../../renderer/src/lib/i18n.svelte';
import { FakeHost, whole } from '../support/fake-host';

const game = trollDice.definition;

const summary: MatchSummary = {
  id: 'm1',
  game: 'troll-dice',
  seats: [
    { name: 'Ugg', color: 'orange', symbol: 'circle', kind: { type: 'human' } },
    { name: 'Bree', color: 'sky', symbol: 'square', kind: { type: 'bot', level: 'random' } },
    { name: 'Cog', color: 'green', symbol: 'triangle', kind: { type: 'bot', level: 'random' } },
  ],
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  actionCount: 0,
  outcome: null,
};

/**
 * The states of a game the two bots open, one per move, up to Cog's last move before Ugg's turn:
 * Cog is still thinking about it when the burst arrives.
 */
function botMoves(seed: number): TrollDiceState[] {
  const random = randomSource(seed);
  const states = [game.setup({ seats: summary.seats.map(({ name }) => ({ name })), firstSeat: 1 }, seed)];
  for (let state = states[0]; game.activeSeats(state)[0] !== 0; ) {
    const seat = game.activeSeats(state)[0];
    state = game.apply(state, seat, trollDice.bots[0].choose(state, seat, random));
    states.push(state);
  }
  return states.slice(0, -1);
}

/** what the Host sends after `moves` of `states`, with the bots still thinking while it is their turn */
function snapshotAt(states: TrollDiceState[], moves: number): MatchSnapshot {
  const log: LogEntry[] = [];
  states.slice(1, moves + 1).forEach((state, at) => {
    for (const event of state.events) log.push({ ...game.describe(event), ns: 'troll-dice', at });
  });
  const state = states[moves];
  const active = game.activeSeats(state);
  return {
    summary: { ...summary, actionCount: moves },
    revision: moves,
    view: game.view(state, 'table'),
    activeSeats: active,
    legal: active[0] === 0 ? { 0: game.legalActions(state, 0) } : {},
    privateTurns: [],
    log,
    fresh: (moves > 0 ? state.events : []) as GameEvent[],
    outcome: null,
    undo: moves > 0 ? { kind: 'move', seat: 0, move: 'roll', round: [], ask: false } : null,
    botThinking: active[0] !== 0,
  };
}

const healthOf = (name: string) => document.querySelectorAll(`[data-seat-name="${name}"] .pip.full`).length;
const logLines = () => screen.getByTestId('log').querySelectorAll('li:not(.muted)').length;
const thinkingSeats = () =>
  [...document.querySelectorAll('[data-seat-name]')].filter((panel) => panel.querySelector('.thinking')).map((panel) => panel.getAttribute('data-seat-name'));

beforeEach(() => setLanguage('en'));
afterEach(() => vi.useRealTimers());

describe('Troll Dice: a burst of bot moves', () => {
  it('shows the trolls, the log and who is thinking as they were before the move being played back', async () => {
    // a game whose second attacker's roll comes after the first attack changed someone's health
    const seed = [...Array(200).keys()].find((candidate) => {
      const states = botMoves(candidate);
      const second = states.findIndex((state, i) => i > 0 && state.events.some((event) => event.type === 'roll' && event.seat === 2));
      return second > 1 && states[second - 1].trolls.some((troll, seat) => troll.health !== states[0].trolls[seat].health);
    })!;
    const states = botMoves(seed);
    const secondRoll = states.findIndex((state, i) => i > 0 && state.events.some((event) => event.type === 'roll' && event.seat === 2));

    const host = new FakeHost();
    host.settings = { ...host.settings, animationSpeed: 'normal' };
    host.matches = [summary];
    host.openMatch = async () => ({ ok: true, value: whole(snapshotAt(states, 0)) });
    render(App, { props: { app: new AppState(host.connection()) } });
    await fireEvent.click(await screen.findByTestId('resume-m1'));
    await screen.findByTestId('log');
    expect(thinkingSeats()).toEqual(['Bree']);

    vi.useFakeTimers();
    // each move arrives on its own, as the Host sends them, before the first one has been played back
    for (let moves = 1; moves < states.length; moves++) {
      host.push(snapshotAt(states, moves));
      await tick();
    }

    // the first attack is being played: the table is as it was before it, and nobody is shown thinking
    expect(screen.getByText('Bree rolls')).toBeTruthy();
    for (const [seat, troll] of states[0].trolls.entries()) expect(healthOf(summary.seats[seat].name)).toBe(troll.health);
    expect(logLines()).toBe(snapshotAt(states, 0).log.length);
    expect(thinkingSeats()).toEqual([]);

    // when Cog's attack starts playing, the table has moved on to just before it, not stayed before the burst
    for (let waited = 0; !screen.queryByText('Cog rolls') && waited < 60_000; waited += 50) await vi.advanceTimersByTimeAsync(50);
    expect(screen.getByText('Cog rolls')).toBeTruthy();
    const before = snapshotAt(states, secondRoll - 1);
    for (const [seat, troll] of states[secondRoll - 1].trolls.entries()) expect(healthOf(summary.seats[seat].name)).toBe(troll.health);
    expect(logLines()).toBe(before.log.length);
    expect(thinkingSeats()).toEqual([]);

    // once everything is played, the table is the newest one, where Cog is thinking
    await fireEvent.click(screen.getByRole('button', { name: /Skip/ }));
    vi.useRealTimers();
    await waitFor(() => expect(logLines()).toBe(snapshotAt(states, states.length - 1).log.length));
    for (const [seat, troll] of states.at(-1)!.trolls.entries()) expect(healthOf(summary.seats[seat].name)).toBe(troll.health);
    expect(thinkingSeats()).toEqual(['Cog']);
  });
});
