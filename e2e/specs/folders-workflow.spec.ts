import { expect, test, type Page } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { folderApi, expectToast } from '../support/folders.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const WITH_SECONDS = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/;

async function openTab(page: Page, folderId: number, tab: string) {
  await page.goto(`/folders/${folderId}`);
  await page.getByRole('tab', { name: tab }).click();
}

test("a driver's step opens with its message pretty-printed, and its replay changes nothing", async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true });
  await api.driverStep(folder.missionIntervention!.id, 'started', minutesAgo(30), {
    latitude: 45.764,
    longitude: 4.8357,
  });
  await openTab(page, folder.id, 'Flux de travail');

  const row = page.getByRole('row').filter({ hasText: 'Départ du chauffeur' });
  await expect(row).toContainText('Intervention');
  await expect(row).toContainText('45.76400, 4.83570');
  await row.click();

  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: /^Événement n° \d+$/ })).toBeVisible();
  await expect(modal.getByText("Date de l'événement :")).toContainText(WITH_SECONDS);
  await expect(modal.getByText("Date d'enregistrement :")).toContainText(WITH_SECONDS);
  const message = modal.getByTestId('event-message');
  await expect(message).toContainText('"step": "started"');
  // Pretty-printed: one key a line, indented.
  expect(await message.textContent()).toMatch(/^\{\n {2}"step": "started",\n {2}"dateTime": /);

  await modal.getByRole('button', { name: "Rejouer l'événement" }).click();
  // One toast: replayed, and already applied, so nothing changed.
  await expectToast(
    page,
    "Rejeu de l'événement",
    "L'événement a bien été rejoué ! Il était déjà appliqué : rien n'a changé.",
  );
});

test("a driver's message is replayed from the workflow; what Plateau wrote offers no replay", async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true, messagesAllowed: true });
  await api.driverMessage(folder.id, '<b>Je suis devant le portail</b>');
  await openTab(page, folder.id, 'Flux de travail');

  // The fixture's history holds an earlier driver message (as a demo folder's does): the one just
  // received is the latest row of the workflow, which reads oldest first.
  await page.getByRole('row').filter({ hasText: 'Message reçu du chauffeur' }).last().click();
  const modal = page.getByRole('dialog');
  // The driver's words, as typed: never read as HTML.
  await expect(modal.getByTestId('event-message')).toHaveText('<b>Je suis devant le portail</b>');
  await modal.getByRole('button', { name: "Rejouer l'événement" }).click();
  await expectToast(page, "Rejeu de l'événement", "L'événement a bien été rejoué !");
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await page.getByRole('tab', { name: 'Message' }).click();
  await page.getByRole('textbox', { name: 'Message au chauffeur' }).fill('Bien reçu, merci');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expectToast(page, 'Envoyé !', 'Le message a bien été envoyé.');
  await page.getByRole('tab', { name: 'Flux de travail' }).click();
  await page.getByRole('row').filter({ hasText: 'Message envoyé au chauffeur' }).click();
  await expect(page.getByRole('dialog').getByTestId('event-message')).toHaveText('Bien reçu, merci');
  await expect(page.getByRole('dialog').getByRole('button', { name: "Rejouer l'événement" })).toHaveCount(0);
});

test("the statistics tab ticks the driver's steps and shows the delays", async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true });
  const missionId = folder.missionIntervention!.id;
  await api.driverStep(missionId, 'started', minutesAgo(50));
  await api.driverStep(missionId, 'arrivedAtDestination', minutesAgo(30));
  await api.driverStep(missionId, 'departureFromDestination', minutesAgo(5));
  await openTab(page, folder.id, 'Statistiques');

  const intervention = page.getByRole('region', { name: "Statistique d'intervention" });
  await expect(intervention.getByRole('checkbox', { name: 'Départ du chauffeur' })).toBeChecked();
  await expect(intervention.getByRole('checkbox', { name: 'Arrivée sur place' })).toBeChecked();
  await expect(intervention.getByRole('checkbox', { name: 'Départ des lieux' })).toBeChecked();
  await expect(intervention.getByRole('checkbox', { name: 'Mission terminée' })).not.toBeChecked();
  await expect(intervention.getByText("Délai d'approche :")).toContainText('20 min');
  await expect(intervention.getByText('Durée sur place :')).toContainText('25 min');
  const relivraison = page.getByRole('region', { name: 'Statistique de relivraison' });
  await expect(relivraison.getByText('Aucune mission de ce type pour ce dossier.')).toBeVisible();
});
