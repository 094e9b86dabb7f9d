import { cleanTel } from '@verity/client';
import { describe, expect, it, vi } from 'vitest';
import { withCleaner } from './with-cleaner';

describe('withCleaner', () => {
  it('cleans the input before the form reads it', async () => {
    const onChange = vi.fn(async (_event: { target: unknown; type?: unknown }) => undefined);
    const registration = withCleaner({ name: 'mobile', onChange }, cleanTel);
    const target = { value: '+234 (801) 234-5678' };
    await registration.onChange({ target, type: 'change' });
    expect(target.value).toBe('2348012345678');
    expect(onChange).toHaveBeenCalledWith({ target: { value: '2348012345678' }, type: 'change' });
    expect(registration.name).toBe('mobile');
  });
});
