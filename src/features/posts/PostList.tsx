import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { Channel, Post } from '../../firebase/posts';
import { POST_STATUSES, type PostStatus } from '../../lib/schemas/posts';
import { NO_FILTERS, PERIODS, type Period, type PostFilters } from './filters';
import { formatInstant } from './format';
import { m, periodLabels, statusLabels } from './messages';

export function StatusBadge({ status }: { status: PostStatus }) {
  const { _ } = useLingui();
  return <span className={`badge badge-${status}`}>{_(statusLabels[status])}</span>;
}

export function FilterBar({
  filters,
  onChange,
  channels,
  authors,
  uid,
}: {
  filters: PostFilters;
  onChange: (next: PostFilters) => void;
  channels: Channel[];
  authors: string[];
  uid: string;
}) {
  const { _ } = useLingui();
  const active =
    filters.status !== 'all' ||
    filters.channelId !== 'all' ||
    filters.period !== 'all' ||
    filters.authorUid !== 'all';
  return (
    <fieldset className="posts-toolbar" style={{ border: 0, padding: 0 }}>
      <legend className="visually-hidden">{_(m.filters)}</legend>
      <label>
        {_(m.status)}
        <select
          value={filters.status}
          onChange={(e) =>
            onChange({ ...filters, status: e.target.value as PostFilters['status'] })
          }
        >
          <option value="all">{_(m.all)}</option>
          {POST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {_(statusLabels[status])}
            </option>
          ))}
        </select>
      </label>
      <label>
        {_(m.channel)}
        <select
          value={filters.channelId}
          onChange={(e) => onChange({ ...filters, channelId: e.target.value })}
        >
          <option value="all">{_(m.all)}</option>
          {channels.map((channel) => (
            <option key={channel.id} value={channel.id}>
              {channel.displayName}
            </option>
          ))}
        </select>
      </label>
      <label>
        {_(m.period)}
        <select
          value={filters.period}
          onChange={(e) => onChange({ ...filters, period: e.target.value as Period })}
        >
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {_(periodLabels[period])}
            </option>
          ))}
        </select>
      </label>
      <label>
        {_(m.author)}
        <select
          value={filters.authorUid}
          onChange={(e) => onChange({ ...filters, authorUid: e.target.value })}
        >
          <option value="all">{_(m.all)}</option>
          {authors.map((author) => (
            <option key={author} value={author}>
              {author === uid ? _(m.you) : author}
            </option>
          ))}
        </select>
      </label>
      {active ? (
        <button type="button" className="button" onClick={() => onChange(NO_FILTERS)}>
          {_(m.clearFilters)}
        </button>
      ) : null}
    </fieldset>
  );
}

/** Why each channel failed, in the network's words as the publisher recorded them. */
function Failures({ post, channelName }: { post: Post; channelName: (id: string) => string }) {
  const { _ } = useLingui();
  const failed = Object.entries(post.results).filter(([, r]) => r.status === 'failed' || r.error);
  if (failed.length === 0) return null;
  return (
    <ul className="post-failures">
      {failed.map(([channelId, result]) => (
        <li key={channelId}>
          {_({
            ...m.failedOn,
            values: { channel: channelName(channelId), reason: result.error ?? _(m.noReason) },
          })}
        </li>
      ))}
    </ul>
  );
}

// Disabled while its call is under way, so a double click sends one request; the server only
// re-queues a post whose every channel failed, so nothing already published goes out again.
function RetryButton({ post, onRetry }: { post: Post; onRetry: (post: Post) => Promise<void> }) {
  const { _ } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          onRetry(post).finally(() => setBusy(false));
        }}
      >
        {_(m.retry)}
      </button>
    </div>
  );
}

export function PostList({
  posts,
  channels,
  locale,
  viewerZone,
  onOpen,
  onRetry,
}: {
  posts: Post[];
  channels: Channel[];
  locale: string;
  viewerZone: string;
  onOpen: (post: Post) => void;
  /** Puts a failed post back in the queue; absent where the product does not allow it. */
  onRetry?: (post: Post) => Promise<void>;
}) {
  const { _ } = useLingui();
  const channelName = (id: string) => channels.find((c) => c.id === id)?.displayName ?? id;
  return (
    <ul className="post-list">
      {posts.map((post) => (
        <li key={post.id} className="post-item" data-post-id={post.id}>
          <header>
            <StatusBadge status={post.status} />
            <span>
              {post.scheduledAt ? (
                <time dateTime={post.scheduledAt.toISOString()}>
                  {formatInstant(post.scheduledAt, locale, viewerZone)}
                </time>
              ) : (
                _(m.notScheduled)
              )}
            </span>
            <span className="counter">{post.channelIds.map(channelName).join(', ')}</span>
            <button
              type="button"
              className="button"
              style={{ marginInlineStart: 'auto' }}
              onClick={() => onOpen(post)}
            >
              {_(m.edit)}
            </button>
          </header>
          <p className="post-text">{post.text}</p>
          {post.status === 'changes_requested' && post.approvalComment ? (
            <p>{_({ ...m.changesAsked, values: { comment: post.approvalComment } })}</p>
          ) : null}
          <Failures post={post} channelName={channelName} />
          {post.status === 'failed' && onRetry ? (
            <RetryButton post={post} onRetry={onRetry} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
