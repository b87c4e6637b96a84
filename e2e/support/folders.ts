import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type {
  Folder,
  FolderList,
  FolderState,
  FolderSummary,
  MissionState,
  TruckList,
  ValorisationState,
} from '@plateau/contracts';
import { requestToken } from './app.ts';

/** What POST /api/testing/folders accepts (apps/server/src/demo/testing/testing.routes.ts). */
export interface FolderFixture {
  state: FolderState;
  origin?: 'NOMAD' | 'BACKOFFICE';
  missionState?: MissionState;
  /** true: the mission names a truck and an agent; false: neither. */
  truck?: boolean;
  provider?: string | null;
  typologie?: 'IMMEDIATE' | 'RDV' | 'AUTOROUTE' | 'APPEL_POLICE';
  cancellable?: boolean;
  confirmationRequise?: boolean;
  /** By default true for a Nomad folder, false otherwise. */
  messagesAllowed?: boolean;
  intervention?: {
    delaiRdvAutorise?: boolean;
    typologieModifiable?: boolean;
    delaiAvantJustification?: number;
    delaiMax?: number;
    nature?: string | null;
    faitGenerateur?: string | null;
    kmSupplAutorises?: boolean;
    changementsNatureAutorises?: string[];
  };
  /** Vehicle fields to start from instead of the drawn ones. */
  vehicule?: { coffreToit?: boolean; couleur?: string | null; niveauCarburant?: number };
  /** Created this minute rather than at the draw's age (up to 34 h ago for an open folder). */
  createdNow?: boolean;
  /** The assistance company's three lines (flat rate, extra km, customer's excess) in this state. */
  valorisation?: { state: ValorisationState | null; numeroFactureObligatoire?: boolean };
  /** Priced by the operator for its customer to pay, 138 € TTC (what a driver collects on the spot). */
  pricedForCustomer?: boolean;
}

/** Folders through the API: each test creates the folders it needs, in the state it needs. */
export async function folderApi(request: APIRequestContext, login: string) {
  const { access_token } = await requestToken(request, login);
  const headers = { Authorization: `Bearer ${access_token}` };
  return {
    async list(text?: string): Promise<FolderSummary[]> {
      const query = new URLSearchParams({ limit: '100', ...(text ? { text } : {}) });
      const response = await request.get(`/api/folders?${query}`, { headers });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as FolderList).rows;
    },
    async trucks(): Promise<TruckList['rows']> {
      const response = await request.get('/api/trucks', { headers });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as TruckList).rows;
    },
    async get(id: number): Promise<Folder> {
      const response = await request.get(`/api/folders/${id}`, { headers });
      expect(response.ok()).toBe(true);
      return (await response.json()) as Folder;
    },
    /**
     * A new folder of this login's account in the given state, made by the test-only route
     * (the server runs with E2E_FIXTURES=1): a test never depends on what the demo data holds.
     */
    async create(fixture: FolderFixture): Promise<Folder> {
      const response = await request.post('/api/testing/folders', { headers, data: fixture });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as Folder;
    },
    /** The folder's driver writes (the service the connectors call, through a test-only route). */
    async driverMessage(id: number, text: string): Promise<void> {
      const response = await request.post(`/api/testing/folders/${id}/driverMessage`, {
        headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
        data: text,
      });
      expect(response.ok(), await response.text()).toBe(true);
    },
    /** The driver of the mission reports a step (the driver's service, through a test-only route). */
    async driverStep(
      missionId: number,
      step: string,
      at: Date,
      place: { latitude: number; longitude: number } | null = null,
    ): Promise<void> {
      const response = await request.post(`/api/testing/missions/${missionId}/step`, {
        headers,
        data: { step, at: at.toISOString(), ...place },
      });
      expect(response.ok(), await response.text()).toBe(true);
    },
  };
}

/** The list filtered down to one folder (the text search matches the order number). */
export async function openListOn(page: Page, folder: Pick<FolderSummary, 'orderNo'>) {
  await page.goto(`/folders?text=${encodeURIComponent(folder.orderNo)}`);
  const row = page.getByRole('row').filter({ hasText: folder.orderNo });
  await expect(row).toHaveCount(1);
  return row;
}

/** Chooses an option of a Mantine select by its label, within `scope` (a dialog) when given. */
export async function choose(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const toast = (page: Page, title: string, message: string) =>
  page.getByRole('alert').filter({ hasText: title }).filter({ hasText: message });

/** Takes one noted toast with this title and message out of the page's notes; says if there was one. */
const takeNotedToast = (page: Page, title: string, message: string) =>
  page.evaluate(
    ([t, m]) => {
      const seen = window.__plateauToasts ?? [];
      const index = seen.findIndex((text) => text.includes(t!) && text.includes(m!));
      if (index >= 0) seen.splice(index, 1);
      return index >= 0;
    },
    [title, message],
  );

/**
 * Sees a toast, then closes it as a user would: the next identical toast (« Enregistré ! » after
 * a second save) is then the new one, whatever the machine's speed (a toast lasts 5 s).
 */
export async function expectToast(
  page: Page,
  title: string,
  message: string,
  options?: { timeout?: number },
) {
  const shown = toast(page, title, message);
  // Seen on screen now, or noted when it appeared (support/test.ts) and gone since: a toast lasts
  // 5 s, and a loaded machine can miss that window. A note is used once: the next identical
  // toast (« Enregistré ! » after a second save) must be a new one.
  let how: 'shown' | 'noted' | undefined;
  await expect
    .poll(
      async () => {
        if ((await shown.count()) > 0) how = 'shown';
        else if (await takeNotedToast(page, title, message)) how = 'noted';
        return how !== undefined;
      },
      { timeout: options?.timeout ?? 15_000, message: `toast « ${title} » : « ${message} »` },
    )
    .toBe(true);
  if (how === 'noted') return;
  // On a busy machine the toast may still be sliding in (a forced click then lands beside its
  // button) or already sliding out on its own (5 s): click again until it is gone. The pointer is
  // then moved off the toast, because a toast under the pointer pauses its own closing.
  await expect(async () => {
    if ((await shown.count()) > 0) {
      await shown
        .getByRole('button', { name: 'Fermer' })
        .click({ force: true, timeout: 2_000 })
        .catch(() => undefined);
    }
    await page.mouse.move(0, 0);
    await expect(shown).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await takeNotedToast(page, title, message);
}

/** The intervention address of the new-folder form (required): typed, kept as free text. */
export async function fillAddress(scope: Locator, text: string) {
  const address = scope.getByRole('combobox', { name: 'Adresse' }).first();
  await address.fill(text);
  await address.press('Tab');
}

/**
 * Types an address and picks one of the suggestions, as a user would: if the suggestions do not
 * come (the field was re-rendered while the folder was still settling), the address is typed again.
 */
export async function pickAddressSuggestion(address: Locator, typed: string, suggestion: string) {
  const page = address.page();
  await expect(async () => {
    await address.fill(typed);
    await page.getByRole('option', { name: suggestion }).click({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

/** The CSV columns of the list's import (README § Import CSV). */
export const CSV_IMPORT_HEADER = 'N° dossier;Assisteur;Date de mission;Ville;Nom du client;Commentaire';

/**
 * Sends one CSV file from the folder list's « Importer un CSV » window, as a user does: the kind of
 * folders, the file, « Importer ». The import's end arrives later, live.
 */
export async function sendCsvFile(
  page: Page,
  file: { name: string; lines: readonly string[]; qualified?: boolean },
): Promise<void> {
  await page.getByRole('button', { name: 'Importer un CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des dossiers (CSV)' });
  await expect(dialog.getByRole('button', { name: 'Importer' })).toBeDisabled();
  await dialog
    .getByRole('radio', { name: file.qualified ? 'Oui, dossiers qualifiés' : 'Non, création rapide' })
    .check();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Fichiers CSV' }).click();
  const csv = `${CSV_IMPORT_HEADER}\n${file.lines.join('\n')}\n`;
  await (await chooser).setFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Importer' }).click();
}
