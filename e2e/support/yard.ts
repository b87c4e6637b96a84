import { expect, type APIRequestContext } from '@playwright/test';
import { requestToken } from './app.ts';

/** A plate no other test uses. */
export const uniquePlate = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase().slice(-5)}`;

/** A call to the yard's API as a demo login (the data a journey needs, made as the operator would). */
export async function yardApi(request: APIRequestContext, login: string, path: string, data: unknown) {
  const { access_token } = await requestToken(request, login);
  const response = await request.post(`/api/yard${path}`, {
    headers: { Authorization: `Bearer ${access_token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: data as object,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: number };
}

/** A car in the fourrière since yesterday, at a place when given. */
export const yardCar = (plate: string, placeId: number | null = null) => ({
  kind: 'FOURRIERE',
  authority: 'POLICE_MUNICIPALE',
  officerName: 'Brigadier Morel',
  pvNumber: 'PV-E2E',
  reason: 'STATIONNEMENT_GENANT',
  removedAt: new Date(Date.now() - 86_400_000).toISOString(),
  vehicle: { plate, make: 'Renault', model: 'Clio', category: 'VP' },
  placeId,
});
