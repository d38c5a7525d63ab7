import { Suspense, useState } from 'react';
import { withAllMessages } from '@/lib/all-messages';
import type { OverlayHostProps } from '@/features/overlays/overlay-host';
import { useOverlayState } from '@/features/overlays/use-overlays';
import { lazyPart } from '@/ui/lazy-part';

// The overlays (dialog, focus trap, their bodies) load when the first one opens, not with the app
// shell, together with the rest of the catalog (lingui.config.ts): the first paint never shows one
// (issue 4: home page JS budget). The service worker precaches both, so opening one offline works.
const OverlayHost = lazyPart(
  'OverlayHost',
  withAllMessages(() => import('@/features/overlays/overlay-host').then((m) => ({ default: m.OverlayHost }))),
);

/** OverlayHost, mounted from the first time an overlay or the mobile menu opens (then kept). */
export function DeferredOverlayHost(props: OverlayHostProps) {
  const state = useOverlayState();
  const [needed, setNeeded] = useState(false);
  if (!needed && (state.active !== null || state.mobileMenuOpen)) setNeeded(true);
  if (!needed && state.active === null && !state.mobileMenuOpen) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHost {...props} />
    </Suspense>
  );
}
