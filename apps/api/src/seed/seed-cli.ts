/** `npm run seed -w @verity/api`: migrates, then adds the demo accounts that are missing. */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { seed } from './seed.js';

const config = loadConfig();
if (config.nodeEnv === 'production') {
  process.stderr.write('Refusing to seed demo accounts with NODE_ENV=production.\n');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const created = await seed(database.db, config.seedPassword);
await database.close();
process.stdout.write(created.length ? `Seeded: ${created.join(', ')}\n` : 'Demo accounts already present.\n');
