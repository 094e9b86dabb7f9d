import type {
  DocumentSide,
  TCapturePageQuery,
  TCreateCaptureSessionRequest,
  TDocumentCaptureFilterQuery,
  TLivenessFilterQuery,
  TLivenessSettingsRequest,
} from '../capture/capture-schemas.js';
import { callRoute } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import {
  captureFlowRouteAddresses as flow,
  captureListsRouteAddresses as lists,
  captureRouteAddresses as routes,
} from '../route-addresses.generated.js';
import type { HistoryScope } from './scope.js';

const business: HistoryScope = { kind: 'business' };

/**
 * The capture flow's calls, with the session token and no sign-in: what the person's browser or web-view
 * makes. Addresses and types only, so `@verity/client/public` (and the capture flow's bundle) carries no zod.
 */
export class PublicCaptureResource {
  constructor(protected readonly t: Transport) {}

  /** The capture flow: starts an attempt with the session token; answers what to capture and the challenge. */
  start(token: string, options?: RequestOptions) {
    return callRoute(this.t, flow.start, { body: { token } }, options);
  }
  /**
   * The capture flow: one liveness frame (JPEG or PNG) of the attempt `start` answered, numbered from 0 in
   * the order taken. The server looks for the face as it arrives and says what to fix.
   */
  uploadFrame(
    frame: { token: string; attempt: number; sequence: number; image: Blob },
    options?: RequestOptions,
  ) {
    const form = captureForm(frame.image, {
      token: frame.token,
      attempt: String(frame.attempt),
      sequence: String(frame.sequence),
    });
    return callRoute(this.t, flow.frames, { body: form }, options);
  }
  /** The capture flow: a photo of one side of the document; answers whether it must be taken again. */
  uploadDocument(
    side: { token: string; attempt: number; side: DocumentSide; image: Blob },
    options?: RequestOptions,
  ) {
    const form = captureForm(side.image, {
      token: side.token,
      attempt: String(side.attempt),
      side: side.side,
    });
    return callRoute(this.t, flow.document, { body: form }, options);
  }
  /** The capture flow: ends the attempt; the server decides from what it received. */
  complete(body: { token: string; attempt: number }, options?: RequestOptions) {
    return callRoute(this.t, flow.complete, { body }, options);
  }
}

/**
 * Document capture and liveness: the business's liveness settings, capture sessions it creates for a
 * person, its captures, and the capture flow's calls.
 */
export class CaptureResource extends PublicCaptureResource {
  settings(options?: RequestOptions) {
    return callRoute(this.t, routes.settings, {}, options);
  }
  /** Changes only what the body names; answers the whole settings. */
  updateSettings(body: TLivenessSettingsRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.updateSettings, { body }, options);
  }
  /** A session for one person: its token and URL are shown once; valid 10 minutes. */
  createSession(body: TCreateCaptureSessionRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.createSession, { body }, options);
  }
  session(id: string, options?: RequestOptions) {
    return callRoute(this.t, routes.session, { params: { id } }, options);
  }
  /**
   * Document captures, newest first (`filter` narrows by status, document type, name and dates): the
   * caller's business's, or beneath a scope like the identity history (a business as platform admin, an
   * organization).
   */
  documentCaptures(query: TCapturePageQuery = {}, scope: HistoryScope = business, options?: RequestOptions) {
    if (scope.kind === 'admin') {
      const params = { businessId: scope.businessId };
      return callRoute(this.t, lists.adminDocumentCaptures, { params, query }, options);
    }
    if (scope.kind === 'organization') {
      const params = { organizationId: scope.organizationId };
      return callRoute(this.t, lists.organizationDocumentCaptures, { params, query }, options);
    }
    return callRoute(this.t, lists.documentCaptures, { query }, options);
  }
  filterDocumentCaptures(
    query: TDocumentCaptureFilterQuery,
    scope: HistoryScope = business,
    options?: RequestOptions,
  ) {
    if (scope.kind === 'admin') {
      const params = { businessId: scope.businessId };
      return callRoute(this.t, lists.adminFilterDocumentCaptures, { params, query }, options);
    }
    if (scope.kind === 'organization') {
      const params = { organizationId: scope.organizationId };
      return callRoute(this.t, lists.organizationFilterDocumentCaptures, { params, query }, options);
    }
    return callRoute(this.t, lists.filterDocumentCaptures, { query }, options);
  }
  /** One document capture with its decision and images. */
  documentCapture(id: string, scope: HistoryScope = business, options?: RequestOptions) {
    if (scope.kind === 'admin') {
      const params = { businessId: scope.businessId, id };
      return callRoute(this.t, lists.adminDocumentCapture, { params }, options);
    }
    if (scope.kind === 'organization') {
      const params = { organizationId: scope.organizationId, id };
      return callRoute(this.t, lists.organizationDocumentCapture, { params }, options);
    }
    return callRoute(this.t, lists.documentCapture, { params: { id } }, options);
  }
  /** One liveness check with its decision and frames. */
  livenessCheck(id: string, scope: HistoryScope = business, options?: RequestOptions) {
    if (scope.kind === 'admin') {
      const params = { businessId: scope.businessId, id };
      return callRoute(this.t, lists.adminLivenessCheck, { params }, options);
    }
    if (scope.kind === 'organization') {
      const params = { organizationId: scope.organizationId, id };
      return callRoute(this.t, lists.organizationLivenessCheck, { params }, options);
    }
    return callRoute(this.t, lists.livenessCheck, { params: { id } }, options);
  }
  /** Liveness checks, newest first (`filter` narrows by dates). */
  livenessChecks(query: TCapturePageQuery = {}, scope: HistoryScope = business, options?: RequestOptions) {
    if (scope.kind === 'admin') {
      const params = { businessId: scope.businessId };
      return callRoute(this.t, lists.adminLivenessChecks, { params, query }, options);
    }
    if (scope.kind === 'organization') {
      const params = { organizationId: scope.organizationId };
      return callRoute(this.t, lists.organizationLivenessChecks, { params, query }, options);
    }
    return callRoute(this.t, lists.livenessChecks, { query }, options);
  }
  filterLivenessChecks(
    query: TLivenessFilterQuery,
    scope: HistoryScope = business,
    options?: RequestOptions,
  ) {
    if (scope.kind === 'admin') {
      const params = { businessId: scope.businessId };
      return callRoute(this.t, lists.adminFilterLivenessChecks, { params, query }, options);
    }
    if (scope.kind === 'organization') {
      const params = { organizationId: scope.organizationId };
      return callRoute(this.t, lists.organizationFilterLivenessChecks, { params, query }, options);
    }
    return callRoute(this.t, lists.filterLivenessChecks, { query }, options);
  }
  /** Reads a document image's text and machine-readable zone (a signed-in business or an API key). */
  ocr(image: Blob, options?: RequestOptions) {
    return callRoute(this.t, routes.ocr, { body: captureForm(image, {}) }, options);
  }
}

/** The upload's text fields first, then the image as `image` (the server reads the fields before the file). */
function captureForm(image: Blob, fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', image, image.type === 'image/png' ? 'image.png' : 'image.jpg');
  return form;
}
