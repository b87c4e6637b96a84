import { expect, test, type Page } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { expectAccessible } from '../support/axe.ts';
import { folderApi, expectToast } from '../support/folders.ts';

// axe-core reads the page in the live test: more than the default 30 s on a busy machine.
test.setTimeout(60_000);

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

const messageRows = (page: Page) =>
  page.getByRole('table', { name: 'Messages du dossier' }).locator('tbody tr');

test('an operator writes to the driver and sees the message in the table', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true, messagesAllowed: true });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: /Message/ }).click();

  const send = page.getByRole('button', { name: 'Envoyer' });
  await expect(send).toBeDisabled();
  const field = page.getByRole('textbox', { name: 'Message au chauffeur' });
  await field.fill('   ');
  await expect(send).toBeDisabled();
  // Shown as text, never as HTML.
  const text = 'Le client attend <b>devant</b> la barrière.';
  await field.fill(text);
  await send.click();

  await expectToast(page, 'Envoyé !', 'Le message a bien été envoyé.');
  await expect(field).toHaveValue('');
  const row = messageRows(page).filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Exploitation');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(row.locator('b')).toHaveCount(0);
  expect((await api.get(folder.id)).messages.at(-1)).toMatchObject({
    provenance: 'BACKOFFICE',
    message: text,
  });
});

test("a driver's message appears live, counts as unread, and a click reads it", async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true, messagesAllowed: true });
  await page.goto(`/folders/${folder.id}`);
  const tab = page.getByRole('tab', { name: /Message/ });
  await tab.click();
  await expect(page.getByRole('table', { name: 'Messages du dossier' })).toBeVisible();

  // What the operator is typing stays while the driver's message comes in.
  const field = page.getByRole('textbox', { name: 'Message au chauffeur' });
  await field.fill('Bien reçu');
  await api.driverMessage(folder.id, 'Je suis sur place, le client est absent.');
  const row = messageRows(page).filter({ hasText: 'Je suis sur place, le client est absent.' });
  await expect(row).toHaveCount(1);
  await expect(field).toHaveValue('Bien reçu');
  await expect(row).toContainText('Chauffeur');
  await expect(row.getByLabel('Non lu')).toBeVisible();
  await expect(tab).toContainText('1');

  await expectAccessible(page, 'main');
  await row.click();
  await expect(row.getByLabel('Lu', { exact: true })).toBeVisible();
  await expect(tab).not.toContainText('1');
  expect((await api.get(folder.id)).messages.every((m) => m.markAsRead)).toBe(true);
});

test('a closed folder shows its messages but sends none', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'CLOSED', origin: 'NOMAD', truck: true, messagesAllowed: true });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: /Message/ }).click();
  await expect(page.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Message au chauffeur' })).toBeDisabled();
});
