import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ClientOptions, createClient } from '../client.js';
import {
  AbortError,
  ApiError,
  InternalServerError,
  NetworkError,
  NotFoundError,
  ServiceUnavailableError,
  TimeoutError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from './errors.js';
import { resolveError } from './resolve-error.js';
import { DEFAULT_TIMEOUT_MS, Transport, type TransportConfig } from './transport.js';

const origin = 'http://api.test';
const lookupUrl = 'http://api.test/api/user/v1/auth/lookup';
const meUrl = 'http://api.test/api/user/v1/users/me';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
  credentials: RequestCredentials | undefined;
}

/** One reply per call, in order: a Response, an Error to reject with, or a function of the request. */
type Reply = Response | Error | ((sent: Sent) => Response | Promise<Response>);

function fakeFetch(...replies: Reply[]) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request: Sent = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
      signal: init?.signal,
      credentials: init?.credentials,
    };
    sent.push(request);
    const reply = replies[sent.length - 1];
    if (reply === undefined) throw new Error(`unexpected call ${sent.length} to ${request.url}`);
    if (reply instanceof Error) throw reply;
    if (reply instanceof Response) return reply;
    return reply(request);
  };
  return { fetch, sent };
}

/** The same reply, freshly built, for every call. */
function always(make: () => Response, times = 10): Reply[] {
  return Array.from({ length: times }, () => () => make());
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function ok<T>(data: T, message = 'OK') {
  return json({ success: true, statusCode: 200, message, data });
}

function failure(status: number, name: string, message: string, extra: Record<string, unknown> = {}) {
  return { success: false, statusCode: status, name, message, ...extra };
}

/** A fetch that never answers but rejects as a real fetch does when its signal aborts. */
function hanging(onCall?: () => void): Reply {
  return (sent) =>
    new Promise<Response>((_resolve, reject) => {
      onCall?.();
      const signal = sent.signal;
      if (!signal) return;
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
}

function client(fetch: typeof globalThis.fetch, options: Omit<ClientOptions, 'fetch'> = {}) {
  return createClient({ origin, fetch, retry: { baseDelayMs: 1 }, ...options });
}

/** Awaits a rejection and returns the error, failing the test if the call resolves. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('URLs and bodies', () => {
  it('POSTs JSON to {origin}/api/user/v1/auth/lookup and resolves to the envelope', async () => {
    const { fetch, sent } = fakeFetch(ok({ accountChallengeToken: 'c1' }, 'Account found'));
    const result = await client(fetch).auth.lookup({ email: 'owner@acme.local' });

    expect(result).toEqual({
      success: true,
      statusCode: 200,
      message: 'Account found',
      data: { accountChallengeToken: 'c1' },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(lookupUrl);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toBe('{"email":"owner@acme.local"}');
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(sent[0]?.headers.get('accept')).toBe('application/json');
  });

  it('a GET sends no body', async () => {
    const { fetch, sent } = fakeFetch(ok({ id: 'u1' }));
    await client(fetch).users.me();
    expect(sent[0]?.url).toBe(meUrl);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.body).toBeUndefined();
  });

  it('a write without a body sends {} as JSON, so the session cookie signs it in', async () => {
    const { fetch, sent } = fakeFetch(ok(null));
    await client(fetch).auth.logout();
    expect(sent[0]?.url).toBe('http://api.test/api/user/v1/auth/logout');
    expect(sent[0]?.body).toBe('{}');
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('an empty object is a body', async () => {
    const { fetch, sent } = fakeFetch(ok({}));
    await client(fetch).users.switchEnvironment();
    expect(sent[0]?.body).toBe('{}');
  });

  it('a trailing slash on the origin is dropped', async () => {
    const { fetch, sent } = fakeFetch(ok({ accountChallengeToken: 'c1' }));
    await createClient({ origin: 'http://api.test/', fetch }).auth.lookup({ email: 'a@b.co' });
    expect(sent[0]?.url).toBe(lookupUrl);
  });

  it('baseUrls override a service; the others stay on the origin', async () => {
    const { fetch, sent } = fakeFetch(ok({ accountChallengeToken: 'c1' }), ok({ status: 'ok' }));
    const verity = createClient({ origin, fetch, baseUrls: { user: 'https://users.example/v9' } });
    await verity.auth.lookup({ email: 'a@b.co' });
    await verity.system.health();
    expect(sent.map((request) => request.url)).toEqual([
      'https://users.example/v9/auth/lookup',
      'http://api.test/api/health',
    ]);
    expect(verity.baseUrl('user')).toBe('https://users.example/v9');
    expect(verity.baseUrl('media')).toBe('http://api.test/api/media/v1');
  });

  it('path parameters are encoded', async () => {
    const { fetch, sent } = fakeFetch(ok([]));
    await client(fetch).countries.states('N/G?x');
    expect(sent[0]?.url).toBe('http://api.test/api/user/v1/countries/N%2FG%3Fx/states');
  });

  it('a path parameter of ".." is refused before anything is sent', async () => {
    const { fetch, sent } = fakeFetch(ok(null));
    await expect(async () => client(fetch).auth.verifyInvitation('..')).rejects.toThrow(TypeError);
    expect(sent).toHaveLength(0);
  });

  it('query parameters are sent; undefined ones are dropped', async () => {
    const { fetch, sent } = fakeFetch(ok({ messages: [] }), ok({ messages: [] }));
    await client(fetch).system.mailbox('owner+1@acme.local');
    await client(fetch).system.mailbox();
    const withTo = new URL(sent[0]?.url ?? '');
    expect(withTo.pathname).toBe('/api/dev/mailbox');
    expect(withTo.searchParams.get('to')).toBe('owner+1@acme.local');
    expect(sent[1]?.url).toBe('http://api.test/api/dev/mailbox');
  });

  it('uploads go to the media service as multipart form data', async () => {
    const { fetch, sent } = fakeFetch(ok({ files: [] }));
    await client(fetch).media.uploadMedia([{ blob: new Blob(['png-bytes']), name: 'face.png' }], {
      imageWidth: 480,
    });
    expect(sent[0]?.url).toBe('http://api.test/api/media/v1/uploads/media');
    const body = sent[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('imageWidth')).toBe('480');
    expect((form.get('files') as File).name).toBe('face.png');
    expect(sent[0]?.headers.get('content-type')).not.toBe('application/json');
  });
});

describe('headers', () => {
  it('a string token travels as Authorization: Bearer', async () => {
    const { fetch, sent } = fakeFetch(ok({}));
    await client(fetch, { token: 'abc' }).users.me();
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer abc');
  });

  it('a sync provider is asked before every request', async () => {
    const { fetch, sent } = fakeFetch(ok({}), ok({}));
    const tokens = ['t1', 't2'];
    const provider = vi.fn(() => tokens.shift());
    const verity = client(fetch, { token: provider });
    await verity.users.me();
    await verity.users.me();
    expect(sent.map((request) => request.headers.get('authorization'))).toEqual(['Bearer t1', 'Bearer t2']);
    expect(provider).toHaveBeenCalledTimes(2);
  });

  it('an async provider is awaited', async () => {
    const { fetch, sent } = fakeFetch(ok({}));
    await client(fetch, { token: async () => 'from-storage' }).users.me();
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer from-storage');
  });

  it.each([
    ['no token option', undefined],
    ['a provider answering null', () => null],
    ['a provider answering undefined', async () => undefined],
  ])('%s: no Authorization header', async (_case, token) => {
    const { fetch, sent } = fakeFetch(ok({}));
    await client(fetch, token === undefined ? {} : { token }).users.me();
    expect(sent[0]?.headers.has('authorization')).toBe(false);
  });

  it("the browser's cookies go with same-origin calls by default", async () => {
    const { fetch, sent } = fakeFetch(ok({}), ok(null));
    const verity = client(fetch);
    await verity.users.me();
    await verity.auth.logout();
    expect(sent.map((request) => request.credentials)).toEqual(['same-origin', 'same-origin']);
  });

  it('the caller chooses another credentials mode', async () => {
    const { fetch, sent } = fakeFetch(ok({}), ok({}));
    await client(fetch, { credentials: 'include' }).users.me();
    await client(fetch, { credentials: 'omit' }).users.me();
    expect(sent.map((request) => request.credentials)).toEqual(['include', 'omit']);
  });

  it('a token provider still travels as Bearer alongside the cookie mode', async () => {
    const { fetch, sent } = fakeFetch(ok({}));
    await client(fetch, { token: () => 'api-key-session' }).users.me();
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer api-key-session');
    expect(sent[0]?.credentials).toBe('same-origin');
  });

  it('a rejecting provider rejects the call, sends nothing and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const { fetch, sent } = fakeFetch(ok({}));
    const failure = new Error('token store unavailable');
    const error = await rejection(
      client(fetch, {
        token: async () => {
          throw failure;
        },
      }).users.me(),
    );
    expect(error).toBe(failure);
    expect(sent).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('idempotency-key is sent when given, and only then', async () => {
    const { fetch, sent } = fakeFetch(ok({}), ok({}));
    const verity = client(fetch);
    const body = { email: 'a@b.co', password: 'x', challengeToken: 'c' };
    await verity.auth.login(body, { idempotencyKey: 'key-1' });
    await verity.auth.login(body);
    expect(sent[0]?.headers.get('idempotency-key')).toBe('key-1');
    expect(sent[1]?.headers.has('idempotency-key')).toBe(false);
  });

  it('client headers, then per-call headers, which win', async () => {
    const { fetch, sent } = fakeFetch(ok({}));
    await client(fetch, { headers: { 'x-app': 'dashboard', 'x-env': 'test' } }).users.me({
      headers: { 'x-env': 'override', 'x-trace': 't-1' },
    });
    expect(sent[0]?.headers.get('x-app')).toBe('dashboard');
    expect(sent[0]?.headers.get('x-env')).toBe('override');
    expect(sent[0]?.headers.get('x-trace')).toBe('t-1');
  });
});

describe('failures become the error tree', () => {
  it('a ValidationError envelope, with errors, fieldErrors and the request id', async () => {
    const envelope = failure(400, 'ValidationError', 'The email field is required', {
      errors: ['email: The email field is required'],
      fieldErrors: { email: 'The email field is required' },
    });
    const { fetch } = fakeFetch(json(envelope, 400, { 'x-request-id': 'req-123' }));
    const error = await rejection(client(fetch).auth.lookup({ email: '' }));

    expect(error).toBeInstanceOf(ValidationError);
    const validation = error as ValidationError;
    expect(validation.name).toBe('ValidationError');
    expect(validation.status).toBe(400);
    expect(validation.message).toBe('The email field is required');
    expect(validation.errors).toEqual(['email: The email field is required']);
    expect(validation.fieldErrors).toEqual({ email: 'The email field is required' });
    expect(validation.requestId).toBe('req-123');
    expect(validation.url).toBe(lookupUrl);
    expect(validation.body).toEqual(envelope);
  });

  it('an UnauthorizedError envelope resolves to logout', async () => {
    const { fetch } = fakeFetch(json(failure(401, 'UnauthorizedError', 'Request unauthorized'), 401));
    const error = await rejection(client(fetch).users.me());
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(resolveError(error)).toEqual({ action: 'logout', message: 'Please login to continue' });
  });

  it('TooManyRequestsError takes timeRemainingInSeconds from data', async () => {
    const envelope = failure(429, 'TooManyRequestsError', 'Too many attempts', {
      data: { timeRemainingInSeconds: 42 },
    });
    const { fetch, sent } = fakeFetch(json(envelope, 429));
    const error = await rejection(client(fetch).auth.lookup({ email: 'a@b.co' }));
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).timeRemainingInSeconds).toBe(42);
    expect(sent).toHaveLength(1);
  });

  it('TooManyRequestsError takes timeRemainingInSeconds from Retry-After, and the throttle record too', async () => {
    const envelope = failure(429, 'TooManyRequestsError', 'Slow down');
    const { fetch } = fakeFetch(json(envelope, 429, { 'retry-after': '30' }));
    const error = await rejection(client(fetch).auth.lookup({ email: 'a@b.co' }));
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).timeRemainingInSeconds).toBe(30);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBe(30);
    expect(resolveError(error, () => 1000)).toEqual({
      action: 'show',
      message: 'Slow down',
      throttle: { url: lookupUrl, timeRemainingInSeconds: 30, timestamp: 1000 },
    });
  });

  it('a non-JSON 502 from a proxy is an InternalServerError with its status', async () => {
    const { fetch } = fakeFetch(
      new Response('<html><body>Bad Gateway</body></html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html' },
      }),
    );
    const error = await rejection(client(fetch).auth.lookup({ email: 'a@b.co' }));
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(502);
    expect(apiError.message).toBe('Bad Gateway');
    expect(apiError.body).toBe('<html><body>Bad Gateway</body></html>');
    expect(apiError.errors).toEqual([]);
    expect(resolveError(error)).toEqual({ action: 'show', message: 'Bad Gateway' });
  });

  it('an empty 500 resolves to its status text', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    const error = await rejection(client(fetch).auth.lookup({ email: 'a@b.co' }));
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as ApiError).body).toBeUndefined();
    expect(resolveError(error)).toEqual({ action: 'show', message: 'Internal Server Error' });
  });

  it('an unknown 4xx is a plain ApiError', async () => {
    const { fetch } = fakeFetch(new Response('nope', { status: 418, statusText: "I'm a teapot" }));
    const error = await rejection(client(fetch).users.me());
    expect((error as ApiError).constructor).toBe(ApiError);
    expect((error as ApiError).status).toBe(418);
  });

  it('fetch rejecting is a NetworkError', async () => {
    const cause = new TypeError('fetch failed');
    const { fetch, sent } = fakeFetch(cause);
    const error = await rejection(client(fetch).auth.lookup({ email: 'a@b.co' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).url).toBe(lookupUrl);
    expect((error as NetworkError).message).toBe(`Could not reach ${lookupUrl}`);
    expect((error as NetworkError).cause).toBeDefined();
    expect(sent).toHaveLength(1);
    expect(resolveError(error)).toEqual({ action: 'show', message: 'Could not connect to server!' });
  });
});

describe('timeouts and aborts', () => {
  it('the default timeout is 120000 ms', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(120_000);
  });

  it('a call that does not answer within its timeout is a TimeoutError (and is not retried)', async () => {
    const { fetch, sent } = fakeFetch(hanging(), ok({}));
    const error = await rejection(client(fetch).users.me({ timeout: 50 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(50);
    expect((error as TimeoutError).url).toBe(meUrl);
    expect(sent).toHaveLength(1);
    expect(resolveError(error)).toEqual({ action: 'show', message: 'Could not connect to server!' });
  });

  it("the client's timeout applies when the call gives none", async () => {
    const { fetch } = fakeFetch(hanging());
    const error = await rejection(client(fetch, { timeout: 50 }).users.me());
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(50);
  });

  it("the caller's AbortController aborts an in-flight call: AbortError", async () => {
    let called!: () => void;
    const fetchCalled = new Promise<void>((resolve) => {
      called = resolve;
    });
    const { fetch, sent } = fakeFetch(hanging(() => called()));
    const controller = new AbortController();
    // A POST: nothing retries it, so the abort must be recognised where the request fails.
    const pending = rejection(client(fetch).auth.lookup({ email: 'a@b.co' }, { signal: controller.signal }));
    await fetchCalled;
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).url).toBe(lookupUrl);
    expect(sent).toHaveLength(1);
    expect(resolveError(error)).toEqual({ action: 'ignore' });
  });

  it('an already-aborted signal: AbortError', async () => {
    const { fetch } = fakeFetch(hanging());
    const error = await rejection(client(fetch).users.me({ signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).url).toBe(meUrl);
  });

  it('an abort during the wait before a retry: AbortError naming the url, no further call', async () => {
    const controller = new AbortController();
    const { fetch, sent } = fakeFetch(() => {
      controller.abort();
      return json(failure(503, 'ServiceUnavailableError', 'Busy'), 503);
    }, ok({}));
    const error = await rejection(
      client(fetch, { retry: { baseDelayMs: 60_000 } }).users.me({ signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).url).toBe(meUrl);
    expect(sent).toHaveLength(1);
  });

  it('an abort while already waiting to retry ends the wait', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const controller = new AbortController();
    const { fetch, sent } = fakeFetch(
      json(failure(429, 'TooManyRequestsError', 'Slow down'), 429, { 'retry-after': '5' }),
      ok({}),
    );
    const pending = rejection(client(fetch).users.me({ signal: controller.signal }));
    // The wait for Retry-After: 5 is armed as a 5000 ms timer.
    await vi.waitFor(() => expect(setTimeoutSpy.mock.calls.some(([, ms]) => ms === 5000)).toBe(true));
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).url).toBe(meUrl);
    expect(sent).toHaveLength(1);
  });
});

describe('retries', () => {
  const busy = () => json(failure(503, 'ServiceUnavailableError', 'Busy'), 503);

  it('a GET is retried after a 503, then succeeds', async () => {
    const { fetch, sent } = fakeFetch(busy(), ok({ id: 'u1' }));
    const result = await client(fetch).users.me();
    expect(result.data).toEqual({ id: 'u1' });
    expect(sent).toHaveLength(2);
    expect(sent.map((request) => request.url)).toEqual([meUrl, meUrl]);
  });

  it('a GET is retried after a network error', async () => {
    const { fetch, sent } = fakeFetch(new TypeError('fetch failed'), ok({ id: 'u1' }));
    await expect(client(fetch).users.me()).resolves.toMatchObject({ data: { id: 'u1' } });
    expect(sent).toHaveLength(2);
  });

  it('a PUT is retried', async () => {
    const { fetch, sent } = fakeFetch(json(failure(500, 'InternalServerError', 'x'), 500), ok({ id: 'u1' }));
    await client(fetch).users.updateMe({ firstName: 'Ada' });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toBe('{"firstName":"Ada"}');
  });

  it('gives up after `retries` retries (default 2) with the last error', async () => {
    const { fetch, sent } = fakeFetch(...always(busy));
    const error = await rejection(client(fetch).users.me());
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(sent).toHaveLength(3);
  });

  it('retries: 0 turns retrying off', async () => {
    const { fetch, sent } = fakeFetch(...always(busy));
    await rejection(client(fetch, { retry: { retries: 0 } }).users.me());
    expect(sent).toHaveLength(1);
  });

  it('a POST without an idempotency key is not retried', async () => {
    const { fetch, sent } = fakeFetch(busy(), ok({ accountChallengeToken: 'c1' }));
    const error = await rejection(client(fetch).auth.lookup({ email: 'a@b.co' }));
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(sent).toHaveLength(1);
  });

  it('a POST without an idempotency key is not retried after a network error either', async () => {
    const { fetch, sent } = fakeFetch(new TypeError('fetch failed'), ok({}));
    await expect(client(fetch).auth.lookup({ email: 'a@b.co' })).rejects.toBeInstanceOf(NetworkError);
    expect(sent).toHaveLength(1);
  });

  it('a POST with an idempotency key is retried with the same key and body', async () => {
    const { fetch, sent } = fakeFetch(busy(), ok({ accountChallengeToken: 'c1' }));
    await client(fetch).auth.lookup({ email: 'a@b.co' }, { idempotencyKey: 'idem-7' });
    expect(sent).toHaveLength(2);
    expect(sent.map((request) => request.headers.get('idempotency-key'))).toEqual(['idem-7', 'idem-7']);
    expect(sent.map((request) => request.body)).toEqual(['{"email":"a@b.co"}', '{"email":"a@b.co"}']);
  });

  it.each([
    [400, 'ValidationError'],
    [401, 'UnauthorizedError'],
    [404, 'NotFoundError'],
    [409, 'ConflictError'],
  ])('a GET answered %i is not retried', async (status, name) => {
    const { fetch, sent } = fakeFetch(json(failure(status, name, 'no'), status), ok({}));
    await rejection(client(fetch).users.me());
    expect(sent).toHaveLength(1);
  });

  it('a 429 with a Retry-After longer than maxDelayMs is not retried: the caller gets it', async () => {
    const { fetch, sent } = fakeFetch(
      json(failure(429, 'TooManyRequestsError', 'Slow down'), 429, { 'retry-after': '11' }),
      ok({}),
    );
    const error = await rejection(client(fetch).users.me());
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBe(11);
    expect(sent).toHaveLength(1);
  });

  it('maxDelayMs is configurable', async () => {
    const { fetch, sent } = fakeFetch(
      json(failure(429, 'TooManyRequestsError', 'Slow down'), 429, { 'retry-after': '1' }),
      ok({}),
    );
    await rejection(client(fetch, { retry: { baseDelayMs: 1, maxDelayMs: 500 } }).users.me());
    expect(sent).toHaveLength(1);
  });

  it('a 429 with a Retry-After within maxDelayMs is waited for and retried', async () => {
    const { fetch, sent } = fakeFetch(
      json(failure(429, 'TooManyRequestsError', 'Slow down'), 429, { 'retry-after': '0' }),
      ok({ id: 'u1' }),
    );
    await expect(client(fetch).users.me()).resolves.toMatchObject({ data: { id: 'u1' } });
    expect(sent).toHaveLength(2);
  });
});

describe('blob answers', () => {
  function transport(fetch: typeof globalThis.fetch): Transport {
    const config: TransportConfig = {
      origin,
      baseUrls: {},
      token: undefined,
      credentials: 'same-origin',
      timeout: DEFAULT_TIMEOUT_MS,
      fetch,
      headers: {},
      retry: { retries: 0, baseDelayMs: 1, maxDelayMs: 10_000 },
    };
    return new Transport(config);
  }
  const call = { service: 'billing', method: 'GET', path: '/invoices/inv_1/download' } as const;

  it('resolves to a Blob of the body', async () => {
    const { fetch, sent } = fakeFetch(
      new Response('id,amount\n1,150000\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const blob = await transport(fetch).blob(call);
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('id,amount\n1,150000\n');
    expect(sent[0]?.url).toBe('http://api.test/api/billing/v1/invoices/inv_1/download');
  });

  it('a failed download still reads the JSON envelope', async () => {
    const { fetch } = fakeFetch(json(failure(404, 'NotFoundError', 'Invoice not found'), 404));
    const error = await rejection(transport(fetch).blob(call));
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).message).toBe('Invoice not found');
    expect((error as NotFoundError).body).toEqual(failure(404, 'NotFoundError', 'Invoice not found'));
  });

  it('a failed download that is not JSON keeps the text', async () => {
    const { fetch } = fakeFetch(
      new Response('upstream broke', { status: 500, statusText: 'Internal Server Error' }),
    );
    const error = await rejection(transport(fetch).blob(call));
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as ApiError).body).toBe('upstream broke');
    expect((error as ApiError).message).toBe('Internal Server Error');
  });
});
