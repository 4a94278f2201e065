/**
 * Keeps the TV from going to sleep while a match is open: the page asks through keepDisplayAwake,
 * and one power-save blocker is held for as long as it wants it (or until the page is gone).
 */
import { ipcMain, powerSaveBlocker, type IpcMainInvokeEvent } from 'electron';
import { displayAwakeChannel, type Result } from '../shared/api';
import { HostError, failure } from './app-error';
import { describeIssues, keepDisplayAwakeArgs } from './request-schemas';
import { isTrustedSender } from './security';

export function registerDisplayAwakeHandler(devServerUrl: string | undefined): void {
  let blocker: number | null = null;
  const watched = new WeakSet<IpcMainInvokeEvent['sender']>();
  const release = () => {
    if (blocker === null) return;
    powerSaveBlocker.stop(blocker);
    blocker = null;
  };

  ipcMain.handle(displayAwakeChannel, (event: IpcMainInvokeEvent, ...args: unknown[]): Result<boolean> => {
    if (!isTrustedSender(event, devServerUrl)) {
      return failure(new HostError('bad-request', { detail: 'the request did not come from a Troll Night page' }));
    }
    const parsed = keepDisplayAwakeArgs.safeParse(args);
    if (!parsed.success) return failure(new HostError('bad-request', { detail: describeIssues(parsed.error) }));
    const [awake] = parsed.data;
    if (awake && blocker === null) {
      blocker = powerSaveBlocker.start('prevent-display-sleep');
      // a page that is closed cannot say it is done
      if (!watched.has(event.sender)) {
        watched.add(event.sender);
        event.sender.once('destroyed', release);
      }
    } else if (!awake) {
      release();
    }
    return { ok: true, value: blocker !== null && powerSaveBlocker.isStarted(blocker) };
  });
}
