import { useRouterState, useSearch } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';

export function ResetPasswordScreen() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { email, token } = useSearch({ strict: false }) as { email?: string; token?: string };
  return <ResetPasswordPage pathname={pathname} email={email} token={token} />;
}
