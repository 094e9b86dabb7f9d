import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { signIn } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite();

describe('settings', () => {
  it('saves the profile and shows "should be a valid phone number" for a bad mobile number', async () => {
    const { context, page } = await suite.signedInPage('owner@globex.local');
    await page.goto(`${suite.server.url}/settings/profile`);
    await page.getByLabel('First name').fill('Gbemi');
    await page.getByLabel('Mobile number').fill('12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => page.getByText('The mobile field should be a valid phone number').isVisible())
      .toBe(true);
    await page.getByLabel('Mobile number').fill('08031234567');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Profile updated').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Gbemi');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('changes the session timeout and the password from account settings', async () => {
    const { context, page } = await suite.signedInPage('owner@globex.local');
    await page.goto(`${suite.server.url}/settings/account`);
    await page.getByLabel('Sign me out after').selectOption({ label: '1 hour' });
    await expect.poll(() => page.getByText('Session timeout updated').isVisible()).toBe(true);

    await page.getByLabel('Current password', { exact: true }).fill('Verity!2026');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() =>
        page
          .getByText(
            'The new password must have at least 8 characters, an uppercase letter, a number and a special character',
          )
          .isVisible(),
      )
      .toBe(true);
    await page.getByLabel('New password', { exact: true }).fill('Globex!Pass2026');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Globex!Pass2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('Your password has been changed').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const again = await suite.browser.newContext();
    const fresh = await again.newPage();
    await signIn(fresh, suite.server.url, 'owner@globex.local', 'Globex!Pass2026');
    await fresh.waitForURL(`${suite.server.url}/`);
    await again.close();
  });

  it('does not offer the team-wide 2FA switch to a user without business:settings:manage', async () => {
    const { context, page } = await suite.signedInPage('analyst@acme.local');
    await page.goto(`${suite.server.url}/settings/account`);
    await expect.poll(() => page.getByRole('heading', { name: 'Account settings' }).isVisible()).toBe(true);
    expect(
      await page.getByRole('switch', { name: 'Require two-factor authentication for my team' }).count(),
    ).toBe(0);
    await context.close();
  });

  it("lets an owner keep the business's details and cap the team's idle timeout, which a teammate's choices follow", async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await page.goto(`${suite.server.url}/settings/account`);
    const details = page.getByRole('region', { name: 'Business details' });
    await details.getByText('Acme Ltd').waitFor();
    await details.getByLabel('Support email').fill('not-an-email');
    await details.getByRole('button', { name: 'Save business details' }).click();
    await details.getByText('The support email field should be a valid email').waitFor();
    await details.getByLabel('Support email').fill('help@acme.test');
    await details.getByLabel('Website').fill('https://acme.test');
    await details.getByRole('button', { name: 'Save business details' }).click();
    await page.getByText('Business details saved').first().waitFor();

    await page.getByLabel('Longest allowed').selectOption({ label: '15 minutes' });
    await page.getByText('Business settings saved').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await expect.poll(() => details.getByLabel('Support email').inputValue()).toBe('help@acme.test');
    await expect.poll(() => details.getByLabel('Website').inputValue()).toBe('https://acme.test');
    await expect.poll(() => page.getByLabel('Longest allowed').inputValue()).toBe('15');
    await context.close();

    const analyst = await suite.signedInPage('analyst@acme.local');
    await analyst.page.goto(`${suite.server.url}/settings/account`);
    await analyst.page.getByText('Your business allows at most 15 minutes.').waitFor();
    const choices = await analyst.page
      .getByLabel('Sign me out after')
      .locator('option')
      .evaluateAll((options) => options.map((option) => option.textContent));
    expect(choices).toEqual(['1 minute', '5 minutes', '15 minutes']);
    expect(await analyst.page.getByRole('region', { name: 'Business details' }).count()).toBe(0);
    await analyst.context.close();
  });

  it('lets an owner require 2FA, which sends a teammate to 2FA set-up at next sign-in', async () => {
    const { context, page } = await suite.signedInPage('owner@acme.local');
    await page.goto(`${suite.server.url}/settings/account`);
    const toggle = page.getByRole('switch', { name: 'Require two-factor authentication for my team' });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    // A click and the server's answer, not check(): check() reads the switch the moment its click returns,
    // and on a loaded machine the save and the refetch after it can already be back by then.
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/businesses/settings/2fa') && response.request().method() !== 'GET',
    );
    await toggle.click();
    expect((await saved).status()).toBe(200);
    await expect
      .poll(() =>
        page.getByText('Two-factor authentication is now required for your team').first().isVisible(),
      )
      .toBe(true);
    await context.close();

    const analyst = await suite.browser.newContext();
    const analystPage = await analyst.newPage();
    await signIn(analystPage, suite.server.url, 'analyst@acme.local');
    await analystPage.waitForURL(`${suite.server.url}/auth/2FA/setup`);
    await analyst.close();
  });
});
