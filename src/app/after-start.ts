// What the app starts once the page is on screen, in its own chunk so that it never weighs on
// the initial JS or on the first seconds' main thread: the error logger, then, once the page
// has loaded and the browser is idle, the service worker. Its install downloads every asset
// for the offline shell, which competes with a first visit's own scripts on a slow phone.

import { startAppTelemetry } from './telemetry';

function whenIdleAfterLoad(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(task, { timeout: 10_000 })
      : setTimeout(task, 2000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

export function afterStart(product: string): void {
  startAppTelemetry(product);
  if (!('serviceWorker' in navigator)) return;
  whenIdleAfterLoad(() => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  });
}
