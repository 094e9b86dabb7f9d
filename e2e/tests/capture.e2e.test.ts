/**
 * Document capture and liveness in the dashboard, first slice: the liveness settings page with
 * its branded preview, read-only for a role that may not change settings; the document capture and
 * liveness lists, reached from the Verify menu, showing sessions the business created through the API,
 * filtered; and the same lists beneath an organization (its staff) and a business (a platform admin),
 * reached from the scoped customer-verification history. Axe on each page.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { apiClientAs } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite();

describe('document capture and liveness', () => {
  it('changes the liveness settings with a live preview, and keeps them', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    try {
      await page.goto(`${suite.server.url}/settings`);
      await page.getByRole('link', { name: /^Liveness/ }).click();
      await page.getByRole('heading', { name: 'Liveness settings', level: 1 }).waitFor();
      expect(await page.getByLabel('Challenge length').inputValue()).toBe('3');
      expect(await seriousViolations(page, 'liveness settings')).toEqual([]);

      const preview = page.getByRole('figure', { name: 'Preview of the capture flow' });
      await page.getByLabel('Primary colour').fill('#aa00cc');
      await expect
        .poll(() =>
          preview
            .getByText('Start', { exact: true })
            .evaluate((node) => getComputedStyle(node).backgroundColor),
        )
        .toBe('rgb(170, 0, 204)');

      await page.getByLabel('Challenge length').fill('9');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page
        .getByText(/challenge length/i)
        .first()
        .waitFor();
      await page.getByLabel('Challenge length').fill('4');
      await page.getByLabel('Face match threshold').fill('0.7');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect.poll(() => page.getByText('Liveness settings saved').isVisible()).toBe(true);

      await page.reload();
      await page.getByRole('heading', { name: 'Liveness settings', level: 1 }).waitFor();
      await expect.poll(() => page.getByLabel('Challenge length').inputValue()).toBe('4');
      expect(await page.getByLabel('Primary colour').inputValue()).toBe('#AA00CC');
      expect(await page.getByLabel('Face match threshold').inputValue()).toBe('0.7');
    } finally {
      await context.close();
    }
  });

  it('shows the settings read-only to a role that may not change them', async () => {
    const { context, page } = await suite.signedInPage('analyst@acme.local');
    try {
      await page.goto(`${suite.server.url}/settings/liveness`);
      await page.getByRole('heading', { name: 'Liveness settings', level: 1 }).waitFor();
      expect(await page.getByLabel('Challenge length').isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Save settings' }).count()).toBe(0);
      expect(await seriousViolations(page, 'liveness settings, read only')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lists the captures the business created, apart and filtered', async () => {
    const client = await apiClientAs(suite.server.url, 'owner@acme.local');
    await client.capture.createSession({
      kind: 'document',
      documentType: 'national_id',
      reference: 'customer-7',
      supplied: { firstName: 'Amaka', lastName: 'Obi' },
    });
    await client.capture.createSession({
      kind: 'document',
      documentType: 'passport',
      supplied: { firstName: 'Tunde' },
    });
    await client.capture.createSession({ kind: 'liveness', supplied: { firstName: 'Bola' } });

    const { context, page } = await suite.signedInPage('owner@acme.local');
    try {
      await page.goto(`${suite.server.url}/customer-verification`);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('link', { name: 'Document captures' }).click();
      await page.getByRole('heading', { name: 'Document capture', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: /Document capture/ });
      const amaka = table.getByRole('row').filter({ hasText: 'Amaka Obi' });
      await amaka.waitFor();
      expect(await amaka.innerText()).toMatch(/NIN[\s\S]*Link sent[\s\S]*0 of 3[\s\S]*Ola Owner/);
      expect(await table.getByText('Bola').count()).toBe(0);
      expect(await seriousViolations(page, 'document captures')).toEqual([]);

      await page.getByLabel('Document', { exact: true }).selectOption({ label: 'Passport' });
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/documentType=passport/);
      await expect.poll(() => table.getByRole('row').count()).toBe(2); // the header and Tunde
      await table.getByText('Tunde').waitFor();

      await page.goto(`${suite.server.url}/liveness-check`);
      await page.getByRole('heading', { name: 'Liveness checks', level: 1 }).waitFor();
      await page
        .getByRole('table', { name: /Liveness checks/ })
        .getByText('Bola')
        .waitFor();
      expect(await seriousViolations(page, 'liveness checks')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows an organization its own captures, and a business its captures to a platform admin', async () => {
    const branchClient = await apiClientAs(suite.server.url, 'branch@acme.local');
    const created = (
      await branchClient.capture.createSession({
        kind: 'document_and_liveness',
        documentType: 'passport',
        supplied: { firstName: 'Kemi', lastName: 'Branch' },
      })
    ).data;
    const ownerClient = await apiClientAs(suite.server.url, 'owner@acme.local');
    await ownerClient.capture.createSession({ kind: 'liveness', supplied: { firstName: 'Headoffice' } });
    // The branch's own checks name its organization and business.
    const sample = (await branchClient.identity.history({ limit: 1 })).data.items[0];
    const organizationId = sample?.organizationId;
    const businessId = sample?.businessId;
    expect(organizationId).toBeTruthy();

    const branch = await suite.signedInPage('branch@acme.local');
    try {
      const { page } = branch;
      await page.goto(`${suite.server.url}/organizations/${organizationId}/customer-verification`);
      await page
        .getByRole('navigation', { name: 'Captures' })
        .getByRole('link', { name: 'Liveness checks' })
        .click();
      await page.getByRole('heading', { name: 'Organization liveness checks', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: /Organization liveness checks/ });
      await table.getByRole('link', { name: 'Kemi Branch' }).waitFor();
      // The head office's capture is not the organization's.
      expect(await table.getByText('Headoffice').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Liveness settings' }).count()).toBe(0);
      expect(await seriousViolations(page, 'organization liveness checks')).toEqual([]);
      await table.getByRole('link', { name: 'Kemi Branch' }).click();
      await page.waitForURL(
        `${suite.server.url}/organizations/${organizationId}/liveness-check/${created.id}`,
      );
      await page.getByRole('heading', { name: 'Kemi Branch', level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to liveness checks' }).getAttribute('href')).toBe(
        `/organizations/${organizationId}/liveness-check`,
      );
    } finally {
      await branch.context.close();
    }

    const admin = await suite.signedInPage('admin@verity.local');
    try {
      const { page } = admin;
      await page.goto(`${suite.server.url}/businesses/${businessId}/customer-verification`);
      await page
        .getByRole('navigation', { name: 'Captures' })
        .getByRole('link', { name: 'Document captures' })
        .click();
      await page.getByRole('heading', { name: 'Business document capture', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: /Business document capture/ });
      await table.getByRole('link', { name: 'Kemi Branch' }).waitFor();
      expect(await seriousViolations(page, 'business document capture')).toEqual([]);
      await table.getByRole('link', { name: 'Kemi Branch' }).click();
      await page.getByRole('heading', { name: 'Kemi Branch', level: 1 }).waitFor();
      expect(page.url()).toBe(`${suite.server.url}/businesses/${businessId}/document-capture/${created.id}`);
    } finally {
      await admin.context.close();
    }
  });
});
