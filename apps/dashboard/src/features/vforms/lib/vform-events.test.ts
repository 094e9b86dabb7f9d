import type { TVFormTemplate } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { emitVFormEvent, onVFormEvent } from './vform-events';

const form = { id: 'f1', status: 'published' } as TVFormTemplate;

describe('vForm events', () => {
  it('waits for every handler, async ones included', async () => {
    const calls: string[] = [];
    const off1 = onVFormEvent('publish-status-changed', async (payload) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      calls.push(`slow ${payload.id}`);
    });
    const off2 = onVFormEvent('publish-status-changed', (payload) => {
      calls.push(`fast ${payload.id}`);
    });
    await emitVFormEvent('publish-status-changed', form);
    expect(calls.sort()).toEqual(['fast f1', 'slow f1']);
    off1();
    off2();
  });

  it('reaches only the handlers of that event, and none after unsubscribing', async () => {
    const calls: string[] = [];
    const off = onVFormEvent('form-deleted', () => {
      calls.push('deleted');
    });
    await emitVFormEvent('publish-status-changed', form);
    expect(calls).toEqual([]);
    await emitVFormEvent('form-deleted', form);
    off();
    await emitVFormEvent('form-deleted', form);
    expect(calls).toEqual(['deleted']);
  });

  it('resolves with no handlers', async () => {
    await expect(emitVFormEvent('form-deleted', form)).resolves.toBeUndefined();
  });
});
