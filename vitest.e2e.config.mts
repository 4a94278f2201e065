import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // the browser tests; their support's own tests are unit tests (vitest.config.mts)
    include: ['tests/e2e/*.test.ts'],
    // finds the browser to drive once, or says in one line what to install
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll waits on the page and the server: its 1 s default is one busy moment on a slow
    // machine (a poll returns as soon as its condition holds, so a long limit costs nothing)
    expect: { poll: { timeout: 20_000 } },
  },
});
