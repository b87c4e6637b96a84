import { expect, test } from '../support/test.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO_LOGINS, expectSignedIn, pageTitle, requestToken, signIn } from '../support/app.ts';
import { expectToast } from '../support/folders.ts';

const DEFAULTS = {
  FIRST_EMAIL: { enabled: true, delayDays: 7 },
  SECOND_EMAIL: { enabled: true, delayDays: 15 },
  FORMAL_NOTICE: { enabled: true, delayDays: 30 },
};

test.afterEach(async ({ request }) => {
  // The next spec finds the defaults again.
  const { access_token } = await requestToken(request, DEMO_LOGINS.DEPANNEUR);
  const response = await request.put('/api/reminders/settings', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: DEFAULTS,
  });
  expect(response.ok()).toBe(true);
});

test('« Relances »: each step on or off with its delay, by keyboard, refused out of order, at 1024 and 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  const account = page.getByRole('navigation', { name: 'Mon compte' });
  await account.getByRole('button').first().click();
  await account.getByRole('link', { name: 'Relances', exact: true }).click();
  await expect(page).toHaveURL('/settings/relances');
  await expect(pageTitle(page)).toHaveText('Paramétrage des relances');

  const step = (name: string) => page.getByRole('group', { name });
  const first = step('Première relance par e-mail');
  const second = step('Deuxième relance par e-mail');
  await expect(first.getByRole('switch')).toBeChecked();
  await expect(second.getByLabel('Délai après l’échéance (jours)')).toHaveValue('15');
  await expect(
    step('Mise en demeure (lettre recommandée)').getByLabel('Délai après l’échéance (jours)'),
  ).toHaveValue('30');
  await expectAccessible(page, 'main');

  // Off with the keyboard: its delay is no longer asked for.
  await first.getByRole('switch').focus();
  await page.keyboard.press('Space');
  await expect(first.getByRole('switch')).not.toBeChecked();
  await expect(first.getByLabel('Délai après l’échéance (jours)')).toBeDisabled();
  await page.keyboard.press('Space');
  await expect(first.getByRole('switch')).toBeChecked();

  // A second step before the first one is refused, in French, before anything is sent.
  const secondDelay = second.getByLabel('Délai après l’échéance (jours)');
  await secondDelay.fill('3');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Chaque étape active doit venir après la précédente')).toBeVisible();

  await secondDelay.fill('20');
  await secondDelay.press('Enter');
  await expectToast(page, 'Enregistré !', 'Vos informations ont bien été enregistrées.');
  await page.reload();
  await expect(step('Deuxième relance par e-mail').getByLabel('Délai après l’échéance (jours)')).toHaveValue(
    '20',
  );

  // On a phone: nothing wider than the screen, the button within reach.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(600);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Enregistrer' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeInViewport();
  await page.screenshot({ path: '/tmp/shots-remind/settings-390.png', fullPage: true });
});
