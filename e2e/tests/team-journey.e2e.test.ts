/**
 * The team walk-through, start to end in Chromium: the owner invites a teammate as Analyst, the teammate
 * registers from the mailed link and sees only what Analyst allows; the owner makes a custom role in
 * manage-roles and gives it to them, and the new gates apply on their next navigation; deactivation signs
 * them out; the audit log shows each step with the owner's name. Then a platform admin finds the teammate
 * under /users across businesses. Axe on every page.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { fromMailbox } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite();
const NEWCOMER = 'bisi.newcomer@acme.local';

describe('a teammate’s journey', () => {
  it('is invited as Analyst, registers, gets a custom role on their next page, and is signed out on their next request once deactivated', async () => {
    const owner = await suite.signedInPage('owner@acme.local');
    const newcomer = await suite.browser.newContext();
    try {
      const page = owner.page;
      // The owner invites one person as Analyst.
      await page.goto(`${suite.server.url}/team`);
      const table = page.getByRole('table', { name: /Team members/ });
      await table.getByText('Ade Analyst', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Invite teammates' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite teammates' });
      await dialog.getByLabel('Email addresses').fill(NEWCOMER);
      await dialog.getByLabel('Role').selectOption({ label: 'Analyst' });
      await dialog.getByRole('button', { name: 'Send invitations' }).click();
      await table.getByText(NEWCOMER, { exact: true }).waitFor();

      // The teammate registers from the mailed link and lands signed in, with Analyst's gates.
      const link = await fromMailbox(suite.server.url, NEWCOMER, /(\/auth\/register\/\S+)/);
      const them = await newcomer.newPage();
      await them.goto(`${suite.server.url}${link}`);
      await them.getByRole('heading', { level: 1, name: 'Join Acme Ltd as Analyst' }).waitFor();
      expect(await seriousViolations(them, 'registration from an invitation')).toEqual([]);
      await them.getByLabel('First name').fill('Bisi');
      await them.getByLabel('Last name').fill('Newcomer');
      await them.getByLabel('Mobile number').pressSequentially('08030002222');
      await them.getByLabel('Password', { exact: true }).fill('Bisi!2026pass');
      await them.getByRole('button', { name: 'Create my account' }).click();
      await them.waitForURL(`${suite.server.url}/`);
      const nav = them.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Customer Verification' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Business Verification' }).count()).toBe(0);
      await them.getByRole('button', { name: 'Bisi Newcomer' }).click();
      expect(await them.getByRole('menuitem', { name: 'Team' }).count()).toBe(0);
      await them.keyboard.press('Escape');
      await them.goto(`${suite.server.url}/business-verification`);
      await them.getByRole('heading', { name: 'Forbidden', level: 1 }).waitFor();

      // The owner makes a custom role that runs company checks instead, and gives it to the teammate.
      await page.goto(`${suite.server.url}/team/manage-roles/new`);
      await page.getByRole('heading', { name: 'Create role', level: 1 }).waitFor();
      await page.getByLabel('Name').fill('Company checker');
      await page
        .getByRole('checkbox', { name: /^Business verification Run company registry checks/ })
        .check();
      await page.getByRole('button', { name: 'Create role' }).click();
      await page.getByRole('heading', { name: 'Company checker', level: 1 }).waitFor();
      await page.goto(`${suite.server.url}/team`);
      await table.getByRole('button', { name: 'Change role for Bisi Newcomer' }).click();
      const change = page.getByRole('dialog', { name: 'Change the role of Bisi Newcomer' });
      await change.getByLabel('Role').selectOption({ label: 'Company checker' });
      await change.getByRole('button', { name: 'Change role' }).click();
      await expect.poll(() => page.getByText('Role changed to Company checker').isVisible()).toBe(true);

      // Their next navigation has the new gates: business verification opens, customer verification is gone.
      await them.goto(`${suite.server.url}/business-verification`);
      await nav.getByRole('link', { name: 'Business Verification' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Customer Verification' }).count()).toBe(0);
      await them.getByRole('heading', { name: 'Business Verification', level: 1 }).waitFor();

      // Deactivated: their next request signs them out (pages the dashboard already holds make none).
      await table.getByRole('button', { name: 'Deactivate for Bisi Newcomer' }).click();
      await page
        .getByRole('dialog', { name: 'Deactivate Bisi Newcomer?' })
        .getByRole('button', { name: 'Deactivate' })
        .click();
      await expect.poll(() => page.getByText('Team member deactivated').isVisible()).toBe(true);
      await them.reload();
      await them.waitForURL(/\/auth\/login/);

      // The audit log: the invitation, the new role, the role change and the deactivation, by the owner.
      await page.goto(`${suite.server.url}/audit-log`);
      const log = page.getByRole('table', { name: /Audit log/ });
      await log.getByRole('row').nth(1).waitFor();
      const byOwner = async (text: string | RegExp) => {
        const row = log.getByRole('row').filter({ hasText: text }).first();
        await row.waitFor();
        expect(await row.innerText()).toContain('Ola Owner');
      };
      await byOwner('Created invitation');
      await byOwner('Created role');
      await byOwner('Changed role');
      await byOwner('Changed status');
      expect(await seriousViolations(page, 'audit log after the journey')).toEqual([]);
    } finally {
      await owner.context.close();
      await newcomer.close();
    }
  });

  it('lets a platform admin find that teammate among every business’s people, and open their page', async () => {
    const { context, page } = await suite.signedInPage('admin@verity.local');
    try {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
      await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: /People of every business/ });
      await table.getByText('Bisi Newcomer', { exact: true }).waitFor();
      await table.getByText('owner@globex.local').waitFor();
      expect(await seriousViolations(page, 'users page')).toEqual([]);

      // Only Acme's people: find the business by name, pick it, apply.
      await page.getByLabel('Find a business').fill('Acme');
      await page.getByLabel('Business', { exact: true }).locator('option', { hasText: 'Acme Ltd' }).waitFor({
        state: 'attached',
      });
      await page.getByLabel('Business', { exact: true }).selectOption({ label: 'Acme Ltd' });
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/businessId=/);
      await expect.poll(() => table.getByText('owner@globex.local').count()).toBe(0);
      await table.getByText('Bisi Newcomer', { exact: true }).waitFor();

      // Their page: the business, the activities tab and the permissions.
      await table.getByRole('link', { name: 'Bisi Newcomer' }).click();
      await page.getByRole('heading', { name: 'Bisi Newcomer', level: 1 }).waitFor();
      await page.getByText(/Acme Ltd · Company checker · Deactivated/).waitFor();
      await page.getByRole('tab', { name: 'Activities' }).waitFor();
      await page.getByRole('tab', { name: 'Permissions' }).click();
      expect(await page.getByRole('checkbox', { name: /^Business verification/ }).isChecked()).toBe(true);
      expect(await seriousViolations(page, 'a user’s page for platform admins')).toEqual([]);

      // Roles stand under /users too, with the way back to Users.
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
      await page.getByRole('link', { name: 'Manage roles' }).click();
      await page.getByRole('heading', { name: 'Manage roles', level: 1 }).waitFor();
      expect(page.url()).toMatch(/\/users\/manage-roles$/);
      await page.getByRole('list', { name: 'Roles' }).getByRole('link', { name: 'Owner' }).click();
      await page.waitForURL(/\/users\/manage-roles\/[^/]+$/);
      expect(await seriousViolations(page, 'a role under /users')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
