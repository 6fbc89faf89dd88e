import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { decidePostApproval } from '../../firebase/post-calls';
import type { PostMedia } from '../../firebase/post-types';
import { postMediaUrl } from '../../firebase/post-writes';
import { trackAction } from '../../lib/telemetry/track';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { dashboard as m } from './messages';
import type { WorkspacePosts } from './overview';
import { PostLine } from './PostLine';

/** A post in review: approve it, or request changes with a comment. */
export function ApprovalCard({
  item,
  canDecide,
  channelName,
  onDecided,
}: {
  item: WorkspacePosts;
  canDecide: boolean;
  channelName: (id: string) => string;
  onDecided: () => void;
}) {
  const { _ } = useLingui();
  const id = useId();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // One key per decision: a retry after a lost reply cannot decide twice.
  const requestIds = useRef<Record<string, string>>({});

  async function decide(decision: 'approved' | 'changes_requested') {
    if (decision === 'changes_requested' && comment.trim() === '') {
      setProblem(_(m.commentRequired));
      document.getElementById(`${id}-comment`)?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    requestIds.current[decision] ??= crypto.randomUUID();
    try {
      await decidePostApproval(
        item.workspaceId,
        item.post.id,
        requestIds.current[decision],
        decision,
        comment.trim(),
      );
      notify(_(decision === 'approved' ? m.approved : m.changesRequested), 'success');
      trackAction(decision === 'approved' ? 'post_approved' : 'post_changes_requested');
      onDecided();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="card approval" data-post={item.post.id}>
      <PostLine item={item} channelName={channelName} />
      {item.post.media.length > 0 ? (
        <div className="approval-media">
          {item.post.media.map((media) => (
            <ApprovalMedia key={media.path} media={media} />
          ))}
        </div>
      ) : null}
      {canDecide ? (
        <div className="form">
          <label htmlFor={`${id}-comment`}>{_(m.comment)}</label>
          <textarea
            id={`${id}-comment`}
            rows={2}
            maxLength={2000}
            value={comment}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          {problem ? (
            <span className="field-error" id={`${id}-problem`}>
              {problem}
            </span>
          ) : null}
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => decide('approved')}
            >
              {_(m.approve)}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => decide('changes_requested')}
            >
              {_(m.requestChanges)}
            </button>
          </div>
        </div>
      ) : (
        <p className="muted">{_(m.notApprover)}</p>
      )}
    </li>
  );
}

/** What the client is asked to approve includes its pictures: shown with their alt text. */
function ApprovalMedia({ media }: { media: PostMedia }) {
  const [url, setUrl] = useState<string | null>(null);
  const image = media.contentType.startsWith('image/');
  useEffect(() => {
    if (!image) return;
    let current = true;
    postMediaUrl(media.path).then(
      (found) => current && setUrl(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [media.path, image]);
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
