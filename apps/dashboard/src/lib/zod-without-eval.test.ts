import { expect, it } from 'vitest';

it('zod, loaded after it, parses jitless and never probes for eval', async () => {
  await import('./zod-without-eval');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);

  // The probe would call `Function`; an object schema parsing must not reach it.
  const original = globalThis.Function;
  let probed = false;
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      probed = true;
      return Reflect.construct(target, args);
    },
  });
  try {
    const schema = z.object({ email: z.string(), password: z.string() });
    expect(schema.parse({ email: 'a@b.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
  } finally {
    globalThis.Function = original;
  }
  expect(probed).toBe(false);
});
