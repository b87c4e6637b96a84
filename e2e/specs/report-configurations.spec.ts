import { expect, test, type Page } from '../support/test.ts';
import { readFile } from 'node:fs/promises';
import { DEMO_LOGINS, requestToken, signIn } from '../support/app.ts';
import { SHOTS_DIR, takingShots } from '../support/shots.ts';

const shot = async (page: Page, name: string) => {
  if (takingShots) await page.screenshot({ path: `${SHOTS_DIR}/reports-${name}.png`, fullPage: true });
};

test('an administrator creates a report configuration, downloads a generated report and has one e-mailed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Hebdo ${Date.now() % 100000}`;
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expect(page).toHaveURL('/folders');
  await page.goto('/settings/reports');
  await page.getByRole('button', { name: 'Nouveau' }).click();

  const modal = page.getByRole('dialog', { name: 'Nouveau rapport' });
  const ok = modal.getByRole('button', { name: 'OK' });
  await modal.getByRole('textbox', { name: 'Nom' }).fill(name);
  await expect(ok).toBeDisabled();
  await modal.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Hebdomadaire' }).click();
  await expect(ok).toBeDisabled();
  await modal.getByRole('combobox', { name: 'Fréquence' }).click();
  await page.getByRole('option', { name: 'Chaque lundi à 6 h' }).click();
  await modal.getByLabel('Envoi par e-mail').check();
  await modal.getByRole('textbox', { name: 'E-mail', exact: true }).fill('direction@client.fr');
  await shot(page, 'modal');
  await expect(ok).toBeEnabled();
  await ok.click();
  await expect(page.getByText('Vos informations ont bien été enregistrées.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Hebdomadaire');
  await expect(row).toContainText('Chaque lundi à 6 h');
  await expect(row).toContainText('E-mail');
  await shot(page, 'list');

  await row.getByRole('button', { name: `Générer ${name}` }).click();
  const generation = page.getByRole('dialog', { name: 'Génération du rapport' });
  await expect(generation.getByRole('button', { name: 'Télécharger' })).toBeEnabled();
  await shot(page, 'generation');
  const downloading = page.waitForEvent('download');
  await generation.getByRole('button', { name: 'Télécharger' }).click();
  await expect(page.getByText('Chargement du rapport')).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${name} du \\d{2}-\\d{2}-\\d{4} au \\d{2}-\\d{2}-\\d{4}\\.xlsx$`),
  );
  const content = await readFile((await download.path())!);
  // An .xlsx file is a zip archive.
  expect(content.subarray(0, 2).toString()).toBe('PK');
  await expect(generation).toBeHidden();

  await row.getByRole('button', { name: `Générer ${name}` }).click();
  // A chosen date makes the period by the §5 rule: weekly, 7 days from the day before.
  await generation.getByRole('button', { name: 'Date du rapport' }).click();
  // The calendar opens on the current month; a day's button is named '15 novembre 2026'.
  await page.getByRole('button', { name: /^15 \S+ \d{4}$/ }).click();
  const month = new Date().toLocaleDateString('fr-FR', { month: '2-digit', year: 'numeric' });
  await expect(generation.getByRole('button', { name: 'Période' })).toHaveText(`14/${month} – 20/${month}`);
  await generation.getByLabel('E-mail (facultatif)').fill('flotte@client.fr');
  await generation.getByRole('button', { name: 'Envoyer' }).click();
  await expect(
    page.getByText('Le rapport est en cours de génération et sera envoyé par e-mail.'),
  ).toBeVisible();

  await row.getByRole('button', { name: `Supprimer ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Confirmation de la suppression' })
    .getByRole('button', { name: 'Oui' })
    .click();
  await expect(page.getByText('La donnée a bien été supprimée.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test("a supervisor manages a managed account's reports from its 'Rapports' tab", async ({
  page,
  request,
}) => {
  const { access_token } = await requestToken(request, DEMO_LOGINS.MISSION);
  const account = await request.get('/api/account', { headers: { authorization: `Bearer ${access_token}` } });
  const { id } = (await account.json()) as { id: number };
  const name = `Journalier ${Date.now() % 100000}`;
  await signIn(page, DEMO_LOGINS.SUPERVISOR);
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await page.goto(`/accounts/${id}?tab=Rapports`);
  await expect(page.getByRole('tab', { name: 'Rapports' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Nouveau' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouveau rapport' });
  await modal.getByRole('textbox', { name: 'Nom' }).fill(name);
  await modal.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Journalier' }).click();
  await modal.getByRole('combobox', { name: 'Fréquence' }).click();
  await page.getByRole('option', { name: 'Tous les jours à 6 h' }).click();
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Tous les jours à 6 h');
  await shot(page, 'account-tab');
  const list = await request.get(`/api/accounts/${id}/reportConfigurations`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(((await list.json()) as Array<{ name: string }>).map((c) => c.name)).toContain(name);
});
