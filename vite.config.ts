import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { precacheFiles } from './scripts/lib/bundle-size.ts';
import { precompress } from './scripts/lib/precompress.ts';
import { catalogues, workerCatalogues } from './scripts/lib/catalogues.ts';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The service worker's reminder handling (src/client/app/push-worker.ts), built on its own and
 * loaded into Workbox's generated worker with importScripts (docs/decisions/155-push-in-the-service-worker.md).
 */
function pushWorker(): Plugin {
  return {
    name: 'momentum-push-worker',
    apply: 'build',
    async generateBundle() {
      const result = await esbuild({
        entryPoints: ['src/client/app/push-worker.ts'],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2022',
        write: false,
        plugins: [workerCatalogues()],
      });
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER, source: result.outputFiles[0]!.text });
    },
  };
}
const PUSH_WORKER = 'push-worker.js';

// In development the API runs beside Vite (see scripts/dev.ts) and Vite proxies /api to it.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [
    react(),
    catalogues(),
    tailwindcss(),
    pushWorker(),
    // Installable and usable offline (docs/decisions/019-offline.md). The page registers the
    // worker itself after load (src/client/app/service-worker.ts), off the first paint.
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      includeManifestIcons: false, // The browser fetches them when it installs the app.
      manifest: {
        name: 'Momentum',
        short_name: 'Momentum',
        description:
          'Turn the outcomes you want into goals, ranked tactics and a checkable action plan.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#f9fafd',
        background_color: '#f9fafd',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        // Only what the signed-in app needs offline (scripts/lib/bundle-size.ts, precacheFiles);
        // the worker itself registers only once someone has signed in (signed-in-app.tsx).
        manifestTransforms: [
          (entries) => {
            const wanted = new Set(precacheFiles());
            return { manifest: entries.filter((entry) => wanted.has(entry.url)), warnings: [] };
          },
        ],
        // App routes open offline; the API, the calendar feed, the server's unsubscribe page
        // (docs/email.md: an email's link must reach it on a device where the app is installed)
        // and missing assets never get the app.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/calendar\//, /^\/unsubscribe\//, /^\/assets\//],
        cleanupOutdatedCaches: true,
        // Reminders: shows a pushed notification and saves its Done / Check in.
        importScripts: [`/${PUSH_WORKER}`],
        clientsClaim: true,
        // The Firebase settings, so that a saved session can start without a network.
        runtimeCaching: [
          // Online-only chunks (hashed, so never stale) are kept once used.
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'lazy-chunks', expiration: { maxEntries: 20 } },
          },
          {
            urlPattern: ({ url }) => url.pathname === '/api/config',
            handler: 'NetworkFirst',
            options: { cacheName: 'client-config', networkTimeoutSeconds: 3 },
          },
        ],
      },
    }),
    // After the worker is written, so that it is compressed too.
    precompress(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Source maps are not shipped: they would hand the whole source to anyone who asks.
    sourcemap: false,
    // The manifest lets the bench and the byte-budget test find each route's chunks.
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    // The calendar feed is served by the API too, outside /api (docs/product.md, "Calendar").
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/calendar/': `http://127.0.0.1:${apiPort}`,
    },
  },
});
