import type { TVFormAnswer } from '@verity/client';
import { verificationResult } from '../../lib/response-format';
import { AnswerValue } from './answer-value';
import { VerificationChip } from './status-chips';

/** Every answer with its question, in the form's order; verification fields carry their result. */
export function AnswerList({ answers }: { answers: readonly TVFormAnswer[] }) {
  if (answers.length === 0) return <p className="text-muted">This response holds no answers.</p>;
  return (
    <dl className="divide-y divide-slate-100">
      {answers.map((answer) => {
        const result = verificationResult(answer.verification);
        return (
          <div key={answer.fieldId} className="grid gap-1 py-3 sm:grid-cols-[16rem_1fr] sm:gap-4">
            <dt className="font-medium">{answer.label}</dt>
            <dd className="flex min-w-0 flex-col items-start gap-2">
              <AnswerValue answer={answer} />
              {result && (
                <span className="flex items-center gap-2 text-sm">
                  <span className="text-muted">Verification:</span>
                  <VerificationChip result={result} />
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
