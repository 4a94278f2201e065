/** Browser figures: the built renderer's size, and move-to-table latency in Debian's Chromium. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { figure, fmt, heading } from './measure';

const rendererDir = resolve('out/renderer');

export function bundleSize(): void {
  heading('Renderer bundle (out/renderer)');
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(rendererDir);
  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    if (/\.(js|css|html)$/.test(file)) gzipped += gzipSync(bytes).length;
  }
  figure(`${files.length} files, total`, `${fmt(raw / 1024)} KiB`);
  figure('js + css + html, gzipped', `${fmt(gzipped / 1024)} KiB`);
}

export async function browserLatency(_scratch: string): Promise<void> {
  heading('Browser: move to updated table');
}
