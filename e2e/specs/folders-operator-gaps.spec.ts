import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import type { Folder } from '@plateau/contracts';
import { DEMO_LOGINS, expectSignedIn, openSignedIn, requestToken, signIn } from '../support/app.ts';
import { choose, expectToast, folderApi } from '../support/folders.ts';

/** Issue 20: the folder detail's gaps a dispatcher tripped on, one journey per point. */

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

async function bearer(request: APIRequestContext) {
  const { access_token } = await requestToken(request, DEMO_LOGINS.DEPANNEUR);
  return { Authorization: `Bearer ${access_token}` };
}

/** A small JPEG drawn by the browser's canvas. */
async function drawJpeg(page: Page, color: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (color) => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = color;
    context.fillRect(0, 0, 400, 300);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.8));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, color);
  return Buffer.from(base64, 'base64');
}

const parisMinute = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(iso))
    .replace(',', '')
    .replace(' à ', ' ');

test('§1 a folder made here has a Document tab: files checked in the browser, the job sheet printed', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'CREATED', origin: 'BACKOFFICE', truck: false });
  let uploads = 0;
  await page.route(`**/api/folders/${folder.id}/attachDocument`, (route) => {
    uploads += 1;
    return route.continue();
  });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Document' }).click();
  await expect(page.getByText('Aucun document pour ce dossier.')).toBeVisible();

  const pdf = {
    name: 'carte-grise.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  };
  // Ten files: refused before anything is sent.
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Ajouter une pièce jointe' }).click();
  await (await chooser).setFiles(Array.from({ length: 10 }, (_, i) => ({ ...pdf, name: `devis-${i}.pdf` })));
  const dialog = page.getByRole('dialog', { name: 'Erreur' });
  await expect(dialog.getByText('Charger uniquement par lot de 10 documents max.')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  // Over 10 MB: refused in the browser, naming the file.
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Ajouter une pièce jointe' }).click();
  await (
    await chooser
  ).setFiles([
    {
      name: 'pv-fourriere.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25),
    },
  ]);
  await expect(
    dialog.getByText('Le fichier « pv-fourriere.pdf » dépasse la taille maximale de 10 Mo.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  expect(uploads).toBe(0);

  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Ajouter une pièce jointe' }).click();
  await (await chooser).setFiles([pdf]);
  await expectToast(page, 'Ajouté !', 'Le document a bien été ajouté.');
  await expect(page.getByRole('row').filter({ hasText: 'carte-grise.pdf' })).toHaveCount(1);
  expect(uploads).toBe(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: "Fiche d'intervention" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Fiche-intervention-${folder.orderNo}.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', await file.path(), '-']).toString('utf8');
  expect(text).toContain("Fiche d'intervention");
  expect(text).toContain(folder.orderNo);
  expect(text).toContain('Signature du client');
});

test("§1 the driver's photo of a folder made here is seen in the Document tab and in the event window", async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'WAITING', origin: 'BACKOFFICE', truck: true });
  const photo = await drawJpeg(page, '#c0392b');
  const sent = await request.post(`/api/testing/missions/${folder.missionIntervention!.id}/photo`, {
    headers: await bearer(request),
    data: { filename: 'photo-chauffeur.jpg', base64: photo.toString('base64') },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Document' }).click();
  await expect(page.getByRole('img', { name: 'Miniature de photo-chauffeur.jpg' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger photo-chauffeur.jpg' }).click();
  expect((await download).suggestedFilename()).toBe('photo-chauffeur.jpg');

  await page.getByRole('tab', { name: 'Flux de travail' }).click();
  await page.getByRole('row').filter({ hasText: 'Photo reçue du chauffeur' }).click();
  const modal = page.getByRole('dialog');
  await expect(
    modal.getByTestId('event-photos').getByRole('img', { name: 'Miniature de photo-chauffeur.jpg' }),
  ).toBeVisible();
});

test('§1 messages on a folder made here once a truck holds its mission, none before', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const without = await api.create({ state: 'CREATED', origin: 'BACKOFFICE', truck: false });
  await page.goto(`/folders/${without.id}`);
  await expect(page.getByRole('tab', { name: 'Document' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Message/ })).toHaveCount(0);

  const folder = await api.create({ state: 'WAITING', origin: 'BACKOFFICE', truck: true });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: /Message/ }).click();
  await page
    .getByRole('textbox', { name: 'Message au chauffeur' })
    .fill('Le portail est au fond de la cour.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expectToast(page, 'Envoyé !', 'Le message a bien été envoyé.');
  await expect(
    page.getByRole('table', { name: 'Messages du dossier' }).getByText('Le portail est au fond de la cour.'),
  ).toBeVisible();
  await api.driverMessage(folder.id, 'Bien reçu, j’arrive.');
  await expect(page.getByText('Bien reçu, j’arrive.')).toBeVisible();
});

test('§2 « Annuler la mission » saves pending edits, asks, withdraws the sent mission', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'WAITING', origin: 'BACKOFFICE', truck: true });
  expect(folder.missionIntervention!.missionState).toBe('MISSION_STARTED');
  await page.goto(`/folders/${folder.id}`);
  const vehicle = page.locator('.mantine-Card-root').filter({ hasText: 'Véhicule à dépanner' });
  await vehicle.getByRole('textbox', { name: 'Couleur' }).fill('Vert olive');

  await page.getByRole('button', { name: 'Annuler la mission' }).click();
  const confirm = page.getByRole('dialog', { name: 'Annuler la mission' });
  await expect(confirm).toContainText('Le véhicule qui la détient en sera informé');
  await confirm.getByRole('button', { name: 'Oui' }).click();
  await expectToast(page, 'Action réussie', 'La mission a bien été annulée.');
  await expect(page.getByRole('button', { name: 'Annuler la mission' })).toHaveCount(0);

  const saved = await api.get(folder.id);
  expect(saved.vehicule?.couleur).toBe('Vert olive');
  expect(saved.missionIntervention!.missionState).toBe('MISSION_DELETED');
  // Withdrawn, the mission may go to another truck.
  await expect(
    page
      .getByRole('textbox', { name: 'Véhicule' })
      .or(page.getByRole('combobox', { name: 'Véhicule' }))
      .first(),
  ).not.toHaveAttribute('readonly', '');
});

test('§2 a Nomad folder accepted without intervenant: the tooltip says why, the intervenant is chosen without cancelling', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const created = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true });
  const cleared = await request.patch(`/api/folders/${created.id}`, {
    headers: await bearer(request),
    data: { version: created.version, missionIntervention: { agentId: null } },
  });
  expect(cleared.ok(), await cleared.text()).toBe(true);
  const folder = (await cleared.json()) as Folder;
  expect(folder.missionIntervention).toMatchObject({ agentId: null, missionState: 'MISSION_STARTED' });

  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Document' }).click();
  const download = page.getByRole('button', { name: 'Télécharger le rapport du technicien' });
  await expect(download).toBeDisabled();
  await download.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText(
    "numéro d'ordre du dossier (la référence de la mission",
  );
  await expect(page.getByRole('tooltip')).toContainText('Véhicule de dépannage');

  const agents = (await (
    await request.get('/api/agents', { headers: await bearer(request) })
  ).json()) as Array<{
    id: number;
    name: string;
  }>;
  const agent = agents.find((a) => a.id === created.missionIntervention!.agentId) ?? agents[0]!;
  await page.getByRole('tab', { name: 'Dossier' }).click();
  // The mission is sent: its truck is fixed, its intervenant still open.
  await expect(page.getByRole('combobox', { name: 'Véhicule', exact: true })).toHaveAttribute('readonly', '');
  await choose(page, 'Intervenant', agent.name);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Enregistré !', 'Le dossier a bien été enregistré.');
  expect((await api.get(folder.id)).missionIntervention).toMatchObject({
    agentId: agent.id,
    missionState: 'MISSION_STARTED',
  });
  await page.getByRole('tab', { name: 'Document' }).click();
  await expect(page.getByRole('button', { name: 'Télécharger le rapport du technicien' })).toBeEnabled();
});

test('§2 the Rapport tab never suggests a time before the folder was created', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({
    state: 'ACCEPTED',
    origin: 'NOMAD',
    truck: true,
    intervention: { nature: 'REMORQUAGE', faitGenerateur: null },
  });
  // The mission was due an hour before the folder was made (a late call).
  const moved = await request.post(`/api/testing/missions/${folder.missionIntervention!.id}/date`, {
    headers: await bearer(request),
    data: { missionDateTime: new Date(Date.parse(folder.creationDateTime) - 3_600_000).toISOString() },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Rapport' }).click();
  const created = parisMinute(folder.creationDateTime);
  await expect(page.getByRole('button', { name: 'Départ du chauffeur', exact: true })).toHaveText(created);
  await expect(
    page.getByRole('button', { name: "Arrivée sur le lieu d'intervention", exact: true }),
  ).toHaveText(created);
});

test('§4.4 the workflow says in French what an edit changed', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'CREATED', origin: 'BACKOFFICE', truck: false });
  await page.goto(`/folders/${folder.id}`);
  const vehicle = page.locator('.mantine-Card-root').filter({ hasText: 'Véhicule à dépanner' });
  await vehicle.getByRole('textbox', { name: 'Couleur' }).fill('Gris perle');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Enregistré !', 'Le dossier a bien été enregistré.');
  await page.getByRole('tab', { name: 'Flux de travail' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: 'Véhicule à dépanner modifié : Couleur' }),
  ).toHaveCount(1);
  await expect(page.getByText(/vehicule|interventionDepannage/)).toHaveCount(0);
});

test('§4.13 the tracking link is in the folder: copied, and sent again by SMS', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'WAITING', origin: 'BACKOFFICE', truck: true });
  await page.goto(`/folders/${folder.id}`);
  const card = page.locator('.mantine-Card-root').filter({ hasText: 'Suivi client' });
  const link = card.getByRole('link');
  await expect(link).toHaveText(/\/suivi\/[\w-]{40,}$/);
  const url = await link.textContent();
  await card.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(card.getByRole('button', { name: 'Lien copié' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await expect(card).toContainText('Aucun SMS avec ce lien');
  // The customer's mobile written as everywhere else in the folder (not +33…).
  await expect(card).toContainText(/Mobile du client : 0\d( \d{2}){4}\./);
  await card.getByRole('button', { name: 'Renvoyer le SMS' }).click();
  await expectToast(page, 'Envoyé !', 'Le SMS de suivi a bien été renvoyé au client.');
  await expect(card).toContainText(/Dernier SMS du \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  // The customer's page answers at that link.
  const tracking = await page.context().newPage();
  await tracking.goto(url!);
  await expect(tracking.getByText(/Dépanneur|Demande enregistrée/).first()).toBeVisible();
  await tracking.close();
});

test('§4.12 an assisteur reads fields that look read-only', async ({ page, request }) => {
  await (
    await folderApi(request, DEMO_LOGINS.DEPANNEUR)
  ).create({
    state: 'REPORT',
    origin: 'NOMAD',
    provider: 'AXA_ASSISTANCE',
  });
  const folders = await (await folderApi(request, DEMO_LOGINS.ASSISTEUR)).list();
  await openSignedIn(page, DEMO_LOGINS.ASSISTEUR, `/folders/${folders[0]!.id}`);
  const colour = page
    .locator('.mantine-Card-root')
    .filter({ hasText: 'Véhicule à dépanner' })
    .getByRole('textbox', { name: 'Couleur' });
  await expect(colour).toHaveAttribute('readonly', '');
  const look = await colour.evaluate((input) => {
    const style = getComputedStyle(input);
    return { background: style.backgroundColor, border: style.borderTopColor };
  });
  // Not the white, bordered input of a form: a grey ground, no visible border.
  expect(look.background).not.toBe('rgb(255, 255, 255)');
  expect(look.border).toBe('rgba(0, 0, 0, 0)');
});

test('§4.9 another tab saves: this one refreshes live, keeps its other edits and names the field both changed', async ({
  page,
  request,
  context,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'CREATED', origin: 'BACKOFFICE', truck: false });
  const card = (p: Page) => p.locator('.mantine-Card-root').filter({ hasText: 'Véhicule à dépanner' });
  // Values no fixture vehicle has (its make and colour are drawn from the demo's): a make typed
  // equal to the stored one would be no edit at all, and the save would rightly stay disabled.
  await page.goto(`/folders/${folder.id}`);
  await card(page).getByRole('textbox', { name: 'Couleur' }).fill('Vert olive');
  await card(page).getByRole('textbox', { name: 'Marque' }).fill('Alpine');

  // The same folder in another tab (same session): someone saves there first.
  test.setTimeout(120_000);
  const other = await context.newPage();
  await other.bringToFront();
  await other.goto(`/folders/${folder.id}`);
  await card(other).getByRole('textbox', { name: 'Couleur' }).fill('Bleu nuit');
  await card(other).getByRole('textbox', { name: 'Modèle' }).fill('Berlingo');
  await other.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(other, 'Enregistré !', 'Le dossier a bien été enregistré.');
  await other.close();
  await page.bringToFront();

  const alert = page.getByRole('alert').filter({ hasText: 'Un autre utilisateur a modifié ce dossier' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    'Véhicule à dépanner — Couleur : votre saisie « Vert olive », enregistré « Bleu nuit »',
  );
  await expect(card(page).getByRole('textbox', { name: 'Modèle' })).toHaveValue('Berlingo');
  await expect(card(page).getByRole('textbox', { name: 'Couleur' })).toHaveValue('Bleu nuit');
  await expect(card(page).getByRole('textbox', { name: 'Marque' })).toHaveValue('Alpine');

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Enregistré !', 'Le dossier a bien été enregistré.');
  expect((await api.get(folder.id)).vehicule).toMatchObject({
    couleur: 'Bleu nuit',
    modele: 'Berlingo',
    marque: 'Alpine',
  });
});
