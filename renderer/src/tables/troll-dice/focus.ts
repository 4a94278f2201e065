/**
 * Focus for the table's main action when it appears, unless a dialog (the winner panel, a
 * confirmation) holds the focus: the table must never pull it out from under a dialog.
 */
export function takeFocus(element: HTMLElement | null | undefined): void {
  if (!element) return;
  const active = element.ownerDocument.activeElement;
  if (active?.closest('[aria-modal="true"]')) return;
  element.focus();
}
