import { describe, expect, it } from 'vitest';
import { SharedEngine } from './shared-engine.js';

interface Fake {
  id: number;
  source: string;
  die(): void;
}

function fakeEngines(options: { failFirstStart?: boolean } = {}) {
  const log: string[] = [];
  let started = 0;
  let failNext = options.failFirstStart ?? false;
  let running = 0;
  let mostAtOnce = 0;
  const shared = new SharedEngine<Fake>({
    async start(source, onDeath) {
      if (failNext) {
        failNext = false;
        log.push('start failed');
        throw new Error('no model');
      }
      started += 1;
      log.push(`start ${started} from ${source}`);
      return { id: started, source, die: onDeath };
    },
    async stop(engine) {
      log.push(`stop ${engine.id}`);
    },
    otherSource: (held, asked) => `held ${held}, asked ${asked}`,
  });
  const work = async (engine: Fake) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    return engine.id;
  };
  return { shared, log, work, mostAtOnce: () => mostAtOnce };
}

describe('a shared engine', () => {
  it('starts at the first run, serves every lease one run at a time, and stops after the last close', async () => {
    const { shared, log, work, mostAtOnce } = fakeEngines();
    const a = shared.lease('/models');
    const b = shared.lease('/models');
    expect(log).toEqual([]);
    expect(await Promise.all([a.run(work), b.run(work), a.run(work)])).toEqual([1, 1, 1]);
    expect(mostAtOnce()).toBe(1);
    await a.close();
    expect(log).toEqual(['start 1 from /models']);
    await b.close();
    expect(log).toEqual(['start 1 from /models', 'stop 1']);
    // A new lease starts a new engine.
    const c = shared.lease('/models');
    expect(await c.run(work)).toBe(2);
    await c.close();
    await expect(c.run(work)).rejects.toThrow('The engine lease is closed');
  });

  it('refuses another source while one is held', async () => {
    const { shared, work } = fakeEngines();
    const a = shared.lease('/models');
    await a.run(work);
    await expect(shared.lease('/elsewhere').run(work)).rejects.toThrow('held /models, asked /elsewhere');
    await a.close();
    const b = shared.lease('/elsewhere');
    expect(await b.run(work)).toBe(2);
    await b.close();
  });

  it('forgets a failed start and an engine that died, and starts again at the next run', async () => {
    const { shared, log, work } = fakeEngines({ failFirstStart: true });
    const lease = shared.lease('/models');
    await expect(lease.run(work)).rejects.toThrow('no model');
    let engine: Fake | undefined;
    expect(
      await lease.run(async (ready) => {
        engine = ready;
        return ready.id;
      }),
    ).toBe(1);
    engine?.die();
    expect(await lease.run(work)).toBe(2);
    await lease.close();
    expect(log).toEqual(['start failed', 'start 1 from /models', 'start 2 from /models', 'stop 2']);
  });
});
