import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePraxedo, type FakePraxedo } from '../../demo/fakes/fake-praxedo-server.ts';
import { createOutboundGuard } from '../../lib/outbound/outbound-guard.ts';
import { PraxedoClient, PraxedoError, PRAXEDO_UNREACHABLE, type PraxedoWorkOrder } from './praxedo-client.ts';

let fake: FakePraxedo;
beforeAll(async () => {
  fake = await startFakePraxedo({ user: 'api', password: 'secret' });
});
afterAll(() => fake.close());

// The fakes listen on loopback: let in the way an operator would, through the allow list.
const guard = createOutboundGuard({ allow: ['127.0.0.1:*'] });
const client = (password = 'secret') =>
  new PraxedoClient({ webServiceDomain: fake.domain, user: 'api', password, timeoutMs: 2_000, guard });
const order = (id: string): PraxedoWorkOrder => ({
  id,
  reference: `R-${id}`,
  createdAt: '2026-05-04T07:00:00.000Z',
  updatedAt: '2026-05-04T07:00:00.000Z',
  customer: { name: 'Client', phone: null },
  address: { street: '1 rue Haute', zipCode: '38000', city: 'Grenoble' },
  vehicle: null,
  description: null,
  requestedDate: null,
});

describe('PraxedoClient against the fake', () => {
  it('pages the work orders changed since a cursor', async () => {
    fake.pushWorkOrder(order('A'));
    fake.pushWorkOrder(order('B'));
    fake.pushWorkOrder(order('C'));
    const first = await client().workOrdersSince(null, 2);
    expect(first.workOrders.map((o) => o.id)).toEqual(['A', 'B']);
    const second = await client().workOrdersSince(first.cursor, 2);
    expect(second.workOrders.map((o) => o.id)).toEqual(['C']);
    const empty = await client().workOrdersSince(second.cursor, 2);
    expect(empty).toEqual({ workOrders: [], cursor: second.cursor });
  });

  it('acknowledges and posts statuses, which the fake keeps in order', async () => {
    await client().acknowledge('A');
    await client().postStatus('A', { status: 'ACCEPTED', at: '2026-05-04T08:00:00.000Z', comment: 'OK' });
    await client().postStatus('A', { status: 'STARTED', at: '2026-05-04T08:05:00.000Z', comment: null });
    expect(fake.acknowledged).toEqual(['A']);
    expect(fake.statuses.map((s) => [s.workOrderId, s.update.status])).toEqual([
      ['A', 'ACCEPTED'],
      ['A', 'STARTED'],
    ]);
    await expect(client().acknowledge('INCONNU')).rejects.toThrow('Praxedo a refusé la demande (HTTP 404)');
  });

  it('says in French when the credentials are refused or Praxedo does not answer', async () => {
    await expect(client('wrong').workOrdersSince(null)).rejects.toThrow(
      new PraxedoError('Praxedo a refusé les identifiants'),
    );
    await expect(client('wrong').check()).rejects.toThrow('Praxedo a refusé les identifiants');
    await expect(client().check()).resolves.toBeUndefined();
    const closed = await startFakePraxedo({ user: 'api', password: 'secret' });
    await closed.close();
    const unreachable = new PraxedoClient({
      webServiceDomain: closed.domain,
      user: 'api',
      password: 'secret',
      guard,
    });
    await expect(unreachable.check()).rejects.toThrow(PRAXEDO_UNREACHABLE);
  });
});
