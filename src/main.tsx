// Boot: choose the variant, start the auth listener, load the language,
// wait for auth readiness, mount (the service worker is registered after load: after-start.ts).
//
// React, Firebase and the app arrive through one dynamic import (index.html preloads its
// chunks, so nothing waits longer): if any of it fails to load or start, this small module
// still runs and shows the full-page 'Application Error' screen with the plain DOM.

import './app/styles.css';
import { detectVariant } from '@model/variant';
import { renderStartupError } from './app/startup-error';

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const variant = detectVariant(window.location.hostname, window.location.pathname);

  // React first, then the app, each evaluated in its own task (see boot-react.ts).
  await import('./app/boot-react');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const app = await import('./app/boot-runtime');
  app.configureSession(variant.product);
  app.startAuth(variant);
  await Promise.all([app.activateLocale(app.initialLocale(), false), app.whenAuthReady()]);

  app.mount(root, variant);
}

boot().catch((error: unknown) => {
  console.error('Start-up failed', error);
  renderStartupError(error);
});
