/** Reading billing as a person sees it, and a business's id, for the billing browser tests. */
import type { Page } from 'playwright-core';
import { apiClientAs } from './session.js';

/** '₦1,234.50' or '-₦12.00' → minor units (kobo or cents). */
export function minorUnits(text: string): number {
  const minor = Number(text.replace(/[^\d]/g, ''));
  return text.trim().startsWith('-') ? -minor : minor;
}

/** The wallet's balance as the page shows it, in minor units. */
export async function walletBalance(page: Page): Promise<number> {
  const amount = page.getByRole('region', { name: 'Wallet balance' }).getByText(/^-?₦[\d,]+\.\d{2}$/);
  await amount.waitFor();
  return minorUnits((await amount.textContent()) ?? '');
}

const businessIds = new Map<string, Promise<string>>();

/** The business id of a user, read once through their own session. */
export function businessIdOf(baseUrl: string, email: string): Promise<string> {
  const key = `${baseUrl} ${email}`;
  let id = businessIds.get(key);
  if (!id) {
    id = apiClientAs(baseUrl, email).then(async (client) => (await client.users.me()).data.user.business.id);
    businessIds.set(key, id);
  }
  return id;
}
