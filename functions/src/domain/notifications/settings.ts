// What delivery needs to know about where it runs: the app's origin for links, the unsubscribe
// endpoint, the sender and the key that signs unsubscribe links.

export interface NotifyConfig {
  /** e.g. https://app.example.com (no trailing slash). */
  appOrigin: string;
  /** The unsubscribe endpoint; ?token=... is appended. */
  unsubscribeUrl: string;
  /** The From header, e.g. "Agency <no-reply@example.com>". */
  from: string;
  /** Signs unsubscribe tokens. */
  secret: string;
}

/** The app's link for a path of one product: the connect app lives under /connect. */
export function appLink(config: NotifyConfig, product: string, path: string): string {
  return `${config.appOrigin}${product === 'connect' ? '/connect' : ''}${path}`;
}

/**
 * The notification settings page of a product, as the app routes it (src/lib/notification-paths.ts):
 * connect's route table is fixed, so there the settings are a view of /app/settings.
 */
export function preferencesLink(config: NotifyConfig, product: string): string {
  return appLink(
    config,
    product,
    product === 'connect'
      ? '/app/settings?view=notification-settings'
      : '/app/settings/notifications',
  );
}
