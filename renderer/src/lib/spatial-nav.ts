/**
 * Arrow keys and the gamepad's d-pad move focus to the nearest control in that direction, the
 * way a TV remote does, instead of following tab order.
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
    // overlapping boxes (along < 0) still count, as neighbours at distance 0
    const score = Math.max(along, 0) + 2 * Math.abs(across);
    if (score < bestScore) {
      bestScore = score;
      best = index;
    }
  });
  return best;
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
  const others = elements.filter((element) => element !== active);
  const index = nearestInDirection(
    active.getBoundingClientRect(),
    others.map((element) => element.getBoundingClientRect()),
    direction,
  );
  if (index < 0) return false;
  others[index].focus();
  others[index].scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  return true;
}
