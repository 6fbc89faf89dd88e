// The actions on the posts chosen in the list: cancel them, or delete them, each asked once more
// and offered only for the chosen posts the capability table allows it on (the server checks
// each post again). Posts that could not be cancelled or deleted (one started publishing
// meanwhile) are told apart, not hidden.

import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { cancelPosts, deletePosts } from '../../firebase/posts/post-calls';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { bulkMessages as m } from './bulk-messages';

type Action = 'cancel' | 'delete';

export function BulkActionsBar({
  workspaceId,
  chosen,
  cancellable,
  deletable,
  onClear,
  onDone,
}: {
  workspaceId: string;
  chosen: ReadonlySet<string>;
  /** The chosen posts the person may cancel, and those they may delete. */
  cancellable: readonly string[];
  deletable: readonly string[];
  onClear: () => void;
  onDone: () => void;
}) {
  const { _ } = useLingui();
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  if (chosen.size === 0) return null;

  async function run(action: Action) {
    setBusy(true);
    try {
      if (action === 'cancel') {
        const reply = await cancelPosts(workspaceId, [...cancellable]);
        notify(_({ ...m.cancelled, values: { count: reply.cancelled.length } }), 'success');
        if (reply.refused.length > 0)
          notify(_({ ...m.refused, values: { count: reply.refused.length } }), 'error');
      } else {
        const reply = await deletePosts(workspaceId, [...deletable]);
        notify(_({ ...m.deleted, values: { count: reply.deleted.length } }), 'success');
        if (reply.refused.length > 0)
          notify(_({ ...m.deleteRefused, values: { count: reply.refused.length } }), 'error');
      }
      setAsking(null);
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
      aria-label={_({ ...m.chosen, values: { count: chosen.size } })}
    >
      {cancellable.length > 0 ? (
        <button type="button" className="button button-danger" onClick={() => setAsking('cancel')}>
          {_({ ...m.cancelChosen, values: { count: cancellable.length } })}
        </button>
      ) : null}
      {deletable.length > 0 ? (
        <button type="button" className="button button-danger" onClick={() => setAsking('delete')}>
          {_({ ...m.deleteChosen, values: { count: deletable.length } })}
        </button>
      ) : null}
      <button type="button" className="button" onClick={onClear}>
        {_(m.clear)}
      </button>
      {asking ? (
        <ConfirmDialog
          text={
            asking === 'cancel'
              ? _({ ...m.confirmCancel, values: { count: cancellable.length } })
              : _({ ...m.confirmDelete, values: { count: deletable.length } })
          }
          busy={busy}
          onConfirm={() => run(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
