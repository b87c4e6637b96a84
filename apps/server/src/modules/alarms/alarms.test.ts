import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreationOrigine, FolderState } from '@plateau/contracts';
import { folderMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, makeFolder } from '../../test/folder-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Alarm = { folderId: number; type: string; externalNumber: string | null; description: string };
const alarmsOf = async (login: string) =>
  (await t.app.inject({ url: '/api/alarms', headers: await t.bearer(login) })).json<Alarm[]>();

describe('GET /api/alarms', () => {
  it('lists the Nomad folders waiting for acceptance and the folders with unread driver messages', async () => {
    const accountId = await accountIdOf(t, 'mission');
    const waiting = await makeFolder(t, accountId, {
      origin: CreationOrigine.NOMAD,
      state: FolderState.WAITING,
      externalNumber: 'ALARM-1',
    });
    const accepted = await makeFolder(t, accountId, {
      origin: CreationOrigine.NOMAD,
      state: FolderState.ACCEPTED,
    });
    await makeFolder(t, accountId, { origin: CreationOrigine.BACKOFFICE, state: FolderState.WAITING });
    await t.database.db.insert(folderMessages).values([
      {
        folderId: accepted.folderId,
        accountId,
        provenance: 'NOMAD',
        author: 'Lucas Girard',
        message: 'Arrivé sur place',
      },
      {
        folderId: accepted.folderId,
        accountId,
        provenance: 'NOMAD',
        author: 'Lucas Girard',
        message: 'Véhicule chargé',
      },
      {
        folderId: accepted.folderId,
        accountId,
        provenance: 'BACKOFFICE',
        author: 'Camille',
        message: 'Bien reçu',
      },
    ]);

    const alarms = await alarmsOf('mission');
    expect(alarms).toEqual([
      {
        folderId: waiting.folderId,
        type: 'WAITING_ACCEPTATION',
        externalNumber: 'ALARM-1',
        description: "Dossier ALARM-1 en attente d'acceptation",
      },
      {
        folderId: accepted.folderId,
        type: 'MESSAGE_UNREAD',
        externalNumber: null,
        description: `2 messages non lus sur le dossier ${accepted.folderId}`,
      },
    ]);
  });

  it('forgets a message once read', async () => {
    await t.database.db
      .update(folderMessages)
      .set({ markAsRead: true })
      .where(eq(folderMessages.provenance, 'NOMAD'));
    expect((await alarmsOf('mission')).map((a) => a.type)).toEqual(['WAITING_ACCEPTATION']);
  });

  it("never shows another account's alarms", async () => {
    const missionFolders = new Set((await alarmsOf('mission')).map((a) => a.folderId));
    const depanneur = await alarmsOf('depanneur');
    expect(depanneur.length).toBeGreaterThan(0);
    for (const alarm of depanneur) expect(missionFolders.has(alarm.folderId)).toBe(false);
    for (const alarm of depanneur) {
      const folder = await t.app.inject({
        url: `/api/folders/${alarm.folderId}`,
        headers: await t.bearer('depanneur'),
      });
      expect(folder.statusCode).toBe(200);
    }
    expect(await alarmsOf('iot')).toEqual([]);
  });
});
