/**
 * Compute-heavy engines (the face models on TensorFlow.js's WebAssembly) in a child process of their own:
 * their work never blocks the API's event loop, and the child runs without the server's `--liftoff-only`
 * (server-process.mjs), so TurboFan compiles their WebAssembly (about 1.7 times faster) while PGlite in the
 * server keeps its smaller baseline code. The child is forked on the first call, serves calls one at a
 * time, and is forked again after a crash; its errors come back by name, so a caller can re-create the
 * typed ones it knows (`revive`).
 *
 * The child's module calls `serveEngine(operations)`; the parent calls `engineProcess(entry).call(name,
 * ...args)`. Arguments and answers cross by structured clone (Buffers included).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

type Operation = (...args: never[]) => Promise<unknown>;
export type Operations = Record<string, Operation>;

interface Request {
  id: number;
  op: string;
  args: unknown[];
}

export interface SerializedError {
  name: string;
  message: string;
  /** Own enumerable fields of the error (e.g. which image it is about). */
  fields: Record<string, unknown>;
}

type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

export class EngineProcessError extends Error {
  override name = 'EngineProcessError';
}

/** In the child: answers the parent's calls with `operations`; exits when the parent goes. */
export function serveEngine(operations: Operations): void {
  const send = (answer: Answer) => process.send?.(answer);
  process.on('message', (message: Request) => {
    const operation = operations[message.op];
    const run = operation
      ? (operation as (...args: unknown[]) => Promise<unknown>)(...message.args)
      : Promise.reject(new EngineProcessError(`No operation ${message.op}`));
    run.then(
      (value) => send({ id: message.id, ok: true, value }),
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        send({
          id: message.id,
          ok: false,
          error: { name: failure.name, message: failure.message, fields: { ...failure } },
        });
      },
    );
  });
  process.on('disconnect', () => process.exit(0));
}

export interface EngineProcess<O extends Operations> {
  call<K extends keyof O & string>(op: K, ...args: Parameters<O[K]>): Promise<Awaited<ReturnType<O[K]>>>;
  /** Ends the child (if running); later calls fork a new one. */
  close(): Promise<void>;
}

/**
 * `entry` is the child module's URL (`new URL('./x-process.js', import.meta.url)`). Under TypeScript (tests,
 * tsx) the `.ts` source runs through tsx; the built server runs the compiled `.js`.
 */
export function engineProcess<O extends Operations>(
  entry: URL,
  revive: (error: SerializedError) => Error | undefined = () => undefined,
): EngineProcess<O> {
  let child: ChildProcess | undefined;
  let next = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  const start = (): ChildProcess => {
    const source = import.meta.url.endsWith('.ts');
    const path = fileURLToPath(entry).replace(/\.js$/, source ? '.ts' : '.js');
    const started = fork(path, [], {
      serialization: 'advanced',
      // Not the server's flags (no --liftoff-only): the engine's WebAssembly gets TurboFan.
      execArgv: source ? ['--import', 'tsx'] : [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started.on('message', (answer: Answer) => {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value);
      else {
        const revived = revive(answer.error);
        if (revived) waiting.reject(revived);
        else {
          const error = new EngineProcessError(answer.error.message);
          error.name = answer.error.name;
          waiting.reject(error);
        }
      }
    });
    started.on('exit', (code, signal) => {
      if (child === started) child = undefined;
      failAll(new EngineProcessError(`The engine process stopped (${signal ?? `exit ${code}`})`));
    });
    return started;
  };

  return {
    call(op, ...args) {
      child ??= start();
      const id = next++;
      const running = child;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        running.send({ id, op, args } satisfies Request, (error) => {
          if (error && pending.delete(id))
            reject(new EngineProcessError(`The engine process is gone: ${error.message}`));
        });
      });
    },
    async close() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.disconnect();
      });
    },
  };
}
