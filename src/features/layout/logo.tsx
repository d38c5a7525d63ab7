import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { SHOP_NAME } from '@/ui/page-title';

export function Logo({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  return (
    <Link to="/$locale" params={{ locale }} className="logo" aria-label={t`${SHOP_NAME} home page`}>
      <svg
        className="logo__mark"
        width="32"
        height="32"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path d="M7 17l9-8 9 8v8h-6v-5h-6v5H7z" fill="var(--color-surface)" />
      </svg>
      <span className="logo__text">{SHOP_NAME}</span>
    </Link>
  );
}
