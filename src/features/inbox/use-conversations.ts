// The live conversations of the inbox's workspaces (null until every workspace has answered); a
// listener that fails leaves the last list on screen and says so.

import { useLingui } from '@lingui/react';
import type { InboxSource } from '../../firebase/inbox/inbox-listener';
import type { Conversation } from '../../firebase/inbox/inbox-types';
import { notify } from '../../ui/notification-store';
import { m } from './messages';
import { useLive } from './use-live';

export function useConversations(sources: readonly InboxSource[]): Conversation[] | null {
  const { _ } = useLingui();
  return useLive<Conversation>((load, update) =>
    load.then(({ watchConversations }) =>
      watchConversations(sources, (list) => {
        if (list === null) notify(_(m.liveFailed), 'error');
        update(list);
      }),
    ),
  );
}
