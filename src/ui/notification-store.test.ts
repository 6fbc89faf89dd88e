import { NOTIFICATION_TIMEOUT_MS } from '@model/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissNotification, notifications, notify } from './notification-store';

afterEach(() => {
  vi.useRealTimers();
  notifications.items = [];
});

describe('notify', () => {
  it('shows a notification that closes itself after 5000 ms', () => {
    vi.useFakeTimers();
    notify('Saved', 'success');
    expect(notifications.items).toEqual([
      expect.objectContaining({ message: 'Saved', kind: 'success' }),
    ]);
    vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS - 1);
    expect(notifications.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notifications.items).toHaveLength(0);
    expect(NOTIFICATION_TIMEOUT_MS).toBe(5000);
  });

  it('keeps an error until it is dismissed', () => {
    vi.useFakeTimers();
    const id = notify('Refused', 'error');
    vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS * 10);
    expect(notifications.items.map((item) => item.message)).toEqual(['Refused']);
    dismissNotification(id);
    expect(notifications.items).toHaveLength(0);
  });

  it('can be dismissed before its time-out', () => {
    const id = notify('Oops', 'error');
    notify('Other');
    dismissNotification(id);
    expect(notifications.items.map((item) => item.message)).toEqual(['Other']);
  });
});
