/**
 * The window and its fences, following Electron's security checklist: isolated sandboxed renderer,
 * content only from our own protocol (or the dev server), strict CSP, no navigation, no new
 * windows, no permissions, and IPC answered only for our own pages.
 */
import { BrowserWindow, ipcMain, net, protocol, type IpcMainInvokeEvent, type Session } from 'electron';
import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ipcChannel,
  matchUpdateChannel,
  phonesChannel,
  requestMethods,
  type MatchUpdate,
  type PhoneTable,
  type RequestMethod,
  type Result,
} from '../shared/api';
import { HostError, failure } from './app-error';
import { appHost, appScheme, contentSecurityPolicy, devConnectSources, isAppUrl, resolveUnder } from './security-policy';

/** Must run before the app is ready: lets our scheme behave like https (origin, fetch, storage). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: appScheme, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Serves the built renderer on app://troll-night/…; anything outside the folder is refused. */
export function handleAppProtocol(rendererDir: string): void {
  const root = resolve(rendererDir);
  protocol.handle(appScheme, async (request) => {
    const url = new URL(request.url);
    const file = url.host === appHost ? resolveUnder(root, url.pathname) : null;
    if (!file) return new Response('Forbidden', { status: 403 });
    const target = isFile(file) ? file : extname(file) ? null : join(root, 'index.html');
    if (!target) return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(target).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', contentSecurityPolicy());
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  });
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** No permission (camera, notifications, …) is ever granted; the CSP also covers dev-server pages. */
export function hardenSession(target: Session, devServerUrl: string | undefined): void {
  target.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  target.setPermissionCheckHandler(() => false);
  const policy = contentSecurityPolicy(devConnectSources(devServerUrl));
  target.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policy] } });
  });
}

export interface MainWindowOptions {
  preloadPath: string;
  devServerUrl?: string;
}

export function createMainWindow({ preloadPath, devServerUrl }: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1920,
    height: 1080,
    minWidth: 960,
    minHeight: 540,
    show: false,
    backgroundColor: '#121016',
    autoHideMenuBar: true,
    title: 'Troll Night',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  const contents = window.webContents;
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url, devServerUrl)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url, devServerUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  // F11 toggles full screen for the TV, whatever has focus in the page
  contents.on('before-input-event', (event, input) => {
    if (input.type === 'keyDown' && input.key === 'F11') {
      event.preventDefault();
      window.setFullScreen(!window.isFullScreen());
    }
  });
  window.once('ready-to-show', () => window.show());
  return window;
}

/** What the IPC handlers need from the Host. */
export interface RequestTarget {
  request(method: RequestMethod, args: unknown[]): Promise<Result<unknown>>;
  onMatchUpdate(listener: (update: MatchUpdate) => void): () => void;
  onPhonesChange(listener: (phones: PhoneTable) => void): () => void;
}

export function isTrustedSender(event: IpcMainInvokeEvent, devServerUrl: string | undefined): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && isAppUrl(frame.url, devServerUrl);
}

/** One handler per API method; a sender that is not our page gets a refusal and nothing runs. */
export function registerIpcHandlers(host: RequestTarget, devServerUrl: string | undefined): void {
  for (const method of requestMethods) {
    ipcMain.handle(ipcChannel(method), (event, ...args: unknown[]) => {
      if (!isTrustedSender(event, devServerUrl)) {
        return failure(new HostError('bad-request', { detail: 'the request did not come from a Troll Night page' }));
      }
      return host.request(method, args);
    });
  }
}

/** Pushes every change of a match, and of its phones, to the window while it lives. */
export function forwardMatchUpdates(host: RequestTarget, window: BrowserWindow): () => void {
  const send = (channel: string, message: unknown) => {
    if (!window.isDestroyed()) window.webContents.send(channel, message);
  };
  const stopUpdates = host.onMatchUpdate((update) => send(matchUpdateChannel, update));
  const stopPhones = host.onPhonesChange((phones) => send(phonesChannel, phones));
  return () => {
    stopUpdates();
    stopPhones();
  };
}
