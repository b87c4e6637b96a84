import type { Uplink } from '@plateau/contracts';

/** What one device's uplinks of a request leave: the newest health reading and the newest position. */
export interface DeviceReading {
  eui: string;
  info_time: string;
  rssi: number | null;
  snr: number | null;
  temperature: number | null;
  battery: number | null;
  latitude: number | null;
  longitude: number | null;
  location_time: string | null;
}

const later = (a: string, b: string) => Date.parse(a) > Date.parse(b);

/**
 * One row per device, so that one statement can write a whole batch (a row may be written once
 * per statement). Uplinks may arrive out of order: the newest time wins, field by field as the
 * database does against what it holds.
 */
export function mergeByDevice(uplinks: readonly Uplink[]): DeviceReading[] {
  const byDevice = new Map<string, DeviceReading>();
  for (const uplink of uplinks) {
    const eui = (uplink.devEUI ?? uplink.abeewayId)!;
    const reading: DeviceReading = {
      eui,
      info_time: uplink.time,
      rssi: uplink.rssi ?? null,
      snr: uplink.snr ?? null,
      temperature: uplink.temperature ?? null,
      battery: uplink.battery ?? null,
      latitude: uplink.position?.latitude ?? null,
      longitude: uplink.position?.longitude ?? null,
      location_time: uplink.position ? uplink.time : null,
    };
    const known = byDevice.get(eui);
    if (!known) {
      byDevice.set(eui, reading);
      continue;
    }
    const health = later(reading.info_time, known.info_time) ? reading : known;
    const located = [reading, known]
      .filter((r) => r.location_time !== null)
      .sort((a, b) => Date.parse(b.location_time!) - Date.parse(a.location_time!))[0];
    byDevice.set(eui, {
      ...health,
      latitude: located?.latitude ?? null,
      longitude: located?.longitude ?? null,
      location_time: located?.location_time ?? null,
    });
  }
  return [...byDevice.values()];
}
