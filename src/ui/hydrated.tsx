// A form in a prerendered page (build.mjs) is in the HTML before its JavaScript: typed into or
// sent then, it would post natively (the password in the address) or lose what was typed when
// the app hydrates. Its fields stay disabled until the app has taken over the page.

import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** false while rendering on the server and while hydrating; true once the app owns the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** A form's fields, disabled until hydrated (no box of its own: `display: contents`). */
export function FormFields({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="form-fields" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
