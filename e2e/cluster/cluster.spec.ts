import { expect, request as apiRequest, test } from '@playwright/test';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { folderApi } from '../support/folders.ts';

const instanceA = process.env.CLUSTER_A!;
const instanceB = process.env.CLUSTER_B!;

test('through nginx: sign-in, a folder open on one instance shows live what is done through each', async ({
  page,
  request,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).host));
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);

  const throughA = await apiRequest.newContext({ baseURL: instanceA });
  const throughB = await apiRequest.newContext({ baseURL: instanceB });
  const onA = await folderApi(throughA, DEMO_LOGINS.DEPANNEUR);
  const onB = await folderApi(throughB, DEMO_LOGINS.DEPANNEUR);
  const folder = await onA.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true, messagesAllowed: true });

  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: /Message/ }).click();
  const table = page.getByRole('table', { name: 'Messages du dossier' });
  await expect(table).toBeVisible();
  // The live connection went through nginx (its WebSocket upgrade), to one of the two instances.
  expect(sockets.length).toBeGreaterThan(0);
  expect(sockets.every((host) => host === new URL(process.env.CLUSTER_URL!).host)).toBe(true);

  // One message through each instance: whichever holds the browser's connection, one of them
  // reaches it only through PostgreSQL's LISTEN/NOTIFY.
  await onA.driverMessage(folder.id, 'Message passé par l’instance A');
  await onB.driverMessage(folder.id, 'Message passé par l’instance B');
  await expect(table.getByText('Message passé par l’instance A')).toBeVisible();
  await expect(table.getByText('Message passé par l’instance B')).toBeVisible();

  // The web app's hashed files come compressed, cached for a year; the API is never cached.
  const html = await (await request.get('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.ok()).toBe(true);
  expect(asset.headers()['content-encoding']).toMatch(/gzip|br/);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await throughA.dispose();
  await throughB.dispose();
});
