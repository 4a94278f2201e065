import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

export default defineConfig({
  main: {
    build: {
      rollupOptions: {
        input: {
          index: resolve('electron/main/index.ts'),
          web: resolve('electron/main/web.ts'),
          'bot-worker': resolve('engine/ai/bot-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      rollupOptions: { input: { index: resolve('electron/preload/index.ts') } },
    },
  },
  renderer: {
    root: 'renderer',
    // $engine, $contract, $locales: the rooms the pages read from, named once in tsconfig.json
    resolve: { tsconfigPaths: true },
    plugins: [svelte({ configFile: resolve('svelte.config.mjs') })],
    build: {
      // the TV's page, and the page a player's phone opens from a seat link
      rollupOptions: { input: { index: resolve('renderer/index.html'), phone: resolve('renderer/phone.html') } },
      // phones fetch their page over the room's Wi-Fi, and the pages' budgets count gzipped bytes
      minify: true,
    },
  },
});
