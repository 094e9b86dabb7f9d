import { describe, expect, it } from 'vitest';
import { blobToDataUrl, newIdempotencyKey } from './browser-files';

describe('blobToDataUrl', () => {
  it('encodes the bytes with the blob type', async () => {
    const url = await blobToDataUrl(new Blob(['hello'], { type: 'image/png' }));
    expect(url).toBe(`data:image/png;base64,${Buffer.from('hello').toString('base64')}`);
  });

  it('handles a 1 MB image without overflowing the stack', async () => {
    const bytes = new Uint8Array(1024 * 1024).map((_, i) => i % 256);
    const url = await blobToDataUrl(new Blob([bytes], { type: 'image/jpeg' }));
    expect(url.slice(url.indexOf(',') + 1)).toBe(Buffer.from(bytes).toString('base64'));
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh v4 UUID each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
