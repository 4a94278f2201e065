import { afterEach, describe, expect, it } from 'vitest';
import { moveFocus, nearestInDirection, nearestRow, type Box } from '../../renderer/src/lib/spatial-nav';
import { commandForKey, heldCommands, onCommand, runCommand } from '../../renderer/src/lib/input';

const box = (left: number, top: number, width = 100, height = 50): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('nearestInDirection', () => {
  // a 3×2 grid of buttons, 150 px apart horizontally and 100 px vertically
  const grid = [box(0, 0), box(150, 0), box(300, 0), box(0, 100), box(150, 100), box(300, 100)];

  it('moves to the neighbour on that side', () => {
    const from = grid[4];
    const others = grid.filter((b) => b !== from);
    expect(others[nearestInDirection(from, others, 'left')]).toBe(grid[3]);
    expect(others[nearestInDirection(from, others, 'right')]).toBe(grid[5]);
    expect(others[nearestInDirection(from, others, 'up')]).toBe(grid[1]);
  });

  it('finds nothing past the edge', () => {
    const from = grid[5];
    const others = grid.filter((b) => b !== from);
    expect(nearestInDirection(from, others, 'right')).toBe(-1);
    expect(nearestInDirection(from, others, 'down')).toBe(-1);
  });

  it('prefers what is straight ahead over what is closer but off to the side', () => {
    const from = box(0, 0);
    const straightBelow = box(0, 300);
    const nearButAside = box(400, 80);
    expect(nearestInDirection(from, [nearButAside, straightBelow], 'down')).toBe(1);
  });

  it('never takes a control stacked under or over this one for one beside it', () => {
    // "Resume" above a "Delete" half a pixel narrower: Left from Resume must not land on Delete
    const resume = box(800, 0, 140, 50);
    const remove = box(800.25, 60, 139.5, 50);
    const aside = box(600, 0, 140, 50);
    expect(nearestInDirection(resume, [remove], 'left')).toBe(-1);
    expect(nearestInDirection(resume, [remove, aside], 'left')).toBe(1);
    // and the same across: a box beside this one, a little lower, is not below it
    expect(nearestInDirection(box(0, 0), [box(120, 10)], 'down')).toBe(-1);
  });

  it('reaches a wide element spanning the row below', () => {
    const from = box(300, 0);
    const wide = box(0, 100, 600, 50);
    expect(nearestInDirection(from, [wide], 'down')).toBe(0);
  });
});

/** Give an element a box, for jsdom, which computes no layout. */
function place<E extends HTMLElement>(element: E, b: Box): E {
  element.getBoundingClientRect = () =>
    ({ ...b, x: b.left, y: b.top, width: b.right - b.left, height: b.bottom - b.top, toJSON: () => b }) as DOMRect;
  return element;
}

function placeButtons(container: HTMLElement, boxes: Record<string, Box>): Record<string, HTMLButtonElement> {
  const buttons: Record<string, HTMLButtonElement> = {};
  for (const [name, b] of Object.entries(boxes)) {
    const button = place(document.createElement('button'), b);
    button.textContent = name;
    container.append(button);
    buttons[name] = button;
  }
  return buttons;
}

/** A `data-nav-row` element in the page holding buttons at these boxes. */
function placeRow(boxes: Record<string, Box>): Record<string, HTMLButtonElement> {
  const row = document.createElement('div');
  row.setAttribute('data-nav-row', '');
  document.body.append(row);
  return placeButtons(row, boxes);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('moveFocus', () => {
  it('moves focus between buttons on the page like a remote', () => {
    const buttons = placeButtons(document.body, { a: box(0, 0), b: box(150, 0), c: box(0, 100) });
    buttons.a.focus();
    expect(moveFocus('right')).toBe(true);
    expect(document.activeElement).toBe(buttons.b);
    expect(moveFocus('right')).toBe(false);
    expect(document.activeElement).toBe(buttons.b);
    moveFocus('down');
    expect(document.activeElement).toBe(buttons.c);
  });

  it('stays inside an open dialog', () => {
    const page = placeButtons(document.body, { behind: box(0, 200) });
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    const inside = placeButtons(dialog, { cancel: box(0, 0), confirm: box(150, 0) });
    inside.cancel.focus();
    expect(moveFocus('down')).toBe(false);
    expect(document.activeElement).toBe(inside.cancel);
    moveFocus('right');
    expect(document.activeElement).toBe(inside.confirm);
    expect(page.behind).not.toBe(document.activeElement);
  });

  it('with nothing focused, starts inside the screen’s focus home', () => {
    placeButtons(document.body, { header: box(0, 0) });
    const table = document.createElement('div');
    table.setAttribute('data-focus-home', '');
    document.body.append(table);
    const { die } = placeButtons(table, { die: box(0, 300) });
    moveFocus('up');
    expect(document.activeElement).toBe(die);
  });

  it('skips disabled and hidden controls', () => {
    const buttons = placeButtons(document.body, { a: box(0, 0), off: box(150, 0), hidden: box(300, 0, 0, 0), c: box(450, 0) });
    buttons.off.disabled = true;
    buttons.a.focus();
    moveFocus('right');
    expect(document.activeElement).toBe(buttons.c);
  });

  it('skips controls taken out of the tab order', () => {
    const buttons = placeButtons(document.body, { a: box(0, 0), taken: box(150, 0), c: box(300, 0) });
    buttons.taken.tabIndex = -1;
    buttons.a.focus();
    moveFocus('right');
    expect(document.activeElement).toBe(buttons.c);
  });
});

describe('nearestRow', () => {
  const from = box(400, 200, 100, 50);

  it('goes to the nearest row that way; a row beside, on the same line, is neither', () => {
    const above = box(0, 100, 900, 50);
    const beside = box(600, 205, 900, 60);
    const below = box(0, 300, 900, 50);
    const further = box(0, 400, 900, 50);
    expect(nearestRow(from, [further, beside, below, above], 'down')).toBe(2);
    expect(nearestRow(from, [further, beside, below, above], 'up')).toBe(3);
    expect(nearestRow(from, [above, beside], 'down')).toBe(-1);
  });

  it('prefers a row reaching across below over a nearer one far off to the side', () => {
    const aside = box(1200, 270, 100, 50);
    const across = box(0, 330, 1600, 50);
    expect(nearestRow(from, [aside, across], 'down')).toBe(1);
  });
});

describe('moveFocus through rows declared by markup', () => {
  /**
   * The new-game screen in miniature: the player count top left, a human seat (name, toggle,
   * colours far right), a bot seat (same, plus level buttons between), then options beside Start.
   */
  function newGameLayout() {
    const header = placeRow({ back: box(0, 0, 120, 50) });
    const count = placeRow({ two: box(180, 80, 50, 50), six: box(580, 80, 50, 50) });
    const human = placeRow({
      name: box(100, 180, 350, 50),
      toggle: box(470, 180, 150, 50),
      orange: box(1300, 180, 50, 50),
      purple: box(1600, 180, 50, 50),
    });
    const bot = placeRow({
      name: box(100, 270, 350, 50),
      toggle: box(470, 270, 150, 50),
      reckless: box(640, 265, 180, 62),
      cunning: box(840, 265, 180, 62),
      orange: box(1300, 270, 50, 50),
      purple: box(1600, 270, 50, 50),
    });
    const footer = placeRow({ classic: box(0, 500, 120, 50), wild: box(140, 500, 120, 50), start: box(1500, 540, 200, 70) });
    return { header, count, human, bot, footer };
  }

  it('keeps left and right inside the row: a human seat\'s toggle reaches its colours, not the player count', () => {
    const { count, human } = newGameLayout();
    human.toggle.focus();
    moveFocus('right');
    expect(document.activeElement).toBe(human.orange);
    moveFocus('left');
    expect(document.activeElement).toBe(human.toggle);
    count.two.focus();
    expect(moveFocus('left')).toBe(false);
    expect(document.activeElement).toBe(count.two);
    count.six.focus();
    expect(moveFocus('right')).toBe(false);
  });

  it('walks a bot seat from its name to its last colour, level buttons included', () => {
    const { bot } = newGameLayout();
    bot.name.focus();
    const seen = [];
    while (moveFocus('right')) seen.push(document.activeElement);
    expect(seen).toEqual([bot.toggle, bot.reckless, bot.cunning, bot.orange, bot.purple]);
  });

  it('takes up and down to the next row, to its control most in line, never a row further', () => {
    const { header, count, human, bot, footer } = newGameLayout();
    // the taller level buttons sit a little lower than the toggle, yet share its row
    bot.toggle.focus();
    moveFocus('down');
    expect(document.activeElement).toBe(footer.wild);
    bot.cunning.focus();
    moveFocus('up');
    expect(document.activeElement).toBe(human.toggle);
    human.purple.focus();
    moveFocus('up');
    expect(document.activeElement).toBe(count.six);
    moveFocus('up');
    expect(document.activeElement).toBe(header.back);
    expect(moveFocus('up')).toBe(false);
  });

  it('reaches Start from the last seat, and options and Start through one another', () => {
    const { bot, footer } = newGameLayout();
    bot.purple.focus();
    moveFocus('down');
    expect(document.activeElement).toBe(footer.start);
    expect(moveFocus('down')).toBe(false);
    moveFocus('left');
    expect(document.activeElement).toBe(footer.wild);
    moveFocus('right');
    expect(document.activeElement).toBe(footer.start);
    expect(moveFocus('right')).toBe(false);
    moveFocus('up');
    expect(document.activeElement).toBe(bot.purple);
  });

  it('leaves the caret at the end of a text field it reaches, so Right leaves it again', () => {
    const row = document.createElement('div');
    row.setAttribute('data-nav-row', '');
    document.body.append(row);
    const name = place(document.createElement('input'), box(0, 0, 300, 50));
    name.value = 'Grum';
    row.append(name);
    const { toggle } = placeButtons(row, { toggle: box(320, 0, 100, 50) });
    name.focus();
    name.setSelectionRange(1, 1);
    toggle.focus();
    moveFocus('left');
    expect(document.activeElement).toBe(name);
    expect([name.selectionStart, name.selectionEnd]).toEqual([4, 4]);
  });
});

describe('keys and gamepad buttons', () => {
  const press = (key: string, target: Element = document.body) => {
    const event = new KeyboardEvent('keydown', { key });
    Object.defineProperty(event, 'target', { value: target });
    return commandForKey(event);
  };

  it('maps arrows, Esc, Backspace and F11', () => {
    expect(press('ArrowLeft')).toBe('left');
    expect(press('Escape')).toBe('back');
    expect(press('Backspace')).toBe('undo');
    expect(press('F11')).toBe('fullscreen');
    expect(press('a')).toBeNull();
  });

  it('leaves Backspace and sideways arrows to a text field being typed in, until the caret reaches an end', () => {
    const input = document.createElement('input');
    input.type = 'text';
    input.value = 'Grum';
    input.setSelectionRange(2, 2);
    expect(press('Backspace', input)).toBeNull();
    expect(press('ArrowLeft', input)).toBeNull();
    expect(press('ArrowRight', input)).toBeNull();
    expect(press('ArrowDown', input)).toBe('down');

    input.setSelectionRange(0, 0);
    expect(press('ArrowLeft', input)).toBe('left');
    expect(press('ArrowRight', input)).toBeNull();
    input.setSelectionRange(4, 4);
    expect(press('ArrowRight', input)).toBe('right');
    expect(press('ArrowLeft', input)).toBeNull();
    // a selection is shrunk by the arrow, not left behind
    input.setSelectionRange(0, 4);
    expect(press('ArrowLeft', input)).toBeNull();
    expect(press('ArrowRight', input)).toBeNull();
  });

  it('reads the d-pad, the left stick and the face buttons of a standard gamepad', () => {
    const buttons = Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 }));
    buttons[0].pressed = true; // A
    buttons[3].pressed = true; // Y
    buttons[15].pressed = true; // d-pad right
    expect(heldCommands({ buttons, axes: [0, 0.9, 0, 0] })).toEqual(new Set(['activate', 'undo', 'right', 'down']));
    expect(heldCommands({ buttons: buttons.map(() => ({ pressed: false, touched: false, value: 0 })), axes: [0.3, -0.2] })).toEqual(new Set());
  });

  it('gives back and undo to the latest screen or dialog that asked for them', () => {
    const said: string[] = [];
    const stopScreen = onCommand('back', () => said.push('screen'));
    const stopDialog = onCommand('back', () => said.push('dialog'));
    runCommand('back');
    stopDialog();
    runCommand('back');
    stopScreen();
    runCommand('back');
    expect(said).toEqual(['dialog', 'screen']);
  });

  it('activates the focused control for the gamepad’s A button', () => {
    const { ok } = placeButtons(document.body, { ok: box(0, 0) });
    let clicks = 0;
    ok.addEventListener('click', () => clicks++);
    ok.focus();
    runCommand('activate');
    expect(clicks).toBe(1);
  });
});
