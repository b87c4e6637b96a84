import type { Config } from '../config.ts';
import { startFakeNomad } from './assistance-company/fake-nomad-server.ts';
import { startFakeWebfleet } from './truck-terminal/fake-webfleet-server.ts';

/** What the demo's fakes let in: type these in the connectors tab to see a connection succeed. */
export const DEMO_WEBFLEET = { account: 'demo', username: 'plateau', password: 'webfleet-demo' };
export const DEMO_NOMAD = { token: 'nomad-demo-token', agreementCode: 'AGR-DEMO' };

/**
 * The connectors' systems on loopback for the demo, started only for those whose URL is not
 * configured: a real HTTP server, so the real clients run.
 */
export async function startDemoConnectorFakes(config: Config): Promise<{ close: () => Promise<void> }> {
  const webfleet = config.webfleet.url ? undefined : await startFakeWebfleet();
  if (webfleet) {
    webfleet.requireCredentials(DEMO_WEBFLEET);
    config.connectors.demoWebfleetUrl = webfleet.url;
  }
  const nomad = config.nomad.url ? undefined : await startFakeNomad();
  if (nomad) {
    nomad.addAccount(DEMO_NOMAD);
    config.connectors.demoNomadUrl = nomad.url;
  }
  return {
    close: async () => {
      await webfleet?.close();
      await nomad?.close();
    },
  };
}
