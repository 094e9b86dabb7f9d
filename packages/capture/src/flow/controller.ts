/**
 * The capture flow as signals and actions, with no DOM: the API client, the camera, the clock and the
 * bridge come in as arguments, so the whole flow runs in a unit test with fakes. The view
 * (`components/capture-flow.tsx`) renders `screen` and calls the actions; it decides nothing.
 *
 * The server decides everything: the flow only sends what it captured, in order, and shows the outcome.
 *
 * Async work (the sharpness watch, the challenge's timer, API calls) belongs to an epoch: every move to
 * another screen starts a new one, and work that finds its epoch gone stops without touching the state.
 * That is what makes cancel, close and fast clicks safe.
 */
import { type ReadonlySignal, signal } from '@preact/signals-core';
import type {
  DocumentProblem,
  DocumentSide,
  FrameHint,
  LivenessAction,
  PublicCaptureResource,
  TCaptureAttempt,
} from '@verity/client/public';
import type { BridgePayloads } from '../bridge.js';
import {
  type Camera,
  type CameraProblem,
  type CameraStream,
  cameraProblemOf,
  type Facing,
} from '../camera.js';
import { type ApiProblem, apiProblemOf, canRetry } from '../errors.js';
import { createFrameQueue, type FrameQueue } from '../frame-queue.js';
import type { Messages } from '../messages.js';
import { type AutoCaptureOptions, createAutoCapture, DEFAULT_AUTO_CAPTURE } from '../sharpness.js';
import { VERSION } from '../version.js';
import { type ChallengeStep, challengePlan, type FlowStep, MAX_FRAMES, stepsOf } from './plan.js';

export type DocumentScreen = {
  id: 'document';
  side: DocumentSide;
  /** This side's place among the document's sides, from 1. */
  index: number;
  count: number;
  /** `file` when there is no camera: the person chooses a photo. */
  source: 'camera' | 'file';
  phase: 'live' | 'sending' | 'rejected';
  problems: readonly DocumentProblem[];
};

export type SelfieScreen = {
  id: 'selfie';
  /** `ready`: the person centres their face; `neutral`: the frame before the first prompt. */
  phase: 'ready' | 'neutral' | 'action' | 'sending';
  /** The prompt shown, from 1 (0 before the first). */
  step: number;
  count: number;
  action: LivenessAction | null;
};

export type Screen =
  | { id: 'loading' }
  | { id: 'intro' }
  | { id: 'camera'; problem: CameraProblem; facing: Facing; retry: boolean; upload: boolean }
  | DocumentScreen
  | SelfieScreen
  | { id: 'checking' }
  | { id: 'approved' }
  | { id: 'declined'; canRetry: boolean; attemptsLeft: number }
  | { id: 'error'; code: ApiProblem; retry: boolean }
  | { id: 'cancelled' };

export type ScreenId = Screen['id'];

/** Sends a bridge event (to the native host and `onEvent`). */
export type Emit = <TType extends keyof BridgePayloads>(type: TType, payload: BridgePayloads[TType]) => void;

export interface FlowTiming {
  /** How often the document view is checked for a sharp, steady picture. */
  sampleEveryMs: number;
  /** The gap between two liveness frames. */
  frameEveryMs: number;
  /** Time to read a prompt and start moving before its first frame. */
  promptLeadMs: number;
  /** Frames per prompt (fewer if the challenge is long: see `challengePlan`). */
  framesPerStep: number;
}

export const DEFAULT_TIMING: FlowTiming = {
  sampleEveryMs: 300,
  frameEveryMs: 350,
  promptLeadMs: 900,
  framesPerStep: 4,
};

/** The document photo: large enough to read the text and the machine-readable zone. */
export const DOCUMENT_IMAGE = { maxEdge: 1600, quality: 0.9 } as const;
/** A liveness frame: a face needs far fewer pixels, and forty of them must upload on a phone network. */
export const FRAME_IMAGE = { maxEdge: 720, quality: 0.85 } as const;
/** Failed grabs in a row (the video has no picture) before the camera is declared broken. */
const MAX_GRAB_FAILURES = 10;

/** The calls the flow makes: `createPublicClient().capture`, or a fake with the same methods. */
export type CaptureApi = Pick<PublicCaptureResource, 'start' | 'uploadDocument' | 'uploadFrame' | 'complete'>;

export interface FlowOptions {
  token: string;
  client: { capture: CaptureApi };
  camera: Camera;
  messages: Messages;
  emit: Emit;
  /** Turns a chosen file into the image to upload (resized JPEG in the browser). Default: as chosen. */
  readFile?: (file: Blob) => Promise<Blob>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  timing?: Partial<FlowTiming>;
  autoCapture?: AutoCaptureOptions;
}

interface Frame {
  sequence: number;
  image: Blob;
}

export interface CaptureFlow {
  readonly messages: Messages;
  readonly screen: ReadonlySignal<Screen>;
  /** The attempt `start` answered (document type, challenge, branding); null before. */
  readonly attempt: ReadonlySignal<TCaptureAttempt | null>;
  /** Progress for screen readers (polite). */
  readonly status: ReadonlySignal<string>;
  /** Problems for screen readers (assertive). */
  readonly alert: ReadonlySignal<string>;
  /** The server's advice on the latest liveness frame. */
  readonly hint: ReadonlySignal<FrameHint | null>;
  /** The live camera, if one is open. */
  readonly stream: ReadonlySignal<CameraStream | null>;
  /** Starts the attempt (call once, after mounting). */
  begin(): Promise<void>;
  /** Intro → the first step. */
  proceed(): void;
  /** The document's photo now (the manual button; auto-capture calls it too). */
  takePhoto(): Promise<void>;
  chooseFile(file: Blob): Promise<void>;
  retake(): void;
  startChallenge(): void;
  retryCamera(): void;
  useUpload(): void;
  /** The error screen's retry. */
  retry(): void;
  /** A declined attempt that may be retried: a new attempt, from the first step. */
  tryAgain(): void;
  /** The person leaves: `close` `{ reason: 'cancelled' }`. */
  cancel(): void;
  /** The view's `<video>` appeared: the open camera shows in it. */
  attachVideo(video: HTMLVideoElement): void;
  /** That `<video>` is going away (a new one may already be attached: only this one is let go). */
  detachVideo(video: HTMLVideoElement): void;
  /** The host closes the flow: everything stops, nothing is emitted. */
  dispose(): void;
}

export function createCaptureFlow(options: FlowOptions): CaptureFlow {
  const { token, client, camera, messages: m, emit } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const readFile = options.readFile ?? ((file: Blob) => Promise.resolve(file));
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const detector = createAutoCapture(options.autoCapture ?? DEFAULT_AUTO_CAPTURE);

  const screen = signal<Screen>({ id: 'loading' });
  const attempt = signal<TCaptureAttempt | null>(null);
  const status = signal('');
  const alert = signal('');
  const hint = signal<FrameHint | null>(null);
  const stream = signal<CameraStream | null>(null);

  let epoch = 0;
  let steps: FlowStep[] = [];
  let stepIndex = 0;
  let useFiles = false;
  let readySent = false;
  /** Cancelled, closed or finished: nothing more is emitted. */
  let ended = false;
  let video: HTMLVideoElement | null = null;
  let retryAction: (() => void) | null = null;
  /** Said before the next announcement, so "photo accepted" is not overwritten by the next heading. */
  let note = '';
  // The selfie's progress survives an error screen: a retry goes on from the prompt that was interrupted.
  let plan: ChallengeStep[] | null = null;
  let planIndex = 0;
  let taken = 0;
  let sequence = 0;
  let queue: FrameQueue<Frame> | null = null;

  const next = () => ++epoch;
  const current = (mine: number) => mine === epoch && !ended;
  const announce = (text: string) => {
    status.value = note ? `${note} ${text}` : text;
    note = '';
    alert.value = '';
  };
  const warn = (text: string) => {
    alert.value = text;
  };
  const expired = () => {
    const at = attempt.value ? Date.parse(attempt.value.expiresAt) : Number.NaN;
    return !Number.isNaN(at) && now() >= at;
  };
  const stopCamera = () => {
    stream.value?.stop();
    stream.value = null;
  };
  const resetChallenge = () => {
    queue?.stop();
    queue = null;
    plan = null;
    planIndex = 0;
    taken = 0;
    sequence = 0;
    hint.value = null;
  };

  function fail(code: ApiProblem, error: unknown, retry: () => void) {
    stopCamera();
    retryAction = canRetry(code) ? retry : null;
    screen.value = { id: 'error', code, retry: retryAction !== null };
    warn(`${m.errors[code].heading}. ${m.errors[code].body}`);
    emit('error', { code, message: (error as Error | null)?.message ?? String(error) });
  }

  function cameraProblem(problem: CameraProblem, facing: Facing, error: unknown) {
    stopCamera();
    const noCamera =
      problem === 'insecure_context' || problem === 'camera_unsupported' || problem === 'camera_not_found';
    screen.value = {
      id: 'camera',
      problem,
      facing,
      // Retrying cannot fix a page that is not https or a browser without the API.
      retry: problem !== 'insecure_context' && problem !== 'camera_unsupported',
      // A document can be photographed with another device; a liveness challenge cannot.
      upload: facing === 'environment' && noCamera,
    };
    warn(`${m.camera[problem].heading}. ${m.camera[problem].body}`);
    emit('error', { code: problem, message: (error as Error | null)?.message ?? problem });
  }

  /** The camera facing `facing`: the open one if it faces that way, else a new one (the old one stops). */
  async function openCamera(facing: Facing, mine: number): Promise<CameraStream | null> {
    const open = stream.value;
    if (open?.facing === facing) return open;
    stopCamera();
    try {
      const opened = await camera.open(facing);
      // The person left while the browser asked for permission: do not leave the camera running.
      if (!current(mine)) {
        opened.stop();
        return null;
      }
      stream.value = opened;
      opened.attach(video);
      return opened;
    } catch (error) {
      if (current(mine)) cameraProblem(cameraProblemOf(error), facing, error);
      return null;
    }
  }

  async function startAttempt(again: boolean) {
    const mine = next();
    stopCamera();
    resetChallenge();
    screen.value = { id: 'loading' };
    announce(m.loading);
    try {
      const { data } = await client.capture.start(token);
      if (!current(mine)) return;
      attempt.value = data;
      steps = stepsOf(data);
      if (!readySent) {
        readySent = true;
        emit('ready', { version: VERSION });
      }
      if (again) return goTo(0);
      screen.value = { id: 'intro' };
      announce(m.intro.heading);
    } catch (error) {
      if (current(mine)) fail(apiProblemOf(error, 'start'), error, () => void startAttempt(again));
    }
  }

  async function goTo(index: number): Promise<void> {
    stepIndex = index;
    const step = steps[index];
    if (!step) return finish();
    if (step.kind === 'document') return showDocument(step.side);
    return showSelfie();
  }

  async function showDocument(side: DocumentSide) {
    const mine = next();
    const sides = attempt.value?.documentSides ?? [side];
    const view: DocumentScreen = {
      id: 'document',
      side,
      index: sides.indexOf(side) + 1,
      count: sides.length,
      source: useFiles ? 'file' : 'camera',
      phase: 'live',
      problems: [],
    };
    screen.value = view;
    const documentName = m.documents[attempt.value?.documentType ?? 'national_id'];
    announce(
      useFiles
        ? m.fileHeading(m.sides[side], documentName)
        : m.documentHeading(side, documentName, view.count),
    );
    if (useFiles) return;
    const opened = await openCamera('environment', mine);
    if (opened) void watch(mine, opened);
  }

  /** Takes the photo by itself once the view has been sharp and steady for a few checks in a row. */
  async function watch(mine: number, opened: CameraStream) {
    detector.reset();
    for (;;) {
      await sleep(timing.sampleEveryMs);
      if (!current(mine)) return;
      const sample = opened.sample();
      if (sample && detector.check(sample)) return void takePhoto();
    }
  }

  async function takePhoto() {
    const view = screen.value;
    const opened = stream.value;
    if (view.id !== 'document' || view.phase !== 'live' || view.source !== 'camera' || !opened) return;
    const mine = next();
    screen.value = { ...view, phase: 'sending' };
    announce(m.uploadingPhoto);
    let image: Blob;
    try {
      image = await opened.snapshot(DOCUMENT_IMAGE.maxEdge, DOCUMENT_IMAGE.quality);
    } catch {
      // No picture yet (pressed before the video started): back to the live view.
      if (current(mine)) void goTo(stepIndex);
      return;
    }
    if (current(mine)) await sendDocument(view, image);
  }

  async function sendDocument(view: DocumentScreen, image: Blob) {
    const mine = next();
    const started = attempt.value;
    if (!started) return;
    screen.value = { ...view, phase: 'sending', problems: [] };
    announce(m.uploadingPhoto);
    try {
      const { data } = await client.capture.uploadDocument({
        token,
        attempt: started.attempt,
        side: view.side,
        image,
      });
      if (!current(mine)) return;
      if (data.accepted) {
        note = m.photoAccepted(m.sides[view.side]);
        return goTo(stepIndex + 1);
      }
      screen.value = { ...view, phase: 'rejected', problems: data.problems };
      const words = data.problems.map((problem) => m.problems[problem]);
      warn([m.rejectedHeading, ...(words.length ? words : [m.errors.upload_failed.body])].join('. '));
    } catch (error) {
      if (!current(mine)) return;
      const code = apiProblemOf(error, 'upload', expired());
      // A refused image needs another photo; a failed send can send the same one again.
      fail(code, error, () => void (code === 'upload_failed' ? goTo(stepIndex) : sendDocument(view, image)));
    }
  }

  async function showSelfie() {
    const mine = next();
    const count = attempt.value?.challenge.length ?? 0;
    screen.value = { id: 'selfie', phase: 'ready', step: 0, count, action: null };
    announce(`${m.selfie.heading}. ${m.selfie.body}`);
    await openCamera('user', mine);
  }

  function startChallenge() {
    const view = screen.value;
    const started = attempt.value;
    if (view.id !== 'selfie' || view.phase !== 'ready' || !started || !stream.value) return;
    if (!plan || !queue) {
      plan = challengePlan(started.challenge, timing.framesPerStep);
      queue = createFrameQueue((frame) => sendFrame(started, frame));
    } else queue.resume();
    void runChallenge(next(), plan, queue);
  }

  async function sendFrame(started: TCaptureAttempt, frame: Frame) {
    const { data } = await client.capture.uploadFrame({
      token,
      attempt: started.attempt,
      sequence: frame.sequence,
      image: frame.image,
    });
    if (attempt.value === started) hint.value = data.hint;
  }

  /** Each prompt in turn, its frames queued for upload as they are taken; then waits for the uploads. */
  async function runChallenge(mine: number, prompts: ChallengeStep[], frames: FrameQueue<Frame>) {
    const count = prompts.length - 1;
    try {
      for (; planIndex < prompts.length; planIndex++, taken = 0) {
        const step = prompts[planIndex] as ChallengeStep;
        screen.value = {
          id: 'selfie',
          phase: step.action ? 'action' : 'neutral',
          step: planIndex,
          count,
          action: step.action,
        };
        announce(step.action ? `${m.stepOf(planIndex, count)}. ${m.actions[step.action]}` : m.selfie.neutral);
        await sleep(timing.promptLeadMs);
        let failures = 0;
        while (taken < step.frames && sequence < MAX_FRAMES) {
          if (!current(mine)) return;
          if (frames.error !== undefined) throw frames.error;
          const opened = stream.value;
          const image = await opened?.snapshot(FRAME_IMAGE.maxEdge, FRAME_IMAGE.quality).catch(() => null);
          if (!current(mine)) return;
          if (!image) {
            if (++failures >= MAX_GRAB_FAILURES)
              return cameraProblem('camera_failed', 'user', new Error('The camera gives no picture'));
          } else {
            frames.push({ sequence: sequence++, image });
            taken++;
          }
          await sleep(timing.frameEveryMs);
        }
      }
      if (!current(mine)) return;
      screen.value = { id: 'selfie', phase: 'sending', step: count, count, action: null };
      announce(m.selfie.sending);
      await frames.drain();
      if (current(mine)) await finish();
    } catch (error) {
      if (!current(mine)) return;
      const code = apiProblemOf(error, 'upload', expired());
      fail(code, error, () => {
        // A refused frame breaks the sequence the server reads: only a new attempt can recover.
        if (code === 'upload_failed') return void startAttempt(true);
        // Interrupted mid-challenge: back to the oval, and on from the prompt that was cut short.
        if (planIndex < prompts.length) return void goTo(stepIndex);
        frames.resume();
        void runChallenge(next(), prompts, frames);
      });
    }
  }

  async function finish() {
    const mine = next();
    const started = attempt.value;
    stopCamera();
    if (!started) return;
    screen.value = { id: 'checking' };
    announce(m.checking.heading);
    try {
      const { data } = await client.capture.complete({ token, attempt: started.attempt });
      if (!current(mine)) return;
      if (data.decision === 'declined' && data.canRetry) {
        screen.value = { id: 'declined', canRetry: true, attemptsLeft: data.attemptsLeft };
        warn(`${m.declined.heading}. ${m.declined.retryBody(data.attemptsLeft)}`);
        return;
      }
      // A final outcome, approved or not: the business reads the decision from the API by this id.
      ended = true;
      if (data.decision === 'approved') {
        screen.value = { id: 'approved' };
        announce(`${m.approved.heading}. ${m.approved.body}`);
      } else {
        screen.value = { id: 'declined', canRetry: false, attemptsLeft: 0 };
        alert.value = `${m.declined.heading}. ${m.declined.finalBody}`;
      }
      emit('captured', { captureId: data.sessionId });
      emit('close', { reason: 'completed' });
    } catch (error) {
      if (current(mine)) fail(apiProblemOf(error, 'complete', expired()), error, () => void finish());
    }
  }

  return {
    messages: m,
    screen,
    attempt,
    status,
    alert,
    hint,
    stream,
    begin: () => startAttempt(false),
    proceed() {
      if (screen.value.id === 'intro') void goTo(0);
    },
    takePhoto,
    async chooseFile(file) {
      const view = screen.value;
      if (view.id !== 'document' || view.source !== 'file' || view.phase !== 'live') return;
      const mine = epoch;
      let image: Blob;
      try {
        image = await readFile(file);
      } catch {
        // Not a picture the browser can read: say so, and let the person choose another.
        if (current(mine)) warn(`${m.errors.upload_failed.heading}. ${m.fileBody}`);
        return;
      }
      if (current(mine)) await sendDocument(view, image);
    },
    retake() {
      const view = screen.value;
      if (view.id === 'document' && view.phase === 'rejected') void goTo(stepIndex);
    },
    startChallenge,
    retryCamera() {
      if (screen.value.id === 'camera') void goTo(stepIndex);
    },
    useUpload() {
      const view = screen.value;
      if (view.id !== 'camera' || !view.upload) return;
      useFiles = true;
      void goTo(stepIndex);
    },
    retry() {
      const action = retryAction;
      retryAction = null;
      if (screen.value.id === 'error' && action) action();
    },
    tryAgain() {
      const view = screen.value;
      if (view.id === 'declined' && view.canRetry) void startAttempt(true);
    },
    cancel() {
      if (ended) return;
      ended = true;
      next();
      stopCamera();
      resetChallenge();
      screen.value = { id: 'cancelled' };
      announce(m.cancelled.heading);
      emit('close', { reason: 'cancelled' });
    },
    attachVideo(element) {
      video = element;
      stream.value?.attach(element);
    },
    detachVideo(element) {
      if (video !== element) return;
      video = null;
      stream.value?.attach(null);
    },
    dispose() {
      ended = true;
      next();
      stopCamera();
      resetChallenge();
    },
  };
}
