import type { TVFormAnswer } from '@verity/client';
import { textLinkClass } from '../../../../components/ui/text-link';
import { answerDisplay } from '../../lib/response-format';

/**
 * One answer as a person reads it: composite answers as a definition list, files by name (linked), an
 * identity capture by what it captured.
 */
export function AnswerValue({ answer }: { answer: Pick<TVFormAnswer, 'type' | 'value'> }) {
  const display = answerDisplay(answer.value, answer.type);
  switch (display.kind) {
    case 'empty':
      return <span className="text-muted">No answer</span>;
    case 'text':
      return <span className="whitespace-pre-line">{display.text}</span>;
    case 'file':
      return display.url ? (
        // A signed link: it works without the session token, which a plain link cannot send.
        <a href={display.url} target="_blank" rel="noreferrer" className={textLinkClass}>
          <span className="sr-only">File: </span>
          {display.name}
        </a>
      ) : (
        <span>
          <span className="sr-only">File: </span>
          {display.name}
        </span>
      );
    case 'parts':
      return (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          {display.parts.map(([label, text]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="break-words">{text}</dd>
            </div>
          ))}
        </dl>
      );
  }
}
