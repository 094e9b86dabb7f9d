/** Signing in with email and password, and the throttling of failed attempts. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { SESSION_COOKIE, sessionTokenOf, signIn } from '../support/session.js';

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

/** The alert the login form shows under itself; toasts live outside <main>. */
async function formAlert(page: Page): Promise<string> {
  const alert = page.getByRole('main').getByRole('alert');
  await alert.waitFor();
  return (await alert.textContent()) ?? '';
}

describe('the login page', () => {
  it('signs the seeded owner in and lands on home', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server.url, 'owner@acme.local');
    await page.waitForURL(`${server.url}/`);
    // A signed-in user sent back to login goes home instead (guest route).
    await page.goto(`${server.url}/auth/login`);
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });

  it('keeps the session where no script can read it, and a reload stays signed in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server.url, 'owner@acme.local');
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByRole('heading', { name: /^Welcome, / }).isVisible()).toBe(true);

    // The browser holds the session, in its cookie jar only.
    expect(await sessionTokenOf(context)).toMatch(/^eyJ/);
    const seenByScripts = await page.evaluate(() => ({
      stored: Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`),
      cookie: document.cookie,
    }));
    expect(seenByScripts.stored.length).toBeGreaterThan(0);
    for (const entry of seenByScripts.stored) expect(entry).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(seenByScripts.cookie).not.toContain(SESSION_COOKIE);

    // After a reload the session check (users/me) signs in with the cookie alone.
    const sessionCheck = page.waitForResponse((response) => response.url().endsWith('/api/user/v1/users/me'));
    await page.reload();
    expect((await sessionCheck).status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: /^Welcome, / }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${server.url}/`);
    await context.close();
  });

  it('says the email or password is incorrect, and the next try with the right one works', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server.url, 'owner@globex.local', 'Not-the-password1!');
    expect(await formAlert(page)).toBe('The email or password is incorrect');
    expect(page.url()).toBe(`${server.url}/auth/login`);

    // The failed attempt spent its challenge; the page fetched a new one, so no need to start over.
    await page.getByLabel('Password', { exact: true }).fill('Verity!2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });

  it('shows the validation messages under the fields and lets the person change the email', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/login`);
    await page.getByRole('heading', { level: 1, name: 'Log in to Verity' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('The email field is required').waitFor();
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('The email field should be a valid email').waitFor();

    await page.getByLabel('Email address').fill('analyst@acme.local');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('analyst@acme.local').waitFor();
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('link', { name: 'Change email address' }).click();
    expect(await page.getByLabel('Email address').inputValue()).toBe('analyst@acme.local');

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${server.url}/auth/forgot-password`);
    await page.goBack();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(`${server.url}/auth/create-account`);
    await context.close();
  });

  it('counts down "Try again in mm:ss" with the button disabled once the server throttles', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/login`);
    await page.getByLabel('Email address').fill('analyst@acme.local');
    await page.getByRole('button', { name: 'Continue' }).click();
    const password = page.getByLabel('Password', { exact: true });
    const logIn = page.getByRole('button', { name: 'Log in' });
    // Five failures per 15 minutes are allowed (apps/api rate-limiter); the sixth attempt is refused.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await password.fill(`Wrong-password-${attempt}!`);
      await logIn.click(); // waits for the previous attempt to finish: the button is disabled meanwhile
      await expect.poll(() => password.inputValue()).toBe('');
    }
    await expect
      .poll(() => formAlert(page))
      .toMatch(/^Too many attempts\. Please try again in \d+ minutes?$/);
    const countdown = page.getByText(/^Try again in \d\d:\d\d$/);
    await countdown.waitFor();
    const first = await countdown.textContent();
    expect(await logIn.isDisabled()).toBe(true);
    await expect.poll(async () => await countdown.textContent(), { timeout: 5000 }).not.toBe(first);
    await context.close();
  });
});
