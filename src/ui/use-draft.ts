// A form's values kept as a draft on this device (lib/drafts.ts) until `clear` (sent). While React hydrates a page
// the server rendered, the form is the server's empty one; the draft shows right after (read in the hydrating
// render, the page would differ from the server's HTML). Written from the first change on.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { clearDraft, readDraft, writeDraft, type DraftValues } from '@/lib/drafts';

const noSubscription = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

export function useDraft<T extends DraftValues<T>>(
  form: string,
  empty: () => T,
): { values: T; set: (patch: Partial<T>) => void; clear: () => void } {
  const afterHydration = useSyncExternalStore(noSubscription, isClient, isServer);
  const draft = useMemo(() => (afterHydration ? readDraft(form, empty()) : empty()), [afterHydration, form]); // eslint-disable-line react-hooks/exhaustive-deps -- `empty` makes the same values every time
  const [edited, setEdited] = useState<T | null>(null);
  const values = edited ?? draft;
  useEffect(() => {
    if (edited) writeDraft(form, edited);
  }, [edited, form]);
  return {
    values,
    set: (patch) => setEdited((old) => ({ ...(old ?? draft), ...patch })),
    clear: () => clearDraft(form),
  };
}
