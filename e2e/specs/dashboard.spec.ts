import { expect, test, type Page } from '../support/test.ts';
import { DEMO_LOGINS, openSignedIn } from '../support/app.ts';
import { downloadedText, farWeek, statsMission } from '../support/stats.ts';

const ALL_STEPS = {
  received: 1,
  accepted: 2,
  started: 5,
  navigationStarted: 6,
  arrivedAtDestination: 25,
  departureFromDestination: 55,
  finished: 90,
};

const cell = (page: Page, rowText: string, column: number) =>
  page.getByRole('row').filter({ hasText: rowText }).getByRole('cell').nth(column);

test('an operator reads its week by truck and by assistance company, colours and both exports', async ({
  page,
  request,
}) => {
  // One rich journey (two users, two downloads) instead of several short ones: it needs more than the default.
  test.setTimeout(150_000);
  const week = farWeek();
  const done = await statsMission(request, DEMO_LOGINS.DEPANNEUR, {
    provider: 'AXA_ASSISTANCE',
    date: week.tuesdayNoon,
    steps: ALL_STEPS,
  });
  await statsMission(request, DEMO_LOGINS.DEPANNEUR, {
    provider: 'MONDIAL_ASSISTANCE',
    date: week.tuesdayNoon,
    steps: { received: 1 },
    truckId: done.truck.id,
  });
  const truck = done.truck.name;

  await openSignedIn(
    page,
    DEMO_LOGINS.DEPANNEUR,
    `/dashboard?from=${week.monday}T00:00&to=${week.sunday}T23:59`,
  );

  // By truck (the default): both missions on the same truck.
  await expect(page.getByRole('radio', { name: 'Par véhicule' })).toBeChecked();
  await expect(cell(page, truck, 1)).toHaveText('2');
  const received = cell(page, truck, 2).locator('[data-tone]');
  await expect(received).toHaveText('100 %');
  await expect(received).toHaveAttribute('data-tone', 'success');
  const finished = cell(page, truck, 8).locator('[data-tone]');
  await expect(finished).toHaveText('50 %');
  await expect(finished).toHaveAttribute('data-tone', 'danger');
  // The two colours are visibly different, and the total is not coloured.
  const colour = (locator: typeof received) => locator.evaluate((e) => getComputedStyle(e).backgroundColor);
  expect(await colour(received)).not.toBe(await colour(finished));
  await expect(cell(page, truck, 1).locator('[data-tone]')).toHaveCount(0);
  await expect(page.getByText('Éléments 1 à 1 - total : 1')).toBeVisible();

  // By assistance company: one row each, with the delays of the finished one.
  await page.getByText('Par assisteur').click();
  await expect(page).toHaveURL(/view=byAssistanceProvider/);
  await expect(page.getByText('Éléments 1 à 2 - total : 2')).toBeVisible();
  await expect(cell(page, 'AXA Assistance', 8)).toHaveText('100 %');
  await expect(cell(page, 'AXA Assistance', 9)).toHaveText('20');
  await expect(cell(page, 'AXA Assistance', 10)).toHaveText('30');
  await expect(cell(page, 'Mondial Assistance', 3)).toHaveText('0 %');
  await expect(cell(page, 'Mondial Assistance', 9)).toHaveText('-');
  await expect(cell(page, 'Mondial Assistance', 9).locator('[data-tone]')).toHaveCount(0);

  // The search keeps the matching rows.
  await page.getByRole('textbox', { name: 'Rechercher' }).fill('mondial');
  await expect(page.getByText('Éléments 1 à 1 - total : 1')).toBeVisible();
  await page.getByRole('textbox', { name: 'Rechercher' }).fill('');
  // The search applies after a pause in typing: both rows again before exporting what is shown.
  await expect(page.getByText('Éléments 1 à 2 - total : 2')).toBeVisible();

  // data.csv: the displayed table.
  const [table] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter le tableau' }).click(),
  ]);
  expect(table.suggestedFilename()).toMatch(/^tableau-de-bord_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await downloadedText(table);
  expect(csv.startsWith('\uFEFFAssisteur;Total;Reçue;')).toBe(true);
  expect(csv).toContain('AXA Assistance;1;100 %;100 %;100 %;100 %;100 %;100 %;100 %;20;30;0;0;0\r\n');
  expect(csv).toContain('Mondial Assistance;1;100 %;0 %;');

  // MissionReport.csv: one line per mission of the period.
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Rapport des missions' }).click(),
  ]);
  expect(report.suggestedFilename()).toMatch(/^rapport-missions_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await downloadedText(report)).split('\r\n').filter(Boolean);
  expect(lines[0]!.startsWith('\uFEFFN° dossier;N° de mission;')).toBe(true);
  expect(lines).toHaveLength(3);
  expect(lines.find((line) => line.includes(done.folder.orderNo))).toContain(';AXA Assistance;');
});

test("an assisteur sees no toggle: its company's missions, whatever view the address asks", async ({
  page,
  request,
}) => {
  const week = farWeek();
  await statsMission(request, DEMO_LOGINS.DEPANNEUR, {
    provider: 'AXA_ASSISTANCE',
    date: week.tuesdayNoon,
    steps: ALL_STEPS,
  });
  await openSignedIn(
    page,
    DEMO_LOGINS.ASSISTEUR,
    `/dashboard?view=byTruck&from=${week.monday}T00:00&to=${week.sunday}T23:59`,
  );
  await expect(cell(page, 'AXA Assistance', 1)).toHaveText('1');
  await expect(cell(page, 'AXA Assistance', 8)).toHaveText('100 %');
  await expect(page.getByRole('radio')).toHaveCount(0);
});
