import { expect, type APIRequestContext } from '@playwright/test';
import { requestToken } from './app.ts';

/** The demo supervisor's ingestion key (apps/server/src/demo/seed/places-things.ts, README). */
export const SUPERVISOR_INGESTION_KEY = 'demo-superviseur-ingestion-key';

/** A favourite place of the login's account, made through the API. */
export async function createFavouritePlace(
  request: APIRequestContext,
  login: string,
  place: Record<string, unknown>,
) {
  const { access_token } = await requestToken(request, login);
  const response = await request.post('/api/places', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: place,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: number; label: string };
}

/** A tracker's uplink, as the network server posts it; an unknown device is created. */
export async function postUplink(request: APIRequestContext, key: string, uplink: Record<string, unknown>) {
  const response = await request.post('/api/iot/uplinks', {
    headers: { 'X-Ingestion-Key': key },
    data: uplink,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A device EUI no other test uses. */
export const uniqueEui = () =>
  `E2E${Date.now().toString(16).toUpperCase()}${Math.floor(Math.random() * 0x10000)
    .toString(16)
    .toUpperCase()}`
    .padEnd(16, '0')
    .slice(0, 16);
