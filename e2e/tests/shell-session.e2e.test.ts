/**
 * The signed-in shell's session journeys: logging out from the user menu, the menu's keyboard use and
 * permission filtering, and idle logout driven by Playwright's clock.
 */
import { createClient } from '@verity/client';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../support/server.js';
import { signIn } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite();

/** Sets a user's idle timeout through the API, as the account settings page would. */
async function setSessionTimeout(email: string, minutes: number): Promise<void> {
  const anonymous = createClient({ origin: suite.server.url });
  const lookup = await anonymous.auth.lookup({ email });
  const login = await anonymous.auth.login({
    email,
    password: SEED_PASSWORD,
    challengeToken: lookup.data.accountChallengeToken,
  });
  const token = login.data.token;
  if (!token) throw new Error(`No session token for ${email}`);
  const me = await createClient({ origin: suite.server.url, token }).users.updateMe({
    settings: { sessionTimeoutInMinutes: minutes },
  });
  expect(me.data.user.settings.sessionTimeoutInMinutes).toBe(minutes);
}

/**
 * Signs in with Playwright's clock installed and returns as soon as the app is at / — the signed-in shell
 * may still be loading its chunk and the workspace, the moment a closed laptop lid is most easily missed.
 */
async function signInWithClock(email: string): Promise<{ close(): Promise<void>; page: Page }> {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.clock.install();
  await signIn(page, suite.server.url, email);
  await page.waitForURL(`${suite.server.url}/`);
  return { close: () => context.close(), page };
}

const IDLE_WARNING = { name: 'Logging you out in...' } as const;

/**
 * Every number the idle warning's countdown puts on screen from now on, including one replaced before
 * the test could read it (a MutationObserver sees each value, and the value each change replaced).
 */
async function recordCountdown(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { __countdownSeen: seen });
    const countdownText = (node: Node | null) =>
      node?.parentElement?.closest('[role="dialog"] [aria-live]') ? (node.textContent ?? '') : '';
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData')
          seen.push(countdownText(record.target) && (record.oldValue ?? ''));
        const nodes = record.type === 'childList' ? [...record.addedNodes] : [record.target];
        for (const node of nodes) {
          const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          for (let text: Node | null = walker.currentNode; text; text = walker.nextNode())
            seen.push(countdownText(text));
        }
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      characterDataOldValue: true,
    });
  });
  return async () => {
    const seen = await page.evaluate(
      () => (window as unknown as { __countdownSeen: string[] }).__countdownSeen,
    );
    return seen.filter((text) => /^\d+$/.test(text)).map(Number);
  };
}

describe('logging out', () => {
  it('logs out from the user menu with a toast, and / then asks to log in again', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await page.getByRole('button', { name: 'Ola Owner' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await page.waitForURL(`${suite.server.url}/auth/login`);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Logged out successfully' }).isVisible())
      .toBe(true);

    await page.goto(`${suite.server.url}/`);
    await page.waitForURL(`${suite.server.url}/auth/login`);
    expect(await page.getByRole('button', { name: 'Ola Owner' }).count()).toBe(0);
    await context.close();
  });

  it('the user menu works from the keyboard and lists only the links the owner may use', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    const trigger = page.getByRole('button', { name: 'Ola Owner' });
    await trigger.focus();
    await page.keyboard.press('Enter');

    const menu = page.getByRole('menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Profile',
      'Billing',
      'Team',
      'Audit Log',
      'Account Settings',
      'Log out',
    ]);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focusedText).toBe('Profile');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toBe('Billing');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedText).toBe('Log out');

    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('the analyst’s menu leaves out Billing, Team and Audit Log', async () => {
    const { context, page } = await suite.signedInPage('analyst@acme.local');
    await page.getByRole('button', { name: 'Ade Analyst' }).click();
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual([
      'Profile',
      'Account Settings',
      'Log out',
    ]);
    await context.close();
  });
});

describe('idle logout', () => {
  it('warns after a minute idle, can be retrieved, and logs out when the countdown ends', async () => {
    await setSessionTimeout('owner@globex.local', 1);
    const { context, page } = await suite.signedInPage('owner@globex.local', { fakeClock: true });
    const warning = page.getByRole('dialog', { name: 'Logging you out in...' });

    await page.clock.runFor(60_000);
    await expect.poll(() => warning.isVisible()).toBe(true);
    expect(await warning.getByRole('link', { name: 'Change settings' }).getAttribute('href')).toBe(
      '/settings/account',
    );
    await warning.getByRole('button', { name: 'Retrieve Session' }).click();
    await expect.poll(() => warning.isVisible()).toBe(false);
    expect(page.url()).toBe(`${suite.server.url}/`);

    // Move to another page: it is the one to come back to after a timeout.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Get started' }).isVisible()).toBe(true);

    await page.clock.runFor(60_000);
    await expect.poll(() => warning.isVisible()).toBe(true);
    const seconds = Number(await warning.getByText(/^\d+$/).textContent());
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    await page.clock.runFor(60_000);
    await page.waitForURL(`${suite.server.url}/auth/login`);

    await signIn(page, suite.server.url, 'owner@globex.local');
    await page.waitForURL(`${suite.server.url}/get-started`);
    await context.close();
  });

  it('Logout in the warning logs out without returning to the page afterwards', async () => {
    await setSessionTimeout('owner@globex.local', 1);
    const { context, page } = await suite.signedInPage('owner@globex.local', { fakeClock: true });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Get started' }).isVisible()).toBe(true);
    await page.clock.runFor(60_000);
    const warning = page.getByRole('dialog', { name: 'Logging you out in...' });
    await expect.poll(() => warning.isVisible()).toBe(true);
    await warning.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${suite.server.url}/auth/login`);

    await signIn(page, suite.server.url, 'owner@globex.local');
    await page.waitForURL(`${suite.server.url}/`);
    await context.close();
  });

  it('a laptop lid closed for the timeout plus 2 s right after sign-in shows the warning, 10 runs in 10 (1440×900)', async () => {
    await setSessionTimeout('owner@globex.local', 1);
    for (let run = 1; run <= 10; run += 1) {
      const { close, page } = await signInWithClock('owner@globex.local');
      const shown = await recordCountdown(page);
      await page.clock.fastForward(62_000);
      const warning = page.getByRole('dialog', IDLE_WARNING);
      await expect.poll(() => warning.isVisible(), { message: `run ${run} of 10` }).toBe(true);
      // The minute of warning runs from when the session went idle, not from when the lid opened: from
      // its first frame on, which a slow machine paints well before the countdown's first tick.
      const seconds = await shown();
      expect(seconds.length, `run ${run} of 10`).toBeGreaterThan(0);
      expect(Math.min(...seconds), `run ${run} of 10`).toBeGreaterThan(0);
      expect(Math.max(...seconds), `run ${run} of 10: ${seconds.join(', ')}`).toBeLessThanOrEqual(58);
      await close();
    }
  }, 180_000);

  it('a mouse move on waking, before the late timer has run, still finds the session idle', async () => {
    await setSessionTimeout('owner@globex.local', 1);
    const { context, page } = await suite.signedInPage('owner@globex.local', {
      fakeClock: true,
      viewport: { width: 1440, height: 900 },
    });
    // The wall clock jumps but no timer runs: the user's first mouse move gets in before the overdue one.
    await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 62_000);
    await page.mouse.move(700, 450);
    await page.mouse.move(720, 460);
    await expect.poll(() => page.getByRole('dialog', IDLE_WARNING).isVisible()).toBe(true);
    await context.close();
  });

  it('a sleep longer than the timeout and the warning together logs out on waking, flagged as timed out', async () => {
    await setSessionTimeout('owner@globex.local', 1);
    const { context, page } = await suite.signedInPage('owner@globex.local', {
      fakeClock: true,
      viewport: { width: 1440, height: 900 },
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Get started' }).isVisible()).toBe(true);
    await page.clock.fastForward(2 * 60 * 60_000);
    await page.waitForURL(`${suite.server.url}/auth/login`);

    // Timed out, not logged out: signing in again returns to the page the user was on.
    await signIn(page, suite.server.url, 'owner@globex.local');
    await page.waitForURL(`${suite.server.url}/get-started`);
    await context.close();
  });
});
