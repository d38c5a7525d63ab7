// The shared tablet's reset (issue 13 item 2), React-free. Without a touch for `idleMs` a visible
// countdown of `countdownSeconds` starts; any touch goes back to watching. When the countdown runs out,
// or at once after a placed order, the `wipe` actor removes everything personal; the `done` state then
// has the view reload the kiosk home. After an order the countdown only says when the screen resets
// (the thank-you page stays readable): a touch does not bring the wiped session back. The exception: an
// order whose online payment failed, was cancelled or is not finished (`kiosk.paymentOpen`) is not reset at
// once — the shopper pays it again from the thank-you page; the idle timer watches as on any page.
import { assign, fromPromise, setup } from 'xstate';

export interface IdleInput {
  idleMs: number;
  countdownSeconds: number;
}

export interface IdleContext extends IdleInput {
  remaining: number;
  /** The order's payment is still open: after the wipe, back to watching instead of the reset. */
  paymentOpen: boolean;
}

export type IdleEvent =
  | { type: 'kiosk.touched' }
  | { type: 'kiosk.ordered' }
  | { type: 'kiosk.paymentOpen' }
  | { type: 'kiosk.resetNow' };

export const idleMachine = setup({
  types: {
    context: {} as IdleContext,
    events: {} as IdleEvent,
    input: {} as IdleInput,
  },
  delays: {
    idle: ({ context }) => context.idleMs,
  },
  actors: {
    // provided by the view (commerce/kiosk-wipe); a test provides its own
    wipe: fromPromise<void>(async () => {}),
  },
  actions: {
    startCountdown: assign({ remaining: ({ context }) => context.countdownSeconds }),
    tick: assign({ remaining: ({ context }) => context.remaining - 1 }),
  },
  guards: {
    lastSecond: ({ context }) => context.remaining <= 1,
    paymentOpen: ({ context }) => context.paymentOpen,
  },
}).createMachine({
  id: 'kioskIdle',
  context: ({ input }) => ({ ...input, remaining: input.countdownSeconds, paymentOpen: false }),
  initial: 'watching',
  on: {
    'kiosk.ordered': '.afterOrder',
    // "start over", or the cart went to a phone: the same wipe at once
    'kiosk.resetNow': '.wiping',
  },
  states: {
    watching: {
      after: { idle: 'countdown' },
      on: { 'kiosk.touched': { target: 'watching', reenter: true } },
    },
    countdown: {
      entry: 'startCountdown',
      initial: 'counting',
      on: { 'kiosk.touched': 'watching' },
      states: {
        counting: {
          after: {
            1000: [
              { guard: 'lastSecond', target: '#kioskIdle.wiping' },
              { actions: 'tick', target: 'counting', reenter: true },
            ],
          },
        },
      },
    },
    afterOrder: {
      entry: ['startCountdown', assign({ paymentOpen: false })],
      initial: 'wiping',
      on: { 'kiosk.resetNow': '#kioskIdle.done', 'kiosk.ordered': {} },
      states: {
        wiping: {
          // the wipe runs to its end either way; a payment still open then goes back to watching
          on: { 'kiosk.paymentOpen': { actions: assign({ paymentOpen: true }) } },
          invoke: {
            src: 'wipe',
            onDone: [{ guard: 'paymentOpen', target: '#kioskIdle.watching' }, { target: 'counting' }],
            onError: [{ guard: 'paymentOpen', target: '#kioskIdle.watching' }, { target: 'counting' }],
          },
        },
        counting: {
          on: { 'kiosk.paymentOpen': '#kioskIdle.watching' },
          after: {
            1000: [
              { guard: 'lastSecond', target: '#kioskIdle.done' },
              { actions: 'tick', target: 'counting', reenter: true },
            ],
          },
        },
      },
    },
    wiping: {
      on: { 'kiosk.ordered': {}, 'kiosk.resetNow': {} },
      invoke: { src: 'wipe', onDone: 'done', onError: 'done' },
    },
    done: { type: 'final' },
  },
});
