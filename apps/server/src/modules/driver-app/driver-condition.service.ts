import type { ConditionStage, MissionVehicleCondition, VehicleConditionRequest } from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { lockDriverMission } from '../driver/index.ts';
import {
  missionVehicleCondition,
  queueConditionCopy,
  saveVehicleCondition,
} from '../vehicle-condition/index.ts';
import { storableSignature } from './driver-app-report.service.ts';
import { findDriverUser } from './driver-app.repository.ts';
import { getDriverMission } from './driver-app.service.ts';

/** The PV screen's state: the required photos, the slots filled, both PVs (404 for another's mission). */
export async function getDriverCondition(
  db: Db,
  auth: AuthContext,
  missionId: number,
): Promise<MissionVehicleCondition> {
  const driver = await findDriverUser(db, auth);
  const mission = await getDriverMission(db, auth, missionId);
  return missionVehicleCondition(db, { ...mission, id: missionId, accountId: driver.accountId });
}

/**
 * The PV of pickup or delivery from the driver app. Queued offline like the steps and sent with
 * its Idempotency-Key; sent again with another key, it replaces itself (one per mission and stage).
 * A finished mission still takes it (the delivery check is signed around « Mission terminée »).
 * Then a job makes its PDF a folder document and sends the customer a link to it.
 */
export async function saveDriverCondition(
  app: FastifyInstance,
  auth: AuthContext,
  missionId: number,
  stage: ConditionStage,
  request: VehicleConditionRequest,
): Promise<MissionVehicleCondition> {
  const db = app.db;
  await getDriverMission(db, auth, missionId);
  const png =
    request.signaturePng && !request.customerAbsent ? await storableSignature(request.signaturePng) : null;
  await db.transaction(async (tx) => {
    const { folder } = await lockDriverMission(tx, missionId, { finishedToo: true });
    await saveVehicleCondition(tx, { folder, missionId }, stage, request, png);
  });
  await queueConditionCopy(app, { missionId, stage });
  return getDriverCondition(db, auth, missionId);
}
