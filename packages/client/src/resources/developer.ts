import { path } from '../core/path.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import type {
  TApiKey,
  TApiKeyList,
  TApiKeyRequest,
  TApiKeyScopes,
  TCreatedApiKey,
} from '../developer/api-key-schemas.js';
import type {
  TIpAllowlist,
  TIpAllowlistEntry,
  TIpAllowlistRequest,
} from '../developer/ip-allowlist-schemas.js';
import type {
  TDeveloperDetails,
  TWebhookDeliveriesQuery,
  TWebhookDelivery,
  TWebhookDeliveryList,
  TWebhookEndpoint,
  TWebhookReplayRequest,
  TWebhookRequest,
} from '../developer/webhook-schemas.js';

const base = '/settings/developer/api-keys';
const allowlist = '/settings/developer/ip-whitelist';

/**
 * Developer settings (spec/platform.md §7): API keys and the IP allowlist. Session only: an API key cannot
 * manage keys or the addresses keys may call from.
 */
export class DeveloperResource {
  constructor(private readonly t: Transport) {}

  apiKeys(options?: RequestOptions) {
    return this.t.json<TApiKeyList>({ service: 'user', method: 'GET', path: base, options });
  }
  /** The scopes the caller may give a key (the business permissions they hold). */
  apiKeyScopes(options?: RequestOptions) {
    return this.t.json<TApiKeyScopes>({ service: 'user', method: 'GET', path: `${base}/scopes`, options });
  }
  /** Creates a key in the caller's current environment; the answer's `key` is shown this once. */
  createApiKey(body: TApiKeyRequest, options?: RequestOptions) {
    return this.t.json<TCreatedApiKey>({ service: 'user', method: 'POST', path: base, body, options });
  }
  updateApiKey(id: string, body: TApiKeyRequest, options?: RequestOptions) {
    return this.t.json<TApiKey>({
      service: 'user',
      method: 'PUT',
      path: `${base}${path`/${id}`}`,
      body,
      options,
    });
  }
  /** Revokes a key: the next request that carries it answers 401. */
  deleteApiKey(id: string, options?: RequestOptions) {
    return this.t.json<TApiKey>({
      service: 'user',
      method: 'DELETE',
      path: `${base}${path`/${id}`}`,
      options,
    });
  }

  ipAllowlist(options?: RequestOptions) {
    return this.t.json<TIpAllowlist>({ service: 'user', method: 'GET', path: allowlist, options });
  }
  addAllowedIp(body: TIpAllowlistRequest, options?: RequestOptions) {
    return this.t.json<TIpAllowlistEntry>({
      service: 'user',
      method: 'POST',
      path: allowlist,
      body,
      options,
    });
  }
  updateAllowedIp(id: string, body: TIpAllowlistRequest, options?: RequestOptions) {
    return this.t.json<TIpAllowlistEntry>({
      service: 'user',
      method: 'PUT',
      path: `${allowlist}${path`/${id}`}`,
      body,
      options,
    });
  }
  removeAllowedIp(id: string, options?: RequestOptions) {
    return this.t.json<TIpAllowlistEntry>({
      service: 'user',
      method: 'DELETE',
      path: `${allowlist}${path`/${id}`}`,
      options,
    });
  }

  /** The webhook endpoint, the signing secrets in use and the event catalogue. */
  details(options?: RequestOptions) {
    return this.t.json<TDeveloperDetails>({
      service: 'user',
      method: 'GET',
      path: '/settings/developer/details',
      options,
    });
  }
  /** Sets the endpoint and its events; the first time, a signing secret is made for it. */
  setWebhook(body: TWebhookRequest, options?: RequestOptions) {
    return this.t.json<TWebhookEndpoint>({
      service: 'user',
      method: 'POST',
      path: '/settings/developer/webhook',
      body,
      options,
    });
  }
  /** A new signing secret; the previous one keeps signing alongside it for 24 hours. */
  regenerateSigningSecret(options?: RequestOptions) {
    return this.t.json<TDeveloperDetails>({
      service: 'user',
      method: 'POST',
      path: '/settings/developer/signing-secret/regenerate',
      body: {},
      options,
    });
  }

  /** Sends a `webhook.test` event to the endpoint now; it shows in the delivery log. */
  sendTestEvent(options?: RequestOptions) {
    return this.t.json<TWebhookDelivery>({
      service: 'user',
      method: 'POST',
      path: '/settings/developer/webhook/test',
      body: {},
      options,
    });
  }
  /** The delivery log, newest first, each delivery with its attempts. */
  deliveries(query: TWebhookDeliveriesQuery = {}, options?: RequestOptions) {
    return this.t.json<TWebhookDeliveryList>({
      service: 'user',
      method: 'GET',
      path: '/settings/developer/webhook/deliveries',
      query: { ...query },
      options,
    });
  }
  /** Sends a delivery's message again (same `webhook-id`), as a new delivery. */
  replayDelivery(id: string, options?: RequestOptions) {
    return this.t.json<TWebhookDelivery>({
      service: 'user',
      method: 'POST',
      path: `/settings/developer/webhook/deliveries${path`/${id}`}/replay`,
      body: {},
      options,
    });
  }
  /** Sends again every delivery that failed since `since`. */
  replayFailed(body: TWebhookReplayRequest, options?: RequestOptions) {
    return this.t.json<TWebhookDeliveryList>({
      service: 'user',
      method: 'POST',
      path: '/settings/developer/webhook/deliveries/replay-failed',
      body,
      options,
    });
  }
}
