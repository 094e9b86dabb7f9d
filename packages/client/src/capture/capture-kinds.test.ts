import { describe, expect, it } from 'vitest';
import { vformVerificationText } from '../vforms/vform-fields.js';
import { captureKindText } from './capture-kinds.js';

describe('a capture in words', () => {
  it('names the document and whether a selfie goes with it', () => {
    expect(captureKindText('document_and_liveness', 'passport')).toBe('Passport and selfie');
    expect(captureKindText('document', 'national_id')).toBe('NIN');
    expect(captureKindText('liveness', null)).toBe('Liveness check');
    expect(captureKindText('document', null)).toBe('Identity document');
  });

  it('writes a verification field’s outcome the way the responses screens, the PDF and the CSV do', () => {
    expect(vformVerificationText({ status: 'found', verified: true })).toBe('Verified');
    expect(vformVerificationText({ status: 'found', verified: false })).toBe('Not verified');
    expect(vformVerificationText({ status: 'not_found', verified: false })).toBe('Not verified');
    expect(vformVerificationText({ status: 'failed', verified: false })).toBe('Failed');
    expect(vformVerificationText({ status: 'approved', verified: true })).toBe('Approved');
    expect(vformVerificationText({ status: 'declined', verified: false })).toBe('Declined');
  });
});
