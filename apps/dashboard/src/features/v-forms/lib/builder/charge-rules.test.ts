import { describe, expect, it } from 'vitest';
import { ninField, testField, testTemplate } from './builder-fixtures';
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

  it('other fields, moves and settings do not', () => {
    expect(affectsCharge(state, { name: 'addField', args: { field: testField('x'), position: 0 } })).toBe(
      false,
    );
    expect(affectsCharge(state, { name: 'removeField', args: { id: 'a' } })).toBe(false);
    expect(affectsCharge(state, { name: 'moveField', args: { id: 'n', position: 0 } })).toBe(false);
    expect(affectsCharge(state, { name: 'updateSettings', args: { patch: { title: 'x' } } })).toBe(false);
  });
});
