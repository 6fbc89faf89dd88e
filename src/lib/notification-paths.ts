// Where the notification history and settings live in each variant. smm has its own routes;
// connect's route table is the seed's and does not grow, so there both are views of
// /app/settings, chosen by `?view=` (functions/src/domain/notifications/settings.ts links
// emails to the same places).

import type { Product } from '@model/variant';

/** The views of /app/settings; 'platform' is connect's API keys and webhooks (smm: /app/workspaces). */
export const SETTINGS_VIEWS = ['notifications', 'notification-settings', 'platform'] as const;
export type SettingsView = (typeof SETTINGS_VIEWS)[number];

export function notificationPaths(product: Product): { history: string; settings: string } {
  return product === 'connect'
    ? {
        history: '/app/settings?view=notifications',
        settings: '/app/settings?view=notification-settings',
      }
    : { history: '/app/notifications', settings: '/app/settings/notifications' };
}

/** The view a /app/settings search string asks for, or null for the account page. */
export function settingsViewOf(search: string): SettingsView | null {
  const view = new URLSearchParams(search).get('view');
  return SETTINGS_VIEWS.includes(view as SettingsView) ? (view as SettingsView) : null;
}
