import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { idleMachine } from '@/features/kiosk/idle.machine';

function start() {
  const wipe = vi.fn(async () => {});
  const actor = createActor(idleMachine.provide({ actors: { wipe: fromPromise(wipe) } }), {
    input: { idleMs: 120_000, countdownSeconds: 15 },
  }).start();
  return { actor, wipe };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('kiosk idle reset', () => {
  it('counts down after the idle time and wipes when the countdown runs out', async () => {
    const { actor, wipe } = start();
    await vi.advanceTimersByTimeAsync(119_999);
    expect(actor.getSnapshot().matches('watching')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('countdown')).toBe(true);
    expect(actor.getSnapshot().context.remaining).toBe(15);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(actor.getSnapshot().context.remaining).toBe(10);
    expect(wipe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(wipe).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('any touch restarts the idle time, also during the countdown', async () => {
    const { actor, wipe } = start();
    await vi.advanceTimersByTimeAsync(100_000);
    actor.send({ type: 'kiosk.touched' });
    await vi.advanceTimersByTimeAsync(100_000);
    expect(actor.getSnapshot().matches('watching')).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().matches('countdown')).toBe(true);
    actor.send({ type: 'kiosk.touched' });
    expect(actor.getSnapshot().matches('watching')).toBe(true);
    await vi.advanceTimersByTimeAsync(119_000);
    expect(wipe).not.toHaveBeenCalled();
  });

  it('wipes at once after an order; touches do not cancel the reset that follows', async () => {
    const { actor, wipe } = start();
    actor.send({ type: 'kiosk.ordered' });
    await vi.advanceTimersByTimeAsync(0);
    expect(wipe).toHaveBeenCalledTimes(1);
    actor.send({ type: 'kiosk.touched' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(actor.getSnapshot().status).toBe('done');
    expect(wipe).toHaveBeenCalledTimes(1);
  });

  it('a reset asked for while watching (the cart went to a phone) wipes at once', async () => {
    const { actor, wipe } = start();
    actor.send({ type: 'kiosk.resetNow' });
    await vi.advanceTimersByTimeAsync(0);
    expect(wipe).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('"start over" during the countdown wipes at once', async () => {
    const { actor, wipe } = start();
    await vi.advanceTimersByTimeAsync(121_000);
    actor.send({ type: 'kiosk.resetNow' });
    await vi.advanceTimersByTimeAsync(0);
    expect(wipe).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a payment still open after the order (failed, cancelled): no reset, the idle timer watches', async () => {
    const { actor, wipe } = start();
    actor.send({ type: 'kiosk.ordered' }); // placed, then off to the payment page
    actor.send({ type: 'kiosk.paymentOpen' }); // while the wipe runs
    await vi.advanceTimersByTimeAsync(0);
    expect(wipe).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('watching')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().status).toBe('active'); // the shopper pays again in peace
    actor.send({ type: 'kiosk.touched' });
    await vi.advanceTimersByTimeAsync(135_000); // walked away: the countdown and the wipe as ever
    expect(actor.getSnapshot().status).toBe('done');
    expect(wipe).toHaveBeenCalledTimes(2);
  });

  it('a payment found open during the countdown after an order stops that reset; paid later, it resets', async () => {
    const { actor, wipe } = start();
    actor.send({ type: 'kiosk.ordered' });
    await vi.advanceTimersByTimeAsync(3_000);
    actor.send({ type: 'kiosk.paymentOpen' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(actor.getSnapshot().matches('watching')).toBe(true);
    actor.send({ type: 'kiosk.ordered' }); // paid on the second try
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('afterOrder')).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(actor.getSnapshot().status).toBe('done');
    expect(wipe).toHaveBeenCalledTimes(2);
  });

  it('a payment open while nothing was ordered on this page changes nothing', async () => {
    const { actor } = start();
    actor.send({ type: 'kiosk.paymentOpen' });
    expect(actor.getSnapshot().matches('watching')).toBe(true);
  });
});
