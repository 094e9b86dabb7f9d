/**
 * Every auth page, in each of its states, run through axe at desktop width (slideshow shown) and at
 * 375px (phone): no 'serious' or 'critical' violation, one h1, and nothing wider than the screen.
 */
import { createClient } from '@verity/client';
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { launchChromium } from '../support/browser.js';
import { type RunningServer, SEED_PASSWORD, startServer } from '../support/server.js';
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

const WIDTHS = [1280, 375] as const;

/** Problems on the page as shown now: axe (serious, critical), h1 count, horizontal overflow. */
async function audit(page: Page, name: string): Promise<string[]> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    problems.push(...(await seriousViolations(page, `${name} @${width}px`)));
    const headings = await page.getByRole('heading', { level: 1 }).count();
    if (headings !== 1) problems.push(`${name} @${width}px: ${headings} h1 elements`);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) problems.push(`${name} @${width}px: ${scrollWidth}px wide`);
  }
  return problems;
}

async function freshPage(): Promise<Page> {
  return (await browser.newContext()).newPage();
}

describe('auth pages are accessible', () => {
  it('login (both steps), create account (with errors), account created, forgot password', async () => {
    const page = await freshPage();
    const problems: string[] = [];
    await page.goto(`${server.url}/auth/login`);
    problems.push(...(await audit(page, 'login, email step')));
    await page.getByLabel('Email address').fill('analyst@acme.local');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('main').getByRole('alert').waitFor();
    problems.push(...(await audit(page, 'login, password step with an error')));

    await page.goto(`${server.url}/auth/account-created`);
    problems.push(...(await audit(page, 'account created, nothing pending')));

    await page.goto(`${server.url}/auth/create-account`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('The first name field is required').waitFor();
    problems.push(...(await audit(page, 'create account with errors')));
    await page.getByLabel('First name').fill('Chi');
    await page.getByLabel('Last name').fill('Eze');
    await page.getByLabel('Email address').fill('chi@a11y.local');
    await page.getByLabel('Company name').fill('A11y Ltd');
    await page.getByLabel('Mobile number').fill('08011112222');
    await page.getByLabel('Expected checks per month').fill('100');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/auth/account-created`);
    problems.push(...(await audit(page, 'account created, code form')));
    await page
      .getByLabel('Verification code')
      .fill(await fromMailbox(server.url, 'chi@a11y.local', /code is (\d{6})/));
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page.getByRole('link', { name: 'Go to log in' }).waitFor();
    problems.push(...(await audit(page, 'account created, done')));

    // The new owner's first login lands on the change-password page.
    const temporary = await fromMailbox(server.url, 'chi@a11y.local', /Temporary password: (\S+)/);
    await signIn(page, server.url, 'chi@a11y.local', temporary);
    await page.waitForURL(`${server.url}/auth/change-password`);
    problems.push(...(await audit(page, 'change password')));

    await page.goto(`${server.url}/auth/forgot-password`);
    problems.push(...(await audit(page, 'forgot password')));
    await page.getByLabel('Email address').fill('analyst@acme.local');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('main').getByRole('status').waitFor();
    problems.push(...(await audit(page, 'forgot password, sent')));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('reset password and register, valid and invalid links', async () => {
    const page = await freshPage();
    const problems: string[] = [];
    const anonymous = createClient({ origin: server.url });
    await anonymous.auth.requestPasswordReset({ email: 'analyst@acme.local' });
    const resetLink = await fromMailbox(server.url, 'analyst@acme.local', /(\/auth\/reset-password\/\S+)/);
    await page.goto(`${server.url}${resetLink}`);
    await page.getByLabel('New password', { exact: true }).waitFor();
    problems.push(...(await audit(page, 'reset password')));
    await page.goto(`${server.url}/auth/reset-password/nope`);
    await page.getByRole('main').getByRole('alert').waitFor();
    problems.push(...(await audit(page, 'reset password, invalid link')));
    await page.goto(`${server.url}/auth/reset_password`);
    problems.push(...(await audit(page, 'reset_password without a token')));

    const { data: lookup } = await anonymous.auth.lookup({ email: 'owner@acme.local' });
    const { data: session } = await anonymous.auth.login({
      email: 'owner@acme.local',
      password: SEED_PASSWORD,
      challengeToken: lookup.accountChallengeToken,
    });
    const owner = createClient({ origin: server.url, token: session.token ?? '' });
    await owner.businesses.inviteUser({ email: 'invitee@acme.local', roleId: session.user.role.id });
    const registerLink = await fromMailbox(server.url, 'invitee@acme.local', /(\/auth\/register\/\S+)/);
    await page.goto(`${server.url}${registerLink}`);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('The first name field is required').waitFor();
    problems.push(...(await audit(page, 'register with errors')));
    await page.goto(`${server.url}/auth/register/nope`);
    await page.getByRole('main').getByRole('alert').waitFor();
    problems.push(...(await audit(page, 'register, invalid link')));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('2FA set-up, recovery codes, and the 2FA sign-in page', async () => {
    const page = await freshPage();
    const problems: string[] = [];
    await signIn(page, server.url, 'owner@globex.local');
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/auth/2FA/setup`);
    const key = page
      .getByRole('region', { name: 'Enter the key manually' })
      .getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    await key.waitFor();
    problems.push(...(await audit(page, '2FA set-up')));
    const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    await page.getByLabel('Authentication code').fill(totp.generate());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    problems.push(...(await audit(page, '2FA recovery codes')));
    await page.context().close();

    const next = await freshPage();
    await signIn(next, server.url, 'owner@globex.local');
    await next.waitForURL(`${server.url}/auth/2FA`);
    problems.push(...(await audit(next, '2FA sign-in')));
    await next.getByRole('link', { name: 'Use a recovery code' }).click();
    await next.getByLabel('Recovery code').waitFor();
    problems.push(...(await audit(next, '2FA sign-in, recovery code')));
    expect(problems).toEqual([]);
    await next.context().close();
  });
});
