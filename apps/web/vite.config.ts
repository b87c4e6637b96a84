/// <reference types="node" />
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

/** Same rule as the server's /actuator/info, so a web app and a server built from one commit show the same version. */
function buildVersion(): string {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION;
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  try {
    const sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${pkg.version}-${sha}`;
  } catch {
    return `${pkg.version}-dev`;
  }
}

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
    sourcemap: true,
  },
});
