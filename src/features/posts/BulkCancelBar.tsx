// The action on the posts chosen in the list: cancel them all, asked once more. Posts that could
// not be cancelled (one started publishing meanwhile) are told apart, not hidden.

import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { cancelPosts } from '../../firebase/posts/post-calls';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { bulkMessages as m } from './bulk-messages';

export function BulkCancelBar({
  workspaceId,
  chosen,
  onClear,
  onDone,
}: {
  workspaceId: string;
  chosen: ReadonlySet<string>;
  onClear: () => void;
  onDone: () => void;
}) {
  const { _ } = useLingui();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = chosen.size;
  if (count === 0) return null;

  async function cancel() {
    setBusy(true);
    try {
      const reply = await cancelPosts(workspaceId, [...chosen]);
      notify(_({ ...m.cancelled, values: { count: reply.cancelled.length } }), 'success');
      if (reply.refused.length > 0)
        notify(_({ ...m.refused, values: { count: reply.refused.length } }), 'error');
      setAsking(false);
      onClear();
      onDone();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className="bulk-bar"
      role="toolbar"
      aria-label={_({ ...m.cancelChosen, values: { count } })}
    >
      <button type="button" className="button button-danger" onClick={() => setAsking(true)}>
        {_({ ...m.cancelChosen, values: { count } })}
      </button>
      <button type="button" className="button" onClick={onClear}>
        {_(m.clear)}
      </button>
      {asking ? (
        <ConfirmDialog
          text={_({ ...m.confirmCancel, values: { count } })}
          busy={busy}
          onConfirm={cancel}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
}
