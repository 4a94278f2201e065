/** The Electron main process with a mocked `electron`: window options, fences, CSP, IPC sender checks. */
import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  displayAwakeChannel,
  ipcChannel,
  matchUpdateChannel,
  phonesChannel,
  requestMethods,
  type RequestMethod,
  type Result,
} from '../../electron/shared/api';

type Listener = (...args: any[]) => unknown;

const electron = vi.hoisted(() => {
  class FakeEmitter {
    readonly listeners = new Map<string, Listener[]>();
    on(name: string, listener: Listener) {
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
      return this;
    }
    once(name: string, listener: Listener) {
      return this.on(name, listener);
    }
    emit(name: string, ...args: unknown[]) {
      for (const listener of this.listeners.get(name) ?? []) listener(...args);
    }
  }

  class FakeWebContents extends FakeEmitter {
    windowOpenHandler: Listener | null = null;
    readonly send = vi.fn();
    setWindowOpenHandler(handler: Listener) {
      this.windowOpenHandler = handler;
    }
  }

  class FakeBrowserWindow extends FakeEmitter {
    static created: FakeBrowserWindow[] = [];
    static getAllWindows = () => FakeBrowserWindow.created;
    readonly webContents = new FakeWebContents();
    fullScreen = false;
    readonly loadURL = vi.fn(async () => undefined);
    constructor(readonly options: any) {
      super();
      FakeBrowserWindow.created.push(this);
    }
    setFullScreen(value: boolean) {
      this.fullScreen = value;
    }
    isFullScreen() {
      return this.fullScreen;
    }
    isDestroyed() {
      return false;
    }
    show() {}
  }

  const ipcHandlers = new Map<string, Listener>();
  const protocolHandlers = new Map<string, Listener>();
  const readyCallbacks: (() => void)[] = [];
  const state = { gotLock: true, userData: '' };
  const app = Object.assign(new FakeEmitter(), {
    isPackaged: true,
    requestSingleInstanceLock: vi.fn(() => state.gotLock),
    quit: vi.fn(),
    getPath: vi.fn(() => state.userData),
    whenReady: () => new Promise<void>((resolve) => readyCallbacks.push(resolve)),
  });
  const session = {
    defaultSession: {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      webRequest: { onHeadersReceived: vi.fn() },
    },
  };
  return {
    state,
    readyCallbacks,
    ipcHandlers,
    protocolHandlers,
    module: {
      app,
      session,
      BrowserWindow: FakeBrowserWindow,
      ipcMain: { handle: vi.fn((channel: string, handler: Listener) => ipcHandlers.set(channel, handler)) },
      protocol: {
        registerSchemesAsPrivileged: vi.fn(),
        handle: vi.fn((scheme: string, handler: Listener) => protocolHandlers.set(scheme, handler)),
      },
      net: { fetch: vi.fn(async (url: string) => new Response(fs.readFileSync(fileURLToPath(url)), { headers: { 'content-type': 'text/html' } })) },
    },
  };
});
vi.mock('electron', () => electron.module);

const { createMainWindow, handleAppProtocol, hardenSession, registerIpcHandlers, forwardMatchUpdates } = await import(
  '../../electron/main/security'
);
const { trustedDevServerUrl } = await import('../../electron/main/security-policy');

type FakeWindow = InstanceType<typeof electron.module.BrowserWindow>;

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'troll-night-main-'));
  tempDirs.push(dir);
  return dir;
}

function navigationEvent() {
  return { preventDefault: vi.fn() };
}

beforeEach(() => {
  electron.ipcHandlers.clear();
  electron.protocolHandlers.clear();
  electron.module.BrowserWindow.created.length = 0;
});

describe('main window', () => {
  it('isolates and sandboxes the page', () => {
    const window = createMainWindow({ preloadPath: '/app/out/preload/index.js' }) as unknown as FakeWindow;
    expect(window.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.js',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(window.options.width).toBe(1920);
    expect(window.options.height).toBe(1080);
    expect(window.options.backgroundColor).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('prevents navigation away from the app and denies new windows', () => {
    const window = createMainWindow({ preloadPath: 'preload.js' }) as unknown as FakeWindow;
    for (const url of ['https://example.com/', 'file:///etc/passwd', 'app://elsewhere/index.html', 'http://localhost:5173/']) {
      const event = navigationEvent();
      window.webContents.emit('will-navigate', event, url);
      expect(event.preventDefault, url).toHaveBeenCalled();
    }
    const inside = navigationEvent();
    window.webContents.emit('will-navigate', inside, 'app://troll-night/index.html#/settings');
    expect(inside.preventDefault).not.toHaveBeenCalled();
    expect(window.webContents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(window.webContents.windowOpenHandler?.({ url: 'app://troll-night/index.html' })).toEqual({ action: 'deny' });
  });

  it('accepts the dev server as the app only when developing', () => {
    const window = createMainWindow({ preloadPath: 'preload.js', devServerUrl: 'http://localhost:5173' }) as unknown as FakeWindow;
    const dev = navigationEvent();
    window.webContents.emit('will-navigate', dev, 'http://localhost:5173/index.html');
    expect(dev.preventDefault).not.toHaveBeenCalled();
    const other = navigationEvent();
    window.webContents.emit('will-navigate', other, 'http://localhost:5174/');
    expect(other.preventDefault).toHaveBeenCalled();
  });

  it('toggles full screen with F11', () => {
    const window = createMainWindow({ preloadPath: 'preload.js' }) as unknown as FakeWindow;
    const press = () => {
      const event = navigationEvent();
      window.webContents.emit('before-input-event', event, { type: 'keyDown', key: 'F11' });
      return event;
    };
    expect(press().preventDefault).toHaveBeenCalled();
    expect(window.isFullScreen()).toBe(true);
    press();
    expect(window.isFullScreen()).toBe(false);
    window.webContents.emit('before-input-event', navigationEvent(), { type: 'keyDown', key: 'F10' });
    expect(window.isFullScreen()).toBe(false);
  });
});

describe('session and protocol', () => {
  it('denies every permission and sets the CSP on responses', () => {
    const session = electron.module.session.defaultSession;
    hardenSession(session as never, 'http://localhost:5173');
    const [askPermission] = session.setPermissionRequestHandler.mock.calls.at(-1) as unknown as [Listener];
    const callback = vi.fn();
    askPermission({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    const [checkPermission] = session.setPermissionCheckHandler.mock.calls.at(-1) as unknown as [Listener];
    expect(checkPermission({}, 'notifications')).toBe(false);

    const [onHeaders] = session.webRequest.onHeadersReceived.mock.calls.at(-1) as unknown as [Listener];
    const reply = vi.fn();
    onHeaders({ responseHeaders: { 'Content-Type': ['text/html'] } }, reply);
    const headers = reply.mock.calls[0][0].responseHeaders;
    expect(headers['Content-Type']).toEqual(['text/html']);
    const [csp] = headers['Content-Security-Policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' ws://localhost:5173");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('serves the renderer folder on app://troll-night with the CSP, and nothing outside it', async () => {
    const dir = tempDir();
    const rendererDir = nodePath.join(dir, 'renderer');
    fs.mkdirSync(rendererDir);
    fs.writeFileSync(nodePath.join(rendererDir, 'index.html'), '<title>Troll Night</title>');
    fs.writeFileSync(nodePath.join(dir, 'secret.txt'), 'password');
    handleAppProtocol(rendererDir);
    const serve = electron.protocolHandlers.get('app') as (request: Request) => Promise<Response>;

    const page = await serve(new Request('app://troll-night/index.html'));
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<title>Troll Night</title>');
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self';/);
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self';");
    expect(await (await serve(new Request('app://troll-night/lobby'))).text()).toBe('<title>Troll Night</title>');

    for (const url of ['app://troll-night/../secret.txt', 'app://troll-night/%2e%2e/secret.txt', 'app://troll-night/..%2fsecret.txt', 'app://other/index.html']) {
      const response = await serve(new Request(url));
      expect([403, 404], url).toContain(response.status);
      expect(await response.text(), url).not.toContain('password');
    }
  });
});

describe('IPC', () => {
  function fakeHost() {
    return {
      request: vi.fn(async (method: RequestMethod, args: unknown[]): Promise<Result<unknown>> => ({ ok: true, value: { method, args } })),
      onMatchUpdate: vi.fn((_listener: Listener) => () => undefined),
      onPhonesChange: vi.fn((_listener: Listener) => () => undefined),
    };
  }

  it('handles every request method, and only for our own page', async () => {
    const host = fakeHost();
    registerIpcHandlers(host, undefined);
    expect([...electron.ipcHandlers.keys()].sort()).toEqual(requestMethods.map(ipcChannel).sort());

    const ours = { senderFrame: { url: 'app://troll-night/index.html', parent: null } };
    const answer = await electron.ipcHandlers.get(ipcChannel('act'))!(ours, 'match-1', 0, { type: 'roll', green: 0 });
    expect(answer).toEqual({ ok: true, value: { method: 'act', args: ['match-1', 0, { type: 'roll', green: 0 }] } });

    const foreign = [
      { senderFrame: { url: 'https://example.com/', parent: null } },
      { senderFrame: { url: 'app://troll-night/index.html', parent: { url: 'https://example.com/' } } },
      { senderFrame: null },
    ];
    for (const event of foreign) {
      const refused = await electron.ipcHandlers.get(ipcChannel('deleteMatch'))!(event, 'match-1');
      expect(refused).toMatchObject({ ok: false, error: { code: 'bad-request', key: 'common:errors.bad-request' } });
    }
    expect(host.request).toHaveBeenCalledTimes(1);
  });

  it('pushes match updates and phone changes to the window', () => {
    const host = fakeHost();
    const window = createMainWindow({ preloadPath: 'preload.js' }) as unknown as FakeWindow;
    forwardMatchUpdates(host, window as never);
    const [listener] = host.onMatchUpdate.mock.calls[0];
    listener({ summary: { id: 'match-1' } });
    expect(window.webContents.send).toHaveBeenCalledWith(matchUpdateChannel, { summary: { id: 'match-1' } });
    const [phonesListener] = host.onPhonesChange.mock.calls[0];
    phonesListener({ table: 'match-1', invites: [] });
    expect(window.webContents.send).toHaveBeenCalledWith(phonesChannel, { table: 'match-1', invites: [] });
  });
});

describe('dev server trust', () => {
  const devServer = 'http://localhost:5173';

  it('trusts the dev server only in the bundle `electron-vite dev` built, unpackaged, with its address set', () => {
    expect(trustedDevServerUrl({ developing: true, packaged: false, rendererUrl: devServer })).toBe(devServer);
    // `npm start` (electron-vite preview) runs the production bundle: a stray variable must not count
    expect(trustedDevServerUrl({ developing: false, packaged: false, rendererUrl: devServer })).toBeUndefined();
    expect(trustedDevServerUrl({ developing: true, packaged: true, rendererUrl: devServer })).toBeUndefined();
    expect(trustedDevServerUrl({ developing: false, packaged: true, rendererUrl: devServer })).toBeUndefined();
    expect(trustedDevServerUrl({ developing: true, packaged: false, rendererUrl: undefined })).toBeUndefined();
    expect(trustedDevServerUrl({ developing: true, packaged: false, rendererUrl: '' })).toBeUndefined();
  });
});

describe('app entry', () => {
  it('keeps a single instance, then opens the store, the IPC handlers and the window on app://', async () => {
    electron.state.userData = tempDir();
    await import('../../electron/main/index');
    expect(electron.module.app.requestSingleInstanceLock).toHaveBeenCalled();
    expect(electron.module.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }),
    ]);
    expect(electron.module.BrowserWindow.created).toHaveLength(0);

    for (const ready of electron.readyCallbacks.splice(0)) ready();
    await vi.waitFor(() => expect(electron.module.BrowserWindow.created).toHaveLength(1));
    const [window] = electron.module.BrowserWindow.created;
    expect(window.loadURL).toHaveBeenCalledWith('app://troll-night/index.html');
    expect(window.options.webPreferences.preload).toMatch(/preload[/\\]index\.js$/);
    expect([...electron.ipcHandlers.keys()].sort()).toEqual([...requestMethods.map(ipcChannel), displayAwakeChannel].sort());
    expect(electron.protocolHandlers.has('app')).toBe(true);
    expect(electron.module.session.defaultSession.setPermissionRequestHandler).toHaveBeenCalled();

    const status = await electron.ipcHandlers.get(ipcChannel('status'))!({ senderFrame: { url: 'app://troll-night/index.html', parent: null } });
    expect(status).toMatchObject({ ok: true, value: { store: { state: 'ok' }, storePath: nodePath.join(electron.state.userData, 'troll-night.sqlite') } });

    // quitting closes the Host (and its save file) before letting the app go
    const quitEvent = navigationEvent();
    electron.module.app.emit('will-quit', quitEvent);
    expect(quitEvent.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(electron.module.app.quit).toHaveBeenCalled());
  });

  it('in a production bundle run unpackaged (npm start), ignores ELECTRON_RENDERER_URL: app:// only, dev server refused', async () => {
    vi.resetModules();
    vi.stubEnv('DEV', false);
    vi.stubEnv('ELECTRON_RENDERER_URL', 'http://localhost:5173');
    electron.module.app.isPackaged = false;
    electron.state.userData = tempDir();
    try {
      await import('../../electron/main/index');
      for (const ready of electron.readyCallbacks.splice(0)) ready();
      await vi.waitFor(() => expect(electron.module.BrowserWindow.created).toHaveLength(1));
      const [window] = electron.module.BrowserWindow.created;
      expect(window.loadURL).toHaveBeenCalledWith('app://troll-night/index.html');

      const fromDevServer = { senderFrame: { url: 'http://localhost:5173/', parent: null } };
      const refused = await electron.ipcHandlers.get(ipcChannel('status'))!(fromDevServer);
      expect(refused).toMatchObject({ ok: false, error: { code: 'bad-request' } });
      const navigation = navigationEvent();
      window.webContents.emit('will-navigate', navigation, 'http://localhost:5173/');
      expect(navigation.preventDefault).toHaveBeenCalled();
    } finally {
      electron.module.app.isPackaged = true;
      vi.unstubAllEnvs();
      electron.module.app.emit('will-quit', navigationEvent());
    }
  });
});
