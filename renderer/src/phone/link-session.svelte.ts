/**
 * What a phone page's session does whatever its link opens (a seat, or a watched table): its
 * connection (up, down, or its link dead), the language its player picked on it, and a refusal
 * shown for a while. PhoneSession and WatchSession add what their link does.
 */
import { onMount } from 'svelte';
import type { AnimationSpeed, AppError, Language } from '$contract/api';
import { defaultSettings } from '$contract/settings';
import { createWireConnection, sameOriginSocket, type WireConnection } from '../lib/api-client';
import { currentLanguage, fallbackLanguage, languages, setLanguage } from '../lib/i18n.svelte';
import { applyMotion } from '../lib/motion';

const ERROR_MS = 6000;
const languageKey = 'troll-night-language';

/**
 * The connection of a link's page, `/<path>/<token>`, to its socket `/<api><token>`, or null when
 * the address holds no token. Reconnects by itself; waking the phone or its network coming back
 * retries at once.
 */
export function connectLink<Push>(path: 'p' | 'w', api: string): WireConnection<Push> | null {
  const token = new RegExp(`^/${path}/([^/]+)$`).exec(location.pathname)?.[1] ?? '';
  if (token === '') return null;
  const wire = createWireConnection<Push>({
    ...sameOriginSocket(`${api}${encodeURIComponent(token)}`),
    retryDelays: [250, 500, 1000, 2000],
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') wire.reconnectNow();
  });
  window.addEventListener('online', () => wire.reconnectNow());
  return wire;
}

/** The language this phone's player picked on it before, if any. */
function pickedLanguage(): Language | null {
  try {
    const saved = globalThis.localStorage?.getItem(languageKey);
    return saved && (languages as readonly string[]).includes(saved) ? (saved as Language) : null;
  } catch {
    return null;
  }
}

export abstract class LinkSession<Push extends { state: { language: Language } }> {
  connected = $state(true);
  /** the link no longer works (see the page for why) or was never whole */
  linkDead = $state(false);
  error = $state.raw<AppError | null>(null);

  protected readonly wire: WireConnection<Push> | null;
  #errorTimer: ReturnType<typeof setTimeout> | undefined;
  /** the language picked on this phone: it stays, whatever the TV speaks */
  #picked: Language | null;

  constructor(wire: WireConnection<Push> | null) {
    this.wire = wire;
    this.linkDead = wire === null;
    this.#picked = pickedLanguage();
    // until the Host says the table's language, the phone's own is the best guess
    setLanguage(this.#picked ?? fallbackLanguage());
  }

  start(): () => void {
    if (!this.wire) return () => {};
    const stops = [
      this.wire.onPush((message) => {
        if (!this.#picked) setLanguage(message.state.language);
        this.receive(message.state as Push['state']);
      }),
      this.wire.onConnectionChange((connected) => (this.connected = connected)),
      this.wire.onAccessRefused(() => (this.linkDead = true)),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** What the Host sent, in the table's language unless this phone picked its own. */
  protected abstract receive(state: Push['state']): void;

  /** This phone speaks `language` from now on, remembered on it, whatever the TV speaks. */
  switchLanguage(language: Language): void {
    this.#picked = language;
    setLanguage(language);
    try {
      globalThis.localStorage?.setItem(languageKey, language);
    } catch {
      // a browser that keeps nothing (private mode): the choice holds until the page closes
    }
  }

  get language(): Language {
    return currentLanguage();
  }

  showError(error: AppError): void {
    this.error = error;
    clearTimeout(this.#errorTimer);
    this.#errorTimer = setTimeout(() => (this.error = null), ERROR_MS);
  }

  dismissError(): void {
    this.error = null;
  }
}

/**
 * For a phone page as it mounts: its session starts listening, and the page's root follows the
 * language shown (so the browser breaks and hyphenates words by its rules) and the room's pace
 * (as on the TV; until the Host says it, the usual one).
 */
export function followSession(session: () => Pick<LinkSession<never>, 'start' | 'language'>, speed: () => AnimationSpeed | undefined): void {
  onMount(() => session().start());
  $effect(() => {
    document.documentElement.lang = session().language;
  });
  $effect(() => applyMotion(document.documentElement, speed() ?? defaultSettings.animationSpeed));
}
