import { describe, expect, it } from 'vitest';
import { changedCapture } from './capture-settings';

describe('changing an identity capture field', () => {
  it('drops the document when it becomes a liveness check', () => {
    expect(
      changedCapture({ kind: 'document_and_liveness', documentType: 'national_id' }, { kind: 'liveness' }),
    ).toEqual({ kind: 'liveness', documentType: null });
  });

  it('picks a passport when a liveness check starts capturing a document', () => {
    expect(changedCapture({ kind: 'liveness', documentType: null }, { kind: 'document' })).toEqual({
      kind: 'document',
      documentType: 'passport',
    });
  });

  it('keeps the chosen document between document kinds', () => {
    expect(
      changedCapture({ kind: 'document', documentType: 'voters_card' }, { kind: 'document_and_liveness' }),
    ).toEqual({ kind: 'document_and_liveness', documentType: 'voters_card' });
  });

  it('changes the document and keeps the kind', () => {
    expect(
      changedCapture(
        { kind: 'document_and_liveness', documentType: 'passport' },
        { documentType: 'national_id' },
      ),
    ).toEqual({ kind: 'document_and_liveness', documentType: 'national_id' });
  });

  it('starts from the palette default when the field has no capture yet', () => {
    expect(changedCapture(null, { documentType: 'drivers_license' })).toEqual({
      kind: 'document_and_liveness',
      documentType: 'drivers_license',
    });
  });
});
