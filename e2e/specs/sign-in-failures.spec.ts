import { expect, test } from '../support/test.ts';
import { signIn } from '../support/app.ts';

test('a wrong password is named as such', async ({ page }) => {
  await signIn(page, 'depanneur', 'pas-le-bon');
  await expect(page.getByRole('alert')).toHaveText("L'identifiant ou le mot de passe est incorrect");
  await expect(page).toHaveURL('/login');
});

test('any other sign-in failure shows the generic message', async ({ page }) => {
  await page.route('**/oauth/token', (route) =>
    route.fulfill({ status: 503, json: { error: 'server_error', error_description: 'Indisponible' } }),
  );
  await signIn(page, 'depanneur');
  await expect(page.getByRole('alert')).toHaveText(
    "Une erreur est survenue lors de l'appel au serveur. Renouvelez votre demande dans quelques instants. Si le problème persiste, veuillez contacter le support.",
  );
});

test('Enter in the password field submits', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Identifiant').fill('depanneur');
  await page.getByLabel('Mot de passe', { exact: true }).fill('depanneur');
  await page.getByLabel('Mot de passe', { exact: true }).press('Enter');
  await expect(page).toHaveURL('/folders');
});

test('the login page offers an update only when the server runs another version', async ({ page }) => {
  let serverVersion = '';
  await page.route('**/actuator/info', (route) =>
    route.fulfill({ json: { build: { version: serverVersion, time: '2030-01-01T00:00:00Z' } } }),
  );
  await page.goto('/login');
  const local =
    (await page.getByTestId('local-version').textContent())?.replace('Version application : ', '') ?? '';
  expect(local).not.toBe('');

  serverVersion = local;
  await page.reload();
  await expect(page.getByTestId('server-version')).toHaveText(`Version serveur : ${local}`);
  await expect(page.getByRole('button', { name: 'Mettre à jour' })).toHaveCount(0);

  serverVersion = '9.9.9-nouvelle';
  await page.reload();
  await expect(page.getByTestId('server-version')).toHaveText('Version serveur : 9.9.9-nouvelle');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await reloaded;
});

test('the login page shows the server version it reads from the server', async ({ page, request }) => {
  const info = (await (await request.get('/actuator/info')).json()) as { build: { version: string } };
  await page.goto('/login');
  await expect(page.getByTestId('server-version')).toHaveText(`Version serveur : ${info.build.version}`);
});
