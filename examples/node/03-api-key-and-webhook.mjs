// A server integration with an API key and a webhook: a person sets them up once (signed in: a sandbox key,
// a webhook endpoint, its signing secret); then the server uses only the key and the secret: it runs a
// sandbox NIN check and receives the completed-check webhook on its own HTTP server, verified with
// verifyWebhook. The key stops working once deleted. (Outside production the endpoint may be local.)
//   VERITY_URL=http://127.0.0.1:8080 VERITY_EMAIL=owner@acme.local VERITY_PASSWORD='Verity!2026' node examples/node/03-api-key-and-webhook.mjs
import { createServer } from 'node:http';
import { ApiError, createClient, resolveError, verifyWebhook } from '@verity/client';

const origin = process.env.VERITY_URL ?? 'http://127.0.0.1:8080';
const email = process.env.VERITY_EMAIL ?? 'owner@acme.local';
const password = process.env.VERITY_PASSWORD ?? 'Verity!2026';

/** @type {string | undefined} */
let token;
const dashboard = createClient({ origin, token: () => token });

// The integration's webhook receiver: it keeps the raw body, which is what the signature covers.
/** @type {(delivery: { body: string, headers: import('node:http').IncomingHttpHeaders }) => void} */
let onDelivery = () => {};
const delivered = new Promise((resolve) => {
  onDelivery = resolve;
});
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    res.end('ok');
    onDelivery({ body, headers: req.headers });
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = receiver.address();
const hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/verity-webhooks`;

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
  await dashboard.developer.setWebhook({ url: hookUrl, events: ['identity.check.completed'] });
  const { data: details } = await dashboard.developer.details();
  const secrets = details.signingSecrets.map((secret) => secret.secret);
  console.log(`Webhook set to ${hookUrl} with ${secrets.length} signing secret`);

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

  const delivery = await Promise.race([
    delivered,
    new Promise((_, reject) => setTimeout(() => reject(new Error('No webhook within 10 s')), 10_000).unref()),
  ]);
  const event = /** @type {{ type: string, data: { id: string } }} */ (
    verifyWebhook(delivery.body, delivery.headers, secrets)
  );
  console.log(`Webhook ${event.type} verified for check ${event.data.id}`);

  await dashboard.developer.deleteApiKey(created.id);
  try {
    await server.identity.get(check.id);
    throw new Error('The deleted key still works');
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.log(`After deleting the key: ${error.status}`);
  }
  await dashboard.auth.logout();
  receiver.close();
} catch (error) {
  const resolution = resolveError(error);
  console.error(`Failed: ${'message' in resolution ? resolution.message : String(error)}`);
  process.exit(1);
}
