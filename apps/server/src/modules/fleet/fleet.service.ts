import type { Truck, TruckList, TruckListQuery, TruckMessage } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { NotFound, UpstreamError } from '../../lib/errors.ts';
import { currentMissionsByTruck } from './current-missions.repository.ts';
import { TruckTerminalError, type TruckTerminal } from '../../adapters/truck-terminal/index.ts';
import {
  findTruck,
  insertTruckMessage,
  listTrucks,
  type TruckMessageRow,
  type TruckRow,
  usualAgentsByTruck,
} from './fleet.repository.ts';

export function toTruckDto(row: TruckRow, usualAgentId: number | null = null): Truck {
  const { positionLatitude: latitude, positionLongitude: longitude } = row;
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    licensePlate: row.licensePlate,
    serialNumber: row.serialNumber,
    ttwId: row.ttwId,
    usualAgentId,
    position:
      latitude !== null && longitude !== null
        ? {
            latitude,
            longitude,
            text: row.positionText,
            dateTime: row.positionDateTime?.toISOString() ?? null,
          }
        : null,
    positionText: row.positionText,
    positionLatitude: latitude,
    positionLongitude: longitude,
  };
}

export async function listAccountTrucks(
  db: Db,
  auth: AuthContext,
  query: TruckListQuery,
): Promise<TruckList> {
  const [{ rows, total }, usual] = await Promise.all([
    listTrucks(db, auth.accountId, query),
    usualAgentsByTruck(db, auth.accountId),
  ]);
  const dto = (row: TruckRow) => toTruckDto(row, usual.get(row.id) ?? null);
  if (!query.withPosition) return { rows: rows.map(dto), total };
  // The map's info window names the mission each truck holds.
  const current = await currentMissionsByTruck(db, auth.accountId);
  return {
    rows: rows.map((row) => ({ ...dto(row), currentMission: current.get(row.id) ?? null })),
    total,
  };
}

const toMessageDto = (row: TruckMessageRow): TruckMessage => ({
  id: row.id,
  truckId: row.truckId,
  text: row.text,
  status: row.status === 'SENT' ? 'SENT' : 'FAILED',
  creationDateTime: row.createdAt.toISOString(),
});

/**
 * Hands the text to the truck's terminal and keeps a trace of it either way, so that
 * support can see a message the driver never received.
 */
export async function sendTruckMessage(
  db: Db,
  terminal: TruckTerminal,
  auth: AuthContext,
  truckId: number,
  text: string,
): Promise<TruckMessage> {
  const truck = await findTruck(db, auth.accountId, truckId);
  if (!truck) throw new NotFound("Ce véhicule n'existe pas");
  let failure: string | null = null;
  try {
    await terminal.sendText(truck, text);
  } catch (error) {
    if (!(error instanceof TruckTerminalError)) throw error;
    failure = error.message;
  }
  const row = await insertTruckMessage(db, {
    truckId,
    userId: auth.userId,
    text,
    status: failure ? 'FAILED' : 'SENT',
  });
  if (failure) throw new UpstreamError(failure);
  return toMessageDto(row);
}
