import { describe, expect, it } from 'vitest';
import {
  captureAnswerOf,
  captureDocumentOptions,
  captureKindOptions,
  captureSummary,
  captureText,
} from './capture-format';

describe('an identity capture in words', () => {
  it('says what a response captured, for each kind', () => {
    expect(captureText({ kind: 'document_and_liveness', documentType: 'passport' })).toBe(
      'Passport and selfie',
    );
    expect(captureText({ kind: 'document', documentType: 'passport' })).toBe('Passport');
    expect(captureText({ kind: 'document', documentType: 'national_id' })).toBe('NIN');
    expect(captureText({ kind: 'document_and_liveness', documentType: 'drivers_license' })).toBe(
      'Drivers License and selfie',
    );
    expect(captureText({ kind: 'liveness', documentType: null })).toBe('Liveness check');
  });

  it('says what a field asks for on the canvas', () => {
    expect(captureSummary({ kind: 'document_and_liveness', documentType: 'passport' })).toBe(
      'Passport · document and selfie',
    );
    expect(captureSummary({ kind: 'document', documentType: 'voters_card' })).toBe('PVC · document only');
    expect(captureSummary({ kind: 'liveness', documentType: null })).toBe('Liveness check · selfie only');
  });

  it('offers the kinds, the default first, and the four documents by their labels', () => {
    expect(captureKindOptions.map((option) => option.label)).toEqual([
      'Document and liveness',
      'Document only',
      'Liveness only',
    ]);
    expect(captureDocumentOptions.map((option) => option.label).sort()).toEqual([
      'Drivers License',
      'NIN',
      'PVC',
      'Passport',
    ]);
  });
});

describe('an identity capture answer', () => {
  it('reads the capture a response names', () => {
    expect(captureAnswerOf({ captureId: 'cap_1', kind: 'document', documentType: 'passport' })).toEqual({
      captureId: 'cap_1',
      kind: 'document',
      documentType: 'passport',
    });
    expect(captureAnswerOf({ captureId: 'cap_2', kind: 'liveness', documentType: null })).toEqual({
      captureId: 'cap_2',
      kind: 'liveness',
      documentType: null,
    });
  });

  it('reads nothing from a value that names no capture', () => {
    expect(captureAnswerOf(null)).toBeNull();
    expect(captureAnswerOf('cap_1')).toBeNull();
    expect(captureAnswerOf({ captureId: '', kind: 'document' })).toBeNull();
    expect(captureAnswerOf({ captureId: 'cap_1', kind: 'selfie' })).toBeNull();
  });
});
