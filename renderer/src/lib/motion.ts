/**
 * How much the table moves. The Animations setting sets the pace, and the system's reduced-motion
 * preference turns movement off as the setting's "off" does. The page's root carries the result
 * as `data-motion` and the CSS variable `--motion` (a factor: 0 for none), so every component's
 * CSS can time its movement as `calc(var(--motion) * 400ms)` and stay still when it is 0.
 */
import { prefersReducedMotion } from 'svelte/motion';
import type { AnimationSpeed } from '$contract/api';

const motionFactor: Record<AnimationSpeed, number> = { off: 0, fast: 0.5, normal: 1, slow: 1.8 };

/** The pace the table moves at: the setting, or off when the system asks for reduced motion. */
export function effectiveMotion(speed: AnimationSpeed): AnimationSpeed {
  return prefersReducedMotion.current ? 'off' : speed;
}

/** How long a movement that takes `ms` at normal pace lasts at this pace (0: no movement at all). */
export function motionMs(ms: number, speed: AnimationSpeed): number {
  return ms * motionFactor[effectiveMotion(speed)];
}

/** Puts the pace on the page's root, for CSS; call from an effect so it follows the setting. */
export function applyMotion(root: HTMLElement, speed: AnimationSpeed): void {
  const pace = effectiveMotion(speed);
  root.dataset.motion = pace;
  root.style.setProperty('--motion', String(motionFactor[pace]));
}
