import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef } from 'react';
import { membersMessages as m } from './messages';

/**
 * A modal question before a destructive action. The native dialog traps focus, closes on
 * Escape (reported as a cancel) and gives focus back to the button that opened it.
 */
export function ConfirmDialog({
  text,
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: React.ReactNode;
}) {
  const { _ } = useLingui();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={id}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <p id={id}>{text}</p>
      {children}
      <div className="actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {_(m.cancel)}
        </button>
        <button type="button" className="button button-primary" onClick={onConfirm} disabled={busy}>
          {_(m.confirm)}
        </button>
      </div>
    </dialog>
  );
}
