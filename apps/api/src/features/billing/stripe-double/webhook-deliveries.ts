/**
 * The double's webhook events on their way to the server, as Stripe sends them: signed with the endpoint's
 * secret (`Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 hex of "t.payload">`, which stripe-node's
 * `webhooks.constructEvent` checks), after the API response that caused them, one object's events in the
 * order they happened, and retried with a backoff when the server does not take them.
 */
import { createHmac } from 'node:crypto';

export type StripeEventType =
  | 'setup_intent.succeeded'
  | 'setup_intent.setup_failed'
  | 'setup_intent.requires_action'
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'payment_intent.requires_action';

export interface StripeEventRecord {
  readonly id: string;
  readonly type: StripeEventType;
  /** The id of the SetupIntent or PaymentIntent the event is about. */
  readonly objectId: string;
  /** The exact JSON sent, signed as it is. */
  readonly payload: string;
  readonly delivered: boolean;
  readonly attempts: number;
}

interface EventRecord {
  id: string;
  type: StripeEventType;
  objectId: string;
  payload: string;
  delivered: boolean;
  attempts: number;
}

export interface WebhookDeliveryOptions {
  webhookSecret: string;
  /** Throwing or rejecting counts as a failed delivery. */
  deliver(payload: string, signatureHeader: string): Promise<void>;
  now: () => number;
  /** The waits before each retry; their count is the number of retries. */
  retryDelaysMs: readonly number[];
}

/** Stripe retries for days; a test wants its retries within about a second. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [50, 200, 1000];

function afterCurrentResponse(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export class WebhookDeliveries {
  private readonly options: WebhookDeliveryOptions;
  private readonly log: EventRecord[] = [];
  /** The tail of each object's deliveries: its events go out one after another, in creation order. */
  private readonly chains = new Map<string, Promise<void>>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(options: WebhookDeliveryOptions) {
    this.options = options;
  }

  get events(): readonly StripeEventRecord[] {
    return this.log;
  }

  /** Records an event (payload already serialised) and starts delivering it. */
  add(event: { id: string; type: StripeEventType; objectId: string; payload: string }): void {
    const record: EventRecord = { ...event, delivered: false, attempts: 0 };
    this.log.push(record);
    // A delivery that fails for good is recorded on the event (delivered: false), not thrown anywhere.
    this.schedule(record.objectId, () => this.deliverWithRetries(record)).catch(() => undefined);
  }

  sign(payload: string, timestamp: number = Math.floor(this.options.now() / 1000)): string {
    const signature = createHmac('sha256', this.options.webhookSecret)
      .update(`${timestamp}.${payload}`, 'utf8')
      .digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  /** One more attempt, freshly signed; rejects if it fails. */
  redeliver(eventId: string): Promise<void> {
    const record = this.log.find((event) => event.id === eventId);
    if (!record) return Promise.reject(new Error(`No such event: '${eventId}'`));
    return this.schedule(record.objectId, () => this.attempt(record));
  }

  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /**
   * Runs `task` after the object's earlier deliveries and after the current response has gone out (as
   * with Stripe, the webhook may still arrive before the caller has read the API's answer).
   */
  private schedule(objectId: string, task: () => Promise<void>): Promise<void> {
    const previous = this.chains.get(objectId) ?? Promise.resolve();
    const run = previous.then(afterCurrentResponse).then(task);
    // One failed delivery must not hold back the object's later events.
    const tail = run.catch(() => undefined);
    this.chains.set(objectId, tail);
    this.inFlight.add(tail);
    tail.then(() => {
      this.inFlight.delete(tail);
      if (this.chains.get(objectId) === tail) this.chains.delete(objectId);
    });
    return run;
  }

  private async deliverWithRetries(record: EventRecord): Promise<void> {
    for (let retry = 0; ; retry++) {
      try {
        await this.attempt(record);
        return;
      } catch {
        const delay = this.options.retryDelaysMs[retry];
        if (delay === undefined) return;
        await sleep(delay);
      }
    }
  }

  private async attempt(record: EventRecord): Promise<void> {
    record.attempts += 1;
    const signature = this.sign(record.payload);
    // A `deliver` that throws synchronously fails the attempt like one that rejects.
    await Promise.resolve().then(() => this.options.deliver(record.payload, signature));
    record.delivered = true;
  }
}
