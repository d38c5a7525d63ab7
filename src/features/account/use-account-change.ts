// One way account changes are sent: busy while sending, the back end's message (translated) or the offline
// note on failure — the form keeps what was typed either way — and the changed data (by default the
// customer query) refreshed after.
import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { OfflineError } from '@/commerce/client';
import { customerQueryKey } from '@/commerce/customer-account';
import { backEndMessage, OFFLINE_CHANGE } from '@/lib/account-messages';

export function useAccountChange(refresh: QueryKey = customerQueryKey) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The last change was saved (and nothing typed since: `edited`). */
  const [saved, setSaved] = useState(false);
  /** Sends the change; true when it was saved. `onError` hears the message shown (spec §8 toasts). */
  const run = async (
    change: () => Promise<unknown>,
    onError?: (message: string) => void,
  ): Promise<boolean> => {
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      await change();
      await queryClient.invalidateQueries({ queryKey: refresh });
      setSaved(true);
      return true;
    } catch (e) {
      const offline = e instanceof OfflineError || (e instanceof Error && e.cause instanceof OfflineError);
      const message = offline
        ? i18n._(OFFLINE_CHANGE)
        : backEndMessage(e instanceof Error ? e.message : String(e), i18n);
      setError(message);
      onError?.(message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, saved, run, edited: () => setSaved(false), clearError: () => setError(null) };
}
