// spec §7/§9 availability checks (isEmailAvailable, isCompanyIdNumberAvailable): each answer is kept for
// 60 s, at most 20 entries, oldest out first. A failed check is not remembered: the next keystroke asks again
// (and the form lets a failed check pass, spec §5).

const TTL_MS = 60_000;
const MAX_ENTRIES = 20;

export function cachedAvailability(
  ask: (key: string) => Promise<boolean>,
): (value: string, now?: number) => Promise<boolean> {
  const entries = new Map<string, { at: number; available: Promise<boolean> }>();
  return (value, now = Date.now()) => {
    const key = value.trim().toLowerCase();
    const hit = entries.get(key);
    if (hit && now - hit.at < TTL_MS) return hit.available;
    const available = ask(key);
    available.catch(() => entries.delete(key));
    entries.delete(key);
    entries.set(key, { at: now, available });
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return available;
  };
}
