/**
 * How `npm run dist` packages the desktop app: the built out/ folder and the runtime dependencies
 * in an ASAR archive, AppImage and deb on Linux, an NSIS installer on Windows, a dmg on macOS.
 * Tested in tests/electron/packaging.test.ts.
 */
import type { Configuration } from 'electron-builder';

const config: Configuration = {
  appId: 'night.troll.app',
  productName: 'Troll Night',
  copyright: 'Troll Night',
  directories: { output: 'dist', buildResources: 'build' },
  files: [
    'out/main/**',
    'out/preload/**',
    'out/renderer/**',
    '!out/**/*.map',
    // the SQLite C sources better-sqlite3 ships for compiling; its prebuilt binary is all it loads
    '!node_modules/better-sqlite3/{binding.gyp,deps/**,src/**}',
  ],
  asar: true,
  // a native addon cannot be loaded from inside the archive
  asarUnpack: ['**/*.node'],
  // better-sqlite3 ships N-API binaries that load in Electron as they are; a rebuild would compile
  // for whatever runtime the machine's npm `nodedir` points at, not necessarily Electron
  npmRebuild: false,
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
  },
  // deb packages must name a homepage and a maintainer; the project has no public page yet
  extraMetadata: { homepage: 'https://troll-night.invalid' },
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Game',
    maintainer: 'Troll Night',
    synopsis: 'Troll tabletop games on the TV',
  },
  win: {
    target: ['nsis'],
  },
  nsis: {
    oneClick: false,
    allowToChangeInstallationDirectory: true,
  },
  mac: {
    target: ['dmg'],
    category: 'public.app-category.board-games',
  },
};

export default config;
