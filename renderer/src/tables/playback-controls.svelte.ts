/**
 * What every table's playback panel does: its Skip button takes the focus, Esc skips, and while
 * dice tumble a tick advances so the panel can flick through their faces. Call it while a
 * component initialises; bind the Skip button to `skipButton`.
 */
import { takeFocus } from '../lib/focus';
import { onCommand } from '../lib/input';

export function playbackControls(tumbling: () => boolean, skip: () => void) {
  const controls = $state({ skipButton: undefined as HTMLButtonElement | undefined, tick: 0 });
  $effect(() => {
    takeFocus(controls.skipButton);
  });
  $effect(() => onCommand('back', () => skip()));
  $effect(() => {
    if (!tumbling()) return;
    const timer = setInterval(() => (controls.tick += 1), 90);
    return () => clearInterval(timer);
  });
  return controls;
}
