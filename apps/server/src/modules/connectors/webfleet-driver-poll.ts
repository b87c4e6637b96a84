import { and, eq, inArray } from 'drizzle-orm';
import {
  CreationOrigine,
  MissionStepCode,
  missionStepOfWebfleetOrderState,
  stepRefusal,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import type {
  WebfleetDriverMessage,
  WebfleetOrderState,
} from '../../adapters/truck-terminal/webfleet-connector.ts';
import { missions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordMissionStep } from '../driver/mission-step.service.ts';
import { currentMissionsByTruck } from '../fleet/current-missions.repository.ts';
import { receiveDriverMessage } from '../folders/folder-messages.service.ts';
import { recordDriverReport } from '../vehicle-events/vehicle-events.service.ts';

/** Where the drivers' messages resume: the latest message's time, and the ids read at that time. */
export interface MessagesCursor {
  messagesSince?: string;
  messageIds?: string[];
}

/**
 * The drivers' text messages, each delivered once to the mission its truck holds now: kept with
 * the folder's messages and workflow (receiveDriverMessage), then recorded as a report event for
 * the ON_REPORT_EVENT rules. A message from an unknown vehicle, or from a truck holding no
 * mission, is kept nowhere; the log counts them. A message the folder refuses (closed folder,
 * empty text) is logged and skipped; a database failure fails the poll (the cursor stays).
 */
export async function deliverDriverMessages(
  app: FastifyInstance,
  accountId: number,
  truckOf: Map<string, number>,
  messages: WebfleetDriverMessage[],
  since: Date,
  cursor: MessagesCursor,
): Promise<Required<MessagesCursor>> {
  const seenAtSince = new Set(cursor.messageIds ?? []);
  const fresh = messages
    .filter((message) => message.at > since || !seenAtSince.has(message.id))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const held = fresh.length > 0 ? await currentMissionsByTruck(app.db, accountId) : new Map();
  let unknownVehicle = 0;
  let noMission = 0;
  for (const message of fresh) {
    const truckId = truckOf.get(message.objectNo);
    const mission = truckId === undefined ? undefined : held.get(truckId);
    if (truckId === undefined) {
      unknownVehicle += 1;
      app.log.warn({ accountId, objectNo: message.objectNo }, 'Webfleet : message d’un véhicule inconnu');
      continue;
    }
    if (!mission) {
      noMission += 1;
      continue;
    }
    try {
      await receiveDriverMessage(app.db, { missionId: mission.id }, message.text, message.at);
      await recordDriverReport(app, { missionId: mission.id }, message.text, message.at);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      app.log.warn(
        { accountId, objectNo: message.objectNo, missionId: mission.id, reason: error.message },
        'Webfleet : message du chauffeur non retenu',
      );
    }
  }
  if (unknownVehicle + noMission > 0)
    app.log.info(
      { accountId, unknownVehicle, noMission },
      'Webfleet : messages sans mission en cours, non conservés',
    );
  const latest = fresh.reduce((at, message) => (message.at > at ? message.at : at), since);
  // The ids read at the latest time: a message written in the same second is still taken next time.
  const idsAtLatest = messages.filter((m) => m.at.getTime() === latest.getTime()).map((m) => m.id);
  const kept = latest.getTime() === since.getTime() ? [...seenAtSince, ...idsAtLatest] : idsAtLatest;
  return { messagesSince: latest.toISOString(), messageIds: [...new Set(kept)] };
}

/**
 * The drivers' order status from the terminal: the order is the mission (its orderNo); each
 * state that is a step (contracts' WEBFLEET_ORDER_STATE_STEPS) goes through recordMissionStep,
 * once and never backwards (a step already reported, or behind the latest, is passed over).
 * An unknown order, or a step the mission refuses (not on the road…), is logged and skipped.
 */
export async function applyOrderStates(
  app: FastifyInstance,
  accountId: number,
  states: WebfleetOrderState[],
): Promise<void> {
  const steps = states
    .map((state) => ({ ...state, step: missionStepOfWebfleetOrderState(state.state) }))
    .filter((state) => state.step !== null)
    .sort(
      (a, b) =>
        a.at.getTime() - b.at.getTime() ||
        MissionStepCode.indexOf(a.step!) - MissionStepCode.indexOf(b.step!),
    );
  if (steps.length === 0) return;
  const orderNos = [...new Set(steps.map((state) => state.orderNo))];
  const rows = await app.db
    .select({ id: missions.id, orderNo: missions.orderNo })
    .from(missions)
    .where(and(eq(missions.accountId, accountId), inArray(missions.orderNo, orderNos)));
  const missionOf = new Map(rows.map((row) => [row.orderNo, row.id]));
  for (const state of steps) {
    const missionId = missionOf.get(state.orderNo);
    if (missionId === undefined) {
      app.log.warn({ accountId, orderNo: state.orderNo }, 'Webfleet : ordre inconnu');
      continue;
    }
    const [current] = await app.db
      .select({ steps: missions.steps })
      .from(missions)
      .where(eq(missions.id, missionId));
    // Already reported, or behind the latest step: applied once, never backwards.
    if (!current || stepRefusal(current.steps, state.step!, state.at) !== null) continue;
    try {
      await recordMissionStep(
        app.db,
        missionId,
        state.step!,
        { at: state.at, latitude: state.latitude, longitude: state.longitude },
        CreationOrigine.WEBFLEET,
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      app.log.warn(
        { accountId, orderNo: state.orderNo, step: state.step, reason: error.message },
        'Webfleet : étape de mission non retenue',
      );
    }
  }
}
