// The auth feature composed into the shell: the sign-in overlay's body and the my-account sidebar load
// in their own chunk when first opened (the home page's startup JavaScript stays as it was).
import { Suspense, type ReactNode } from 'react';
import type { Locale } from '@/lib/locale';
import { overlays } from '@/lib/overlays';
import { withAllMessages } from '@/lib/all-messages';
import { isBusiness } from '@/routes/use-locale';
import type { LoginMethod } from '@/features/auth/login-methods';
import { lazyPart } from '@/ui/lazy-part';

const AuthPanel = lazyPart(
  'AuthPanel',
  withAllMessages(() => import('@/features/auth/auth-panel').then((m) => ({ default: m.AuthPanel }))),
);
const AccountMenu = lazyPart(
  'AccountMenu',
  withAllMessages(() => import('@/features/auth/account-menu').then((m) => ({ default: m.AccountMenu }))),
);

/** spec §1: the four ways to sign in. */
const METHODS: readonly LoginMethod[] = ['email', 'smart-id', 'mobile-id', 'id-card'];

export function authPanel(locale: Locale): ReactNode {
  return (
    <Suspense fallback={null}>
      <AuthPanel locale={locale} initialStep={overlays.getSnapshot().authMode} methods={METHODS} />
    </Suspense>
  );
}

export function accountMenuPanel(locale: Locale): ReactNode {
  return (
    <Suspense fallback={null}>
      <AccountMenu locale={locale} business={isBusiness()} />
    </Suspense>
  );
}
