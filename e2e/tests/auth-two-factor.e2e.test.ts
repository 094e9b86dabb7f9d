/** Two-factor authentication: set-up from a signed-in session, then both ways to pass it. */
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { downloadedText } from '../support/download.js';
import { type RunningServer, startServer } from '../support/server.js';
import { fromMailbox, signIn } from '../support/session.js';

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

const EMAIL = 'owner@acme.local';

/** A new browser context is a person with no session: the earlier one is simply gone. */
async function freshPage(): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function verify(page: Page, label: string, code: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

// The steps build on each other (the set-up's key and recovery code are used by the later sign-ins),
// and run in order, as tests in one file do.
describe('two-factor authentication', () => {
  let totp: OTPAuth.TOTP;
  let recoveryCode = '';

  it('is set up by a signed-in user: QR, manual key, first code, 10 recovery codes', async () => {
    const page = await freshPage();
    await signIn(page, server.url, EMAIL);
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/auth/2FA/setup`);

    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = page
      .getByRole('region', { name: 'Enter the key manually' })
      .getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code field is required').waitFor();
    await verify(page, 'Authentication code', totp.generate());

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    recoveryCode = ((await codes.nth(3).textContent()) ?? '').trim();
    expect(recoveryCode).not.toBe('');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download codes' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('verity-recovery-codes.txt');
    expect(await downloadedText(download)).toContain(recoveryCode);

    // Came from the signed-in area: Continue goes back to account settings.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${server.url}/settings/account`);
    await page.context().close();
  });

  it('asks for the authenticator code at the next sign-in', async () => {
    const page = await freshPage();
    await signIn(page, server.url, EMAIL);
    await page.waitForURL(`${server.url}/auth/2FA`);
    // The server never accepts a time-step twice; the set-up used the current one.
    await verify(page, 'Authentication code', totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.waitForURL(`${server.url}/`);
    await page.context().close();
  });

  it('accepts a saved recovery code instead', async () => {
    const page = await freshPage();
    await signIn(page, server.url, EMAIL);
    await page.waitForURL(`${server.url}/auth/2FA`);
    await verify(page, 'Authentication code', '000000');
    await page
      .getByRole('main')
      .getByRole('alert')
      .getByText('The authentication code is incorrect')
      .waitFor();

    await page.getByRole('link', { name: 'Use a recovery code' }).click();
    await page.waitForURL(`${server.url}/auth/2FA?method=recovery`);
    await verify(page, 'Recovery code', recoveryCode);
    await page.waitForURL(`${server.url}/`);
    await page.context().close();
  });

  it('sends a code by email on request and accepts it', async () => {
    const page = await freshPage();
    await signIn(page, server.url, EMAIL);
    await page.waitForURL(`${server.url}/auth/2FA`);
    await page.getByRole('button', { name: 'Send code by email' }).click();
    await page.getByText(/^A code has been sent to ow\*+@acme\.local$/).waitFor();
    const code = await fromMailbox(server.url, EMAIL, /sign-in code is (\d{6})/);
    await verify(page, 'Sign-in code', code);
    await page.waitForURL(`${server.url}/`);
    await page.context().close();
  });
});
