import { useLingui } from '@lingui/react';
import { formatList } from '../../lib/list-format';
import type { ChannelState } from '../../lib/post-warnings';
import { ReconnectWarning } from '../../ui/ReconnectWarning';
import { ScheduleTime } from '../../ui/ScheduleTime';
import { postStatus } from './messages';
import type { WorkspacePosts } from './overview';

/** One post in a list: its text cut short, when, where and its status. */
export function PostLine({
  item,
  channelName,
  channels = [],
}: {
  item: WorkspacePosts;
  channelName: (id: string) => string;
  /** The workspace's channels, to warn about those that need reconnecting. */
  channels?: readonly ChannelState[];
}) {
  const { _, i18n } = useLingui();
  const { post } = item;
  const status = postStatus[post.status] as { id: string; message: string } | undefined;
  const zone = item.timeZone ?? post.timeZone ?? 'UTC';
  return (
    <>
      <p className="post-text">
        {post.text.length > 140 ? `${post.text.slice(0, 140)}…` : post.text}
      </p>
      <p className="muted">
        {post.scheduledAt ? <ScheduleTime at={post.scheduledAt} zone={zone} /> : '—'} ·{' '}
        {item.workspaceName} · {formatList(i18n.locale, post.channelIds.map(channelName))}{' '}
        <span className={`badge status-${post.status}`}>{status ? _(status) : post.status}</span>
      </p>
      <ReconnectWarning post={post} channels={channels} />
    </>
  );
}
