import type { HistoryScope, TVFormAnswer } from '@verity/client';
import { TextLink } from '../../../../components/ui/text-link';
import { checkPath } from '../../../customer-verification/lib/scope';
import { identityNumberOf, verificationResult } from '../../lib/response-format';
import { VerificationChip } from './status-chips';

/**
 * Each verification field's result at a glance: the number as the server masked it, and a link to the
 * identity check it ran (in the same scope as the response); nothing when the form verifies nothing.
 */
export function VerificationResults({
  answers,
  scope,
}: {
  answers: readonly TVFormAnswer[];
  scope: HistoryScope;
}) {
  const verified = answers.flatMap((answer) => {
    const result = verificationResult(answer.verification);
    return result ? [{ answer, result }] : [];
  });
  if (verified.length === 0)
    return <p className="text-muted">No field of this response ran a verification.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {verified.map(({ answer, result }) => {
        const number = identityNumberOf(answer.value);
        const checkId = answer.verification?.checkId;
        return (
          <li key={answer.fieldId} className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{answer.label}:</span>
            {number && <span className="font-mono text-sm">{number}</span>}
            <VerificationChip result={result} />
            {checkId && (
              <TextLink href={checkPath(scope, checkId)}>
                View the identity check<span className="sr-only"> for {answer.label}</span>
              </TextLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
