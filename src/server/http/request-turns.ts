import type { FastifyInstance } from 'fastify';

// Every request takes its turn in its own event-loop iteration, first come first served (issue 15 items 5
// and 6). libuv accepts one waiting connection per loop iteration (Node 20, libuv 1.46: measured, also for a
// cluster worker's handed-over connections); when one iteration handles every request the open connections
// have sent, as it does under load, a new connection waited seconds in the listen queue (up to 6 s under
// `npm run bench:load` while no request took more than 0.7 s to handle). One request per iteration keeps the
// iterations short, so new connections are accepted between requests; the work and its order stay the same.

export function registerRequestTurns(app: FastifyInstance): void {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const next = () => {
    const start = waiting.shift();
    // scheduled from the check phase: the following request starts in the next iteration, after a poll
    if (waiting.length) setImmediate(next);
    else scheduled = false;
    start?.();
  };
  app.addHook('onRequest', (_request, _reply, done) => {
    waiting.push(done);
    if (!scheduled) {
      scheduled = true;
      setImmediate(next);
    }
  });
}
