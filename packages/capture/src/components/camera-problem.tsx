import type { CaptureFlow, Screen } from '../flow/controller.js';
import { Heading } from './heading.js';

type CameraScreen = Extract<Screen, { id: 'camera' }>;

/** Why the camera is not available and what to do: allow it, free it, or send a photo instead. */
export function CameraProblem({ c, view }: { c: CaptureFlow; view: CameraScreen }) {
  const m = c.messages;
  const text = m.camera[view.problem];
  return (
    <>
      <Heading>{text.heading}</Heading>
      <p>{text.body}</p>
      {view.facing === 'user' && !view.retry && <p>{m.selfieNeedsCamera}</p>}
      <div class="actions">
        {view.retry && (
          <button type="button" data-verity-action="retry-camera" onClick={c.retryCamera}>
            {m.retry}
          </button>
        )}
        {view.upload && (
          <button type="button" class="alt" data-verity-action="use-upload" onClick={c.useUpload}>
            {m.useUpload}
          </button>
        )}
      </div>
    </>
  );
}
