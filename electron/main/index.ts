/**
 * The Electron app: one instance, one window on the TV, the Host behind IPC.
 * Everything testable (window, fences, IPC) lives in security.ts; this file only wires it up.
 */
import { app, BrowserWindow, session } from 'electron';
import { join } from 'node:path';
import { WorkerBotRunner } from './bot-runner';
import { registerDisplayAwakeHandler } from './display-awake';
import { Host } from './host';
import { phoneServer } from './phone-server';
import { appEntryUrl, trustedDevServerUrl } from './security-policy';
import {
  createMainWindow,
  forwardMatchUpdates,
  handleAppProtocol,
  hardenSession,
  registerAppScheme,
  registerIpcHandlers,
} from './security';

const devServerUrl = trustedDevServerUrl({
  developing: import.meta.env.DEV,
  packaged: app.isPackaged,
  rendererUrl: process.env.ELECTRON_RENDERER_URL,
});

registerAppScheme();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let host: Host | null = null;
  let window: BrowserWindow | null = null;

  const openWindow = () => {
    if (!host) return;
    window = createMainWindow({ preloadPath: join(__dirname, '../preload/index.js'), devServerUrl });
    const stopForwarding = forwardMatchUpdates(host, window);
    window.on('closed', () => {
      stopForwarding();
      window = null;
    });
    void window.loadURL(devServerUrl ?? appEntryUrl);
  };

  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });

  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });

  void app.whenReady().then(() => {
    hardenSession(session.defaultSession, devServerUrl);
    handleAppProtocol(join(__dirname, '../renderer'));
    host = new Host({
      storePath: join(app.getPath('userData'), 'troll-night.sqlite'),
      botRunner: new WorkerBotRunner(join(__dirname, 'bot-worker.js')),
    });
    registerIpcHandlers(host, devServerUrl);
    registerDisplayAwakeHandler(devServerUrl);
    // the phones' page and socket, served from this process while the setting is on
    void host.attachPhoneServer(phoneServer({ host, rendererDir: join(__dirname, '../renderer') }));
    openWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow();
    });
  });

  app.on('window-all-closed', () => app.quit());

  let closing = false;
  app.on('will-quit', (event) => {
    if (!host || closing) return;
    closing = true;
    event.preventDefault();
    void host.close().finally(() => app.quit());
  });
}
