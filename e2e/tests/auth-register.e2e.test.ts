/** An invited person registers through the mailed link and is signed in. */
import { createClient } from '@verity/client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { type RunningServer, SEED_PASSWORD, startServer } from '../support/server.js';
import { fromMailbox } from '../support/session.js';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The Acme owner invites `email` with their own role, through the API; returns the link's path. */
async function invite(email: string): Promise<string> {
  const anonymous = createClient({ origin: server.url });
  const owner = 'owner@acme.local';
  const { data: lookup } = await anonymous.auth.lookup({ email: owner });
  const { data: session } = await anonymous.auth.login({
    email: owner,
    password: SEED_PASSWORD,
    challengeToken: lookup.accountChallengeToken,
  });
  const client = createClient({ origin: server.url, token: session.token ?? '' });
  await client.businesses.inviteUser({ email, roleId: session.user.role.id });
  return fromMailbox(server.url, email, /(\/auth\/register\/\S+)/);
}

describe('registering from an invitation', () => {
  it('shows who invited whom, checks the fields, and signs the new user in', async () => {
    const link = await invite('new.analyst@acme.local');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}${link}`);
    await page.getByRole('heading', { level: 1, name: 'Join Acme Ltd as Owner' }).waitFor();

    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('The first name field is required').waitFor();
    await page.getByText('The mobile field is required').waitFor();

    await page.getByLabel('First name').fill('Bola');
    await page.getByLabel('Last name').fill('Ade');
    await page.getByLabel('Mobile number').pressSequentially('0803-000-1111');
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('08030001111');
    await page.getByLabel('Gender (optional)').selectOption('female');
    await page.getByLabel('Password', { exact: true }).fill('Bola!2026pass');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL(`${server.url}/`);
    await context.close();

    // Used once: the link now says so.
    const again = await (await browser.newContext()).newPage();
    await again.goto(`${server.url}${link}`);
    await again
      .getByRole('main')
      .getByRole('alert')
      .getByText('This invitation link is invalid or has expired')
      .waitFor();
    await again.context().close();
  });
});
