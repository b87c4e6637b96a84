import { inArray, sql } from 'drizzle-orm';
import { MAX_NEW_DEVICES_PER_REQUEST, type Uplink, type UplinkResult } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { things } from '../../db/schema/index.ts';
import type { KeyOwner } from './ingestion-keys.ts';
import { managedAccountIds } from './thing-scope.ts';
import { mergeByDevice, type DeviceReading } from './uplink-merge.ts';

/**
 * The readings this request may write: every known device, and the first
 * MAX_NEW_DEVICES_PER_REQUEST unknown ones; the other unknown ones are refused by id.
 */
async function withinNewDeviceLimit(db: DbOrTx, readings: DeviceReading[]) {
  const euis = readings.map((r) => r.eui);
  const known = new Set(
    euis.length
      ? (await db.select({ eui: things.abeewayId }).from(things).where(inArray(things.abeewayId, euis))).map(
          (row) => row.eui,
        )
      : [],
  );
  const unknown = readings.filter((r) => !known.has(r.eui)).map((r) => r.eui);
  const refused = new Set(unknown.slice(MAX_NEW_DEVICES_PER_REQUEST));
  return { kept: readings.filter((r) => !refused.has(r.eui)), refused: [...refused] };
}

/**
 * Writes a batch of uplinks in one statement (the batch as one JSON parameter). An unknown device
 * is created: for the key's account, or unassigned when the key is a supervisor's (a supervisor
 * assigns it later). A known device is written only when the key's account may see it, and each
 * part only when newer than what is stored: the times are compared in the UPDATE itself, so an
 * uplink that arrives late, even concurrently, never overwrites a newer one. At most
 * MAX_NEW_DEVICES_PER_REQUEST devices are created per request.
 */
export async function ingestUplinks(
  db: DbOrTx,
  owner: KeyOwner,
  uplinks: readonly Uplink[],
): Promise<UplinkResult> {
  const { kept: readings, refused } = await withinNewDeviceLimit(db, mergeByDevice(uplinks));
  const supervisor = owner.nature === 'SUPERVISOR';
  const newOwner = supervisor ? null : owner.accountId;
  const mayWrite = supervisor
    ? sql`(t.account_id is null or t.account_id = ${owner.accountId} or t.account_id in ${managedAccountIds(owner.accountId)})`
    : sql`t.account_id = ${owner.accountId}`;
  const newerInfo = sql`(t.info_date_time is null or excluded.info_date_time > t.info_date_time)`;
  const newerLocation = sql`(excluded.location_date_time is not null and (t.location_date_time is null or excluded.location_date_time > t.location_date_time))`;
  const result = (await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(readings)}::jsonb) as x(
        eui text, info_time timestamptz, rssi float8, snr float8, temperature float8, battery int,
        latitude float8, longitude float8, location_time timestamptz)
    ), written as (
      insert into things as t (account_id, name, abeeway_id, info_date_time, rssi, snr, temperature,
        battery_level, position_latitude, position_longitude, location_date_time)
      select ${newOwner}::int, 'Abeeway ' || eui, eui, info_time, rssi, snr, temperature, battery,
        latitude, longitude, location_time
      from input
      on conflict (abeeway_id) do update set
        info_date_time = case when ${newerInfo} then excluded.info_date_time else t.info_date_time end,
        rssi = case when ${newerInfo} then coalesce(excluded.rssi, t.rssi) else t.rssi end,
        snr = case when ${newerInfo} then coalesce(excluded.snr, t.snr) else t.snr end,
        temperature = case when ${newerInfo} then coalesce(excluded.temperature, t.temperature) else t.temperature end,
        battery_level = case when ${newerInfo} then coalesce(excluded.battery_level, t.battery_level) else t.battery_level end,
        position_latitude = case when ${newerLocation} then excluded.position_latitude else t.position_latitude end,
        position_longitude = case when ${newerLocation} then excluded.position_longitude else t.position_longitude end,
        location_date_time = case when ${newerLocation} then excluded.location_date_time else t.location_date_time end
      where ${mayWrite} and (${newerInfo} or ${newerLocation})
      returning (xmax = 0) as inserted
    )
    select count(*)::int as written, (count(*) filter (where inserted))::int as created from written
  `)) as unknown as { rows: Array<{ written: number; created: number }> };
  const { written, created } = result.rows[0] ?? { written: 0, created: 0 };
  return {
    received: uplinks.length,
    written: Number(written),
    created: Number(created),
    ignored: readings.length - Number(written),
    refused,
  };
}
