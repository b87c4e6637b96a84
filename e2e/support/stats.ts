import { expect, type APIRequestContext, type Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { requestToken } from './app.ts';
import { folderApi } from './folders.ts';

/** A random week far from the demo data (Monday, in Paris): the figures a test reads are its own. */
export function farWeek(): { monday: string; sunday: string; tuesdayNoon: Date } {
  const weeks = Math.floor(Math.random() * 500);
  // 2035-01-01 is a Monday.
  const monday = new Date(Date.UTC(2035, 0, 1 + weeks * 7));
  const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { monday: day(0), sunday: day(6), tuesdayNoon: new Date(`${day(1)}T12:00:00Z`) };
}

/** A mission of the login's account on a truck, dated, with the driver's steps at these minutes after its date. */
export async function statsMission(
  request: APIRequestContext,
  login: string,
  fixture: { provider: string; date: Date; steps: Record<string, number>; truckId?: number },
) {
  const api = await folderApi(request, login);
  const folder = await api.create({
    state: 'ACCEPTED',
    origin: 'NOMAD',
    truck: true,
    provider: fixture.provider,
  });
  const missionId = folder.missionIntervention!.id;
  const { access_token } = await requestToken(request, login);
  const moved = await request.post(`/api/testing/missions/${missionId}/date`, {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { missionDateTime: fixture.date.toISOString(), truckId: fixture.truckId },
  });
  expect(moved.status(), await moved.text()).toBe(204);
  for (const [step, minutes] of Object.entries(fixture.steps)) {
    await api.driverStep(missionId, step, new Date(fixture.date.getTime() + minutes * 60_000));
  }
  const trucks = await api.trucks();
  const truckId = fixture.truckId ?? folder.truckId;
  return { folder, truck: trucks.find((truck) => truck.id === truckId)! };
}

/** The text of a downloaded file. */
export async function downloadedText(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}
