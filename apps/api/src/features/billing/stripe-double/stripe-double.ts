/**
 * A stateful, in-process fake of the part of Stripe's HTTP API that billing uses: customers, card payment
 * methods, SetupIntents (saving a card) and PaymentIntents (charging one), the calls Stripe.js makes
 * from the browser with the publishable key and an intent's client secret, and signed webhook events.
 * The real `stripe` package talks to it over HTTP (`listen()`), and the server forwards the browser's
 * calls to `request()`; README.md beside this file has the test cards and how tests drive it.
 *
 * It answers in Stripe's wire format (form-encoded requests, JSON objects and errors with Stripe's
 * statuses, types, codes and messages) so the server's code is the code that runs against Stripe, and it
 * is strict where Stripe is strict (unknown parameters, ids, idempotency keys, raw card numbers sent with
 * the secret key) so a mistake fails here instead of in production.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import Stripe from 'stripe';
import { type FormObject, objectField, parseFormBody, stringField, stringList } from './form-body.js';
import {
  AUTHENTICATION_FAILED,
  AUTHENTICATION_REQUIRED,
  cardError,
  docUrl,
  invalidRequest,
  missingParam,
  missingPaymentMethod,
  notFound,
  StripeFailure,
  unauthorized,
} from './stripe-errors.js';
import {
  type Charge,
  type Customer,
  type NextAction,
  newId,
  type PaymentIntent,
  type PaymentMethod,
  PUBLIC_PAYMENT_INTENT_FIELDS,
  PUBLIC_SETUP_INTENT_FIELDS,
  randomText,
  type SetupIntent,
  type StripeErrorBody,
} from './stripe-objects.js';
import {
  addressOf,
  amountParam,
  billingDetailsOf,
  booleanParam,
  canonical,
  currencyParam,
  emailParam,
  enumParam,
  mergeMetadata,
  metadataParam,
  optionalText,
  paymentMethodTypes,
  requiredText,
} from './stripe-params.js';
import {
  type CardDecline,
  cardProblem,
  digitsOnly,
  findTestCard,
  fullYear,
  LIVE_CARD_IN_TEST_MODE,
  type PaymentOutcome,
  type SetupOutcome,
  type TestCard,
} from './test-cards.js';
import {
  DEFAULT_RETRY_DELAYS_MS,
  type StripeEventRecord,
  type StripeEventType,
  WebhookDeliveries,
} from './webhook-deliveries.js';

export { AUTHENTICATION_FAILED } from './stripe-errors.js';
export type { StripeEventRecord, StripeEventType } from './webhook-deliveries.js';

export interface StripeDoubleOptions {
  /** e.g. 'sk_sandbox_verity'; requests with another Bearer key get 401 as from Stripe. */
  secretKey: string;
  /** e.g. 'pk_sandbox_verity'; Stripe.js calls send it as `key`. */
  publishableKey: string;
  /** 'whsec_...'; events are signed with it exactly as Stripe does. */
  webhookSecret: string;
  /** Where events go: the server's webhook route. Throwing or rejecting counts as a failed delivery. */
  deliver(payload: string, signatureHeader: string): Promise<void>;
  /** ms clock, default Date.now. Stripe's `constructEvent` checks signatures against the real clock. */
  now?: () => number;
  /**
   * The waits before each retry of a failed delivery; their count is the number of retries. Stripe's
   * are hours apart; the default keeps a test's retries within about a second.
   */
  retryDelaysMs?: readonly number[];
  /** Called after a request that may have changed its state (a POST), e.g. to keep `snapshot()` on disk. */
  onChange?: () => void;
}

/**
 * What the double holds that Stripe would still hold after a restart: customers, cards and intents. Not
 * the events or idempotency keys, which Stripe also lets go of in time.
 */
export interface StripeDoubleState {
  customers: Array<[string, Customer]>;
  paymentMethods: Array<[string, PaymentMethod]>;
  cardOf: Array<[string, TestCard]>;
  setUpForFutureUse: string[];
  detached: string[];
  setupIntents: Array<[string, SetupIntent]>;
  paymentIntents: Array<[string, PaymentIntent]>;
  charges: Array<[string, Charge]>;
}

export interface DoubleRequest {
  method: string;
  /** Like '/v1/setup_intents/seti_123/confirm', with any query string. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The form-encoded body ('' for GET). */
  rawBody: string;
  /**
   * Sent by a browser through the server's public proxy: only the publishable key (as `key`) is believed
   * and only Stripe.js's calls answer; a secret key, in a header or a parameter, is refused.
   */
  fromBrowser?: boolean;
}

export interface DoubleResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ListeningDouble {
  host: string;
  port: number;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

function redactKey(key: string): string {
  if (key.length <= 8) return '*'.repeat(key.length);
  const prefix = key.slice(0, key.indexOf('_', 3) + 1 || 3);
  return `${prefix}${'*'.repeat(Math.max(4, key.length - prefix.length - 4))}${key.slice(-4)}`;
}

/** A malformed escape in an id is just an id that matches nothing (a 404), not a fault of the double. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function pick<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = object[key];
  return out;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('request body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

// --- routing -------------------------------------------------------------------------------------------

type Auth = 'secret' | 'publishable';

interface Call {
  method: string;
  path: string;
  /** The ids captured from the path. */
  ids: string[];
  /** Query and body parameters together (GETs carry them in the query, POSTs in the body). */
  params: FormObject;
  auth: Auth;
  requestId: string;
  idempotencyKey: string | null;
}

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  /** `public` routes also take the publishable key with the intent's client secret, as Stripe.js calls. */
  access: 'secret' | 'public';
  /**
   * What a secret-key call may send; Stripe refuses anything else ("Received unknown parameter"), which
   * catches a misspelt parameter here rather than in production. Stripe.js's calls carry extras of its
   * own (`key`, telemetry), so publishable-key calls are not checked.
   */
  params: readonly string[];
  handle(call: Call): object;
}

interface PaymentFlags {
  /** The payer is not there to authenticate (`off_session`): Stripe declines what would need them. */
  offSession: boolean;
  /** `error_on_requires_action`: decline instead of asking for 3-D Secure. */
  failOnAction: boolean;
}

function paymentFlags(call: Call): PaymentFlags {
  const offSession = call.params.off_session;
  if (offSession !== undefined && !['true', 'false', 'one_off', 'recurring'].includes(String(offSession)))
    throw invalidRequest('Invalid off_session: must be a boolean, one_off or recurring', {
      param: 'off_session',
    });
  return {
    // Only the server may declare the payer absent; Stripe.js confirms are on-session by definition.
    offSession: call.auth === 'secret' && offSession !== undefined && offSession !== 'false',
    failOnAction: booleanParam(call.params, 'error_on_requires_action') ?? false,
  };
}

const CUSTOMER_PARAMS = ['address', 'description', 'email', 'expand', 'metadata', 'name', 'phone'] as const;
const INTENT_CONFIRM_PARAMS = [
  'allowed_payment_method_types',
  'expand',
  'mandate_data',
  'payment_method',
  'payment_method_data',
  'return_url',
  'use_stripe_sdk',
] as const;

export class StripeDouble {
  private readonly options: StripeDoubleOptions;
  private readonly now: () => number;
  private readonly deliveries: WebhookDeliveries;
  /** The API version Stripe would pin the events to: the one the installed `stripe` package speaks. */
  private readonly apiVersion: string = Stripe.API_VERSION;

  private readonly customers = new Map<string, Customer>();
  private readonly paymentMethods = new Map<string, PaymentMethod>();
  /** Which test card each payment method was made from: its outcome decides every setup and payment. */
  private readonly cardOf = new Map<string, TestCard>();
  /** Payment methods set up for off-session use: off-session payments on them skip 3-D Secure (3155). */
  private readonly setUpForFutureUse = new Set<string>();
  /** Detached payment methods, which Stripe never lets be used again. */
  private readonly detached = new Set<string>();
  private readonly setupIntents = new Map<string, SetupIntent>();
  private readonly paymentIntents = new Map<string, PaymentIntent>();
  private readonly charges = new Map<string, Charge>();
  private readonly idempotent = new Map<string, { fingerprint: string; response: DoubleResponse }>();

  private readonly routes: readonly Route[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      access: 'secret',
      params: CUSTOMER_PARAMS,
      handle: (call) => this.createCustomer(call),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      access: 'secret',
      params: ['expand'],
      handle: (call) => this.view(this.customer(call.ids[0], 'id'), call),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      access: 'secret',
      params: [...CUSTOMER_PARAMS, 'invoice_settings'],
      handle: (call) => this.updateCustomer(call),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)\/payment_methods$/,
      access: 'secret',
      params: ['type', 'limit', 'expand'],
      handle: (call) => this.listPaymentMethods(this.customer(call.ids[0], 'customer').id, call),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_methods$/,
      access: 'secret',
      params: ['customer', 'type', 'limit', 'expand'],
      handle: (call) =>
        this.listPaymentMethods(this.customer(requiredText(call.params, 'customer'), 'customer').id, call),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_methods\/([^/]+)$/,
      access: 'secret',
      params: ['expand'],
      handle: (call) => this.view(this.paymentMethod(call.ids[0], 404), call),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      access: 'secret',
      params: ['customer', 'expand'],
      handle: (call) => this.attachPaymentMethod(call),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      access: 'secret',
      params: ['expand'],
      handle: (call) => this.detachPaymentMethod(call),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/setup_intents$/,
      access: 'secret',
      params: [
        ...INTENT_CONFIRM_PARAMS,
        'automatic_payment_methods',
        'confirm',
        'customer',
        'description',
        'metadata',
        'payment_method_options',
        'payment_method_types',
        'usage',
      ],
      handle: (call) => this.createSetupIntent(call),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/setup_intents\/([^/]+)$/,
      access: 'public',
      params: ['expand', 'client_secret'],
      handle: (call) => this.view(this.setupIntentFor(call), call),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/setup_intents\/([^/]+)\/confirm$/,
      access: 'public',
      params: INTENT_CONFIRM_PARAMS,
      handle: (call) => {
        const intent = this.setupIntentFor(call);
        this.confirmSetupIntent(intent, call);
        return this.view(intent, call);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents$/,
      access: 'secret',
      params: [
        ...INTENT_CONFIRM_PARAMS,
        'amount',
        'automatic_payment_methods',
        'capture_method',
        'confirm',
        'confirmation_method',
        'currency',
        'customer',
        'description',
        'error_on_requires_action',
        'metadata',
        'off_session',
        'payment_method_options',
        'payment_method_types',
        'receipt_email',
        'setup_future_usage',
        'statement_descriptor',
        'statement_descriptor_suffix',
      ],
      handle: (call) => this.createPaymentIntent(call),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      access: 'public',
      params: ['expand', 'client_secret'],
      handle: (call) => this.view(this.paymentIntentFor(call), call),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      access: 'public',
      params: [...INTENT_CONFIRM_PARAMS, 'error_on_requires_action', 'off_session', 'setup_future_usage'],
      handle: (call) => {
        const intent = this.paymentIntentFor(call);
        this.confirmPaymentIntent(intent, call);
        return this.view(intent, call);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/charges\/([^/]+)$/,
      access: 'secret',
      params: ['expand'],
      handle: (call) => this.view(this.charge(call.ids[0]), call),
    },
    {
      // The double's own: what the bank's 3-D Secure page does when the payer completes or fails it.
      method: 'POST',
      pattern: /^\/v1\/sandbox\/authenticate$/,
      access: 'public',
      params: ['intent', 'client_secret', 'outcome'],
      handle: (call) => this.authenticate(call),
    },
  ];

  constructor(options: StripeDoubleOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.deliveries = new WebhookDeliveries({
      webhookSecret: options.webhookSecret,
      deliver: (payload, signature) => options.deliver(payload, signature),
      now: this.now,
      retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    });
  }

  snapshot(): StripeDoubleState {
    return {
      customers: [...this.customers],
      paymentMethods: [...this.paymentMethods],
      cardOf: [...this.cardOf],
      setUpForFutureUse: [...this.setUpForFutureUse],
      detached: [...this.detached],
      setupIntents: [...this.setupIntents],
      paymentIntents: [...this.paymentIntents],
      charges: [...this.charges],
    };
  }

  /** Takes back what `snapshot()` gave (a sandbox restarted on the same data folder). */
  restore(state: StripeDoubleState): void {
    const refill = <V>(map: Map<string, V>, entries: Array<[string, V]>) => {
      map.clear();
      for (const [key, value] of entries) map.set(key, value);
    };
    refill(this.customers, state.customers);
    refill(this.paymentMethods, state.paymentMethods);
    refill(this.cardOf, state.cardOf);
    refill(this.setupIntents, state.setupIntents);
    refill(this.paymentIntents, state.paymentIntents);
    refill(this.charges, state.charges);
    this.setUpForFutureUse.clear();
    for (const id of state.setUpForFutureUse) this.setUpForFutureUse.add(id);
    this.detached.clear();
    for (const id of state.detached) this.detached.add(id);
  }

  /** Every event created so far, oldest first. */
  get events(): readonly StripeEventRecord[] {
    return this.deliveries.events;
  }

  /** One request in Stripe's wire format; never rejects (a fault in the double answers 500). */
  async request(call: DoubleRequest): Promise<DoubleResponse> {
    const requestId = newId('req', 14);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(call.headers)) {
      const text = headerValue(value);
      if (text !== undefined) headers[name.toLowerCase()] = text;
    }
    const idempotencyKey = call.method.toUpperCase() === 'POST' ? (headers['idempotency-key'] ?? null) : null;
    const respond = (status: number, body: object): DoubleResponse => ({
      status,
      headers: {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': headers['stripe-version'] ?? this.apiVersion,
        'access-control-allow-origin': '*',
        'cache-control': 'no-cache, no-store',
        ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
        // A fault of the double is not worth stripe-node's automatic retries.
        ...(status >= 500 ? { 'stripe-should-retry': 'false' } : {}),
      },
      body: JSON.stringify(body, null, 2),
    });
    try {
      return this.dispatch(call, headers, requestId, idempotencyKey, respond);
    } catch (error) {
      if (error instanceof StripeFailure) return respond(error.status, { error: error.error });
      const message = error instanceof Error ? error.message : String(error);
      return respond(500, { error: { type: 'api_error', message: `The Stripe double failed: ${message}` } });
    } finally {
      // A refused POST can change state too (a declined set-up records its error).
      if (call.method.toUpperCase() === 'POST') this.options.onChange?.();
    }
  }

  private dispatch(
    request: DoubleRequest,
    headers: Record<string, string>,
    requestId: string,
    idempotencyKey: string | null,
    respond: (status: number, body: object) => DoubleResponse,
  ): DoubleResponse {
    const method = request.method.toUpperCase();
    const url = new URL(request.path, 'http://stripe-double.invalid');
    const params: FormObject = {
      ...parseFormBody(url.search.slice(1)),
      ...(method === 'POST' ? parseFormBody(request.rawBody) : {}),
    };
    // Stripe authenticates before it routes: a keyless call to any URL is a 401.
    const auth = request.fromBrowser
      ? this.authenticateBrowser(params)
      : this.authenticateKey(headers.authorization, params);

    let route: Route | undefined;
    let ids: string[] = [];
    for (const candidate of this.routes) {
      const match = candidate.method === method ? candidate.pattern.exec(url.pathname) : null;
      if (match) {
        route = candidate;
        ids = match.slice(1).map((id) => safeDecode(id ?? ''));
        break;
      }
    }
    if (!route)
      throw new StripeFailure(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      });
    if (route.access === 'secret' && auth === 'publishable') throw this.publishableKeyRefused();

    const replayKey = idempotencyKey === null ? undefined : `${auth}:${idempotencyKey}`;
    const fingerprint = `${method} ${url.pathname} ${canonical(params)}`;
    if (replayKey !== undefined) {
      const earlier = this.idempotent.get(replayKey);
      if (earlier && earlier.fingerprint !== fingerprint)
        throw new StripeFailure(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        });
      if (earlier)
        return {
          ...earlier.response,
          headers: {
            ...earlier.response.headers,
            'request-id': requestId,
            'original-request': earlier.response.headers['request-id'] ?? '',
            'idempotent-replayed': 'true',
          },
        };
    }

    if (auth === 'secret') {
      for (const name of Object.keys(params))
        if (!route.params.includes(name))
          throw invalidRequest(`Received unknown parameter: ${name}`, {
            code: 'parameter_unknown',
            param: name,
          });
    }

    const call: Call = { method, path: url.pathname, ids, params, auth, requestId, idempotencyKey };
    let response: DoubleResponse;
    try {
      response = respond(200, route.handle(call));
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      response = respond(error.status, { error: error.error });
    }
    // Stripe keeps the answer of a request that ran (a success or a card error) for the key's replays;
    // one refused before it ran (a bad parameter) may be corrected and sent again under the same key.
    if (replayKey !== undefined && (response.status === 200 || response.status === 402))
      this.idempotent.set(replayKey, { fingerprint, response });
    return response;
  }

  private authenticateKey(authorization: string | undefined, params: FormObject): Auth {
    let key: string | undefined;
    if (authorization?.startsWith('Bearer ')) key = authorization.slice('Bearer '.length).trim();
    else if (authorization?.startsWith('Basic '))
      key = Buffer.from(authorization.slice('Basic '.length), 'base64').toString('utf8').split(':')[0];
    else key = stringField(params, 'key');
    if (!key)
      throw unauthorized(
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      );
    if (key === this.options.secretKey) return 'secret';
    if (key === this.options.publishableKey) return 'publishable';
    throw unauthorized(`Invalid API Key provided: ${redactKey(key)}`);
  }

  /** A browser's call: the publishable key in the parameters, never the secret key or a header. */
  private authenticateBrowser(params: FormObject): Auth {
    const key = stringField(params, 'key');
    if (key === this.options.publishableKey) return 'publishable';
    if (key === this.options.secretKey)
      throw unauthorized(
        'You should not use your secret key with Stripe.js. Please pass a publishable key instead.',
      );
    return this.authenticateKey(undefined, params);
  }

  private publishableKeyRefused(): StripeFailure {
    return unauthorized(
      'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
    );
  }

  /** Serves `request` over node:http on 127.0.0.1. */
  async listen(port = 0): Promise<ListeningDouble> {
    const server = createServer((incoming, outgoing) => {
      readBody(incoming)
        .then((rawBody) =>
          this.request({
            method: incoming.method ?? 'GET',
            path: incoming.url ?? '/',
            headers: incoming.headers,
            rawBody,
          }),
        )
        .then(
          (response) => {
            outgoing.writeHead(response.status, response.headers);
            outgoing.end(response.body);
          },
          () => {
            outgoing.writeHead(413, { 'content-type': 'application/json' });
            outgoing.end(
              JSON.stringify({ error: { type: 'invalid_request_error', message: 'Request too large' } }),
            );
          },
        );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address === null || typeof address === 'string')
      throw new Error('The Stripe double has no TCP address');
    return {
      host: '127.0.0.1',
      port: address.port,
      close: () =>
        new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()));
          // stripe-node keeps connections alive; without this, close() would wait for them to time out.
          server.closeAllConnections();
        }),
    };
  }

  // --- webhook events ----------------------------------------------------------------------------------

  /** Signs a payload with the webhook secret at `timestamp` (unix seconds): 't=...,v1=...'. */
  sign(payload: string, timestamp?: number): string {
    return this.deliveries.sign(payload, timestamp);
  }

  /** Sends an event again, freshly signed, as Stripe does when it retries; rejects if that delivery fails. */
  redeliver(eventId: string): Promise<void> {
    return this.deliveries.redeliver(eventId);
  }

  /** Resolves when every delivery started so far has finished (or failed for good). */
  settled(): Promise<void> {
    return this.deliveries.settled();
  }

  private emit(type: StripeEventType, object: SetupIntent | PaymentIntent, call: Call): void {
    const id = newId('evt');
    const event = {
      id,
      object: 'event',
      api_version: this.apiVersion,
      created: this.seconds(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: call.requestId, idempotency_key: call.idempotencyKey },
      type,
    };
    // Stripe sends its events pretty-printed; the signature covers these exact bytes.
    this.deliveries.add({ id, type, objectId: object.id, payload: JSON.stringify(event, null, 2) });
  }

  // --- lookups ---------------------------------------------------------------------------------------

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  private customer(id: string | undefined, param: string): Customer {
    const customer = id === undefined ? undefined : this.customers.get(id);
    if (!customer) {
      const message = `No such customer: '${id ?? ''}'`;
      // An id in the path is a missing resource (404); one in the parameters is a bad request (400).
      throw param === 'id'
        ? notFound(message, 'id')
        : invalidRequest(message, { code: 'resource_missing', param });
    }
    return customer;
  }

  private paymentMethod(id: string | undefined, status: 400 | 404, param = 'payment_method'): PaymentMethod {
    const paymentMethod = id === undefined ? undefined : this.paymentMethods.get(id);
    if (!paymentMethod) {
      const message = `No such PaymentMethod: '${id ?? ''}'`;
      throw status === 404
        ? notFound(message, param)
        : invalidRequest(message, { code: 'resource_missing', param });
    }
    return paymentMethod;
  }

  private charge(id: string | undefined): Charge {
    const charge = id === undefined ? undefined : this.charges.get(id);
    if (!charge) throw notFound(`No such charge: '${id ?? ''}'`, 'id');
    return charge;
  }

  private setupIntentFor(call: Call, id = call.ids[0]): SetupIntent {
    const intent = id === undefined ? undefined : this.setupIntents.get(id);
    if (!intent) throw notFound(`No such setupintent: '${id ?? ''}'`, 'intent');
    this.checkClientSecret(call, intent.client_secret, 'SetupIntent');
    return intent;
  }

  private paymentIntentFor(call: Call, id = call.ids[0]): PaymentIntent {
    const intent = id === undefined ? undefined : this.paymentIntents.get(id);
    if (!intent) throw notFound(`No such payment_intent: '${id ?? ''}'`, 'intent');
    this.checkClientSecret(call, intent.client_secret, 'PaymentIntent');
    return intent;
  }

  /** With the publishable key, an intent is reachable only with its client secret, as on Stripe. */
  private checkClientSecret(call: Call, clientSecret: string, kind: string): void {
    if (call.auth === 'secret') return;
    const given = stringField(call.params, 'client_secret');
    if (given === undefined) throw this.publishableKeyRefused();
    if (given !== clientSecret)
      throw invalidRequest(
        `The client_secret provided does not match the client_secret associated with the ${kind}.`,
        { param: 'client_secret' },
      );
  }

  private lookup(id: string): object | undefined {
    return (
      this.customers.get(id) ??
      this.paymentMethods.get(id) ??
      this.charges.get(id) ??
      this.setupIntents.get(id) ??
      this.paymentIntents.get(id)
    );
  }

  /** An intent as the caller may see it: the publishable key sees the public fields only, as on Stripe. */
  private project(intent: SetupIntent | PaymentIntent, call: Call): object {
    if (call.auth === 'secret') return intent;
    return intent.object === 'setup_intent'
      ? pick(intent, PUBLIC_SETUP_INTENT_FIELDS)
      : pick(intent, PUBLIC_PAYMENT_INTENT_FIELDS);
  }

  /**
   * A response's object: projected for the caller, with `expand[]` replacing top-level ids by their objects
   * (only `payment_method` for the publishable key, as Stripe.js may).
   */
  private view(object: Customer | PaymentMethod | Charge | SetupIntent | PaymentIntent, call: Call): object {
    const out: Record<string, unknown> = {
      ...(object.object === 'setup_intent' || object.object === 'payment_intent'
        ? this.project(object, call)
        : object),
    };
    for (const path of stringList(call.params, 'expand') ?? []) {
      const value = out[path];
      const target = typeof value === 'string' ? this.lookup(value) : undefined;
      const allowed = call.auth === 'secret' || path === 'payment_method';
      if (!allowed || (target === undefined && value !== null))
        throw invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' });
      if (target !== undefined) out[path] = target;
    }
    return out;
  }

  // --- customers and payment methods ---------------------------------------------------------------

  private createCustomer(call: Call): object {
    const params = call.params;
    const address = objectField(params, 'address');
    const customer: Customer = {
      id: newId('cus', 14),
      object: 'customer',
      address: address ? addressOf(address) : null,
      balance: 0,
      created: this.seconds(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: optionalText(params, 'description') ?? null,
      email: emailParam(params) ?? null,
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: mergeMetadata({}, metadataParam(params)),
      name: optionalText(params, 'name') ?? null,
      phone: optionalText(params, 'phone') ?? null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    this.customers.set(customer.id, customer);
    return this.view(customer, call);
  }

  private updateCustomer(call: Call): object {
    const customer = this.customer(call.ids[0], 'id');
    const params = call.params;
    const invoiceSettings = objectField(params, 'invoice_settings');
    const defaultMethod = invoiceSettings && optionalText(invoiceSettings, 'default_payment_method');
    if (typeof defaultMethod === 'string') {
      const param = 'invoice_settings[default_payment_method]';
      const paymentMethod = this.paymentMethod(defaultMethod, 400, param);
      if (paymentMethod.customer !== customer.id)
        throw invalidRequest(
          `The customer does not have a payment method with the ID ${defaultMethod}. The payment method must be attached to the customer.`,
          { param },
        );
    }
    const description = optionalText(params, 'description');
    const email = emailParam(params);
    const name = optionalText(params, 'name');
    const phone = optionalText(params, 'phone');
    const address = objectField(params, 'address');
    if (description !== undefined) customer.description = description;
    if (email !== undefined) customer.email = email;
    if (name !== undefined) customer.name = name;
    if (phone !== undefined) customer.phone = phone;
    if (address) customer.address = addressOf(address);
    if (defaultMethod !== undefined) customer.invoice_settings.default_payment_method = defaultMethod;
    customer.metadata = mergeMetadata(customer.metadata, metadataParam(params));
    return this.view(customer, call);
  }

  private listPaymentMethods(customerId: string, call: Call): object {
    const type = optionalText(call.params, 'type') ?? 'card';
    const limitText = optionalText(call.params, 'limit');
    const limit = limitText ? Number(limitText) : 10;
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw invalidRequest('This value must be between 1 and 100.', { param: 'limit' });
    // Stripe lists newest first.
    const all = [...this.paymentMethods.values()]
      .filter((method) => method.customer === customerId && method.type === type)
      .reverse();
    return {
      object: 'list',
      data: all.slice(0, limit).map((method) => this.view(method, call)),
      has_more: all.length > limit,
      url: `/v1/customers/${customerId}/payment_methods`,
    };
  }

  private attachPaymentMethod(call: Call): object {
    const paymentMethod = this.paymentMethod(call.ids[0], 404);
    const customer = this.customer(requiredText(call.params, 'customer'), 'customer');
    if (this.detached.has(paymentMethod.id))
      throw invalidRequest(
        'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
        { param: 'payment_method' },
      );
    if (paymentMethod.customer !== null && paymentMethod.customer !== customer.id)
      throw invalidRequest('The payment method you provided has already been attached to a customer.', {
        code: 'payment_method_unexpected_state',
      });
    paymentMethod.customer = customer.id;
    return this.view(paymentMethod, call);
  }

  private detachPaymentMethod(call: Call): object {
    const paymentMethod = this.paymentMethod(call.ids[0], 404);
    if (paymentMethod.customer === null)
      throw invalidRequest(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        { code: 'payment_method_unexpected_state' },
      );
    const customer = this.customers.get(paymentMethod.customer);
    if (customer?.invoice_settings.default_payment_method === paymentMethod.id)
      customer.invoice_settings.default_payment_method = null;
    paymentMethod.customer = null;
    this.setUpForFutureUse.delete(paymentMethod.id);
    this.detached.add(paymentMethod.id);
    return this.view(paymentMethod, call);
  }

  /** A card payment method from `payment_method_data`, checked as Stripe.js and Stripe check a card. */
  private createCardPaymentMethod(data: FormObject, call: Call): PaymentMethod {
    // Stripe refuses raw card numbers from servers (PCI): cards come from the browser.
    if (call.auth === 'secret')
      throw invalidRequest(
        'Sending credit card numbers directly to the Stripe API is generally unsafe. Collect cards in the browser with Stripe.js and use the resulting PaymentMethod.',
        { param: 'payment_method_data[card][number]' },
      );
    const type = requiredText(data, 'type', 'payment_method_data[type]');
    if (type !== 'card')
      throw invalidRequest(
        `The payment method type "${type}" is invalid. The Stripe double supports "card" only.`,
        {
          param: 'payment_method_data[type]',
        },
      );
    const card = objectField(data, 'card');
    if (!card) throw missingParam('payment_method_data[card]');
    const field = (name: string): string => requiredText(card, name, `payment_method_data[card][${name}]`);
    const input = {
      number: digitsOnly(field('number')),
      expMonth: field('exp_month'),
      expYear: field('exp_year'),
      cvc: stringField(card, 'cvc') ?? '',
    };
    const problem = cardProblem(input, new Date(this.now()));
    if (problem)
      throw new StripeFailure(402, {
        type: 'card_error',
        code: problem.code,
        doc_url: docUrl(problem.code),
        message: problem.message,
        param: `payment_method_data[card][${problem.field}]`,
      });
    const testCard = findTestCard(input.number);
    if (!testCard) throw new StripeFailure(402, cardError(LIVE_CARD_IN_TEST_MODE));
    const billing = billingDetailsOf(objectField(data, 'billing_details'));
    const paymentMethod: PaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: billing,
      card: {
        brand: testCard.brand,
        checks: {
          address_line1_check: billing.address.line1 ? 'pass' : null,
          address_postal_code_check: billing.address.postal_code ? 'pass' : null,
          cvc_check: 'pass',
        },
        country: testCard.country,
        display_brand: testCard.brand,
        exp_month: Number(input.expMonth),
        exp_year: fullYear(Number(input.expYear)),
        // Stable per card number, as Stripe's, so the same card saved twice can be recognised.
        fingerprint: createHash('sha256')
          .update(`stripe-double:${input.number}`)
          .digest('base64')
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 16),
        funding: testCard.funding,
        generated_from: null,
        last4: input.number.slice(-4),
        networks: { available: [testCard.brand], preferred: null },
        regulated_status: 'unregulated',
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: this.seconds(),
      customer: null,
      customer_account: null,
      livemode: false,
      metadata: {},
      type: 'card',
    };
    this.paymentMethods.set(paymentMethod.id, paymentMethod);
    this.cardOf.set(paymentMethod.id, testCard);
    return paymentMethod;
  }

  /** The payment method a confirmation names (`payment_method`) or brings (`payment_method_data`). */
  private paymentMethodToConfirm(call: Call, customerId: string | null): PaymentMethod | undefined {
    const data = objectField(call.params, 'payment_method_data');
    if (data) return this.createCardPaymentMethod(data, call);
    const id = optionalText(call.params, 'payment_method');
    if (!id) return undefined;
    const paymentMethod = this.paymentMethod(id, 400);
    if (this.detached.has(paymentMethod.id))
      throw invalidRequest(
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
        { param: 'payment_method' },
      );
    if (paymentMethod.customer !== null && paymentMethod.customer !== customerId)
      throw invalidRequest(
        customerId === null
          ? `The provided PaymentMethod ${id} is attached to a Customer. Pass that Customer's ID as \`customer\` to use it.`
          : `The provided PaymentMethod ${id} belongs to a different Customer than ${customerId}.`,
        { param: 'payment_method' },
      );
    return paymentMethod;
  }

  private setupOutcome(paymentMethod: PaymentMethod): SetupOutcome {
    return this.cardOf.get(paymentMethod.id)?.setup ?? { kind: 'succeed' };
  }

  private paymentOutcome(paymentMethod: PaymentMethod): PaymentOutcome {
    return this.cardOf.get(paymentMethod.id)?.payment ?? { kind: 'succeed' };
  }

  private threeDSecure(paymentMethod: PaymentMethod): NextAction {
    return {
      type: 'use_stripe_sdk',
      use_stripe_sdk: {
        type: 'stripe_3ds2_fingerprint',
        merchant: 'acct_sandbox',
        three_d_secure_2_source: newId('src'),
        directory_server_name: paymentMethod.card.brand,
        server_transaction_id: randomUUID(),
        three_ds_method_url: '',
        one_click_authn: null,
      },
    };
  }

  // --- SetupIntents ----------------------------------------------------------------------------------

  private createSetupIntent(call: Call): object {
    const params = call.params;
    const customer =
      params.customer === undefined ? null : this.customer(requiredText(params, 'customer'), 'customer');
    const types = paymentMethodTypes(params);
    const usage = enumParam(params, 'usage', ['on_session', 'off_session'] as const) ?? 'off_session';
    const confirm = booleanParam(params, 'confirm') ?? false;
    const id = newId('seti');
    const intent: SetupIntent = {
      id,
      object: 'setup_intent',
      application: null,
      automatic_payment_methods: null,
      cancellation_reason: null,
      client_secret: `${id}_secret_${randomText(25)}`,
      created: this.seconds(),
      customer: customer?.id ?? null,
      customer_account: null,
      description: optionalText(params, 'description') ?? null,
      excluded_payment_method_types: null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: mergeMetadata({}, metadataParam(params)),
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: {
        card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
      },
      allowed_payment_method_types: types.allowed,
      payment_method_types: types.used,
      single_use_mandate: null,
      status: 'requires_payment_method',
      usage,
    };
    // The payment method is checked before anything is stored, so a bad one leaves no SetupIntent behind.
    const paymentMethod = this.paymentMethodToConfirm(call, intent.customer);
    if (confirm && !paymentMethod) throw missingPaymentMethod('SetupIntent');
    if (paymentMethod) {
      intent.payment_method = paymentMethod.id;
      intent.status = 'requires_confirmation';
    }
    this.setupIntents.set(intent.id, intent);
    if (confirm && paymentMethod) this.runSetup(intent, paymentMethod, call);
    return this.view(intent, call);
  }

  private confirmSetupIntent(intent: SetupIntent, call: Call): void {
    if (intent.status === 'succeeded')
      throw invalidRequest(
        'You cannot confirm this SetupIntent because it has already succeeded after being previously confirmed.',
        { code: 'setup_intent_unexpected_state', setup_intent: this.project(intent, call) },
      );
    const paymentMethod =
      this.paymentMethodToConfirm(call, intent.customer) ??
      (intent.payment_method === null ? undefined : this.paymentMethods.get(intent.payment_method));
    if (!paymentMethod) throw missingPaymentMethod('SetupIntent');
    this.runSetup(intent, paymentMethod, call);
  }

  /** Saves the card, or asks for 3-D Secure, as the test card says. */
  private runSetup(intent: SetupIntent, paymentMethod: PaymentMethod, call: Call): void {
    intent.last_setup_error = null;
    const outcome = this.setupOutcome(paymentMethod);
    if (outcome.kind === 'decline') {
      const error = cardError(outcome, { payment_method: paymentMethod });
      this.failSetup(intent, paymentMethod, error, call);
      throw new StripeFailure(402, { ...error, setup_intent: this.project(intent, call) });
    }
    if (outcome.kind === 'authenticate') {
      intent.status = 'requires_action';
      intent.payment_method = paymentMethod.id;
      intent.next_action = this.threeDSecure(paymentMethod);
      this.emit('setup_intent.requires_action', intent, call);
      return;
    }
    this.completeSetup(intent, paymentMethod, call);
  }

  private completeSetup(intent: SetupIntent, paymentMethod: PaymentMethod, call: Call): void {
    intent.status = 'succeeded';
    intent.payment_method = paymentMethod.id;
    intent.next_action = null;
    intent.last_setup_error = null;
    if (intent.customer !== null) paymentMethod.customer = intent.customer;
    if (intent.usage === 'off_session') this.setUpForFutureUse.add(paymentMethod.id);
    this.emit('setup_intent.succeeded', intent, call);
  }

  private failSetup(
    intent: SetupIntent,
    paymentMethod: PaymentMethod,
    error: StripeErrorBody,
    call: Call,
  ): void {
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.next_action = null;
    intent.last_setup_error = { ...error, payment_method: paymentMethod };
    this.emit('setup_intent.setup_failed', intent, call);
  }

  // --- PaymentIntents --------------------------------------------------------------------------------

  private createPaymentIntent(call: Call): object {
    const params = call.params;
    const amount = amountParam(params);
    const currency = currencyParam(params);
    const customer =
      params.customer === undefined ? null : this.customer(requiredText(params, 'customer'), 'customer');
    const confirm = booleanParam(params, 'confirm') ?? false;
    enumParam(params, 'capture_method', ['automatic', 'automatic_async'] as const);
    if (params.off_session !== undefined && !confirm)
      throw invalidRequest('You can only use `off_session` when `confirm` is `true`.', {
        param: 'off_session',
      });
    const types = paymentMethodTypes(params);
    const setupFutureUse = enumParam(params, 'setup_future_usage', ['on_session', 'off_session'] as const);
    const receiptEmail = emailParam(params, 'receipt_email');
    const flags = paymentFlags(call);
    // The payment method is checked before anything is stored, so a bad one leaves no PaymentIntent behind.
    const paymentMethod = this.paymentMethodToConfirm(call, customer?.id ?? null);
    if (confirm && !paymentMethod) throw missingPaymentMethod('PaymentIntent');
    const id = newId('pi');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomText(25)}`,
      confirmation_method: 'automatic',
      created: this.seconds(),
      currency,
      customer: customer?.id ?? null,
      customer_account: null,
      description: optionalText(params, 'description') ?? null,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      managed_payments: null,
      metadata: mergeMetadata({}, metadataParam(params)),
      next_action: null,
      on_behalf_of: null,
      payment_method: paymentMethod?.id ?? null,
      payment_method_configuration_details: null,
      payment_method_options: {
        card: {
          installments: null,
          mandate_options: null,
          network: null,
          request_three_d_secure: 'automatic',
        },
      },
      allowed_payment_method_types: types.allowed,
      payment_method_types: types.used,
      payment_record: null,
      processing: null,
      receipt_email: receiptEmail ?? null,
      review: null,
      setup_future_usage: setupFutureUse ?? null,
      shipping: null,
      source: null,
      statement_descriptor: optionalText(params, 'statement_descriptor') ?? null,
      statement_descriptor_suffix: optionalText(params, 'statement_descriptor_suffix') ?? null,
      status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    };
    this.paymentIntents.set(intent.id, intent);
    if (confirm && paymentMethod) this.runPayment(intent, paymentMethod, flags, call);
    return this.view(intent, call);
  }

  private confirmPaymentIntent(intent: PaymentIntent, call: Call): void {
    if (intent.status === 'succeeded')
      throw invalidRequest(
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        { code: 'payment_intent_unexpected_state', payment_intent: this.project(intent, call) },
      );
    const setupFutureUse = enumParam(call.params, 'setup_future_usage', [
      'on_session',
      'off_session',
    ] as const);
    const paymentMethod =
      this.paymentMethodToConfirm(call, intent.customer) ??
      (intent.payment_method === null ? undefined : this.paymentMethods.get(intent.payment_method));
    if (!paymentMethod) throw missingPaymentMethod('PaymentIntent');
    const flags = paymentFlags(call);
    if (setupFutureUse !== undefined) intent.setup_future_usage = setupFutureUse;
    this.runPayment(intent, paymentMethod, flags, call);
  }

  /** Charges the card, or asks for 3-D Secure, as the test card says. */
  private runPayment(
    intent: PaymentIntent,
    paymentMethod: PaymentMethod,
    flags: PaymentFlags,
    call: Call,
  ): void {
    const { offSession, failOnAction } = flags;
    intent.payment_method = paymentMethod.id;
    intent.last_payment_error = null;
    intent.next_action = null;
    const outcome = this.paymentOutcome(paymentMethod);
    if (outcome.kind === 'decline') this.declinePayment(intent, paymentMethod, outcome, call, true);
    const needsAuthentication =
      outcome.kind === 'authenticate' ||
      (outcome.kind === 'authenticate_on_session' &&
        !(offSession && this.setUpForFutureUse.has(paymentMethod.id)));
    if (needsAuthentication) {
      // Nobody is there to authenticate: Stripe declines instead of waiting for the payer.
      if (offSession || failOnAction)
        this.declinePayment(intent, paymentMethod, AUTHENTICATION_REQUIRED, call, false);
      intent.status = 'requires_action';
      intent.next_action = this.threeDSecure(paymentMethod);
      this.emit('payment_intent.requires_action', intent, call);
      return;
    }
    this.succeedPayment(intent, paymentMethod, call);
  }

  private newCharge(intent: PaymentIntent, paymentMethod: PaymentMethod, decline?: CardDecline): Charge {
    const charge: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: decline ? 0 : intent.amount,
      amount_refunded: 0,
      balance_transaction: null,
      billing_details: paymentMethod.billing_details,
      captured: !decline,
      created: this.seconds(),
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description,
      failure_code: decline?.code ?? null,
      failure_message: decline?.message ?? null,
      livemode: false,
      metadata: intent.metadata,
      outcome: decline
        ? {
            network_status: 'declined_by_network',
            reason: decline.declineCode,
            risk_level: 'normal',
            seller_message: 'The bank did not return any further details with this decline.',
            type: 'issuer_declined',
          }
        : {
            network_status: 'approved_by_network',
            reason: null,
            risk_level: 'normal',
            seller_message: 'Payment complete.',
            type: 'authorized',
          },
      paid: !decline,
      payment_intent: intent.id,
      payment_method: paymentMethod.id,
      payment_method_details: {
        type: 'card',
        card: {
          brand: paymentMethod.card.brand,
          country: paymentMethod.card.country,
          exp_month: paymentMethod.card.exp_month,
          exp_year: paymentMethod.card.exp_year,
          funding: paymentMethod.card.funding,
          last4: paymentMethod.card.last4,
          network: paymentMethod.card.brand,
        },
      },
      refunded: false,
      status: decline ? 'failed' : 'succeeded',
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  private succeedPayment(intent: PaymentIntent, paymentMethod: PaymentMethod, call: Call): void {
    const charge = this.newCharge(intent, paymentMethod);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = charge.id;
    intent.payment_method = paymentMethod.id;
    intent.next_action = null;
    intent.last_payment_error = null;
    if (intent.setup_future_usage !== null && intent.customer !== null)
      paymentMethod.customer = intent.customer;
    if (intent.setup_future_usage === 'off_session') this.setUpForFutureUse.add(paymentMethod.id);
    this.emit('payment_intent.succeeded', intent, call);
  }

  /** A decline: the intent waits for another card, the event goes out, and the caller gets a 402. */
  private declinePayment(
    intent: PaymentIntent,
    paymentMethod: PaymentMethod,
    decline: CardDecline,
    call: Call,
    charged: boolean,
  ): never {
    const charge = charged ? this.newCharge(intent, paymentMethod, decline) : undefined;
    if (charge) intent.latest_charge = charge.id;
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.next_action = null;
    const error = cardError(decline, { charge: charge?.id, payment_method: paymentMethod });
    intent.last_payment_error = error;
    this.emit('payment_intent.payment_failed', intent, call);
    throw new StripeFailure(402, { ...error, payment_intent: this.project(intent, call) });
  }

  // --- 3-D Secure --------------------------------------------------------------------------------------

  private authenticate(call: Call): object {
    const id = requiredText(call.params, 'intent');
    const outcome = enumParam(call.params, 'outcome', ['complete', 'fail'] as const);
    if (outcome === undefined) throw missingParam('outcome');
    const failure = (code: string): StripeErrorBody => ({
      type: 'invalid_request_error',
      code,
      doc_url: docUrl(code),
      message: AUTHENTICATION_FAILED,
    });
    if (id.startsWith('seti_')) {
      const intent = this.setupIntentFor(call, id);
      const paymentMethod = this.awaitingAuthentication(intent, 'SetupIntent');
      if (outcome === 'complete') this.completeSetup(intent, paymentMethod, call);
      else this.failSetup(intent, paymentMethod, failure('setup_intent_authentication_failure'), call);
      return this.view(intent, call);
    }
    const intent = this.paymentIntentFor(call, id);
    const paymentMethod = this.awaitingAuthentication(intent, 'PaymentIntent');
    if (outcome === 'complete') {
      this.succeedPayment(intent, paymentMethod, call);
    } else {
      intent.status = 'requires_payment_method';
      intent.payment_method = null;
      intent.next_action = null;
      intent.last_payment_error = {
        ...failure('payment_intent_authentication_failure'),
        payment_method: paymentMethod,
      };
      this.emit('payment_intent.payment_failed', intent, call);
    }
    return this.view(intent, call);
  }

  private awaitingAuthentication(intent: SetupIntent | PaymentIntent, kind: string): PaymentMethod {
    const paymentMethod =
      intent.payment_method === null ? undefined : this.paymentMethods.get(intent.payment_method);
    if (intent.status !== 'requires_action' || !paymentMethod)
      throw invalidRequest(
        `This ${kind} is not waiting for authentication: its status is ${intent.status}.`,
        {
          code: kind === 'SetupIntent' ? 'setup_intent_unexpected_state' : 'payment_intent_unexpected_state',
          param: 'intent',
        },
      );
    return paymentMethod;
  }
}
