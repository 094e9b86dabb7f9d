import type {
  DocumentSide,
  TCaptureAttempt,
  TCaptureDetail,
  TCaptureDocumentResult,
  TCaptureFrameResult,
  TCaptureOutcome,
  TCapturePageQuery,
  TCaptureRecord,
  TCaptureSession,
  TCreateCaptureSessionRequest,
  TCreatedCaptureSession,
  TDocumentCaptureFilterQuery,
  TDocumentText,
  TLivenessFilterQuery,
  TLivenessSettings,
  TLivenessSettingsRequest,
} from '../capture/capture-schemas.js';
import type { PageList } from '../core/envelope.js';
import { path } from '../core/path.js';
import type { QueryValue, RequestOptions, Transport } from '../core/transport.js';
import { type HistoryScope, scopePrefix } from './scope.js';

const sdk = '/sdk/identity';
const business: HistoryScope = { kind: 'business' };

/**
 * The capture flow's calls (issue #17), with the session token and no sign-in: what the person's browser
 * or web-view makes. Types only from the schemas, so `@verity/client/public` carries no zod.
 */
export class PublicCaptureResource {
  constructor(protected readonly t: Transport) {}

  /** The capture flow: starts an attempt with the session token; answers what to capture and the challenge. */
  start(token: string, options?: RequestOptions) {
    return this.t.json<TCaptureAttempt>({
      service: 'identity',
      method: 'POST',
      path: '/sdk/capture/start',
      body: { token },
      options,
    });
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
    return this.t.json<TCaptureFrameResult>({
      service: 'identity',
      method: 'POST',
      path: '/sdk/capture/frames',
      body: form,
      options,
    });
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
    return this.t.json<TCaptureDocumentResult>({
      service: 'identity',
      method: 'POST',
      path: '/sdk/capture/document',
      body: form,
      options,
    });
  }
  /** The capture flow: ends the attempt; the server decides from what it received. */
  complete(body: { token: string; attempt: number }, options?: RequestOptions) {
    return this.t.json<TCaptureOutcome>({
      service: 'identity',
      method: 'POST',
      path: '/sdk/capture/complete',
      body,
      options,
    });
  }
}

/**
 * Document capture and liveness (spec/modules.md §7; issue #17): the business's liveness settings, capture
 * sessions it creates for a person, its captures, and the capture flow's calls.
 */
export class CaptureResource extends PublicCaptureResource {
  settings(options?: RequestOptions) {
    return this.t.json<TLivenessSettings>({
      service: 'identity',
      method: 'GET',
      path: `${sdk}/liveness/settings`,
      options,
    });
  }
  /** Changes only what the body names; answers the whole settings. */
  updateSettings(body: TLivenessSettingsRequest, options?: RequestOptions) {
    return this.t.json<TLivenessSettings>({
      service: 'identity',
      method: 'POST',
      path: `${sdk}/liveness/settings`,
      body,
      options,
    });
  }
  /** A session for one person: its token and URL are shown once; valid 10 minutes. */
  createSession(body: TCreateCaptureSessionRequest, options?: RequestOptions) {
    return this.t.json<TCreatedCaptureSession>({
      service: 'identity',
      method: 'POST',
      path: `${sdk}/capture-sessions`,
      body,
      options,
    });
  }
  session(id: string, options?: RequestOptions) {
    return this.t.json<TCaptureSession>({
      service: 'identity',
      method: 'GET',
      path: `${sdk}/capture-sessions${path`/${id}`}`,
      options,
    });
  }
  /**
   * Document captures, newest first (`filter` narrows by status, document type, name and dates): the
   * caller's business's, or beneath a scope like the identity history (a business as platform admin, an
   * organization).
   */
  documentCaptures(query: TCapturePageQuery = {}, scope: HistoryScope = business, options?: RequestOptions) {
    return this.#list('/document-capture', query, scope, options);
  }
  filterDocumentCaptures(
    query: TDocumentCaptureFilterQuery,
    scope: HistoryScope = business,
    options?: RequestOptions,
  ) {
    return this.#list('/document-capture/filter', query, scope, options);
  }
  /** One document capture with its decision and images. */
  documentCapture(id: string, scope: HistoryScope = business, options?: RequestOptions) {
    return this.#detail('/document-capture', id, scope, options);
  }
  /** One liveness check with its decision and frames. */
  livenessCheck(id: string, scope: HistoryScope = business, options?: RequestOptions) {
    return this.#detail('/liveness', id, scope, options);
  }
  /** Liveness checks, newest first (`filter` narrows by dates). */
  livenessChecks(query: TCapturePageQuery = {}, scope: HistoryScope = business, options?: RequestOptions) {
    return this.#list('/liveness', query, scope, options);
  }
  filterLivenessChecks(
    query: TLivenessFilterQuery,
    scope: HistoryScope = business,
    options?: RequestOptions,
  ) {
    return this.#list('/liveness/filter', query, scope, options);
  }
  /** Reads a document image's text and machine-readable zone (a signed-in business or an API key). */
  ocr(image: Blob, options?: RequestOptions) {
    return this.t.json<TDocumentText>({
      service: 'identity',
      method: 'POST',
      path: `${sdk}/document-capture/ocr`,
      body: captureForm(image, {}),
      options,
    });
  }

  #list(route: string, query: object, scope: HistoryScope, options?: RequestOptions) {
    return this.t.json<PageList<TCaptureRecord>>({
      service: 'identity',
      method: 'GET',
      path: `${scopePrefix(scope)}${sdk}${route}`,
      query: query as Record<string, QueryValue>,
      options,
    });
  }

  #detail(route: string, id: string, scope: HistoryScope, options?: RequestOptions) {
    return this.t.json<TCaptureDetail>({
      service: 'identity',
      method: 'GET',
      path: `${scopePrefix(scope)}${sdk}${route}${path`/${id}`}`,
      options,
    });
  }
}

/** The upload's text fields first, then the image as `image` (the server reads the fields before the file). */
function captureForm(image: Blob, fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', image, image.type === 'image/png' ? 'image.png' : 'image.jpg');
  return form;
}
