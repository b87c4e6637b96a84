import { CONNECTOR_CHECK_SERVER_SECOND, CONNECTOR_KINDS, type ConnectorKind } from '@plateau/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { connectorFailure } from './connector-clients.ts';
import { openConnector } from './connector-config.ts';
import { activeConnectorConfigs, findConnectorState, recordConnectorSync } from './connectors.repository.ts';
import { pollNomad } from './nomad-poll.ts';
import { pollPraxedo } from './praxedo-poll.ts';
import { pollWebfleet } from './webfleet-poll.ts';

const GENERIC_FAILURE = 'Erreur inattendue pendant la synchronisation';

/**
 * One run of a connector: every account where it is active, one after the other. Each account's
 * poll is recorded on its own (connector_states); one failing never stops the next.
 */
export async function runConnector(
  app: FastifyInstance,
  kind: ConnectorKind,
  now = new Date(),
): Promise<void> {
  for (const config of await activeConnectorConfigs(app.db, kind)) {
    const { accountId } = config;
    try {
      const values = openConnector(config, (sealed) => app.secretBox.open(sealed));
      const state = await findConnectorState(app.db, accountId, kind);
      const cursor = state?.cursor ?? {};
      if (kind === 'WEBFLEET') {
        const next = await pollWebfleet(app, accountId, values, cursor, now);
        await recordConnectorSync(app.db, accountId, kind, new Date(), { cursor: { ...next } });
      } else if (kind === 'NOMAD') {
        const { cursor: next, errors } = await pollNomad(app, accountId, values, cursor);
        await recordConnectorSync(app.db, accountId, kind, new Date(), {
          cursor: { ...next },
          error: errors.length > 0 ? errors.slice(0, 5).join(' ; ') : null,
        });
      } else {
        const { cursor: next, errors } = await pollPraxedo(app, accountId, values, cursor);
        await recordConnectorSync(app.db, accountId, kind, new Date(), {
          cursor: { ...next },
          error: errors.length > 0 ? errors.slice(0, 5).join(' ; ') : null,
        });
      }
    } catch (error) {
      const reason = connectorFailure(error);
      if (reason === null) app.log.error({ err: error, accountId, connector: kind }, 'connecteur en échec');
      await recordConnectorSync(app.db, accountId, kind, new Date(), {
        error: reason ?? GENERIC_FAILURE,
      }).catch((failure: unknown) =>
        app.log.error({ err: failure }, "l'état du connecteur n'a pas été enregistré"),
      );
    }
  }
}

/** One chain per connector, every checkServerSecond, once across the server instances. */
export const connectorJobs: FastifyPluginAsync = async (app) => {
  if (!app.config.connectors.schedule) return;
  app.addHook('onReady', async () => {
    for (const kind of CONNECTOR_KINDS) {
      await app.jobs.every(`connector-${kind.toLowerCase()}`, CONNECTOR_CHECK_SERVER_SECOND[kind], () =>
        runConnector(app, kind),
      );
    }
  });
};
