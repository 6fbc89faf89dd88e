import { useLingui } from '@lingui/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { navDrawer as m } from './nav-drawer-messages';

// Invoker commands (`command`/`commandfor`) and `closedby` are HTML attributes React does not
// know yet; spread, they reach the DOM and the prerendered HTML as they are.
const invoke = (command: string, id: string) => ({ command, commandfor: id });

/**
 * A phone's navigation (styles.css: at 720 px and below): a menu button and a modal dialog
 * sliding in from the inline start. Being modal, the browser keeps focus inside it, closes it
 * on Escape and returns focus to the button; a tap on the backdrop or on a link closes it too.
 * On a prerendered page the invoker commands open and close it before the JavaScript has
 * loaded; the click handlers do it where a browser does not know them. The public layout loads
 * it lazily (the landing page's initial JS has no room): the prerendered HTML already holds it.
 */
export function NavDrawer({ children }: { children: ReactNode }) {
  const { _ } = useLingui();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => ref.current?.close();
  // Opened by its invoker command before hydration: the toggle event has already gone by.
  useEffect(() => setOpen(Boolean(ref.current?.open)), []);
  return (
    <>
      <button
        type="button"
        className="button menu-button"
        aria-haspopup="dialog"
        aria-controls={id}
        aria-expanded={open}
        {...invoke('show-modal', id)}
        onClick={() => {
          if (!ref.current?.open) ref.current?.showModal();
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
          <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="menu-label">{_(m.menu)}</span>
      </button>
      <dialog
        id={id}
        ref={ref}
        className="drawer"
        aria-label={_(m.menu)}
        {...{ closedby: 'any' }}
        // Not onToggle: React listens for it only on dialogs it created, not on hydrated ones.
        onClose={() => setOpen(false)}
        // A modal dialog lets Tab leave for the browser's own controls after its last link;
        // this keeps the cycle inside the drawer, as a menu is expected to.
        onKeyDown={(event) => {
          if (event.key !== 'Tab') return;
          const items =
            event.currentTarget.querySelectorAll<HTMLElement>('a[href], button, select');
          const edge = event.shiftKey ? items[0] : items[items.length - 1];
          if (document.activeElement !== edge) return;
          event.preventDefault();
          (event.shiftKey ? items[items.length - 1] : items[0])?.focus();
        }}
        // The dialog box itself is only hit through its backdrop: the panel fills it.
        onClick={(event) => {
          const target = event.target as Element;
          if (target === event.currentTarget || target.closest('a')) close();
        }}
      >
        <div className="drawer-panel">
          <button
            type="button"
            className="button drawer-close"
            {...invoke('close', id)}
            onClick={close}
          >
            {_(m.closeMenu)}
          </button>
          {children}
        </div>
      </dialog>
    </>
  );
}
