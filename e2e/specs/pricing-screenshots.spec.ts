import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, openSignedIn } from '../support/app.ts';
import { reviewShot } from '../support/shots.ts';

// Review screenshots of the pricing screens at 1024 px and on a 390 px phone (SHOTS=1 only).
for (const width of [1024, 390]) {
  test(`tariffs and quotes at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/settings/tarifs');
    await expect(page.getByRole('table', { name: 'Forfait autoroute réglementé' })).toBeVisible();
    await reviewShot(page, `pricing-tariffs-${width}`, true);
    await page.goto('/devis');
    await expect(page.getByText('Brouillon').first()).toBeVisible();
    await reviewShot(page, `pricing-quotes-${width}`, true);

    await page.getByRole('button', { name: 'Nouveau devis' }).click();
    const editor = page.getByRole('dialog', { name: 'Nouveau devis' });
    await editor.getByRole('button', { name: 'Proposer les lignes' }).click();
    await expect(editor.getByText(/Lignes proposées par : Grille par défaut/)).toBeVisible();
    await expect(editor.getByLabel('Libellé').first()).toHaveValue('Forfait remorquage VL');
    await reviewShot(page, `pricing-quote-proposal-${width}`, true);
    await page.keyboard.press('Escape');
    await page.goto('/devis?state=BROUILLON');
    await page
      .getByRole('button', { name: /^Envoyer DV-/ })
      .first()
      .click();
    const send = page.getByRole('dialog', { name: /^Envoyer le devis DV-/ });
    await expect(send.getByLabel(/Par SMS au 06/)).toBeChecked();
    await reviewShot(page, `pricing-quote-send-${width}`, true);
  });
}
