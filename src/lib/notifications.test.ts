import { createNotificationStore, dangerNotification } from '@/lib/notifications';

describe('notifications (spec §4, §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps at most 3, dropping the oldest', () => {
    const store = createNotificationStore();
    ['a', 'b', 'c', 'd'].forEach((message) => store.send({ message, persist: true }));
    expect(store.getSnapshot().map((n) => n.message)).toEqual(['b', 'c', 'd']);
  });

  it('ignores a duplicate message while the first is shown', () => {
    const store = createNotificationStore();
    expect(store.send({ message: 'Saved' })).not.toBeNull();
    expect(store.send({ message: 'Saved', type: 'danger' })).toBeNull();
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('dismisses non-persistent notifications after 3000 ms, keeps persistent ones', () => {
    const store = createNotificationStore();
    store.send({ message: 'gone soon' });
    store.send({ message: 'stays', persist: true });
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((n) => n.message)).toEqual(['stays']);
  });

  it('lets the same message show again after it was dismissed', () => {
    const store = createNotificationStore();
    const id = store.send({ message: 'again', persist: true })!;
    store.dismiss(id);
    expect(store.send({ message: 'again' })).not.toBeNull();
  });

  it('notifies subscribers and gives each type its icon', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.send({ message: 'ok', type: 'success' });
    store.send({ message: 'careful', type: 'warning' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().map((n) => n.icon)).toEqual(['circle-check', 'circle-warning']);
    stop();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('the danger toast is danger, not persistent, with the circle-error icon and the error text', () => {
    const store = createNotificationStore();
    store.send(dangerNotification('Delivery is not possible'));
    expect(store.getSnapshot()[0]).toMatchObject({
      message: 'Delivery is not possible',
      type: 'danger',
      icon: 'circle-error',
      persist: false,
      timeout: 3000,
    });
  });
});
