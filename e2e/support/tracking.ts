import { expect, type APIRequestContext } from '@playwright/test';
import { requestToken } from './app.ts';

/** The customer's tracking link of a mission, and a clean start for its steps (E2E_FIXTURES=1). */
export async function trackingApi(request: APIRequestContext, login: string) {
  const { access_token } = await requestToken(request, login);
  const headers = { Authorization: `Bearer ${access_token}` };
  return {
    /** The path of the link an SMS would carry (/suivi/{token}): made by the server's trackingUrlFor. */
    async linkPath(missionId: number): Promise<string> {
      const response = await request.post(`/api/testing/missions/${missionId}/trackingLink`, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      const { url } = (await response.json()) as { url: string };
      return new URL(url).pathname;
    },
    /** Planned now, with no step reported yet (the fixture draws some for an accepted folder). */
    async restartSteps(missionId: number): Promise<void> {
      const response = await request.post(`/api/testing/missions/${missionId}/date`, {
        headers,
        data: { missionDateTime: new Date().toISOString() },
      });
      expect(response.status(), await response.text()).toBe(204);
    },
  };
}
