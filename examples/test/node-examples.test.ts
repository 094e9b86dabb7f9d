/** Runs each Node example as a user would, against the real server on a fresh database. */
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type RunningServer, startTestServer } from '@verity/api/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';

const exec = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('01-sign-in signs the seeded owner in over HTTP', async () => {
  const { stdout } = await exec(process.execPath, [join(here, '../node/01-sign-in.mjs')], {
    env: { ...process.env, VERITY_URL: server.url },
  });
  expect(stdout).toContain('Signed in as Ola Owner <owner@acme.local> of Acme Ltd');
});

it('01-sign-in reports a wrong password with the server’s message', async () => {
  const run = exec(process.execPath, [join(here, '../node/01-sign-in.mjs')], {
    env: { ...process.env, VERITY_URL: server.url, VERITY_PASSWORD: 'Wrong!Pass2026' },
  });
  await expect(run).rejects.toMatchObject({
    stderr: expect.stringContaining('The email or password is incorrect'),
  });
});

it('02-create-vform builds, publishes and fills a form, and reads the response back', async () => {
  const { stdout } = await exec(process.execPath, [join(here, '../node/02-create-vform.mjs')], {
    env: { ...process.env, VERITY_URL: server.url },
  });
  expect(stdout).toContain('Estimated charge per response: NGN');
  expect(stdout).toContain('vForm published successfully');
  expect(stdout).toMatch(/Public link: http:\/\/localhost:\d+\/v-forms\/[\w-]+/);
  expect(stdout).toMatch(/Response [\w-]+: verified; NIN verified: true/);
  expect(stdout).toContain('Responses on the form: 1');
});

it('03-api-key-and-webhook runs a check with only a key, verifies its webhook, and the deleted key stops', async () => {
  const { stdout } = await exec(process.execPath, [join(here, '../node/03-api-key-and-webhook.mjs')], {
    env: { ...process.env, VERITY_URL: server.url },
  });
  expect(stdout).toMatch(/Created vk_test_….{4} \(sandbox\), shown once/);
  expect(stdout).toMatch(/NIN check [\w-]+: found, .+, requested by API key Example server/);
  expect(stdout).toMatch(/Webhook identity\.check\.completed verified for check [\w-]+/);
  expect(stdout).toContain('After deleting the key: 401');
});

it('04-openapi reads the published document: every route, who may call it, and its error codes', async () => {
  const { stdout } = await exec(process.execPath, [join(here, '../node/04-openapi.mjs'), '/roles'], {
    env: { ...process.env, VERITY_URL: server.url },
  });
  expect(stdout).toMatch(/^Verity API [\d.]+ \(OpenAPI 3\.1\.0\): \d{3} operations$/m);
  expect(stdout).toContain(
    "GET /api/user/v1/roles: The business's roles, Owner first, with how many users hold each",
  );
  expect(stdout).toMatch(
    /needs user:manage \(business\); may fail with validation_failed, unauthenticated, permission_missing, conflict, internal_error$/m,
  );
  expect(stdout).toContain(`Reference: ${server.url}/api-reference`);
});
