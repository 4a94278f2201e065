/**
 * Keyboard and gamepad, mapped to the same few commands. Arrows / d-pad move focus spatially,
 * Enter / A activates, Esc / B goes back, Backspace / Y / Back undoes, F11 toggles fullscreen,
 * P shows the players' phone links, M / X mutes or brings back the sound. Screens and dialogs
 * register what "back", "undo", "phones" and "mute" mean for them; the latest one wins.
 * Whatever watches for any input at all (the idle title) hears every key, button and click first.
 */
import { moveFocus, type Direction } from './spatial-nav';

export type Command = Direction | 'activate' | 'back' | 'undo' | 'fullscreen' | 'phones' | 'mute';
type Handler = () => void;

const handlers: { command: Command; handler: Handler }[] = [];

/** Make `handler` answer `command` until the returned function is called. */
export function onCommand(command: Command, handler: Handler): () => void {
  const entry = { command, handler };
  handlers.push(entry);
  return () => {
    const index = handlers.indexOf(entry);
    if (index >= 0) handlers.splice(index, 1);
  };
}

/** where an input came from */
export type InputKind = 'key' | 'gamepad' | 'pointer';
/** hears an input before it does anything; true when it took it, so that it does nothing else */
type InputWatcher = (kind: InputKind) => boolean;

const watchers: InputWatcher[] = [];

/**
 * Hear every key press, gamepad press and click or touch (a pointer going down) before it acts.
 * A watcher that returns true takes a key or a gamepad press: it moves and presses nothing else.
 * A pointer's click cannot be taken back here, so it always goes on: whatever covers the page
 * takes its own clicks. Until the returned function is called.
 */
export function onAnyInput(watcher: InputWatcher): () => void {
  watchers.push(watcher);
  return () => {
    const index = watchers.indexOf(watcher);
    if (index >= 0) watchers.splice(index, 1);
  };
}

function noticeInput(kind: InputKind): boolean {
  let taken = false;
  for (const watcher of [...watchers]) taken = watcher(kind) || taken;
  return taken;
}

/**
 * A focused element marked `data-owns-arrows` (e.g. a game board's cursor) takes the arrow keys
 * and Enter itself: spatial navigation leaves them alone, and the gamepad's d-pad and A button
 * reach it as those keys.
 */
export const OWNS_ARROWS = '[data-owns-arrows]';

function arrowOwner(element: Element | null): HTMLElement | null {
  return element instanceof Element ? element.closest<HTMLElement>(OWNS_ARROWS) : null;
}

const keyOfCommand: Partial<Record<Command, string>> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  activate: 'Enter',
};

export function runCommand(command: Command, doc: Document = document): void {
  const owner = arrowOwner(doc.activeElement);
  const key = keyOfCommand[command];
  if (owner && key) {
    owner.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    return;
  }
  switch (command) {
    case 'up':
    case 'down':
    case 'left':
    case 'right':
      moveFocus(command, doc);
      return;
    case 'activate': {
      const active = doc.activeElement;
      if (active instanceof HTMLElement && active !== doc.body && !isTextField(active)) active.click();
      return;
    }
    case 'fullscreen':
      toggleFullscreen(doc);
      return;
    default:
      for (let i = handlers.length - 1; i >= 0; i--) {
        if (handlers[i].command === command) {
          handlers[i].handler();
          return;
        }
      }
  }
}

function toggleFullscreen(doc: Document): void {
  if (doc.fullscreenElement) void doc.exitFullscreen?.();
  else void doc.documentElement.requestFullscreen?.();
}

function isTextField(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return (
    element instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color'].includes(element.type)
  );
}

/** whether the caret of a text field stands, with nothing selected, at its start (left) or end (right) */
function caretAtEnd(field: Element, direction: 'left' | 'right'): boolean {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return false;
  const { selectionStart, selectionEnd, value } = field;
  if (selectionStart === null || selectionStart !== selectionEnd) return false;
  return direction === 'left' ? selectionStart === 0 : selectionStart === value.length;
}

const arrowKeys: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** The command a key press stands for, or null to let the browser handle it. */
export function commandForKey(event: KeyboardEvent): Command | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const typing = target !== null && isTextField(target);
  const direction = arrowKeys[event.key];
  if (direction) {
    // in a text field, left and right move the caret until it reaches that end; up and down leave it
    if (typing && (direction === 'left' || direction === 'right') && !caretAtEnd(target, direction)) return null;
    if (target instanceof HTMLSelectElement || arrowOwner(target)) return null;
    return direction;
  }
  switch (event.key) {
    case 'Escape':
      return 'back';
    case 'Backspace':
      return typing ? null : 'undo';
    case 'F11':
      return 'fullscreen';
    case 'p':
    case 'P':
      return typing ? null : 'phones';
    case 'm':
    case 'M':
      return typing ? null : 'mute';
    default:
      return null;
  }
}

/** Listen to the keyboard and any gamepad; returns a function that stops listening. */
export function startInput(win: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (noticeInput('key')) {
      // nothing else: no click on the focused button, no character typed, no fullscreen
      event.preventDefault();
      return;
    }
    const command = commandForKey(event);
    if (!command) return;
    event.preventDefault();
    runCommand(command, win.document);
  };
  const onPointerDown = () => void noticeInput('pointer');
  win.addEventListener('keydown', onKeyDown);
  win.addEventListener('pointerdown', onPointerDown);
  const stopGamepads = watchGamepads(win, (command) => runCommand(command, win.document));
  return () => {
    win.removeEventListener('keydown', onKeyDown);
    win.removeEventListener('pointerdown', onPointerDown);
    stopGamepads();
  };
}

/** Standard-mapping button indices (https://w3c.github.io/gamepad/#remapping). */
const gamepadButtons: [number, Command][] = [
  [0, 'activate'], // A
  [1, 'back'], // B
  [2, 'mute'], // X
  [3, 'undo'], // Y
  [8, 'undo'], // Back / Select
  [12, 'up'],
  [13, 'down'],
  [14, 'left'],
  [15, 'right'],
];
const STICK_THRESHOLD = 0.6;
const REPEAT_DELAY_MS = 450;
const REPEAT_EVERY_MS = 160;

/** The commands a gamepad holds down right now (buttons and left stick). */
export function heldCommands(pad: Pick<Gamepad, 'buttons' | 'axes'>): Set<Command> {
  const held = new Set<Command>();
  for (const [index, command] of gamepadButtons) if (pad.buttons[index]?.pressed) held.add(command);
  const [x = 0, y = 0] = pad.axes;
  if (x <= -STICK_THRESHOLD) held.add('left');
  if (x >= STICK_THRESHOLD) held.add('right');
  if (y <= -STICK_THRESHOLD) held.add('up');
  if (y >= STICK_THRESHOLD) held.add('down');
  return held;
}

/**
 * Polls the Gamepad API once per frame while a pad is connected: a command fires when its
 * button goes down; held directions repeat, like a held arrow key. Any button going down (Start
 * too, which stands for no command) is an input the watchers hear first; when they take it, the
 * commands held in that frame do not fire.
 */
function watchGamepads(win: Window, run: (command: Command) => void): () => void {
  let frame = 0;
  const heldSince = new Map<string, number>();
  const lastRepeat = new Map<string, number>();
  let buttonsDown = new Set<string>();

  const poll = (now: number) => {
    const pads = [...(win.navigator.getGamepads?.() ?? [])].filter((pad): pad is Gamepad => pad !== null);
    const seen = new Set<string>();
    const down = new Set(pads.flatMap((pad) => pad.buttons.flatMap((button, i) => (button.pressed ? [`${pad.index}:${i}`] : []))));
    const pressed = [...down].some((id) => !buttonsDown.has(id));
    buttonsDown = down;
    const freshCommand = pads.some((pad) => [...heldCommands(pad)].some((command) => !heldSince.has(`${pad.index}:${command}`)));
    const taken = (pressed || freshCommand) && noticeInput('gamepad');
    for (const pad of pads) {
      for (const command of heldCommands(pad)) {
        const id = `${pad.index}:${command}`;
        seen.add(id);
        const since = heldSince.get(id);
        if (since === undefined) {
          heldSince.set(id, now);
          lastRepeat.set(id, now);
          if (!taken) run(command);
        } else if (
          ['up', 'down', 'left', 'right'].includes(command) &&
          now - since >= REPEAT_DELAY_MS &&
          now - (lastRepeat.get(id) ?? now) >= REPEAT_EVERY_MS
        ) {
          lastRepeat.set(id, now);
          run(command);
        }
      }
    }
    for (const id of [...heldSince.keys()]) {
      if (!seen.has(id)) {
        heldSince.delete(id);
        lastRepeat.delete(id);
      }
    }
    frame = pads.length > 0 ? win.requestAnimationFrame(poll) : 0;
  };

  const onConnected = () => {
    if (frame === 0) frame = win.requestAnimationFrame(poll);
  };
  win.addEventListener('gamepadconnected', onConnected);
  return () => {
    win.removeEventListener('gamepadconnected', onConnected);
    if (frame !== 0) win.cancelAnimationFrame(frame);
    frame = 0;
  };
}
