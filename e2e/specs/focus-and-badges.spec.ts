import { expect, test, type Page } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, openSignedIn, signIn } from '../support/app.ts';
import { folderApi } from '../support/folders.ts';

/** Badges whose text does not fit: clipped by the badge, or the badge overflowing its cell. */
async function cutBadges(page: Page): Promise<string[]> {
  return page.getByTestId('folder-state').evaluateAll((badges) =>
    badges
      .filter((badge) => {
        const label = badge.querySelector('.mantine-Badge-label') ?? badge;
        const cell = badge.closest('td');
        const clipped =
          label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1;
        const overflowing =
          !!cell && badge.getBoundingClientRect().right > cell.getBoundingClientRect().right + 1;
        return clipped || overflowing;
      })
      .map((badge) => badge.textContent ?? ''),
  );
}

test.describe('as an operator', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_LOGINS.DEPANNEUR);
    await expectSignedIn(page);
  });

  for (const width of [1280, 1024]) {
    test(`no state badge of the list is cut, ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/folders?limit=100');
      await expect(page.getByTestId('folder-state').first()).toBeVisible();
      expect(await page.getByTestId('folder-state').count()).toBeGreaterThan(5);
      expect(await cutBadges(page)).toEqual([]);
    });
  }

  test('closing a modal gives the focus back to the button that opened it', async ({ page }) => {
    const opener = page.getByRole('button', { name: 'Nouveau dossier' });
    await opener.click();
    const modal = page.getByRole('dialog', { name: 'Nouveau dossier' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Fermer' }).click();
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("closing an action's modal gives the focus back to the Actions menu", async ({ page, request }) => {
    const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
    const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD' });
    await page.goto(`/folders/${folder.id}`);
    const actions = page.getByRole('button', { name: 'Actions' });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Déplacement pour rien' }).click();
    const modal = page.getByRole('dialog', { name: 'Déplacement pour rien' });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(actions).toBeFocused();

    // The same from the keyboard only.
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Déplacement pour rien' }).focus();
    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Fermer' }).click();
    await expect(modal).toBeHidden();
    await expect(actions).toBeFocused();
  });
});

test('a read-only place panel looks read-only, without asterisks', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.ASSISTEUR);
  const [folder] = await api.list();
  await openSignedIn(page, DEMO_LOGINS.ASSISTEUR, `/folders/${folder!.id}`);
  const address = page.getByRole('combobox', { name: 'Adresse' }).first();
  await expect(address).toHaveAttribute('readonly', '');
  await expect(address).toHaveAttribute('data-variant', 'filled');
  // Mantine marks a required field's label with an asterisk: the address is required, but not here.
  const label = page
    .locator('label')
    .filter({ hasText: /^Adresse/ })
    .first();
  await expect(label).toHaveText('Adresse');
  await expect(label.locator('.mantine-InputWrapper-required')).toHaveCount(0);
});
