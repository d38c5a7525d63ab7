// Kiosk mode's guard on every page of a bound tablet (issue 13 item 2): the idle reset and the wipe after
// an order run on the shop's checkout too. Only a bound tablet loads its code: the shop's startup pays one
// local-storage read (home page JS budget). Setting a tablet up reloads the page, so the guard starts then.
import { Suspense, useState } from 'react';
import { withAllMessages } from '@/lib/all-messages';
import { kioskStorageKeys } from '@/lib/storage-keys';
import { lazyPart } from '@/ui/lazy-part';

const KioskGuardRoot = lazyPart(
  'KioskGuardRoot',
  withAllMessages(() =>
    import('@/features/kiosk/kiosk-guard-root').then((m) => ({ default: m.KioskGuardRoot })),
  ),
);

const isKioskTablet = () => {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(kioskStorageKeys.binding) !== null;
  } catch {
    return false;
  }
};

export function KioskGuardSlot() {
  const [bound] = useState(isKioskTablet);
  return bound ? (
    <Suspense fallback={null}>
      <KioskGuardRoot />
    </Suspense>
  ) : null;
}
