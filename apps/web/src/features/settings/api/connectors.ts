import { useMutation } from '@tanstack/react-query';
import { ConnectorTestResult, type ConnectorKind } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

const PATH: Record<ConnectorKind, string> = { WEBFLEET: 'webfleet', NOMAD: 'nomad', PRAXEDO: 'praxedo' };

/** POST /api/accounts/{id}/connectors/{connector}/test: the form's values, saved or not. */
export function useTestConnector(accountId: number, kind: ConnectorKind) {
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.post(`/api/accounts/${accountId}/connectors/${PATH[kind]}/test`, body, {
        schema: ConnectorTestResult,
        // A test saves nothing: clicking again tests again.
        idempotencyKey: null,
      }),
    meta: { busyLabel: 'Test de la connexion...' },
  });
}
