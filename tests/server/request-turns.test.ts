import Fastify from 'fastify';
import { registerRequestTurns } from '@/server/http/request-turns';

// Issue 15 item 6: requests start one per event-loop iteration, first come first served, so the loop polls
// (and libuv accepts a waiting connection) between any two of them.

describe('request turns', () => {
  it('starts each of many waiting requests in its own loop iteration, in arrival order', async () => {
    const app = Fastify();
    registerRequestTurns(app);
    // counts loop iterations: one setImmediate callback runs per iteration's check phase
    let iteration = 0;
    let ticking = true;
    const tick = () => {
      iteration++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const started: { n: number; iteration: number }[] = [];
    app.get<{ Querystring: { n: string } }>('/work', async (request) => {
      started.push({ n: Number(request.query.n), iteration });
      return { n: Number(request.query.n) };
    });
    await app.ready();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => app.inject({ method: 'GET', url: `/work?n=${n}` })),
    );
    ticking = false;
    await app.close();
    expect(answers.map((a) => a.json<{ n: number }>().n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(started.map((s) => s.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (let i = 1; i < started.length; i++)
      expect(started[i]!.iteration).toBeGreaterThan(started[i - 1]!.iteration);
  });
});
