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
    plugins: [svelte({ configFile: resolve('svelte.config.mjs') })],
    build: {
      rollupOptions: { input: resolve('renderer/index.html') },
    },
  },
});
