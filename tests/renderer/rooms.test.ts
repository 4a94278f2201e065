/**
 * The pages reach the rest of the house only by the rooms' names ($engine, $contract, $locales,
 * set in tsconfig.json), and never the Host itself: the arrows point renderer → contract → electron → engine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const renderer = join(root, 'renderer');
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+|import\.meta\.glob\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|svelte)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** every module a renderer file names, with the file that names it */
const imports = sourceFiles(renderer).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((match) => ({ file: relative(root, file), specifier: match[1] })),
);

describe('the renderer’s imports', () => {
  it('reads the files it names', () => {
    expect(imports.length).toBeGreaterThan(100);
  });

  it('leave the renderer only through a room’s name', () => {
    const leaving = imports.filter(
      ({ file, specifier }) => specifier.startsWith('.') && !resolve(root, file, '..', specifier).startsWith(renderer + '/'),
    );
    expect(leaving).toEqual([]);
  });

  it('never reach into the Host', () => {
    const intoHost = imports.filter(({ specifier }) => /(^|\/)electron\/(main|store|preload)(\/|$)|^electron$/.test(specifier));
    expect(intoHost).toEqual([]);
  });
});
