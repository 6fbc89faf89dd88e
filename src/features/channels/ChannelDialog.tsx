import { useLingui } from '@lingui/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { openModal } from '../../ui/dialogs/modal';
import { m } from './messages';

/**
 * A modal dialog named by its title. It opens on the field marked data-initial-focus (else the
 * first control); the native dialog keeps focus inside and turns Escape
 * into a cancel; focus goes back to whatever opened it when it closes, as the user expects
 * after a keyboard round trip (a reconnect button may have been re-rendered meanwhile, so
 * the element is remembered here rather than left to the browser).
 */
export function ChannelDialog({
  title,
  busy,
  onClose,
  children,
}: {
  title: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const close = dialog ? openModal(dialog) : null;
    dialog?.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    return () => {
      close?.();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="channel-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="channel-dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="channel-dialog-close"
          onClick={onClose}
          disabled={busy}
          aria-label={_(m.close)}
        >
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
