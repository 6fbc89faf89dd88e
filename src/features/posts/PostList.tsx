import { useLingui } from '@lingui/react';
import { POST_STATUSES, type PostStatus, type RetryEdit } from '@model/schemas/posts/posts';
import type { ReactNode } from 'react';
import type { Channel, Post } from '../../firebase/posts/post-types';
import { formatList } from '../../lib/list-format';
import { NetworkMarks } from '../../ui/NetworkLogo';
import { ReconnectWarning } from '../../ui/ReconnectWarning';
import { ScheduleTime, scheduleSentence } from '../../ui/ScheduleTime';
import { hasFilters, NO_FILTERS, PERIODS, type Period, type PostFilters } from './filters';
import { MediaThumb } from './MediaThumb';
import { m, periodLabels, statusLabels } from './messages';
import { PostOutcomes } from './Outcomes';
import { PostMarks } from './PostMarks';
import type { PeopleByUid } from './use-people';

export function StatusBadge({ status }: { status: PostStatus }) {
  const { _ } = useLingui();
  return <span className={`badge badge-${status}`}>{_(statusLabels[status])}</span>;
}

export function FilterBar({
  filters,
  onChange,
  channels,
  authors,
  people,
  uid,
  showPeriod = true,
}: {
  filters: PostFilters;
  onChange: (next: PostFilters) => void;
  channels: readonly Channel[];
  authors: readonly string[];
  /** Who each author is, so the filter names people, never their ids. */
  people: PeopleByUid;
  uid: string;
  /** The calendar shows its own days, so it has no period filter. */
  showPeriod?: boolean;
}) {
  const { _ } = useLingui();
  const active = hasFilters(filters);
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
      {showPeriod ? (
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
      ) : null}
      <label>
        {_(m.author)}
        <select
          value={filters.authorUid}
          onChange={(e) => onChange({ ...filters, authorUid: e.target.value })}
        >
          <option value="all">{_(m.all)}</option>
          {authors.map((author) => (
            <option key={author} value={author}>
              {author === uid
                ? _(m.you)
                : // Until the people have loaded (a workspace always has one), no one is named
                  // as gone.
                  people.size === 0
                  ? '…'
                  : (people.get(author)?.name ?? _(m.formerMember))}
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

export function PostList({
  posts,
  channels,
  locale,
  viewerZone,
  workspaceZone,
  onOpen,
  onRetry,
  actions,
  notice,
  selection,
}: {
  posts: readonly Post[];
  channels: readonly Channel[];
  locale: string;
  viewerZone: string;
  /** The workspace's zone: schedule times are written in it. */
  workspaceZone: string;
  onOpen: (post: Post) => void;
  /** Puts a failed post's failed channels back in the queue; absent where the user may not. */
  onRetry?: (post: Post, requestId: string, edit?: RetryEdit) => Promise<void>;
  /** More buttons in a post's header (publish now). */
  actions?: (post: Post) => ReactNode;
  /** A line under the header (an approved post that is not scheduled yet). */
  notice?: (post: Post) => ReactNode;
  /** Posts chosen for an action on many (cancel, delete); absent where the user may not. */
  selection?: {
    chosen: ReadonlySet<string>;
    may: (post: Post) => boolean;
    toggle: (id: string) => void;
  };
}) {
  const { _ } = useLingui();
  const channelName = (id: string) => channels.find((c) => c.id === id)?.displayName ?? id;
  return (
    <ul className="post-list">
      {posts.map((post) => (
        <li key={post.id} className="post-item" data-post-id={post.id}>
          <header>
            {selection?.may(post) ? (
              <input
                type="checkbox"
                className="post-select"
                aria-label={`${_(m.select)}: ${post.text.slice(0, 40)}`}
                checked={selection.chosen.has(post.id)}
                onChange={() => selection.toggle(post.id)}
              />
            ) : null}
            <StatusBadge status={post.status} />
            <span>
              {post.scheduledAt ? (
                <ScheduleTime at={post.scheduledAt} zone={workspaceZone} ownZone={viewerZone} />
              ) : (
                _(m.notScheduled)
              )}
            </span>
            {post.status === 'scheduled' &&
            post.expectedAt &&
            post.scheduledAt &&
            post.expectedAt > post.scheduledAt ? (
              <span className="form-info" data-expected-at={post.expectedAt.toISOString()}>
                {_({
                  ...m.expectedAt,
                  values: {
                    time: scheduleSentence(_, post.expectedAt, locale, workspaceZone, viewerZone),
                  },
                })}
              </span>
            ) : null}
            <PostMarks post={post} zone={workspaceZone} />
            <span className="post-channels">
              <NetworkMarks channelIds={post.channelIds} channels={channels} />
              <span className="counter">
                {formatList(locale, post.channelIds.map(channelName))}
              </span>
            </span>
            <button
              type="button"
              className="button post-open"
              aria-label={`${_(m.edit)}: ${post.text.slice(0, 40)}`}
              onClick={() => onOpen(post)}
            >
              {_(m.edit)}
            </button>
            {actions?.(post)}
          </header>
          <ReconnectWarning post={post} channels={channels} />
          {notice?.(post)}
          <div className="post-body">
            <p className="post-text">{post.text}</p>
            {post.media.length > 0 ? (
              <div className="post-media">
                {post.media.map((item) => (
                  <MediaThumb key={item.path} item={item} />
                ))}
              </div>
            ) : null}
          </div>
          {post.status === 'changes_requested' && post.approvalComment ? (
            <p>{_({ ...m.changesAsked, values: { comment: post.approvalComment } })}</p>
          ) : null}
          <PostOutcomes post={post} channels={channels} onRetry={onRetry} />
        </li>
      ))}
    </ul>
  );
}
