import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreationOrigine,
  FolderAction,
  FolderStateCode,
  folderStateLabels,
  MotifAnnulationCode,
  nextState,
  RefusCode,
  Typologie,
  type FolderAction as Action,
} from '@plateau/contracts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, eventsOf, fleetOf, folderRow, makeFolder } from '../../test/folder-fixtures.ts';

let t: TestContext;
let accountId: number;
let truckId: number;
beforeAll(async () => {
  t = await createTestApp();
  accountId = await accountIdOf(t, 'depanneur');
  truckId = (await fleetOf(t, accountId)).trucks[0]!.id;
});
afterAll(() => t.close());

/** Each action button and the call it makes. */
const calls: Array<{
  action: Action;
  url: (ids: { folderId: number; missionId: number }) => string;
  payload?: object;
}> = [
  {
    action: FolderAction.ACCEPT,
    url: ({ folderId }) => `/api/folders/${folderId}/accept`,
    payload: { type: Typologie.IMMEDIATE, delaiIntervention: 45 },
  },
  {
    action: FolderAction.REFUSE,
    url: ({ folderId }) => `/api/folders/${folderId}/refuse`,
    payload: { motif: RefusCode[1], detail: 'Trop loin' },
  },
  {
    action: FolderAction.CANCEL,
    url: ({ folderId }) => `/api/folders/${folderId}/cancel`,
    payload: { motif: MotifAnnulationCode[0] },
  },
  {
    action: FolderAction.ACCEPT_CANCELLATION,
    url: ({ folderId }) => `/api/folders/${folderId}/acceptCancellation`,
  },
  {
    action: FolderAction.DEPLACEMENT_POUR_RIEN,
    url: ({ folderId }) => `/api/folders/${folderId}/dpr`,
    payload: { motif: 'Client absent' },
  },
  { action: FolderAction.CLOSE, url: ({ folderId }) => `/api/folders/${folderId}/close` },
  { action: FolderAction.SEND, url: ({ missionId }) => `/api/missions/${missionId}/send` },
];

for (const origin of [CreationOrigine.NOMAD, CreationOrigine.BACKOFFICE]) {
  describe(`${origin} folders: every action in every state`, () => {
    for (const state of FolderStateCode) {
      for (const call of calls) {
        const expected = nextState(
          { creationOrigine: origin, folderState: state, cancellable: true },
          call.action,
        );
        it(`${state} + ${call.action} → ${expected ?? '409'}`, async () => {
          const ids = await makeFolder(t, accountId, { origin, state, truckId });
          const before = await folderRow(t, ids.folderId);
          const eventsBefore = (await eventsOf(t, ids.folderId)).length;
          const response = await t.app.inject({
            method: 'POST',
            url: call.url(ids),
            headers: await t.bearer('depanneur'),
            ...(call.payload ? { payload: call.payload } : {}),
          });
          const after = await folderRow(t, ids.folderId);
          const events = await eventsOf(t, ids.folderId);
          if (expected) {
            expect(response.statusCode, response.body).toBe(200);
            expect(response.json().folderState).toBe(expected);
            expect(after.folderState).toBe(expected);
            expect(after.version).toBe(before.version + 1);
            expect(events.length).toBeGreaterThan(eventsBefore);
            expect(events.at(-1)!.creationOrigine).toBe(CreationOrigine.BACKOFFICE);
          } else {
            expect(response.statusCode).toBe(409);
            expect(response.json().error_description).toBe(
              `Action impossible : le dossier est à l'état ${folderStateLabels[state]}`,
            );
            expect(after).toEqual(before);
            expect(events).toHaveLength(eventsBefore);
          }
        });
      }
    }
  });
}
