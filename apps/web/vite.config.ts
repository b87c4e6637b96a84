/// <reference types="node" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { buildVersion } from '../../scripts/build-version.mjs';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion()) },
  server: {
    proxy: {
      '/api': { target: API_TARGET, ws: true },
      '/oauth': API_TARGET,
      '/actuator': API_TARGET,
      '/health': API_TARGET,
    },
  },
  // TILE_URL (map tiles) is read when the web app is built.
  envPrefix: ['VITE_', 'TILE_URL'],
  build: {
    // The driver app (/chauffeur) is an entry of its own: the back-office's bundles do not carry it.
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        chauffeur: fileURLToPath(new URL('./chauffeur.html', import.meta.url)),
      },
    },
    // Maps are written for debugging but not referenced from the bundles (the server does not serve them).
    sourcemap: 'hidden',
  },
});
