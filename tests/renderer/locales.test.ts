/**
 * Every text exists in both languages, and every key the code uses is defined.
 * Keys used in code: literal `t('ns:key')` calls in the renderer (unqualified keys are in `ui`),
 * the static part of template keys like t(`common:games.${id}`), namespace-qualified string
 * literals in engine/ and electron/ (RuleError / AppError keys), and `common:errors.<code>`
 * for every RuleErrorCode.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const languages = ['en', 'fr'] as const;
/** the plural forms i18next uses for each language (French: one for 0 and 1, many for millions) */
const pluralForms: Record<(typeof languages)[number], string[]> = {
  en: ['one', 'other'],
  fr: ['one', 'many', 'other'],
};
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function readNamespaces(language: string): Record<string, Json> {
  const dir = join(root, 'locales', language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json]),
  );
}

/** Leaf keys as "ns:a.b.c", arrays counted as leaves (rules paragraphs). */
function leafKeys(ns: string, value: Json, prefix = ''): string[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leafKeys(ns, child, prefix ? `${prefix}.${key}` : key));
  }
  return [`${ns}:${prefix}`];
}

/** Every key that resolves to something: leaves, plural stems and the objects above them. */
function definedKeys(namespaces: Record<string, Json>): Set<string> {
  const defined = new Set<string>();
  for (const [ns, content] of Object.entries(namespaces)) {
    for (const leaf of leafKeys(ns, content)) {
      const stem = leaf.replace(PLURAL_SUFFIX, '');
      defined.add(leaf).add(stem);
      const [, path] = stem.split(/:(.*)/s);
      const parts = path.split('.');
      for (let i = 1; i < parts.length; i++) defined.add(`${ns}:${parts.slice(0, i).join('.')}`);
      defined.add(`${ns}:`);
    }
  }
  return defined;
}

function normalised(keys: string[]): Set<string> {
  return new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

const locales = Object.fromEntries(languages.map((language) => [language, readNamespaces(language)])) as Record<
  (typeof languages)[number],
  Record<string, Json>
>;
const knownNamespaces = new Set(languages.flatMap((language) => Object.keys(locales[language])));
const defined = definedKeys(locales.en);

/** "file: key" for each use of a key that no locale defines */
function undefinedUses(uses: { file: string; key: string }[]): string[] {
  return uses.filter(({ key }) => !defined.has(key)).map(({ file, key }) => `${relative(root, file)}: ${key}`);
}

describe('locales', () => {
  it('has the same namespaces in every language', () => {
    expect(Object.keys(locales.fr).sort()).toEqual(Object.keys(locales.en).sort());
  });

  it('has every key in both languages', () => {
    for (const ns of knownNamespaces) {
      const en = normalised(locales.en[ns] ? leafKeys(ns, locales.en[ns]) : []);
      const fr = normalised(locales.fr[ns] ? leafKeys(ns, locales.fr[ns]) : []);
      expect([...en].filter((key) => !fr.has(key)), `in English but not French (${ns})`).toEqual([]);
      expect([...fr].filter((key) => !en.has(key)), `in French but not English (${ns})`).toEqual([]);
    }
  });

  it('gives plural keys every form each language needs', () => {
    for (const language of languages) {
      for (const [ns, content] of Object.entries(locales[language])) {
        const leaves = new Set(leafKeys(ns, content));
        const stems = new Set([...leaves].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
        const missing = [...stems].flatMap((stem) =>
          pluralForms[language].filter((form) => !leaves.has(`${stem}_${form}`)).map((form) => `${stem}_${form}`),
        );
        expect(missing, `plural forms missing in ${language}`).toEqual([]);
      }
    }
  });

  it('defines every key the renderer uses', () => {
    const uses: { file: string; key: string }[] = [];
    const prefixes: { file: string; key: string }[] = [];
    for (const file of filesUnder(join(root, 'renderer/src'), ['.svelte', '.ts'])) {
      const source = readFileSync(file, 'utf8');
      for (const [, , key] of source.matchAll(/\bt\(\s*(['"])([^'"\n]+)\1/g)) {
        uses.push({ file, key: key.includes(':') ? key : `ui:${key}` });
      }
      // t(`common:games.${id}`): at least `common:games` must exist
      for (const [, head] of source.matchAll(/\bt\(\s*`([^`$]*)\$\{/g)) {
        const colon = head.indexOf(':');
        if (colon < 0) continue;
        // only the complete segments before the placeholder
        prefixes.push({ file, key: head.slice(0, Math.max(head.lastIndexOf('.'), colon + 1)) });
      }
    }
    expect(uses.length).toBeGreaterThan(20);
    expect(undefinedUses(uses)).toEqual([]);
    expect(undefinedUses(prefixes)).toEqual([]);
  });

  it('defines every error key the engine and the Host can raise', () => {
    const errorsSource = readFileSync(join(root, 'engine/core/errors.ts'), 'utf8');
    const union = /type RuleErrorCode\s*=([^;]+);/.exec(errorsSource)?.[1] ?? '';
    const codes = [...union.matchAll(/'([^']+)'/g)].map(([, code]) => code);
    expect(codes.length).toBeGreaterThan(0);
    const uses = codes.map((code) => ({ file: join(root, 'engine/core/errors.ts'), key: `common:errors.${code}` }));

    for (const dir of ['engine', 'electron']) {
      for (const file of filesUnder(join(root, dir), ['.ts'])) {
        const source = readFileSync(file, 'utf8');
        for (const [, key] of source.matchAll(/['"`]([a-z][\w-]*:[\w.-]+)['"`]/g)) {
          if (knownNamespaces.has(key.split(':')[0])) uses.push({ file, key });
        }
      }
    }
    expect(undefinedUses(uses)).toEqual([]);
  });
});
