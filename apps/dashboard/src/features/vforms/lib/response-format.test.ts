import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../lib/format';
import {
  answerDisplay,
  answerText,
  countryName,
  formatDuration,
  formatRate,
  identityNumberOf,
  partLabel,
  respondentLabel,
  responseStatusOptions,
  shownVerificationResult,
  verificationResult,
} from './response-format';

describe('statuses and verifications', () => {
  it('offers every status with a word', () => {
    expect(responseStatusOptions).toEqual([
      { value: 'completed', label: 'Completed' },
      { value: 'verified', label: 'Verified' },
      { value: 'unverified', label: 'Unverified' },
      { value: 'failed', label: 'Failed' },
    ]);
  });

  it('says how a verification went, as the PDF does', () => {
    expect(verificationResult(null)).toBeNull();
    expect(verificationResult({ checkId: 'c', status: 'found', verified: true })).toBe('Verified');
    expect(verificationResult({ checkId: 'c', status: 'found', verified: false })).toBe('Not verified');
    expect(verificationResult({ checkId: 'c', status: 'not_found', verified: false })).toBe('Not verified');
    expect(verificationResult({ checkId: 'c', status: 'failed', verified: false })).toBe('Failed');
  });

  it('says an identity capture was approved or declined', () => {
    expect(verificationResult({ checkId: 'cap_1', status: 'approved', verified: true })).toBe('Approved');
    expect(verificationResult({ checkId: 'cap_1', status: 'declined', verified: false })).toBe('Declined');
  });

  it('says what the respondent was told, in the words of the field it was about', () => {
    expect(shownVerificationResult(true, 'identity-capture')).toBe('Approved');
    expect(shownVerificationResult(false, 'identity-capture')).toBe('Declined');
    expect(shownVerificationResult(true, 'identity-verification')).toBe('Verified');
    expect(shownVerificationResult(false, 'identity-verification')).toBe('Not verified');
    // The response (and so the field's type) may not have loaded: the identity check's words.
    expect(shownVerificationResult(true, undefined)).toBe('Verified');
  });
});

describe('who answered', () => {
  it('names the respondent, else gives their email, else nothing', () => {
    expect(respondentLabel({ respondentName: 'Ada Obi', respondentEmail: 'ada@example.com' })).toBe(
      'Ada Obi',
    );
    expect(respondentLabel({ respondentName: null, respondentEmail: 'ada@example.com' })).toBe(
      'ada@example.com',
    );
    expect(respondentLabel({ respondentName: null, respondentEmail: null })).toBeNull();
  });

  it('reads the (masked) number of an identity answer', () => {
    expect(identityNumberOf({ number: '*******1111', isConsent: true })).toBe('*******1111');
    expect(identityNumberOf({ isConsent: true })).toBeNull();
    expect(identityNumberOf('11111111111')).toBeNull();
  });
});

describe('answers', () => {
  it('writes plain values as text', () => {
    expect(answerText('  Accountant ')).toBe('Accountant');
    expect(answerText(250000)).toBe('250000');
    expect(answerText(true)).toBe('Yes');
    expect(answerText(['Debit card', 'Mobile app'])).toBe('Debit card, Mobile app');
    expect(answerText(null)).toBe('');
    expect(answerText({ id: 'f1', name: 'bill.png' })).toBe('bill.png');
  });

  it('names the parts of composite answers', () => {
    expect(partLabel('postalCode')).toBe('Postal code');
    expect(partLabel('firstName')).toBe('First name');
    expect(partLabel('isConsent')).toBe('Consent given');
    expect(partLabel('someNewPart')).toBe('Some new part');
    expect(answerText({ street: '12 Way', city: 'Yaba', postalCode: '' })).toBe('Street: 12 Way, City: Yaba');
  });

  it('shows objects as parts, files by name, and nothing as empty', () => {
    expect(
      answerDisplay({ firstName: 'Funmilayo', lastName: 'Olawale', photo: { id: 'p', name: 'me.png' } }),
    ).toEqual({
      kind: 'parts',
      parts: [
        ['First name', 'Funmilayo'],
        ['Last name', 'Olawale'],
        ['Photo', 'me.png'],
      ],
    });
    expect(answerDisplay({ number: '11111111111', isConsent: true })).toEqual({
      kind: 'parts',
      parts: [
        ['Number', '11111111111'],
        ['Consent given', 'Yes'],
      ],
    });
    expect(
      answerDisplay({ email: 'f@example.com', lastName: 'Olawale', zone: 'B', firstName: 'Funmilayo' }),
    ).toEqual({
      kind: 'parts',
      parts: [
        ['First name', 'Funmilayo'],
        ['Last name', 'Olawale'],
        ['Email address', 'f@example.com'],
        ['Zone', 'B'],
      ],
    });
    expect(answerDisplay({ id: 'f1', name: 'bill.png' })).toEqual({
      kind: 'file',
      name: 'bill.png',
      url: null,
    });
    expect(answerDisplay({ id: 'f1', name: 'bill.png', url: 'https://x.test/f?signature=s' })).toEqual({
      kind: 'file',
      name: 'bill.png',
      url: 'https://x.test/f?signature=s',
    });
    expect(answerDisplay(['A friend'])).toEqual({ kind: 'text', text: 'A friend' });
    expect(answerDisplay(undefined)).toEqual({ kind: 'empty' });
    expect(answerDisplay('')).toEqual({ kind: 'empty' });
    expect(answerDisplay({ city: '' })).toEqual({ kind: 'empty' });
  });
});

describe('identity capture answers', () => {
  const answer = (kind: string, documentType: string | null) => ({ captureId: 'cap_1', kind, documentType });

  it('read as what was captured, not as the ids of the capture', () => {
    expect(answerText(answer('document_and_liveness', 'passport'), 'identity-capture')).toBe(
      'Passport and selfie',
    );
    expect(answerText(answer('document', 'passport'), 'identity-capture')).toBe('Passport');
    expect(answerText(answer('liveness', null), 'identity-capture')).toBe('Liveness check');
    expect(answerDisplay(answer('document_and_liveness', 'national_id'), 'identity-capture')).toEqual({
      kind: 'text',
      text: 'NIN and selfie',
    });
  });

  it('shows as other answers do when the value names no capture', () => {
    expect(answerDisplay(undefined, 'identity-capture')).toEqual({ kind: 'empty' });
    expect(answerDisplay({ captureId: 'cap_1' }, 'identity-capture')).toEqual({
      kind: 'parts',
      parts: [['Capture id', 'cap_1']],
    });
  });
});

describe('numbers', () => {
  it('writes durations in words a person reads', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(400)).toBe('< 1 s');
    expect(formatDuration(42_000)).toBe('42 s');
    expect(formatDuration(65_000)).toBe('1 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(3_723_000)).toBe('1 h 2 min 3 s');
  });

  it('writes a rate as a percentage, clamped', () => {
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(2 / 3)).toBe('66.7%');
    expect(formatRate(1)).toBe('100%');
    expect(formatRate(1.4)).toBe('100%');
    expect(formatRate(Number.NaN)).toBe('0%');
  });

  it('separates thousands in counts', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('names countries by their code', () => {
    expect(countryName('NG')).toBe('Nigeria');
    expect(countryName('gh')).toBe('Ghana');
    expect(countryName(null)).toBe('—');
  });
});
