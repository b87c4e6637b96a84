import type { BenchDatabase } from './databases.ts';
import { formatFigures, runLoad } from './load.ts';
import { spawnServer } from './spawn-server.ts';

/** The demo IoT account's key (demo/seed/places-things.ts). */
const KEY = 'demo-iot-ingestion-key';
const DEVICES = 2_000;
const BATCH = 100;

const eui = (n: number) => `BE0C${n.toString(16).toUpperCase().padStart(12, '0')}`;

/**
 * POST /api/iot/uplinks (issue 8): the network server's uplinks as they arrive, one per request,
 * and in batches of 100 (what a network server forwarding a queue sends). Each uplink is newer than
 * the last one of its device (times go up), so every one is written; the 2,000 devices are unknown
 * at first and created by the first uplinks.
 */
export async function benchUplinks(database: BenchDatabase, seconds: number): Promise<void> {
  console.log(`\nIoT uplinks — ${database.label}`);
  const server = await spawnServer(database.env);
  try {
    let sent = 0;
    const uplink = () => {
      sent += 1;
      return {
        devEUI: eui(sent % DEVICES),
        time: new Date(Date.UTC(2026, 0, 1) + sent * 1_000).toISOString(),
        battery: 100 - (sent % 100),
        temperature: 18.5,
        rssi: -90,
        snr: 7.5,
        position: { latitude: 45 + (sent % 1000) / 10_000, longitude: 4.8 },
      };
    };
    const url = `${server.url}/api/iot/uplinks`;
    const headers = { 'content-type': 'application/json', 'x-ingestion-key': KEY };
    const single = await runLoad({
      url,
      method: 'POST',
      headers,
      connections: 20,
      seconds,
      makeBody: () => JSON.stringify(uplink()),
    });
    console.log(`  1 uplink a request                   20 conn  ${formatFigures(single)}`);
    console.log(`    = ${single.requestsPerSecond.toFixed(0)} uplinks/s`);
    const batched = await runLoad({
      url,
      method: 'POST',
      headers,
      connections: 8,
      seconds,
      makeBody: () => JSON.stringify(Array.from({ length: BATCH }, uplink)),
    });
    console.log(`  ${BATCH} uplinks a request                  8 conn  ${formatFigures(batched)}`);
    console.log(`    = ${(batched.requestsPerSecond * BATCH).toFixed(0)} uplinks/s`);
  } finally {
    await server.stop();
    await database.drop();
  }
}
