/** Svelte attachments for where focus should land when a screen or dialog appears. */

/** Focus this element once it is in the page. */
export function focusOnMount(element: HTMLElement): void {
  queueMicrotask(() => element.focus());
}

/** Focus the first control inside this element once it is in the page, else the element. */
export function focusFirstInside(container: HTMLElement): void {
  queueMicrotask(() => {
    // a component inside may already have focused its own main action
    if (container.contains(container.ownerDocument.activeElement)) return;
    const first = container.querySelector<HTMLElement>('button:not([disabled]), input:not([disabled]), [tabindex="0"]');
    (first ?? container).focus();
  });
}

/**
 * Focus a table's main action when it appears, unless a dialog (the winner panel, a confirmation)
 * holds the focus: a table must never pull it out from under a dialog.
 */
export function takeFocus(element: HTMLElement | null | undefined): void {
  if (!element) return;
  const active = element.ownerDocument.activeElement;
  // focusing makes the browser bring the page up to date at once: skip it when nothing would change
  if (active === element || active?.closest('[aria-modal="true"]')) return;
  focusWithoutLayout(element);
}

/**
 * Focus an element as a move is drawn without making the browser lay the page out there and then
 * (scrolling a control into view needs the layout, and a move would pay for a second one): the
 * element is brought into view after the frame, only if something (a scrolled pane) hides part of it.
 */
function focusWithoutLayout(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  if (typeof IntersectionObserver === 'undefined') return;
  const view = new IntersectionObserver(([entry]) => {
    view.disconnect();
    if (entry.intersectionRatio < 1 && element.ownerDocument.activeElement === element) {
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  });
  view.observe(element);
}
