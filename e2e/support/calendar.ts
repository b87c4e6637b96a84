import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Calendar, Folder } from '@plateau/contracts';
import { requestToken } from './app.ts';
import type { FolderFixture } from './folders.ts';

/** A Paris wall-clock time of a day, as an instant (summer time: UTC+2 in June). */
export const parisTime = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);

/** The calendar's data through the API, as another user of the account would change it. */
export async function calendarApi(request: APIRequestContext, login: string) {
  const { access_token } = await requestToken(request, login);
  const headers = { Authorization: `Bearer ${access_token}` };
  return {
    async folder(fixture: FolderFixture): Promise<Folder & { missionId: number }> {
      const response = await request.post('/api/testing/folders', { headers, data: fixture });
      expect(response.ok(), await response.text()).toBe(true);
      const folder = (await response.json()) as Folder;
      return { ...folder, missionId: folder.missionIntervention!.id };
    },
    async get(id: number): Promise<Folder> {
      const response = await request.get(`/api/folders/${id}`, { headers });
      expect(response.ok()).toBe(true);
      return (await response.json()) as Folder;
    },
    async day(day: string): Promise<Calendar> {
      const query = new URLSearchParams({
        start: parisTime(day, '00:00').toISOString(),
        end: parisTime(day, '23:59').toISOString(),
      });
      const response = await request.get(`/api/calendar?${query}`, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as Calendar;
    },
    /** Plans the folder's mission on the truck at that time (PATCH /api/missions/{id}). */
    async plan(folder: Folder & { missionId: number }, truckId: number, at: Date): Promise<void> {
      const current = await this.get(folder.id);
      const response = await request.patch(`/api/missions/${folder.missionId}`, {
        headers,
        data: { version: current.version, truckId, missionDateTime: at.toISOString() },
      });
      expect(response.ok(), await response.text()).toBe(true);
    },
  };
}

/** A truck's row at an hour of the shown day: the schedule's slot, named by truck and hour. */
export const slotOf = (page: Page, truckName: string, hour: string) =>
  page.getByRole('button', { name: new RegExp(`^Créneau de ${escape(truckName)} .*${hour}:00:00 -`) });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The block of a mission on the grid. */
export const blockOf = (page: Page, missionId: number) => page.locator(`[data-mission-id="${missionId}"]`);
/** A truck's day in the week view: its summary. */
export const summaryOf = (page: Page, truckId: number, day: string) =>
  page.locator(`[data-day-summary="${truckId}|${day}"]`);
/** The mission's card in « À planifier ». */
export const unplannedOf = (page: Page, missionId: number) =>
  page.locator(`[data-unplanned-id="${missionId}"]`);
