/**
 * Webhook settings (spec/platform.md §7: POST /settings/developer/webhook, GET /settings/developer/details,
 * POST /settings/developer/signing-secret/regenerate; issue #15). One endpoint per business, the events it
 * wants from the catalogue below, and its signing secrets (`whsec_…`, Standard Webhooks): the current one,
 * and for 24 hours after a regeneration the previous one, which keeps signing alongside it.
 */
import { z } from 'zod';
import { strictObject } from '../rules/validation.js';

/** The event catalogue: what happened, `<resource>.<what happened>`; each payload carries `version`. */
export const webhookEventTypes = [
  'identity.check.completed',
  'company.check.completed',
  'credit_report.completed',
  'screening.completed',
  'vform.response.submitted',
  'wallet.debited',
  'api_key.created',
  'api_key.deleted',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

const URL_MESSAGE = 'Enter the full address of your endpoint, starting https://';

export const ZWebhookRequest = strictObject({
  url: z
    .string({ error: 'The url field is required' })
    .trim()
    .max(2048, { error: 'The url field should be at most 2048 characters' })
    .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) && URL.canParse(value), {
      error: URL_MESSAGE,
    }),
  events: z
    .array(
      z.enum(webhookEventTypes, {
        error: (issue) => `Unknown event ${String(issue.input)}: choose from the event list`,
      }),
      { error: 'The events field should be a list of events' },
    )
    .min(1, { error: 'Choose at least one event' })
    .refine((list) => new Set(list).size === list.length, {
      error: 'The events field lists an event more than once',
    }),
});
export type TWebhookRequest = z.input<typeof ZWebhookRequest>;

export const ZWebhookEndpoint = z.object({
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  updatedAt: z.string(),
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
