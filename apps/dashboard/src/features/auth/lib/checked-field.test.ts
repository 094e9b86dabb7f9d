import { checkEmail } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { type CheckedFieldEvent, initialCheckedField, reduceCheckedField } from './checked-field';

const run = (events: CheckedFieldEvent[], initial = '') =>
  events.reduce((state, event) => reduceCheckedField(state, event, checkEmail), initialCheckedField(initial));

describe('a checked field', () => {
  it('says nothing while the person types before the first submit', () => {
    expect(run([{ type: 'changed', value: 'no' }]).error).toBeUndefined();
  });

  it('shows the §5 message on submit', () => {
    expect(run([{ type: 'submitted' }]).error).toBe('The email field is required');
    expect(run([{ type: 'changed', value: 'nope' }, { type: 'submitted' }]).error).toBe(
      'The email field should be a valid email',
    );
  });

  it('checks every change once submitted, and the message goes when the value is right', () => {
    const afterSubmit = run([{ type: 'submitted' }]);
    const typing = reduceCheckedField(afterSubmit, { type: 'changed', value: 'a@' }, checkEmail);
    expect(typing.error).toBe('The email field should be a valid email');
    expect(
      reduceCheckedField(typing, { type: 'changed', value: 'a@b.co' }, checkEmail).error,
    ).toBeUndefined();
  });

  it('shows a server message for the field until the person edits it', () => {
    const shown = run([
      { type: 'changed', value: 'a@b.co' },
      { type: 'submitted' },
      { type: 'server-error', message: 'Unknown' },
    ]);
    expect(shown.error).toBe('Unknown');
    expect(
      reduceCheckedField(shown, { type: 'changed', value: 'a@b.com' }, checkEmail).error,
    ).toBeUndefined();
  });

  it('keeps the message when the form replaces the value itself', () => {
    const shown = run([{ type: 'submitted' }, { type: 'server-error', message: 'Wrong' }]);
    expect(reduceCheckedField(shown, { type: 'replaced', value: '' }, checkEmail)).toEqual({
      value: '',
      error: 'Wrong',
      submitted: true,
    });
  });

  it('starts from the value it is given', () => {
    expect(run([], 'owner@acme.local').value).toBe('owner@acme.local');
  });
});
