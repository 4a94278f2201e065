/**
 * The table's sound in the page, on a stand-in AudioContext: a move's steps sound as they start
 * (with animations off, the move sounds at once, each cue once), mute and a volume of 0 silence
 * them, the M key mutes and brings the sound back, and a page that never turned sound on (a
 * phone's) makes none.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trollDice } from '$engine/games/troll-dice';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { heldCommands } from '../../renderer/src/lib/input';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { SoundEngine, sound } from '../../renderer/src/lib/sound/engine';
import { eventsOfSteps } from '../../renderer/src/tables/playback-queue.svelte';
import { playbackSteps } from '../../renderer/src/tables/troll-dice/playback';
import TrollDiceTable from '../../renderer/src/tables/troll-dice/TrollDiceTable.svelte';
import { FakeAudioContext, installFakeAudio, pageContext } from './support/fake-audio';
import { FakeHost } from './support/fake-host';
import { gameAfterClubRoll, giveAll, newGame, settings, snapshotOf } from './tables/troll-dice-fixtures';

const { definition } = trollDice;
const act = async () => {};
const undo = async () => {};
const seatView = async () => undefined;
const loud = { effectsVolume: 60, musicVolume: 0, muted: false };

let removeFakeAudio: () => void;

beforeEach(() => {
  setLanguage('en');
  removeFakeAudio = installFakeAudio();
});

afterEach(() => {
  cleanup();
  sound.close();
  removeFakeAudio();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** the sound on, as after the first gesture on the TV */
function soundOn(levels = loud): FakeAudioContext {
  sound.configure(levels);
  sound.unlock();
  return pageContext();
}

/** a Troll Dice table showing the game before seat 0's first roll, and that roll as the next snapshot */
function tableBeforeRoll(animationSpeed: Parameters<typeof settings>[0]) {
  const before = newGame(3, 11);
  const rolled = definition.apply(before, 0, { type: 'roll', green: 0 });
  const table = render(TrollDiceTable, { snapshot: snapshotOf(before), act, undo, seatView, settings: settings(animationSpeed), phoneSeats: [] });
  return { table, next: snapshotOf(rolled) };
}

describe('a move on the table', () => {
  it('sounds each step as it starts: the dice, then each duel and the blow it ends in', async () => {
    vi.useFakeTimers();
    const context = soundOn();
    const played = vi.spyOn(sound, 'play');
    const { table, next } = tableBeforeRoll('normal');
    await table.rerender({ snapshot: next });
    // the roll tumbles first: the dice land as the table shows their faces
    expect(played.mock.calls).toEqual([[['dice-roll'], expect.closeTo(0.63, 2)]]);
    expect(context.started.length).toBeGreaterThan(5);

    await vi.runAllTimersAsync();
    const rolled = gameAfterClubRoll(3, 1);
    const defended = giveAll(rolled, 1);
    await table.rerender({ snapshot: snapshotOf(rolled, []) });
    played.mockClear();
    await table.rerender({ snapshot: snapshotOf(defended, defended.events) });
    await vi.runAllTimersAsync();
    const cues = played.mock.calls.map(([shown]) => shown);
    expect(cues[0]).toContain('die-clack');
    // the duel ends in a blow that lands or one that is blocked
    expect(cues.flat().some((cue) => cue === 'club-thud' || cue === 'clang')).toBe(true);
  });

  it('with animations off, sounds the whole move at once, each cue once', async () => {
    soundOn();
    const played = vi.spyOn(sound, 'play');
    const rolled = gameAfterClubRoll(3, 3);
    const table = render(TrollDiceTable, { snapshot: snapshotOf(rolled), act, undo, seatView, settings: settings('off'), phoneSeats: [] });
    const defended = giveAll(rolled, 1);
    const events = [...rolled.events, ...defended.events];
    expect(events.filter((event) => event.type === 'defence-roll').length).toBeGreaterThan(1);
    await table.rerender({ snapshot: snapshotOf(defended, events) });
    expect(played).toHaveBeenCalledTimes(1);
    const [cues] = played.mock.calls[0];
    expect(cues[0]).toBe('dice-roll');
    expect(new Set(cues).size).toBe(cues.length);
  });

  it('is silent while muted or at a volume of 0, and heard again once the sound is back', async () => {
    const context = soundOn({ ...loud, muted: true });
    const { table, next } = tableBeforeRoll('normal');
    await table.rerender({ snapshot: next });
    expect(context.started).toEqual([]);

    sound.configure({ ...loud, effectsVolume: 0 });
    const again = newGame(3, 12);
    await table.rerender({ snapshot: snapshotOf(again, []) });
    await table.rerender({ snapshot: snapshotOf(definition.apply(again, 0, { type: 'roll', green: 0 })) });
    expect(context.started).toEqual([]);

    sound.configure(loud);
    sound.play(['dice-roll']);
    expect(context.started.length).toBeGreaterThan(0);
    // the effects bus follows the volume, squared as loudness is heard
    sound.configure({ ...loud, effectsVolume: 50 });
    expect(context.gains.some((gain) => gain.gain.target === 0.25)).toBe(true);
  });

  it('makes no sound on a page that never turned it on (a phone)', () => {
    const phone = new SoundEngine();
    phone.unlock();
    phone.play(['coins']);
    expect(FakeAudioContext.made).toEqual([]);
  });
});

describe('the mute key', () => {
  it('M mutes the sound and brings it back, remembered by the Host', async () => {
    const host = new FakeHost();
    const app = new AppState(host.connection());
    render(App, { props: { app } });
    await screen.findByTestId('home-new-game-troll-dice');
    expect(sound.audible).toBe(true);

    await fireEvent.keyDown(window, { key: 'm' });
    // the key is a gesture: the page's one AudioContext is made then
    const context = pageContext();
    await vi.waitFor(() => expect(app.settings.muted).toBe(true));
    expect(host.called('setSettings')).toEqual([[{ muted: true }]]);
    expect(sound.audible).toBe(false);
    sound.play(['coins']);
    expect(context.started).toEqual([]);

    await fireEvent.keyDown(window, { key: 'M' });
    await vi.waitFor(() => expect(app.settings.muted).toBe(false));
    expect(host.called('setSettings')).toEqual([[{ muted: true }], [{ muted: false }]]);
    sound.play(['coins']);
    expect(context.started.length).toBeGreaterThan(0);
    expect(FakeAudioContext.made).toHaveLength(1);
  });

  it("is the gamepad's X button too", () => {
    const buttons = Array.from({ length: 17 }, (_, i) => ({ pressed: i === 2, touched: false, value: i === 2 ? 1 : 0 }));
    expect([...heldCommands({ buttons, axes: [0, 0] })]).toEqual(['mute']);
  });

  it('is left alone while typing a name', async () => {
    const input = document.createElement('input');
    document.body.append(input);
    const host = new FakeHost();
    const app = new AppState(host.connection());
    render(App, { props: { app } });
    await screen.findByTestId('home-new-game-troll-dice');
    await fireEvent.keyDown(input, { key: 'm' });
    expect(host.called('setSettings')).toEqual([]);
    input.remove();
  });
});

describe('many cues at once', () => {
  it('plays the few that matter most, each once, and not again a moment later', () => {
    const context = soundOn();
    sound.play(['tick', 'coins', 'coins', 'card-place', 'win', 'skull']);
    const first = context.started.length;
    expect(first).toBeGreaterThan(0);
    // the win is among those heard: a fanfare starts a drum tone 0.7 s after its first note
    const heardAt = new Set(context.started.map((source) => source.at));
    expect([...heardAt].some((at) => at > 0.5)).toBe(true);
    // the same cues again at once (another bot move shown at once): nothing starts twice
    sound.play(['win', 'coins', 'skull']);
    expect(context.started.length).toBe(first);
    // time passes on the audio clock: heard again
    context.currentTime = 1;
    sound.play(['coins']);
    expect(context.started.length).toBeGreaterThan(first);
  });
});

describe("a step's sounds", () => {
  it('are those of the events it shows: every event once, in order, with the step it belongs to', () => {
    const rolled = gameAfterClubRoll(3, 3);
    const defended = giveAll(rolled, 1);
    const events = [...rolled.events, ...defended.events];
    const script = { steps: playbackSteps };
    const steps = playbackSteps(events);
    const shown = eventsOfSteps(script, events, steps.length);
    expect(shown).toHaveLength(steps.length);
    expect(shown.flat()).toEqual(events);
    expect(shown[0].map((event) => event.type)).toContain('roll');
    // each duel frame starts with the die roll that made it
    steps.forEach((step, i) => {
      if (step.kind === 'duel') expect(shown[i].some((event) => event.type === 'defence-roll' || event.type === 'counter-roll')).toBe(true);
    });
  });
});
