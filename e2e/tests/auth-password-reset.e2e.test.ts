/** Forgotten password: the mailed link, a new password, then login. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
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

const SENT = 'If an account exists for that email, a password reset link has been sent to it';
const INVALID = 'This password reset link is invalid or has expired';

describe('resetting a forgotten password', () => {
  it('mails a link that sets a new password, after which the person logs in with it', async () => {
    const email = 'owner@globex.local';
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // Navigation is a transition: the login page (with its own email field) stays until the next one renders.
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').getByText(SENT).waitFor();

    const link = await fromMailbox(server.url, email, /(\/auth\/reset-password\/\S+)/);
    await page.goto(`${server.url}${link}`);
    await page.getByText(email).waitFor();

    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password', { exact: true }).fill('different');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page
      .getByText(
        'The password must have at least 8 characters, an uppercase letter, a number and a special character',
      )
      .waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Globex!2027new');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm new password', { exact: true }).fill('Globex!2027new');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await page.waitForURL(`${server.url}/auth/login`);
    await signIn(page, server.url, email, 'Globex!2027new');
    await page.waitForURL(`${server.url}/`);
    await context.close();

    // The link works once.
    const reused = await (await browser.newContext()).newPage();
    await reused.goto(`${server.url}${link}`);
    await reused.getByRole('main').getByRole('alert').getByText(INVALID).waitFor();
    await reused.context().close();
  });

  it('answers the same for an unknown address, and refuses a bad link on both routes', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/forgot-password`);
    await page.getByLabel('Email address').fill('nobody@nowhere.local');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').getByText(SENT).waitFor();

    await page.goto(`${server.url}/auth/reset_password?token=not-a-real-token`);
    await page.getByRole('main').getByRole('alert').getByText(INVALID).waitFor();
    await page.getByRole('link', { name: 'Ask for a new reset link' }).click();
    await page.waitForURL(`${server.url}/auth/forgot-password`);

    await page.goto(`${server.url}/auth/reset-password/not-a-real-token`);
    await page.getByRole('main').getByRole('alert').getByText(INVALID).waitFor();
    await context.close();
  });
});
