/**
 * The single request core every resource method goes through: base URLs, auth header, timeout, caller
 * signal, idempotency key, retries, and conversion of every failure into the client's error tree.
 *
 * It sits on the platform's `fetch` directly. It used ofetch, but retries, timeouts and errors were already
 * ours, which left ofetch only query strings and JSON parsing, at about 4 KB gzip (with ufo and destr)
 * that the vForm widget's 20 KB budget cannot carry.
 */
import type { SuccessEnvelope } from './envelope.js';
import { AbortError, ApiError, apiErrorFrom, NetworkError, TimeoutError } from './errors.js';
import { type RouteService, type ServiceName, serviceBaseUrl } from './services.js';

export const DEFAULT_TIMEOUT_MS = 120_000;

export interface RequestOptions {
  signal?: AbortSignal;
  /** Milliseconds; default 120000 (two minutes). */
  timeout?: number;
  /** Same key, same answer, charged once. POSTs carrying one may be retried. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

export interface RetryPolicy {
  /** Retries after the first try; 0 turns retrying off. */
  retries: number;
  /** First backoff in ms, doubled each time, with jitter. */
  baseDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error goes to the caller. */
  maxDelayMs: number;
}

export interface TransportConfig {
  origin: string;
  baseUrls: Partial<Record<ServiceName, string>>;
  token: TokenProvider | undefined;
  /** Whether the browser sends its cookies (the dashboard's HttpOnly session); Node's fetch ignores it. */
  credentials: RequestCredentials;
  timeout: number;
  fetch: typeof globalThis.fetch | undefined;
  headers: Record<string, string>;
  retry: RetryPolicy;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface Call {
  /** `root` is `{origin}/api`, for the unversioned routes (health, the OpenAPI document, the dev mailbox). */
  service: RouteService;
  method: HttpMethod;
  path: string;
  body?: unknown;
  query?: Record<string, QueryValue> | undefined;
  options?: RequestOptions | undefined;
}

const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);

/** A fetch Response with its body already read. */
type ReadResponse = Response & { _data: unknown };

export class Transport {
  declare readonly config: TransportConfig;
  constructor(config: TransportConfig) {
    this.config = config;
  }

  url(service: RouteService, path: string): string {
    const configured = service === 'root' ? undefined : this.config.baseUrls[service];
    return (configured ?? serviceBaseUrl(this.config.origin, service)) + path;
  }

  /** A JSON call: resolves to the success envelope, rejects with a VerityError. */
  async json<T>(call: Call): Promise<SuccessEnvelope<T>> {
    const response = await this.send(call, 'json');
    return response._data as SuccessEnvelope<T>;
  }

  /** A binary or text answer (exports, downloads) as a Blob. */
  async blob(call: Call): Promise<Blob> {
    const response = await this.send(call, 'blob');
    return response._data as Blob;
  }

  private async send(call: Call, responseType: 'json' | 'blob') {
    const url = this.url(call.service, call.path);
    const canRetry =
      call.method === 'GET' ||
      call.method === 'PUT' ||
      call.method === 'DELETE' ||
      !!call.options?.idempotencyKey;
    const { retries } = this.config.retry;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.attempt(call, url, responseType);
      } catch (error) {
        const delay = canRetry && attempt < retries ? this.retryDelay(error, attempt) : undefined;
        if (delay === undefined) throw error;
        await sleep(delay, call.options?.signal, url);
      }
    }
  }

  private retryDelay(error: unknown, attempt: number): number | undefined {
    const { baseDelayMs, maxDelayMs } = this.config.retry;
    const backoff = baseDelayMs * 2 ** attempt * (0.5 + Math.random() / 2);
    if (error instanceof NetworkError) return backoff;
    if (!(error instanceof ApiError) || !RETRYABLE_STATUS.has(error.status)) return undefined;
    const retryAfter = error.retryAfterSeconds;
    if (retryAfter === undefined) return backoff;
    return retryAfter * 1000 <= maxDelayMs ? retryAfter * 1000 : undefined;
  }

  private async attempt(call: Call, url: string, responseType: 'json' | 'blob') {
    const options = call.options ?? {};
    const timeoutMs = options.timeout ?? this.config.timeout;
    const headers: Record<string, string> = { accept: 'application/json', ...this.config.headers };
    const token = this.config.token ? await this.config.token() : undefined;
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    Object.assign(headers, options.headers);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    if (options.signal?.aborted) controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });

    const init: RequestInit = {
      method: call.method,
      headers,
      signal: controller.signal,
      credentials: this.config.credentials,
    };
    // The API honours its session cookie only on writes with a JSON or multipart body (its CSRF rule),
    // so a write with nothing to say (logout, ...) still sends `{}` as JSON.
    const body = call.body === undefined && call.method !== 'GET' ? {} : call.body;
    if (body !== undefined) init.body = encodeBody(body, headers);
    const target = call.query ? withQuery(url, call.query) : url;

    try {
      const fetcher = this.config.fetch ?? globalThis.fetch;
      const raw = await fetcher(target, init);
      const response = Object.assign(raw, { _data: await readBody(raw, responseType) }) as ReadResponse;
      if (response.ok) return response;
      throw await failure(response, url, responseType);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw new TimeoutError(url, timeoutMs);
      if (options.signal?.aborted) throw new AbortError(url);
      throw new NetworkError(`Could not reach ${url}`, url, { cause: error });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }
}

/** FormData, Blobs and strings go as they are; anything else as JSON. */
function encodeBody(body: unknown, headers: Record<string, string>): BodyInit {
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams
  )
    return body;
  headers['content-type'] = 'application/json';
  return JSON.stringify(body);
}

/** A body as JSON when it is JSON, as text when it is not, and undefined when it is empty. */
function parseText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody(response: Response, responseType: 'json' | 'blob'): Promise<unknown> {
  return responseType === 'blob' ? response.blob() : parseText(await response.text());
}

function withQuery(url: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.append(key, String(value));
  const search = params.toString();
  return search === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

async function failure(
  response: ReadResponse,
  url: string,
  responseType: 'json' | 'blob',
): Promise<ApiError> {
  let body: unknown = response._data;
  // A failed download still answers a JSON envelope: read it so the error carries the server's words.
  if (responseType === 'blob' && body instanceof Blob) body = parseText(await body.text());
  const retryAfterHeader = response.headers.get('retry-after');
  const retryAfterSeconds =
    retryAfterHeader !== null && /^\d+$/.test(retryAfterHeader) ? Number(retryAfterHeader) : undefined;
  const message =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : response.statusText;
  return apiErrorFrom({
    status: response.status,
    message,
    body,
    url,
    requestId: response.headers.get('x-request-id') ?? undefined,
    retryAfterSeconds,
  });
}

function sleep(ms: number, signal: AbortSignal | undefined, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortError(url));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new AbortError(url));
      },
      { once: true },
    );
  });
}
