import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ninField, testField, testTemplate } from './builder-fixtures';
import { orderedFields } from './builder-state';
import { type BuilderDeps, createBuilderStore } from './builder-store';
import type { ServerOp } from './server-ops';

function setup(overrides: Partial<BuilderDeps> = {}) {
  const sent: ServerOp[] = [];
  const refreshCharge = vi.fn(() => Promise.resolve());
  const onError = vi.fn();
  let clock = 0;
  const store = createBuilderStore(testTemplate([testField('a'), testField('b'), testField('c')]), {
    async send(op) {
      sent.push(op);
      return op.kind === 'create' || op.kind === 'duplicate' ? `srv-${op.id}` : undefined;
    },
    refreshCharge,
    onError,
    now: () => clock,
    ...overrides,
  });
  const tick = (ms: number) => {
    clock += ms;
  };
  return { store, sent, refreshCharge, onError, tick, get: () => store.getState() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the builder store', () => {
  it('applies a command at once and saves it 500 ms later', async () => {
    const { get, sent } = setup();
    get().run({ name: 'moveField', args: { id: 'c', position: 0 } });
    expect(get().state.order).toEqual(['c', 'a', 'b']);
    expect(get().saveStatus).toBe('pending');
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ kind: 'reorder', id: 'c', position: 0 }]);
    expect(get().saveStatus).toBe('saved');
  });

  it('undo of a move puts the order back and sends the reverse reorder; redo moves it again', async () => {
    const { get, sent } = setup();
    get().run({ name: 'moveField', args: { id: 'c', position: 0 } });
    await vi.advanceTimersByTimeAsync(500);
    get().undo();
    expect(get().state.order).toEqual(['a', 'b', 'c']);
    expect(get().future).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    get().redo();
    expect(get().state.order).toEqual(['c', 'a', 'b']);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toEqual([
      { kind: 'reorder', id: 'c', position: 0 },
      { kind: 'reorder', id: 'c', position: 2 },
      { kind: 'reorder', id: 'c', position: 0 },
    ]);
  });

  it('a new edit clears what could be redone', () => {
    const { get } = setup();
    get().run({ name: 'moveField', args: { id: 'c', position: 0 } });
    get().undo();
    get().run({ name: 'removeField', args: { id: 'a' } });
    expect(get().future).toEqual([]);
    get().redo();
    expect(get().state.order).toEqual(['b', 'c']);
  });

  it('typing a label is one undo step and one save', async () => {
    const { get, sent, tick } = setup();
    for (const label of ['N', 'Na', 'Nam', 'Name']) {
      get().run({ name: 'updateField', args: { id: 'a', patch: { label } } });
      tick(200);
    }
    expect(get().past).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toEqual([{ kind: 'update', id: 'a', body: { label: 'Name' } }]);
    get().undo();
    expect(get().state.fields.a?.label).toBe('Field a');
    tick(5000);
    get().run({ name: 'updateField', args: { id: 'a', patch: { label: 'X' } } });
    tick(5000);
    get().run({ name: 'updateField', args: { id: 'a', patch: { label: 'Y' } } });
    expect(get().past).toHaveLength(2);
  });

  it('undoing the removal of a field re-creates it and maps its local id to the new server id', async () => {
    const { get, sent } = setup();
    get().run({ name: 'removeField', args: { id: 'b' } });
    await vi.advanceTimersByTimeAsync(500);
    get().undo();
    expect(orderedFields(get().state).map((field) => field.id)).toEqual(['a', 'b', 'c']);
    await vi.advanceTimersByTimeAsync(500);
    get().run({ name: 'updateField', args: { id: 'b', patch: { required: true } } });
    await vi.advanceTimersByTimeAsync(500);
    expect(sent.map((op) => op.kind)).toEqual(['delete', 'create', 'update']);
    expect(get().serverId('b')).toBe('srv-b');
  });

  it('a charge-affecting edit sets recomputing until its save has landed and the charge is fetched', async () => {
    let release = () => {};
    const refreshCharge = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const { get } = setup({ refreshCharge });
    get().run({ name: 'addField', args: { field: ninField('new-n'), position: 0 } });
    expect(get().recomputing).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(refreshCharge).toHaveBeenCalledTimes(1);
    expect(get().recomputing).toBe(true);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(get().recomputing).toBe(false);
    get().run({ name: 'updateField', args: { id: 'a', patch: { label: 'x' } } });
    expect(get().recomputing).toBe(false);
    get().undo();
    get().undo();
    expect(get().recomputing).toBe(true);
  });

  it('a failed save reports the error; reset starts again from the server template', async () => {
    const onError = vi.fn();
    const { get, store } = setup({
      onError,
      send: () => Promise.reject(new Error('nope')),
    });
    get().run({ name: 'removeField', args: { id: 'a' } });
    await vi.advanceTimersByTimeAsync(500);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(get().saveStatus).toBe('failed');
    store.getState().reset(testTemplate([testField('a'), testField('b'), testField('c')]));
    expect(get().state.order).toEqual(['a', 'b', 'c']);
    expect(get().past).toEqual([]);
    expect(get().saveStatus).toBe('saved');
  });

  it('keeps the selection across undo while the field exists', () => {
    const { get } = setup();
    get().select('b');
    get().run({ name: 'updateField', args: { id: 'b', patch: { label: 'B' } } });
    get().undo();
    expect(get().state.selectedId).toBe('b');
    get().run({ name: 'removeField', args: { id: 'b' } });
    expect(get().state.selectedId).toBeNull();
    get().select('missing');
    expect(get().state.selectedId).toBeNull();
  });
});
