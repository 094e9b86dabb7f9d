/** `npm run migrate -w @verity/api`: applies pending migrations to the configured database. */
import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await database.close();
process.stdout.write(`Migrations applied (${database.kind}).\n`);
