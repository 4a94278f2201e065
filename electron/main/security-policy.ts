/**
 * Security rules shared by the Electron window and the web server (no Electron import here):
 * the Content-Security-Policy, which URLs are ours, and file paths that cannot leave a folder.
 */
import { isAbsolute, relative, resolve } from 'node:path';

export const appScheme = 'app';
export const appHost = 'troll-night';
export const appEntryUrl = `${appScheme}://${appHost}/index.html`;

/**
 * The Content-Security-Policy of every page. Inline styles are allowed because Svelte writes
 * `style` attributes (player colours, layout variables); scripts only from our own files.
 */
export function contentSecurityPolicy(connectSources: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface DevServerContext {
  /** `import.meta.env.DEV`: a build-time constant, true only in the bundle `electron-vite dev` builds. */
  developing: boolean;
  packaged: boolean;
  /** `process.env.ELECTRON_RENDERER_URL`, set by `electron-vite dev` to its dev server's address. */
  rendererUrl: string | undefined;
}

/**
 * The dev server the window loads and trusts for IPC and navigation, or none. The environment
 * variable alone is not enough: `npm start` (`electron-vite preview`) and the packages run the
 * production bundle, where an ELECTRON_RENDERER_URL left in the user's environment must not hand
 * the app's IPC to whatever page answers at that address.
 */
export function trustedDevServerUrl({ developing, packaged, rendererUrl }: DevServerContext): string | undefined {
  return developing && !packaged && rendererUrl ? rendererUrl : undefined;
}

/** The dev server's websocket (Vite's hot reload) is the only extra connection, and only in dev. */
export function devConnectSources(devServerUrl: string | undefined): string[] {
  if (!devServerUrl) return [];
  const url = new URL(devServerUrl);
  return [`ws://${url.host}`];
}

/** Is `url` one of our pages: the app protocol, or the dev server while developing? */
export function isAppUrl(url: string, devServerUrl: string | undefined): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // Node does not know `app:` is a standard scheme, so its URL has no origin: compare the parts
  if (parsed.protocol === `${appScheme}:` && parsed.host === appHost) return true;
  return devServerUrl !== undefined && parsed.origin === new URL(devServerUrl).origin;
}

/** A file under `root` for a request path, or null when the path leaves the folder. */
export function resolveUnder(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  const inside = relative(root, file);
  if (inside.startsWith('..') || isAbsolute(inside)) return null;
  return file;
}
