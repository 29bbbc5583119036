import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups';
import { precompress } from './build/precompress';
import { routeModulePreload } from './build/route-modulepreload';

const apiOrigin = process.env.WORLDLOOM_API_ORIGIN ?? 'http://localhost:3000';

// main.tsx: a first visit to / shows the landing page without the router; any other address starts the app.
const ROUTER = 'src/lib/app-router.tsx';
const ROUTES_DIR = 'src/routes';

const chunks = chunkGroups({ main: 'src/main.tsx', app: [ROUTER, `${ROUTES_DIR}/app.tsx`], routesDir: ROUTES_DIR });

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader goes with its component, in one chunk: it reaches the tRPC client, which /login never needs.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    chunks.plugin,
    routeModulePreload({
      routesDir: fileURLToPath(new URL(`./${ROUTES_DIR}`, import.meta.url)),
      router: ROUTER,
      routerless: '^/$',
    }),
    precompress(),
  ],
  resolve: {
    // Exact matches: the zod-free vocabulary entry must not resolve into the zod schemas' index.
    alias: [
      { find: /^@worldloom\/contracts$/, replacement: fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url)) },
      {
        find: /^@worldloom\/contracts\/vocabulary$/,
        replacement: fileURLToPath(new URL('../../libs/contracts/src/vocabulary.ts', import.meta.url)),
      },
      // The permissions table, zod-free too: the world page loads it on its own (lib/permissions-table.ts).
      {
        find: /^@worldloom\/contracts\/permissions$/,
        replacement: fileURLToPath(new URL('../../libs/contracts/src/permissions.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/auth': apiOrigin },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the app supports knows modulepreload; without the polyfill the main script is one file.
    modulePreload: { polyfill: false },
    // A group takes exactly its modules (chunk-groups.ts), not what they import.
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups.map((group) => ({ ...group, includeDependenciesRecursively: false })) } } },
  },
});
