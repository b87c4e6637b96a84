import { count, eq, and } from 'drizzle-orm';
import { CreationOrigine } from '@plateau/contracts';
import { startFakeNomad } from '../src/demo/fakes/fake-nomad-server.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { folders, accounts } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/demo/seed/index.ts';
import { runConnector } from '../src/modules/connectors/connector-scheduler.ts';
import { newFolderBody } from '../src/test/folder-fixtures.ts';
import type { BenchDatabase } from './databases.ts';

const MISSIONS = 1000;
const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;

/**
 * A Nomad poll of 1,000 new missions (issue 11): the real Nomad client against the loopback fake,
 * each mission through receiveNomadFolder (the new-folder path), then acknowledged. Measures the
 * time from the start of the poll until the 1,000 folders exist.
 */
export async function benchNomad(database: BenchDatabase): Promise<void> {
  console.log(`\nNomad poll of ${MISSIONS} new missions — ${database.label}`);
  const nomad = await startFakeNomad();
  nomad.addAccount({ token: 'bench-token', agreementCode: 'AGR-BENCH' });
  const opened = await openDatabase({
    databaseUrl: database.env.DATABASE_URL || undefined,
    dataDir: database.env.DATA_DIR ?? '',
  });
  const config = {
    ...loadConfig({}),
    webDir: '/nonexistent',
    tokenSecret: 'bench-secret',
    secretsKey: Buffer.alloc(32, 3).toString('base64'),
    simulator: { enabled: false, seed: 1, pace: 1 },
    connectors: { schedule: false },
    nomad: { url: nomad.url, token: '' },
  };
  await migrate(opened);
  await seedDemo(opened.db);
  const app = await buildApp({ config, database: opened, logger: false });
  try {
    const token = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=depanneur&password=depanneur',
    });
    const auth = { authorization: `Bearer ${token.json<{ access_token: string }>().access_token}` };
    const [account] = await opened.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, 'Dépannage Martin & Fils'));
    const saved = await app.inject({
      method: 'PATCH',
      url: `/api/accounts/${account!.id}`,
      headers: auth,
      payload: { nomadConfiguration: { active: true, agreementCode: 'AGR-BENCH', token: 'bench-token' } },
    });
    if (saved.statusCode !== 200) throw new Error(`configuration: ${saved.statusCode} ${saved.body}`);
    const sentAt = new Date().toISOString();
    for (let i = 0; i < MISSIONS; i++) {
      nomad.queueMission('bench-token', {
        id: `BENCH-${i}`,
        sentAt,
        input: { folder: { ...newFolderBody, externalNumber: `${5_016_000_000 + i}*01` } },
      });
    }
    const nomadFolders = and(
      eq(folders.accountId, account!.id),
      eq(folders.creationOrigine, CreationOrigine.NOMAD),
    );
    const [before] = await opened.db.select({ n: count() }).from(folders).where(nomadFolders);
    const started = performance.now();
    const memory = process.memoryUsage().rss;
    await runConnector(app, 'NOMAD');
    const seconds = (performance.now() - started) / 1000;
    const [after] = await opened.db.select({ n: count() }).from(folders).where(nomadFolders);
    const created = after!.n - before!.n;
    console.log(
      `  ${created} folders in ${seconds.toFixed(1)} s (${(created / seconds).toFixed(0)} folders/s), ` +
        `${nomad.acknowledged.length} acknowledged, RSS +${((process.memoryUsage().rss - memory) / 1e6).toFixed(0)} MB`,
    );
  } finally {
    await app.close();
    await opened.close();
    await nomad.close();
    await database.drop();
  }
}
