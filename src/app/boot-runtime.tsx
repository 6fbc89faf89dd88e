// Everything the boot sequence in main.tsx needs, behind one dynamic import so that it
// arrives as one preloaded group of chunks and main.tsx can still report a failure to load
// any of it.

import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE } from '@model/constants';
import type { Variant } from '@model/variant';
import { startTransition } from 'react';
import { hasStoredAuthUser } from '../firebase/stored-session';
import { session, startAuthListener, startAuthListenerUnlessSignedOut } from '../session/store';
import { App } from './App';
import { createRoot, hydrateRoot } from './boot-react';
import { needsAuthProvider } from './route-types';
import { matchRoute, routeTables } from './routes';

export { activateLocale, initialLocale } from '../i18n/activate';
export { configureSession, whenAuthReady } from '../session/store';

/**
 * Starts the auth listener; on a page that does not need the provider (see needsAuthProvider),
 * only when the visitor has a stored session.
 */
export function startAuth(variant: Variant): void {
  const path = location.pathname.slice(variant.base.length) || '/';
  if (needsAuthProvider(matchRoute(routeTables[variant.product], path))) startAuthListener();
  else void startAuthListenerUnlessSignedOut(hasStoredAuthUser);
}

export function mount(root: HTMLElement, variant: Variant): void {
  const app = <App variant={variant} />;
  // A page prerendered by build.mjs is hydrated only where its HTML is what the app would
  // render: the variant and path it was rendered for, the default locale, nobody signed in,
  // not an email sign-in link (oobCode). Anywhere else (a signed-in visitor, another
  // language, Hosting's shell) it renders afresh.
  const hydrate =
    root.dataset.prerendered === `${variant.product}:${location.pathname.replace(/\/$/, '')}` &&
    !location.search.includes('oobCode=') &&
    i18n.locale === DEFAULT_LOCALE &&
    !session.isAuthenticated;
  // As a transition, React renders (and hydrates) in slices of a few milliseconds and lets the
  // browser handle input between them, instead of one long task after the page has painted: a
  // prerendered page is already on screen, so nothing waits for the render to finish at once.
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // The error logger, the consent-gated analytics loader and the service worker arrive after
  // mount, in their own chunk, so they never weigh on the initial JS.
  setTimeout(() => {
    import('./after-start')
      .then((start) => start.afterStart(variant.product))
      .catch((error: unknown) => console.warn('The error logger could not be loaded', error));
  }, 0);
}
