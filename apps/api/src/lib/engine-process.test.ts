import { afterAll, describe, expect, it } from 'vitest';
import { EngineProcessError, engineProcess, type SerializedError } from './engine-process.js';

class ImageProblem extends Error {
  override name = 'ImageProblem';
  constructor(readonly image: string) {
    super(`bad ${image}`);
  }
}

type Fixture = {
  echo(value: Buffer): Promise<{ length: number; first: number; pid: number }>;
  fail(image: string): Promise<never>;
  crash(): Promise<never>;
};

const revive = (error: SerializedError) =>
  error.name === 'ImageProblem' ? new ImageProblem(String(error.fields.image)) : undefined;
const engine = engineProcess<Fixture>(new URL('./engine-process-fixture.js', import.meta.url), revive);
afterAll(() => engine.close());

describe('an engine in a process of its own', () => {
  it('answers calls, Buffers included, from another process', async () => {
    const answer = await engine.call('echo', Buffer.from([7, 8, 9]));
    expect(answer).toMatchObject({ length: 3, first: 7 });
    expect(answer.pid).not.toBe(process.pid);
  });

  it('brings typed errors back as the caller’s own classes', async () => {
    const failure = await engine.call('fail', 'frame').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageProblem);
    expect((failure as ImageProblem).image).toBe('frame');
  });

  it('fails the call a crash interrupts, and starts a new process for the next call', async () => {
    const before = (await engine.call('echo', Buffer.from([1]))).pid;
    await expect(engine.call('crash')).rejects.toBeInstanceOf(EngineProcessError);
    const after = (await engine.call('echo', Buffer.from([1]))).pid;
    expect(after).not.toBe(before);
  });
});
