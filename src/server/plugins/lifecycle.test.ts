import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerLifecycle, type Lifecycle } from './lifecycle.ts';

describe('the requests under way (named when a shutdown runs out of time)', () => {
  const app = Fastify();
  let lifecycle: Lifecycle;
  /** Each waiting request's release, by the name in its path. */
  const waiting = new Map<string, () => void>();
  beforeAll(async () => {
    lifecycle = registerLifecycle(app);
    app.get('/wait/:name', (request) => {
      const { name } = request.params as { name: string };
      return new Promise((resolve) => waiting.set(name, () => resolve({ name })));
    });
    await app.ready();
  });
  afterAll(() => app.close());

  /** Starts a request; once its handler is waiting, gives its answer to come (boxed, not awaited). */
  async function start(name: string, query = '') {
    // An injection starts once something waits for it.
    const answer = app.inject({ method: 'GET', url: `/wait/${name}${query}` }).then((r) => r);
    for (let i = 0; !waiting.has(name); i++) {
      if (i > 1000) throw new Error(`never waiting: ${name}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return { answer };
  }

  async function finish(name: string, { answer }: Awaited<ReturnType<typeof start>>) {
    waiting.get(name)!();
    waiting.delete(name);
    expect((await answer).json()).toEqual({ name });
  }

  it('lists them oldest first, without query strings, and forgets each one that ends', async () => {
    const first = await start('first', '?token=secret');
    const second = await start('second');
    const third = await start('third');
    const names = () => lifecycle.inFlight().map((line) => line.replace(/ \(\d+\.\d s\)$/, ''));
    expect(lifecycle.inFlight()[0]).toMatch(/^GET \/wait\/first \(0\.\d s\)$/);
    expect(names()).toEqual(['GET /wait/first', 'GET /wait/second', 'GET /wait/third']);

    // From the middle, then the newest, then the last one left; and a new one after.
    await finish('second', second);
    expect(names()).toEqual(['GET /wait/first', 'GET /wait/third']);
    await finish('third', third);
    expect(names()).toEqual(['GET /wait/first']);
    const fourth = await start('fourth');
    expect(names()).toEqual(['GET /wait/first', 'GET /wait/fourth']);
    await finish('first', first);
    expect(names()).toEqual(['GET /wait/fourth']);
    await finish('fourth', fourth);
    expect(lifecycle.inFlight()).toEqual([]);
  });
});
