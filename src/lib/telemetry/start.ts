// The error logger and the consent-gated analytics loader, loaded after the app mounts.
// Errors (uncaught, unhandled rejections, failed calls) are always reported at level error;
// page views and key actions only while the consent centre's analytics choice is on.

import { redactSecrets } from '@model/redact';
import { CONSENT_CHANGED_EVENT, readConsent } from '../consent';
import { EventQueue, type EventQueueOptions } from './event-queue';
import {
  CALL_FAILED_EVENT,
  READ_FAILED_EVENT,
  type ReadFailedDetail,
  TRACK_EVENT,
  type TrackDetail,
} from './track';

let started = false;

function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function describe(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}

/** `send` delivers a batch to the ingestion callable; the app passes it in, since shared code
 * never reaches into src/firebase. */
export function startTelemetry(
  product: string,
  send: EventQueueOptions['send'],
): EventQueue | null {
  if (started) return null;
  started = true;
  const queue = new EventQueue({
    send,
    hasAnalyticsConsent: () => readConsent().analytics,
    newRequestId,
  });
  const page = () => redactSecrets(window.location.pathname);

  window.addEventListener('error', (event) => {
    queue.add({
      kind: 'error',
      message: describe(event.error ?? event.message),
      data: {
        page: page(),
        source: String(event.filename ?? '').slice(0, 500),
        line: event.lineno ?? 0,
        product,
      },
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    queue.add({
      kind: 'error',
      message: `Unhandled rejection: ${describe(event.reason)}`,
      data: { page: page(), product },
    });
  });
  window.addEventListener(CALL_FAILED_EVENT, (event) => {
    const detail = (event as CustomEvent<{ name: string; code: string | null; message: string }>)
      .detail;
    queue.add({
      kind: 'error',
      message: `Call ${detail.name} failed: ${detail.message}`,
      data: { page: page(), call: detail.name, code: detail.code, product },
    });
  });
  window.addEventListener(READ_FAILED_EVENT, (event) => {
    const { path, fields, dropped } = (event as CustomEvent<ReadFailedDetail>).detail;
    queue.add({
      kind: 'error',
      message: `Stored ${redactSecrets(path)} ${dropped ? 'left out' : 'read with defaults'}: ${fields.join(', ')}`,
      data: { page: page(), product },
    });
  });
  window.addEventListener(TRACK_EVENT, (event) => {
    const { action, data } = (event as CustomEvent<TrackDetail>).detail;
    queue.add({ kind: 'analytics', message: action, data: { ...data, page: page(), product } });
  });
  window.addEventListener(CONSENT_CHANGED_EVENT, () => {
    if (!readConsent().analytics) queue.dropAnalytics();
  });

  // wouter's browser location announces pushState/replaceState as window events.
  let lastPage = '';
  const pageView = () => {
    if (page() === lastPage) return;
    lastPage = page();
    queue.add({ kind: 'analytics', message: 'page_view', data: { page: lastPage, product } });
  };
  for (const name of ['popstate', 'pushState', 'replaceState'])
    window.addEventListener(name, pageView);
  pageView();
  // Whatever is queued goes out when the tab is hidden (closing, switching away).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void queue.flush();
  });
  return queue;
}
