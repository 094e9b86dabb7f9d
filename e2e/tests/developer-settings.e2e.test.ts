/**
 * Settings → API & Webhooks: create an API key and see it once, use it from a server, see when
 * it was last used, edit it, revoke it; keep an IP allowlist (add, edit, remove) with the field's message for
 * a bad address; axe on the page and its dialogs.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '@verity/client';
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

    // Editing renames it and changes its scopes; the key itself keeps working.
    await keys.getByRole('button', { name: 'Edit Checkout server' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Checkout server' });
    await edit.getByLabel('Name').fill('Checkout backend');
    await edit.getByRole('checkbox', { name: 'company:view' }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('API key updated').isVisible()).toBe(true);
    await keys.getByRole('button', { name: 'Edit Checkout backend' }).waitFor();
    await keys.getByText('identity:view, company:view').waitFor();
    expect(await checkWithKey(key)).toBe(200);

    await keys.getByRole('button', { name: 'Revoke Checkout backend' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke Checkout backend?' });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect.poll(() => page.getByText('Checkout backend revoked').isVisible()).toBe(true);
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
    await list.getByRole('button', { name: 'Edit 203.0.113.0/24' }).click();
    await list.getByLabel('IP address or range').fill('2001:db8::/32');
    await list.getByLabel('Comment (optional)').fill('Office, IPv6');
    await list.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('IP address updated').isVisible()).toBe(true);
    await list.getByText('Office, IPv6').waitFor();
    await list.getByRole('button', { name: 'Remove 2001:db8::/32' }).click();
    await expect
      .poll(() => page.getByText('No addresses: API keys can call from anywhere.').isVisible())
      .toBe(true);
    await context.close();
  });

  it('sends a signed test event to a local receiver, shows it in the delivery log and replays it', async () => {
    const received: Array<{ body: string; headers: Record<string, string> }> = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        received.push({ body, headers: req.headers as Record<string, string> });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const { context, page } = await suite.signedInPage('owner@acme.local');
    try {
      await page.goto(`${suite.server.url}/settings/api-webhooks`);
      await page.getByLabel('Endpoint URL').fill(url);
      await page.getByRole('button', { name: 'Save webhook' }).click();
      await expect.poll(() => page.getByText('Choose at least one event').isVisible()).toBe(true);
      await page.getByRole('checkbox', { name: 'identity.check.completed' }).check();
      await page.getByRole('button', { name: 'Save webhook' }).click();
      await expect.poll(() => page.getByText('Webhook saved').isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Reveal secrets' }).click();
      const code = page.getByRole('list', { name: 'Signing secrets' }).locator('code').first();
      await expect.poll(async () => (await code.textContent())?.startsWith('whsec_•')).toBe(false);
      const secret = (await code.textContent())?.trim() ?? '';
      expect(secret).toMatch(/^whsec_/);

      await page.getByRole('button', { name: 'Send test event' }).click();
      const log = page.getByRole('list', { name: 'Deliveries' });
      await expect.poll(() => log.getByText('Delivered').first().isVisible()).toBe(true);
      expect(received).toHaveLength(1);
      expect(verifyWebhook(received[0]?.body ?? '', received[0]?.headers ?? {}, [secret])).toMatchObject({
        type: 'webhook.test',
      });
      expect(await seriousViolations(page, 'webhooks')).toEqual([]);

      await log
        .getByRole('button', { name: /^Replay webhook\.test/ })
        .first()
        .click();
      await expect.poll(() => received.length).toBe(2);
      expect(received[1]?.headers['webhook-id']).toBe(received[0]?.headers['webhook-id']);
      await expect.poll(() => log.getByRole('listitem').count()).toBe(2);
    } finally {
      await context.close();
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
