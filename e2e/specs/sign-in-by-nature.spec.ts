import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, mainMenu, pageTitle, signIn, type Nature } from '../support/app.ts';

const OPERATOR_MENU = [
  'Mes dossiers',
  'Tableau de bord',
  'Mes objets IoT',
  'Mes véhicules',
  'Mes factures',
  'Encours clients',
  'Factures reçues',
  'E-reporting',
  'Mes devis',
  'Mes clients',
  'Mes destinations',
  'Localiser',
  'Calendrier',
  'Fourrière',
];

const JOURNEYS: Record<Nature, { menu: string[]; landing: string; title: string }> = {
  DEPANNEUR: { menu: OPERATOR_MENU, landing: '/folders', title: 'Mes dossiers' },
  MISSION: { menu: OPERATOR_MENU, landing: '/folders', title: 'Mes dossiers' },
  ASSISTEUR: { menu: ['Mes dossiers', 'Tableau de bord'], landing: '/folders', title: 'Mes dossiers' },
  SUPERVISOR: { menu: ['Mes comptes', 'Mes objets IoT'], landing: '/accounts', title: 'Mes comptes' },
  IOT: { menu: ['Mes objets IoT'], landing: '/things', title: 'Mes objets' },
};

for (const [nature, journey] of Object.entries(JOURNEYS) as Array<[Nature, (typeof JOURNEYS)[Nature]]>) {
  test(`${nature} signs in, lands on ${journey.landing} and sees its menu`, async ({ page }) => {
    await signIn(page, DEMO_LOGINS[nature]);

    await expect(page).toHaveURL(journey.landing);
    await expectSignedIn(page);
    await expect(pageTitle(page)).toHaveText(journey.title);
    await expect(mainMenu(page)).toHaveText(journey.menu);
  });
}

test('the menu leads to each screen of the operator, with its title', async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  const screens = [
    ['Tableau de bord', '/dashboard', 'Mon tableau de bord'],
    ['Mes objets IoT', '/things', 'Mes objets'],
    ['Mes véhicules', '/fleet', 'Mes véhicules'],
    ['Mes factures', '/factures', 'Mes factures'],
    ['Mes clients', '/customers', 'Mes clients'],
    ['Mes destinations', '/destinations', 'Mes destinations'],
    ['Localiser', '/map', 'Carte des véhicules'],
    ['Calendrier', '/calendar', 'Calendrier'],
    ['Mes dossiers', '/folders', 'Mes dossiers'],
  ] as const;
  for (const [entry, path, title] of screens) {
    await mainMenu(page).filter({ hasText: entry }).click();
    await expect(page).toHaveURL(path);
    await expect(pageTitle(page)).toHaveText(title);
  }
});

test('the account name opens the settings of the account', async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  const accountMenu = page.getByRole('navigation', { name: 'Mon compte' });
  await accountMenu.getByRole('button').first().click();
  await expect(accountMenu.getByRole('link')).toHaveText([
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
  ]);
  await accountMenu.getByRole('link', { name: 'Utilisateurs' }).click();
  await expect(page).toHaveURL('/settings/users');
  await expect(pageTitle(page)).toHaveText('Paramétrage des utilisateurs');
});

test('an IOT account opening the folders is taken to its objects', async ({ page }) => {
  await signIn(page, DEMO_LOGINS.IOT);
  await expect(page).toHaveURL('/things');
  await page.goto('/folders');
  await expect(page).toHaveURL('/things');
  await expect(pageTitle(page)).toHaveText('Mes objets');
});
