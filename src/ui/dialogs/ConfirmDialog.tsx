import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { confirmDialog as m } from '../labels';
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
  // Several confirmations may exist on one page over time; each names its own question.
  const textId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <p id={textId}>{text}</p>
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
