import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { DEMO_LOGINS, expectListsIdle, openSignedIn, requestToken } from '../support/app.ts';
import { choose, expectToast } from '../support/folders.ts';
import { postUplink, SUPERVISOR_INGESTION_KEY, uniqueEui } from '../support/places-things.ts';

/** A new unassigned tracker (a supervisor's key), found in the list under 'Non associés'. */
async function openUnassigned(page: Page, request: APIRequestContext) {
  const eui = uniqueEui();
  await postUplink(request, SUPERVISOR_INGESTION_KEY, {
    devEUI: eui,
    time: '2026-03-14T09:26:00Z',
    battery: 64,
    temperature: 21.5,
    rssi: -97,
    snr: 7.25,
    position: { latitude: 45.7597, longitude: 4.8566 },
  });
  await openSignedIn(page, DEMO_LOGINS.SUPERVISOR, '/things');
  await choose(page, 'Compte', 'Non associés');
  await expect(page.getByRole('combobox', { name: 'Compte', exact: true })).toHaveValue('Non associés');
  await page.getByRole('textbox', { name: 'Recherche' }).fill(eui);
  // The new tracker may already show in 'Non associés' before the search commits: wait for the
  // search in the address and its answer (the header and one row), so no refetch covers the row.
  await expect(page).toHaveURL(new RegExp(`accountId=-1.*text=${eui}`));
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectListsIdle(page);
  const row = page.getByRole('row').filter({ hasText: eui });
  await expect(row).toHaveCount(1);
  // Health and position as spec 1 §2 writes them (Paris time).
  await expect(row).toContainText('Non associé');
  await expect(row).toContainText('14/03/2026 10:26');
  await expect(row).toContainText(/21,50\s°C/);
  await expect(row.getByLabel('Batterie 64 %')).toHaveAttribute('data-battery', 'three-quarters');
  const map = row.getByRole('link', { name: '45.759700, 4.856600' });
  await expect(map).toHaveAttribute('target', '_blank');
  return { eui, row };
}

test('a supervisor reads a tracker’s health and position; saving no change sends nothing', async ({
  page,
  request,
}) => {
  const { eui, row } = await openUnassigned(page, request);

  // Saving with no change sends nothing and still says so.
  const patches: string[] = [];
  page.on('request', (call) => {
    if (call.method() === 'PATCH') patches.push(call.url());
  });
  await row.getByRole('button', { name: `Modifier Abeeway ${eui}` }).click();
  const modal = page.getByRole('dialog', { name: 'Mon objet' });
  await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expectToast(page, 'Enregistré !', 'Vos informations ont bien été enregistrées.');
  expect(patches).toEqual([]);
});

test('a supervisor renames an unassigned tracker and gives it to an account', async ({ page, request }) => {
  // A long journey (a list, a modal, a second list): room for a loaded 2-core machine.
  test.slow();
  const { eui, row } = await openUnassigned(page, request);
  const patches: string[] = [];
  page.on('request', (call) => {
    if (call.method() === 'PATCH') patches.push(call.url());
  });
  const modal = page.getByRole('dialog', { name: 'Mon objet' });
  await row.getByRole('button', { name: `Modifier Abeeway ${eui}` }).click();
  await modal.getByRole('textbox', { name: 'Nom' }).fill('Remorque frigo E2E');
  await choose(page, 'Compte', 'Transports Lefèvre', modal);
  // Saved once the form shows the account (its list may still be on its way when the page was just opened).
  await expect(modal.getByRole('combobox', { name: 'Compte', exact: true })).toHaveValue(
    'Transports Lefèvre',
  );
  await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(modal).toBeHidden();
  expect(patches).toHaveLength(1);

  // Assigned, it leaves 'Non associés' and shows under its account.
  await expect(row).toHaveCount(0);
  await choose(page, 'Compte', 'Transports Lefèvre');
  await expect(row).toContainText('Remorque frigo E2E');
  await expect(row).toContainText('Transports Lefèvre');
  const { access_token } = await requestToken(request, DEMO_LOGINS.MISSION);
  const seen = await request.get(`/api/things?text=${eui}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect((await seen.json()).rows).toEqual([
    expect.objectContaining({ name: 'Remorque frigo E2E', abeewayId: eui }),
  ]);
});
