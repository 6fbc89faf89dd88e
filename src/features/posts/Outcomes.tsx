import { useLingui } from '@lingui/react';
import type { RetryEdit } from '@model/schemas/posts/posts';
import { useRef, useState } from 'react';
import type { Channel, Post } from '../../firebase/posts/post-types';
import { formatMoment } from '../../lib/time-format';
import { useStyles } from '../../ui/styles';
import { duplicateMessage } from './duplicate-messages';
import { m } from './messages';
import { canRetry, type OutcomeChannel, type OutcomePost, outcomesOf } from './post-outcomes';
import { RetryEditDialog } from './RetryEditDialog';
import { re } from './retry-edit-messages';

// With the outcomes wherever they show (posts, dashboard, a review link's page).
const CSS = `
.post-outcomes{margin:0;padding-inline-start:1.2rem;display:grid;gap:.2rem}
.post-outcomes [data-outcome="failed"],.post-outcomes [data-outcome="reconnect"],.post-outcomes [data-outcome="unconfirmed"],.post-outcomes [data-outcome="missing"]{color:var(--danger)}
.post-outcomes [data-outcome="published"]{color:var(--success)}
.post-outcomes [data-outcome="published"][data-warning]{color:var(--warning)}
.post-outcomes [data-outcome="published"][data-warning]::before{content:"▲ ";font-size:.8em}
`;

/**
 * Each network's outcome in words a user can act on, failures first, with the proof of publish
 * of each channel it went out on. The review page shows the same (src/app/ReviewRoute.tsx).
 */
export function Outcomes({
  post,
  channels,
}: {
  post: OutcomePost;
  channels: readonly OutcomeChannel[];
}) {
  useStyles('post-outcomes', CSS);
  const { _, i18n } = useLingui();
  const outcomes = outcomesOf(post, channels);
  if (outcomes.length === 0) return null;
  const name = (id: string) => channels.find((c) => c.id === id)?.displayName ?? id;
  return (
    <ul className="post-outcomes">
      {outcomes.map((outcome) => {
        const channel = name(outcome.channelId);
        return (
          <li
            key={outcome.channelId}
            data-outcome={outcome.kind}
            data-channel={outcome.channelId}
            // Published, but its first comment was not: a warning, never shown as a success.
            data-warning={
              outcome.kind === 'published' && outcome.commentFailed !== undefined ? '' : undefined
            }
          >
            {outcome.kind === 'published' ? (
              outcome.url?.startsWith('https://') ? (
                <a href={outcome.url} target="_blank" rel="noopener noreferrer">
                  {_({ ...m.viewOnNetwork, values: { channel } })}
                </a>
              ) : (
                _({ ...m.publishedOn, values: { channel } })
              )
            ) : outcome.kind === 'reconnect' ? (
              _({ ...m.failedReconnect, values: { channel } })
            ) : outcome.kind === 'duplicate' ? (
              _({ ...duplicateMessage, values: { channel } })
            ) : outcome.kind === 'unconfirmed' ? (
              _({ ...m.failedUnconfirmed, values: { channel } })
            ) : outcome.kind === 'missing' ? (
              _({ ...m.receiptMissing, values: { channel, id: outcome.receipt.externalId } })
            ) : (
              _({ ...m.failedPlain, values: { channel, reason: outcome.reason ?? _(m.noReason) } })
            )}
            {outcome.kind === 'published' && outcome.receipt ? (
              <span className="post-receipt" data-receipt={outcome.receipt.status}>
                {' '}
                {outcome.receipt.status === 'confirmed' && outcome.receipt.readAt
                  ? _({
                      ...m.receiptConfirmed,
                      values: {
                        when: formatMoment(outcome.receipt.readAt, i18n.locale),
                        id: outcome.receipt.externalId,
                      },
                    })
                  : outcome.receipt.waiting
                    ? _(m.receiptPending)
                    : null}
                {outcome.receipt.textMatches === false ? ` ${_(m.receiptTextDiffers)}` : null}
                {outcome.receipt.mediaFound !== null &&
                outcome.receipt.mediaFound !== outcome.receipt.mediaSent
                  ? ` ${_({
                      ...m.receiptMediaDiffers,
                      values: {
                        found: outcome.receipt.mediaFound,
                        sent: outcome.receipt.mediaSent,
                      },
                    })}`
                  : null}
              </span>
            ) : null}
            {outcome.kind === 'published' && outcome.commentFailed !== undefined ? (
              <>
                {' '}
                {_({
                  ...m.commentFailed,
                  values: { channel, reason: outcome.commentFailed ?? _(m.noReason) },
                })}
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

// One request id per button, so a repeated click (or a retried call) queues one retry; the
// button is also disabled while its call is under way. The server re-queues only channels that
// failed for sure, so nothing already published goes out again.
export function RetryButton({
  post,
  onRetry,
}: {
  post: Post;
  onRetry: (post: Post, requestId: string) => Promise<void>;
}) {
  const { _ } = useLingui();
  const [busy, setBusy] = useState(false);
  const requestId = useRef(crypto.randomUUID());
  const hint = `retry-hint-${post.id}`;
  return (
    <div className="post-retry">
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-describedby={hint}
        onClick={() => {
          setBusy(true);
          onRetry(post, requestId.current).finally(() => setBusy(false));
        }}
      >
        {_(m.retry)}
      </button>{' '}
      <span className="counter" id={hint}>
        {_(m.retryHint)}
      </span>
    </div>
  );
}

/** The outcomes of a post and, when `onRetry` is given and a failure can be retried, the
 * button that retries it. */
export function PostOutcomes({
  post,
  channels,
  onRetry,
}: {
  post: Post;
  channels: readonly Channel[];
  /** With `edit`, that channel alone is tried again with its new words; a refusal is thrown. */
  onRetry?: (post: Post, requestId: string, edit?: RetryEdit) => Promise<void>;
}) {
  const { _ } = useLingui();
  const [editing, setEditing] = useState<string | null>(null);
  const retryable = onRetry !== undefined && canRetry(post, channels);
  const name = (id: string) => channels.find((c) => c.id === id)?.displayName ?? id;
  // A channel that failed for sure may get new words before it is tried again.
  const editable = retryable
    ? outcomesOf(post, channels).filter(
        (outcome) => outcome.kind === 'failed' || outcome.kind === 'duplicate',
      )
    : [];
  return (
    <>
      <Outcomes post={post} channels={channels} />
      {retryable ? <RetryButton post={post} onRetry={onRetry} /> : null}
      {editable.length > 0 ? (
        <div className="post-retry">
          {editable.map((outcome) => (
            <button
              key={outcome.channelId}
              type="button"
              className="button"
              onClick={() => setEditing(outcome.channelId)}
            >
              {_({ ...re.open, values: { channel: name(outcome.channelId) } })}
            </button>
          ))}
        </div>
      ) : null}
      {onRetry && editing !== null ? (
        <RetryEditDialog
          post={post}
          channelId={editing}
          channel={name(editing)}
          onRetry={onRetry}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
