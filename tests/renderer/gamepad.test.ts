import { afterEach, describe, expect, it } from 'vitest';
import { onCommand, startInput } from '../../renderer/src/lib/input';

/** A standard-mapping pad whose buttons and stick the test moves by hand. */
function fakePad() {
  const buttons = Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 }));
  return { index: 0, buttons, axes: [0, 0, 0, 0], connected: true, mapping: 'standard' };
}

/** Drive the animation frames by hand, with the time each frame says it is. */
function frames() {
  let pending: FrameRequestCallback | null = null;
  window.requestAnimationFrame = (callback) => {
    pending = callback;
    return 1;
  };
  window.cancelAnimationFrame = () => {
    pending = null;
  };
  return {
    run(at: number) {
      const callback = pending;
      pending = null;
      callback?.(at);
    },
    get waiting() {
      return pending !== null;
    },
  };
}

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length) stops.pop()!();
});

describe('the gamepad', () => {
  it('fires a command once per press, repeats a held direction, and stops polling when unplugged', () => {
    const pad = fakePad();
    let pads: (typeof pad | null)[] = [pad];
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => pads });
    const clock = frames();
    const said: string[] = [];
    stops.push(startInput(window));
    stops.push(onCommand('back', () => said.push('back')));
    stops.push(onCommand('undo', () => said.push('undo')));

    expect(clock.waiting).toBe(false);
    window.dispatchEvent(new Event('gamepadconnected'));
    expect(clock.waiting).toBe(true);

    pad.buttons[1].pressed = true; // B, held over several frames
    clock.run(0);
    clock.run(16);
    clock.run(600);
    pad.buttons[1].pressed = false;
    clock.run(616);
    pad.buttons[8].pressed = true; // Back / Select
    clock.run(632);
    expect(said).toEqual(['back', 'undo']);

    pads = [null];
    clock.run(648);
    expect(clock.waiting).toBe(false);
  });

  it('moves focus with the d-pad, again and again while it is held', () => {
    const pad = fakePad();
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => [pad] });
    const clock = frames();
    const buttons = [0, 1, 2, 3].map((i) => {
      const button = document.createElement('button');
      const left = i * 150;
      button.getBoundingClientRect = () =>
        ({ left, right: left + 100, top: 0, bottom: 50, width: 100, height: 50, x: left, y: 0, toJSON: () => ({}) }) as DOMRect;
      document.body.append(button);
      return button;
    });
    buttons[0].focus();
    stops.push(startInput(window));
    window.dispatchEvent(new Event('gamepadconnected'));

    pad.buttons[15].pressed = true; // d-pad right
    clock.run(0); // press: moves once
    clock.run(100); // held, not yet repeating
    expect(document.activeElement).toBe(buttons[1]);
    clock.run(500); // held long enough: repeats
    expect(document.activeElement).toBe(buttons[2]);
    clock.run(560); // too soon for the next repeat
    expect(document.activeElement).toBe(buttons[2]);
    clock.run(700);
    expect(document.activeElement).toBe(buttons[3]);
    document.body.innerHTML = '';
  });
});
