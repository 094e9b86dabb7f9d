import { callRoute } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import { amlModule } from '../modules/aml/aml-module.js';
import type {
  AmlCheckRequests,
  AmlEntityType,
  TAmlAdvancedCheckRequest,
  TAmlCheck,
  TAmlHistoryQuery,
  TAmlHitDecisionRequest,
  TAmlSettingsRequest,
  TAmlWatchlistEntryRequest,
  TAmlWatchlistQuery,
  TAmlWatchlistUploadRequest,
} from '../modules/aml/aml-schemas.js';
import { amlReviewRouteAddresses as routes } from '../route-addresses.generated.js';
import { ModuleResource } from './module-resource.js';

/** Sanction and PEP screening, on the aml service: checks, their history, decisions on hits, the watchlist. */
export class AmlResource extends ModuleResource<
  TAmlCheck,
  Omit<AmlCheckRequests, 'advanced'>,
  TAmlHistoryQuery,
  typeof amlModule
> {
  constructor(t: Transport) {
    super(t, amlModule);
  }

  /** The advanced check of an individual or a business (its type is in the path). */
  advanced(type: AmlEntityType, body: TAmlAdvancedCheckRequest, options?: RequestOptions) {
    return this.post<TAmlCheck>('advanced', { type }, body, options);
  }

  /** Marks a hit a false positive or confirmed, with a note; answers the check with its new status. */
  decideHit(id: string, hitId: string, body: TAmlHitDecisionRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.decideHit, { params: { id, hitId }, body }, options);
  }

  settings(options?: RequestOptions) {
    return callRoute(this.t, routes.settings, {}, options);
  }
  /** Needs business:settings:manage beside aml:view. */
  updateSettings(body: TAmlSettingsRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.updateSettings, { body }, options);
  }

  watchlist(query: TAmlWatchlistQuery = {}, options?: RequestOptions) {
    return callRoute(this.t, routes.watchlist, { query }, options);
  }
  addToWatchlist(body: TAmlWatchlistEntryRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.addToWatchlist, { body }, options);
  }
  /** Adds the rows of a CSV uploaded with `media.uploadDocuments` (its `location`); answers the refused rows. */
  uploadWatchlist(body: TAmlWatchlistUploadRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.uploadWatchlist, { body }, options);
  }
  updateWatchlistEntry(id: string, body: TAmlWatchlistEntryRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.updateWatchlistEntry, { params: { id }, body }, options);
  }
  removeFromWatchlist(id: string, options?: RequestOptions) {
    return callRoute(this.t, routes.removeFromWatchlist, { params: { id } }, options);
  }
}
