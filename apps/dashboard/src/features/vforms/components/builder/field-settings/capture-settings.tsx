/**
 * An identity capture field: what the respondent captures (a document, a liveness check, or both) and which
 * document. Each change sends the whole `capture`, as the server replaces it whole.
 */
import type { CaptureKind, TVFormField } from '@verity/client';
import { SelectField } from '../../../../../components/ui/select-field';
import type { FieldPatch } from '../../../lib/builder/builder-state';
import { type CaptureChange, changedCapture, defaultCapture } from '../../../lib/builder/capture-settings';
import {
  captureDocumentOptions,
  captureKindOptions,
  isCaptureDocumentType,
  isCaptureKind,
} from '../../../lib/capture-format';
import { SettingsGroup } from '../controls';

const respondentDoes: Record<CaptureKind, string> = {
  document_and_liveness: 'photographs the document and takes a selfie challenge',
  document: 'photographs the document',
  liveness: 'takes a selfie challenge',
};

export function CaptureSettings({
  field,
  onChange,
}: {
  field: TVFormField;
  onChange(patch: FieldPatch): void;
}) {
  const capture = field.capture ?? defaultCapture;
  const change = (next: CaptureChange) => onChange({ capture: changedCapture(field.capture, next) });
  return (
    <SettingsGroup title="Identity capture">
      <SelectField
        label="What to capture"
        value={capture.kind}
        options={captureKindOptions}
        hint={`The respondent ${respondentDoes[capture.kind]} with their own device's camera; Verity's server makes the decision. A live form is charged per capture, as the Document capture and Liveness check modules are.`}
        onChange={(event) => {
          const kind = event.target.value;
          if (isCaptureKind(kind)) change({ kind });
        }}
      />
      {capture.kind !== 'liveness' && (
        <SelectField
          label="Document type"
          value={capture.documentType ?? defaultCapture.documentType ?? ''}
          options={captureDocumentOptions}
          onChange={(event) => {
            const documentType = event.target.value;
            if (isCaptureDocumentType(documentType)) change({ documentType });
          }}
        />
      )}
    </SettingsGroup>
  );
}
