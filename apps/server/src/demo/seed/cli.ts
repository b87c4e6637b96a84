import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { seedDemo } from './index.ts';

/** `npm run seed`: migrates DATABASE_URL (or the PGlite in DATA_DIR) and fills it with the demo data. */
const config = loadConfig();
const database = await openDatabase(config);
await migrate(database);
const seeded = await seedDemo(database.db);
console.log(
  seeded ? 'Données de démonstration créées.' : 'La base contient déjà des comptes : rien à faire.',
);
await database.close();
