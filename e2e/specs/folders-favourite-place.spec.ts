import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { choose, fillAddress, folderApi, expectToast } from '../support/folders.ts';
import { createFavouritePlace } from '../support/places-things.ts';

test('an operator fills the destination of a new folder from a favourite place', async ({
  page,
  request,
}) => {
  // A long journey (a list, a modal, a second list): room for a loaded 2-core machine.
  test.slow();
  const label = `Concession E2E ${Date.now()}`;
  await createFavouritePlace(request, DEMO_LOGINS.DEPANNEUR, {
    label,
    companyName: 'Citroën Part-Dieu',
    line1: '10 rue Garibaldi',
    zipCode: '69003',
    city: 'Lyon',
    latitude: 45.76,
    longitude: 4.85,
    gpsValide: true,
    contactName: 'Roux',
  });
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  await page.getByRole('button', { name: 'Nouveau dossier' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouveau dossier' });
  await modal.getByRole('textbox', { name: 'N° de dossier assisteur' }).fill('E2E-FAVORI');
  await fillAddress(modal, '3 place Bellecour, Lyon');

  await choose(page, 'Lieu favori', `${label} - Lyon`, modal);
  // The destination panel (the second one) now holds the favourite.
  await expect(modal.getByRole('textbox', { name: 'Libellé' }).nth(1)).toHaveValue(label);
  await expect(modal.getByRole('textbox', { name: 'Société' }).nth(1)).toHaveValue('Citroën Part-Dieu');

  await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expectToast(page, 'Action réussie', 'Dossier créé !');
  await expect(page).toHaveURL(/\/folders\/\d+$/);
  const folder = await (
    await folderApi(request, DEMO_LOGINS.DEPANNEUR)
  ).get(Number(page.url().split('/').pop()));
  expect(folder.missionIntervention?.destinationPlace).toMatchObject({
    label,
    companyName: 'Citroën Part-Dieu',
    line1: '10 rue Garibaldi',
    city: 'Lyon',
    latitude: 45.76,
  });
});
