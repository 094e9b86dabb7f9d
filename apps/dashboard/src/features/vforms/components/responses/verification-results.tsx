import type { HistoryScope, TVFormAnswer } from '@verity/client';
import { TextLink } from '../../../../components/ui/text-link';
import { checkPath } from '../../../identity';
import { captureAnswerOf, captureText } from '../../lib/capture-format';
import { captureLink } from '../../lib/capture-links';
import { identityNumberOf, verificationResult } from '../../lib/response-format';
import { VerificationChip } from './status-chips';

interface Details {
  /** An identity check's number, as the server masked it. */
  number: string | null;
  /** What an identity capture captured, in words. */
  captured: string | null;
  /** The check's or the capture's page, in the response's scope. */
  link: { href: string; text: string } | null;
}

function detailsOf(answer: TVFormAnswer, scope: HistoryScope): Details {
  if (answer.type === 'identity-capture') {
    const capture = captureAnswerOf(answer.value);
    if (!capture) return { number: null, captured: null, link: null };
    return { number: null, captured: captureText(capture), link: captureLink(scope, capture) };
  }
  const checkId = answer.verification?.checkId;
  return {
    number: identityNumberOf(answer.value),
    captured: null,
    link: checkId ? { href: checkPath(scope, checkId), text: 'View the identity check' } : null,
  };
}

/**
 * Each verification field's result at a glance: the number as the server masked it and a link to the
 * identity check it ran, or what an identity capture captured and a link to the capture (in the same scope
 * as the response); nothing when the form verifies nothing.
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
    return result ? [{ answer, result, ...detailsOf(answer, scope) }] : [];
  });
  if (verified.length === 0)
    return <p className="text-muted">No field of this response ran a verification.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {verified.map(({ answer, result, number, captured, link }) => (
        <li key={answer.fieldId} className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{answer.label}:</span>
          {number && <span className="font-mono text-sm">{number}</span>}
          {captured && <span>{captured}</span>}
          <VerificationChip result={result} />
          {link && (
            <TextLink href={link.href}>
              {link.text}
              <span className="sr-only"> for {answer.label}</span>
            </TextLink>
          )}
        </li>
      ))}
    </ul>
  );
}
