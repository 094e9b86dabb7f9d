import { describe, expect, it } from 'vitest';
import { captureField, ninField, testField, testTemplate } from './builder-fixtures';
import { stateFromTemplate } from './builder-state';
import { affectsCharge } from './charge-rules';

const state = stateFromTemplate(testTemplate([testField('a'), ninField('n')]));

describe('affectsCharge', () => {
  it('adding, removing or duplicating an identity verification field changes the charge', () => {
    expect(affectsCharge(state, { name: 'addField', args: { field: ninField('x'), position: 0 } })).toBe(
      true,
    );
    expect(affectsCharge(state, { name: 'removeField', args: { id: 'n' } })).toBe(true);
    expect(affectsCharge(state, { name: 'duplicateField', args: { id: 'n', newId: 'y' } })).toBe(true);
  });

  it('so does changing its country, type or whether it verifies; not its label', () => {
    const update = (patch: object) => affectsCharge(state, { name: 'updateField', args: { id: 'n', patch } });
    expect(update({ country: 'gh' })).toBe(true);
    expect(update({ verificationType: 'bvn' })).toBe(true);
    expect(update({ performVerification: false })).toBe(true);
    expect(update({ label: 'Your NIN' })).toBe(false);
  });

  it('an identity capture field is charged too: adding it, removing it or changing what it captures', () => {
    const withCapture = stateFromTemplate(testTemplate([testField('a'), captureField('c')]));
    expect(
      affectsCharge(withCapture, { name: 'addField', args: { field: captureField('x'), position: 0 } }),
    ).toBe(true);
    expect(affectsCharge(withCapture, { name: 'removeField', args: { id: 'c' } })).toBe(true);
    const update = (patch: object) =>
      affectsCharge(withCapture, { name: 'updateField', args: { id: 'c', patch } });
    expect(update({ capture: { kind: 'liveness', documentType: null } })).toBe(true);
    expect(update({ label: 'Selfie' })).toBe(false);
  });

  it('other fields, moves and settings do not', () => {
    expect(affectsCharge(state, { name: 'addField', args: { field: testField('x'), position: 0 } })).toBe(
      false,
    );
    expect(affectsCharge(state, { name: 'removeField', args: { id: 'a' } })).toBe(false);
    expect(affectsCharge(state, { name: 'moveField', args: { id: 'n', position: 0 } })).toBe(false);
    expect(affectsCharge(state, { name: 'updateSettings', args: { patch: { title: 'x' } } })).toBe(false);
  });
});
