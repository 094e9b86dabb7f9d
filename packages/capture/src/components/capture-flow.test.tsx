import { readdirSync, readFileSync } from 'node:fs';
import { signal } from '@preact/signals-core';
import type { FrameHint } from '@verity/client/public';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import type { CameraStream } from '../camera.js';
import type { CaptureFlow as Flow, Screen } from '../flow/controller.js';
import { en, fr, type Locale } from '../messages.js';
import { attemptOf, FakeStream, harness } from '../test-support/fakes.js';
import { CaptureFlow, focusKey, isFinal } from './capture-flow.js';

interface ViewOptions {
  attempt?: Parameters<typeof attemptOf>[0];
  hint?: FrameHint | null;
  stream?: CameraStream | null;
  locale?: Locale;
}

/** A controller showing `screen`, with its actions real but its state set by the test. */
function flowShowing(screen: Screen, options: ViewOptions = {}): Flow {
  const locale = options.locale ?? 'en';
  const { flow } = harness({}, { messages: locale === 'fr' ? fr : en });
  return {
    ...flow,
    screen: signal(screen),
    attempt: signal(attemptOf(options.attempt)),
    hint: signal(options.hint ?? null),
    stream: signal(options.stream === undefined ? new FakeStream('environment') : options.stream),
  };
}

const html = (screen: Screen, options: ViewOptions = {}) =>
  renderToString(<CaptureFlow c={flowShowing(screen, options)} locale={options.locale ?? 'en'} />);

const front = {
  id: 'document',
  side: 'front',
  index: 1,
  count: 2,
  source: 'camera',
  phase: 'live',
  problems: [],
} as const satisfies Screen;

const every: Screen[] = [
  { id: 'loading' },
  { id: 'intro' },
  { id: 'camera', problem: 'camera_denied', facing: 'environment', retry: true, upload: false },
  { id: 'camera', problem: 'camera_not_found', facing: 'environment', retry: true, upload: true },
  { id: 'camera', problem: 'insecure_context', facing: 'user', retry: false, upload: false },
  front,
  { ...front, phase: 'sending' },
  { ...front, phase: 'rejected', problems: ['blurry', 'glare'] },
  { ...front, source: 'file' },
  { id: 'selfie', phase: 'ready', step: 0, count: 3, action: null },
  { id: 'selfie', phase: 'neutral', step: 0, count: 3, action: null },
  { id: 'selfie', phase: 'action', step: 2, count: 3, action: 'turn_left' },
  { id: 'selfie', phase: 'sending', step: 3, count: 3, action: null },
  { id: 'checking' },
  { id: 'approved' },
  { id: 'declined', canRetry: true, attemptsLeft: 1 },
  { id: 'declined', canRetry: false, attemptsLeft: 0 },
  { id: 'error', code: 'network_error', retry: true },
  { id: 'error', code: 'session_invalid', retry: false },
  { id: 'cancelled' },
];

describe('CaptureFlow markup, on every screen', () => {
  it.each(every.map((screen) => [focusKey(screen), screen] as const))('%s', (_key, screen) => {
    for (const locale of ['en', 'fr'] as const) {
      const markup = html(screen, { locale });
      // CSP: no inline style attribute anywhere (colours go through CSSOM).
      expect(markup).not.toMatch(/\sstyle=/);
      // A region named for the flow, in its language, with the hooks the e2e tests wait on.
      expect(markup).toMatch(
        new RegExp(
          `^<section class="vc" lang="${locale}" aria-label="[^"]+" data-verity-capture(="")? data-screen="${screen.id}"`,
        ),
      );
      // Buttons are buttons, never submit a host page's form, and are named by their text.
      for (const button of markup.match(/<button[^>]*>/g) ?? []) {
        expect(button).toContain('type="button"');
        expect(button).toMatch(/data-verity-action="[a-z-]+"/);
      }
      expect(markup).not.toMatch(/<button[^>]*><\/button>/);
      // One heading to move focus to (the loading screen has none: nothing to read yet).
      expect(markup.match(/<h2 class="vc-h" tabindex="-1">/g)?.length ?? 0).toBe(
        screen.id === 'loading' ? 0 : 1,
      );
      // Both live regions, on every screen, so their changes are announced.
      expect(markup).toContain('role="status" aria-live="polite"');
      expect(markup).toContain('role="alert" aria-live="assertive"');
      expect(markup.includes('data-verity-action="cancel"')).toBe(!isFinal(screen));
    }
  });
});

describe('screens', () => {
  it('intro: what the attempt will ask, and Start', () => {
    const both = html({ id: 'intro' });
    expect(both).toContain(en.intro.document);
    expect(both).toContain(en.intro.liveness);
    expect(both).toContain(`data-verity-action="begin">${en.intro.begin}</button>`);
    const selfieOnly = html({ id: 'intro' }, { attempt: { kind: 'liveness' } });
    expect(selfieOnly).not.toContain(en.intro.document);
  });

  it('document: the side, the video under a card guide, and a manual button', () => {
    const markup = html(front);
    expect(markup).toContain('Side 1 of 2');
    expect(markup).toContain('Front of your national ID card');
    expect(markup).toMatch(/<div class="cam card live" aria-hidden="true"><video autoplay muted playsinline/);
    expect(markup).toContain('<div class="guide"></div>');
    expect(markup).toContain(`data-verity-action="capture">${en.takePhoto}</button>`);
  });

  it('document: the button says it is busy while the camera starts or the photo uploads', () => {
    expect(html(front)).toContain(`data-verity-action="capture">${en.takePhoto}</button>`);
    expect(html(front, { stream: null })).toContain('data-verity-action="capture" aria-disabled="true">');
    const sending = html({ ...front, phase: 'sending' });
    expect(sending).toContain(`data-verity-action="capture" aria-disabled="true">${en.uploadingPhoto}`);
    expect(sending).toContain('class="cam card"');
  });

  it('document: a passport is one side, without a side count', () => {
    const markup = html(
      { ...front, count: 1 },
      { attempt: { documentType: 'passport', documentSides: ['front'] } },
    );
    expect(markup).toContain('Your passport');
    expect(markup).not.toContain('Side 1');
  });

  it('document refused: each problem in words, and Take it again', () => {
    const markup = html({ ...front, phase: 'rejected', problems: ['blurry', 'too_dark'] });
    expect(markup).toContain(en.rejectedHeading);
    expect(markup).toContain(`<li>${en.problems.blurry}</li><li>${en.problems.too_dark}</li>`);
    expect(markup).toContain(`data-verity-action="retake">${en.retake}`);
    expect(markup).not.toContain('<video');
  });

  it('document without a camera: a labelled file input for JPEG and PNG', () => {
    const markup = html({ ...front, source: 'file' });
    expect(markup).toContain('<label for="vc-file">');
    expect(markup).toMatch(/<input id="vc-file" type="file" accept="image\/jpeg,image\/png"/);
    expect(markup).not.toContain('<video');
  });

  it('selfie: the oval, the prompt, step i of n with its progress, and the hint', () => {
    const markup = html(
      { id: 'selfie', phase: 'action', step: 2, count: 3, action: 'turn_left' },
      { hint: 'no_face' },
    );
    expect(markup).toContain('Step 2 of 3');
    expect(markup).toContain('class="cam oval"');
    expect(markup).toContain(`data-verity-prompt="turn_left">${en.actions.turn_left}</p>`);
    expect(markup).toContain(
      '<ol class="dots" aria-hidden="true"><li class="on"></li><li class="on"></li><li></li></ol>',
    );
    expect(markup).toContain(
      `<p class="hint" role="status" aria-live="polite" aria-atomic="true">${en.hints.no_face}</p>`,
    );
  });

  it('selfie, before it starts: the instructions and I am ready (no stale hint)', () => {
    const markup = html(
      { id: 'selfie', phase: 'ready', step: 0, count: 3, action: null },
      { hint: 'no_face' },
    );
    expect(markup).toContain(en.selfie.body);
    expect(markup).toContain(`data-verity-action="start-challenge">${en.selfie.start}`);
    expect(markup).not.toContain(en.hints.no_face);
    expect(markup).not.toContain('Step ');
  });

  it('camera denied: how to allow it, and Try again; no upload', () => {
    const markup = html(every[2] as Screen);
    expect(markup).toContain(en.camera.camera_denied.body);
    expect(markup).toContain('data-verity-action="retry-camera"');
    expect(markup).not.toContain('data-verity-action="use-upload"');
  });

  it('no camera for a document: upload instead', () => {
    const markup = html(every[3] as Screen);
    expect(markup).toContain(`data-verity-action="use-upload">${en.useUpload}`);
  });

  it('no camera for the selfie: says a phone is needed, no retry that cannot work', () => {
    const markup = html(every[4] as Screen);
    expect(markup).toContain(en.selfieNeedsCamera);
    expect(markup).not.toContain('data-verity-action="retry-camera"');
  });

  it('errors: retry only when trying again can help', () => {
    expect(html({ id: 'error', code: 'network_error', retry: true })).toContain('data-verity-action="retry"');
    const expired = html({ id: 'error', code: 'session_invalid', retry: false });
    expect(expired).toContain(en.errors.session_invalid.heading);
    expect(expired).not.toContain('data-verity-action="retry"');
  });

  it('declined: Try again with the attempts left, or the final word without it', () => {
    const again = html({ id: 'declined', canRetry: true, attemptsLeft: 1 });
    expect(again).toContain('You have 1 attempt left');
    expect(again).toContain('data-verity-action="try-again"');
    expect(html({ id: 'declined', canRetry: false, attemptsLeft: 0 })).toContain(en.declined.finalBody);
  });

  it('speaks French when asked', () => {
    const markup = html(front, { locale: 'fr' });
    expect(markup).toContain('lang="fr"');
    expect(markup).toContain('Recto de votre carte d’identité nationale');
    expect(markup).toContain(`>${fr.takePhoto}</button>`);
    expect(markup).toContain(`>${fr.cancel}</button>`);
  });
});

describe('focusKey', () => {
  it('changes with the step, the side and a refusal, not with progress inside a step', () => {
    expect(focusKey(front)).toBe(focusKey({ ...front, phase: 'sending' }));
    expect(focusKey(front)).not.toBe(focusKey({ ...front, side: 'back' }));
    expect(focusKey(front)).not.toBe(focusKey({ ...front, phase: 'rejected' }));
    const action = { id: 'selfie', phase: 'action', step: 1, count: 3, action: 'blink' } as const;
    expect(focusKey(action)).toBe(focusKey({ ...action, step: 2, action: 'turn_left' }));
    expect(focusKey(action)).not.toBe(focusKey({ ...action, phase: 'ready' }));
  });
});

describe('components', () => {
  it('hold no copy of their own: every word comes from messages.ts', () => {
    const folder = new URL('./', import.meta.url);
    const sources = readdirSync(folder).filter((name) => name.endsWith('.tsx') && !name.includes('.test.'));
    for (const name of sources) {
      const source = readFileSync(new URL(name, folder), 'utf8');
      // JSX text (between a tag's end and the next tag or expression) with a letter in it.
      const text = [...source.matchAll(/>\s*([^<>{}\s][^<>{}]*?)\s*</g)]
        .map((match) => match[1] ?? '')
        .filter((t) => /\p{L}/u.test(t) && !/[=;()]/.test(t));
      expect(text, name).toEqual([]);
      // Attributes read by people (labels, alt text) come from messages too.
      expect(source, name).not.toMatch(/(aria-label|alt|title|placeholder)="[^"]/);
    }
  });
});
