// A button for a destructive action (revoke a key, end a courtesy subscription) that asks
// first: the confirmation dialog stays open and busy while the action runs, then closes. The
// action reports its own outcome (a notification).

import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export function ConfirmButton({
  label,
  accessibleName,
  question,
  disabled = false,
  action,
}: {
  label: string;
  /** The button's name for assistive technology, naming what it acts on. */
  accessibleName: string;
  question: string;
  disabled?: boolean;
  action: () => Promise<void>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button"
        aria-label={accessibleName}
        disabled={disabled || busy}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
      {asking ? (
        <ConfirmDialog
          text={question}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
