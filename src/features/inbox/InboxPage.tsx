// The unified inbox: per workspace, or across every workspace for the product's staff. The
// conversations (one per thread, with the post it answers) are listened to live; filters and
// search narrow the list in the browser. Across every workspace the server reads the product's
// conversations a page at a time, newest first, filtering what it can (use-staff-conversations),
// and "show older" reads the next page until the end. The chosen conversation opens beside the
// list (on a phone, in its place). Keys j/k move through the list, r replies, e marks done, a
// assigns. A client (an approver) sees only the conversations the team showed them.

import { useLingui } from '@lingui/react';
import { inboxPath } from '@model/inbox-paths';
import type { ProductRoles } from '@model/roles';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { useLocation } from 'wouter';
import type { InboxSource } from '../../firebase/inbox/inbox-listener';
import type { Conversation } from '../../firebase/inbox/inbox-types';
import { type InboxWorkspace, listInboxWorkspaces } from '../../firebase/inbox/inbox-workspaces';
import { useBackClose, useUrlState } from '../../lib/url-state/use-url-state';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
import { useVariant } from '../../ui/variant';
import { WorkspaceSelect } from '../../ui/WorkspacePage';
import { ConversationList } from './ConversationList';
import { ConversationPanel, type PanelCommand } from './ConversationPanel';
import { FilterBar } from './FilterBar';
import { applyFilters, type InboxFilters, stepFrom } from './filters';
import { readInboxUrl, writeInboxUrl } from './inbox-url';
import { m } from './messages';
import { useInboxStyles } from './styles';
import { useConversations } from './use-conversations';
import { useStaffConversations } from './use-staff-conversations';

const ALL = 'all';

export function InboxPage() {
  const { _ } = useLingui();
  useInboxStyles();
  const { uid, roles } = useSnapshot(session);
  const { product } = useVariant();
  // The workspace, filters and open conversation live in the address (inbox-url.ts). Opening a
  // conversation adds a history entry, so Back closes it before it leaves the page.
  const [url, setUrl] = useUrlState(readInboxUrl, writeInboxUrl);
  const openEntry = useBackClose(
    url.open !== null,
    `${url.workspace} ${JSON.stringify(url.filters)}`,
  );
  const [, navigate] = useLocation();
  const { load } = useLoad(
    () =>
      listInboxWorkspaces(uid ?? '', product, roles as Parameters<typeof listInboxWorkspaces>[2]),
    [uid, product, roles],
    {
      enabled: Boolean(uid),
      report: (error) =>
        notify(_({ ...m.loadFailed, values: { reason: errorSentence(_, error) } }), 'error'),
    },
  );
  const workspaces = load.state === 'ready' ? load.value : load.state === 'failed' ? [] : null;
  if (workspaces === null) {
    return (
      <>
        <PageHeader title={m.title} lead={m.lead} />
        <Skeleton shape="list" count={4} />
      </>
    );
  }
  if (workspaces.length === 0) {
    return (
      <>
        <PageHeader title={m.title} lead={m.lead} />
        <p className="empty-state">{_(m.noWorkspace)}</p>
      </>
    );
  }
  const wanted = url.workspace;
  const staff = workspaces.some((w) => w.may('read') && !w.sharedOnly) && workspaces.length > 1;
  const chosen =
    wanted === ALL && staff
      ? ALL
      : (workspaces.find((w) => w.id === wanted)?.id ?? workspaces[0]?.id ?? '');
  // Another workspace starts afresh: its own conversations, the default filters.
  const choose = (workspaceId: string) =>
    navigate(inboxPath(product, { workspaceId }), { replace: true });
  const openConversation = (id: string | null) => {
    if (id === null) {
      openEntry.close(() => setUrl({ open: null }));
    } else if (url.open === null) {
      openEntry.opened();
      setUrl({ open: id }, true);
    } else setUrl({ open: id });
  };
  return (
    <Inbox
      key={chosen}
      workspaces={workspaces}
      chosen={chosen}
      showAll={staff}
      openId={url.open}
      filters={url.filters}
      onFilters={(filters) => setUrl({ filters })}
      onChoose={choose}
      onOpen={openConversation}
    />
  );
}

function Inbox({
  workspaces,
  chosen,
  showAll,
  openId,
  filters,
  onFilters,
  onChoose,
  onOpen,
}: {
  workspaces: InboxWorkspace[];
  chosen: string;
  showAll: boolean;
  openId: string | null;
  filters: InboxFilters;
  onFilters: (filters: InboxFilters) => void;
  onChoose: (workspaceId: string) => void;
  onOpen: (conversationId: string | null) => void;
}) {
  const { _ } = useLingui();
  const { uid, roles } = useSnapshot(session);
  const { product } = useVariant();
  const all = chosen === ALL;
  const shown = all ? workspaces : workspaces.filter((w) => w.id === chosen);
  // Listened to once: the inbox is keyed by the choice of workspace (InboxPage). Across every
  // workspace, the staff's pages replace the per-workspace listeners.
  const sources: InboxSource[] = all
    ? []
    : shown.map((w) => ({ workspaceId: w.id, shared: w.sharedOnly }));
  const perWorkspace = useConversations(sources);
  const staff = useStaffConversations(all ? product : null, filters, {
    uid: uid ?? '',
    roles: roles as ProductRoles,
  });
  const conversations = all ? staff.conversations : perWorkspace;
  const clientOnly = shown.every((w) => w.sharedOnly);
  const effective = clientOnly ? { ...filters, status: '' as const } : filters;
  const list = applyFilters(conversations ?? [], effective, { uid: uid ?? '', now: Date.now() });
  const open = (conversations ?? []).find((c) => c.id === openId) ?? null;
  const command = useRef<(which: PanelCommand) => void>(() => undefined);

  // The keys work anywhere on the page except while typing.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      if (target?.closest('input, textarea, select, [contenteditable], dialog')) return;
      if (event.key === 'j' || event.key === 'k') {
        event.preventDefault();
        const next = stepFrom(list, openId, event.key === 'j' ? 1 : -1);
        if (next) onOpen(next);
      } else if (event.key === 'r' || event.key === 'e' || event.key === 'a') {
        event.preventDefault();
        command.current(event.key === 'r' ? 'reply' : event.key === 'e' ? 'done' : 'assign');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [list, openId, onOpen]);

  const workspaceOf = (c: Conversation) =>
    staff.workspaces.get(c.workspaceId) ?? workspaces.find((w) => w.id === c.workspaceId);
  // Across every workspace a conversation opens once its workspace is known (what may be done).
  const openWorkspace = open ? (workspaceOf(open) ?? (all ? null : shown[0])) : null;
  return (
    <div className="inbox" data-open={open ? 'true' : 'false'}>
      <PageHeader title={m.title} lead={clientOnly ? m.clientLead : m.lead} />
      <div className="inbox-toolbar">
        {workspaces.length > 1 ? (
          <WorkspaceSelect
            label={m.workspace}
            workspaces={
              showAll ? [{ id: ALL, name: _(m.allWorkspaces) }, ...workspaces] : workspaces
            }
            value={chosen}
            onChoose={onChoose}
          />
        ) : null}
        {clientOnly ? null : (
          <FilterBar
            filters={filters}
            onChange={onFilters}
            conversations={conversations ?? []}
            workspaceIds={shown.map((w) => w.id)}
          />
        )}
      </div>
      {clientOnly ? null : <p className="inbox-help">{_(m.shortcuts)}</p>}
      {/* X's direct messages need an API tier this app's grant does not have: said, not hidden. */}
      {!clientOnly && (filters.network === 'x' || conversations?.some((c) => c.network === 'x')) ? (
        <p className="form-info">{_(m.xTier)}</p>
      ) : null}
      {conversations === null ? (
        <Skeleton shape="list" count={4} />
      ) : (
        <div className="inbox-body">
          <ConversationList
            conversations={list}
            openId={openId}
            onOpen={onOpen}
            showWorkspace={all ? (c) => workspaceOf(c)?.name ?? '' : null}
            showUnread={!clientOnly}
            empty={clientOnly ? m.clientEmpty : m.empty}
            footer={
              all && !staff.end ? (
                <button
                  type="button"
                  className="button"
                  disabled={staff.loadingMore}
                  aria-busy={staff.loadingMore}
                  onClick={staff.more}
                >
                  {_(m.loadMore)}
                </button>
              ) : null
            }
          />
          {open && openWorkspace ? (
            <ConversationPanel
              key={open.id}
              conversation={open}
              workspace={openWorkspace}
              commands={command}
              onClose={() => onOpen(null)}
            />
          ) : (
            <p className="inbox-placeholder">{_(m.chooseConversation)}</p>
          )}
        </div>
      )}
    </div>
  );
}
