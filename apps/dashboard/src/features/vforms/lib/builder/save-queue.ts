/**
 * The builder's save queue (edits are saved 500 ms after the last one). Ops wait in order; edits of the same
 * field or of the settings merge while they wait, so typing a label sends one update. When the delay passes
 * they are sent one at a time, in order, each field id resolved through the map of local ids to the ids the
 * server gave. A failure drops what was waiting: the caller reloads the form from the server, which is the
 * truth again.
 */
import { fieldIdsOf, type ServerOp } from './server-ops';

/** 'pending': waiting for the delay; 'saving': a call is out; 'failed': the last call failed. */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed';

export interface QueuedOp {
  op: ServerOp;
  /** Whether it changes what a response costs (charge-rules.ts): the estimate is fetched again after it. */
  charge: boolean;
}

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface SaveQueueOptions {
  /**
   * Sends one op; for a create or duplicate, answers the new field's server id. `serverId` maps a local
   * field id to the server's (a loaded field's id is already the server's).
   */
  send(op: ServerOp, serverId: (id: string) => string): Promise<string | undefined>;
  delayMs: number;
  onStatus?(status: SaveStatus): void;
  /** Every op sent so far has landed; `charge` when one of them changed the estimated charge. */
  onDrained?(result: { charge: boolean }): void;
  onError?(error: unknown): void;
  timers?: Timers;
}

const defaultTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Adds `next` to `pending`, merged into an earlier op where that cannot change the outcome: a field's
 * update into its last waiting create or update (other fields' ops do not touch it), a settings update
 * into the last waiting settings update (unless it names a field, which may be created in between).
 */
export function coalesce(pending: readonly QueuedOp[], next: QueuedOp): QueuedOp[] {
  const { op } = next;
  const merged = (at: number, into: QueuedOp, op: ServerOp): QueuedOp[] => {
    const copy = [...pending];
    copy[at] = { op, charge: into.charge || next.charge };
    return copy;
  };
  if (op.kind === 'update') {
    for (let at = pending.length - 1; at >= 0; at -= 1) {
      const earlier = pending[at];
      if (!earlier || !fieldIdsOf(earlier.op).includes(op.id)) continue;
      if (earlier.op.kind === 'update' && earlier.op.id === op.id)
        return merged(at, earlier, { ...earlier.op, body: { ...earlier.op.body, ...op.body } });
      if (earlier.op.kind === 'create' && earlier.op.id === op.id)
        return merged(at, earlier, { ...earlier.op, body: { ...earlier.op.body, ...op.body } });
      break;
    }
  }
  if (op.kind === 'template') {
    const namesField = op.body.defaultPersonalInformationFieldId !== undefined;
    for (let at = pending.length - 1; at >= 0; at -= 1) {
      const earlier = pending[at];
      if (!earlier) continue;
      if (earlier.op.kind === 'template')
        return merged(at, earlier, { kind: 'template', body: { ...earlier.op.body, ...op.body } });
      if (namesField) break;
    }
  }
  return [...pending, next];
}

export class SaveQueue {
  private pending: QueuedOp[] = [];
  private readonly ids = new Map<string, string>();
  private timer: unknown = null;
  private running: Promise<void> | null = null;
  private again = false;
  private chargeSent = false;
  private current: SaveStatus = 'saved';
  private readonly timers: Timers;

  constructor(private readonly options: SaveQueueOptions) {
    this.timers = options.timers ?? defaultTimers;
  }

  get status(): SaveStatus {
    return this.current;
  }

  /** Whether nothing waits and nothing is out. */
  get idle(): boolean {
    return this.pending.length === 0 && this.running === null && this.timer === null;
  }

  /** The server id of a field (its local id until its create has landed). */
  serverId = (id: string): string => this.ids.get(id) ?? id;

  /** Queues ops and (re)starts the delay. */
  push(ops: readonly QueuedOp[]): void {
    if (ops.length === 0) return;
    for (const op of ops) this.pending = coalesce(this.pending, op);
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.flush();
    }, this.options.delayMs);
    if (this.running === null) this.setStatus('pending');
  }

  /** Sends what waits now, without waiting for the delay; resolves once everything sent has landed. */
  async flush(): Promise<void> {
    if (this.timer !== null) {
      this.timers.clear(this.timer);
      this.timer = null;
    }
    if (this.running) {
      this.again = true;
      return this.running;
    }
    if (this.pending.length === 0) return;
    this.running = this.drain();
    try {
      await this.running;
    } finally {
      this.running = null;
    }
    if (this.again) {
      this.again = false;
      if (this.pending.length > 0 && this.timer === null) await this.flush();
    }
  }

  /** Forgets what waits (the form is being reloaded from the server). Local ids stay mapped. */
  clear(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.pending = [];
    this.again = false;
    this.chargeSent = false;
    if (this.running === null) this.setStatus('saved');
  }

  private async drain(): Promise<void> {
    this.setStatus('saving');
    const batch = this.pending;
    this.pending = [];
    try {
      for (const { op, charge } of batch) {
        const created = await this.options.send(op, this.serverId);
        if ((op.kind === 'create' || op.kind === 'duplicate') && created) this.ids.set(op.id, created);
        if (charge) this.chargeSent = true;
      }
    } catch (error) {
      this.pending = [];
      this.again = false;
      this.chargeSent = false;
      if (this.timer !== null) this.timers.clear(this.timer);
      this.timer = null;
      this.setStatus('failed');
      this.options.onError?.(error);
      return;
    }
    if (this.pending.length > 0) {
      // More came in while these were out: their delay is running, or `again` sends them right away.
      this.setStatus(this.again ? 'saving' : 'pending');
      return;
    }
    const charge = this.chargeSent;
    this.chargeSent = false;
    this.setStatus('saved');
    this.options.onDrained?.({ charge });
  }

  private setStatus(status: SaveStatus): void {
    if (status === this.current) return;
    this.current = status;
    this.options.onStatus?.(status);
  }
}
