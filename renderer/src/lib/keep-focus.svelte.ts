/**
 * Keeps the keyboard's focus in a table (or a screen that changes by itself, like a campaign
 * playing itself) while it changes under it. When the focused
 * control disappears or is disabled (a die handed out, a result applied, a playback's Skip button
 * gone once the dice have played, a move waiting for its answer), the focus must not fall to the
 * page: the next arrow key would then land on the screen's first button (Undo), and Enter would
 * undo the move. It comes back to the table's main control, else to any control of the table,
 * else to the table itself, where arrows and Enter do nothing until a control appears and takes it.
 *
 * Call it while the table component initialises, with its root element (focusable, tabindex -1);
 * mark the root `data-owns-arrows` while `rootFocused`, so the arrows stay with it.
 */
import { takeFocus } from './focus';

export function keepTableFocus(root: () => HTMLElement | undefined): { readonly rootFocused: boolean } {
  const state = $state({ rootFocused: false });

  $effect(() => {
    const table = root();
    if (!table) return;
    const doc = table.ownerDocument;
    /** the focus is somewhere in the table (or was, until its control went away) */
    let holding = table.contains(doc.activeElement);
    const noteFocus = (event: FocusEvent) => {
      holding = event.target instanceof Node && table.contains(event.target);
    };
    const rootFocus = () => (state.rootFocused = true);
    const rootBlur = () => (state.rootFocused = false);
    const restore = () => {
      if (!holding) return;
      const active = doc.activeElement;
      const lost = !active || active === doc.body || (table.contains(active) && (active as HTMLButtonElement).disabled === true);
      if (!lost) return;
      takeFocus(table.querySelector<HTMLElement>('[data-main]:not(:disabled), button:not(:disabled)') ?? table);
    };
    doc.addEventListener('focusin', noteFocus);
    table.addEventListener('focus', rootFocus);
    table.addEventListener('blur', rootBlur);
    // the focused control's removal or disabling fires no focus event of its own
    const observer = new MutationObserver(() => queueMicrotask(restore));
    observer.observe(table, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    return () => {
      doc.removeEventListener('focusin', noteFocus);
      table.removeEventListener('focus', rootFocus);
      table.removeEventListener('blur', rootBlur);
      observer.disconnect();
    };
  });

  return state;
}
