import type {
  TCaptureAttempt,
  TCapturePageQuery,
  TCaptureRecord,
  TCaptureSession,
  TCreateCaptureSessionRequest,
  TCreatedCaptureSession,
  TDocumentCaptureFilterQuery,
  TLivenessFilterQuery,
  TLivenessSettings,
  TLivenessSettingsRequest,
} from '../capture/capture-schemas.js';
import type { PageList } from '../core/envelope.js';
import { path } from '../core/path.js';
import type { QueryValue, RequestOptions, Transport } from '../core/transport.js';

const sdk = '/sdk/identity';

/**
 * Document capture and liveness (spec/modules.md §7; issue #17): the business's liveness settings, capture
 * sessions it creates for a person, and the capture flow's own call (with the session token, no sign-in).
 */
export class CaptureResource {
  constructor(private readonly t: Transport) {}

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
  /** Document captures, newest first (`filter` narrows by status, document type, name and dates). */
  documentCaptures(query: TCapturePageQuery = {}, options?: RequestOptions) {
    return this.#list('/document-capture', query, options);
  }
  filterDocumentCaptures(query: TDocumentCaptureFilterQuery, options?: RequestOptions) {
    return this.#list('/document-capture/filter', query, options);
  }
  documentCapture(id: string, options?: RequestOptions) {
    return this.t.json<TCaptureRecord>({
      service: 'identity',
      method: 'GET',
      path: `${sdk}/document-capture${path`/${id}`}`,
      options,
    });
  }
  /** Liveness checks, newest first (`filter` narrows by dates). */
  livenessChecks(query: TCapturePageQuery = {}, options?: RequestOptions) {
    return this.#list('/liveness', query, options);
  }
  filterLivenessChecks(query: TLivenessFilterQuery, options?: RequestOptions) {
    return this.#list('/liveness/filter', query, options);
  }
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

  #list(route: string, query: object, options?: RequestOptions) {
    return this.t.json<PageList<TCaptureRecord>>({
      service: 'identity',
      method: 'GET',
      path: `${sdk}${route}`,
      query: query as Record<string, QueryValue>,
      options,
    });
  }
}
