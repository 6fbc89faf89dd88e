// The staff's inbox across every workspace (staff-conversations.ts): the product's conversations
// a page at a time, the first page live, filtered by the server where it can be, and the
// workspaces they name, read by id for the name on each row and what may be done there.
// Started only while `product` is given (the inbox across all workspaces is chosen).

import { useLingui } from '@lingui/react';
import type { ProductRoles } from '@model/roles';
import type { Product } from '@model/variant';
import { useEffect, useRef, useState } from 'react';
import type { Conversation } from '../../firebase/inbox/inbox-types';
import type { InboxWorkspace } from '../../firebase/inbox/inbox-workspaces';
import type {
  StaffFilters,
  StaffInbox,
  StaffPages,
} from '../../firebase/inbox/staff-conversations';
import { inboxWorkspacesById } from '../../firebase/inbox/workspaces-by-id';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import type { InboxFilters } from './filters';
import { m } from './messages';

export interface StaffFeed {
  /** Null until the first page has answered. */
  conversations: Conversation[] | null;
  /** Every conversation the filters find is loaded (or the server has not answered yet). */
  end: boolean;
  loadingMore: boolean;
  more: () => void;
  workspaces: ReadonlyMap<string, InboxWorkspace>;
}

function serverFilters(filters: InboxFilters, uid: string): StaffFilters {
  return {
    status: filters.status,
    network: filters.network,
    assignee: filters.assignee === 'me' ? uid : filters.assignee,
    label: filters.label,
  };
}

export function useStaffConversations(
  product: Product | null,
  filters: InboxFilters,
  who: { uid: string; roles: ProductRoles },
): StaffFeed {
  const { _ } = useLingui();
  const [pages, setPages] = useState<StaffPages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [workspaces, setWorkspaces] = useState<ReadonlyMap<string, InboxWorkspace>>(new Map());
  const inbox = useRef<StaffInbox | null>(null);
  const asked = useRef(new Set<string>());
  const wanted = serverFilters(filters, who.uid);
  const key = JSON.stringify(wanted);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restarted when the server's filters change
  useEffect(() => {
    if (!product) return;
    let live = true;
    setPages(null);
    void import('../../firebase/inbox/inbox-listener').then(({ watchStaffInbox }) => {
      if (!live) return;
      inbox.current = watchStaffInbox(product, wanted, (next) => {
        if (!live) return;
        if (next === null) notify(_(m.liveFailed), 'error');
        // A failed first page leaves an empty list (and the sentence), not a skeleton.
        setPages((was) => next ?? was ?? { conversations: [], end: true, settled: true });
      });
    });
    return () => {
      live = false;
      inbox.current?.stop();
      inbox.current = null;
    };
  }, [product, key]);

  // The workspaces the conversations name, each read once.
  useEffect(() => {
    if (!product || !pages) return;
    const unknown = [...new Set(pages.conversations.map((c) => c.workspaceId))].filter(
      (id) => id && !asked.current.has(id),
    );
    if (unknown.length === 0) return;
    for (const id of unknown) asked.current.add(id);
    inboxWorkspacesById(unknown, who.uid, product, who.roles).then(
      (found) => setWorkspaces((was) => new Map([...was, ...found.map((w) => [w.id, w] as const)])),
      (error) =>
        notify(_({ ...m.loadFailed, values: { reason: errorSentence(_, error) } }), 'error'),
    );
  }, [pages, product, who.uid, who.roles, _]);

  const more = () => {
    const current = inbox.current;
    if (!current || loadingMore) return;
    setLoadingMore(true);
    current
      .more()
      .catch((error: unknown) =>
        notify(_({ ...m.loadFailed, values: { reason: errorSentence(_, error) } }), 'error'),
      )
      .finally(() => setLoadingMore(false));
  };

  return {
    conversations: pages?.conversations ?? null,
    // Older pages are offered once the server has answered (not the SDK's cache).
    end: !pages?.settled || pages.end,
    loadingMore,
    more,
    workspaces,
  };
}
