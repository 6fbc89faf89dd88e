import { useLingui } from '@lingui/react';
import { confirmDialog as m } from './labels';
import { useModalDialog } from './use-modal-dialog';

/**
 * A modal question before a destructive action. The native dialog traps focus, closes on
 * Escape (reported as a cancel) and returns focus to the button that opened it.
 */
export function ConfirmDialog({
  text,
  busy,
  onConfirm,
  onCancel,
}: {
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { _ } = useLingui();
  const ref = useModalDialog();

  return (
    <dialog
      ref={ref}
      aria-labelledby="confirm-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <p id="confirm-text">{text}</p>
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
