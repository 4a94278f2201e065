/** The replay's pace: how long a step stays on the table, once played back, before play moves on. */
import type { AnimationSpeed } from '$contract/api';

/** the pause after a move is shown, by animation speed (with animations off, the pause alone sets the pace) */
export const PLAY_PAUSE_MS: Record<AnimationSpeed, number> = { off: 700, fast: 400, normal: 800, slow: 1400 };
