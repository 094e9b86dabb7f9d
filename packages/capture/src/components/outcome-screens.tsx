/** The screens around the capture: waiting for the decision, the decision, errors, and cancelled. */
import type { CaptureFlow, Screen } from '../flow/controller.js';
import type { Explained } from '../messages.js';
import { Heading } from './heading.js';

function Explanation({ text }: { text: Explained }) {
  return (
    <>
      <Heading>{text.heading}</Heading>
      <p>{text.body}</p>
    </>
  );
}

export function CheckingScreen({ c }: { c: CaptureFlow }) {
  return <Explanation text={c.messages.checking} />;
}

export function ApprovedScreen({ c }: { c: CaptureFlow }) {
  return <Explanation text={c.messages.approved} />;
}

export function CancelledScreen({ c }: { c: CaptureFlow }) {
  return <Explanation text={c.messages.cancelled} />;
}

export function DeclinedScreen({ c, view }: { c: CaptureFlow; view: Extract<Screen, { id: 'declined' }> }) {
  const m = c.messages.declined;
  return (
    <>
      <Heading>{m.heading}</Heading>
      <p>{view.canRetry ? m.retryBody(view.attemptsLeft) : m.finalBody}</p>
      {view.canRetry && (
        <div class="actions">
          <button type="button" data-verity-action="try-again" onClick={c.tryAgain}>
            {m.tryAgain}
          </button>
        </div>
      )}
    </>
  );
}

export function ErrorScreen({ c, view }: { c: CaptureFlow; view: Extract<Screen, { id: 'error' }> }) {
  return (
    <>
      <Explanation text={c.messages.errors[view.code]} />
      {view.retry && (
        <div class="actions">
          <button type="button" data-verity-action="retry" onClick={c.retry}>
            {c.messages.retry}
          </button>
        </div>
      )}
    </>
  );
}
