import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { ACCOUNT_EVENTS_TOPIC, CSV_IMPORT_COLUMNS, type AccountEvent } from '@plateau/contracts';
import type { BenchDatabase } from './databases.ts';
import { spawnServer } from './spawn-server.ts';

const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;
const LINES = 50_000;

/** A 50 000-line file of the template's columns, every folder number new. */
function csvFile(prefix: string): Buffer {
  const header = CSV_IMPORT_COLUMNS.map((c) => c.header).join(';');
  const lines = Array.from({ length: LINES }, (_, i) =>
    CSV_IMPORT_COLUMNS.map((c) =>
      c.key === 'externalNumber' ? `${prefix}-${i}` : c.key === 'truck' ? '' : c.example,
    ).join(';'),
  );
  return Buffer.from(`\uFEFF${header}\r\n${lines.join('\r\n')}\r\n`);
}

function multipart(filename: string, bytes: Buffer) {
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="csvFiles"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** The first NOTIFY_* event of the account, through the WebSocket a browser would use. */
async function nextNotification(url: string, token: string) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/api/webSocket?access_token=${token}`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'subscribe', topic: ACCOUNT_EVENTS_TOPIC }));
  const event = new Promise<AccountEvent>((resolve) =>
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; event?: AccountEvent };
      if (message.type === 'event' && message.event?.eventType.startsWith('NOTIFY_')) resolve(message.event);
    }),
  );
  return { event, close: () => socket.close() };
}

/**
 * The CSV import of a 50 000-line file (issue 7), end to end: from the POST to the job's
 * NOTIFY_SUCCESS_MESSAGE on the WebSocket, so upload, checks, job pick-up, the multi-row
 * inserts and the notification are all in the figure (aim ≥ 5 000 rows/s on PostgreSQL).
 */
export async function benchImports(database: BenchDatabase): Promise<void> {
  console.log(`\nCSV import — ${database.label}`);
  const server = await spawnServer(database.env);
  try {
    const signIn = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=depanneur&password=depanneur',
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    const bytes = csvFile(`B${randomBytes(3).toString('hex')}`);
    const upload = multipart('bench.csv', bytes);
    const notification = await nextNotification(server.url, access_token);
    const started = performance.now();
    const response = await fetch(`${server.url}/api/folders/importCsv?qualified=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': upload.contentType },
      body: upload.body,
    });
    const accepted = performance.now() - started;
    if (response.status !== 202) throw new Error(`importCsv: ${response.status} ${await response.text()}`);
    const event = await notification.event;
    const seconds = (performance.now() - started) / 1000;
    notification.close();
    if (event.eventType !== 'NOTIFY_SUCCESS_MESSAGE') throw new Error(`import refused: ${event.message}`);
    const size = (bytes.length / 1024 / 1024).toFixed(1);
    console.log(
      `  ${LINES} lines (${size} MB): 202 after ${accepted.toFixed(0)} ms, imported in ${seconds.toFixed(1)} s` +
        ` = ${Math.round(LINES / seconds)} rows/s end to end  (aim ≥ 5 000 rows/s on PostgreSQL)`,
    );
  } finally {
    await server.stop();
    await database.drop();
  }
}
