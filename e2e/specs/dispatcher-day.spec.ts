import { expect, test, type Page } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, openSignedIn, signIn } from '../support/app.ts';
import { choose, folderApi, openListOn } from '../support/folders.ts';

/** Issue 20: the last gaps of §2 and words of §4.14, and the folder list's page controls. */

/** The calls that would write, made while `during` runs. */
async function writesDuring(page: Page, path: string, during: () => Promise<void>): Promise<string[]> {
  const writes: string[] = [];
  const listen = (request: { method(): string; url(): string }) => {
    if (request.method() !== 'GET' && request.url().includes(path))
      writes.push(`${request.method()} ${request.url()}`);
  };
  page.on('request', listen);
  await during();
  page.off('request', listen);
  return writes;
}

test('§2 a failed « ouvrir pour le compte » says so', async ({ page }) => {
  await signIn(page, DEMO_LOGINS.SUPERVISOR);
  await expectSignedIn(page);
  await page.route('**/api/accounts/*/token', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'conflict', error_description: 'Ce compte est désactivé' }),
    }),
  );
  await page.goto('/accounts?text=Martin');
  await page.getByRole('button', { name: 'Ouvrir Dépannage Martin & Fils dans un nouvel onglet' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Ouverture impossible' });
  await expect(alert).toContainText(
    "Le compte « Dépannage Martin & Fils » n'a pas pu être ouvert : Ce compte est désactivé",
  );
});

test('§2 an unchanged destination, user or scheduled report sends nothing: « Enregistrer » waits for a change', async ({
  page,
}) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);

  await page.goto('/destinations');
  const place = page.getByRole('dialog', { name: 'Lieu favori' });
  const placeWrites = await writesDuring(page, '/api/places', async () => {
    await page.getByRole('button', { name: 'Modifier Casse auto Bron' }).click();
    const save = place.getByRole('button', { name: 'Enregistrer', exact: true });
    await expect(save).toBeDisabled();
    const company = place.getByRole('textbox', { name: 'Société' });
    await company.fill('Recyclage Bron Est');
    await expect(save).toBeEnabled();
    await company.fill('Recyclage Bron');
    await expect(save).toBeDisabled();
    await place.getByRole('button', { name: 'Annuler' }).click();
    await expect(place).toBeHidden();
  });
  expect(placeWrites).toEqual([]);

  await page.goto('/settings/users');
  const editor = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
  const userWrites = await writesDuring(page, '/users', async () => {
    await page.getByRole('row').filter({ hasText: 'operateur' }).first().click();
    await expect(editor.getByRole('textbox', { name: 'Login' })).toHaveValue('operateur');
    await expect(editor.getByRole('button', { name: 'OK' })).toBeDisabled();
    await editor.getByRole('textbox', { name: 'E-mail' }).fill('lucas.girard@exemple.fr');
    await expect(editor.getByRole('button', { name: 'OK' })).toBeEnabled();
    await editor.getByRole('button', { name: 'Annuler' }).click();
    await page
      .getByRole('dialog', { name: 'Abandonner la saisie ?' })
      .getByRole('button', { name: 'Abandonner' })
      .click();
    await expect(editor).toBeHidden();
  });
  expect(userWrites).toEqual([]);

  await page.goto('/settings/reports');
  const report = page.getByRole('dialog', { name: 'Modifier le rapport' });
  const reportWrites = await writesDuring(page, '/reportConfigurations', async () => {
    await page.getByRole('button', { name: 'Modifier Activité de la semaine' }).click();
    await expect(report.getByRole('textbox', { name: 'Nom' })).toHaveValue('Activité de la semaine');
    await expect(report.getByRole('button', { name: 'OK' })).toBeDisabled();
    await report.getByRole('textbox', { name: 'Nom' }).fill('Activité hebdomadaire');
    await expect(report.getByRole('button', { name: 'OK' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Abandonner la saisie ?' })
      .getByRole('button', { name: 'Abandonner' })
      .click();
    await expect(report).toBeHidden();
  });
  expect(reportWrites).toEqual([]);
});

test('§2 the things list on a page beyond its total shows the last page, not an empty one', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_LOGINS.IOT, '/things?page=9&size=10');
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await expect(page.getByRole('row').filter({ hasText: 'Remorque 12' })).toBeVisible();
});

test('§2 the customer picker: « OK » sets the chosen customer, « Annuler » keeps it, each search starts afresh', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/factures/new');
  await page.getByRole('tab', { name: 'Client' }).click();
  const picker = page.getByRole('dialog', { name: "Recherche d'un client" });
  const search = page.getByRole('button', { name: 'Rechercher un client' });

  await search.click();
  await picker.getByLabel('Nom').fill('Carrosserie Duval');
  await picker.getByRole('row').filter({ hasText: 'Carrosserie Duval' }).click();
  await picker.getByRole('button', { name: 'OK' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel('Société')).toHaveValue('Carrosserie Duval');
  await expect(page.getByLabel('Adresse', { exact: true })).toHaveValue('8 avenue Berthelot');

  // Reopened: nothing chosen yet, the previous search gone.
  await search.click();
  await expect(picker.getByText('Sélectionnez un client')).toBeVisible();
  await expect(picker.getByLabel('Nom')).toHaveValue('');
  await expect(picker.getByRole('button', { name: 'OK' })).toBeDisabled();
  await picker.getByLabel('Nom').fill('Garage Renault Vaise');
  await picker.getByRole('row').filter({ hasText: 'Garage Renault Vaise' }).click();
  await picker.getByRole('button', { name: 'Annuler' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel('Société')).toHaveValue('Carrosserie Duval');
});

test('§4.14 the accept window: the delay says hh:mm and its minutes, the truck is named whole', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const summary = await api.create({
    state: 'WAITING',
    origin: 'NOMAD',
    typologie: 'IMMEDIATE',
    truck: false,
  });
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  const row = await openListOn(page, summary);
  await row.getByRole('button', { name: 'Accepter', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Accepter la mission' });
  const delay = modal.getByRole('combobox', { name: /^Délai \(hh:mm\)/ });
  await expect(delay).toHaveValue('00:45');
  await expect(modal.getByText('Soit 45 min')).toBeVisible();

  const truck = 'Plateau 01 - Renault Master (GH-482-KL)';
  await choose(page, 'Véhicule', truck, modal);
  const field = modal.getByRole('combobox', { name: 'Véhicule', exact: true });
  await expect(field).toHaveValue(truck);
  // The whole name shows: the field is as wide as its text.
  expect(await field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(
    true,
  );
});

test('§4.14 each alarm once, said once', async ({ page }) => {
  const waiting = {
    folderId: 900001,
    type: 'WAITING_ACCEPTATION',
    externalNumber: 'AXA-77',
    description: "Dossier AXA-77 en attente d'acceptation",
  };
  const unread = {
    folderId: 900002,
    type: 'MESSAGE_UNREAD',
    externalNumber: null,
    description: '2 messages non lus sur le dossier 900002',
  };
  await page.route('**/api/alarms', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify([waiting, waiting, unread]) }),
  );
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  await page.getByRole('button', { name: 'Alarmes : 2 alarmes' }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toHaveText("Dossier AXA-77 · En attente d'acceptation");
  await expect(items.nth(1)).toContainText('2 messages non lus sur le dossier 900002');
});

test('§4.14 « Pas de kilomètres supplémentaires » says why, and warns when the km done exceed the planned ones', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const created = await api.create({
    state: 'ACCEPTED',
    origin: 'NOMAD',
    truck: true,
    intervention: {
      nature: 'REMORQUAGE',
      faitGenerateur: null,
      kmSupplAutorises: false,
      changementsNatureAutorises: [],
    },
  });
  const planned = (await api.get(created.id)).interventionDepannage?.kmPrevus ?? 0;
  expect(planned).toBeGreaterThan(0);
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, `/folders/${created.id}`);
  await page.getByRole('tab', { name: 'Rapport' }).click();
  await expect(page.getByText('Pas de kilomètres supplémentaires.')).toBeVisible();
  await expect(
    page.getByText(
      "L'assisteur n'autorise pas de kilomètres au-delà des kilomètres prévus pour cette intervention.",
    ),
  ).toBeVisible();
  const km = page.getByRole('textbox', { name: /Kilométrage total/ });
  await km.fill(String(planned));
  await expect(page.getByText(/km de plus ne sont pas autorisés/)).toHaveCount(0);
  await km.fill(String(planned + 15));
  await expect(
    page.getByText(
      `${planned + 15} km saisis pour ${planned} km prévus : les 15 km de plus ne sont pas autorisés par l'assisteur.`,
    ),
  ).toBeVisible();
});

test('§4.14 the folder list pages in French', async ({ page }) => {
  test.slow(); // three pages of the list on a shared, loaded machine
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/folders');
  await expect(page.getByText(/^Dossiers 1 à 10 sur \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Page suivante' }).click();
  await expect(page.getByText(/^Dossiers 11 à 20 sur \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Page précédente' }).click();
  await expect(page.getByText(/^Dossiers 1 à 10 sur \d+$/)).toBeVisible();
});

test('a fresh demo has a journal of sensitive acts, its pages said in French', async ({ page }) => {
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/settings/journal');
  await expect(
    page.getByRole('row').filter({ hasText: 'Application des durées de conservation' }).first(),
  ).toContainText('Plateau (tâche automatique)');
  await expect(page.getByText(/^Éléments 1 à \d+ - total : \d+$/)).toBeVisible();
});
