/**
 * Webhook settings (POST /settings/developer/webhook, GET /settings/developer/details,
 * POST /settings/developer/signing-secret/regenerate). One endpoint per business, the events it
 * wants from the catalogue below, and its signing secrets (`whsec_…`, Standard Webhooks): the current one,
 * and for 24 hours after a regeneration the previous one, which keeps signing alongside it.
 */
import { z } from 'zod';
import { distinctChoices, strictObject } from '../rules/validation.js';
import { pageLimit } from '../schemas/history-query.js';

/** The event catalogue: what happened, `<resource>.<what happened>`; each payload carries `version`. */
export const webhookEventTypes = [
  'identity.check.completed',
  'company.check.completed',
  'credit_report.completed',
  'screening.completed',
  'aml.check.completed',
  'capture.completed',
  'vform.response.submitted',
  'wallet.debited',
  'api_key.created',
  'api_key.deleted',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** `wallet.debited`'s data: the ledger entry of a live check's charge. Amounts in minor units. */
export const ZWalletDebit = z.object({
  id: z.string(),
  /** Minor units debited (positive). */
  amount: z.number().int(),
  currency: z.string(),
  /** The wallet's balance after this debit, in minor units. */
  balanceAfter: z.number().int(),
  description: z.string(),
  /** The id of what was bought: the check, report or screening. */
  reference: z.string(),
  createdAt: z.string(),
});
export type TWalletDebit = z.infer<typeof ZWalletDebit>;

const URL_MESSAGE = 'Enter the full address of your endpoint, starting https://';

export const ZWebhookRequest = strictObject({
  url: z
    .string({ error: 'The url field is required' })
    .trim()
    .max(2048, { error: 'The url field should be at most 2048 characters' })
    .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) && URL.canParse(value), {
      error: URL_MESSAGE,
    }),
  events: distinctChoices(webhookEventTypes, { field: 'events', item: 'event' }),
});
export type TWebhookRequest = z.input<typeof ZWebhookRequest>;

export const ZWebhookEndpoint = z.object({
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  updatedAt: z.string(),
  /** The first failed delivery since the last success; null while deliveries succeed. */
  failingSince: z.string().nullable(),
  /** Set when five days of failures stopped deliveries; saving the endpoint again re-enables it. */
  disabledAt: z.string().nullable(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZSigningSecret = z.object({
  /** `whsec_` + base64 of 32 random bytes: give all of it to verifyWebhook. */
  secret: z.string(),
  createdAt: z.string(),
  /** When a replaced secret stops signing; null for the current one. */
  expiresAt: z.string().nullable(),
});
export type TSigningSecret = z.infer<typeof ZSigningSecret>;

/** The developer settings page's state: the endpoint (null until set), the secrets in use, the catalogue. */
export const ZDeveloperDetails = z.object({
  webhook: ZWebhookEndpoint.nullable(),
  signingSecrets: z.array(ZSigningSecret),
  eventTypes: z.array(z.enum(webhookEventTypes)),
});
export type TDeveloperDetails = z.infer<typeof ZDeveloperDetails>;

/** One attempt of a delivery, as the delivery log shows it. */
export const ZWebhookAttempt = z.object({
  statusCode: z.number().int().nullable(),
  /** The start of the response body, or why there was none (a timeout, a refused connection). */
  excerpt: z.string(),
  durationMs: z.number().int(),
  createdAt: z.string(),
});

export const ZWebhookDelivery = z.object({
  id: z.string(),
  /** The message id, sent as `webhook-id` on every attempt: the same on retries and replays. */
  messageId: z.string(),
  type: z.string(),
  url: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.array(ZWebhookAttempt),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryList = z.object({ items: z.array(ZWebhookDelivery) });
export type TWebhookDeliveryList = z.infer<typeof ZWebhookDeliveryList>;

export const ZWebhookDeliveriesQuery = z.strictObject({
  status: z
    .enum(['pending', 'succeeded', 'failed'], {
      error: 'The status field should be one of pending, succeeded, failed',
    })
    .optional(),
  limit: pageLimit,
});
export interface TWebhookDeliveriesQuery {
  status?: TWebhookDelivery['status'];
  limit?: number;
}

/** Replays: one delivery by id, or every failed one since a time. */
export const ZWebhookReplayRequest = strictObject({
  since: z.iso.datetime({ error: 'The since field should be an ISO date and time' }),
});
export type TWebhookReplayRequest = z.input<typeof ZWebhookReplayRequest>;
