/**
 * A scrolling box the keyboard reaches once its content overflows it: it then takes a place in
 * Tab order and among the arrows' stops (up and down scroll it, see spatial-nav), and while
 * everything fits it is no stop at all. Its role and name are the caller's (a named region).
 * A Svelte attachment; the box's children are watched, so content that grows is seen.
 */
import { ARROW_SCROLL } from './spatial-nav';

const ARROW_SCROLL_ATTRIBUTE = ARROW_SCROLL.slice(1, -1);

export function reachableWhenScrolling(box: HTMLElement): (() => void) | undefined {
  // where the browser cannot tell (a test's DOM without layout), the box stays as it was drawn
  if (typeof ResizeObserver === 'undefined') return;
  const check = () => {
    const overflowing = box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1;
    if (overflowing) {
      box.tabIndex = 0;
      box.setAttribute(ARROW_SCROLL_ATTRIBUTE, '');
    } else {
      box.removeAttribute('tabindex');
      box.removeAttribute(ARROW_SCROLL_ATTRIBUTE);
    }
  };
  const sizes = new ResizeObserver(check);
  const watch = () => {
    sizes.disconnect();
    sizes.observe(box);
    for (const child of box.children) sizes.observe(child);
  };
  // new content (another pane shown) is looked at before it is drawn: it may be read at once
  const children = new MutationObserver(() => {
    watch();
    check();
  });
  children.observe(box, { childList: true });
  watch();
  check();
  return () => {
    sizes.disconnect();
    children.disconnect();
  };
}
