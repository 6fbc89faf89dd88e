// Like, hide or delete on the network a message people wrote, with the buttons the network's API
// allows (MODERATION_BY_NETWORK) and the caller may use; what was done shows as a mark. A
// refusal is said under the message, with its code.

import { useLingui } from '@lingui/react';
import { type InboxNetwork, MODERATION_BY_NETWORK } from '@model/schemas/inbox';
import { useState } from 'react';
import { moderateInboxItem } from '../../firebase/inbox/inbox-calls';
import type { Conversation, InboxItem } from '../../firebase/inbox/inbox-types';
import { ConfirmButton } from '../../ui/dialogs/ConfirmButton';
import { m } from './messages';
import { RefusalNote } from './RefusalNote';
import { refusalText } from './refusal-text';

const STATE = { like: 'liked', hide: 'hidden', delete: 'deleted' } as const;

export function ItemModeration({
  conversation: c,
  item,
  allowed,
}: {
  conversation: Conversation;
  item: InboxItem;
  /** Whether the caller may moderate (the capability table). */
  allowed: boolean;
}) {
  const { _ } = useLingui();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; code: string } | null>(null);
  const actions = MODERATION_BY_NETWORK[c.network as InboxNetwork] ?? [];
  const done = actions.filter((action) => item[STATE[action]]);
  const open = allowed && !item.deleted ? actions.filter((action) => !item[STATE[action]]) : [];
  if (done.length === 0 && open.length === 0) return null;
  const run = async (action: (typeof actions)[number]) => {
    setBusy(true);
    setProblem(null);
    try {
      await moderateInboxItem({
        workspaceId: c.workspaceId,
        conversationId: c.id,
        itemId: item.id,
        action,
      });
    } catch (error) {
      setProblem(refusalText(_, error));
    } finally {
      setBusy(false);
    }
  };
  const name = item.authorName;
  return (
    <div className="inbox-moderation">
      {done.map((action) => (
        <span key={action} className="badge" data-moderated={STATE[action]}>
          {_({ ...m.moderated, values: { state: STATE[action] } })}
        </span>
      ))}
      {open.map((action) =>
        action === 'delete' ? (
          <ConfirmButton
            key={action}
            label={_(m.delete)}
            accessibleName={_({ ...m.moderateOf, values: { action, name } })}
            question={_({ ...m.confirmDelete, values: { name } })}
            disabled={busy}
            action={() => run(action)}
          />
        ) : (
          <button
            key={action}
            type="button"
            className="button"
            disabled={busy}
            aria-label={_({ ...m.moderateOf, values: { action, name } })}
            onClick={() => void run(action)}
          >
            {_(action === 'like' ? m.like : m.hide)}
          </button>
        ),
      )}
      <RefusalNote problem={problem} />
    </div>
  );
}
