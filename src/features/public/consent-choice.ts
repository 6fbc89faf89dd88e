// The visitor's analytics consent, remembered on this device. The analytics loader reads
// it before loading anything.

export const ANALYTICS_CONSENT_KEY = 'smm.consent.analytics';

export function readAnalyticsConsent(): boolean {
  try {
    return localStorage.getItem(ANALYTICS_CONSENT_KEY) === 'granted';
  } catch {
    return false;
  }
}

export function saveAnalyticsConsent(granted: boolean): void {
  localStorage.setItem(ANALYTICS_CONSENT_KEY, granted ? 'granted' : 'denied');
}
