import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';

export default defineConfig({
  plugins: [svelte()],
  // $engine, $contract, $locales: the rooms the pages read from, named once in tsconfig.json
  resolve: { tsconfigPaths: true },
  test: {
    // a guard against a test that hangs, not a speed limit: the heaviest tests (whole seeded games
    // played by search bots) are deterministic and take a minute or more on a slow, busy 2-core machine
    testTimeout: 300_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          // the browser tests run with vitest.e2e.config.mts (their support's own tests run here)
          exclude: ['tests/e2e/*.test.ts', 'tests/renderer/**'],
        },
      },
      {
        // renderer tests run Svelte components in jsdom, with Svelte's browser build
        extends: true,
        plugins: [svelteTesting({ resolveBrowser: false })],
        resolve: { conditions: ['browser'] },
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['tests/renderer/**/*.test.ts'],
          setupFiles: ['tests/renderer/support/media-queries.ts', 'tests/renderer/support/texts.ts'],
        },
      },
    ],
  },
});
