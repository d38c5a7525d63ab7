import { beforeEach, expect, it, vi } from 'vitest';
import type * as Consent from '@/lib/consent';

// The consent choice: stored on the device, read back after a reload, malformed values ignored, the footer's
// reopen and Escape's dismiss told to listeners.

let lib: typeof Consent;
beforeEach(async () => {
  localStorage.clear();
  vi.resetModules();
  lib = await import('@/lib/consent');
});

it('is null until chosen; a choice is stored and read back by the next page', async () => {
  expect(lib.consent.get()).toBeNull();
  const heard = vi.fn();
  lib.consent.subscribe(heard);
  lib.consent.choose({ analytics: true, marketing: false });
  expect(heard).toHaveBeenCalledTimes(1);
  vi.resetModules();
  const next = await import('@/lib/consent');
  expect(next.consent.get()).toMatchObject({ analytics: true, marketing: false });
});

it('ignores what is not a choice', () => {
  expect(lib.parseConsent('{"analytics":"yes","marketing":false,"at":"x"}')).toBeNull();
  expect(lib.parseConsent('not json')).toBeNull();
  expect(lib.parseConsent(null)).toBeNull();
});

it('reopens for the footer button and closes on dismiss or a new choice', () => {
  lib.consent.reopen();
  expect(lib.consent.isReopened()).toBe(true);
  lib.consent.dismiss();
  expect(lib.consent.isReopened()).toBe(false);
  lib.consent.reopen();
  lib.consent.choose({ analytics: false, marketing: false });
  expect(lib.consent.isReopened()).toBe(false);
});
