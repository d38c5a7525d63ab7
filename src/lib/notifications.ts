// Notification store of spec §3/§4/§9: at most 3 (oldest removed), duplicates by message ignored,
// non-persistent ones dismissed after 3000 ms. Framework-free: React reads it via useSyncExternalStore.
import { msg } from '@lingui/core/macro';

/** spec §8: the fallback text of the danger toast when the error carries none. */
export const somethingWentWrong = msg`Something went wrong`;

export type NotificationType = 'success' | 'danger' | 'info' | 'warning';
export type NotificationIcon = 'circle-check' | 'circle-error' | 'circle-info' | 'circle-warning';

export interface Notification {
  id: number;
  message: string;
  type: NotificationType;
  icon: NotificationIcon;
  persist: boolean;
  timeout: number;
}

export interface NotificationInput {
  message: string;
  type?: NotificationType;
  icon?: NotificationIcon;
  persist?: boolean;
  timeout?: number;
}

export const MAX_NOTIFICATIONS = 3;
export const NOTIFICATION_TIMEOUT_MS = 3000;

const defaultIcons: Record<NotificationType, NotificationIcon> = {
  success: 'circle-check',
  danger: 'circle-error',
  info: 'circle-info',
  warning: 'circle-warning',
};

export interface NotificationStore {
  /** Adds a notification; returns its id, or null when one with the same message is already shown. */
  send(input: NotificationInput): number | null;
  dismiss(id: number): void;
  clear(): void;
  getSnapshot(): readonly Notification[];
  subscribe(listener: () => void): () => void;
}

export function createNotificationStore(): NotificationStore {
  let items: readonly Notification[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const set = (next: readonly Notification[]) => {
    items = next;
    listeners.forEach((l) => l());
  };

  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (items.some((n) => n.id === id)) set(items.filter((n) => n.id !== id));
  };

  return {
    send(input) {
      if (items.some((n) => n.message === input.message)) return null;
      const type = input.type ?? 'info';
      const notification: Notification = {
        id: nextId++,
        message: input.message,
        type,
        icon: input.icon ?? defaultIcons[type],
        persist: input.persist ?? false,
        timeout: input.timeout ?? NOTIFICATION_TIMEOUT_MS,
      };
      let next = [...items, notification];
      while (next.length > MAX_NOTIFICATIONS) {
        const [oldest, ...rest] = next;
        if (oldest) {
          clearTimeout(timers.get(oldest.id));
          timers.delete(oldest.id);
        }
        next = rest;
      }
      if (!notification.persist) {
        timers.set(
          notification.id,
          setTimeout(() => dismiss(notification.id), notification.timeout),
        );
      }
      set(next);
      return notification.id;
    },
    dismiss,
    clear() {
      timers.forEach((t) => clearTimeout(t));
      timers.clear();
      set([]);
    },
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** spec §8: the "Something went wrong" toast — danger, not persistent, circle-error icon, the error text. */
export function dangerNotification(message: string): NotificationInput {
  return { message, type: 'danger', icon: 'circle-error', persist: false };
}

/** The app-wide store (created lazily per module instance; no DOM is touched here). */
export const notifications: NotificationStore = createNotificationStore();
