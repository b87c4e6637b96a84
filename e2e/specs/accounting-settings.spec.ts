import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, openSignedIn, pageTitle } from '../support/app.ts';
import { choose, expectToast } from '../support/folders.ts';

test('an administrator adds a VAT code and an article whose TTC follows, and views a read-only default', async ({
  page,
}) => {
  test.slow(); // a rich journey: every section, a reload, a delete
  const suffix = String(Date.now()).slice(-6);
  await openSignedIn(page, DEMO_LOGINS.MISSION, '/settings/accounting');
  await expect(pageTitle(page)).toHaveText('Paramétrage de la comptabilité');

  // A read-only default: a view button only, and a disabled form.
  await page.getByRole('tab', { name: 'TVA' }).click();
  const defaultRow = page.getByRole('row').filter({ hasText: 'TVA 20 %' });
  await expect(defaultRow.getByRole('button', { name: 'Consulter' })).toBeVisible();
  await expect(defaultRow.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  await expect(defaultRow.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  await defaultRow.getByRole('button', { name: 'Consulter' }).click();
  const viewed = page.getByRole('dialog', { name: 'TVA' });
  await expect(viewed.getByLabel('Taux (%)')).toHaveValue('20.00');
  await expect(viewed.getByLabel('Taux (%)')).toBeDisabled();
  await viewed.getByRole('button', { name: 'Annuler' }).click();
  await expect(viewed).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Exonéré' })).toContainText('Sans compte');

  // A new VAT code.
  await page.getByRole('button', { name: 'Nouveau' }).click();
  const tva = page.getByRole('dialog', { name: 'TVA' });
  await tva.getByLabel(/^Code\s*\*?$/).fill(`T7-${suffix}`);
  await tva.getByLabel(/^Nom\s*\*?$/).fill(`TVA 7 % ${suffix}`);
  await tva.getByLabel('Taux (%)').fill('7');
  await tva.getByRole('button', { name: 'OK' }).click();
  await expect(tva).toBeHidden();
  await expectToast(page, 'Enregistré !', 'Vos informations ont bien été enregistrées.');
  await expect(page.getByRole('row').filter({ hasText: `TVA 7 % ${suffix}` })).toContainText('Sans compte');

  // An article: TTC follows HT and the VAT code as the user types.
  await page.getByRole('tab', { name: 'Articles' }).click();
  await page.getByRole('button', { name: 'Nouveau' }).click();
  const form = page.getByRole('dialog', { name: 'Article' });
  await form.getByLabel(/^Code\s*\*?$/).fill(`REM-${suffix}`);
  await form.getByLabel('Libellé').fill('Remorquage urbain');
  await form.getByLabel('Montant HT (€)').fill('100');
  const ttc = form.getByLabel('Montant TTC (€)');
  await expect(ttc).toHaveValue('100,00');
  await choose(page, 'TVA', `TVA 7 % ${suffix}`, form);
  await expect(ttc).toHaveValue('107,00');
  await form.getByLabel('Montant HT (€)').fill('99,99');
  await expect(ttc).toHaveValue('106,99');
  await choose(page, 'TVA', 'TVA 5,5 %', form);
  await expect(ttc).toHaveValue('105,49');
  await choose(page, 'TVA', `TVA 7 % ${suffix}`, form);
  await form.getByRole('button', { name: 'OK' }).click();
  await expectToast(page, 'Enregistré !', 'Vos informations ont bien été enregistrées.');
  const row = page.getByRole('row').filter({ hasText: `REM-${suffix}` });
  await expect(row).toContainText('99,99');
  await expect(row).toContainText('106,99');

  // The VAT code is now in use: deleting it is refused, naming the article.
  await page.getByRole('tab', { name: 'TVA' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: `TVA 7 % ${suffix}` })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByText('Êtes-vous sûr de vouloir supprimer ?')).toBeVisible();
  await page.getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByText(`Ce code TVA est utilisé par l'article REM-${suffix}`)).toBeVisible();
});
