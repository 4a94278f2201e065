/**
 * The desktop packages (`npm run dist`): the electron-builder configuration, the modules the built
 * bundles load, and a real `electron-builder --dir` run. Electron's own binary cannot be downloaded
 * here, so the run packages a stand-in that carries Electron's fuse wire; everything else (the
 * ASAR archive, what is unpacked, the fuses flipped in the binary) is electron-builder's real output.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import nodePath from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import builderConfig from '../../electron-builder.config';
import packageJson from '../../package.json';

const repo = nodePath.resolve(import.meta.dirname, '../..');
const workDir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'troll-night-packaging-'));
const project = nodePath.join(workDir, 'project');
const builtOut = nodePath.join(project, 'out');
const appOutDir = nodePath.join(workDir, 'dist', 'linux-unpacked');
const resources = nodePath.join(appOutDir, 'resources');
/** Installed, built or generated, not part of the checkout. */
const notCopied = new Set(['node_modules', '.git', 'out', 'dist', 'test-results']);

/** The marker @electron/fuses looks for; the wire follows it: version, length, one byte per fuse. */
const fuseSentinel = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Electron's defaults for the first eight fuses ('1' on, '0' off): every fuse we set differs from them. */
const defaultFuses = '10110001';
const fuseOrder = [
  'runAsNode',
  'enableCookieEncryption',
  'enableNodeOptionsEnvironmentVariable',
  'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation',
  'onlyLoadAppFromAsar',
  'loadBrowserProcessSpecificV8Snapshot',
  'grantFileProtocolExtraPrivileges',
] as const;

// with source maps, which a developer may build too and the package must leave out
beforeAll(() => runNodeScript('electron-vite/bin/electron-vite.js', ['build', '--sourcemap', '--outDir', builtOut], repo), 60_000);
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

function runNodeScript(script: string, args: string[], cwd: string): void {
  execFileSync(process.execPath, [nodePath.join(repo, 'node_modules', script), ...args], { cwd, stdio: 'pipe' });
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => nodePath.relative(dir, nodePath.join(entry.parentPath, entry.name)).split(nodePath.sep).join('/'));
}

/** The packages npm installs without dev dependencies, from the lockfile: what a package may ship. */
function productionPackages(): string[] {
  const lock = JSON.parse(fs.readFileSync(nodePath.join(repo, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev && !entry.devOptional)
    // a package nested under another (a second version of it) is shipped under its own name too
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
}

/** Module names a built CommonJS file requires. */
function requiresOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]);
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isRuntimeBuiltin = (specifier: string) => specifier === 'electron' || isBuiltin(specifier);

interface AsarEntry {
  files?: Record<string, AsarEntry>;
  unpacked?: boolean;
}

/** The archive's index: a Chromium pickle holding the JSON tree of every file. */
function readAsarIndex(archive: string): Map<string, AsarEntry> {
  const bytes = fs.readFileSync(archive);
  const jsonLength = bytes.readUInt32LE(12);
  const root = JSON.parse(bytes.subarray(16, 16 + jsonLength).toString('utf8')) as AsarEntry;
  const index = new Map<string, AsarEntry>();
  const walk = (entry: AsarEntry, prefix: string) => {
    for (const [name, child] of Object.entries(entry.files ?? {})) {
      const path = prefix ? `${prefix}/${name}` : name;
      if (child.files) walk(child, path);
      else index.set(path, child);
    }
  };
  walk(root, '');
  return index;
}

function fuseWire(binary: string): string {
  const bytes = fs.readFileSync(binary);
  const at = bytes.indexOf(fuseSentinel) + fuseSentinel.length;
  return bytes.subarray(at + 2, at + 2 + bytes[at + 1]).toString('latin1');
}

describe('electron-builder configuration', () => {
  it('makes AppImage and deb on Linux, an NSIS installer on Windows, a dmg on macOS', () => {
    expect(builderConfig.linux?.target).toEqual(['AppImage', 'deb']);
    expect(builderConfig.win?.target).toEqual(['nsis']);
    expect(builderConfig.mac?.target).toEqual(['dmg']);
    expect(builderConfig.directories?.output).toBe('dist');
  });

  it('sets exactly the hardening fuses', () => {
    expect(builderConfig.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('never rebuilds native modules (better-sqlite3 ships N-API binaries)', () => {
    expect(builderConfig.npmRebuild).toBe(false);
  });

  it('runs the built app with npm start, the dev server with npm run dev, the packages with npm run dist', () => {
    expect(packageJson.scripts.prestart).toBe('tsx scripts/install-electron.ts');
    expect(packageJson.scripts.start).toBe('electron-vite preview');
    expect(packageJson.scripts.predev).toBe('tsx scripts/install-electron.ts');
    expect(packageJson.scripts.dev).toBe('electron-vite dev');
    expect(packageJson.scripts.dist).toMatch(/^electron-vite build && electron-builder --config electron-builder\.config\.ts\b/);
  });
});

describe('the packaged app', () => {
  beforeAll(() => {
    // the checkout with its sources, tests and scripts, which the package must leave out…
    for (const entry of fs.readdirSync(repo)) {
      if (!notCopied.has(entry)) fs.cpSync(nodePath.join(repo, entry), nodePath.join(project, entry), { recursive: true });
    }
    // …and node_modules as `npm ci --omit=dev` leaves it, so electron-builder sees only what it may ship
    for (const name of productionPackages()) {
      fs.cpSync(nodePath.join(repo, 'node_modules', name), nodePath.join(project, 'node_modules', name), { recursive: true });
    }

    const electronStandIn = nodePath.join(workDir, 'electron-dist');
    fs.mkdirSync(nodePath.join(electronStandIn, 'resources'), { recursive: true });
    fs.writeFileSync(nodePath.join(electronStandIn, 'electron'), `#!/bin/sh\n${fuseSentinel}\x01\x08${defaultFuses}\n`, { mode: 0o755 });
    const electronVersion = JSON.parse(fs.readFileSync(nodePath.join(repo, 'node_modules/electron/package.json'), 'utf8')).version;
    runNodeScript(
      'electron-builder/cli.js',
      [
        '--projectDir', project,
        '--config', nodePath.join(repo, 'electron-builder.config.ts'),
        '--linux', 'dir',
        '--publish', 'never',
        `-c.electronDist=${electronStandIn}`,
        `-c.electronVersion=${electronVersion}`,
        `-c.directories.output=${nodePath.join(workDir, 'dist')}`,
      ],
      project,
    );
  }, 180_000);

  it('flips the fuses in the Electron binary', () => {
    const wire = fuseWire(nodePath.join(appOutDir, packageJson.name));
    const expected = fuseOrder.map((fuse, index) => {
      const setting = builderConfig.electronFuses?.[fuse];
      return setting === undefined ? defaultFuses[index] : setting ? '1' : '0';
    });
    expect(wire).toBe(expected.join(''));
  });

  it('ships the built out/ folder without source maps, and nothing from the sources, tests or scripts', () => {
    const shipped = [...readAsarIndex(nodePath.join(resources, 'app.asar')).keys()];
    const built = filesUnder(builtOut).map((file) => `out/${file}`);
    expect(built).toEqual(expect.arrayContaining(['out/main/index.js', 'out/main/index.js.map', 'out/main/bot-worker.js', 'out/preload/index.js', 'out/renderer/index.html']));
    expect(shipped).toEqual(expect.arrayContaining(built.filter((file) => !file.endsWith('.map'))));
    const outsideModules = shipped.filter((file) => !file.startsWith('node_modules/'));
    expect(outsideModules.filter((file) => !file.startsWith('out/'))).toEqual(['package.json']);
    expect(outsideModules.filter((file) => file.endsWith('.map') || file.endsWith('.ts') || file.endsWith('.svelte'))).toEqual([]);
  });

  it('ships the production dependencies and no dev dependency', () => {
    const index = readAsarIndex(nodePath.join(resources, 'app.asar'));
    const shippedPackages = new Set([...index.keys()].filter((file) => file.startsWith('node_modules/')).map((file) => packageName(file.slice('node_modules/'.length))));
    for (const name of Object.keys(packageJson.dependencies)) expect(shippedPackages, name).toContain(name);
    const production = new Set(productionPackages());
    expect([...shippedPackages].filter((name) => !production.has(name))).toEqual([]);
    for (const name of Object.keys(packageJson.devDependencies)) expect(shippedPackages, name).not.toContain(name);
  });

  it('unpacks better-sqlite3’s native binary from the archive so it can be loaded', () => {
    const index = readAsarIndex(nodePath.join(resources, 'app.asar'));
    const binary = 'node_modules/better-sqlite3/prebuilds/linux-x64.node';
    expect(index.get(binary)?.unpacked).toBe(true);
    expect(fs.statSync(nodePath.join(resources, 'app.asar.unpacked', binary)).size).toBeGreaterThan(100_000);
  });

  it('ships everything the bot worker loads, so worker_threads can start it from the archive', () => {
    const index = readAsarIndex(nodePath.join(resources, 'app.asar'));
    const pending = ['out/main/bot-worker.js'];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      expect(index.has(file), file).toBe(true);
      for (const specifier of requiresOf(nodePath.join(project, file))) {
        if (specifier.startsWith('.')) pending.push(nodePath.posix.join(nodePath.posix.dirname(file), specifier));
        else if (!isRuntimeBuiltin(specifier)) expect(index.has(`node_modules/${packageName(specifier)}/package.json`), specifier).toBe(true);
      }
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('runtime dependencies', () => {
  it('are exactly the packages the built main, preload and worker bundles load (the renderer is bundled whole)', () => {
    const bundles = ['main', 'preload'].flatMap((folder) =>
      filesUnder(nodePath.join(builtOut, folder))
        .filter((file) => file.endsWith('.js'))
        .map((file) => nodePath.join(builtOut, folder, file)),
    );
    expect(bundles.length).toBeGreaterThan(2);
    const external = bundles.flatMap(requiresOf).filter((specifier) => !specifier.startsWith('.') && !isRuntimeBuiltin(specifier));
    expect([...new Set(external.map(packageName))].sort()).toEqual(Object.keys(packageJson.dependencies).sort());
  });
});
