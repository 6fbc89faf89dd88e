import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { publishPostNow } from '../../../firebase/queues';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { errorSentence } from '../../../ui/error-text';
import { notify } from '../../../ui/notification-store';
import { publishNowMessages as q } from './publish-now-messages';

/** "Publish now", asked once more: the post goes out through the publisher at once. */
export function PublishNowButton({
  workspaceId,
  postId,
  label,
  onDone,
}: {
  workspaceId: string;
  postId: string;
  /** The accessible name, naming the post where several buttons share a screen. */
  label?: string;
  onDone: () => void;
}) {
  const { _ } = useLingui();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function publish() {
    setBusy(true);
    try {
      await publishPostNow(workspaceId, postId);
      notify(_(q.publishNowDone), 'success');
      setAsking(false);
      onDone();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button publish-now"
        aria-label={label}
        onClick={() => setAsking(true)}
      >
        {_(q.publishNow)}
      </button>
      {asking ? (
        <ConfirmDialog
          text={_(q.publishNowConfirm)}
          busy={busy}
          onConfirm={publish}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
