// Signs in with the typed client and prints who you are.
//   VERITY_URL=http://127.0.0.1:8080 VERITY_EMAIL=owner@acme.local VERITY_PASSWORD='Verity!2026' node examples/node/01-sign-in.mjs
import { createClient, resolveError } from '@verity/client';

const origin = process.env.VERITY_URL ?? 'http://127.0.0.1:8080';
const email = process.env.VERITY_EMAIL ?? 'owner@acme.local';
const password = process.env.VERITY_PASSWORD ?? 'Verity!2026';

/** @type {string | undefined} */
let token;
const client = createClient({ origin, token: () => token });

try {
  const { data: challenge } = await client.auth.lookup({ email });
  const { data: session } = await client.auth.login({
    email,
    password,
    challengeToken: challenge.accountChallengeToken,
  });
  if (!session.token) {
    console.log('This account has two-factor authentication: finish with client.auth.twoFactorLogin().');
    process.exit(0);
  }
  token = session.token;
  const { data } = await client.users.me();
  console.log(
    `Signed in as ${data.user.firstName} ${data.user.lastName} <${data.user.email}> of ${data.user.business.name}`,
  );
  console.log(`Role ${data.user.role.name}: ${data.user.role.permissions.length} permissions`);
  await client.auth.logout();
} catch (error) {
  const resolution = resolveError(error);
  console.error(`Failed: ${'message' in resolution ? resolution.message : String(error)}`);
  process.exit(1);
}
