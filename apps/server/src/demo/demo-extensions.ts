import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { simulatorPlugin } from './simulator/simulator-plugin.ts';
import { testingRoutes } from './testing/testing.routes.ts';
import { pointDemoPlatform } from './seed/demo-platform.ts';
import { pointDemoPaymentProvider } from './seed/demo-payment-provider.ts';

/**
 * What the demo adds to the app, never a real server's: the browser tests' fixture routes
 * (E2E_FIXTURES=1) and the simulator that plays the assistance companies and drivers (SIMULATOR=on).
 */
export function demoExtensions(config: Config): Array<(app: FastifyInstance) => Promise<unknown>> {
  const extensions: Array<(app: FastifyInstance) => Promise<unknown>> = [];
  if (config.connectors.demoPlatformUrl)
    extensions.push(async (app) => app.addHook('onReady', () => pointDemoPlatform(app)));
  if (config.paymentProvider.demo)
    extensions.push(async (app) => app.addHook('onReady', () => pointDemoPaymentProvider(app)));
  if (config.e2eFixtures) extensions.push(async (app) => app.register(testingRoutes));
  if (config.simulator.enabled)
    extensions.push(async (app) => app.register(simulatorPlugin, { config: config.simulator }));
  return extensions;
}
