/**
 * Starts the API: builds the app (migrating the database), seeds the demo accounts outside production,
 * listens, and on SIGINT/SIGTERM stops taking requests, finishes those in flight and closes the database.
 */
import { buildApp } from './app.js';
import { seed, seedAccounts } from './seed/seed.js';
import { DEMO_VFORM_ID } from './seed/seed-vform-demo.js';

const app = await buildApp();
const { config } = app.ctx;

if (config.nodeEnv !== 'production') await seed(app.ctx.db, config.seedPassword);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });

const database =
  app.ctx.database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
const lines = ['', `  Verity is running at ${config.publicUrl}`, `  Database: ${database}`];
if (config.nodeEnv !== 'production') {
  lines.push(
    '',
    `  Demo logins (password: ${config.seedPassword})`,
    `    ${seedAccounts.admin.padEnd(22)} platform admin`,
    `    ${seedAccounts.acmeOwner.padEnd(22)} owner of Acme Ltd`,
    `    ${seedAccounts.acmeAnalyst.padEnd(22)} Acme analyst (identity:view only)`,
    `    ${seedAccounts.globexOwner.padEnd(22)} owner of Globex Ltd`,
    `    ${seedAccounts.acmeBranch.padEnd(22)} Acme Lagos Branch staff (organization)`,
    '',
    `  Dev mailbox: ${config.publicUrl}/api/dev/mailbox?to=<address>`,
    `  Demo vForm:  ${config.formsUrl}/v-forms/${DEMO_VFORM_ID}`,
  );
}
lines.push('  Press Ctrl-C to stop.', '');
process.stdout.write(`${lines.join('\n')}\n`);
