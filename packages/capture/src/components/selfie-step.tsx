import type { CaptureFlow, SelfieScreen } from '../flow/controller.js';
import { CameraView } from './camera-view.js';
import { Heading } from './heading.js';

/**
 * The selfie: the oval, then the server's challenge one prompt at a time with its progress. The prompt is
 * announced by the flow's status region; the server's hint on the latest frame has its own live region,
 * present from the start so its first change is announced too.
 */
export function SelfieStep({ c, view }: { c: CaptureFlow; view: SelfieScreen }) {
  const m = c.messages;
  const hint = c.hint.value;
  const prompt =
    view.phase === 'ready'
      ? m.selfie.body
      : view.phase === 'neutral'
        ? m.selfie.neutral
        : view.phase === 'sending' || !view.action
          ? m.selfie.sending
          : m.actions[view.action];
  return (
    <>
      {view.phase === 'action' && <p class="step">{m.stepOf(view.step, view.count)}</p>}
      <Heading>{m.selfie.heading}</Heading>
      {view.phase !== 'ready' && view.count > 0 && (
        <ol class="dots" aria-hidden="true">
          {Array.from({ length: view.count }, (_, index) => (
            <li key={index} class={index < view.step ? 'on' : undefined} />
          ))}
        </ol>
      )}
      <CameraView c={c} shape="oval" live={false} />
      <p class="prompt" data-verity-prompt={view.action ?? view.phase}>
        {prompt}
      </p>
      <p class="hint" role="status" aria-live="polite" aria-atomic="true">
        {hint && view.phase !== 'ready' ? m.hints[hint] : ''}
      </p>
      {view.phase === 'ready' && (
        <div class="actions">
          <button
            type="button"
            data-verity-action="start-challenge"
            aria-disabled={c.stream.value === null ? 'true' : undefined}
            onClick={c.startChallenge}
          >
            {m.selfie.start}
          </button>
        </div>
      )}
    </>
  );
}
