// The app's i18n instance (one per render tree, DESIGN.md) for callbacks that outlive a render: the
// cart's notices are shown from subscriptions and listeners set up once, in the language shown now.
import { useEffect, useRef, type RefObject } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';

export function useI18nRef(): RefObject<I18n> {
  const { i18n } = useLingui();
  const ref = useRef(i18n);
  useEffect(() => {
    ref.current = i18n;
  }, [i18n]);
  return ref;
}
