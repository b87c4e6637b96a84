import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssistanceProvider, CreationOrigine, FolderEventSource } from '@plateau/contracts';
import { folderEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, makeFolder } from '../../test/folder-fixtures.ts';

let t: TestContext;
let depanneur: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(() => t.close());

const list = async (folderId: number | string, query = '', login = 'depanneur') =>
  t.app.inject({
    method: 'GET',
    url: `/api/folders/${folderId}/events${query}`,
    headers: await t.bearer(login),
  });

/** An AXA folder with `count` events, one a minute from 08:00, written out of order. */
async function folderWithEvents(count: number) {
  const { folderId } = await makeFolder(t, depanneur, {
    assistanceProvider: AssistanceProvider.AXA_ASSISTANCE,
  });
  const minutes = Array.from({ length: count }, (_, i) => i).reverse();
  await t.database.db.insert(folderEvents).values(
    minutes.map((m) => ({
      folderId,
      eventDateTime: new Date(Date.UTC(2026, 4, 4, 8, m)),
      eventSource: m % 2 ? FolderEventSource.MISSION_INTERVENTION : FolderEventSource.FOLDER,
      state: 'ACCEPTED',
      stateLabel: 'Accepté',
      creationOrigine: CreationOrigine.BACKOFFICE,
      text: `Événement ${m}`,
      message: m === 0 ? '{"a":1}' : null,
    })),
  );
  return folderId;
}

describe('GET /api/folders/{id}/events', () => {
  it('answers 25 events a page by default, oldest first, with the total', async () => {
    const folderId = await folderWithEvents(30);
    const response = await list(folderId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(30);
    expect(body.rows).toHaveLength(25);
    expect(body.rows[0]).toEqual({
      id: expect.any(Number),
      folderId,
      eventDateTime: '2026-05-04T08:00:00.000Z',
      recordDateTime: expect.any(String),
      eventSource: 'FOLDER',
      state: 'ACCEPTED',
      stateLabel: 'Accepté',
      creationOrigine: 'BACKOFFICE',
      text: 'Événement 0',
      positionText: null,
      message: '{"a":1}',
      replayable: false,
    });
    expect(body.rows.map((r: { text: string }) => r.text).slice(0, 3)).toEqual([
      'Événement 0',
      'Événement 1',
      'Événement 2',
    ]);
  });

  it('pages and orders as asked', async () => {
    const folderId = await folderWithEvents(12);
    const second = (await list(folderId, '?limit=10&page=2')).json();
    expect(second.total).toBe(12);
    expect(second.rows.map((r: { text: string }) => r.text)).toEqual(['Événement 10', 'Événement 11']);
    const newest = (await list(folderId, '?limit=10&order=desc')).json();
    expect(newest.rows[0].text).toBe('Événement 11');
    expect(newest.rows).toHaveLength(10);
    const beyond = (await list(folderId, '?limit=50&page=3')).json();
    expect(beyond).toEqual({ rows: [], total: 12 });
  });

  it('refuses a page size other than 10, 25 or 50, an unknown parameter, and ids past 2^31', async () => {
    const folderId = await folderWithEvents(1);
    const size = await list(folderId, '?limit=20');
    expect(size.statusCode).toBe(400);
    expect(size.json().error_description).toContain('La taille de page doit être 10, 25 ou 50');
    expect((await list(folderId, '?sort=id')).statusCode).toBe(400);
    expect((await list(folderId, '?order=up')).statusCode).toBe(400);
    expect((await list('2147483648')).statusCode).toBe(400);
    expect((await list(folderId, '?page=0')).statusCode).toBe(400);
  });

  it("answers 404 for another account's folder, and lets the assistance company read its own", async () => {
    const folderId = await folderWithEvents(2);
    const other = await list(folderId, '', 'moreau');
    expect(other.statusCode).toBe(404);
    expect(other.json().error_description).toBe("Ce dossier n'existe pas");
    const assisteur = await list(folderId, '', 'assisteur');
    expect(assisteur.statusCode).toBe(200);
    expect(assisteur.json().total).toBe(2);
    const ima = await makeFolder(t, depanneur, { assistanceProvider: AssistanceProvider.IMA });
    expect((await list(ima.folderId, '', 'assisteur')).statusCode).toBe(404);
  });

  it('needs a token', async () => {
    const folderId = await folderWithEvents(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/folders/${folderId}/events` })).statusCode).toBe(
      401,
    );
  });
});
