import type { Config } from '../../config.ts';
import { DEMO_NOMAD, DEMO_WEBFLEET } from '../../lib/demo-credentials.ts';
import { startFakeApprovedPlatform } from './fake-approved-platform.ts';
import { startFakeNomad } from './fake-nomad-server.ts';

/** The token the demo's fake approved platform lets in. */
export const DEMO_PLATFORM_TOKEN = 'jeton-demo-plateforme';
import { startFakeWebfleet } from './fake-webfleet-server.ts';

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
  // The approved platform is a tenant's setting: the demo's own fake is let in by the allow list.
  const platform = await startFakeApprovedPlatform({ tokens: [DEMO_PLATFORM_TOKEN] });
  config.connectors.demoPlatformUrl = platform.url;
  config.outbound.allow.push(new URL(platform.url).host);
  return {
    close: async () => {
      await platform.close();
      await webfleet?.close();
      await nomad?.close();
    },
  };
}
