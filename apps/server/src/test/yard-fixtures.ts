import type { TestContext } from './harness.ts';

/** A 1×1 PNG: a drawn signature as the screens send it. */
export const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const carEntry = (overrides: Record<string, unknown> = {}) => ({
  kind: 'FOURRIERE',
  authority: 'POLICE_MUNICIPALE',
  officerName: 'Brigadier Morel',
  pvNumber: 'PV-2026-0451',
  reason: 'STATIONNEMENT_GENANT',
  removedAt: '2026-11-20T08:00:00.000Z',
  vehicle: {
    plate: 'ab-123-cd',
    make: 'Renault',
    model: 'Clio',
    category: 'VP',
    colour: 'Gris',
    mileage: 84000,
  },
  ...overrides,
});

export const releaseBody = (overrides: Record<string, unknown> = {}) => ({
  taker: 'OWNER',
  takerName: 'Paul Durand',
  identityDocument: 'CNI',
  identityNumber: '123456789012',
  registrationChecked: true,
  insuranceChecked: true,
  mainleveeChecked: true,
  paymentMethod: 'CARTE',
  takerAddress: '12 rue des Lilas, 69003 Lyon',
  expectedTotalCents: 0,
  releasedAt: '2026-11-22T09:00:00.000Z',
  signature: SIGNATURE_PNG,
  ...overrides,
});

/** Calls the yard's API as a demo login. */
export const yardCaller =
  (t: TestContext) => async (method: 'GET' | 'POST' | 'PUT', url: string, login: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/yard${url}`,
      headers: await t.bearer(login),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
