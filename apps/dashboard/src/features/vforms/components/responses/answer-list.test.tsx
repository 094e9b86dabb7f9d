import type { TVFormAnswer } from '@verity/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnswerList } from './answer-list';

/** The markup without tags: what a person reads. */
const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('the answers of a response', () => {
  it('writes an identity capture as what was captured, with its decision', () => {
    const answer: TVFormAnswer = {
      fieldId: 'f-cap',
      label: 'Identity check',
      type: 'identity-capture',
      value: { captureId: 'cap_1', kind: 'document_and_liveness', documentType: 'passport' },
      verification: { checkId: 'cap_1', status: 'declined', verified: false },
    };
    const markup = renderToStaticMarkup(<AnswerList answers={[answer]} />);
    expect(text(markup)).toBe('Identity checkPassport and selfieVerification:Declined');
    expect(markup).not.toContain('cap_1');
  });
});
