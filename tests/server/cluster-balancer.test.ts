import type { Worker } from 'node:cluster';
import { connect, type Socket } from 'node:net';
import { leastBusy, startBalancer, type Balancer } from '@/server/cluster/balancer';

// The primary's listening socket hands each connection to the worker holding the fewest (cluster/balancer.ts).
// Workers are stand-ins here that keep what they are handed.

describe('leastBusy', () => {
  it('takes the candidate with the fewest open connections', () => {
    expect(
      leastBusy(
        [
          ['a', 3],
          ['b', 1],
          ['c', 2],
        ],
        0,
      ),
    ).toBe('b');
  });
  it('takes equals in turn, and nothing from no candidates', () => {
    const equal = [
      ['a', 1],
      ['b', 1],
      ['c', 1],
    ] as const;
    expect([0, 1, 2, 3].map((turn) => leastBusy(equal, turn))).toEqual(['a', 'b', 'c', 'a']);
    expect(leastBusy([], 5)).toBeUndefined();
  });
});

interface StandIn {
  worker: Worker;
  held: Socket[];
}
const standIns: StandIn[] = [];
const standIn = (): StandIn => {
  const held: Socket[] = [];
  const worker = {
    send: (_m: unknown, socket: Socket, _o: unknown, done: (e: Error | null) => void) => {
      held.push(socket);
      done(null);
      return true;
    },
  } as unknown as Worker;
  standIns.push({ worker, held });
  return { worker, held };
};

describe('startBalancer', () => {
  let balancer: Balancer;
  let port: number;
  const clients: Socket[] = [];
  const open = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const socket = connect(port, '127.0.0.1');
      clients.push(socket);
      await new Promise((r) => socket.once('connect', r));
    }
  };
  const until = async (ok: () => boolean) => {
    for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(ok()).toBe(true);
  };

  beforeEach(async () => {
    balancer = startBalancer((m) => {
      throw new Error(m);
    });
    port = await balancer.listen(0, '127.0.0.1');
  });
  afterEach(() => {
    balancer.close();
    for (const c of clients.splice(0)) c.destroy();
    for (const { held } of standIns.splice(0)) for (const s of held) s.destroy();
  });

  it('spreads connections evenly, then sends new ones to the worker whose connections closed', async () => {
    const a = standIn();
    const b = standIn();
    balancer.add(a.worker);
    balancer.add(b.worker);
    await open(6);
    await until(() => a.held.length + b.held.length === 6);
    expect([a.held.length, b.held.length]).toEqual([3, 3]);
    // two of a's close: the next two go to a (Node's round robin would alternate)
    balancer.closed(a.worker);
    balancer.closed(a.worker);
    await open(2);
    await until(() => a.held.length + b.held.length === 8);
    expect([a.held.length, b.held.length]).toEqual([5, 3]);
  });

  it('keeps connections while no worker serves, and hands them over to the first that does', async () => {
    const a = standIn();
    await open(3);
    await new Promise((r) => setTimeout(r, 50));
    balancer.add(a.worker);
    await until(() => a.held.length === 3);
  });

  it('gives a removed worker nothing more', async () => {
    const a = standIn();
    const b = standIn();
    balancer.add(a.worker);
    balancer.add(b.worker);
    balancer.remove(a.worker);
    await open(3);
    await until(() => b.held.length === 3);
    expect(a.held).toHaveLength(0);
  });
});
