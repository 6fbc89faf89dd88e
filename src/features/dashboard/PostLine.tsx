import { useLingui } from '@lingui/react';
import { formatList } from '../../lib/list-format';
import { dashboard as m, postStatus } from './messages';
import type { WorkspacePosts } from './overview';

/** One post in a list: its text cut short, when, where and its status. */
export function PostLine({
  item,
  channelName,
}: {
  item: WorkspacePosts;
  channelName: (id: string) => string;
}) {
  const { _, i18n } = useLingui();
  const { post } = item;
  const when = post.scheduledAt
    ? new Intl.DateTimeFormat(i18n.locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: post.timeZone ?? undefined,
      }).format(post.scheduledAt)
    : '—';
  const status = postStatus[post.status] as { id: string; message: string } | undefined;
  return (
    <>
      <p className="post-text">
        {post.text.length > 140 ? `${post.text.slice(0, 140)}…` : post.text}
      </p>
      <p className="muted">
        {_({ ...m.scheduledFor, values: { date: when, workspace: item.workspaceName } })} ·{' '}
        {formatList(i18n.locale, post.channelIds.map(channelName))}{' '}
        <span className={`badge status-${post.status}`}>{status ? _(status) : post.status}</span>
      </p>
    </>
  );
}
