/**
 * Saving a card as a person does, through the server's Stripe sandbox (its Stripe.js stand-in renders
 * "Card number", "Expiration date" and "CVC"): Payment details → Add card → Card Label (NGN businesses) →
 * Continue → the card → Submit, then waits until the server lists it (after the double's webhook).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface CardToAdd {
  /** Required for NGN businesses, unique per business. */
  label?: string;
  number?: string;
  last4?: string;
}

export async function addCard(page: Page, baseUrl: string, card: CardToAdd = {}): Promise<void> {
  const number = card.number ?? '4242 4242 4242 4242';
  const last4 = card.last4 ?? number.replaceAll(' ', '').slice(-4);
  await page.goto(`${baseUrl}/billing/payment-details`);
  await page.getByRole('heading', { name: 'Payment details', level: 1 }).waitFor();
  const add = page.getByRole('button', { name: 'Add card' });
  await expect.poll(() => add.isEnabled()).toBe(true);
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add Card' });
  if (card.label !== undefined) {
    await dialog.getByLabel('Card Label').fill(card.label);
    await dialog.getByRole('button', { name: 'Continue' }).click();
  }
  await submitCardForm(dialog, number);
  await page
    .getByRole('list', { name: 'Saved cards' })
    .getByRole('listitem')
    .filter({ hasText: `•••• ${last4}` })
    .waitFor();
}

/** Types a card into the stand-in's form in the Add Card dialog (any future expiry, a CVC) and submits it. */
export async function submitCardForm(dialog: Locator, number: string): Promise<void> {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiration date').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await submit.click();
}
