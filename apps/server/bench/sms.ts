import { performance } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import { startFakeSmsServer } from '../src/demo/fakes/fake-sms-server.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { smsMessages } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/demo/seed/index.ts';
import { accountOfLogin } from '../src/test/invoice-fixtures.ts';
import { queueSms } from '../src/modules/notifications/sms-journal.ts';
import type { BenchDatabase } from './databases.ts';

const MESSAGES = 300;

/**
 * SMS job throughput (issue 11): MESSAGES SMS queued at once as pg-boss jobs, sent by the real
 * SMSFactor client to the fake provider on loopback; jobs a second from the first queued to the
 * last marked SENT.
 */
export async function benchSms(bench: BenchDatabase): Promise<void> {
  console.log(`\nSMS jobs — ${bench.label}`);
  const fake = await startFakeSmsServer();
  const database = await openDatabase({
    databaseUrl: bench.env.DATABASE_URL ?? '',
    dataDir: bench.env.DATA_DIR ?? '',
  });
  try {
    await migrate(database);
    await seedDemo(database.db);
    const config = {
      ...loadConfig({}),
      tokenSecret: 'bench',
      secretsKey: Buffer.alloc(32, 1).toString('base64'),
      sms: { apiUrl: fake.url, apiToken: fake.token },
    };
    const app = await buildApp({ config, database, logger: false });
    const accountId = await accountOfLogin(database.db, 'depanneur');
    const start = performance.now();
    for (let i = 0; i < MESSAGES; i++) {
      await queueSms(app, {
        accountId,
        missionId: null,
        kind: 'RULE',
        dedupKey: `bench:${i}`,
        phone: `+3361${String(i).padStart(7, '0')}`,
        sender: 'BENCH',
        text: `Message de test ${i}`,
      });
    }
    const queued = performance.now() - start;
    for (;;) {
      const [row] = await database.db
        .select({ n: count() })
        .from(smsMessages)
        .where(eq(smsMessages.status, 'SENT'));
      if ((row?.n ?? 0) >= MESSAGES) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const total = (performance.now() - start) / 1000;
    console.log(
      `  ${MESSAGES} SMS queued in ${(queued / 1000).toFixed(1)} s, all sent in ${total.toFixed(1)} s`,
    );
    console.log(
      `  throughput: ${(MESSAGES / total).toFixed(1)} jobs/s (fake provider received ${fake.received.length})`,
    );
    await app.close();
  } finally {
    await database.close();
    await fake.close();
    await bench.drop();
  }
}
