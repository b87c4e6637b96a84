import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CreationOrigine,
  FolderState,
  FolderStateCode,
  outsideMoves,
  type OutsideMove,
} from '@plateau/contracts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { Conflict } from '../../lib/errors.ts';
import {
  acceptMissionByDriver,
  confirmAcceptanceByAssisteur,
  proposeCancellationByAssisteur,
  validateReportByAssisteur,
} from './folder-outside-moves.service.ts';
import { accountIdOf, captureBus, eventsOf, folderRow, makeFolder } from '../../test/folder-fixtures.ts';

let t: TestContext;
let accountId: number;
beforeAll(async () => {
  t = await createTestApp();
  accountId = await accountIdOf(t, 'depanneur');
});
afterAll(() => t.close());

const services: Record<OutsideMove, typeof confirmAcceptanceByAssisteur> = {
  ASSISTEUR_CONFIRMATION: confirmAcceptanceByAssisteur,
  CANCELLATION_PROPOSAL: proposeCancellationByAssisteur,
  REPORT_VALIDATION: validateReportByAssisteur,
  DRIVER_ACCEPTANCE: acceptMissionByDriver,
};

for (const [move, service] of Object.entries(services) as Array<
  [OutsideMove, typeof confirmAcceptanceByAssisteur]
>) {
  describe(`${move} (a connector brings it)`, () => {
    const { from, to, label } = outsideMoves[move];
    for (const state of FolderStateCode) {
      const allowed = (from as readonly string[]).includes(state);
      it(`from ${state}: ${allowed ? to : 'refused'}`, async () => {
        const { folderId } = await makeFolder(t, accountId, { origin: CreationOrigine.NOMAD, state });
        const before = await folderRow(t, folderId);
        if (allowed) {
          const folder = await service(t.database.db, folderId);
          expect(folder.folderState).toBe(to);
          const event = (await eventsOf(t, folderId)).at(-1)!;
          expect(event).toMatchObject({ state: to, text: label, creationOrigine: CreationOrigine.NOMAD });
        } else {
          await expect(service(t.database.db, folderId)).rejects.toBeInstanceOf(Conflict);
          expect(await folderRow(t, folderId)).toEqual(before);
          expect(await eventsOf(t, folderId)).toHaveLength(0);
        }
      });
    }
  });
}

it('names the system it came through, keeps its message, and notifies the account', async () => {
  const { folderId } = await makeFolder(t, accountId, { state: FolderState.WAITING });
  const bus = captureBus(t);
  await acceptMissionByDriver(t.database.db, folderId, {
    origin: CreationOrigine.WEBFLEET,
    message: { orderState: 103 },
  });
  const event = (await eventsOf(t, folderId)).at(-1)!;
  expect(event).toMatchObject({ creationOrigine: CreationOrigine.WEBFLEET, message: '{"orderState":103}' });
  await vi.waitFor(() =>
    expect(bus.seen).toContainEqual({ accountId, event: { folderId, eventType: 'FOLDER_UPDATED' } }),
  );
  bus.stop();
});
