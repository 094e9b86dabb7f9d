import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce, type QueuedOp, SaveQueue, type SaveStatus } from './save-queue';
import type { ServerOp } from './server-ops';

const q = (op: ServerOp, charge = false): QueuedOp => ({ op, charge });

/** A queue whose `send` records each call with ids resolved, answering `srv-<local id>` for creates. */
function setup(fail?: (op: ServerOp) => boolean, gate?: () => Promise<void>) {
  const sent: Array<{ op: ServerOp; resolved: string[] }> = [];
  const statuses: SaveStatus[] = [];
  const drained: Array<{ charge: boolean }> = [];
  const errors: unknown[] = [];
  const queue = new SaveQueue({
    delayMs: 500,
    async send(op, serverId) {
      await (gate?.() ?? Promise.resolve());
      if (fail?.(op)) throw new Error('Server said no');
      const resolved =
        op.kind === 'template'
          ? []
          : [serverId(op.id), ...(op.kind === 'duplicate' ? [serverId(op.sourceId)] : [])];
      sent.push({ op, resolved });
      return op.kind === 'create' || op.kind === 'duplicate' ? `srv-${op.id}` : undefined;
    },
    onStatus: (status) => statuses.push(status),
    onDrained: (result) => drained.push(result),
    onError: (error) => errors.push(error),
  });
  return { queue, sent, statuses, drained, errors };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('coalesce', () => {
  it('merges a field update into its waiting update or create; other fields do not interfere', () => {
    let pending: QueuedOp[] = [];
    pending = coalesce(
      pending,
      q({ kind: 'create', id: 'n', body: { type: 'email', position: 0, label: 'E' } }),
    );
    pending = coalesce(pending, q({ kind: 'reorder', id: 'a', position: 2 }));
    pending = coalesce(pending, q({ kind: 'update', id: 'n', body: { label: 'Email' } }, true));
    pending = coalesce(pending, q({ kind: 'update', id: 'a', body: { label: 'A' } }));
    pending = coalesce(pending, q({ kind: 'update', id: 'a', body: { required: true } }));
    expect(pending).toEqual([
      q({ kind: 'create', id: 'n', body: { type: 'email', position: 0, label: 'Email' } }, true),
      q({ kind: 'reorder', id: 'a', position: 2 }),
      q({ kind: 'update', id: 'a', body: { label: 'A', required: true } }),
    ]);
  });

  it('does not merge an update across a delete or a move of the same field', () => {
    const pending = coalesce(
      [q({ kind: 'update', id: 'a', body: { label: 'A' } }), q({ kind: 'delete', id: 'a' })],
      q({ kind: 'update', id: 'a', body: { label: 'B' } }),
    );
    expect(pending).toHaveLength(3);
  });

  it('merges settings updates, but one naming a field only into the last op', () => {
    const first = q({ kind: 'template', body: { title: 'A' } });
    const create = q({ kind: 'create', id: 'p', body: { type: 'personal-information' } });
    expect(coalesce([first, create], q({ kind: 'template', body: { titleColor: '#000000' } }))).toEqual([
      q({ kind: 'template', body: { title: 'A', titleColor: '#000000' } }),
      create,
    ]);
    expect(
      coalesce([first, create], q({ kind: 'template', body: { defaultPersonalInformationFieldId: 'p' } })),
    ).toHaveLength(3);
  });
});

describe('SaveQueue', () => {
  it('waits 500 ms after the last edit, then sends in order, merged', async () => {
    const { queue, sent, statuses, drained } = setup();
    queue.push([q({ kind: 'template', body: { title: 'O' } })]);
    await vi.advanceTimersByTimeAsync(400);
    queue.push([q({ kind: 'template', body: { title: 'On' } })]);
    await vi.advanceTimersByTimeAsync(400);
    expect(sent).toEqual([]);
    expect(queue.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(100);
    expect(sent.map((s) => s.op)).toEqual([{ kind: 'template', body: { title: 'On' } }]);
    expect(statuses).toEqual(['pending', 'saving', 'saved']);
    expect(drained).toEqual([{ charge: false }]);
  });

  it('maps a new field to the id the server gave, for every later call', async () => {
    const { queue, sent } = setup();
    queue.push([q({ kind: 'create', id: 'new-1', body: { type: 'email' } })]);
    await vi.advanceTimersByTimeAsync(500);
    queue.push([
      q({ kind: 'reorder', id: 'new-1', position: 0 }),
      q({ kind: 'duplicate', id: 'new-2', sourceId: 'new-1' }),
    ]);
    await vi.advanceTimersByTimeAsync(500);
    queue.push([q({ kind: 'delete', id: 'new-2' })]);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent.map((s) => s.resolved)).toEqual([
      ['new-1'],
      ['srv-new-1'],
      ['new-2', 'srv-new-1'],
      ['srv-new-2'],
    ]);
    expect(queue.serverId('new-1')).toBe('srv-new-1');
    expect(queue.serverId('loaded')).toBe('loaded');
  });

  it('keeps edits made while a save is out for the next round, and says when charge ops landed', async () => {
    let release = () => {};
    const gate = () =>
      new Promise<void>((resolve) => {
        release = resolve;
      });
    const { queue, sent, drained } = setup(undefined, gate);
    queue.push([q({ kind: 'create', id: 'n', body: { type: 'identity-verification' } }, true)]);
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.status).toBe('saving');
    queue.push([q({ kind: 'update', id: 'n', body: { label: 'NIN' } })]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(drained).toEqual([]);
    expect(queue.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(500);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.resolved)).toEqual([['n'], ['srv-n']]);
    expect(drained).toEqual([{ charge: true }]);
    expect(queue.idle).toBe(true);
  });

  it('flush sends now', async () => {
    const { queue, sent } = setup();
    queue.push([q({ kind: 'delete', id: 'a' })]);
    await queue.flush();
    expect(sent).toHaveLength(1);
    expect(queue.status).toBe('saved');
  });

  it('on a failure drops what waited, reports the error and says failed', async () => {
    const { queue, sent, errors, drained } = setup((op) => op.kind === 'delete');
    queue.push([q({ kind: 'template', body: { title: 'A' } }), q({ kind: 'delete', id: 'a' })]);
    queue.push([q({ kind: 'reorder', id: 'b', position: 0 })]);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent.map((s) => s.op.kind)).toEqual(['template']);
    expect(errors).toHaveLength(1);
    expect(queue.status).toBe('failed');
    expect(drained).toEqual([]);
    queue.clear();
    expect(queue.status).toBe('saved');
    expect(queue.idle).toBe(true);
  });
});
