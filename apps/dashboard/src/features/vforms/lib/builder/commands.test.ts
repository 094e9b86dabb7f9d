import { describe, expect, it } from 'vitest';
import { captureField, identityCaptureEntry, testField, testTemplate } from './builder-fixtures';
import { type BuilderState, fieldFromPalette, orderedFields, stateFromTemplate } from './builder-state';
import { type AnyCommand, inverseOf, mergeKeyOf, opsOf, perform } from './commands';

const start = () =>
  stateFromTemplate(
    testTemplate([testField('a'), testField('b'), testField('c', 'page-break'), testField('d')]),
  );

/** Runs a command, then its inverse, and answers both states and ops. */
function roundTrip(state: BuilderState, command: AnyCommand) {
  const after = perform(state, command);
  const ops = opsOf(state, after, command);
  const inverse = inverseOf(state, command);
  const back = perform(after, inverse);
  return { after, ops, inverse, back, undoOps: opsOf(after, back, inverse) };
}

const labels = (state: BuilderState) => orderedFields(state).map((field) => field.label);

describe('builder commands', () => {
  it('reads a template into fields by id, in position order', () => {
    const template = testTemplate([testField('a'), testField('b')]);
    template.fields.reverse();
    const state = stateFromTemplate(template);
    expect(state.order).toEqual(['a', 'b']);
    expect(state.fields.b?.label).toBe('Field b');
    expect(state.settings.title).toBe('Onboarding');
    expect(state.selectedId).toBeNull();
  });

  it('addField puts the field at the position and creates it there; its inverse deletes it', () => {
    const state = start();
    const field = testField('new-1', 'email', { label: 'Email address', placeholder: 'name@example.com' });
    const { after, ops, back, undoOps } = roundTrip(state, {
      name: 'addField',
      args: { field, position: 1 },
    });
    expect(after.order).toEqual(['a', 'new-1', 'b', 'c', 'd']);
    expect(ops).toEqual([
      {
        kind: 'create',
        id: 'new-1',
        body: {
          type: 'email',
          position: 1,
          label: 'Email address',
          placeholder: 'name@example.com',
          required: false,
          options: [],
          colors: {},
          validation: {},
          performVerification: false,
          customFields: [],
        },
      },
    ]);
    expect(back.order).toEqual(state.order);
    expect(undoOps).toEqual([{ kind: 'delete', id: 'new-1' }]);
  });

  it('clamps an add past the end to the end', () => {
    const after = perform(start(), { name: 'addField', args: { field: testField('x'), position: 99 } });
    expect(after.order.at(-1)).toBe('x');
    expect(
      opsOf(start(), after, { name: 'addField', args: { field: testField('x'), position: 99 } })[0],
    ).toMatchObject({
      body: { position: 4 },
    });
  });

  it('moveField moves by id and reorders; undo sends the reverse reorder', () => {
    const { after, ops, back, undoOps } = roundTrip(start(), {
      name: 'moveField',
      args: { id: 'd', position: 0 },
    });
    expect(after.order).toEqual(['d', 'a', 'b', 'c']);
    expect(ops).toEqual([{ kind: 'reorder', id: 'd', position: 0 }]);
    expect(back.order).toEqual(['a', 'b', 'c', 'd']);
    expect(undoOps).toEqual([{ kind: 'reorder', id: 'd', position: 3 }]);
  });

  it('a move to where the field already is sends nothing', () => {
    const state = start();
    const command: AnyCommand = { name: 'moveField', args: { id: 'b', position: 1 } };
    expect(opsOf(state, perform(state, command), command)).toEqual([]);
  });

  it('updateField changes only the supplied keys and sends them; undo sends the old values', () => {
    const { after, ops, undoOps, back } = roundTrip(start(), {
      name: 'updateField',
      args: { id: 'a', patch: { label: 'Full name', colors: { labelColor: '#112233' } } },
    });
    expect(after.fields.a).toMatchObject({
      label: 'Full name',
      colors: { labelColor: '#112233' },
      required: false,
    });
    expect(ops).toEqual([
      { kind: 'update', id: 'a', body: { label: 'Full name', colors: { labelColor: '#112233' } } },
    ]);
    expect(undoOps).toEqual([{ kind: 'update', id: 'a', body: { label: 'Field a', colors: {} } }]);
    expect(back.fields.a).toEqual(start().fields.a);
  });

  it('creates an identity capture with what the palette says to capture', () => {
    const field = fieldFromPalette(identityCaptureEntry, 'new-cap', 'tpl-1');
    const command: AnyCommand = { name: 'addField', args: { field, position: 4 } };
    expect(opsOf(start(), perform(start(), command), command)[0]).toMatchObject({
      kind: 'create',
      body: {
        type: 'identity-capture',
        label: 'Identity check',
        required: true,
        capture: { kind: 'document_and_liveness', documentType: 'passport' },
      },
    });
  });

  it('sends an identity capture whole, a liveness check with no document; undo sends the old one', () => {
    const state = stateFromTemplate(testTemplate([captureField('cap')]));
    const { ops, undoOps, back } = roundTrip(state, {
      name: 'updateField',
      args: { id: 'cap', patch: { capture: { kind: 'liveness', documentType: null } } },
    });
    expect(ops).toEqual([
      { kind: 'update', id: 'cap', body: { capture: { kind: 'liveness', documentType: null } } },
    ]);
    expect(undoOps).toEqual([
      {
        kind: 'update',
        id: 'cap',
        body: { capture: { kind: 'document_and_liveness', documentType: 'passport' } },
      },
    ]);
    expect(back.fields.cap?.capture).toEqual({ kind: 'document_and_liveness', documentType: 'passport' });
  });

  it('leaves nulls out of what it sends (the API takes "" for a cleared text)', () => {
    const state = start();
    const command: AnyCommand = { name: 'updateField', args: { id: 'a', patch: { description: null } } };
    expect(opsOf(state, perform(state, command), command)).toEqual([{ kind: 'update', id: 'a', body: {} }]);
  });

  it('removeField deletes; its inverse creates the same field at the same place with every setting', () => {
    const state = perform(start(), {
      name: 'updateField',
      args: { id: 'b', patch: { label: 'Renamed', required: true } },
    });
    const selected = { ...state, selectedId: 'b' };
    const { after, ops, inverse, back, undoOps } = roundTrip(selected, {
      name: 'removeField',
      args: { id: 'b' },
    });
    expect(after.order).toEqual(['a', 'c', 'd']);
    expect(after.fields.b).toBeUndefined();
    expect(after.selectedId).toBeNull();
    expect(ops).toEqual([{ kind: 'delete', id: 'b' }]);
    expect(inverse.name).toBe('addField');
    expect(back.order).toEqual(['a', 'b', 'c', 'd']);
    expect(undoOps[0]).toMatchObject({
      kind: 'create',
      id: 'b',
      body: { type: 'short-text', position: 1, label: 'Renamed', required: true },
    });
  });

  it('removing the default personal information field forgets it; undoing sets it again', () => {
    const template = testTemplate([testField('p', 'personal-information')], {
      defaultPersonalInformationFieldId: 'p',
    });
    const state = stateFromTemplate(template);
    const { after, undoOps } = roundTrip(state, { name: 'removeField', args: { id: 'p' } });
    expect(after.settings.defaultPersonalInformationFieldId).toBeNull();
    // The undo restores the state before, which names it: the server is told again.
    const back = state;
    const inverse = inverseOf(state, { name: 'removeField', args: { id: 'p' } });
    expect(opsOf(after, back, inverse).map((op) => op.kind)).toEqual(['create', 'template']);
    expect(undoOps.map((op) => op.kind)).toEqual(['create']);
  });

  it('duplicateField puts a "(copy)" right after its source; its inverse deletes the copy', () => {
    const { after, ops, undoOps } = roundTrip(start(), {
      name: 'duplicateField',
      args: { id: 'a', newId: 'new-copy' },
    });
    expect(after.order).toEqual(['a', 'new-copy', 'b', 'c', 'd']);
    expect(after.fields['new-copy']?.label).toBe('Field a (copy)');
    expect(ops).toEqual([{ kind: 'duplicate', id: 'new-copy', sourceId: 'a' }]);
    expect(undoOps).toEqual([{ kind: 'delete', id: 'new-copy' }]);
  });

  it('updateSettings changes only the supplied settings and sends them; nested objects go whole', () => {
    const pagination = { ...start().settings.pagination, type: 'steps' as const };
    const { after, ops, undoOps } = roundTrip(start(), {
      name: 'updateSettings',
      args: { patch: { titleColor: '#FF0000', pagination } },
    });
    expect(after.settings.titleColor).toBe('#FF0000');
    expect(after.settings.submitButtonColor).toBe(start().settings.submitButtonColor);
    expect(ops).toEqual([{ kind: 'template', body: { titleColor: '#FF0000', pagination } }]);
    expect(undoOps).toEqual([
      { kind: 'template', body: { titleColor: '#000000', pagination: start().settings.pagination } },
    ]);
  });

  it('names the steps that merge in the history: the same field and keys, or the same settings', () => {
    expect(mergeKeyOf({ name: 'updateField', args: { id: 'a', patch: { label: 'x' } } })).toBe(
      mergeKeyOf({ name: 'updateField', args: { id: 'a', patch: { label: 'xy' } } }),
    );
    expect(mergeKeyOf({ name: 'updateField', args: { id: 'a', patch: { label: 'x' } } })).not.toBe(
      mergeKeyOf({ name: 'updateField', args: { id: 'b', patch: { label: 'x' } } }),
    );
    expect(mergeKeyOf({ name: 'moveField', args: { id: 'a', position: 1 } })).toBeNull();
  });

  it('never changes the state it was given', () => {
    const state = start();
    const frozen = structuredClone(state);
    perform(state, { name: 'moveField', args: { id: 'a', position: 3 } });
    perform(state, { name: 'removeField', args: { id: 'a' } });
    perform(state, { name: 'updateField', args: { id: 'a', patch: { label: 'z' } } });
    expect(state).toEqual(frozen);
    expect(labels(state)).toEqual(['Field a', 'Field b', 'Field c', 'Field d']);
  });
});
