// `npm start`: install what is missing, build, then serve the API and the built dashboard on one port.
// The server migrates and seeds on boot; data stays in ./.verity-data between runs.
import { join } from 'node:path';
import { serveInForeground } from '../apps/api/server-process.mjs';
import { ensureInstalled, root, run, step } from './lib.mjs';

try {
  await ensureInstalled();
  step('Building');
  await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
} catch (error) {
  process.stderr.write(`\n${error.message}\n`);
  process.exit(1);
}

step('Starting Verity');
serveInForeground({
  cwd: root,
  env: {
    ...process.env,
    DASHBOARD_DIR: process.env.DASHBOARD_DIR ?? join(root, 'apps/dashboard/dist'),
    VERITY_DATA_DIR: process.env.VERITY_DATA_DIR ?? join(root, '.verity-data'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
