import { describe, expect, it } from 'vitest';
import {
  browserCamera,
  CARD_ASPECT,
  CameraError,
  cameraProblemOf,
  DOCUMENT_VIEW_ASPECT,
  fitWithin,
  GUIDE_WIDTH,
  guideRegion,
} from './camera.js';

const domError = (name: string) => Object.assign(new Error(name), { name });

class FakeTrack {
  stopped = false;
  stop() {
    this.stopped = true;
  }
}

/** Just enough of a window for browserCamera: a secure context, getUserMedia, canvas and video. */
function fakeWindow(options: { secure?: boolean; mediaDevices?: boolean; reject?: unknown } = {}): {
  win: Window;
  constraints: MediaStreamConstraints[];
  tracks: FakeTrack[];
} {
  const constraints: MediaStreamConstraints[] = [];
  const tracks: FakeTrack[] = [];
  const win = {
    isSecureContext: options.secure ?? true,
    navigator: {
      mediaDevices:
        options.mediaDevices === false
          ? undefined
          : {
              async getUserMedia(request: MediaStreamConstraints) {
                constraints.push(request);
                if (options.reject) throw options.reject;
                const track = new FakeTrack();
                tracks.push(track);
                return { getTracks: () => [track] };
              },
            },
    },
    document: { createElement: () => ({ getContext: () => null }) },
  };
  return { win: win as unknown as Window, constraints, tracks };
}

describe('cameraProblemOf', () => {
  it.each([
    ['NotAllowedError', 'camera_denied'],
    ['SecurityError', 'camera_denied'],
    ['PermissionDeniedError', 'camera_denied'],
    ['NotFoundError', 'camera_not_found'],
    ['OverconstrainedError', 'camera_not_found'],
    ['DevicesNotFoundError', 'camera_not_found'],
    ['NotReadableError', 'camera_in_use'],
    ['TrackStartError', 'camera_in_use'],
    ['AbortError', 'camera_in_use'],
    ['TypeError', 'camera_failed'],
  ])('%s → %s', (name, problem) => {
    expect(cameraProblemOf(domError(name))).toBe(problem);
  });

  it('keeps a CameraError’s own problem, and copes with anything thrown', () => {
    expect(cameraProblemOf(new CameraError('insecure_context', 'http'))).toBe('insecure_context');
    expect(cameraProblemOf(null)).toBe('camera_failed');
    expect(cameraProblemOf('denied')).toBe('camera_failed');
  });
});

describe('browserCamera', () => {
  it('refuses on an insecure page before asking, with a typed error', async () => {
    const { win, constraints } = fakeWindow({ secure: false });
    const error = await browserCamera(win)
      .open('environment')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CameraError);
    expect(error).toMatchObject({ problem: 'insecure_context' });
    expect(constraints).toEqual([]);
  });

  it('says unsupported when the browser has no mediaDevices', async () => {
    const { win } = fakeWindow({ mediaDevices: false });
    await expect(browserCamera(win).open('user')).rejects.toMatchObject({ problem: 'camera_unsupported' });
  });

  it('asks for the rear camera for documents and the front one for the selfie, video only', async () => {
    const { win, constraints } = fakeWindow();
    const rear = await browserCamera(win).open('environment');
    const front = await browserCamera(win).open('user');
    expect(rear.facing).toBe('environment');
    expect(front.facing).toBe('user');
    expect(constraints.map((c) => [c.audio, (c.video as MediaTrackConstraints).facingMode])).toEqual([
      [false, { ideal: 'environment' }],
      [false, { ideal: 'user' }],
    ]);
  });

  it('turns a getUserMedia failure into a CameraError keeping the cause', async () => {
    const denied = domError('NotAllowedError');
    const { win } = fakeWindow({ reject: denied });
    const error = await browserCamera(win)
      .open('environment')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CameraError);
    expect(error).toMatchObject({ problem: 'camera_denied', cause: denied });
  });

  it('stops every track on stop(), and detaches the video', async () => {
    const { win, tracks } = fakeWindow();
    const stream = await browserCamera(win).open('environment');
    const attributes: string[] = [];
    const video = {
      srcObject: null as unknown,
      muted: false,
      play: () => Promise.resolve(),
      setAttribute: (name: string) => attributes.push(name),
    };
    stream.attach(video as unknown as HTMLVideoElement);
    expect(video.srcObject).not.toBeNull();
    // Inline and muted, or iOS will not play it in the page.
    expect(video.muted).toBe(true);
    expect(attributes).toEqual(['playsinline']);
    stream.stop();
    stream.stop();
    expect(tracks.every((track) => track.stopped)).toBe(true);
    expect(video.srcObject).toBeNull();
    expect(stream.sample()).toBeNull();
  });
});

describe('guideRegion', () => {
  it('is a centred card, GUIDE_WIDTH of the visible width, in a 4:3 frame shown whole', () => {
    const region = guideRegion(1600, 1200, DOCUMENT_VIEW_ASPECT);
    expect(region.width).toBeCloseTo(1600 * GUIDE_WIDTH);
    expect(region.width / region.height).toBeCloseTo(CARD_ASPECT);
    expect(region.x).toBeCloseTo((1600 - region.width) / 2);
    expect(region.y).toBeCloseTo((1200 - region.height) / 2);
  });

  it('follows the crop of a wide frame (16:9 shown in 4:3) and of a portrait one', () => {
    const wide = guideRegion(1920, 1080, DOCUMENT_VIEW_ASPECT);
    expect(wide.width).toBeCloseTo(1080 * DOCUMENT_VIEW_ASPECT * GUIDE_WIDTH);
    const tall = guideRegion(1080, 1920, DOCUMENT_VIEW_ASPECT);
    expect(tall.width).toBeCloseTo(1080 * GUIDE_WIDTH);
    expect(tall.y + tall.height).toBeLessThanOrEqual(1920);
  });
});

describe('fitWithin', () => {
  it('scales the longer edge down to the limit, never up', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1080, 1920, 720)).toEqual({ width: 405, height: 720 });
    expect(fitWithin(640, 480, 1600)).toEqual({ width: 640, height: 480 });
  });
});
