/**
 * Settings → API & Webhooks (issue #15): create an API key and see it once, use it from a server, see when
 * it was last used, revoke it; keep an IP allowlist with the field's message for a bad address; axe on the
 * page and its dialogs.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite();

/** A sandbox NIN check as a customer's server would run it: nothing but the key. */
async function checkWithKey(key: string): Promise<number> {
  const answer = await fetch(`${suite.server.url}/api/identity/v1/verifications/identity/ng/nin`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ number: '11111111111', isConsent: true }),
  });
  return answer.status;
}

describe('developer settings', () => {
  it('creates a key shown once, shows its last use, and revokes it so the server is refused', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await page.goto(`${suite.server.url}/settings`);
    await page.getByRole('link', { name: /API & Webhooks/ }).click();
    await page.getByRole('heading', { name: 'API & Webhooks', level: 1 }).waitFor();
    await expect.poll(() => page.getByText('No API keys yet.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByRole('checkbox', { name: 'identity:view' }).waitFor();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect.poll(() => dialog.getByText('Choose at least one scope').isVisible()).toBe(true);
    expect(await seriousViolations(page, 'create dialog')).toEqual([]);
    await dialog.getByLabel('Name').fill('Checkout server');
    await dialog.getByRole('checkbox', { name: 'identity:view' }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const reveal = page.getByRole('dialog', { name: 'Your new API key' });
    await reveal.getByText('it is shown only once').waitFor();
    const key = await reveal.getByRole('textbox').inputValue();
    expect(key).toMatch(/^vk_test_[\w-]{32}$/);
    expect(await seriousViolations(page, 'reveal dialog')).toEqual([]);
    await reveal.getByRole('button', { name: 'Done' }).click();

    const keys = page.getByRole('list', { name: 'API keys' });
    await keys.getByText(`vk_test_…${key.slice(-4)}`).waitFor();
    await expect.poll(() => keys.getByText('Never used').isVisible()).toBe(true);
    // The whole key is never shown again.
    expect(await page.content()).not.toContain(key);

    expect(await checkWithKey(key)).toBe(200);
    await page.reload();
    await expect.poll(() => keys.getByText(/Last used/).isVisible()).toBe(true);
    expect(await seriousViolations(page, 'page')).toEqual([]);

    await keys.getByRole('button', { name: 'Revoke Checkout server' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke Checkout server?' });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect.poll(() => page.getByText('Checkout server revoked').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No API keys yet.').isVisible()).toBe(true);
    expect(await checkWithKey(key)).toBe(401);
    await context.close();
  });

  it('keeps an IP allowlist, with the field’s message for a malformed address', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await page.goto(`${suite.server.url}/settings/api-webhooks`);
    await expect
      .poll(() => page.getByText('No addresses: API keys can call from anywhere.').isVisible())
      .toBe(true);
    await page.getByLabel('IP address or range').fill('999.1.1.1');
    await page.getByRole('button', { name: 'Add address' }).click();
    await expect
      .poll(() => page.getByText('Enter an IPv4 or IPv6 address, or a range in CIDR form').isVisible())
      .toBe(true);
    await page.getByLabel('IP address or range').fill('203.0.113.0/24');
    await page.getByLabel('Comment (optional)').fill('Office');
    await page.getByRole('button', { name: 'Add address' }).click();
    const list = page.getByRole('list', { name: 'Allowed addresses' });
    await list.getByText('203.0.113.0/24', { exact: true }).first().waitFor();
    await list.getByText('Office').waitFor();
    expect(await seriousViolations(page, 'allowlist')).toEqual([]);
    await list.getByRole('button', { name: 'Remove 203.0.113.0/24' }).click();
    await expect
      .poll(() => page.getByText('No addresses: API keys can call from anywhere.').isVisible())
      .toBe(true);
    await context.close();
  });
});
