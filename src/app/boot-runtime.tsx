// Everything the boot sequence in main.tsx needs, behind one dynamic import so that it
// arrives as one preloaded group of chunks and main.tsx can still report a failure to load
// any of it.

import { createRoot } from 'react-dom/client';
import type { Variant } from '../lib/variant';
import { App } from './App';

export { activateLocale, initialLocale } from '../i18n/activate';
export { configureSession, startAuthListener, whenAuthReady } from '../session/store';

export function mount(root: HTMLElement, variant: Variant): void {
  createRoot(root).render(<App variant={variant} />);
  // The error logger and the consent-gated analytics loader arrive after mount, in their own
  // chunk, so they never weigh on the initial JS.
  setTimeout(() => {
    import('./telemetry')
      .then((telemetry) => telemetry.startAppTelemetry(variant.product))
      .catch((error: unknown) => console.warn('The error logger could not be loaded', error));
  }, 0);
}
