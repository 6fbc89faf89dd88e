import { describe, expect, it } from 'vitest';
import { notificationPaths, settingsViewOf } from './notification-paths';

describe('notification paths', () => {
  it('keep connect inside its fixed route table, as views of /app/settings', () => {
    expect(notificationPaths('connect')).toEqual({
      history: '/app/settings?view=notifications',
      settings: '/app/settings?view=notification-settings',
    });
    expect(notificationPaths('smm')).toEqual({
      history: '/app/notifications',
      settings: '/app/settings/notifications',
    });
  });

  it('read the view from the search string, ignoring anything else', () => {
    expect(settingsViewOf('?view=notifications')).toBe('notifications');
    expect(settingsViewOf('view=notification-settings&x=1')).toBe('notification-settings');
    expect(settingsViewOf('?view=admin')).toBeNull();
    expect(settingsViewOf('')).toBeNull();
  });
});
