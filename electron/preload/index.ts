/**
 * The only bridge between the page and the main process: one named function per API request,
 * plus keepDisplayAwake, onMatchUpdate and onPhonesChange. ipcRenderer and IPC event objects
 * never reach the page.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  displayAwakeChannel,
  ipcChannel,
  matchUpdateChannel,
  phonesChannel,
  requestMethods,
  type TrollNightApi,
} from '../shared/api';

const requests = Object.fromEntries(
  requestMethods.map((method) => [method, (...args: unknown[]) => ipcRenderer.invoke(ipcChannel(method), ...args)]),
) as unknown as Omit<TrollNightApi, 'keepDisplayAwake' | 'onMatchUpdate' | 'onPhonesChange'>;

/** Calls `listener` with each message of `channel` until the returned function is called. */
function subscribe<T>(channel: string, listener: (message: T) => void): () => void {
  const forward = (_event: IpcRendererEvent, message: T) => listener(message);
  ipcRenderer.on(channel, forward);
  return () => {
    ipcRenderer.removeListener(channel, forward);
  };
}

const api: TrollNightApi = {
  ...requests,
  keepDisplayAwake: (awake) => ipcRenderer.invoke(displayAwakeChannel, awake),
  onMatchUpdate: (listener) => subscribe(matchUpdateChannel, listener),
  onPhonesChange: (listener) => subscribe(phonesChannel, listener),
};

contextBridge.exposeInMainWorld('trollNight', api);
