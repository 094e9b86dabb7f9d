import type { CaptureFlow } from '../flow/controller.js';
import { Heading } from './heading.js';

/** What is about to happen, before the browser asks for the camera: a prompt out of context gets denied. */
export function IntroScreen({ c }: { c: CaptureFlow }) {
  const m = c.messages;
  const kind = c.attempt.value?.kind ?? 'document_and_liveness';
  return (
    <>
      <Heading>{m.intro.heading}</Heading>
      <ul>
        {kind !== 'liveness' && <li>{m.intro.document}</li>}
        {kind !== 'document' && <li>{m.intro.liveness}</li>}
      </ul>
      <p>{m.intro.camera}</p>
      <div class="actions">
        <button type="button" data-verity-action="begin" onClick={c.proceed}>
          {m.intro.begin}
        </button>
      </div>
    </>
  );
}
