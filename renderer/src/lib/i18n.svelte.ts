/**
 * Every text on screen goes through `t`. Each page adds the namespaces of locales/en and
 * locales/fr it shows before it draws (the TV all of them; a phone its own, then its game's with
 * the game's phone hand), both languages at once, so switching language is instant: `t` reads
 * the current language from a rune, and every template that called it re-renders at once,
 * keeping all other state.
 */
import i18next, { type TOptions } from 'i18next';
import type { Language } from '$contract/api';

export const languages: readonly Language[] = ['en', 'fr'];

const i18n = i18next.createInstance();
void i18n.init({
  resources: {},
  lng: 'en',
  fallbackLng: false,
  supportedLngs: [...languages],
  defaultNS: 'ui',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

class LanguageState {
  current = $state<Language>('en');
  /** counts the texts added, so that what was drawn before a namespace came is drawn again */
  loaded = $state(0);
}
const language = new LanguageState();

export function currentLanguage(): Language {
  return language.current;
}

export function setLanguage(next: Language): void {
  if (next === language.current) return;
  void i18n.changeLanguage(next);
  language.current = next;
}

/** Adds a namespace's texts, by language, to what `t` knows (and redraws what showed them missing). */
export function addTexts(namespace: string, byLanguage: Record<string, Record<string, unknown>>): void {
  for (const [lng, content] of Object.entries(byLanguage)) i18n.addResourceBundle(lng, namespace, content, true, true);
  language.loaded++;
}

/** Adds locale files, by path (`…/locales/<language>/<namespace>.json`, as `import.meta.glob` names them). */
export function addTextFiles(files: Record<string, Record<string, unknown>>): void {
  for (const [path, content] of Object.entries(files)) {
    const [, lng, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!namespace) throw new Error(`not a locale file: ${path}`);
    addTexts(namespace, { [lng]: content });
  }
}

/** where this page keeps the language last shown: the save file holds it too, but may be unreadable */
const REMEMBERED_LANGUAGE = 'troll-night.language';

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** Keep the language shown for a day the save file cannot be read (storage refused: nothing kept). */
export function rememberLanguage(next: Language): void {
  try {
    globalThis.localStorage?.setItem(REMEMBERED_LANGUAGE, next);
  } catch {
    // a browser that keeps nothing (private mode, storage off) falls back to the system's language
  }
}

/**
 * The language to speak while the save file cannot be read (and with it the language saved in
 * it): the one this page last showed, else the first of the system's languages the app speaks,
 * else English.
 */
export function fallbackLanguage(): Language {
  let remembered: string | null = null;
  try {
    remembered = globalThis.localStorage?.getItem(REMEMBERED_LANGUAGE) ?? null;
  } catch {
    remembered = null;
  }
  if (isLanguage(remembered)) return remembered;
  const system = globalThis.navigator ? [...(navigator.languages ?? []), navigator.language] : [];
  return system.map((tag) => tag?.slice(0, 2).toLowerCase()).find(isLanguage) ?? 'en';
}

/** Translate a namespace-qualified key ("ui:home.title"); re-runs when the language changes. */
export function t(key: string, options?: TOptions): string {
  const texts = `${language.current} ${language.loaded}`;
  if (texts !== lookedUpWith || lookedUp.size > LOOKED_UP_AT_MOST) {
    lookedUp.clear();
    lookedUpWith = texts;
  }
  const asked = askedFor(key, options);
  const known = asked === null ? undefined : lookedUp.get(asked);
  if (known !== undefined) return known;
  // a text's nested $t(…) (e.g. a hero's name inside a log line) is looked up in the text's own namespace
  const ns = key.includes(':') ? key.slice(0, key.indexOf(':')) : undefined;
  const text = i18n.t(key, { ...options, ...(ns && !options?.ns ? { ns } : {}) }) as string;
  if (asked !== null) lookedUp.set(asked, text);
  return text;
}

/**
 * Texts already looked up, for the language and the texts loaded then: i18next's lookup is the
 * slowest part of drawing a move (a table asks for hundreds of texts, nearly all the same as
 * before). Bounded, since names and numbers make new texts all evening.
 */
const lookedUp = new Map<string, string>();
let lookedUpWith = '';
const LOOKED_UP_AT_MOST = 5000;

/** what identifies a lookup: its key and its values; null when a value is not a plain one (never remembered) */
function askedFor(key: string, options?: TOptions): string | null {
  if (!options) return key;
  let asked = key;
  for (const [name, value] of Object.entries(options)) {
    if (value !== null && typeof value === 'object') return null;
    asked += `\u0000${name}\u0001${typeof value}\u0001${String(value)}`;
  }
  return asked;
}

/** A structured entry (e.g. a game's `rules`), or undefined when the key holds none. */
export function tObject<T>(key: string): T | undefined {
  void language.current;
  void language.loaded;
  if (!i18n.exists(key)) return undefined;
  const value = i18n.t(key, { returnObjects: true }) as unknown;
  return typeof value === 'object' && value !== null ? (value as T) : undefined;
}

export function hasKey(key: string): boolean {
  void language.current;
  void language.loaded;
  return i18n.exists(key);
}

/** built once the `ui` texts are there (they never change once added) */
let namePatterns: RegExp[] = [];

/**
 * A seat nobody named keeps the default name it got on the new-game screen ("Player 3"), in the
 * language of that day: it is recognised here in every language, to be shown in the current one.
 */
function defaultNamePatterns(): RegExp[] {
  if (namePatterns.length > 0) return namePatterns;
  return (namePatterns = languages.flatMap((lng) => {
    const template = i18n.getResource(lng, 'ui', 'newGame.defaultName');
    if (typeof template !== 'string' || !template.includes('{{n}}')) return [];
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const [before, after] = template.split('{{n}}');
    return [new RegExp(`^${escape(before)}(\\d+)${escape(after)}$`)];
  }));
}

function defaultNameNumber(name: string): number | undefined {
  for (const pattern of defaultNamePatterns()) {
    const match = pattern.exec(name);
    if (match) return Number(match[1]);
  }
  return undefined;
}

export function isDefaultName(name: string): boolean {
  return defaultNameNumber(name) !== undefined;
}

/** the bot levels of every game, by id (`common:bots.<id>`) */
const botLevels = (): string[] => Object.keys((i18n.getResource('en', 'common', 'bots') as Record<string, string> | undefined) ?? {});

function botNameIn(lng: string, level: string, n: number): string {
  const name = i18n.t('ui:newGame.botName', { lng, level: i18n.t(`common:bots.${level}`, { lng }) }) as string;
  return n > 1 ? `${name} ${n}` : name;
}

/**
 * A bot's name: it says it is a bot and its level ("Warlord bot", "Bot Rusé"), with a number from
 * 2 on when several bots of that level play; in the current language.
 */
export function botName(level: string, n = 1): string {
  return botNameIn(language.current, level, n);
}

/** the first bot name of `level` nobody has yet (`taken`): "Warlord bot", else "Warlord bot 2"… */
export function freeBotName(level: string, taken: (name: string) => boolean): string {
  let n = 1;
  while (taken(botName(level, n))) n++;
  return botName(level, n);
}

/** every language's bot names (unnumbered) → their level; built once the `common` texts are there, as they never change */
let levelsByBotName = new Map<string, string>();

/** the level and number of a name `botName` gave, in any language */
function botNameParts(name: string): { level: string; n: number } | undefined {
  if (levelsByBotName.size === 0) levelsByBotName = new Map(languages.flatMap((lng) => botLevels().map((level) => [botNameIn(lng, level, 1), level] as const)));
  const numbered = /^(.*) (\d+)$/.exec(name);
  const [base, n] = numbered ? [numbered[1], Number(numbered[2])] : [name, 1];
  const level = levelsByBotName.get(base);
  // the first bot of a level has no number
  return level === undefined || (numbered && n < 2) ? undefined : { level, n };
}

/** a name the app gave a bot seat, in any language: no person's name */
export function isBotName(name: string): boolean {
  return botNameParts(name) !== undefined;
}

/**
 * `value` with every player's name in it (a `name` field anywhere: the seats, a game's view, its
 * events) as `localName` shows it, so that a bot or an unnamed seat is called the same everywhere
 * on screen; the names people chose are left as they are.
 */
export function withLocalNames<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withLocalNames(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, key === 'name' && typeof field === 'string' ? localName(field) : withLocalNames(field)]),
  ) as T;
}

/**
 * a seat's name as shown: a default name ("Player 3", "Joueur 3") or a bot's name ("Warlord bot",
 * "Bot Seigneur de guerre") in the current language, any other as it is
 */
export function localName(name: string): string {
  const n = defaultNameNumber(name);
  if (n !== undefined) return t('ui:newGame.defaultName', { n });
  const bot = botNameParts(name);
  return bot ? botName(bot.level, bot.n) : name;
}
