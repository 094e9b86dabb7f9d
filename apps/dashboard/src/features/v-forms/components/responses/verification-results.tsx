import type { TVFormAnswer } from '@verity/client';
import { verificationResult } from '../../lib/response-format';
import { VerificationChip } from './status-chips';

/** Each verification field's result at a glance; nothing when the form verifies nothing. */
export function VerificationResults({ answers }: { answers: readonly TVFormAnswer[] }) {
  const verified = answers.flatMap((answer) => {
    const result = verificationResult(answer.verification);
    return result ? [{ answer, result }] : [];
  });
  if (verified.length === 0)
    return <p className="text-muted">No field of this response ran a verification.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {verified.map(({ answer, result }) => (
        <li key={answer.fieldId} className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{answer.label}:</span>
          <VerificationChip result={result} />
        </li>
      ))}
    </ul>
  );
}
