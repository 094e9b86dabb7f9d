/**
 * The webhook event catalogue's payloads (docs/webhooks.md): each event's `data` is the record
 * as the API answers it, with the schema here. `verifyWebhook` answers a `TWebhookEvent`, so checking
 * `event.type` narrows `event.data`.
 */
import type { z } from 'zod';
import { ZCaptureRecord } from '../capture/capture-schemas.js';
import { ZAmlCheck } from '../modules/aml/aml-schemas.js';
import { ZAmlScreening } from '../modules/aml/aml-screening-schemas.js';
import { ZCompanyCheck } from '../modules/company/company-schemas.js';
import { ZCreditReportCheck } from '../modules/credit-report/credit-report-schemas.js';
import { ZIdentityCheck } from '../modules/identity/identity-schemas.js';
import { ZVFormResponse } from '../vforms/vform-schemas.js';
import { ZApiKey } from './api-key-schemas.js';
import { type WebhookEventType, ZWalletDebit } from './webhook-schemas.js';

export const webhookEventDataSchemas = {
  'identity.check.completed': ZIdentityCheck,
  'company.check.completed': ZCompanyCheck,
  'credit_report.completed': ZCreditReportCheck,
  'screening.completed': ZAmlScreening,
  'aml.check.completed': ZAmlCheck,
  'capture.completed': ZCaptureRecord,
  'vform.response.submitted': ZVFormResponse,
  'wallet.debited': ZWalletDebit,
  'api_key.created': ZApiKey,
  'api_key.deleted': ZApiKey,
} as const satisfies Record<WebhookEventType, z.ZodObject>;

export type TWebhookEventData<T extends WebhookEventType> = z.infer<(typeof webhookEventDataSchemas)[T]>;

/** What every delivery's body holds around its data. */
export interface TWebhookEnvelope<Type extends string, Data> {
  /** `msg_…`, also the `webhook-id` header: the same on every retry and replay. */
  id: string;
  type: Type;
  /** The payload's version: a change to its shape gets a new one. */
  version: number;
  createdAt: string;
  environment: 'sandbox' | 'live';
  data: Data;
}

/** A delivered event: one of the catalogue's, or the settings page's test event. */
export type TWebhookEvent =
  | { [Type in WebhookEventType]: TWebhookEnvelope<Type, TWebhookEventData<Type>> }[WebhookEventType]
  | TWebhookEnvelope<'webhook.test', { message: string }>;
