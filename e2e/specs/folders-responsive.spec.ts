import { expect, test, type Locator, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { folderApi, sendCsvFile } from '../support/folders.ts';

// Issue 20, point 11: the folder list and detail at 1024 px (a small laptop, a tablet held
// sideways) and on a 390 px phone. axe-core reads whole pages: a busy machine needs more time.
test.describe.configure({ timeout: 90_000 });

const LAPTOP = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

/** Nothing wider than the window: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The element is whole inside the window, left to right. */
async function expectWhole(element: Locator, width: number) {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** How many rows the elements stand on (a few pixels apart is the same row: a multi-select's field sits lower). */
const rowsOf = async (elements: Locator[]) => {
  const tops: number[] = [];
  for (const element of elements) tops.push((await element.boundingBox())!.y);
  tops.sort((a, b) => a - b);
  return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 20).length;
};

test('at 1024 px the list’s filters take two rows, « Nouveau dossier » is whole and the table fits', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  await expect(page.getByTestId('folder-state').first()).toBeVisible();

  const filters = [
    ...['État du dossier', 'État de la mission', 'Assisteur', 'Véhicule', 'Intervenant'].map((name) =>
      page.getByRole('combobox', { name, exact: true }),
    ),
    page.getByRole('button', { name: 'Période' }),
    page.getByRole('textbox', { name: 'Recherche' }),
  ];
  for (const filter of filters) await expectWhole(filter, LAPTOP.width);
  expect(await rowsOf(filters)).toBeLessThanOrEqual(2);
  for (const name of ['Nouveau dossier', 'Importer un CSV', 'Importer un GPX', 'Rafraîchir'])
    await expectWhole(page.getByRole('button', { name, exact: true }), LAPTOP.width);

  // Every column, the row buttons' one included, inside the window: nothing to scroll to.
  const headers = page.getByRole('columnheader');
  await expect(headers.first()).toBeVisible();
  for (const header of await headers.all()) await expectWhole(header, LAPTOP.width);
  await expect(page.getByRole('columnheader', { name: /Véhicule/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test('on a phone the list is cards, each a link to its folder, and the filters wait in a drawer', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const created = await api.create({ state: 'CREATED', origin: 'NOMAD', provider: 'MONDIAL_ASSISTANCE' });
  const [folder] = await api.list(created.orderNo);
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expect(page).toHaveURL(/\/folders$/);
  await expect(page.getByTestId('folder-state').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  for (const name of ['Nouveau dossier', 'Importer un CSV', 'Importer un GPX', 'Filtres', 'Rafraîchir'])
    await expectWhole(page.getByRole('button', { name, exact: true }), PHONE.width);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Two filters set by the address: the button counts them; the drawer opens from the keyboard.
  await page.goto(`/folders?folderState=CREATED&text=${encodeURIComponent(folder!.orderNo)}`);
  const filtersButton = page.getByRole('button', { name: 'Filtres (2 filtres actifs)' });
  await expect(filtersButton).toBeVisible();
  const cards = page.getByRole('list', { name: 'Dossiers' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expectWhole(card, PHONE.width);
  for (const text of [
    folder!.externalNumber ?? folder!.orderNo,
    folder!.folderStateLabel,
    folder!.customerName!,
    folder!.city!,
    'Mondial Assistance',
  ])
    await expect(card).toContainText(text);
  await expect(card).toContainText(/Créé le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expectWhole(card.getByRole('button', { name: 'Accepter', exact: true }), PHONE.width);

  await filtersButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Filtres' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: 'État du dossier' })).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: 'Recherche' })).toHaveValue(folder!.orderNo);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, '[role="dialog"]');
  // The focus stays in the drawer, however far one tabs.
  for (let i = 0; i < 14; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  // Escape closes it, from a field with no list open (one open closes first), the focus back on « Filtres ».
  await drawer.getByRole('button', { name: 'Période' }).focus();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(filtersButton).toBeFocused();

  // Cleared from the drawer: the count goes, the list shows every folder again.
  await filtersButton.click();
  await drawer.getByRole('button', { name: 'Effacer les filtres' }).click();
  await expect(page).toHaveURL(/\/folders$/);
  await drawer.getByRole('button', { name: 'Voir les dossiers' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filtres', exact: true })).toBeVisible();
  await expect(cards.nth(1)).toBeVisible();

  // A card opens its folder.
  await page.goto(`/folders?text=${encodeURIComponent(folder!.orderNo)}`);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/folders/${folder!.id}$`));
});

for (const viewport of [LAPTOP, PHONE]) {
  test(`the folder detail at ${viewport.width} px: header whole, tabs on one scrolling row, nothing cut`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
    const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true });
    await signIn(page, DEMO_LOGINS.DEPANNEUR);
    await expect(page).toHaveURL(/\/folders$/);
    await page.goto(`/folders/${folder.id}`);
    const tabs = page.getByRole('tab');
    await expect(page.getByRole('tab', { name: 'Dossier' })).toBeVisible();
    await expectWhole(
      page.getByRole('heading', { name: folder.externalNumber ?? folder.orderNo }),
      viewport.width,
    );
    await expectWhole(page.getByRole('button', { name: 'Enregistrer' }), viewport.width);
    await expectWhole(page.getByRole('button', { name: 'Actions' }), viewport.width);

    // One row of tabs; the last one reached by scrolling the row, and it opens.
    expect(await tabs.count()).toBeGreaterThanOrEqual(6);
    expect(await rowsOf(await tabs.all())).toBe(1);
    const last = tabs.last();
    await last.click();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expectWhole(last, viewport.width);
    await expectNoSidewaysScroll(page);
    await page.getByRole('tab', { name: 'Dossier' }).click();

    // On a phone the form is one column; on a laptop two fields share a row.
    const contact = page.getByRole('textbox', { name: 'Contact sur place' });
    const phone = page.getByRole('textbox', { name: 'Téléphone du contact' });
    await expect(phone).toBeVisible();
    const [contactBox, phoneBox] = [(await contact.boundingBox())!, (await phone.boundingBox())!];
    if (viewport === PHONE) expect(phoneBox.y).toBeGreaterThan(contactBox.y + contactBox.height);
    else expect(Math.round(phoneBox.y)).toBe(Math.round(contactBox.y));
    await expectWhole(phone, viewport.width);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
}

test('on a phone: a long page title in two lines, the messages readable, a refused CSV file’s problems one block each', async ({
  page,
  request,
}) => {
  test.slow(); // a background import, then its window
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);

  // « Paramétrage des utilisateurs » whole, not « Paramétrage des… ».
  await page.goto('/settings/users');
  const title = page.getByRole('banner').getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Paramétrage des utilisateurs');
  expect(await title.evaluate((h) => h.scrollHeight <= h.clientHeight + 1)).toBe(true);

  // The driver's message takes the row's width (three columns left it a word a line).
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'WAITING', origin: 'BACKOFFICE', truck: true });
  await api.driverMessage(folder.id, 'Bien reçu, j’arrive dans vingt minutes par la rocade est.');
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: /Message/ }).click();
  const message = page.getByRole('table', { name: 'Messages du dossier' }).getByText('Bien reçu, j’arrive');
  await expect(message).toBeVisible();
  expect((await message.boundingBox())!.width).toBeGreaterThan(150);
  await expectNoSidewaysScroll(page);

  // A refused file: each problem a block, its value whole.
  const bad = `PHONE-${Date.now()}`;
  await page.goto('/folders');
  await expect(page.getByRole('list', { name: 'Dossiers' }).getByRole('listitem').first()).toBeVisible();
  await sendCsvFile(page, {
    name: `${bad}.csv`,
    lines: [`${bad}-1;Assurances Inconnues;04/05/2026 08:30;Lyon;Dubois;`, `${bad}-2;IMA;hier;Lyon;Dubois;`],
  });
  const refused = page.getByRole('dialog', { name: 'Import refusé' });
  const problems = refused.getByRole('list', { name: 'Problèmes du fichier' }).getByRole('listitem');
  await expect(problems).toHaveCount(2, { timeout: 20_000 });
  await expect(problems.first()).toContainText('Ligne 2 · Assisteur');
  await expect(problems.first()).toContainText('Valeur : Assurances Inconnues');
  await expectWhole(problems.first(), PHONE.width);
  // The « import en cours » toast is gone: it stood on the window's title.
  await expect(page.getByText("L'import est en cours...")).toHaveCount(0);
  await expectAccessible(page, '[role="dialog"]');
});
