import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs beside Vite (see scripts/dev.ts) and Vite proxies /api to it.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
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
