import { expect, type APIRequestContext, type Page } from '@playwright/test';
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

/** Reads the yard's API as a demo login. */
export async function yardGet(request: APIRequestContext, login: string, path: string) {
  const { access_token } = await requestToken(request, login);
  const response = await request.get(`/api/yard${path}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { condition: Record<string, string | null> };
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

/**
 * Draws a stroke on the signature pad labelled `label`, as a finger would, until the pad says « Signée »:
 * a stroke drawn while the page still moves (a window closing gives back its scroll) can miss the pad,
 * and the user would then sign again.
 */
export async function sign(page: Page, label: string) {
  const pad = page.getByLabel(label, { exact: false }).first();
  await expect(async () => {
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 30);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 80, { steps: 5 });
    await page.mouse.up();
    await expect(pad).toHaveAccessibleDescription('Signée', { timeout: 2_000 });
  }).toPass();
}

/** A small JPEG, as a phone's camera would hand it to the page (64 × 48, one colour). */
export const vehiclePhoto = {
  name: 'photo.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from(
    '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwAEADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAT/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCICtIAAAAAAAAAAAAAAAAAAAAAA//Z',
    'base64',
  ),
};
