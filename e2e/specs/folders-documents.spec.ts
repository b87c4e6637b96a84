import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { folderApi, expectToast } from '../support/folders.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

/** A photo-like JPEG drawn by the browser's canvas: a test needs no binary fixture. */
async function drawJpeg(page: Page, color: string, width = 1600, height = 1200): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ color, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = color;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ffffff';
      context.font = '120px sans-serif';
      context.fillText('Plateau', 100, 300);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { color, width, height },
  );
  return Buffer.from(base64, 'base64');
}

test('an operator attaches three photos, sees their thumbnails and downloads one', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Document' }).click();
  await expect(page.getByRole('heading', { name: 'Document' })).toBeVisible();
  await expect(page.getByText('Aucun document pour ce dossier.')).toBeVisible();

  const photos = [
    { name: 'avant-dépannage.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(page, '#1e6091') },
    { name: 'plaque.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(page, '#c0392b') },
    { name: 'après.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(page, '#2d6a4f') },
  ];
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Ajouter une pièce jointe' }).click();
  await (await chooser).setFiles(photos);

  await expectToast(page, 'Ajouté !', 'Les documents ont bien été ajoutés.');
  await expect(page.getByRole('heading', { name: '3 documents' })).toBeVisible();
  for (const photo of photos) {
    const thumbnail = page.getByRole('img', { name: `Miniature de ${photo.name}` });
    await expect(thumbnail).toBeVisible();
    // The thumbnail really drew: a decoded image about 320 px wide.
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger plaque.jpg' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('plaque.jpg');
  expect(Buffer.compare(await readFile(await file.path()), photos[1]!.buffer)).toBe(0);

  // The folder lists them after a reload too.
  await page.reload();
  await page.getByRole('tab', { name: 'Document' }).click();
  await expect(page.getByRole('heading', { name: '3 documents' })).toBeVisible();
  expect((await api.get(folder.id)).documents.map((d) => d.filename)).toEqual(photos.map((p) => p.name));
});

test('a file that is not an image nor a PDF is refused with its name, and nothing is added', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Document' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Ajouter une pièce jointe' }).click();
  await (
    await chooser
  ).setFiles([
    {
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
    },
  ]);
  await expect(
    page
      .getByRole('dialog')
      .getByText("Le fichier « photo.jpg » n'est ni une image (JPEG, PNG, WebP, HEIC) ni un PDF."),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Aucun document pour ce dossier.')).toBeVisible();
  expect((await api.get(folder.id)).documents).toEqual([]);
});

test('a closed folder shows its documents but adds none', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'CLOSED', origin: 'NOMAD', truck: true });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Document' }).click();
  await expect(page.getByRole('heading', { name: 'Document' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une pièce jointe' })).toHaveCount(0);
});

test("the technician's report is downloaded as a PDF, then attached to the folder", async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Document' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le rapport du technicien' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Report-${folder.orderNo}.pdf`);
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Ajouter le rapport du technicien' }).click();
  await expectToast(page, 'Ajouté !', 'Le document a bien été ajouté.');
  await expect(page.getByRole('heading', { name: 'Document' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Report-${folder.orderNo}.pdf` })).toHaveCount(1);
});

test("without an agent on the mission, the technician's report buttons are disabled", async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: false });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Document' }).click();
  await expect(page.getByRole('button', { name: 'Télécharger le rapport du technicien' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Ajouter le rapport du technicien' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Ajouter une pièce jointe' })).toBeEnabled();
});
