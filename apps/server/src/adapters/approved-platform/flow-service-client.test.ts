import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeApprovedPlatform,
  type FakeApprovedPlatform,
} from '../../demo/fakes/fake-approved-platform.ts';
import { createOutboundGuard, OutboundRefused } from '../../lib/outbound/outbound-guard.ts';
import { buildCdar, parseCdar } from './cdar-message.ts';
import { FlowServiceClient } from './flow-service-client.ts';
import { PlatformError } from './platform-errors.ts';

let fake: FakeApprovedPlatform;
beforeAll(async () => {
  fake = await startFakeApprovedPlatform({ tokens: ['jeton-a'] });
});
afterAll(() => fake.close());

// The fake listens on loopback: let in the way an operator would, through the allow list.
const guard = createOutboundGuard({ allow: ['127.0.0.1:*'], timeoutMs: 2_000 });
const client = (token = 'jeton-a') =>
  new FlowServiceClient({ baseUrl: fake.url, token, guard, retry: { attempts: 3, delayMs: 5 } });
const facturX = (name: string) => Buffer.from(`%PDF-1.7 ${name} factur-x.xml`);

describe('Flow Service client against the fake platform', () => {
  it('deposits a Factur-X (202 with a flow id) and finds its statuses after the cursor', async () => {
    const answer = await client().depositFlow(
      {
        trackingId: 'PLT-1-FA-1',
        name: 'FA-1.pdf',
        processingRule: 'B2B',
        flowSyntax: 'Factur-X',
        flowProfile: 'CIUS',
      },
      { bytes: facturX('FA-1'), contentType: 'application/pdf' },
    );
    expect(answer.flowId).toMatch(/.+/);
    const lifecycles = await client().searchFlows({ flowDirection: ['In'], flowType: ['CustomerInvoiceLC'] });
    expect(lifecycles.map((flow) => flow.trackingId)).toEqual(['PLT-1-FA-1', 'PLT-1-FA-1']);
    const cdar = parseCdar((await client().downloadFlow(lifecycles[0]!.flowId, 'Original')).toString('utf8'));
    expect(cdar).toMatchObject({ invoiceNumber: 'FA-1', statusCode: '200' });
    const later = await client().searchFlows({
      updatedAfter: lifecycles[0]!.updatedAt,
      flowDirection: ['In'],
    });
    expect(later).toHaveLength(1);
    expect((await client().flowMetadata(answer.flowId)).flowType).toBe('CustomerInvoice');
  });

  it('maps refusals to French messages, and retries only 429/503', async () => {
    await expect(client('faux').healthcheck()).resolves.toBeUndefined();
    await expect(client('faux').searchFlows({ flowDirection: ['In'] })).rejects.toThrow(/jeton d’accès/);
    fake.failNext(503, 2);
    await expect(client().searchFlows({ flowDirection: ['In'] })).resolves.toBeInstanceOf(Array);
    fake.failNext(413);
    const refused = await client()
      .depositFlow(
        { flowSyntax: 'Factur-X', name: 'x.pdf' },
        { bytes: facturX('x'), contentType: 'application/pdf' },
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PlatformError);
    expect((refused as PlatformError).message).toBe(
      'Le fichier est trop volumineux pour la plateforme agréée',
    );
    fake.failNext(503, 3);
    await expect(client().healthcheck()).rejects.toThrow(/momentanément indisponible/);
  });

  it('asks the directory: a known SIREN, an unknown one (404)', async () => {
    fake.unknownAddresses.add('123456782');
    await expect(client().directoryHasAddress('732829320')).resolves.toBe(true);
    await expect(client().directoryHasAddress('123456782')).resolves.toBe(false);
  });

  it('goes through the outbound guard: loopback without the allow list is refused', async () => {
    const strict = new FlowServiceClient({
      baseUrl: fake.url,
      token: 'jeton-a',
      guard: createOutboundGuard({ allow: [] }),
    });
    await expect(strict.healthcheck()).rejects.toBeInstanceOf(OutboundRefused);
  });

  it('writes and reads a CDAR status with its reason', () => {
    const status = {
      invoiceNumber: 'F<1>',
      sellerSiren: '732829320',
      statusCode: '210',
      reasonCode: 'DOUBLON',
      reasonText: 'Déjà reçue',
      at: '2026-11-28T10:03:00.000Z',
    };
    expect(parseCdar(buildCdar(status, 'm1'))).toEqual(status);
  });
});
