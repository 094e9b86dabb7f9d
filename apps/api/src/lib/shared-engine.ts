/**
 * One heavy engine per process, shared by everything that leases it: the face models (Human keeps its
 * models process-wide) and the OCR worker (a worker thread with ~100 MB of WebAssembly heap). The engine
 * starts at the first `run` of any lease, its runs go one at a time (neither engine can do two things at
 * once, and each keeps per-call state), and it is stopped once the last lease closes. A failed start, or
 * an engine that dies on its own, is forgotten: the next run starts a new one. Only one engine of a kind
 * exists at a time, so a new start waits for the previous engine to be stopped.
 */

export interface EngineSpec<E> {
  /** Starts an engine reading its files from `source`; `onDeath` is for an engine that ends on its own. */
  start(source: string, onDeath: () => void): Promise<E>;
  /** Frees what the engine holds; a later `start` must work again. */
  stop(engine: E): Promise<void>;
  /** The refusal for a lease on another `source` while one is held (the engine is one per process). */
  otherSource(held: string, asked: string): string;
}

/** A hold on the process's engine: starts nothing until the first `run`; `close` lets it be stopped. */
export interface EngineLease<E> {
  /** Runs `work` with the started engine, after every earlier run in the process has finished. */
  run<T>(work: (engine: E) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface Held<E> {
  source: string;
  users: number;
  queue: Promise<unknown>;
  /** Started by the first run; cleared when the start fails or the engine dies. */
  ready: Promise<E> | undefined;
}

export class SharedEngine<E> {
  #held: Held<E> | undefined;
  #stopping: Promise<void> = Promise.resolve();

  constructor(private readonly spec: EngineSpec<E>) {}

  lease(source: string): EngineLease<E> {
    let entry: Held<E> | undefined;
    let closed = false;
    return {
      // async: a refusal (closed, another source) is a rejection, never a throw.
      run: async <T>(work: (engine: E) => Promise<T>): Promise<T> => {
        if (closed) throw new Error('The engine lease is closed');
        entry ??= this.#acquire(source);
        const current = entry;
        const run = current.queue.then(async () => work(await this.#ready(current)));
        current.queue = run.catch(() => undefined);
        return run;
      },
      close: async (): Promise<void> => {
        if (closed) return;
        closed = true;
        const held = entry;
        entry = undefined;
        if (held) await this.#release(held);
      },
    };
  }

  #acquire(source: string): Held<E> {
    if (this.#held && this.#held.source !== source)
      throw new Error(this.spec.otherSource(this.#held.source, source));
    this.#held ??= { source, users: 0, queue: Promise.resolve(), ready: undefined };
    this.#held.users += 1;
    return this.#held;
  }

  #ready(entry: Held<E>): Promise<E> {
    if (!entry.ready) {
      const forget = () => {
        if (entry.ready === starting) entry.ready = undefined;
      };
      // The previous engine is let go first: one at a time.
      const starting = this.#stopping.then(() => this.spec.start(entry.source, forget));
      starting.catch(forget);
      entry.ready = starting;
    }
    return entry.ready;
  }

  #release(entry: Held<E>): Promise<void> {
    entry.users -= 1;
    if (entry.users > 0) return Promise.resolve();
    if (this.#held === entry) this.#held = undefined;
    this.#stopping = (async (): Promise<void> => {
      await entry.queue;
      const engine = await entry.ready?.catch(() => undefined); // a start that failed has nothing to stop
      if (engine) await this.spec.stop(engine);
    })();
    return this.#stopping;
  }
}
