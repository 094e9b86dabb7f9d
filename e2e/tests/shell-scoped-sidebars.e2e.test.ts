/**
 * The business-admin and organization sidebars: the scoped customer-verification pages show their scope's
 * sidebar instead of the main one, headed by the business's or organization's profile, with links beneath the
 * scope and hidden where the user lacks the gate; axe on both.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1400, height: 900 } });

interface ScopeIds {
  acmeId: string;
  organizationId: string;
}

let ids: Promise<ScopeIds> | undefined;

/**
 * Acme's business id and its Lagos branch's organization id, read from one of the branch officer's checks
 * as identity-history does; once per file, from inside the first test that asks (signedInPage polls).
 */
function scopeIds(): Promise<ScopeIds> {
  ids ??= (async () => {
    const branch = await suite.signedInPage('branch@acme.local');
    // The page's request context shares the browser's cookies, the HttpOnly session among them.
    const answer = await branch.page.request.get(
      `${suite.server.url}/api/identity/v1/verifications/identity/history?limit=1`,
    );
    const sample = (
      (await answer.json()) as { data: { items: Array<{ organizationId: string; businessId: string }> } }
    ).data.items[0];
    await branch.context.close();
    return { acmeId: sample?.businessId ?? '', organizationId: sample?.organizationId ?? '' };
  })();
  return ids;
}

const rowLinks = (page: Page) => page.locator('tbody tr td:last-child a');

describe('business-admin sidebar', () => {
  it('the platform admin sees the business sidebar on a business’s history and its detail', async () => {
    const { acmeId } = await scopeIds();
    expect(acmeId).toBeTruthy();
    const { context, page } = await suite.signedInPage('admin@verity.local');
    const historyPath = `/businesses/${acmeId}/customer-verification`;
    await page.goto(`${suite.server.url}${historyPath}`);

    const nav = page.getByRole('navigation', { name: 'Business', exact: true });
    await expect.poll(() => nav.isVisible()).toBe(true);
    const current = nav.getByRole('link', { name: 'Customer Verification', exact: true });
    expect(await current.getAttribute('href')).toBe(historyPath);
    expect(await current.getAttribute('aria-current')).toBe('page');
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) expect(href?.startsWith(`/businesses/${acmeId}/`)).toBe(true);
    expect(hrefs).toContain(`/businesses/${acmeId}/manage`);

    // Not the main sidebar.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Get Started' }).count()).toBe(0);
    // The header shows the business's profile: name, registration number and country flag, not its id.
    const drawer = page.getByRole('complementary', { name: 'Navigation drawer' });
    await expect.poll(() => drawer.getByText('Acme Ltd', { exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByText('RC1234567', { exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByRole('img', { name: 'Nigeria', exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByText(acmeId).count()).toBe(0);

    await expect.poll(() => rowLinks(page).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('table').getAttribute('aria-busy')).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);

    // The detail page keeps the business sidebar, with Customer Verification still current.
    await rowLinks(page).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Summary' }).isVisible()).toBe(true);
    expect(await nav.isVisible()).toBe(true);
    expect(await current.getAttribute('aria-current')).toBe('page');
    await context.close();
  });
});

describe('organization sidebar', () => {
  it('the branch officer sees the organization sidebar, without the Billing they may not see', async () => {
    const { organizationId } = await scopeIds();
    expect(organizationId).toBeTruthy();
    const { context, page } = await suite.signedInPage('branch@acme.local');
    const historyPath = `/organizations/${organizationId}/customer-verification`;
    await page.goto(`${suite.server.url}${historyPath}`);

    const nav = page.getByRole('navigation', { name: 'Organization', exact: true });
    await expect.poll(() => nav.isVisible()).toBe(true);
    const current = nav.getByRole('link', { name: 'Customer Verification', exact: true });
    expect(await current.getAttribute('href')).toBe(historyPath);
    expect(await current.getAttribute('aria-current')).toBe('page');
    // organization:billing:view is not theirs, nor organization:overview:view.
    expect(await nav.getByRole('link', { name: 'Billing' }).count()).toBe(0);
    expect(await nav.getByText('Billing').count()).toBe(0);
    expect(await nav.getByText('Overview').count()).toBe(0);
    // Manage is listed, coming soon, not a link.
    expect(await nav.getByText('Manage', { exact: true }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: /Manage/ }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    // The header shows the organization: its name and, having no registration number, its email; no flag.
    const drawer = page.getByRole('complementary', { name: 'Navigation drawer' });
    await expect.poll(() => drawer.getByText('Acme Lagos Branch', { exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByText('branch@acme.local', { exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByRole('img', { name: 'Nigeria' }).count()).toBe(0);

    await expect.poll(() => rowLinks(page).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('table').getAttribute('aria-busy')).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);

    // Home is in the default layout again: the main sidebar replaces the organization's.
    await page.getByRole('link', { name: 'Verity', exact: true }).click();
    await page.waitForURL(`${suite.server.url}/`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await nav.count()).toBe(0);
    await context.close();
  });
});
