/**
 * Arrow keys and the gamepad's d-pad move focus to the nearest control in that direction, the
 * way a TV remote does, instead of following tab order.
 *
 * A form laid out in rows declares them: the controls inside an element marked `data-nav-row`
 * form one row (one line of controls). From a control in a row, left and right stay in that row,
 * and up and down go to the nearest row above or below, then to its control most in line with
 * this one: the nearest control by geometry alone may sit diagonally in another row.
 */
export type Direction = 'up' | 'down' | 'left' | 'right';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** tabindex="-1" takes a control out of arrow navigation as it takes it out of Tab order */
const FOCUSABLE = [
  'button:not([disabled])',
  'a[href]',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

/**
 * The index of the candidate nearest to `from` in `direction`, or -1. A candidate counts when it
 * lies beyond `from`'s edge in that direction; distance along the direction counts once, the
 * sideways offset counts double, so moving "down" prefers what is straight below.
 */
export function nearestInDirection(from: Box, candidates: readonly Box[], direction: Direction): number {
  const fromCentre = centre(from);
  let best = -1;
  let bestScore = Infinity;
  candidates.forEach((box, index) => {
    const c = centre(box);
    let along: number;
    let across: number;
    switch (direction) {
      case 'right':
        along = box.left - from.right;
        across = c.y - fromCentre.y;
        if (c.x <= fromCentre.x) return;
        break;
      case 'left':
        along = from.left - box.right;
        across = c.y - fromCentre.y;
        if (c.x >= fromCentre.x) return;
        break;
      case 'down':
        along = box.top - from.bottom;
        across = c.x - fromCentre.x;
        if (c.y <= fromCentre.y) return;
        break;
      case 'up':
        along = from.top - box.bottom;
        across = c.x - fromCentre.x;
        if (c.y >= fromCentre.y) return;
        break;
    }
    // a box mostly in line with `from` on this axis is above or below it, not beside it (and the
    // reverse): a button a hair narrower than the one above it is not "to the left"
    if (overlapShare(from, box, direction === 'left' || direction === 'right' ? 'x' : 'y') > 0.5) return;
    // overlapping boxes (along < 0) still count, as neighbours at distance 0
    const score = Math.max(along, 0) + 2 * Math.abs(across);
    if (score < bestScore) {
      bestScore = score;
      best = index;
    }
  });
  return best;
}

/** How much of the narrower of two boxes the other covers along one axis, from 0 to 1. */
function overlapShare(a: Box, b: Box, axis: 'x' | 'y'): number {
  const [aStart, aEnd, bStart, bEnd] = axis === 'x' ? [a.left, a.right, b.left, b.right] : [a.top, a.bottom, b.top, b.bottom];
  const narrower = Math.min(aEnd - aStart, bEnd - bStart);
  if (narrower <= 0) return 0;
  return Math.max(0, Math.min(aEnd, bEnd) - Math.max(aStart, bStart)) / narrower;
}

function centre(box: Box): { x: number; y: number } {
  return { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
}

/** Focusable, visible controls, limited to the open modal dialog when there is one. */
export function focusableIn(doc: Document): HTMLElement[] {
  const modals = doc.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  const root: ParentNode = modals.length > 0 ? modals[modals.length - 1] : doc;
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && !element.closest('[inert]');
  });
}

/** An element marked so, around controls, makes them one row. */
export const NAV_ROW = '[data-nav-row]';

/**
 * A focused scroller marked so (a long match log) is read with up and down: they scroll it, and
 * move the focus on only once it has reached that end.
 */
export const ARROW_SCROLL = '[data-arrow-scroll]';

function scrolled(element: HTMLElement, direction: Direction): boolean {
  if (!element.matches(ARROW_SCROLL) || (direction !== 'up' && direction !== 'down')) return false;
  const before = element.scrollTop;
  element.scrollTop += (direction === 'down' ? 1 : -1) * Math.max(element.clientHeight * 0.4, 1);
  return element.scrollTop !== before;
}

/** the input types whose caret can be placed (setSelectionRange throws on the others) */
const TYPES_WITH_CARET = new Set(['text', 'search', 'url', 'tel', 'password']);

/**
 * Move focus from the focused control to its nearest neighbour; returns whether it moved. With
 * nothing focused, focus goes to the first control inside `[data-focus-home]`, else the first.
 */
export function moveFocus(direction: Direction, doc: Document = document): boolean {
  const elements = focusableIn(doc);
  if (elements.length === 0) return false;
  const active = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  if (!active || !elements.includes(active)) {
    // nothing focused (e.g. the focused control just disappeared): start where the screen says
    const home = elements.find((element) => element.closest('[data-focus-home]')) ?? elements[0];
    home.focus();
    return true;
  }
  if (scrolled(active, direction)) return true;
  const others = elements.filter((element) => element !== active);
  const row = active.closest(NAV_ROW);
  const target = row ? neighbourByRows(active, row, others, direction) : nearestElement(active, others, direction);
  if (!target) return false;
  target.focus();
  target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  // arriving in a text field, the caret stands at the end, so the next Right leaves it again
  if (target instanceof HTMLInputElement && TYPES_WITH_CARET.has(target.type)) {
    target.setSelectionRange(target.value.length, target.value.length);
  }
  return true;
}

function nearestElement(from: HTMLElement, candidates: HTMLElement[], direction: Direction): HTMLElement | undefined {
  const boxes = candidates.map((element) => element.getBoundingClientRect());
  return candidates[nearestInDirection(from.getBoundingClientRect(), boxes, direction)];
}

/** `active`'s neighbour when it stands in `row`: left/right within the row, up/down to the nearest row. */
function neighbourByRows(
  active: HTMLElement,
  row: Element,
  others: HTMLElement[],
  direction: Direction,
): HTMLElement | undefined {
  if (direction === 'left' || direction === 'right') {
    return nearestElement(active, others.filter((element) => element.closest(NAV_ROW) === row), direction);
  }
  // a control outside any row counts as a row of its own
  const rows = new Map<Element, HTMLElement[]>();
  for (const element of others) {
    const itsRow = element.closest(NAV_ROW) ?? element;
    if (itsRow === row) continue;
    rows.set(itsRow, [...(rows.get(itsRow) ?? []), element]);
  }
  const members = [...rows.values()];
  const from = active.getBoundingClientRect();
  const index = nearestRow(
    from,
    members.map((controls) => enclosing(controls.map((element) => element.getBoundingClientRect()))),
    direction,
  );
  if (index < 0) return undefined;
  const fromX = centre(from).x;
  const distance = (element: HTMLElement) => Math.abs(centre(element.getBoundingClientRect()).x - fromX);
  return members[index].reduce((best, element) => (distance(element) < distance(best) ? element : best));
}

/**
 * The index of the row (given by the box around its controls) nearest to `from` going up or
 * down, or -1. A row counts when it lies wholly beyond `from`'s middle, so a row beside `from`,
 * on the same line, is neither above nor below it; distance along the direction counts once and
 * the sideways gap between `from` and the row (0 when the row spans `from`) counts double, so a
 * row reaching across the page beats one off to the side.
 */
export function nearestRow(from: Box, rows: readonly Box[], direction: 'up' | 'down'): number {
  const fromY = centre(from).y;
  let best = -1;
  let bestScore = Infinity;
  rows.forEach((box, index) => {
    if (direction === 'down' ? box.top < fromY : box.bottom > fromY) return;
    const along = direction === 'down' ? box.top - from.bottom : from.top - box.bottom;
    const gap = Math.max(box.left - from.right, from.left - box.right, 0);
    const score = Math.max(along, 0) + 2 * gap;
    if (score < bestScore) {
      bestScore = score;
      best = index;
    }
  });
  return best;
}

function enclosing(boxes: Box[]): Box {
  return {
    left: Math.min(...boxes.map((box) => box.left)),
    top: Math.min(...boxes.map((box) => box.top)),
    right: Math.max(...boxes.map((box) => box.right)),
    bottom: Math.max(...boxes.map((box) => box.bottom)),
  };
}
