import { callRoute } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import type { TApiKeyRequest } from '../developer/api-key-schemas.js';
import type { TIpAllowlistRequest } from '../developer/ip-allowlist-schemas.js';
import type {
  TWebhookDeliveriesQuery,
  TWebhookReplayRequest,
  TWebhookRequest,
} from '../developer/webhook-schemas.js';
import {
  ipAllowlistRouteAddresses as allowlist,
  apiKeysRouteAddresses as apiKeys,
  webhookDeliveriesRouteAddresses as deliveries,
  webhookSettingsRouteAddresses as webhook,
} from '../route-addresses.generated.js';

/**
 * Developer settings: API keys and the IP allowlist. Session only: an API key cannot
 * manage keys or the addresses keys may call from.
 */
export class DeveloperResource {
  constructor(private readonly t: Transport) {}

  apiKeys(options?: RequestOptions) {
    return callRoute(this.t, apiKeys.list, {}, options);
  }
  /** The scopes the caller may give a key (the business permissions they hold). */
  apiKeyScopes(options?: RequestOptions) {
    return callRoute(this.t, apiKeys.scopes, {}, options);
  }
  /** Creates a key in the caller's current environment; the answer's `key` is shown this once. */
  createApiKey(body: TApiKeyRequest, options?: RequestOptions) {
    return callRoute(this.t, apiKeys.create, { body }, options);
  }
  updateApiKey(id: string, body: TApiKeyRequest, options?: RequestOptions) {
    return callRoute(this.t, apiKeys.update, { params: { id }, body }, options);
  }
  /** Revokes a key: the next request that carries it answers 401. */
  deleteApiKey(id: string, options?: RequestOptions) {
    return callRoute(this.t, apiKeys.delete, { params: { id } }, options);
  }

  ipAllowlist(options?: RequestOptions) {
    return callRoute(this.t, allowlist.list, {}, options);
  }
  addAllowedIp(body: TIpAllowlistRequest, options?: RequestOptions) {
    return callRoute(this.t, allowlist.add, { body }, options);
  }
  updateAllowedIp(id: string, body: TIpAllowlistRequest, options?: RequestOptions) {
    return callRoute(this.t, allowlist.update, { params: { id }, body }, options);
  }
  removeAllowedIp(id: string, options?: RequestOptions) {
    return callRoute(this.t, allowlist.remove, { params: { id } }, options);
  }

  /** The webhook endpoint, the signing secrets in use and the event catalogue. */
  details(options?: RequestOptions) {
    return callRoute(this.t, webhook.details, {}, options);
  }
  /** Sets the endpoint and its events; the first time, a signing secret is made for it. */
  setWebhook(body: TWebhookRequest, options?: RequestOptions) {
    return callRoute(this.t, webhook.setWebhook, { body }, options);
  }
  /** A new signing secret; the previous one keeps signing alongside it for 24 hours. */
  regenerateSigningSecret(options?: RequestOptions) {
    return callRoute(this.t, webhook.regenerateSecret, {}, options);
  }

  /** Sends a `webhook.test` event to the endpoint now; it shows in the delivery log. */
  sendTestEvent(options?: RequestOptions) {
    return callRoute(this.t, deliveries.sendTest, {}, options);
  }
  /** The delivery log, newest first, each delivery with its attempts. */
  deliveries(query: TWebhookDeliveriesQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, deliveries.list, { query }, options);
  }
  /** Sends a delivery's message again (same `webhook-id`), as a new delivery. */
  replayDelivery(id: string, options?: RequestOptions) {
    return callRoute(this.t, deliveries.replay, { params: { id } }, options);
  }
  /** Sends again every delivery that failed since `since`. */
  replayFailed(body: TWebhookReplayRequest, options?: RequestOptions) {
    return callRoute(this.t, deliveries.replayFailed, { body }, options);
  }
}
