import { useLingui } from '@lingui/react';
import { decidePostApproval } from '../../firebase/posts/post-calls';
import type { PostMedia } from '../../firebase/posts/post-types';
import { postMediaUrl } from '../../firebase/posts/post-writes';
import type { ChannelState } from '../../lib/post-warnings';
import { trackAction } from '../../lib/telemetry/track';
import { ApprovalDecision, type Decision } from '../../ui/ApprovalDecision';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { ApprovedChanges } from '../../ui/TextDiff';
import { useLoad, valueOr } from '../../ui/use-load';
import { dashboard as m } from './messages';
import type { WorkspacePosts } from './overview';
import { PostLine } from './PostLine';

const labels = {
  comment: m.comment,
  approve: m.approve,
  requestChanges: m.requestChanges,
  commentRequired: m.commentRequired,
};

/** A post in review: approve it, or request changes with a comment. */
export function ApprovalCard({
  item,
  canDecide,
  channelName,
  channels,
  onDecided,
}: {
  item: WorkspacePosts;
  canDecide: boolean;
  channelName: (id: string) => string;
  /** The workspace's channels, to warn about those that need reconnecting. */
  channels: readonly ChannelState[];
  onDecided: () => void;
}) {
  const { _ } = useLingui();

  async function decide(decision: Decision, comment: string, requestId: string) {
    try {
      await decidePostApproval(item.workspaceId, item.post.id, requestId, decision, comment);
      notify(_(decision === 'approved' ? m.approved : m.changesRequested), 'success');
      trackAction(decision === 'approved' ? 'post_approved' : 'post_changes_requested');
      onDecided();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    }
  }

  return (
    <li className="card approval" data-post={item.post.id}>
      <PostLine item={item} channelName={channelName} channels={channels} />
      {item.post.media.length > 0 ? (
        <div className="approval-media">
          {item.post.media.map((media) => (
            <ApprovalMedia key={media.path} media={media} />
          ))}
        </div>
      ) : null}
      <ApprovedChanges approval={item.post.approval} text={item.post.text} />
      {canDecide ? (
        <ApprovalDecision labels={labels} onDecide={decide} />
      ) : (
        <p className="muted">{_(m.notApprover)}</p>
      )}
    </li>
  );
}

/** What the client is asked to approve includes its pictures: shown with their alt text. */
function ApprovalMedia({ media }: { media: PostMedia }) {
  const image = media.contentType.startsWith('image/');
  const url = valueOr<string | null>(
    useLoad(() => postMediaUrl(media.path), [media.path], { enabled: image, report: 'none' }).load,
    null,
  );
  if (!image) return <span className="approval-video">▶ {media.path.split('/').pop()}</span>;
  return url ? (
    <img
      src={url}
      alt={media.alt?.trim() ?? ''}
      width={media.width}
      height={media.height}
      data-approval-media={media.path}
    />
  ) : (
    <span className="thumb-placeholder" data-approval-media={media.path} aria-hidden="true" />
  );
}
