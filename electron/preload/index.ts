/**
 * The only bridge between the page and the main process: one named function per API request,
 * plus onMatchUpdate. ipcRenderer and IPC event objects never reach the page.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { ipcChannel, matchUpdateChannel, requestMethods, type MatchUpdate, type TrollNightApi } from '../shared/api';

const requests = Object.fromEntries(
  requestMethods.map((method) => [method, (...args: unknown[]) => ipcRenderer.invoke(ipcChannel(method), ...args)]),
) as Omit<TrollNightApi, 'onMatchUpdate'>;

const api: TrollNightApi = {
  ...requests,
  onMatchUpdate(listener) {
    const forward = (_event: IpcRendererEvent, update: MatchUpdate) => listener(update);
    ipcRenderer.on(matchUpdateChannel, forward);
    return () => {
      ipcRenderer.removeListener(matchUpdateChannel, forward);
    };
  },
};

contextBridge.exposeInMainWorld('trollNight', api);
