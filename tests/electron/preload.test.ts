import { beforeAll, describe, expect, it, vi } from 'vitest';
import { displayAwakeChannel, ipcChannel, matchUpdateChannel, phonesChannel, requestMethods, type TrollNightApi } from '../../electron/shared/api';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(async () => ({ ok: true, value: 'answer' })), on: vi.fn(), removeListener: vi.fn(), send: vi.fn() },
}));
vi.mock('electron', () => electron);

let api: TrollNightApi;

beforeAll(async () => {
  await import('../../electron/preload/index');
  expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
  const [name, exposed] = electron.contextBridge.exposeInMainWorld.mock.calls[0] as unknown as [string, TrollNightApi];
  expect(name).toBe('trollNight');
  api = exposed;
});

describe('preload', () => {
  it('exposes exactly one function per request, plus keepDisplayAwake, onMatchUpdate and onPhonesChange', () => {
    expect(Object.keys(api).sort()).toEqual([...requestMethods, 'keepDisplayAwake', 'onMatchUpdate', 'onPhonesChange'].sort());
    for (const value of Object.values(api)) expect(typeof value).toBe('function');
    expect(Object.values(api)).not.toContain(electron.ipcRenderer);
  });

  it('turns each call into an invoke on its own channel', async () => {
    await expect(api.act('match-1', 2, { type: 'roll', green: 1 }, 7)).resolves.toEqual({ ok: true, value: 'answer' });
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannel('act'), 'match-1', 2, { type: 'roll', green: 1 }, 7);
    await api.status();
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannel('status'));
    await api.keepDisplayAwake(true);
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(displayAwakeChannel, true);
    expect(electron.ipcRenderer.send).not.toHaveBeenCalled();
  });

  it('hands listeners the snapshot only, never the IPC event, and unsubscribes', () => {
    const listener = vi.fn();
    const unsubscribe = api.onMatchUpdate(listener);
    const [channel, forward] = electron.ipcRenderer.on.mock.calls.at(-1) as unknown as [string, (...args: unknown[]) => void];
    expect(channel).toBe(matchUpdateChannel);
    const ipcEvent = { sender: electron.ipcRenderer, ports: [] };
    forward(ipcEvent, { summary: { id: 'match-1' } });
    expect(listener).toHaveBeenCalledWith({ summary: { id: 'match-1' } });
    expect(listener.mock.calls[0]).toHaveLength(1);
    unsubscribe();
    expect(electron.ipcRenderer.removeListener).toHaveBeenCalledWith(matchUpdateChannel, forward);

    const phonesListener = vi.fn();
    api.onPhonesChange(phonesListener);
    const [phonesChannelUsed, forwardPhones] = electron.ipcRenderer.on.mock.calls.at(-1) as unknown as [string, (...args: unknown[]) => void];
    expect(phonesChannelUsed).toBe(phonesChannel);
    forwardPhones(ipcEvent, { table: 'match-1', invites: [] });
    expect(phonesListener).toHaveBeenCalledWith({ table: 'match-1', invites: [] });
  });
});
