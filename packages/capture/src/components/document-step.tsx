import type { CaptureFlow, DocumentScreen } from '../flow/controller.js';
import { CameraView } from './camera-view.js';
import { Heading } from './heading.js';

const FILE_INPUT_ID = 'vc-file';

/** One side of the document: the camera with its card guide (or a file input), then the server's answer. */
export function DocumentStep({ c, view }: { c: CaptureFlow; view: DocumentScreen }) {
  const m = c.messages;
  const documentName = m.documents[c.attempt.value?.documentType ?? 'national_id'];
  const side = m.sides[view.side];
  const sending = view.phase === 'sending';
  const heading =
    view.phase === 'rejected'
      ? m.rejectedHeading
      : view.source === 'file'
        ? m.fileHeading(side, documentName)
        : m.documentHeading(view.side, documentName, view.count);
  return (
    <>
      {view.count > 1 && <p class="step">{m.sideOf(view.index, view.count)}</p>}
      <Heading>{heading}</Heading>
      {view.phase === 'rejected' ? (
        <>
          <ul class="problems">
            {view.problems.length > 0 ? (
              view.problems.map((problem) => <li key={problem}>{m.problems[problem]}</li>)
            ) : (
              <li>{m.errors.upload_failed.body}</li>
            )}
          </ul>
          <div class="actions">
            <button type="button" data-verity-action="retake" onClick={c.retake}>
              {m.retake}
            </button>
          </div>
        </>
      ) : view.source === 'file' ? (
        <>
          <p>{m.fileBody}</p>
          <label for={FILE_INPUT_ID}>{m.fileLabel}</label>
          <input
            id={FILE_INPUT_ID}
            type="file"
            accept="image/jpeg,image/png"
            disabled={sending}
            data-verity-action="file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void c.chooseFile(file);
            }}
          />
          {sending && <p class="muted">{m.uploadingPhoto}</p>}
        </>
      ) : (
        <>
          <CameraView c={c} shape="card" live={view.phase === 'live'} />
          <p>{m.documentGuide}</p>
          <div class="actions">
            {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page. */}
            <button
              type="button"
              data-verity-action="capture"
              aria-disabled={sending || c.stream.value === null ? 'true' : undefined}
              onClick={() => void c.takePhoto()}
            >
              {sending ? m.uploadingPhoto : m.takePhoto}
            </button>
          </div>
        </>
      )}
    </>
  );
}
