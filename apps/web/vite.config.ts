import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeModulePreload } from './build/route-modulepreload';

const apiOrigin = process.env.WORLDLOOM_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too: they reach the tRPC client, which the landing page never needs.
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    routeModulePreload(fileURLToPath(new URL('./src/routes', import.meta.url))),
  ],
  resolve: {
    // Exact matches: the zod-free vocabulary entry must not resolve into the zod schemas' index.
    alias: [
      { find: /^@worldloom\/contracts$/, replacement: fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url)) },
      {
        find: /^@worldloom\/contracts\/vocabulary$/,
        replacement: fileURLToPath(new URL('../../libs/contracts/src/vocabulary.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/auth': apiOrigin },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
