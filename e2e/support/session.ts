/** Steps every browser test shares: signing in through the real login page, reading the dev mailbox. */

import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { SEED_PASSWORD } from './server.js';

/** Signs in through /auth/login as a person would: email, Continue, password, Log in. */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password = SEED_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export const SESSION_COOKIE = 'verity_session';

/** What a browser that signed in through /auth/login holds: see signedInState. */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * The browser state a finished sign-in leaves (the HttpOnly session cookie and the dashboard's saved
 * `verity.auth`), from a password login through the API: for tests that start signed in, where the login
 * page itself is not what they test (auth-login and the other auth files drive it). Null when the login
 * does not finish on its own (2FA, a forced set-up, a first-time password), which only the page can walk.
 */
export async function signedInState(
  baseUrl: string,
  email: string,
  password = SEED_PASSWORD,
): Promise<StorageState | null> {
  const { user, token } = await passwordLogin(baseUrl, email, password);
  const unfinished =
    !token || user.twoFactorLoginToken || user.firstTimeLogin || (user.force2FA && !user.twoFactorEnabled);
  if (unfinished) return null;
  // As the dashboard's auth store persists it (apps/dashboard/src/session/auth-store.ts, version 1).
  const saved = {
    state: {
      email: user.email,
      user,
      sessionStartedAt: Date.now(),
      isLoggedIn: true,
      lastVisitedProtectedRoute: null,
      sessionTimedOut: false,
    },
    version: 1,
  };
  return {
    cookies: [
      {
        name: SESSION_COOKIE,
        value: token,
        domain: new URL(baseUrl).hostname,
        path: '/',
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: 'Strict',
      },
    ],
    origins: [{ origin: baseUrl, localStorage: [{ name: 'verity.auth', value: JSON.stringify(saved) }] }],
  };
}

/**
 * The browser's session token, read from its HttpOnly cookie: the page's own scripts cannot see it, a
 * test driving the browser can. Empty when the context is not signed in.
 */
export async function sessionTokenOf(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';
}

export interface MailboxItem {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
}

/** The newest message to `to` whose text matches `pattern`, waiting for it to arrive; returns group 1. */
export async function fromMailbox(baseUrl: string, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { data: { items: MailboxItem[] } };
      for (const item of body.data.items) {
        const match = pattern.exec(item.text);
        if (match?.[1]) {
          found = match[1];
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found ?? '';
}

/** A typed API client signed in as `email`, for checking through the API what a page did. */
export async function apiClientAs(baseUrl: string, email: string, password = SEED_PASSWORD) {
  const { createClient } = await import('@verity/client');
  const session = await passwordLogin(baseUrl, email, password);
  return createClient({ origin: baseUrl, token: session.token ?? '' });
}

/** The email lookup and the password login, as the login page makes them. */
async function passwordLogin(baseUrl: string, email: string, password: string) {
  const { createClient } = await import('@verity/client');
  const anonymous = createClient({ origin: baseUrl });
  const { data: lookup } = await anonymous.auth.lookup({ email });
  const { data: session } = await anonymous.auth.login({
    email,
    password,
    challengeToken: lookup.accountChallengeToken,
  });
  return session;
}
