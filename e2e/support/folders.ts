import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Folder, FolderList, FolderSummary, TruckList } from '@plateau/contracts';
import { requestToken } from './app.ts';

/** The demo data's folders, read through the API: tests pick folders by state, not by id, since they change states. */
export async function folderApi(request: APIRequestContext, login: string) {
  const { access_token } = await requestToken(request, login);
  const headers = { Authorization: `Bearer ${access_token}` };
  return {
    async list(): Promise<FolderSummary[]> {
      const response = await request.get('/api/folders?limit=100', { headers });
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
    /** The first folder matching, among those no other test of the run has claimed. */
    async pick(matches: (folder: FolderSummary) => boolean): Promise<FolderSummary> {
      const folder = (await this.list()).find(
        (candidate) => matches(candidate) && !claimed.has(candidate.id),
      );
      if (!folder) throw new Error('Aucun dossier de démonstration ne convient à ce test');
      claimed.add(folder.id);
      return folder;
    },
    /** Like pick, when the choice needs the whole folder. */
    async pickDetailed(matches: (folder: Folder) => boolean): Promise<Folder> {
      for (const summary of await this.list()) {
        if (claimed.has(summary.id)) continue;
        const folder = await this.get(summary.id);
        if (!matches(folder)) continue;
        claimed.add(folder.id);
        return folder;
      }
      throw new Error('Aucun dossier de démonstration ne convient à ce test');
    },
  };
}
const claimed = new Set<number>();

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
