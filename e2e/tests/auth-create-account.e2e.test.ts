/** A business signs up, confirms its email, and its owner replaces the temporary password. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
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

describe('creating an account', () => {
  it('goes from the sign-up form to a first login with a password of their own', async () => {
    const email = 'ada@newco.local';
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/create-account`);

    // The validation messages, as the API words them, before anything is sent.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('The first name field is required').waitFor();
    await page.getByText('The expected checks per month field is required').waitFor();

    // Sign-up serves Nigeria only.
    const countries = page.getByLabel('Country').getByRole('option');
    expect(await countries.allTextContents()).toEqual(['Nigeria']);

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Company name').fill('NewCo Ltd');
    // The tel cleaner keeps digits only, as the person types.
    await page.getByLabel('Mobile number').pressSequentially('+234 (801) 234-5678');
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('2348012345678');
    await page.getByLabel('Expected checks per month').fill('500');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(`${server.url}/auth/account-created`);
    await page.getByText(email).waitFor();
    // A reload keeps the pending sign-up (sessionStorage).
    await page.reload();
    const codeField = page.getByLabel('Verification code');
    await codeField.waitFor();
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');

    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page.getByText('The code is incorrect or has expired').waitFor();

    const otp = await fromMailbox(server.url, email, /verification code is (\d{6})/);
    await codeField.fill(otp);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page
      .getByRole('status')
      .getByText('Your account has been created. Check your email for your sign-in details')
      .waitFor();

    const temporary = await fromMailbox(server.url, email, /Temporary password: (\S+)/);
    await page.getByRole('link', { name: 'Go to log in' }).click();
    await page.waitForURL(`${server.url}/auth/login`);
    await signIn(page, server.url, email, temporary);

    // First login: the temporary password must go first.
    await page.waitForURL(`${server.url}/auth/change-password`);
    await page.getByLabel('Current password', { exact: true }).fill(temporary);
    await page.getByLabel('New password', { exact: true }).fill('Newco!2026pass');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Newco!2026pas');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm new password', { exact: true }).fill('Newco!2026pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    // A first-time user goes to the last protected route, here none, so home.
    await page.waitForURL(`${server.url}/`);
    await context.close();

    const again = await (await browser.newContext()).newPage();
    await signIn(again, server.url, email, 'Newco!2026pass');
    await again.waitForURL(`${server.url}/`);
    await again.context().close();
  });

  it('with an address that already has an account, goes on as usual; the owner is emailed a note, not a code', async () => {
    const email = 'owner@globex.local';
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/create-account`);
    await page.getByLabel('First name').fill('Someone');
    await page.getByLabel('Last name').fill('Else');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Company name').fill('Lookalike Ltd');
    await page.getByLabel('Mobile number').fill('08012345678');
    await page.getByLabel('Expected checks per month').fill('10');
    await page.getByRole('button', { name: 'Create account' }).click();

    // The same next step as for a new address: nothing on the page tells that the account exists.
    await page.waitForURL(`${server.url}/auth/account-created`);
    await page.getByText(email).waitFor();
    await page.getByText('Already have an account with this address?').waitFor();
    await page.getByRole('link', { name: 'reset your password' }).waitFor();
    await fromMailbox(server.url, email, /(Someone just tried to create a new Verity account)/);
    await context.close();
  });

  it('without a pending sign-up, sends the visitor to create one', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/account-created`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(`${server.url}/auth/create-account`);
    await context.close();
  });
});
