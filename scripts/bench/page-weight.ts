/**
 * What a page of the built renderer makes a browser download, gzipped file by file as a server
 * sends them, found by following its imports in the built files: its first load (the HTML, the
 * scripts and styles it names, and every module those import statically); each lazy load (a
 * dynamic `import()`, with the files Vite preloads beside it and their static imports, less what
 * the first load has); and its total, once every lazy load was fetched.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  /** the first load's files, relative to the output directory, and their gzipped bytes */
  initial: string[];
  initialGzip: number;
  /** every lazy load, by the module it imports, with the files it adds and their gzipped bytes */
  lazy: { module: string; files: string[]; gzip: number }[];
  /** the first load and every lazy load, each file counted once */
  totalGzip: number;
}

/**
 * The pages' budgets, gzipped bytes. The TV may load every game's table in an evening: its total
 * counts. A phone plays one game: its first load and its heaviest lazy load (one game) count.
 */
export const budgets: Record<'tv' | 'phone', Budget> = {
  tv: { page: 'index.html', bytes: 500 * 1024, counts: 'total' },
  phone: { page: 'phone.html', bytes: 200 * 1024, counts: 'heaviest' },
};

export interface Budget {
  page: string;
  /** gzipped */
  bytes: number;
  /** `total`: everything the page may load; `heaviest`: its first load and its heaviest lazy load */
  counts: 'total' | 'heaviest';
}

/** the local scripts and styles an HTML page names (`src`/`href` of script and link tags) */
function namedByHtml(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    if (tag.startsWith('<link') && !/\brel="(?:stylesheet|modulepreload)"/.test(tag)) return [];
    const target = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return target && !/^[a-z]+:/i.test(target) ? [target] : [];
  });
}

const quoted = `["'\`]`;

/** the modules a script imports statically: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"` */
function staticImports(code: string): string[] {
  const pattern = new RegExp(`\\b(?:import|export)\\s*(?:[\\w$*{}\\s,]+?\\s*from\\s*)?${quoted}([^"'\`]+\\.m?js)${quoted}`, 'g');
  return [...code.matchAll(pattern)].map((found) => found[1]);
}

/**
 * A script's dynamic imports, each with the files Vite preloads beside it: Vite writes
 * `import("./x.js")` followed by `__vite__mapDeps([i, j])`, indices into the list its
 * `__vite__mapDeps` helper holds (`m.f = ["./x.js", "./x.css", …]`).
 */
function dynamicImports(code: string): { module: string; preloads: string[] }[] {
  const list = /\bm\.f\s*=\s*\[([^\]]*)\]/.exec(code)?.[1] ?? '';
  const depNames = [...list.matchAll(new RegExp(`${quoted}([^"'\`]+)${quoted}`, 'g'))].map((found) => found[1]);
  const pattern = new RegExp(`\\bimport\\(\\s*${quoted}([^"'\`]+)${quoted}\\s*\\)(?:\\.then\\((?:[^()]|\\([^()]*\\))*\\))?(?:\\s*,\\s*__vite__mapDeps\\(\\[([\\d,\\s]*)\\]\\))?`, 'g');
  return [...code.matchAll(pattern)].map((found) => ({
    module: found[1],
    preloads: (found[2] ?? '')
      .split(',')
      .filter((index) => index.trim() !== '')
      .map((index) => depNames[Number(index)])
      .filter((name) => name !== undefined),
  }));
}

export function pageWeight(outDir: string, page: string): PageWeight {
  const root = resolve(outDir);
  const htmlPath = resolve(root, page);
  /**
   * a name found in `from` (a page or a script), as a path inside the output directory, if it is
   * there: relative to `from`, or, for Vite's preload lists with an absolute base, to the root
   */
  const locate = (name: string, from: string): string | null => {
    const paths = [resolve(dirname(from), name), resolve(root, name.replace(/^\//, ''))];
    return paths.find((path) => path.startsWith(root) && existsSync(path)) ?? null;
  };
  /** `starts` and everything they import statically, less `known` */
  const closure = (starts: string[], known: Set<string>): Set<string> => {
    const found = new Set<string>();
    const pending = [...starts];
    while (pending.length > 0) {
      const path = pending.pop()!;
      if (known.has(path) || found.has(path)) continue;
      found.add(path);
      if (!/\.m?js$/.test(path)) continue;
      for (const name of staticImports(readFileSync(path, 'utf8'))) {
        const imported = locate(name, path);
        if (imported) pending.push(imported);
      }
    }
    return found;
  };
  const gzipOf = (paths: Iterable<string>): number => [...paths].reduce((sum, path) => sum + gzipSync(readFileSync(path)).length, 0);
  const named = (paths: Iterable<string>): string[] => [...paths].map((path) => relative(root, path)).sort();

  const namedByPage = namedByHtml(readFileSync(htmlPath, 'utf8')).flatMap((name) => locate(name, htmlPath) ?? []);
  const initial = new Set([htmlPath, ...closure(namedByPage, new Set([htmlPath]))]);
  const fetched = new Set(initial);
  const lazy: PageWeight['lazy'] = [];
  const scripts = [...initial].filter((path) => /\.m?js$/.test(path));
  for (let index = 0; index < scripts.length; index++) {
    const script = scripts[index];
    for (const { module, preloads } of dynamicImports(readFileSync(script, 'utf8'))) {
      const target = locate(module, script);
      if (!target) continue;
      if (lazy.some((load) => load.module === relative(root, target))) continue;
      const files = closure([target, ...preloads.flatMap((name) => locate(name, script) ?? [])], initial);
      lazy.push({ module: relative(root, target), files: named(files), gzip: gzipOf(files) });
      for (const file of files) {
        if (fetched.has(file)) continue;
        fetched.add(file);
        if (/\.m?js$/.test(file)) scripts.push(file);
      }
    }
  }
  const initialGzip = gzipOf(initial);
  return {
    initial: named(initial),
    initialGzip,
    lazy: lazy.sort((a, b) => b.gzip - a.gzip),
    totalGzip: initialGzip + gzipOf([...fetched].filter((file) => !initial.has(file))),
  };
}

/** the most a page makes a browser download at once: its first load and its heaviest lazy load */
export function heaviestLoad(weight: PageWeight): number {
  return weight.initialGzip + (weight.lazy[0]?.gzip ?? 0);
}

/** the bytes of `weight` that `budget` limits */
export function budgeted(budget: Budget, weight: PageWeight): number {
  return budget.counts === 'total' ? weight.totalGzip : heaviestLoad(weight);
}
