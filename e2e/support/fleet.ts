import { expect, type APIRequestContext } from '@playwright/test';
import type { TruckList } from '@plateau/contracts';
import { requestToken } from './app.ts';

export interface TruckFixture {
  name: string;
  licensePlate?: string | null;
  latitude: number;
  longitude: number;
}

/**
 * A new towing account of its own (no truck, no folder, no supervisor) made through the test-only
 * route, for a test that needs an account nothing else fills; its login is also its password.
 */
export async function freshAccount(request: APIRequestContext, name: string): Promise<string> {
  const { access_token } = await requestToken(request, 'depanneur');
  const response = await request.post('/api/testing/accounts', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { name },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { login: string }).login;
}

/** Trucks, Webfleet's list and drivers' positions through the test-only routes (E2E_FIXTURES=1). */
export async function fleetApi(request: APIRequestContext, login: string) {
  const { access_token } = await requestToken(request, login);
  const headers = { Authorization: `Bearer ${access_token}` };
  return {
    async trucks(): Promise<TruckList['rows']> {
      const response = await request.get('/api/trucks', { headers });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as TruckList).rows;
    },
    async createTrucks(trucks: TruckFixture[]): Promise<number[]> {
      const response = await request.post('/api/testing/trucks', { headers, data: { trucks } });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { ids: number[] }).ids;
    },
    /** What the fake Webfleet lists for this login's account from now on. */
    async setWebfleetVehicles(
      vehicles: Array<{ objectNo: string; name: string; licensePlate: string | null }>,
    ): Promise<void> {
      const response = await request.put('/api/testing/webfleet/vehicles', { headers, data: { vehicles } });
      expect(response.status(), await response.text()).toBe(204);
    },
    /** The mission's driver reports where the truck is (the service the connectors call). */
    async reportPosition(missionId: number, at: Date, latitude: number, longitude: number): Promise<void> {
      const response = await request.post(`/api/testing/missions/${missionId}/position`, {
        headers,
        data: { at: at.toISOString(), latitude, longitude },
      });
      expect(response.status(), await response.text()).toBe(204);
    },
    /** Plans the mission at this date (the map shows the day's missions). */
    async planMission(missionId: number, at: Date): Promise<void> {
      const response = await request.put(`/api/testing/missions/${missionId}/date`, {
        headers,
        data: { missionDateTime: at.toISOString() },
      });
      expect(response.status(), await response.text()).toBe(204);
    },
  };
}
