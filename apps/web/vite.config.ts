/// <reference types="node" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { buildVersion } from '../../scripts/build-version.mjs';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

/**
 * The driver app (/chauffeur, issue 21) is built by a second run (`vite build --mode chauffeur`) into the same
 * dist: one build with two entries would share chunks between them and reshape what /login loads.
 */
export default defineConfig(({ mode }) => ({
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
    rollupOptions: {
      input: fileURLToPath(
        new URL(mode === 'chauffeur' ? './chauffeur.html' : './index.html', import.meta.url),
      ),
    },
    // The second run adds the driver app's files next to the back-office's.
    emptyOutDir: mode !== 'chauffeur',
    // Maps are written for debugging but not referenced from the bundles (the server does not serve them).
    sourcemap: 'hidden',
  },
}));
