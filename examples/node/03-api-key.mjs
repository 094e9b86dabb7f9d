// A server integration with an API key: a person creates a sandbox key once (signed in), then the server
// uses only the key: it runs a sandbox NIN check, reads it back, and the key stops working once deleted.
//   VERITY_URL=http://127.0.0.1:8080 VERITY_EMAIL=owner@acme.local VERITY_PASSWORD='Verity!2026' node examples/node/03-api-key.mjs
import { ApiError, createClient, resolveError } from '@verity/client';

const origin = process.env.VERITY_URL ?? 'http://127.0.0.1:8080';
const email = process.env.VERITY_EMAIL ?? 'owner@acme.local';
const password = process.env.VERITY_PASSWORD ?? 'Verity!2026';

/** @type {string | undefined} */
let token;
const dashboard = createClient({ origin, token: () => token });

try {
  // Once, by a person in the dashboard (Settings → API & Webhooks): create the key, copy it.
  const { data: challenge } = await dashboard.auth.lookup({ email });
  const { data: session } = await dashboard.auth.login({
    email,
    password,
    challengeToken: challenge.accountChallengeToken,
  });
  token = session.token ?? undefined;
  if (!token)
    throw new Error('This account has two-factor authentication: sign in with client.auth.twoFactorLogin()');
  const { data: created } = await dashboard.developer.createApiKey({
    name: 'Example server',
    scopes: ['identity:view'],
  });
  console.log(`Created ${created.prefix}…${created.last4} (${created.environment}), shown once`);

  // The server: nothing but the key.
  const server = createClient({ origin, apiKey: created.key });
  const { data: check } = await server.identity.verify('ng', 'nin', {
    number: '11111111111',
    isConsent: true,
  });
  console.log(
    `NIN check ${check.id}: ${check.status}, ${check.result?.fullName}, requested by ${check.requestedBy.name}`,
  );
  const { data: again } = await server.identity.get(check.id);
  console.log(`Read back: ${again.reference} (${again.environment})`);

  await dashboard.developer.deleteApiKey(created.id);
  try {
    await server.identity.get(check.id);
    throw new Error('The deleted key still works');
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.log(`After deleting the key: ${error.status}`);
  }
  await dashboard.auth.logout();
} catch (error) {
  const resolution = resolveError(error);
  console.error(`Failed: ${'message' in resolution ? resolution.message : String(error)}`);
  process.exit(1);
}
