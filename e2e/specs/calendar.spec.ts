import { expect, test, type Page } from '../support/test.ts';
import { DEMO_LOGINS, openSignedIn } from '../support/app.ts';
import { expectAccessible } from '../support/axe.ts';
import { blockOf, calendarApi, parisTime, slotOf, summaryOf, unplannedOf } from '../support/calendar.ts';
import { expectToast } from '../support/folders.ts';

const login = DEMO_LOGINS.DEPANNEUR;

async function openDay(page: Page, day: string) {
  await openSignedIn(page, login, `/calendar?view=day&date=${day}`);
  await expect(page.getByText('À planifier', { exact: true })).toBeVisible();
}

/** Paris hour of an instant, 'HH:mm'. */
const parisHour = (iso: string | null | undefined) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso!),
  );

test('drag a mission from « À planifier » onto a truck: the folder gets the truck, its driver and the time', async ({
  page,
  request,
}) => {
  const day = '2030-06-10';
  const api = await calendarApi(request, login);
  const folder = await api.folder({ state: 'CREATED', truck: false });
  const trucks = (await api.day(day)).trucks;
  const truck = trucks[1]!;
  await openDay(page, day);

  const card = unplannedOf(page, folder.missionId);
  await expect(card).toBeVisible();
  await card.dragTo(slotOf(page, truck.name, '09'));

  await expectToast(page, 'Mission planifiée', truck.name);
  await expect(blockOf(page, folder.missionId)).toBeVisible();
  await expect(card).toHaveCount(0);
  const assigned = await api.get(folder.id);
  expect(assigned.missionIntervention).toMatchObject({ truckId: truck.id });
  if (truck.driver) expect(assigned.missionIntervention?.agentId).toBe(truck.driver.id);
  expect(parisHour(assigned.missionIntervention?.missionDateTime)).toMatch(/^09:/);
});

test('a folder the action table refuses cannot be dropped, and says why while dragged', async ({
  page,
  request,
}) => {
  const day = '2030-06-12';
  const api = await calendarApi(request, login);
  const refused = await api.folder({
    state: 'ACCEPTED',
    origin: 'NOMAD',
    truck: false,
    missionState: 'MISSION_NOT_YET_SEND',
  });
  const truck = (await api.day(day)).trucks[0]!;
  await openDay(page, day);

  const card = unplannedOf(page, refused.missionId);
  await expect(card).toContainText("Action impossible : le dossier est à l'état Accepté");
  await card.hover();
  await page.mouse.down();
  await slotOf(page, truck.name, '10').hover();
  await slotOf(page, truck.name, '11').hover();
  const alert = page.getByRole('status').filter({ hasText: 'Dépôt impossible' });
  await expect(alert).toContainText("Action impossible : le dossier est à l'état Accepté");
  await page.mouse.up();

  await expectToast(page, 'Affectation impossible', "l'état Accepté");
  expect((await api.get(refused.id)).missionIntervention?.truckId ?? null).toBeNull();
  await expect(card).toBeVisible();
});

test('a planned block dragged with the mouse onto another truck and hour moves there', async ({
  page,
  request,
}) => {
  const day = '2030-06-18';
  const api = await calendarApi(request, login);
  const trucks = (await api.day(day)).trucks;
  const [from, to] = [trucks[0]!, trucks[2]!];
  const folder = await api.folder({ state: 'CREATED', truck: false });
  await api.plan(folder, from.id, parisTime(day, '08:00'));
  await openDay(page, day);

  const block = blockOf(page, folder.missionId);
  await expect(block).toBeVisible();
  const target = slotOf(page, to.name, '11');
  await expect(target).toBeVisible();
  const start = (await block.boundingBox())!;
  const end = (await target.boundingBox())!;
  // Pressed on the block's label (its right end holds « Déplacer »), then carried in small steps
  // like a hand would, and let go near the start of 11:00 on the other truck's row.
  await page.mouse.move(start.x + 12, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + 40, start.y + start.height / 2, { steps: 5 });
  await page.mouse.move(end.x + 6, end.y + end.height / 2, { steps: 20 });
  await page.mouse.up();

  await expectToast(page, 'Mission planifiée', to.name);
  const moved = await api.get(folder.id);
  expect(moved.missionIntervention?.truckId).toBe(to.id);
  if (to.driver) expect(moved.missionIntervention?.agentId).toBe(to.driver.id);
  expect(parisHour(moved.missionIntervention?.missionDateTime)).toBe('11:00');
  // On screen: the block now lies on the other truck's row, from 11:00.
  await expect
    .poll(async () => {
      const box = await blockOf(page, folder.missionId).boundingBox();
      const slot = await slotOf(page, to.name, '11').boundingBox();
      if (!box || !slot) return null;
      return {
        row: box.y >= slot.y - 1 && box.y + box.height <= slot.y + slot.height + 1,
        hour: Math.abs(box.x - slot.x) < 8,
      };
    })
    .toEqual({ row: true, hour: true });
  await expect(blockOf(page, folder.missionId)).toHaveCount(1);
});

test('two missions overlapping on one truck are marked and counted', async ({ page, request }) => {
  const day = '2030-06-13';
  const api = await calendarApi(request, login);
  const truck = (await api.day(day)).trucks[2]!;
  const first = await api.folder({ state: 'CREATED', truck: false });
  const second = await api.folder({ state: 'CREATED', truck: false });
  await api.plan(first, truck.id, parisTime(day, '10:00'));
  await api.plan(second, truck.id, parisTime(day, '10:30'));
  await openDay(page, day);

  const badge = page.getByTestId('conflict-count');
  await expect(badge).toHaveText('2 conflits');
  for (const folder of [first, second]) {
    await expect(blockOf(page, folder.missionId)).toHaveAttribute('data-conflict', 'true');
    await expect(blockOf(page, folder.missionId)).toHaveAccessibleName(
      /conflit : Chevauche une autre mission/,
    );
  }
  // The day opens on its first mission (10:00), not at 06:00 (issue 28 §5).
  await expect(slotOf(page, truck.name, '10')).toBeInViewport();
  await expect(slotOf(page, truck.name, '06')).not.toBeInViewport();

  // The count reads at 4.5:1, and the keyboard opens its list and shows a conflicting block.
  await expectAccessible(page, '[data-testid="conflict-count"]');
  await badge.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: 'Conflits' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(list.getByRole('button').first()).toContainText(`${truck.name}, 10:00–`);
  await list.getByRole('button').nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(blockOf(page, second.missionId)).toBeFocused();
});

test('an assisteur typing the calendar address gets « Accès refusé », not the screen (issue 28 §5)', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_LOGINS.ASSISTEUR, '/calendar');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByText("La page « Calendrier » n'est pas disponible pour ce compte.")).toBeVisible();
  await expect(page.getByText('À planifier', { exact: true })).toHaveCount(0);
});

test('a mission planned by another user appears without reloading', async ({ page, request }) => {
  const day = '2030-06-14';
  const api = await calendarApi(request, login);
  const truck = (await api.day(day)).trucks[0]!;
  const folder = await api.folder({ state: 'CREATED', truck: false });
  await openDay(page, day);
  await expect(unplannedOf(page, folder.missionId)).toBeVisible();
  // The page listens before the other user acts.
  await expect(page.getByTestId('conflict-count')).toBeVisible();

  await api.plan(folder, truck.id, parisTime(day, '15:00'));

  await expect(blockOf(page, folder.missionId)).toBeVisible();
  await expect(unplannedOf(page, folder.missionId)).toHaveCount(0);
});

test('the keyboard plans a mission: select it, choose a truck and a time', async ({ page, request }) => {
  // Two accessibility scans of the day around two plannings: a loaded 2-core machine needs more than a minute.
  test.setTimeout(120_000);
  const day = '2030-06-17';
  const api = await calendarApi(request, login);
  const truck = (await api.day(day)).trucks[3]!;
  const folder = await api.folder({ state: 'CREATED', truck: false });
  await openDay(page, day);
  await expectAccessible(page);

  const plan = unplannedOf(page, folder.missionId).getByRole('button', { name: /^Planifier / });
  await plan.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Planifier la mission' });
  await expect(dialog).toBeVisible();
  const truckSelect = dialog.getByRole('combobox', { name: 'Camion' });
  await truckSelect.focus();
  await page.keyboard.type(truck.name.slice(0, 10));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(truckSelect).toHaveValue(new RegExp(`^${truck.name}`));
  await dialog.getByLabel('Date et heure').fill(`${day}T16:45`);
  await page.keyboard.press('Enter');

  await expectToast(page, 'Mission planifiée', truck.name);
  await expect(blockOf(page, folder.missionId)).toBeVisible();
  const assigned = await api.get(folder.id);
  expect(assigned.missionIntervention?.truckId).toBe(truck.id);
  expect(parisHour(assigned.missionIntervention?.missionDateTime)).toBe('16:45');

  // The block moves by keyboard too: « Déplacer » opens the same form.
  await page.getByRole('button', { name: /^Déplacer / }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Date et heure').fill(`${day}T18:00`);
  await dialog.getByRole('button', { name: 'Affecter' }).press('Enter');
  await expectToast(page, 'Mission planifiée', truck.name);
  expect(parisHour((await api.get(folder.id)).missionIntervention?.missionDateTime)).toBe('18:00');
  await expectAccessible(page);
});

async function openWeek(page: Page, day: string) {
  await openSignedIn(page, login, `/calendar?view=week&date=${day}`);
  await expect(page.getByRole('table', { name: 'Semaine des camions' })).toBeVisible();
}

test('the week shows one summary per truck and day, and a click opens that day', async ({
  page,
  request,
}) => {
  const day = '2030-07-03';
  const api = await calendarApi(request, login);
  const truck = (await api.day(day)).trucks[1]!;
  const folders = [];
  for (const time of ['08:00', '08:30', '14:00']) {
    const folder = await api.folder({ state: 'CREATED', truck: false });
    await api.plan(folder, truck.id, parisTime(day, time));
    folders.push(folder);
  }
  await openWeek(page, day);

  const summary = summaryOf(page, truck.id, day);
  await expect(summary).toContainText('3 missions');
  // The account's averages give each block its length: the day ends with the 14:00 mission's.
  await expect(summary).toContainText(/08:00–1\d:\d\d/);
  await expect(summary).toContainText('2 conflits');
  await expect(summary).toHaveAttribute('data-conflict', 'true');
  await expect(summary).toHaveAccessibleName(new RegExp(`^${truck.name}, mercredi 03/07/2030 : 3 missions`));
  const title = await summary.getAttribute('title');
  expect(title).toContain('3 missions');
  for (const folder of folders) expect(title).toContain(folder.externalNumber ?? folder.orderNo);
  // No mission of that truck on the day before: no summary.
  await expect(summaryOf(page, truck.id, '2030-07-02')).toHaveCount(0);

  await summary.click();
  await expect(page).toHaveURL(/view=day/);
  await expect(page).toHaveURL(/date=2030-07-03/);
  for (const folder of folders) await expect(blockOf(page, folder.missionId)).toBeVisible();
});

test("a mission of « À planifier » dropped on a truck's day in the week is planned at that part of the day", async ({
  page,
  request,
}) => {
  const day = '2030-07-09';
  const api = await calendarApi(request, login);
  const truck = (await api.day(day)).trucks[2]!;
  const folder = await api.folder({ state: 'CREATED', truck: false });
  await openWeek(page, day);

  const card = unplannedOf(page, folder.missionId);
  await expect(card).toBeVisible();
  const cell = page.locator(`[data-week-cell="${truck.id}|${day}"]`);
  const box = (await cell.boundingBox())!;
  // The second quarter of the day: 10:00.
  await card.dragTo(cell, { targetPosition: { x: box.width * 0.3, y: box.height / 2 } });

  await expectToast(page, 'Mission planifiée', truck.name);
  await expect(summaryOf(page, truck.id, day)).toContainText('1 mission');
  await expect(card).toHaveCount(0);
  const assigned = await api.get(folder.id);
  expect(assigned.missionIntervention?.truckId).toBe(truck.id);
  expect(parisHour(assigned.missionIntervention?.missionDateTime)).toBe('10:00');
});

test('the keyboard opens a day from the week', async ({ page, request }) => {
  const day = '2030-07-16';
  const api = await calendarApi(request, login);
  const truck = (await api.day(day)).trucks[0]!;
  const folder = await api.folder({ state: 'CREATED', truck: false });
  await api.plan(folder, truck.id, parisTime(day, '09:30'));
  await openWeek(page, day);
  await expectAccessible(page);

  await summaryOf(page, truck.id, day).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/view=day/);
  await expect(blockOf(page, folder.missionId)).toBeVisible();
});
