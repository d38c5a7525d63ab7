// What a person typed into a form, kept on this device until it is sent, so a reload, a crash, an update of the
// app or a lost connection loses nothing (the checkout and quick order keep theirs their own way).
// Under `draft:<form>` in localStorage: personal, so the wipe of a person's data (logout, an ended session) removes
// every draft (clearAllDrafts). Only the fields a form names are read back, each of the type it has there.

const DRAFT_PREFIX = 'draft:';

/** A form's values: each field text or a checkbox. */
export type DraftValues<T> = { [K in keyof T]: string | boolean };

export function readDraft<T extends DraftValues<T>>(form: string, empty: T): T {
  try {
    const saved = JSON.parse(localStorage.getItem(DRAFT_PREFIX + form) ?? '{}') as Record<string, unknown>;
    const values: Record<string, unknown> = { ...empty };
    for (const [key, value] of Object.entries(empty))
      if (typeof saved[key] === typeof value) values[key] = saved[key];
    return values as T;
  } catch {
    return empty; // no storage, or not JSON
  }
}

export function writeDraft<T extends DraftValues<T>>(form: string, values: T): void {
  try {
    localStorage.setItem(DRAFT_PREFIX + form, JSON.stringify(values));
  } catch {
    // storage blocked or full: the form still works, only a reload would lose it
  }
}

export function clearDraft(form: string): void {
  try {
    localStorage.removeItem(DRAFT_PREFIX + form);
  } catch {
    // nothing was kept
  }
}

/** Where the koormavedu application kept its draft before it had one of these (devices may still hold it). */
const OLDER_DRAFTS = ['bulkTransportDraft'];

/** Every form's draft (a person's data leaves the device). */
export function clearAllDrafts(): void {
  if (typeof localStorage === 'undefined') return;
  for (const key of Object.keys(localStorage))
    if (key.startsWith(DRAFT_PREFIX) || OLDER_DRAFTS.includes(key)) localStorage.removeItem(key);
}
