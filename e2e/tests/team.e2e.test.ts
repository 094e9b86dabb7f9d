/**
 * The team page: the owner sees members and invitations, invites two teammates with a role,
 * filters the list, gives the analyst another role (the analyst's open session gets the new gates on the
 * next navigation) and deactivates them (signed out at once); axe on the page and its dialogs. The audit
 * log then shows those steps with the owner's name and what each changed.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { fromMailbox } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite();

describe('the team', () => {
  it('invites, filters, changes a role and deactivates, each reaching the person at once', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    const analyst = await suite.signedInPage('analyst@acme.local');
    try {
      await page.getByRole('button', { name: 'Ola Owner' }).click();
      await page.getByRole('menuitem', { name: 'Team' }).click();
      await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: /Team members/ });
      await table.getByText('Ade Analyst', { exact: true }).waitFor();
      await table.getByText('Ola Owner', { exact: true }).waitFor();
      expect(await seriousViolations(page, 'team page')).toEqual([]);

      // Invite two people as Developer.
      await page.getByRole('button', { name: 'Invite teammates' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite teammates' });
      await dialog.getByLabel('Email addresses').fill('dev.one@acme.local');
      await dialog.getByLabel('Email addresses').press('Enter');
      await dialog.getByLabel('Email addresses').fill('dev.two@acme.local');
      await dialog.getByLabel('Role').selectOption({ label: 'Developer' });
      await dialog.getByText(/business:settings:manage/).waitFor();
      expect(await seriousViolations(page, 'invite dialog')).toEqual([]);
      await dialog.getByRole('button', { name: 'Send invitations' }).click();
      await expect.poll(() => page.getByText('2 invitations sent').isVisible()).toBe(true);
      await table.getByText('dev.two@acme.local', { exact: true }).waitFor();
      expect(await fromMailbox(suite.server.url, 'dev.one@acme.local', /(\/auth\/register\/\S+)/)).toMatch(
        /^\/auth\/register\//,
      );

      // Only the invitations.
      await page.getByLabel('Status').selectOption('invited');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/status=invited/);
      await expect.poll(() => table.getByRole('row').count()).toBe(3); // the header and two invitations
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await table.getByText('Ade Analyst', { exact: true }).waitFor();

      // The analyst sees customer verification only, then Developer's business settings too.
      const analystPage = analyst.page;
      expect(await analystPage.getByRole('link', { name: 'Business verification' }).count()).toBe(0);
      await table.getByRole('button', { name: 'Change role for Ade Analyst' }).click();
      const change = page.getByRole('dialog', { name: 'Change the role of Ade Analyst' });
      await change.getByLabel('Role').selectOption({ label: 'Developer' });
      await change.getByRole('button', { name: 'Change role' }).click();
      await expect.poll(() => page.getByText('Role changed to Developer').isVisible()).toBe(true);
      await analystPage.goto(`${suite.server.url}/settings/api-webhooks`);
      await analystPage.getByRole('heading', { name: 'API & Webhooks', level: 1 }).waitFor();

      // Deactivated: the analyst's next request signs them out.
      await table.getByRole('button', { name: 'Deactivate for Ade Analyst' }).click();
      const confirm = page.getByRole('dialog', { name: 'Deactivate Ade Analyst?' });
      expect(await seriousViolations(page, 'deactivate dialog')).toEqual([]);
      await confirm.getByRole('button', { name: 'Deactivate' }).click();
      await expect.poll(() => page.getByText('Team member deactivated').isVisible()).toBe(true);
      await table.getByRole('button', { name: 'Activate for Ade Analyst' }).waitFor();
      await analystPage.getByRole('link', { name: 'Customer Verification' }).first().click();
      await analystPage.waitForURL(/\/auth\/login/);
    } finally {
      await context.close();
      await analyst.context.close();
    }
  });

  it('makes a custom role from the permission matrix, keeps Owner read only, refuses to delete a held role, and shows a member’s activities and permissions', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    try {
      await page.goto(`${suite.server.url}/team`);
      await page.getByRole('link', { name: 'Manage roles' }).click();
      await page.getByRole('heading', { name: 'Manage roles', level: 1 }).waitFor();
      const roles = page.getByRole('list', { name: 'Roles' });
      await roles.getByRole('link', { name: 'Owner' }).waitFor();
      expect(await seriousViolations(page, 'manage roles')).toEqual([]);

      await page.getByRole('link', { name: 'Create role' }).click();
      await page.getByRole('heading', { name: 'Create role', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Create role' }).click();
      await expect.poll(() => page.getByText('Choose at least one permission').isVisible()).toBe(true);
      await page.getByLabel('Name').fill('Compliance officer');
      await page.getByRole('checkbox', { name: /Sanction and PEP screening/ }).check();
      await page.getByRole('checkbox', { name: /^Customer verification Run identity checks/ }).check();
      expect(await seriousViolations(page, 'role editor')).toEqual([]);
      await page.getByRole('button', { name: 'Create role' }).click();
      await page.getByRole('heading', { name: 'Compliance officer', level: 1 }).waitFor();
      await page.getByText('No one holds this role.').waitFor();

      // Deleting a role someone holds: the server's reason, and the role stays.
      await page.goto(`${suite.server.url}/team/manage-roles`);
      await roles.getByRole('link', { name: 'Developer' }).click();
      await page.getByRole('heading', { name: 'Developer', level: 1 }).waitFor();
      await page.getByText('Ade Analyst').waitFor();
      await page.getByRole('button', { name: 'Delete role' }).click();
      await page
        .getByRole('dialog', { name: 'Delete Developer?' })
        .getByRole('button', { name: 'Delete role' })
        .click();
      await expect
        .poll(() => page.getByText('1 user holds this role: give them another role first').isVisible())
        .toBe(true);

      await page.goto(`${suite.server.url}/team/manage-roles`);
      await roles.getByRole('link', { name: 'Owner' }).click();
      await page
        .getByText('The Owner role holds every permission and cannot be changed or deleted.')
        .waitFor();
      expect(await page.getByRole('button', { name: 'Save role' }).count()).toBe(0);
      expect(await page.getByLabel('Name').isDisabled()).toBe(true);

      // A member's page: what they did, and what their role lets them do.
      await page.goto(`${suite.server.url}/team`);
      await page.getByRole('link', { name: 'Ade Analyst' }).click();
      await page.getByRole('heading', { name: 'Ade Analyst', level: 1 }).waitFor();
      await page.getByRole('list', { name: 'Activities' }).getByRole('listitem').first().waitFor();
      await page.getByRole('tab', { name: 'Permissions' }).click();
      expect(await page.getByRole('checkbox', { name: /Change the business profile/ }).isChecked()).toBe(
        true,
      );
      expect(await page.getByRole('checkbox', { name: /Fund the wallet/ }).isChecked()).toBe(false);
      expect(await seriousViolations(page, 'member page')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows each of those steps in the audit log with the owner’s name, filtered, and what changed in a side panel', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    try {
      await page.getByRole('button', { name: 'Ola Owner' }).click();
      await page.getByRole('menuitem', { name: 'Audit Log' }).click();
      await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: /Audit log/ });
      await table.getByRole('row').nth(1).waitFor();
      expect(await seriousViolations(page, 'audit log')).toEqual([]);

      // The changes made to people, newest first: the deactivation, then the role change.
      await page.getByLabel('Event').selectOption('update');
      await page.getByLabel('Resource').selectOption('user');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/event=update/);
      await table.getByText('Changed status').first().waitFor();
      expect(await table.getByRole('row').nth(1).getByText('Ola Owner').count()).toBe(1);
      await table.getByText('Changed role').first().waitFor();

      await table.getByRole('row').nth(1).getByRole('button', { name: 'Updated user' }).click();
      const panel = page.getByRole('dialog', { name: 'Updated user' });
      const changes = panel.getByRole('region', { name: 'What changed' });
      await changes.getByRole('rowheader', { name: 'status' }).waitFor();
      expect(await changes.getByRole('cell', { name: 'active', exact: true }).count()).toBe(1);
      expect(await changes.getByRole('cell', { name: 'deactivated', exact: true }).count()).toBe(1);
      expect(await seriousViolations(page, 'audit entry panel')).toEqual([]);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });

      // A reload keeps the filters.
      await page.reload();
      await expect.poll(() => page.getByLabel('Resource').inputValue()).toBe('user');
      await table.getByText('Changed role').first().waitFor();
    } finally {
      await context.close();
    }
  });
});
