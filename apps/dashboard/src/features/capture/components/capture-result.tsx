/**
 * The server's decision on a capture and what it was made from: the reasons in words, the liveness challenge
 * step by step with the frame that showed each, the scores against the business's thresholds, the face match,
 * and the document's sides, machine-readable zone and compared details.
 */
import {
  captureReasonLabels,
  type LivenessAction,
  type TCaptureResult,
  type TFieldComparison,
} from '@verity/client';
import { Chip } from '../../../components/chip';
import { DetailSection } from '../../../components/detail-section';
import { SummaryList } from '../../../components/ui/summary-list';

const actionLabels: Record<LivenessAction, string> = {
  turn_left: 'Turn the head left',
  turn_right: 'Turn the head right',
  look_up: 'Look up',
  look_down: 'Look down',
  blink: 'Blink',
};
const fieldLabels: Record<TFieldComparison['field'], string> = {
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  documentNumber: 'Document number',
};
const problemLabels: Record<string, string> = {
  blurry: 'blurred',
  glare: 'glare',
  too_dark: 'too dark',
  cropped: 'cut off',
  no_face: 'no portrait found',
};

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

function Score({ value, threshold }: { value: number | null; threshold: number }) {
  const passed = value !== null && value >= threshold;
  return (
    <span className="inline-flex items-center gap-2">
      {percent(value)}
      <Chip tone={passed ? 'good' : 'bad'}>
        {passed ? `≥ ${percent(threshold)}` : `below ${percent(threshold)}`}
      </Chip>
    </span>
  );
}

export function CaptureDecision({ result }: { result: TCaptureResult | null }) {
  if (!result)
    return (
      <DetailSection title="Decision">
        <p className="text-muted">No decision yet: the person has not finished an attempt.</p>
      </DetailSection>
    );
  return (
    <DetailSection title="Decision">
      <div className="flex flex-col gap-3">
        <p className="flex items-center gap-2">
          <Chip tone={result.decision === 'approved' ? 'good' : 'bad'}>
            {result.decision === 'approved' ? 'Approved' : 'Declined'}
          </Chip>
          <span className="text-muted text-sm">Attempt {result.attempt}</span>
        </p>
        {result.reasons.length === 0 ? (
          <p>Every check passed.</p>
        ) : (
          <ul className="list-disc pl-5">
            {result.reasons.map((reason) => (
              <li key={reason}>{captureReasonLabels[reason]}</li>
            ))}
          </ul>
        )}
      </div>
    </DetailSection>
  );
}

export function LivenessResult({
  liveness,
  faceMatch,
}: {
  liveness: NonNullable<TCaptureResult['liveness']>;
  faceMatch: TCaptureResult['faceMatch'];
}) {
  const { thresholds } = liveness;
  return (
    <DetailSection title="Liveness">
      <div className="flex flex-col gap-4">
        <SummaryList
          rows={[
            ['Frames received', String(liveness.frames)],
            [
              'Liveness score',
              <Score key="live" value={liveness.livenessScore} threshold={thresholds.liveness} />,
            ],
            [
              'Anti-spoofing score',
              <Score key="spoof" value={liveness.antiSpoofScore} threshold={thresholds.antiSpoof} />,
            ],
            ['Same person throughout', percent(liveness.consistency)],
            [
              'Face match with the document',
              faceMatch ? (
                <Score key="match" value={faceMatch.similarity} threshold={faceMatch.threshold} />
              ) : (
                'Not compared'
              ),
            ],
          ]}
        />
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left font-medium">The challenge, in the order drawn</caption>
          <thead>
            <tr className="text-muted">
              <th className="py-1 pr-4 font-normal">Asked</th>
              <th className="py-1 font-normal">Seen</th>
            </tr>
          </thead>
          <tbody>
            {liveness.challenge.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the challenge is a fixed sequence; its place is its identity.
              <tr key={index} className="border-slate-100 border-t">
                <td className="py-1 pr-4">{actionLabels[step.action]}</td>
                <td className="py-1">
                  {step.frame === null ? <Chip tone="bad">Not seen</Chip> : `In frame ${step.frame + 1}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DetailSection>
  );
}

export function DocumentResult({ document }: { document: NonNullable<TCaptureResult['document']> }) {
  const mrz = document.text?.mrz ?? null;
  return (
    <DetailSection title="Document">
      <div className="flex flex-col gap-4">
        <SummaryList
          rows={[
            ...document.sides.map((side): [string, string] => [
              side.side === 'front' ? 'Front' : 'Back',
              side.accepted
                ? 'Usable'
                : `Not usable: ${side.problems.map((problem) => problemLabels[problem] ?? problem).join(', ')}`,
            ]),
            ['Text read', document.text ? `${percent(document.text.confidence)} confidence` : 'Not read'],
            [
              'Machine-readable zone',
              mrz ? (
                <Chip key="mrz" tone={mrz.valid ? 'good' : 'bad'}>
                  {mrz.valid
                    ? `${mrz.format}: check digits valid`
                    : `${mrz.format}: ${mrz.failedChecks.join(', ')} fail`}
                </Chip>
              ) : (
                'None found'
              ),
            ],
          ]}
        />
        {document.fields.length > 0 && (
          <table className="w-full text-left text-sm">
            <caption className="mb-1 text-left font-medium">Supplied details against the document</caption>
            <thead>
              <tr className="text-muted">
                <th className="py-1 pr-4 font-normal">Field</th>
                <th className="py-1 pr-4 font-normal">Supplied</th>
                <th className="py-1 pr-4 font-normal">On the document</th>
                <th className="py-1 font-normal">Result</th>
              </tr>
            </thead>
            <tbody>
              {document.fields.map((field) => (
                <tr key={field.field} className="border-slate-100 border-t">
                  <td className="py-1 pr-4">{fieldLabels[field.field]}</td>
                  <td className="py-1 pr-4">{field.supplied ?? '—'}</td>
                  <td className="py-1 pr-4">{field.extracted ?? '—'}</td>
                  <td className="py-1">
                    {field.match === null ? (
                      <Chip tone="neutral">Not compared</Chip>
                    ) : (
                      <Chip tone={field.match ? 'good' : 'bad'}>{field.match ? 'Matches' : 'Differs'}</Chip>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {document.text && (
          <details>
            <summary className="cursor-pointer font-medium">The text as read</summary>
            <pre className="mt-2 whitespace-pre-wrap rounded bg-slate-50 p-3 font-mono text-xs">
              {document.text.text}
            </pre>
          </details>
        )}
      </div>
    </DetailSection>
  );
}
