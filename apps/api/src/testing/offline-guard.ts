/**
 * The network guard of the offline engines' tests (face comparison, OCR), in every thread. tesseract.js runs Tesseract and
 * loads its model in a worker thread, which has its own `fetch` and its own `net` module: a guard on the
 * main thread alone would not see what the OCR worker does. So every worker thread started while the
 * guard is on runs a bootstrap first that installs the same guard there and reports to this thread.
 *
 * Refused, in every thread: `fetch` of http(s)/ws(s) URLs (undici) and any TCP connection through
 * `net.Socket.prototype.connect` (node-fetch, http, https, tls). Unix sockets and pipes pass, so
 * vitest's own IPC is untouched. Each refusal is recorded in `attempts`.
 */
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import workerThreads, { BroadcastChannel } from 'node:worker_threads';

const CHANNEL = 'verity-test-offline-guard';

/** Runs in each new worker thread (CommonJS, `eval`), then loads the thread's real script. */
const WORKER_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
const net = require('node:net');
const channel = new BroadcastChannel(${JSON.stringify(CHANNEL)});
channel.unref();
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = typeof input === 'object' && input !== null && 'url' in input ? input.url : String(input);
  if (/^(https?|wss?):/i.test(url)) {
    channel.postMessage('worker fetch ' + url);
    return Promise.reject(new Error('network blocked in tests: ' + url));
  }
  return realFetch(input, init);
};
const realConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const first = args[0];
  const options = Array.isArray(first) ? first[0] : first;
  if (typeof options === 'number' || (typeof options === 'object' && options !== null && options.port !== undefined)) {
    channel.postMessage('worker connect ' + JSON.stringify(options));
    throw new Error('network blocked in tests: TCP connect');
  }
  return realConnect.apply(this, args);
};
require(workerData.guardedScript);
`;

export interface OfflineGuard {
  /** What was refused, in any thread, in the order the refusals were reported. */
  attempts: string[];
  /** Worker threads started while the guard was on (the script each was started with). */
  threads: string[];
  /** The same threads' Worker objects. */
  workers: workerThreads.Worker[];
  /** Threads of those that have exited. */
  exitedThreads: () => number;
  restore: () => void;
}

export function installOfflineGuard(): OfflineGuard {
  const attempts: string[] = [];
  const threads: string[] = [];
  const workers: workerThreads.Worker[] = [];
  let exited = 0;
  const realFetch = globalThis.fetch;
  const realConnect = net.Socket.prototype.connect;
  const RealWorker = workerThreads.Worker;

  globalThis.fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (/^(https?|wss?):/i.test(url)) {
      attempts.push(`fetch ${url}`);
      return Promise.reject(new Error(`network blocked in tests: ${url}`));
    }
    return realFetch(input, init);
  };

  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]): net.Socket {
    // net.connect() hands connect() its arguments normalised as [options, callback].
    const [first] = args;
    const options: unknown = Array.isArray(first) ? first[0] : first;
    const isTcp =
      typeof options === 'number' ||
      (typeof options === 'object' && options !== null && 'port' in options && options.port !== undefined);
    if (isTcp) {
      attempts.push(`connect ${JSON.stringify(options)}`);
      throw new Error('network blocked in tests: TCP connect');
    }
    return (realConnect as (...params: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;

  const channel = new BroadcastChannel(CHANNEL);
  channel.unref();
  channel.onmessage = (event: unknown): void => {
    attempts.push(String((event as { data: unknown }).data));
  };

  // Replaced on the module object, which is what CommonJS `require('worker_threads')` returns: a
  // library that reads `Worker` from it after this (tesseract.js does, when first required) gets this
  // class, and so does an ES import made after this, once the builtin's named exports are synced.
  // Instances are still real Workers (`instanceof Worker` holds).
  class GuardedWorker extends RealWorker {
    constructor(script: string | URL, options: workerThreads.WorkerOptions = {}) {
      super(WORKER_BOOTSTRAP, {
        ...options,
        eval: true,
        workerData: { guardedScript: script instanceof URL ? script.pathname : script },
      });
      threads.push(String(script));
      workers.push(this);
      this.once('exit', () => {
        exited += 1;
      });
    }
  }
  workerThreads.Worker = GuardedWorker;
  syncBuiltinESMExports();

  return {
    attempts,
    threads,
    workers,
    exitedThreads: () => exited,
    restore: (): void => {
      globalThis.fetch = realFetch;
      net.Socket.prototype.connect = realConnect;
      workerThreads.Worker = RealWorker;
      syncBuiltinESMExports();
      channel.close();
    },
  };
}
