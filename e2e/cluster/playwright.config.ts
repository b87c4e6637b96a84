import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

/**
 * The cluster test (scripts/test-cluster.mjs starts two instances and nginx, then this config):
 * the browser goes through nginx (CLUSTER_URL); CLUSTER_A and CLUSTER_B are the instances.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testIgnore: [],
  workers: 1,
  outputDir: '../../.tmp/e2e-cluster-results',
  use: { ...base.use, baseURL: process.env.CLUSTER_URL },
  webServer: undefined,
});
