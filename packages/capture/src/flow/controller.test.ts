import {
  ConflictError,
  ForbiddenError,
  InternalServerError,
  NetworkError,
  ValidationError,
} from '@verity/client/public';
import { describe, expect, it } from 'vitest';
import {
  attemptOf,
  domError,
  type Harness,
  harness,
  screenIs,
  TOKEN,
  tick,
  until,
} from '../test-support/fakes.js';
import { FRAME_IMAGE } from './controller.js';

const apiError = <T extends typeof ValidationError>(ErrorClass: T, status: number, message = 'refused') =>
  new ErrorClass({ status, name: undefined, message, body: null, url: '/sdk/capture' });

/** begin() and Start: the flow on its first step. */
async function started(h: Harness) {
  await h.flow.begin();
  expect(h.flow.screen.value.id).toBe('intro');
  h.flow.proceed();
}

/** Through the document's sides (auto-capture does the photos) to the selfie's oval. */
async function toSelfie(h: Harness) {
  await started(h);
  await until(screenIs(h.flow, 'selfie', 'ready'), 'the selfie');
  await until(() => h.flow.stream.value?.facing === 'user', 'the front camera');
}

const eventTypes = (h: Harness) => h.events.map((event) => event.type);
const sequences = (h: Harness) => h.client.of('uploadFrame').map((call) => call.sequence);

describe('the capture flow, start to finish', () => {
  it('starts, photographs each side, runs the challenge in order, completes, and emits ready, captured, close', async () => {
    const h = harness();
    await h.flow.begin();

    expect(h.client.calls[0]).toEqual({ method: 'start', token: TOKEN });
    expect(h.flow.screen.value).toEqual({ id: 'intro' });
    expect(h.events).toEqual([
      { source: 'verity-capture', v: 1, type: 'ready', payload: { version: '0.1.0' } },
    ]);
    expect(h.camera.opens).toEqual([]); // no permission prompt before the person presses Start

    h.flow.proceed();
    await until(screenIs(h.flow, 'selfie', 'ready'), 'the selfie');

    // Both sides, in the attempt's order, from the rear camera, as JPEGs of at most 1600 px.
    const documents = h.client.of('uploadDocument');
    expect(documents.map((call) => [call.side, call.attempt, call.token])).toEqual([
      ['front', 1, TOKEN],
      ['back', 1, TOKEN],
    ]);
    expect(await documents[0]?.image.text()).toBe('environment-1-1600-0.9');
    expect(h.camera.opens).toEqual(['environment', 'user']);
    // One rear stream for both sides, stopped before the front camera opens.
    expect(h.camera.streams[0]?.facing).toBe('environment');
    expect(h.camera.streams[0]?.stopped).toBe(true);
    expect(h.screens).toContain('document:live');
    expect(h.flow.screen.value).toMatchObject({ id: 'selfie', phase: 'ready', count: 3 });

    h.flow.startChallenge();
    await until(() => h.flow.screen.value.id === 'approved', 'the outcome');

    // A neutral frame, then 4 per action: 13 frames, numbered from 0, sent one after another in order.
    expect(sequences(h)).toEqual([...Array(13).keys()]);
    const frames = h.client.of('uploadFrame');
    expect(frames.every((call) => call.attempt === 1 && call.token === TOKEN)).toBe(true);
    expect(await frames[0]?.image.text()).toBe(`user-1-${FRAME_IMAGE.maxEdge}-${FRAME_IMAGE.quality}`);
    expect(h.screens).toEqual(
      expect.arrayContaining(['selfie:neutral', 'selfie:action', 'selfie:sending', 'checking', 'approved']),
    );
    expect(h.client.calls.at(-1)).toEqual({ method: 'complete', token: TOKEN, attempt: 1 });
    expect(h.camera.streams.every((stream) => stream.stopped)).toBe(true);
    expect(h.events).toEqual([
      { source: 'verity-capture', v: 1, type: 'ready', payload: { version: '0.1.0' } },
      { source: 'verity-capture', v: 1, type: 'captured', payload: { captureId: 'ses_1' } },
      { source: 'verity-capture', v: 1, type: 'close', payload: { reason: 'completed' } },
    ]);
    expect(h.flow.status.value).toContain('You are done');
  });

  it('shows each prompt in the server’s order, with its step number, before that step’s frames', async () => {
    const h = harness();
    const prompts: Array<[string | null, number]> = [];
    const original = h.client.capture.uploadFrame;
    h.client.capture.uploadFrame = (frame) => {
      const view = h.flow.screen.value;
      if (view.id === 'selfie') prompts.push([view.action, view.step]);
      return original(frame);
    };
    await toSelfie(h);
    h.flow.startChallenge();
    await until(() => h.flow.screen.value.id === 'approved', 'the outcome');

    expect(prompts[0]).toEqual([null, 0]);
    const order = prompts.map(([action]) => action).filter((a, i, all) => a !== null && a !== all[i - 1]);
    expect(order).toEqual(['turn_left', 'blink', 'turn_right']);
    expect(h.screens.filter((s) => s === 'selfie:action').length).toBeGreaterThanOrEqual(1);
  });

  it('runs a document-only attempt without the selfie, and a liveness-only one without the document', async () => {
    const documentOnly = harness({
      start: [
        attemptOf({ kind: 'document', documentType: 'passport', documentSides: ['front'], challenge: [] }),
      ],
    });
    await started(documentOnly);
    await until(() => documentOnly.flow.screen.value.id === 'approved', 'the outcome');
    expect(documentOnly.client.of('uploadDocument').map((call) => call.side)).toEqual(['front']);
    expect(documentOnly.client.of('uploadFrame')).toEqual([]);
    expect(documentOnly.camera.opens).toEqual(['environment']);

    const livenessOnly = harness({
      start: [attemptOf({ kind: 'liveness', documentType: null, documentSides: [], challenge: ['blink'] })],
    });
    await toSelfie(livenessOnly);
    livenessOnly.flow.startChallenge();
    await until(() => livenessOnly.flow.screen.value.id === 'approved', 'the outcome');
    expect(livenessOnly.client.of('uploadDocument')).toEqual([]);
    expect(sequences(livenessOnly)).toEqual([0, 1, 2, 3, 4]);
  });

  it('passes on the server’s hint for the latest frame', async () => {
    const h = harness({
      frame: (sequence) => ({ faceFound: sequence > 2, hint: sequence > 2 ? null : 'no_face' }),
    });
    await toSelfie(h);
    h.flow.startChallenge();
    await until(() => h.flow.hint.value === 'no_face', 'the hint');
    await until(() => h.flow.screen.value.id === 'approved', 'the outcome');
    expect(h.flow.hint.value).toBeNull();
  });
});

describe('document photos', () => {
  it('waits for a sharp and steady view: a blurred one is not photographed', async () => {
    const h = harness();
    await started(h);
    await until(() => h.camera.streams.length === 1, 'the camera');
    const stream = h.camera.streams[0];
    if (!stream) throw new Error('no stream');
    stream.nextSample = () => ({ width: 10, height: 10, pixels: new Uint8ClampedArray(100).fill(128) });
    for (let i = 0; i < 30; i++) await tick();
    expect(h.client.of('uploadDocument')).toEqual([]);
    expect(h.flow.screen.value).toMatchObject({ id: 'document', side: 'front', phase: 'live' });

    // The manual button works all the same.
    await h.flow.takePhoto();
    expect(h.client.of('uploadDocument').map((call) => call.side)).toEqual(['front']);
  });

  it('shows the problems when a side is refused, retakes it, then moves on', async () => {
    const h = harness({
      documents: [
        { accepted: false, problems: ['glare', 'cropped'] },
        { accepted: true, problems: [] },
      ],
    });
    await started(h);
    await until(screenIs(h.flow, 'document', 'rejected'), 'the refusal');

    expect(h.flow.screen.value).toMatchObject({ side: 'front', problems: ['glare', 'cropped'] });
    expect(h.flow.alert.value).toContain('Light is reflecting on the document');
    expect(h.flow.alert.value).toContain('Keep all four corners inside the frame');
    // The camera stays on for the retake.
    expect(h.camera.streams[0]?.stopped).toBe(false);

    h.flow.retake();
    await until(screenIs(h.flow, 'selfie', 'ready'), 'the selfie');
    expect(h.client.of('uploadDocument').map((call) => call.side)).toEqual(['front', 'front', 'back']);
    expect(h.camera.opens).toEqual(['environment', 'user']);
    // "Accepted" is said with the next step's heading, not overwritten by it.
    expect(h.flow.status.value).toMatch(/^Photo of the back accepted\. Take a selfie/);
  });

  it('sends the same photo again after a network error', async () => {
    const h = harness({
      documents: [new NetworkError('offline', '/sdk/capture/document'), { accepted: true, problems: [] }],
    });
    await started(h);
    await until(screenIs(h.flow, 'error'), 'the error');
    expect(h.flow.screen.value).toEqual({ id: 'error', code: 'network_error', retry: true });
    expect(h.events.at(-1)).toMatchObject({
      type: 'error',
      payload: { code: 'network_error', message: 'offline' },
    });
    expect(h.camera.streams[0]?.stopped).toBe(true);

    h.flow.retry();
    await until(() => h.client.of('uploadDocument').length === 2, 'the second send');
    const [first, second] = h.client.of('uploadDocument');
    expect(second?.image).toBe(first?.image);
    expect(second?.side).toBe('front');
  });

  it('asks for another photo when the API refuses the image itself', async () => {
    const h = harness({
      documents: [apiError(ValidationError, 400, 'The image field should be a JPEG or PNG')],
    });
    await started(h);
    await until(screenIs(h.flow, 'error'), 'the error');
    expect(h.flow.screen.value).toEqual({ id: 'error', code: 'upload_failed', retry: true });

    h.flow.retry();
    await until(screenIs(h.flow, 'document', 'live'), 'the camera again');
    expect(h.camera.opens).toEqual(['environment', 'environment']);
  });

  it('calls an expired session by its name when the upload is refused after expiresAt', async () => {
    const h = harness(
      {
        start: [attemptOf({ expiresAt: '2030-01-01T00:00:00.000Z' })],
        documents: [apiError(ValidationError, 400, 'This capture session is invalid or has expired')],
      },
      { now: () => Date.parse('2030-01-01T00:10:00.000Z') },
    );
    await started(h);
    await until(screenIs(h.flow, 'error'), 'the error');
    expect(h.flow.screen.value).toEqual({ id: 'error', code: 'session_invalid', retry: false });
  });
});

describe('camera permission and recovery', () => {
  it.each([
    ['NotAllowedError', 'camera_denied', true, false],
    ['SecurityError', 'camera_denied', true, false],
    ['NotFoundError', 'camera_not_found', true, true],
    ['OverconstrainedError', 'camera_not_found', true, true],
    ['NotReadableError', 'camera_in_use', true, false],
    ['TypeError', 'camera_failed', true, false],
  ])('%s on the document step: %s (retry %s, upload %s)', async (name, problem, retry, upload) => {
    const h = harness({}, { failures: { environment: [domError(name)] } });
    await started(h);
    await until(screenIs(h.flow, 'camera'), 'the recovery screen');

    expect(h.flow.screen.value).toEqual({ id: 'camera', problem, facing: 'environment', retry, upload });
    expect(h.events.at(-1)).toEqual({
      source: 'verity-capture',
      v: 1,
      type: 'error',
      payload: { code: problem, message: `${name} (fake)` },
    });
    expect(h.flow.alert.value.length).toBeGreaterThan(0);
  });

  it('retries the camera after it was denied, then carries on', async () => {
    const h = harness({}, { failures: { environment: [domError('NotAllowedError')] } });
    await started(h);
    await until(screenIs(h.flow, 'camera'), 'the recovery screen');
    h.flow.retryCamera();
    await until(() => h.client.of('uploadDocument').length > 0, 'a photo');
    expect(h.camera.opens).toEqual(['environment', 'environment']);
  });

  it('uploads files instead when there is no camera, for every side', async () => {
    const read: Blob[] = [];
    const h = harness(
      {},
      {
        failures: { environment: [domError('NotFoundError')] },
        readFile: async (file) => {
          read.push(file);
          return new Blob(['resized'], { type: 'image/jpeg' });
        },
      },
    );
    await started(h);
    await until(screenIs(h.flow, 'camera'), 'the recovery screen');
    h.flow.useUpload();
    await until(() => h.flow.screen.value.id === 'document', 'the file input');
    expect(h.flow.screen.value).toMatchObject({ side: 'front', source: 'file', phase: 'live' });

    const front = new File(['front'], 'front.png', { type: 'image/png' });
    await h.flow.chooseFile(front);
    await until(screenIs(h.flow, 'document', 'live'), 'the back');
    expect(h.flow.screen.value).toMatchObject({ side: 'back', source: 'file' });
    await h.flow.chooseFile(new File(['back'], 'back.png', { type: 'image/png' }));

    expect(read[0]).toBe(front);
    expect(await h.client.of('uploadDocument')[0]?.image.text()).toBe('resized');
    expect(h.client.of('uploadDocument').map((call) => call.side)).toEqual(['front', 'back']);
    expect(h.camera.opens).toEqual(['environment', 'user']);
  });

  it('offers no upload for the selfie: a liveness challenge needs a live camera', async () => {
    const h = harness(
      { start: [attemptOf({ kind: 'liveness', documentType: null, documentSides: [] })] },
      { failures: { user: [domError('NotFoundError')] } },
    );
    await started(h);
    await until(screenIs(h.flow, 'camera'), 'the recovery screen');
    expect(h.flow.screen.value).toEqual({
      id: 'camera',
      problem: 'camera_not_found',
      facing: 'user',
      retry: true,
      upload: false,
    });
    h.flow.useUpload();
    expect(h.flow.screen.value.id).toBe('camera');
  });

  it('opens the front camera for the selfie and the rear one for documents', async () => {
    const h = harness();
    await toSelfie(h);
    expect(h.camera.opens).toEqual(['environment', 'user']);
  });
});

describe('frames', () => {
  it('goes on after a failed frame from where it stopped: every frame once, in order, within the limit', async () => {
    let failed = false;
    const h = harness({
      frame: (sequence) => {
        if (sequence === 5 && !failed) {
          failed = true;
          return new NetworkError('offline', '/sdk/capture/frames');
        }
        return { faceFound: true, hint: null };
      },
    });
    await toSelfie(h);
    h.flow.startChallenge();
    await until(screenIs(h.flow, 'error'), 'the error');
    expect(h.flow.screen.value).toEqual({ id: 'error', code: 'network_error', retry: true });
    expect(h.camera.streams.at(-1)?.stopped).toBe(true);

    h.flow.retry();
    await until(screenIs(h.flow, 'selfie', 'ready'), 'the oval again');
    await until(() => h.flow.stream.value !== null, 'the camera again');
    h.flow.startChallenge();
    await until(() => h.flow.screen.value.id === 'approved', 'the outcome');

    const sent = sequences(h);
    const delivered = [...new Set(sent)];
    expect(delivered).toEqual([...Array(13).keys()]);
    // The failed frame was sent again, nothing else twice.
    expect(sent.filter((sequence) => sequence === 5)).toHaveLength(2);
    expect(sent).toHaveLength(14);
  });

  it('starts a new attempt when the API refuses a frame (the sequence is broken)', async () => {
    const h = harness({
      start: [attemptOf(), attemptOf({ attempt: 2, attemptsLeft: 1 })],
      frame: (sequence) =>
        sequence === 0 && h.client.of('start').length === 1
          ? apiError(ValidationError, 400, 'bad frame')
          : { faceFound: true, hint: null },
    });
    await toSelfie(h);
    h.flow.startChallenge();
    await until(screenIs(h.flow, 'error'), 'the error');
    expect(h.flow.screen.value).toMatchObject({ code: 'upload_failed', retry: true });
    h.flow.retry();
    await until(() => h.client.of('start').length === 2, 'a new attempt');
    await until(screenIs(h.flow, 'selfie', 'ready'), 'the selfie');
    expect(h.client.of('uploadDocument').filter((call) => call.attempt === 2)).toHaveLength(2);
  });

  it('never sends more than MAX_CAPTURE_FRAMES, even for a long challenge', async () => {
    const h = harness({
      start: [
        attemptOf({
          kind: 'liveness',
          documentSides: [],
          challenge: ['turn_left', 'turn_right', 'look_up', 'look_down', 'blink'],
        }),
      ],
    });
    await toSelfie(h);
    h.flow.startChallenge();
    await until(() => h.flow.screen.value.id === 'approved', 'the outcome');
    expect(sequences(h)).toEqual([...Array(21).keys()]);
    expect(sequences(h).length).toBeLessThanOrEqual(40);
  });

  it('waits for the video to have a picture instead of skipping frames', async () => {
    const h = harness({ start: [attemptOf({ kind: 'liveness', documentSides: [], challenge: ['blink'] })] });
    await toSelfie(h);
    const stream = h.camera.streams.at(-1);
    if (stream) stream.failSnapshots = 3;
    h.flow.startChallenge();
    await until(() => h.flow.screen.value.id === 'approved', 'the outcome');
    expect(sequences(h)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('outcomes', () => {
  it('starts a new attempt after a declined one that may be retried, straight to the first step', async () => {
    const h = harness({
      start: [attemptOf(), attemptOf({ attempt: 2, attemptsLeft: 1 })],
      complete: [
        { sessionId: 'ses_1', status: 'in_progress', decision: 'declined', canRetry: true, attemptsLeft: 2 },
        { sessionId: 'ses_1', status: 'completed', decision: 'approved', canRetry: false, attemptsLeft: 1 },
      ],
    });
    await toSelfie(h);
    h.flow.startChallenge();
    await until(screenIs(h.flow, 'declined'), 'the decline');
    expect(h.flow.screen.value).toEqual({ id: 'declined', canRetry: true, attemptsLeft: 2 });
    expect(h.flow.alert.value).toContain('You have 2 attempts left');
    expect(eventTypes(h)).toEqual(['ready']);

    h.flow.tryAgain();
    await until(screenIs(h.flow, 'selfie', 'ready'), 'the second attempt’s selfie');
    expect(h.client.of('start')).toHaveLength(2);
    expect(h.screens.filter((screen) => screen === 'intro')).toHaveLength(1);
    await until(() => h.flow.stream.value !== null, 'the camera');
    h.flow.startChallenge();
    await until(() => h.flow.screen.value.id === 'approved', 'the outcome');

    expect(h.client.of('uploadDocument').map((call) => call.attempt)).toEqual([1, 1, 2, 2]);
    // The new attempt numbers its frames from 0 again.
    expect(h.client.of('uploadFrame').filter((call) => call.attempt === 2)[0]?.sequence).toBe(0);
    expect(h.client.of('complete').map((call) => call.attempt)).toEqual([1, 2]);
    expect(eventTypes(h)).toEqual(['ready', 'captured', 'close']);
  });

  it('ends a final decline with captured and close: the business reads the decision by id', async () => {
    const h = harness({
      start: [attemptOf({ kind: 'document', documentSides: ['front'], challenge: [] })],
      complete: [
        { sessionId: 'ses_1', status: 'failed', decision: 'declined', canRetry: false, attemptsLeft: 0 },
      ],
    });
    await started(h);
    await until(screenIs(h.flow, 'declined'), 'the decline');
    expect(h.flow.screen.value).toEqual({ id: 'declined', canRetry: false, attemptsLeft: 0 });
    expect(h.events.slice(1)).toEqual([
      { source: 'verity-capture', v: 1, type: 'captured', payload: { captureId: 'ses_1' } },
      { source: 'verity-capture', v: 1, type: 'close', payload: { reason: 'completed' } },
    ]);
    h.flow.tryAgain();
    h.flow.cancel();
    expect(eventTypes(h)).toEqual(['ready', 'captured', 'close']);
  });

  it('retries complete after a server error', async () => {
    const h = harness({
      start: [attemptOf({ kind: 'document', documentSides: ['front'], challenge: [] })],
      complete: [
        apiError(InternalServerError, 500),
        { sessionId: 'ses_1', status: 'completed', decision: 'approved', canRetry: false, attemptsLeft: 2 },
      ],
    });
    await started(h);
    await until(screenIs(h.flow, 'error'), 'the error');
    expect(h.flow.screen.value).toEqual({ id: 'error', code: 'server_error', retry: true });
    h.flow.retry();
    await until(() => h.flow.screen.value.id === 'approved', 'the outcome');
    expect(h.client.of('complete')).toHaveLength(2);
  });
});

describe('starting', () => {
  it.each([
    ['an invalid or expired token (400)', apiError(ValidationError, 400), 'session_invalid'],
    ['a finished session (409)', apiError(ConflictError, 409), 'session_invalid'],
    ['spent attempts (403)', apiError(ForbiddenError, 403), 'attempts_spent'],
  ])('%s: a clear message, an error event, no retry', async (_label, error, code) => {
    const h = harness({ start: [error] });
    await h.flow.begin();
    expect(h.flow.screen.value).toEqual({ id: 'error', code, retry: false });
    expect(h.events).toEqual([
      { source: 'verity-capture', v: 1, type: 'error', payload: { code, message: 'refused' } },
    ]);
    expect(h.flow.alert.value.length).toBeGreaterThan(0);
    h.flow.retry();
    expect(h.client.of('start')).toHaveLength(1);
  });

  it('retries after a network error, and emits ready once it works', async () => {
    const h = harness({ start: [new NetworkError('offline', '/sdk/capture/start'), attemptOf()] });
    await h.flow.begin();
    expect(h.flow.screen.value).toEqual({ id: 'error', code: 'network_error', retry: true });
    h.flow.retry();
    await until(screenIs(h.flow, 'intro'), 'the intro');
    expect(eventTypes(h)).toEqual(['error', 'ready']);
  });
});

describe('cancel and close', () => {
  it('cancel emits close/cancelled, stops the camera, and sends nothing more', async () => {
    const h = harness();
    await toSelfie(h);
    h.flow.startChallenge();
    await until(() => h.client.of('uploadFrame').length >= 2, 'a few frames');
    h.flow.cancel();
    const sent = h.client.of('uploadFrame').length;

    expect(h.flow.screen.value).toEqual({ id: 'cancelled' });
    expect(h.camera.streams.every((stream) => stream.stopped)).toBe(true);
    expect(h.flow.stream.value).toBeNull();
    for (let i = 0; i < 20; i++) await tick();
    expect(h.client.of('uploadFrame').length).toBeLessThanOrEqual(sent + 1);
    expect(h.client.of('complete')).toEqual([]);
    expect(eventTypes(h)).toEqual(['ready', 'close']);
    expect(h.events.at(-1)?.payload).toEqual({ reason: 'cancelled' });

    h.flow.cancel();
    expect(eventTypes(h)).toEqual(['ready', 'close']);
  });

  it('cancel during the document step stops the rear camera', async () => {
    const h = harness();
    await started(h);
    await until(() => h.camera.streams.length === 1, 'the camera');
    const stream = h.camera.streams[0];
    if (stream) stream.nextSample = () => null;
    h.flow.cancel();
    expect(h.camera.streams[0]?.stopped).toBe(true);
    expect(h.events.at(-1)).toMatchObject({ type: 'close', payload: { reason: 'cancelled' } });
  });

  it('a camera granted after cancel is stopped at once, never shown', async () => {
    const h = harness();
    await h.flow.begin();
    const release = h.camera.holdNextOpen();
    h.flow.proceed();
    await tick();
    h.flow.cancel();
    release();
    await until(() => h.camera.streams.length === 1, 'the late stream');
    await tick();
    expect(h.camera.streams[0]?.stopped).toBe(true);
    expect(h.flow.stream.value).toBeNull();
    expect(h.flow.screen.value.id).toBe('cancelled');
  });

  it('dispose (the host closing) stops everything and emits nothing', async () => {
    const h = harness();
    await toSelfie(h);
    h.flow.startChallenge();
    await until(() => h.client.of('uploadFrame').length >= 1, 'a frame');
    h.flow.dispose();
    for (let i = 0; i < 20; i++) await tick();
    expect(h.camera.streams.every((stream) => stream.stopped)).toBe(true);
    expect(eventTypes(h)).toEqual(['ready']);
    expect(h.client.of('complete')).toEqual([]);
  });

  it('attaches the open camera to the view’s video, and lets go only of the element it was given', async () => {
    const h = harness();
    const first = { id: 'first' } as unknown as HTMLVideoElement;
    const second = { id: 'second' } as unknown as HTMLVideoElement;
    h.flow.attachVideo(first);
    await started(h);
    await until(() => h.camera.streams.length === 1, 'the camera');
    const stream = h.camera.streams[0];
    expect(stream?.attached).toEqual([first]);
    h.flow.attachVideo(second);
    h.flow.detachVideo(first); // the old element's cleanup running after the new one attached
    expect(stream?.attached).toEqual([first, second]);
    h.flow.detachVideo(second);
    expect(stream?.attached).toEqual([first, second, null]);
    h.flow.cancel();
  });
});
