import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, openSignedIn, signIn } from '../support/app.ts';
import { choose, folderApi, openListOn, expectToast } from '../support/folders.ts';

test('an operator accepts a Nomad folder from the list, with a delay that needs a justification', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const summary = await api.create({ state: 'WAITING', origin: 'NOMAD', typologie: 'IMMEDIATE' });
  const terms = summary.interventionDepannage;
  expect(terms?.delaiAvantJustification).toBeGreaterThan(0);

  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  const row = await openListOn(page, summary);
  await row.getByRole('button', { name: 'Accepter', exact: true }).click();

  const modal = page.getByRole('dialog', { name: 'Accepter la mission' });
  const delay = modal.getByRole('combobox', { name: `Délai (hh:mm) - max ${terms?.delaiMax} min` });
  await expect(delay).toHaveValue('00:45');
  await expect(modal.getByText('Soit 45 min')).toBeVisible();

  // Beyond delaiAvantJustification the delay must be justified before 'Valider' is possible.
  await delay.fill('02:00');
  await delay.press('Tab');
  await expect(modal.getByText('Soit 120 min')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Valider' })).toBeDisabled();
  await expect(modal.getByText('Une justification du délai est requise')).toBeVisible();
  await choose(page, 'Justification du délai', 'Trafic dense');
  await expect(modal.getByRole('button', { name: 'Valider' })).toBeEnabled();

  // A delay that is not HH:mm cannot be validated either.
  await delay.fill('deux heures');
  await expect(modal.getByRole('button', { name: 'Valider' })).toBeDisabled();
  await delay.fill('02:00');
  await delay.press('Tab');
  await modal.getByRole('button', { name: 'Valider' }).click();

  await expectToast(page, 'Action réussie', 'Mission acceptée !');
  await expect(modal).toBeHidden();
  await expect(row.getByText('Accepté', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Accepter', exact: true })).toHaveCount(0);

  const accepted = await api.get(summary.id);
  expect(accepted.folderState).toBe('ACCEPTED');
  expect(accepted.acceptation).toMatchObject({
    type: 'IMMEDIATE',
    delaiIntervention: 120,
    justificationDelai: 'TRAFIC_DENSE',
  });
});

test('an appointment cannot be validated without its date', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  // An immediate mission whose assistance company allows an appointment instead.
  const folder = await api.create({
    state: 'CREATED',
    origin: 'NOMAD',
    typologie: 'IMMEDIATE',
    intervention: { delaiRdvAutorise: true, typologieModifiable: false },
  });

  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, `/folders/${folder.id}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Accepter', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Accepter la mission' });
  await modal.getByText('Sur rendez-vous').click();
  await expect(modal.getByText('Indiquez la date du rendez-vous')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Valider' })).toBeDisabled();
  // A changed form asks before its edits are lost (issue 20 §4.10).
  await modal.getByRole('button', { name: 'Annuler' }).click();
  await page
    .getByRole('dialog', { name: 'Abandonner la saisie ?' })
    .getByRole('button', { name: 'Abandonner' })
    .click();
  await expect(modal).toBeHidden();
});
