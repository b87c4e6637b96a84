import { expect, test, type WebSocket } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';

test('signed in, the app listens to the account events until logout', async ({ page }) => {
  const sockets: WebSocket[] = [];
  const received: string[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('framereceived', (frame) => received.push(String(frame.payload)));
  });

  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  await expect
    .poll(() => received)
    .toContain(JSON.stringify({ type: 'subscribed', topic: '/accounts/events' }));
  expect(sockets.map((socket) => new URL(socket.url()).pathname)).toEqual(['/api/webSocket']);

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/login');
  await expect.poll(() => sockets.every((socket) => socket.isClosed())).toBe(true);
});
