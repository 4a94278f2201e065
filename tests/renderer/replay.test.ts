import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogEntry, ReplayInfo, ReplayStep, SeatSetup } from '$contract/api';
import type { Action, BaseState } from '$engine/core/types';
import { gameModule } from '$engine/games';
import { randomSource } from '$engine/core/rng';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { runCommand, startInput } from '../../renderer/src/lib/input';
import ReplayScreen from '../../renderer/src/screens/ReplayScreen.svelte';
import { FakeHost, thudInfo, trollDiceInfo } from './support/fake-host';

const players: SeatSetup[] = (['Ann', 'Bob', 'Cid'] as const).map((name, i) => ({
  name,
  color: ['orange', 'sky', 'green'][i],
  symbol: ['star', 'circle', 'square'][i],
  kind: { type: 'human' },
}));

/**
 * A replay as the Host would answer it, made with the engine: seeded random legal moves until
 * the game ends (or `moves` are played), each step's table, and each seat's own view.
 */
function replayOf(game: string, moves = 10_000, matchId = 'm1'): { info: ReplayInfo; steps: ReplayStep[] } {
  const { definition } = gameModule(game)!;
  const random = randomSource(4);
  let state: BaseState = definition.setup({ seats: players.map(({ name }) => ({ name })), firstSeat: 0 }, 9);
  const lines = (at: number): LogEntry[] =>
    state.events.filter((event) => event.visibleTo === undefined).map((event) => ({ ...definition.describe(event), ns: game, at }));
  const log = lines(-1);
  const states = [state];
  while (!definition.outcome(state) && states.length <= moves) {
    const active = definition.activeSeats(state);
    const seat = active[Math.floor(random() * active.length)];
    const legal: Action[] = definition.legalActions(state, seat);
    state = definition.apply(state, seat, legal[Math.floor(random() * legal.length)]);
    log.push(...lines(states.length - 1));
    states.push(state);
  }
  const outcome = definition.outcome(state);
  const steps = states.map((at, index): ReplayStep => {
    const view = definition.view(at, 'table');
    return {
      matchId,
      index,
      view,
      activeSeats: definition.outcome(at) ? [] : definition.activeSeats(at),
      outcome: definition.outcome(at),
      fresh: index === 0 ? [] : at.events.filter((event) => event.visibleTo === undefined),
      hidden: players.map((_player, seat) => {
        const own = definition.view(at, seat);
        return JSON.stringify(own) === JSON.stringify(view) ? null : own;
      }),
    };
  });
  const summary = { id: matchId, game, seats: players, createdAt: 1, updatedAt: 2, actionCount: states.length - 1, outcome };
  return { info: { summary, moves: states.length - 1, stop: null, finished: outcome !== null, log }, steps };
}

let host: FakeHost;
let stopInput: () => void;

async function showReplay(replay: { info: ReplayInfo; steps: ReplayStep[] }) {
  host.replays.set('m1', replay);
  const app = new AppState(host.connection());
  await app.refresh();
  app.settings = { ...app.settings, animationSpeed: 'off' };
  await app.openReplay('m1');
  if (app.screen.name !== 'replay') throw new Error('the replay did not open');
  render(ReplayScreen, { props: { app, info: app.screen.info } });
  await waitFor(() => expect(screen.getByTestId('replay').dataset.step).toBe('0'));
  return app;
}

const stepShown = () => Number(screen.getByTestId('replay').dataset.step);
const slider = () => screen.getByTestId('replay-slider');

beforeEach(() => {
  setLanguage('en');
  host = new FakeHost();
  stopInput = startInput(window);
});

afterEach(() => stopInput());

describe('the replay screen', () => {
  it('steps, jumps and plays back by keys, the log following the step shown', async () => {
    const replay = replayOf('troll-dice', 12);
    const app = await showReplay(replay);
    // the room watches: the display stays awake
    expect(app.matchOnScreen).toBe(true);
    expect(screen.getByTestId('replay-where').textContent?.trim()).toBe('The table as set up');
    await waitFor(() => expect(document.activeElement).toBe(slider()));

    await fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    await waitFor(() => expect(stepShown()).toBe(1));
    expect(screen.getByTestId('replay-where').textContent?.trim()).toBe('Move 1 of 12');
    const logLines = () => screen.queryAllByTestId('log-line').length;
    const linesUpTo = (step: number) => replay.info.log.filter((line) => line.at < step).length;
    await waitFor(() => expect(logLines()).toBe(linesUpTo(1)));

    await fireEvent.keyDown(slider(), { key: 'End' });
    await waitFor(() => expect(stepShown()).toBe(12));
    await waitFor(() => expect(logLines()).toBe(linesUpTo(12)));
    await fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    await waitFor(() => expect(stepShown()).toBe(11));
    await fireEvent.keyDown(slider(), { key: 'Home' });
    await waitFor(() => expect(stepShown()).toBe(0));
    await fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    expect(host.called('replayStep').every(([, index]) => (index as number) >= 0)).toBe(true);

    // Space plays it through, one move after another, and stops at the end
    await fireEvent.input(slider(), { target: { value: '9' } });
    await waitFor(() => expect(stepShown()).toBe(9));
    await fireEvent.keyDown(slider(), { key: ' ' });
    expect(screen.getByTestId('replay-play').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(stepShown()).toBe(12), { timeout: 5_000 });
    await waitFor(() => expect(screen.getByTestId('replay-play').getAttribute('aria-pressed')).toBe('false'));
    const asked = host.called('replayStep').map(([, index]) => index);
    expect(asked.slice(-4)).toEqual([9, 10, 11, 12]);
  });

  it('jumps to the move a log line tells, and by the buttons', async () => {
    const replay = replayOf('troll-dice', 12);
    await showReplay(replay);
    await fireEvent.click(screen.getByTestId('replay-last'));
    await waitFor(() => expect(stepShown()).toBe(12));
    const lines = screen.getAllByTestId('log-line');
    const picked = replay.info.log.find((line) => line.at === 3)!;
    await fireEvent.click(lines[replay.info.log.indexOf(picked)]);
    await waitFor(() => expect(stepShown()).toBe(4));
    await fireEvent.click(screen.getByTestId('replay-back'));
    await waitFor(() => expect(stepShown()).toBe(3));
    await fireEvent.click(screen.getByTestId('replay-forward'));
    await waitFor(() => expect(stepShown()).toBe(4));
    await fireEvent.click(screen.getByTestId('replay-first'));
    await waitFor(() => expect(stepShown()).toBe(0));
    expect(screen.getByTestId('replay-first')).toHaveProperty('disabled', true);
  });

  it('shows what each troll kept hidden at a step of a finished Trolldilemma', async () => {
    const finished = replayOf('trolldilemma');
    expect(finished.info.finished).toBe(true);
    await showReplay(finished);
    const throwing = finished.steps.findIndex((step) => step.hidden?.some((own) => (own as { mine?: { throws?: unknown[] } } | null)?.mine?.throws));
    await fireEvent.input(slider(), { target: { value: String(throwing) } });
    await waitFor(() => expect(stepShown()).toBe(throwing));
    const strip = screen.getByTestId('replay-hidden');
    expect(within(strip).getByText('What was hidden')).toBeTruthy();
    expect(strip.textContent).toContain('→');
    expect(host.called('replayStep').every(([, , reveal]) => reveal === true)).toBe(true);
  });

  it('asks no secret of a game not over, and shows none', async () => {
    const going = replayOf('trolldilemma', 8);
    going.info = { ...going.info, finished: false };
    await showReplay(going);
    // a round of secret throws, as the live table would bring down its curtain for: no curtain, no chooser, nothing to press
    const throwing = going.steps.findIndex((step) => (step.view as { phase: { kind: string } }).phase.kind === 'redirect');
    await fireEvent.input(slider(), { target: { value: String(throwing) } });
    await waitFor(() => expect(stepShown()).toBe(throwing));
    expect(screen.queryByTestId('hand-off-curtain')).toBeNull();
    expect(screen.queryByTestId('redirect-chooser')).toBeNull();
    expect(document.querySelector('.trolldilemma-table')?.closest('[inert]')).toBeTruthy();
    await fireEvent.keyDown(slider(), { key: 'End' });
    await waitFor(() => expect(stepShown()).toBe(8));
    expect(screen.queryByTestId('replay-hidden')).toBeNull();
    expect(host.called('replayStep').every(([, , reveal]) => reveal === false)).toBe(true);
  });

  it('says no bot is thinking: a replay only shows what was done', async () => {
    const replay = replayOf('trol', 6);
    replay.info.summary = { ...replay.info.summary, seats: players.map((player) => ({ ...player, kind: { type: 'bot', level: 'smart' } })) };
    await showReplay(replay);
    await fireEvent.keyDown(slider(), { key: 'End' });
    await waitFor(() => expect(stepShown()).toBe(6));
    expect(screen.getByTestId('replay').textContent).not.toMatch(/thinking/i);
  });

  it('says where a damaged record stops, and Escape goes back home', async () => {
    const replay = replayOf('troll-dice', 5);
    replay.info = { ...replay.info, stop: { move: 6, reason: 'unreadable' } };
    const app = await showReplay(replay);
    expect(screen.getByTestId('replay-stop').textContent).toBe("This game's record stops at move 6: that move cannot be read.");
    await fireEvent.keyDown(window, { key: 'Escape' });
    expect(app.screen.name).toBe('home');
  });

  it('follows a gamepad: the d-pad steps, A plays and pauses, B goes back', async () => {
    const app = await showReplay(replayOf('troll-dice', 6));
    await waitFor(() => expect(document.activeElement).toBe(slider()));
    runCommand('right');
    await waitFor(() => expect(stepShown()).toBe(1));
    runCommand('right');
    await waitFor(() => expect(stepShown()).toBe(2));
    runCommand('left');
    await waitFor(() => expect(stepShown()).toBe(1));
    runCommand('activate');
    await waitFor(() => expect(screen.getByTestId('replay-play').getAttribute('aria-pressed')).toBe('true'));
    runCommand('activate');
    await waitFor(() => expect(screen.getByTestId('replay-play').getAttribute('aria-pressed')).toBe('false'));
    runCommand('back');
    expect(app.screen.name).toBe('home');
  });

  it('replays a finished game from its campaign’s matches, and goes back to the campaign', async () => {
    host.games = [trollDiceInfo, thudInfo];
    const created = await host.createCampaign({
      name: 'Thud nights',
      format: 'thud-series',
      matches: 3,
      players: players.slice(0, 2).map(({ name, color, symbol }) => ({ name, color, symbol, kind: { type: 'human' } })),
    });
    if (!created.ok) throw new Error(created.error.code);
    const campaignId = created.value.summary.id;
    const played = host.finishNext(campaignId, 0);
    host.replays.set(played.id, replayOf('troll-dice', 4, played.id));
    const app = new AppState(host.connection());
    render(App, { props: { app } });
    await screen.findByTestId('saved-games');
    await app.openCampaign(campaignId);
    await fireEvent.click(await screen.findByTestId('pane-matches'));
    await fireEvent.click(screen.getByTestId(`replay-${played.id}`));
    await waitFor(() => expect(screen.getByTestId('replay').dataset.step).toBe('0'));
    expect(host.called('openReplay')).toEqual([[played.id]]);
    await fireEvent.keyDown(window, { key: 'Escape' });
    await screen.findByTestId('campaign');
    expect(app.screen).toEqual({ name: 'campaign', id: campaignId });
  });
});
