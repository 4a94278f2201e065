/**
 * What a built page downloads, found by following its imports: on a small built output kept as a
 * fixture (a page, its entry, a shared module, a style, and two games loaded lazily with the
 * styles and modules Vite preloads beside them), in the forms Vite writes them, minified or not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { budgeted, heaviestLoad, pageWeight } from '../../scripts/bench/page-weight';

const built = join(__dirname, 'fixtures', 'built-pages');
const gzipped = (...files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(built, file))).length, 0);

describe('a built page’s weight', () => {
  const weight = pageWeight(built, 'page.html');

  it('counts as its first load the page, what it names and what those import statically', () => {
    const first = ['assets/entry-1a.js', 'assets/entry-3c.css', 'assets/shared-2b.js', 'assets/side-7a.js', 'page.html'];
    expect(weight.initial).toEqual(first);
    expect(weight.initialGzip).toBe(gzipped(...first));
  });

  it('counts each dynamic import with what Vite preloads beside it and what it imports, less the first load, heaviest first', () => {
    expect(weight.lazy).toEqual([
      { module: 'assets/game-a-4d.js', files: ['assets/game-a-4d.js', 'assets/game-a-6f.css', 'assets/piece-5e.js'], gzip: gzipped('assets/game-a-4d.js', 'assets/game-a-6f.css', 'assets/piece-5e.js') },
      { module: 'assets/game-b-8b.js', files: ['assets/game-b-0d.css', 'assets/game-b-8b.js'], gzip: gzipped('assets/game-b-0d.css', 'assets/game-b-8b.js') },
    ]);
  });

  it('totals every file the page may load, once each, and never a file no page names', () => {
    const everyFile = ['page.html', 'entry-1a.js', 'entry-3c.css', 'shared-2b.js', 'side-7a.js', 'game-a-4d.js', 'game-a-6f.css', 'piece-5e.js', 'game-b-8b.js', 'game-b-0d.css'];
    expect(weight.totalGzip).toBe(gzipped(...everyFile.map((file) => (file.endsWith('.html') ? file : `assets/${file}`))));
  });

  it('holds a budget to the total, or to the first load and the heaviest lazy load', () => {
    expect(heaviestLoad(weight)).toBe(weight.initialGzip + weight.lazy[0].gzip);
    expect(budgeted({ page: 'page.html', bytes: 1, counts: 'total' }, weight)).toBe(weight.totalGzip);
    expect(budgeted({ page: 'page.html', bytes: 1, counts: 'heaviest' }, weight)).toBe(heaviestLoad(weight));
  });
});
