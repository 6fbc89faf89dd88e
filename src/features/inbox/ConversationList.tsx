// The inbox's list: one row per conversation (a thread), with the post it answers, the newest
// words, its kind, network and unread count. The open one is marked; a row is a button. A footer
// (the staff's "show older") ends the list, also when the pages loaded so far show nothing.

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Conversation } from '../../firebase/inbox/inbox-types';
import { NetworkLogo } from '../../ui/NetworkLogo';
import { m } from './messages';

export function ConversationList({
  conversations,
  openId,
  onOpen,
  showWorkspace,
  showUnread,
  empty,
  footer = null,
}: {
  conversations: readonly Conversation[];
  openId: string | null;
  onOpen: (id: string) => void;
  showWorkspace: ((c: Conversation) => string) | null;
  /** The team's unread counts (a client's list leaves them out: they are the team's). */
  showUnread: boolean;
  empty: MessageDescriptor;
  footer?: ReactNode;
}) {
  const { _, i18n } = useLingui();
  if (conversations.length === 0) {
    if (!footer) return <p className="empty-state inbox-list">{_(empty)}</p>;
    return (
      <div className="inbox-list">
        <p className="empty-state">{_(empty)}</p>
        {footer}
      </div>
    );
  }
  return (
    <ul className="inbox-list" aria-label={_(m.conversations)}>
      {conversations.map((c) => (
        <li key={`${c.workspaceId}/${c.id}`}>
          <button
            type="button"
            className="inbox-row"
            data-conversation={c.id}
            aria-current={c.id === openId ? 'true' : undefined}
            onClick={() => onOpen(c.id)}
          >
            <span className="inbox-row-head">
              <NetworkLogo provider={c.network} />
              <strong>{c.lastAuthor}</strong>
              <span className="badge">{_({ ...m.kindName, values: { kind: c.kind } })}</span>
              {showUnread && c.unread > 0 ? (
                <span className="badge badge-unread">
                  {_({ ...m.unread, values: { count: c.unread } })}
                </span>
              ) : null}
              <time dateTime={new Date(c.lastAt).toISOString()}>
                {i18n.date(new Date(c.lastAt), { dateStyle: 'short', timeStyle: 'short' })}
              </time>
            </span>
            <span className="inbox-row-text">{c.lastText}</span>
            {c.subject && c.kind === 'comment' ? (
              <span className="inbox-row-post">
                {_({ ...m.inReplyTo, values: { subject: c.subject } })}
              </span>
            ) : null}
            {showWorkspace || c.labels.length > 0 ? (
              <span className="inbox-row-tags">
                {showWorkspace ? <span>{showWorkspace(c)}</span> : null}
                {c.labels.map((label) => (
                  <span key={label} className="badge">
                    {label}
                  </span>
                ))}
              </span>
            ) : null}
          </button>
        </li>
      ))}
      {footer ? <li>{footer}</li> : null}
    </ul>
  );
}
