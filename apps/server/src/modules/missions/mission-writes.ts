import { MissionKind, MissionState, type MissionInput } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  assertFleetOfAccount,
  definedOnly,
  type FolderRow,
  mergeObject,
  type MissionRow,
} from '../folder-core/index.ts';
import { reassignment } from './mission-assignment.ts';
import { insertMission, updateMission } from './missions.repository.ts';

const orderSuffix = { [MissionKind.INTERVENTION]: 'I', [MissionKind.RELIVRAISON]: 'R' } as const;

const toDate = (value: string | null | undefined) => (value == null ? value : new Date(value));

/** Creates the folder's mission of that kind from the form, or applies the form's changes to it. */
export async function writeMission(
  tx: DbOrTx,
  folder: FolderRow,
  kind: MissionKind,
  existing: MissionRow | undefined,
  input: MissionInput,
): Promise<MissionRow> {
  const { truckId, agentId, destinationPlace, missionDateTime, ...texts } = input;
  await assertFleetOfAccount(tx, folder.accountId, { truckId, agentId });
  if (!existing) {
    return insertMission(tx, {
      folderId: folder.id,
      accountId: folder.accountId,
      kind,
      orderNo: `${folder.orderNo}-${orderSuffix[kind]}`,
      missionState: MissionState.MISSION_NOT_YET_SEND,
      truckId: truckId ?? null,
      agentId: agentId ?? null,
      missionDateTime: toDate(missionDateTime) ?? null,
      destinationPlace: destinationPlace ?? null,
      ...definedOnly(texts),
    });
  }
  const changes = {
    ...definedOnly(texts),
    ...definedOnly({ missionDateTime: toDate(missionDateTime) }),
    ...(destinationPlace !== undefined
      ? { destinationPlace: mergeObject(existing.destinationPlace, destinationPlace) }
      : {}),
    ...reassignment(existing, { truckId, agentId }),
  };
  return Object.keys(changes).length > 0 ? updateMission(tx, existing, changes) : existing;
}
