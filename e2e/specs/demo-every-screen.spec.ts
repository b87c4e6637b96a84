import { expect, test, type Locator, type Page } from '../support/test.ts';
import { expectSignedIn, mainMenu, pageTitle, signIn } from '../support/app.ts';
import { expectToast, folderApi } from '../support/folders.ts';

// A whole tour of one login on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

/**
 * The demo logins of the README's table, the operator of the depanneur account and the further
 * operators dupont, bernard and atlantique: every screen of theirs holds data. Moreau and Mondial
 * (« Also: » in the README) are toured for errors only: some of their lists are empty.
 */
const FULL = [
  'depanneur',
  'operateur',
  'mission',
  'assisteur',
  'superviseur',
  'iot',
  'dupont',
  'bernard',
  'atlantique',
];
const ALSO = ['moreau', 'mondial'];
/** Accounts that own no connected object: their « Mes objets IoT » is an empty table. */
const NO_THINGS = ['dupont', 'bernard', 'atlantique'];
/** The notification journals (rules, SMS) are the depanneur's, whose trucks and missions they are about. */
const JOURNALS = ['depanneur', 'operateur'];
/** The accounts that invoice have a catalogue; the others' accounting holds the French defaults. */
const INVOICING = ['depanneur', 'operateur', 'mission', 'dupont', 'bernard', 'atlantique'];
/** The further operators have drafts only: nobody owes them anything (« Encours clients » is empty). */
const NOTHING_ISSUED = ['dupont', 'bernard', 'atlantique'];

/** What an empty list says (every DataTable's noRecordsText). */
const EMPTY =
  /^Aucun(e)? (dossier|donnée|client|facture|événement|utilisateur|SMS|déclenchement|règle|rapport|lieu favori|compte|véhicule|objet|mission sur la période|encours à cette date)$/;

/** The settings entries of the user menu (administrators only). */
const SETTINGS = [
  'Compte',
  'Utilisateurs',
  'Notifications',
  'Connecteurs',
  'Rapports',
  'Comptabilité',
  'Tarifs',
  'Relances',
  'Photos obligatoires',
  'Données personnelles',
  'Journal',
] as const;
/** The accounts of these logins do not invoice: no « Comptabilité », « Tarifs » nor « Relances » in their settings. */
const NOT_INVOICING = ['assisteur', 'superviseur', 'iot', 'mondial'];
const INVOICING_ONLY: readonly string[] = ['Comptabilité', 'Tarifs', 'Relances', 'Photos obligatoires'];

/** What shows the screen holds data, beyond a list's rows. */
async function expectData(page: Page, path: string, login: string): Promise<void> {
  const main = page.getByRole('main');
  if (path === '/settings/accounting' && !INVOICING.includes(login)) {
    await expect(main.getByRole('tab', { name: 'TVA' })).toBeVisible();
    return;
  }
  if (path === '/settings/notifications' && !JOURNALS.includes(login)) {
    await expect(main.getByRole('table').first()).toBeVisible();
    return;
  }
  if (path === '/map') {
    // The operators' own trucks (alone or gathered in a cluster), not only missions' or objects' markers.
    const marker = INVOICING.includes(login)
      ? '.plateau-truck-marker, .marker-cluster'
      : '.leaflet-marker-icon';
    await expect(page.locator(marker).first()).toBeVisible();
    return;
  }
  if (path === '/calendar') {
    // The busy day of the demo is the depanneur's; the other accounts' calendars show their trucks.
    await expect(main.getByRole('heading', { name: 'À planifier' })).toBeVisible();
    return;
  }
  if (path === '/factures/encours' && NOTHING_ISSUED.includes(login)) {
    await expect(main.getByText('Aucun encours à cette date')).toBeVisible();
    return;
  }
  if (path === '/things' && NO_THINGS.includes(login)) {
    await expect(main.getByRole('table').first()).toBeVisible();
    return;
  }
  if (path === '/settings/personal-data') {
    await expect(main.getByRole('textbox').first()).toBeVisible();
    return;
  }
  if (path === '/settings/account') {
    await expect(main.getByRole('textbox').first()).not.toHaveValue('');
    return;
  }
  if (path === '/settings/relances') {
    await expect(main.getByRole('switch').first()).toBeChecked();
    return;
  }
  if (path === '/settings/photos') {
    await expect(
      main
        .getByRole('group', { name: 'Pour tous les dossiers' })
        .getByRole('checkbox', { name: 'Avant gauche' }),
    ).toBeChecked();
    return;
  }
  if (path === '/settings/connectors') {
    await expect(main.getByRole('button', { name: 'Tester la connexion' })).toBeVisible();
    return;
  }
  await expect(main.locator('table tbody tr').first()).toBeVisible();
  // A list with rows keeps its empty state in the page, faded out (opacity 0): none may show.
  await expect.poll(() => shownEmptyStates(page)).toEqual([]);
}

/** The empty-state texts shown (not faded out) in the main area. */
const shownEmptyStates = (page: Page) =>
  page.getByRole('main').evaluate((main, source) => {
    const empty = new RegExp(source);
    const shown = (element: Element | null): boolean => {
      for (let e = element; e && e !== main.parentElement; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.opacity === '0' || style.visibility === 'hidden' || style.display === 'none') return false;
      }
      return true;
    };
    return [...main.querySelectorAll('*')]
      .filter((e) => e.children.length === 0 && empty.test(e.textContent?.trim() ?? '') && shown(e))
      .map((e) => e.textContent!.trim());
  }, EMPTY.source);

/** Opens a screen through its link as a user does, and checks it shows data (`full`) and no error. */
async function visit(page: Page, link: Locator, login: string, full: boolean): Promise<void> {
  const name = (await link.innerText()).trim();
  const path = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(pageTitle(page)).toBeVisible();
  if (full) await test.step(`${name} (${path})`, () => expectData(page, path, login));
  await expect(page.getByText('Une erreur est survenue')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

for (const login of [...FULL, ...ALSO]) {
  const full = FULL.includes(login);
  test(`${login}: every menu entry opens${full ? ' on data' : ''}, without error`, async ({ page }) => {
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(`page: ${error.message}`));
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 500)
        failures.push(`${response.status()} ${response.url()}`);
    });
    await signIn(page, login);
    await expectSignedIn(page);

    const entries = await mainMenu(page).count();
    expect(entries).toBeGreaterThan(0);
    for (let i = 0; i < entries; i++) await visit(page, mainMenu(page).nth(i), login, full);

    // The settings under the account's name (administrators only).
    const account = page.getByRole('navigation', { name: 'Mon compte' });
    const expand = async () => {
      const toggle = account.getByRole('button').first();
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    };
    await expand();
    const settings =
      login === 'operateur'
        ? []
        : SETTINGS.filter((name) => !INVOICING_ONLY.includes(name) || !NOT_INVOICING.includes(login));
    await expect(account.getByRole('link')).toHaveCount(settings.length);
    for (const name of settings) {
      await expand();
      await visit(page, account.getByRole('link', { name, exact: true }), login, full);
    }
    expect(failures).toEqual([]);
  });
}

test('the demo has a valorisation to propose, another to accept, then to invoice', async ({
  page,
  request,
}) => {
  await signIn(page, 'depanneur');
  await expectSignedIn(page);
  const api = await folderApi(request, 'depanneur');
  const reported = (await api.list()).filter((f) => f.folderState === 'REPORT');
  const waiting = [];
  for (const summary of reported) {
    const folder = await api.get(summary.id);
    if (folder.valorisationState === 'ATTENTE_VALORISATION_PRESTATAIRE') waiting.push(folder);
  }
  expect(waiting.length).toBeGreaterThanOrEqual(2);
  const [toPropose, toAccept] = waiting;

  await page.goto(`/folders/${toPropose!.id}`);
  await page.getByRole('tab', { name: 'Valorisation' }).click();
  await expect(
    page.getByRole('heading', { name: 'Valorisation à proposer par le prestataire' }),
  ).toBeVisible();
  await page.getByLabel('Montant HT – Franchise client').fill('30');
  await page.getByRole('button', { name: 'Proposer cette valorisation' }).click();
  await expectToast(page, 'Envoyé !', 'La proposition a bien été envoyée !');
  await expect(page.getByRole('heading', { name: "Valorisation à valider par l'assisteur" })).toBeVisible();
  expect((await api.get(toPropose!.id)).valorisationState).toBe('ATTENTE_VALORISATION_ASSISTEUR');

  await page.goto(`/folders/${toAccept!.id}`);
  await page.getByRole('tab', { name: 'Valorisation' }).click();
  await page.getByRole('button', { name: 'Accepter la proposition' }).click();
  await expectToast(page, 'Accepté !', "L'acceptation de proposition a été envoyée !");
  await expect(page.getByRole('heading', { name: 'Valorisation acceptée' })).toBeVisible();
  expect((await api.get(toAccept!.id)).valorisationState).toBe('ACCEPTEE');

  // The accepted valorisation is billed: « Facturer » opens its draft invoice.
  await page.getByRole('button', { name: 'Facturer' }).click();
  await expect(page).toHaveURL(/\/factures\/\d+$/);
  await expect(page.getByRole('tab', { name: 'Articles' })).toBeVisible();
});
