// Builds a vForm with the typed client, publishes it, prints its public link and embed snippets, then
// fills it in as a stranger would (the public client: no token) and reads the response back.
//   VERITY_URL=http://127.0.0.1:8080 VERITY_EMAIL=owner@acme.local VERITY_PASSWORD='Verity!2026' node examples/node/02-create-vform.mjs
import { createClient, resolveError } from '@verity/client';
import { createPublicClient } from '@verity/client/public';

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
  token = session.token ?? undefined;
  if (!token)
    throw new Error('This account has two-factor authentication: sign in with client.auth.twoFactorLogin()');

  // 1. Create the form and its questions.
  const { data: form } = await client.vforms.createTemplate('blank', {
    title: 'Supplier onboarding',
    description: 'Tell us who you are; we verify your NIN as you submit.',
  });
  const { data: name } = await client.vforms.createField(form.id, {
    type: 'short-text',
    label: 'Full name',
    required: true,
  });
  const { data: contact } = await client.vforms.createField(form.id, {
    type: 'email',
    label: 'Email',
    required: true,
  });
  await client.vforms.createField(form.id, { type: 'page-break' });
  const { data: nin } = await client.vforms.createField(form.id, {
    type: 'identity-verification',
    label: 'NIN',
    country: 'ng',
    verificationType: 'nin',
    performVerification: true,
    required: true,
  });
  await client.vforms.updateTemplate(form.id, {
    submitButtonColor: '#0F6E7A',
    confirmation: { title: 'Thank you', message: 'We will be in touch.' },
  });
  const { data: charge } = await client.vforms.estimatedCharge(form.id);
  console.log(`Estimated charge per response: ${charge.currency} ${(charge.totalAmount / 100).toFixed(2)}`);

  // 2. Publish it and share the link.
  const published = await client.vforms.publish(form.id);
  console.log(published.message);
  const link = published.data.publicUrl;
  console.log(`Public link: ${link}`);
  console.log(`Script tag:  <script src="${origin}/widgets/vform.js" data-form-id="${form.id}"></script>`);
  console.log(
    `Iframe:      <iframe src="${link}" width="100%" height="100%" frameborder="0" allow="camera"></iframe>`,
  );

  // 3. A stranger fills it in: the public client needs no token.
  const stranger = createPublicClient({ origin });
  const { data: view } = await stranger.vforms.view(form.id);
  const { data: result } = await stranger.vforms.submit(view.id, {
    fields: {
      [name.id]: 'Ada Supplier',
      [contact.id]: 'ada@supplier.example',
      [nin.id]: { number: '11111111111', isConsent: true },
    },
    startTimeInMilliSeconds: Date.now() - 30_000,
  });
  // The stranger is not told whether the NIN verified (the form's confirmation.showVerificationResult is
  // off by default), so nobody can try numbers until one passes: the owner reads the outcome.
  console.log(`Submitted response ${result.id}`);

  // 4. The owner reads it back.
  const { data: responses } = await client.vforms.listResponses(form.id);
  const stored = responses.items.find((item) => item.id === result.id);
  const ninAnswer = stored?.answers.find((answer) => answer.fieldId === nin.id);
  console.log(`Response ${result.id}: ${stored?.status}; NIN verified: ${ninAnswer?.verification?.verified}`);
  console.log(`Responses on the form: ${responses.pagination.total}`);
  await client.auth.logout();
} catch (error) {
  const resolution = resolveError(error);
  console.error(`Failed: ${'message' in resolution ? resolution.message : String(error)}`);
  process.exit(1);
}
