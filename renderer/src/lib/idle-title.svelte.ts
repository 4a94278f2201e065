/**
 * The TV's idle screen: home left untouched for a while shows the title full-screen, and the
 * first key, gamepad button, click or touch brings home back as it was. That input does nothing
 * else (it must not also press the button under the focus), and the focus goes back where it was.
 */
import { flushSync } from 'svelte';
import { onAnyInput } from './input';

/**
 * How long home waits untouched before the title comes up. Long enough that nobody choosing a
 * game, reading the saved games or waiting for a friend to sit down sees it come up under their
 * hands (that takes a minute or two); short enough that a TV left on home between games shows the
 * picture rather than a still list for the rest of the evening.
 */
export const IDLE_TITLE_MS = 3 * 60_000;

export class IdleTitle {
  shown = $state(false);
  /** what had the focus on home when the title came up */
  #focusBefore: HTMLElement | null = null;
  #restartCountdown: (() => void) | null = null;

  /**
   * Count the idle time while home is on screen; the returned function stops counting and takes
   * the title down (home is going away).
   */
  watch(doc: Document): () => void {
    let countdown: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      // a dialog on home (a deletion to confirm, the phone links) waits for its answer: never cover it
      if (doc.querySelector('[aria-modal="true"]')) return restart();
      const active = doc.activeElement;
      this.#focusBefore = active instanceof HTMLElement && active !== doc.body ? active : null;
      this.shown = true;
    };
    const restart = () => {
      clearTimeout(countdown);
      countdown = setTimeout(show, IDLE_TITLE_MS);
    };
    this.#restartCountdown = restart;
    const stopHearing = onAnyInput((kind) => {
      if (!this.shown) {
        restart();
        return false;
      }
      // a click or touch lands on the title itself, which takes it there
      if (kind === 'pointer') return false;
      this.dismiss(doc);
      return true;
    });
    restart();
    return () => {
      clearTimeout(countdown);
      stopHearing();
      this.#restartCountdown = null;
      this.#focusBefore = null;
      this.shown = false;
    };
  }

  /** Home again, the focus where it was, and the countdown from the start. */
  dismiss(doc: Document): void {
    if (!this.shown) return;
    this.shown = false;
    // home stops being inert now, so it can take the focus back at once
    flushSync();
    const before = this.#focusBefore;
    this.#focusBefore = null;
    // the control that had it is gone (home's lists were drawn again meanwhile): the first
    // New game, as when home opens
    const target = before?.isConnected ? before : doc.querySelector<HTMLElement>('[data-testid^="home-new-game-"]');
    target?.focus();
    this.#restartCountdown?.();
  }
}
