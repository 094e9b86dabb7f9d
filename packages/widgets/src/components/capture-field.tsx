/**
 * An identity capture field: what it asks for, a button that starts the check, and while it
 * runs a modal dialog with Verity's hosted capture page in an iframe that may use the camera (or, where
 * the host page keeps the camera from frames, a link that opens the page in a window of its own). The
 * answer is the capture session's id, set when the page reports `captured`; Verity's server decides.
 */
import { captureKindText } from '@verity/client/public';
import { type FieldProps, Group } from './vform-field.js';

export function CaptureField({ c, f }: FieldProps) {
  const done = Boolean((c.answers.value[f.id] as { captureId?: string } | undefined)?.captureId);
  const step = c.capture.value?.fieldId === f.id ? c.capture.value : null;
  const what = f.capture ? captureKindText(f.capture.kind, f.capture.documentType) : f.label;
  return (
    <Group c={c} f={f} parts={[]} note={`${what}, with your camera. It takes about a minute.`}>
      {done && <p class="hint">✓ Identity check done</p>}
      <button
        type="button"
        id={`cap-${f.id}`}
        aria-invalid={c.errors.value[f.id] ? 'true' : undefined}
        disabled={c.busy.value}
        onClick={() => c.startCapture(f.id)}
      >
        {done ? 'Take it again' : 'Start identity check'}
      </button>
      {step && (
        <dialog
          class="cap"
          aria-label={f.label}
          ref={(dialog) => {
            if (dialog && !dialog.open) dialog.showModal?.();
          }}
          onClose={() => c.closeCapture()}
        >
          {step.inWindow ? (
            <p>Continue in the new window.</p>
          ) : (
            <iframe ref={(frame) => c.captureFrame(frame)} src={step.url} title={what} allow="camera" />
          )}
          <div class="nav">
            {!step.inWindow && !step.done && (
              <button type="button" class="back" onClick={() => c.openCaptureWindow()}>
                Open in a new window
              </button>
            )}
            <button type="button" class="go" onClick={() => c.closeCapture()}>
              {step.done ? 'Continue' : 'Close'}
            </button>
          </div>
        </dialog>
      )}
    </Group>
  );
}
