/**
 * What a player cannot read or reach on the screen shown, found in the page itself:
 * - `clipped`: text running past the edge of a box that hides its overflow (overflow hidden or
 *   clip, an ellipsis, a line clamp) or past the window with nothing to scroll it back;
 * - `spills`: text running past the edge of the card, chip or panel it is drawn on (the nearest
 *   box with a background or a border);
 * - `broken`: a word broken across two lines where it has no hyphen, soft hyphen or space (a box
 *   too narrow for it, "Thunde / rbelly");
 * - `covered`: text under something painted above it (hit-testing every element, those that let
 *   the pointer through included, at points along each line of text);
 * - `unreachable`: a control outside the window, or cut by a box that hides its overflow, that
 *   no scrollable area (which the focus scrolls) can bring into view;
 * - `shortened`: a player's name cut short with "…".
 * While a modal dialog is up, only what is in the dialogs is looked at: the rest is meant to be under it.
 */
import type { Page } from 'playwright-core';

export interface LayoutFault {
  kind: 'clipped' | 'spills' | 'broken' | 'covered' | 'unreachable' | 'shortened';
  /** a CSS path to the element, e.g. "main.match > section.seat:nth-child(2) > h2" */
  element: string;
  /** the text concerned (or the control's label), shortened for the report */
  text: string;
  /** what it runs past or what covers it */
  detail: string;
}

/** The faults of the page as it is now (after its animations have finished). */
export async function layoutFaults(page: Page, names: string[]): Promise<LayoutFault[]> {
  await settle(page);
  return page.evaluate(findFaults, names);
}

/** Waits for the page's finite animations and transitions to end, and for two frames to be drawn. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      // those that run on time (not on a scroll timeline), and end
      .filter(
        (animation) =>
          animation.timeline === document.timeline && animation.effect?.getComputedTiming().endTime !== Infinity && animation.playState !== 'finished',
      );
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** What was seen on every frame drawn while the table played back: how many frames, and each fault once with the step it was seen in. */
export interface PlaybackFaults {
  frames: number;
  faults: (LayoutFault & { step: string })[];
}

/**
 * Looks at the page on every animation frame while the table plays back (from the first frame
 * its `data-playing` says so to the first it no longer does), as `play` sets the playback off:
 * cards in flight, labels growing in, each step as it is drawn.
 */
export async function faultsThroughPlayback(page: Page, names: string[], play: () => Promise<void>): Promise<PlaybackFaults> {
  // the finder, set in the page once, to run there on every frame
  await page.evaluate(`window.__findLayoutFaults = ${findFaults.toString()}`);
  await page.evaluate((names) => {
    const watched = window as unknown as { __findLayoutFaults: (names: string[]) => LayoutFault[]; __playbackFaults: Promise<PlaybackFaults> };
    const find = watched.__findLayoutFaults;
    watched.__playbackFaults = new Promise((done) => {
      const seen = new Map<string, LayoutFault & { step: string }>();
      let frames = 0;
      const frame = () => {
        const playing = document.querySelector('[data-testid="match"] [data-playing="true"]');
        if (!playing && frames > 0) {
          done({ frames, faults: [...seen.values()] });
          return;
        }
        if (playing) {
          frames++;
          const step = document.querySelector('[data-testid="match"] [data-step]')?.getAttribute('data-step') ?? `frame ${frames}`;
          for (const fault of find(names)) {
            const key = `${fault.kind}|${fault.element}|${fault.text}`;
            if (!seen.has(key)) seen.set(key, { ...fault, step });
          }
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  }, names);
  await play();
  return page.evaluate(() =>
    Promise.race([
      (window as unknown as { __playbackFaults: Promise<PlaybackFaults> }).__playbackFaults,
      new Promise<never>((_, failed) => setTimeout(() => failed(new Error('the move was not played back, or its playback did not end')), 60_000)),
    ]),
  );
}

/** Runs in the page: everything it uses is defined inside. */
function findFaults(names: string[]): LayoutFault[] {
  const faults: LayoutFault[] = [];
  const tolerance = 1.5;
  const viewport = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };

  const styleOf = (element: Element) => getComputedStyle(element);
  const clips = (style: CSSStyleDeclaration) =>
    ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
  const scrolls = (element: Element, style: CSSStyleDeclaration) =>
    (['auto', 'scroll'].includes(style.overflowY) && element.scrollHeight > element.clientHeight + 1) ||
    (['auto', 'scroll'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1);

  function describe(element: Element): string {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
      const testid = node.getAttribute('data-testid');
      if (testid) {
        parts.unshift(`[data-testid="${testid}"]`);
        break;
      }
      const classes = [...node.classList].filter((name) => !name.startsWith('svelte-')).slice(0, 2);
      parts.unshift(node.tagName.toLowerCase() + classes.map((name) => `.${name}`).join(''));
    }
    return parts.join(' > ');
  }
  const short = (text: string) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
  };

  /** the box an element clips its content to: its padding box */
  function clipBox(element: Element) {
    const box = element.getBoundingClientRect();
    const style = styleOf(element);
    const left = box.left + parseFloat(style.borderLeftWidth);
    const top = box.top + parseFloat(style.borderTopWidth);
    return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight };
  }
  const outside = (rect: DOMRect, box: { left: number; top: number; right: number; bottom: number }) =>
    rect.left < box.left - tolerance || rect.top < box.top - tolerance || rect.right > box.right + tolerance || rect.bottom > box.bottom + tolerance;

  function hiddenFromView(element: Element): boolean {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = styleOf(node);
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) < 0.05) return true;
      // text kept for screen readers only, by the app's class or its technique (a 1 px box, clipped away)
      if (node.classList.contains('visually-hidden') || (style.position === 'absolute' && style.clipPath === 'inset(50%)')) return true;
      if (node.getAttribute('aria-hidden') === 'true' && node.tagName !== 'svg' && !(node instanceof SVGElement)) return true;
    }
    return false;
  }

  /**
   * What hides part of `rect` (of `element`'s text or box): the first ancestor that clips its
   * overflow and that `rect` runs past, unless a scrollable area lies between; then the window.
   */
  function clippedBy(element: Element, rect: DOMRect): string | null {
    for (let node = element.parentElement ?? null; node; node = node.parentElement) {
      const style = styleOf(node);
      if (scrolls(node, style)) return null;
      if (node === document.body || node === document.documentElement) break;
      if (clips(style) && outside(rect, clipBox(node))) return `runs past ${describe(node)}`;
    }
    const page = document.scrollingElement;
    if (page && page.scrollHeight > window.innerHeight + 1 && styleOf(document.documentElement).overflowY !== 'hidden') return null;
    return outside(rect, viewport) ? 'runs past the window' : null;
  }

  /** the card, chip or panel `element` is drawn on: its nearest ancestor with a background or a border, short of a scrollable area */
  function drawnOn(element: Element): Element | null {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = styleOf(node);
      if (node !== element && scrolls(node, style)) return null;
      const alpha = /rgba?\(([^)]+)\)/.exec(style.backgroundColor)?.[1].split(',')[3];
      const background = style.backgroundImage !== 'none' || (style.backgroundColor !== 'transparent' && (alpha === undefined || Number(alpha) > 0.05));
      const border = ['Top', 'Right', 'Bottom', 'Left'].some((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 && style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none');
      if (background || border) return node;
    }
    return null;
  }

  const modals = [...document.querySelectorAll('[aria-modal="true"]')].filter((modal) => !hiddenFromView(modal));
  const inScope = (element: Element) => modals.length === 0 || modals.some((modal) => modal.contains(element));

  // hit-testing sees every element, those that let the pointer through included
  const seeAll = document.createElement('style');
  seeAll.textContent = '*, *::before, *::after { pointer-events: auto !important; }';
  document.head.append(seeAll);

  const painted = (element: Element, x: number, y: number): boolean => {
    if (hiddenFromView(element)) return false;
    if (element instanceof SVGElement && !(element instanceof SVGSVGElement) && !(element instanceof SVGGElement)) return true;
    if (['IMG', 'CANVAS', 'VIDEO', 'INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)) return true;
    const style = styleOf(element);
    if (style.backgroundImage !== 'none') return true;
    const alpha = /rgba?\(([^)]+)\)/.exec(style.backgroundColor)?.[1].split(',')[3];
    if (style.backgroundColor !== 'transparent' && (alpha === undefined || Number(alpha) > 0.05)) return true;
    // its own text at that point
    for (const child of element.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(child);
      for (const rect of range.getClientRects()) if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return true;
    }
    return false;
  };

  /** the part of `rect` left in view by every ancestor that hides or scrolls its overflow, and by the window */
  function visiblePart(element: Element, rect: DOMRect) {
    const part = { left: Math.max(rect.left, 0), top: Math.max(rect.top, 0), right: Math.min(rect.right, window.innerWidth), bottom: Math.min(rect.bottom, window.innerHeight) };
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = styleOf(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = clipBox(node);
      part.left = Math.max(part.left, box.left);
      part.top = Math.max(part.top, box.top);
      part.right = Math.min(part.right, box.right);
      part.bottom = Math.min(part.bottom, box.bottom);
    }
    return part.right - part.left >= 1 && part.bottom - part.top >= 1 ? part : null;
  }

  function coveredBy(element: Element, x: number, y: number): Element | null {
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return null;
    for (const hit of document.elementsFromPoint(x, y)) {
      if (hit === element || hit.contains(element) || element.contains(hit)) return null;
      if (painted(hit, x, y)) return hit;
    }
    return null;
  }

  /** a word of `node` that a line break cuts between two letters, if any */
  function brokenWord(node: Text): string | null {
    const text = node.data;
    const range = document.createRange();
    let lineTop: number | null = null;
    for (let at = 0; at < text.length; at++) {
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      // the last box is the letter's own (a line broken at a soft hyphen gives its hyphen a box first)
      const boxes = range.getClientRects();
      const box = boxes[boxes.length - 1];
      if (!box || box.width === 0) continue;
      if (lineTop !== null && box.top > lineTop + box.height / 2 && /\p{L}/u.test(text[at]) && /\p{L}/u.test(text[at - 1] ?? '')) {
        const start = text.slice(0, at).search(/\p{L}+$/u);
        return `${text.slice(start, at)} / ${/^\p{L}+/u.exec(text.slice(at))?.[0] ?? ''}`;
      }
      lineTop = box.top;
    }
    return null;
  }

  const seen = new Set<string>();
  const report = (fault: LayoutFault) => {
    const key = `${fault.kind}|${fault.element}|${fault.text}`;
    if (!seen.has(key)) {
      seen.add(key);
      faults.push(fault);
    }
  };

  try {
    // every piece of visible text: HTML text nodes, and SVG <text> as a whole
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const element = node.parentElement;
      if (!element || !text.trim() || !inScope(element)) continue;
      if (['SCRIPT', 'STYLE', 'TITLE', 'OPTION'].includes(element.tagName)) continue;
      if (element instanceof SVGElement && element.closest('svg title, svg desc')) continue;
      if (hiddenFromView(element)) continue;
      const owner = element instanceof SVGElement ? (element.closest('text') ?? element) : element;
      const rects =
        owner instanceof SVGElement
          ? [owner.getBoundingClientRect()]
          : (() => {
              const range = document.createRange();
              range.selectNodeContents(node);
              return [...range.getClientRects()];
            })();
      for (const rect of rects) {
        if (rect.width < 1 || rect.height < 1) continue;
        const clipped = clippedBy(owner, rect);
        if (clipped) {
          report({ kind: 'clipped', element: describe(owner), text: short(text), detail: clipped });
          break;
        }
        const card = owner instanceof SVGElement ? null : drawnOn(owner);
        if (card && outside(rect, card.getBoundingClientRect())) {
          report({ kind: 'spills', element: describe(owner), text: short(text), detail: `past the edge of ${describe(card)}` });
        }
        const shown = visiblePart(owner, rect);
        if (!shown) continue;
        const y = (shown.top + shown.bottom) / 2;
        const inset = Math.min((shown.right - shown.left) / 4, rect.height / 2);
        for (const x of [shown.left + inset, (shown.left + shown.right) / 2, shown.right - inset]) {
          const cover = coveredBy(owner, x, y);
          if (cover) {
            report({ kind: 'covered', element: describe(owner), text: short(text), detail: `under ${describe(cover)}` });
            break;
          }
        }
      }
      if (!(owner instanceof SVGElement) && rects.length > 1) {
        const word = brokenWord(node as Text);
        if (word) report({ kind: 'broken', element: describe(owner), text: short(text), detail: `"${word}" broken across lines` });
      }
      // an ellipsis or a line clamp hides text without moving it past the box
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const style = styleOf(box);
        const ellipsis = style.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth + 1;
        const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && box.scrollHeight > box.clientHeight + 1;
        if (ellipsis || clamped) {
          report({ kind: 'clipped', element: describe(box), text: short(box.textContent ?? ''), detail: ellipsis ? 'ends in an ellipsis' : 'lines clamped' });
          break;
        }
        if (scrolls(box, style)) break;
      }
      // a player's name cut short with "…" by the code that wrote it
      for (const name of names) {
        for (let length = name.length - 1; length >= 2; length--) {
          if (text.includes(`${name.slice(0, length).trimEnd()}…`)) {
            report({ kind: 'shortened', element: describe(element), text: short(text), detail: `"${name}" shortened` });
            length = 0;
          }
        }
      }
    }

    // every control: within the window, or in a scrollable area that the focus scrolls
    const controls = document.querySelectorAll('button, a[href], input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), [role="button"]');
    for (const control of controls) {
      if (!inScope(control) || hiddenFromView(control)) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) continue;
      if (control instanceof HTMLInputElement && control.type === 'file') continue;
      const cut = clippedBy(control, rect);
      if (cut) report({ kind: 'unreachable', element: describe(control), text: short(control.textContent || control.getAttribute('aria-label') || ''), detail: cut });
    }
  } finally {
    seeAll.remove();
  }
  return faults;
}

/** One line per fault, for a test's failure message. */
export function describeFaults(state: string, faults: LayoutFault[]): string[] {
  return faults.map((fault) => `${state} · ${fault.kind} · ${fault.element} · "${fault.text}" · ${fault.detail}`);
}

/**
 * What the room must read at once, without scrolling anything: a TRÔL hunt's question (the
 * question itself, each of its choices, and the hunt it is about: its total and each of its
 * rows), and Battle Dice's results to apply (each card's name, its choices and what the choice
 * will do). The layout faults above accept a control that a scrollable area can bring into view;
 * a question asked of the room must be read at once, so here an area that would have to scroll
 * counts as cut.
 */
const READ_AT_ONCE = [
  '[data-testid="prompt-chooser"] h3',
  '[data-testid="prompt-chooser"] button',
  '[data-testid="hunt-scene"]:has([data-testid="prompt-chooser"]) :is([data-testid="total"], [data-blow], [data-betrayal])',
  // on the TV: a phone's page scrolls, as phones' pages do
  '[data-testid="match"] [data-result] :is(h3, button, [data-testid="preview"])',
].join(', ');

/** What of what must be read at once (READ_AT_ONCE) is not in view as the page stands. */
export function notReadAtOnce(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const missing: string[] = [];
    for (const part of document.querySelectorAll(selector)) {
      const rect = part.getBoundingClientRect();
      const name = `${part.tagName.toLowerCase()} "${(part.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
      const outside = (box: { top: number; bottom: number; left: number; right: number }) =>
        rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5 || rect.left < box.left - 0.5 || rect.right > box.right + 0.5;
      if (outside({ top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth })) {
        missing.push(`${name} past the window`);
        continue;
      }
      for (let node = part.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = node.getBoundingClientRect();
        const clip = { top: box.top + node.clientTop, left: box.left + node.clientLeft, bottom: box.top + node.clientTop + node.clientHeight, right: box.left + node.clientLeft + node.clientWidth };
        if (outside(clip)) {
          missing.push(`${name} cut by ${node.tagName.toLowerCase()}.${[...node.classList].join('.')} (${style.overflowY}): only scrolling shows it`);
          break;
        }
      }
    }
    return missing;
  }, READ_AT_ONCE);
}

/**
 * The match log's entries that its visible top or bottom edge cuts: the log shows whole entries
 * only (one that does not fit is not shown at all).
 */
export function logEntriesCut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scroller = document.querySelector('[data-testid="log"] .scroller');
    if (!scroller) return [];
    const edge = scroller.getBoundingClientRect();
    const top = edge.top + scroller.clientTop;
    const bottom = top + scroller.clientHeight;
    return [...scroller.querySelectorAll('li')].flatMap((entry) => {
      if (getComputedStyle(entry).visibility === 'hidden') return [];
      const rect = entry.getBoundingClientRect();
      const shown = Math.min(rect.bottom, bottom) - Math.max(rect.top, top);
      if (shown <= 0 || (rect.top >= top - 0.5 && rect.bottom <= bottom + 0.5)) return [];
      return [`log entry "${(entry.textContent ?? '').trim().slice(0, 50)}" cut by the log's ${rect.top < top ? 'top' : 'bottom'} edge`];
    });
  });
}
