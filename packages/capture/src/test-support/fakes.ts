/**
 * Fakes for the flow controller's tests: an API client that answers from a script and records its calls,
 * a camera whose streams record attach/stop, and helpers to wait on what the flow shows.
 */
import { effect } from '@preact/signals-core';
import type {
  SuccessEnvelope,
  TCaptureAttempt,
  TCaptureDocumentResult,
  TCaptureFrameResult,
  TCaptureOutcome,
} from '@verity/client/public';
import type { BridgeEvent } from '../bridge.js';
import type { Camera, CameraStream, Facing } from '../camera.js';
import {
  type CaptureApi,
  type CaptureFlow,
  createCaptureFlow,
  type FlowOptions,
} from '../flow/controller.js';
import { en } from '../messages.js';
import type { GraySample } from '../sharpness.js';

export const TOKEN = 'cst_test_token';

export function attemptOf(overrides: Partial<TCaptureAttempt> = {}): TCaptureAttempt {
  return {
    sessionId: 'ses_1',
    attempt: 1,
    attemptsLeft: 2,
    kind: 'document_and_liveness',
    documentType: 'national_id',
    documentSides: ['front', 'back'],
    challenge: ['turn_left', 'blink', 'turn_right'],
    expiresAt: '2099-01-01T00:00:00.000Z',
    branding: { primaryColor: '#1F6FEB', textColor: '#0F172A', logoUrl: null },
    ...overrides,
  };
}

const envelope = <T>(data: T): SuccessEnvelope<T> => ({
  success: true,
  statusCode: 200,
  message: 'OK',
  data,
});

/** Each call takes the next scripted answer (an Error is thrown); the last one repeats. */
type Script<T> = Array<T | Error>;

function next<T>(script: Script<T>, name: string): T {
  const answer = script.length > 1 ? script.shift() : script[0];
  if (answer === undefined) throw new Error(`No scripted answer for ${name}`);
  if (answer instanceof Error) throw answer;
  return answer;
}

export interface FakeClientScript {
  start?: Script<TCaptureAttempt>;
  documents?: Script<Omit<TCaptureDocumentResult, 'side'>>;
  /** The answer for a frame, by its sequence; default a face found and no hint. */
  frame?: (sequence: number) => Omit<TCaptureFrameResult, 'sequence' | 'framesReceived'> | Error;
  complete?: Script<TCaptureOutcome>;
}

export type Call =
  | { method: 'start'; token: string }
  | { method: 'uploadDocument'; token: string; attempt: number; side: string; image: Blob }
  | { method: 'uploadFrame'; token: string; attempt: number; sequence: number; image: Blob }
  | { method: 'complete'; token: string; attempt: number };

export function fakeClient(script: FakeClientScript = {}) {
  const calls: Call[] = [];
  const start = script.start ?? [attemptOf()];
  const documents = script.documents ?? [{ accepted: true, problems: [] }];
  const complete = script.complete ?? [
    { sessionId: 'ses_1', status: 'completed', decision: 'approved', canRetry: false, attemptsLeft: 2 },
  ];
  let received = 0;
  const capture: CaptureApi = {
    async start(token) {
      calls.push({ method: 'start', token });
      return envelope(next(start, 'start'));
    },
    async uploadDocument(side) {
      calls.push({ method: 'uploadDocument', ...side });
      return envelope({ side: side.side, ...next(documents, 'uploadDocument') });
    },
    async uploadFrame(frame) {
      calls.push({ method: 'uploadFrame', ...frame });
      const answer = script.frame?.(frame.sequence) ?? { faceFound: true, hint: null };
      if (answer instanceof Error) throw answer;
      received++;
      return envelope({ sequence: frame.sequence, framesReceived: received, ...answer });
    },
    async complete(body) {
      calls.push({ method: 'complete', ...body });
      return envelope(next(complete, 'complete'));
    },
  };
  return {
    capture,
    calls,
    of<M extends Call['method']>(method: M) {
      return calls.filter((call): call is Extract<Call, { method: M }> => call.method === method);
    },
  };
}

/** A sharp picture: black and white blocks, like print. */
export function sharpSample(width = 60, height = 40): GraySample {
  const pixels = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels[y * width + x] = (x >> 2) % 2 === (y >> 2) % 2 ? 20 : 235;
  return { width, height, pixels };
}

export class FakeStream implements CameraStream {
  stopped = false;
  attached: Array<HTMLVideoElement | null> = [];
  snapshots = 0;
  /** What `sample()` answers; sharp and still by default, so auto-capture fires. */
  nextSample: () => GraySample | null = () => sharpSample();
  failSnapshots = 0;
  constructor(readonly facing: Facing) {}
  attach(video: HTMLVideoElement | null) {
    this.attached.push(video);
  }
  sample() {
    return this.stopped ? null : this.nextSample();
  }
  async snapshot(maxEdge: number, quality: number) {
    if (this.failSnapshots > 0) {
      this.failSnapshots--;
      throw new Error('no picture yet');
    }
    this.snapshots++;
    return new Blob([`${this.facing}-${this.snapshots}-${maxEdge}-${quality}`], { type: 'image/jpeg' });
  }
  stop() {
    this.stopped = true;
  }
}

/** Each open takes the next scripted failure for its facing (a DOMException-like `{ name }`), else a stream. */
export function fakeCamera(failures: Partial<Record<Facing, unknown[]>> = {}) {
  const streams: FakeStream[] = [];
  const opens: Facing[] = [];
  let hold: { release(): void; promise: Promise<void> } | null = null;
  const camera: Camera & {
    streams: FakeStream[];
    opens: Facing[];
    /** The next open waits (the browser's permission prompt) until `release()`. */
    holdNextOpen(): () => void;
  } = {
    streams,
    opens,
    holdNextOpen() {
      let release = () => {};
      const promise = new Promise<void>((resolve) => {
        release = resolve;
      });
      hold = { release, promise };
      return release;
    },
    async open(facing) {
      opens.push(facing);
      const waiting = hold;
      hold = null;
      if (waiting) await waiting.promise;
      const failure = failures[facing]?.shift();
      if (failure !== undefined) throw failure;
      const stream = new FakeStream(facing);
      streams.push(stream);
      return stream;
    },
  };
  return camera;
}

export const domError = (name: string) => Object.assign(new Error(`${name} (fake)`), { name });

/** A macrotask per sleep: the flow's timers advance without real waiting, and other work gets a turn. */
export const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface Harness {
  flow: CaptureFlow;
  client: ReturnType<typeof fakeClient>;
  camera: ReturnType<typeof fakeCamera>;
  events: BridgeEvent[];
  /** Every screen shown, as `id` or `id:phase`. */
  screens: string[];
}

export function harness(
  script: FakeClientScript = {},
  options: Partial<FlowOptions> & { failures?: Partial<Record<Facing, unknown[]>> } = {},
): Harness {
  const client = fakeClient(script);
  const camera = fakeCamera(options.failures);
  const events: BridgeEvent[] = [];
  const screens: string[] = [];
  const flow = createCaptureFlow({
    token: TOKEN,
    client,
    camera,
    messages: en,
    emit: (type, payload) => events.push({ source: 'verity-capture', v: 1, type, payload } as BridgeEvent),
    sleep: tick,
    ...options,
  });
  effect(() => {
    const view = flow.screen.value;
    screens.push('phase' in view ? `${view.id}:${view.phase}` : view.id);
  });
  return { flow, client, camera, events, screens };
}

/** Waits (in macrotasks, at most `limit`) until `condition` holds; fails the test with `what` otherwise. */
export async function until(condition: () => boolean, what = 'the condition', limit = 2000): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (condition()) return;
    await tick();
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export const screenIs = (flow: CaptureFlow, id: string, phase?: string) => () => {
  const view = flow.screen.value;
  return view.id === id && (phase === undefined || ('phase' in view && view.phase === phase));
};
