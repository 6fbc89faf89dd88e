// /review/:token, both variants: a reviewer without an account reads the posts of a review
// link in their language and time zone, types their name once, then approves, asks for
// changes or comments on each post. An ended link shows a kind page, not an error.

import { useLingui } from '@lingui/react';
import type { ReviewAction, ReviewPost } from '@model/schemas/review-links';
import { type CSSProperties, Suspense, useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { publicFileUrl } from '../../firebase/public-file';
import {
  actOnReviewLink,
  openReviewLink,
  type ReviewLinkView,
} from '../../firebase/review/review-links';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { PostPreview } from '../../ui/post-preview/PostPreview';
import { Spinner } from '../../ui/Spinner';
import { rm } from './messages';
import { ReviewImage, type ReviewItem, reviewItems } from './ReviewMedia';
import { outcomePost } from './review-outcomes';
import type { ReviewSlots } from './slots';
import { addReviewStyles } from './styles';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; view: ReviewLinkView };

const NAME_KEY = 'review.reviewerName';

export function ReviewPage({ Outcomes }: ReviewSlots) {
  addReviewStyles();
  const { _, i18n } = useLingui();
  const [path] = useLocation();
  const token = decodeURIComponent(path.split('/')[2] ?? '');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [name, setName] = useState(() => {
    try {
      return sessionStorage.getItem(NAME_KEY) ?? '';
    } catch {
      return '';
    }
  });
  const nameId = useId();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const refresh = () =>
    openReviewLink(token).then(
      (view) => setLoad({ state: 'ready', view }),
      (error: unknown) => {
        const code = (error as { code?: unknown } | null)?.code;
        // A malformed token is a link that cannot work: the same kind page as an ended one.
        if (code === 'functions/invalid-argument')
          setLoad({ state: 'ready', view: { status: 'expired' } });
        else setLoad({ state: 'failed' });
      },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token alone decides what loads
  useEffect(() => {
    refresh();
  }, [token]);
  // Live: staff's edits and comments and other reviewers' decisions move the link's pulse, and the
  // page reads the link again (a failed read keeps what is shown). The full SDK loads lazily.
  const pulseId = load.state === 'ready' ? load.view.pulseId : undefined;
  const pulseAt = load.state === 'ready' ? (load.view.pulseAt ?? 0) : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener per link; it keeps the newest time itself
  useEffect(() => {
    if (!pulseId) return;
    let stop: (() => void) | null = null;
    let open = true;
    import('../../firebase/review/review-pulse').then(({ watchReviewPulse }) => {
      if (!open) return;
      stop = watchReviewPulse(pulseId, pulseAt, () =>
        openReviewLink(token).then(
          (view) => setLoad({ state: 'ready', view }),
          () => undefined,
        ),
      );
    });
    return () => {
      open = false;
      stop?.();
    };
  }, [pulseId, token]);

  if (load.state === 'loading') return <Spinner />;
  if (load.state === 'failed') return <p className="empty">{_(rm.loadFailed)}</p>;
  const view = load.view;
  if (view.status !== 'active') {
    return (
      <section className="review-ended">
        <h1>{_(rm.expiredTitle)}</h1>
        <p className="lead">{_(rm.expiredLead)}</p>
      </section>
    );
  }
  const day = (iso: string | undefined) =>
    iso ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso)) : '';
  const posts = view.posts ?? [];

  // The workspace's white label: its colours (checked for contrast when set) and its logo.
  const label = view.whiteLabel ?? null;
  const wear = label
    ? ({
        '--brand': label.colour,
        '--brand-dark': label.colour,
        '--on-brand': label.textColour,
      } as CSSProperties)
    : undefined;

  return (
    <section className="review-page" style={wear} data-white-label={label ? '' : undefined}>
      {label ? (
        <div className="review-brand" style={{ background: label.colour, color: label.textColour }}>
          {label.logoPath ? (
            <img src={publicFileUrl(label.logoPath)} alt={label.agencyName} height={40} />
          ) : null}
          <strong>{label.agencyName}</strong>
        </div>
      ) : null}
      <header className="page-header">
        <h1>{_({ ...rm.pageTitle, values: { workspace: view.workspaceName ?? '' } })}</h1>
        <p className="lead">
          {_({ ...rm.pageLead, values: { from: day(view.from), to: day(view.to), zone } })}
        </p>
      </header>
      <label htmlFor={nameId}>{_(rm.yourName)}</label>
      <input
        id={nameId}
        value={name}
        maxLength={80}
        autoComplete="name"
        aria-describedby={`${nameId}-hint`}
        onChange={(e) => {
          setName(e.target.value);
          try {
            sessionStorage.setItem(NAME_KEY, e.target.value);
          } catch {
            // Private browsing may refuse storage: the name then lasts as long as the page.
          }
        }}
      />
      <p id={`${nameId}-hint`} className="hint">
        {_(rm.yourNameHint)}
      </p>
      {posts.length === 0 ? (
        <p className="empty">{_(rm.emptyPosts)}</p>
      ) : (
        byDay(posts, i18n.locale, _(rm.unscheduled)).map((group) => (
          <section key={group.day} className="review-day" aria-label={group.day}>
            <h2>{group.day}</h2>
            <ol className="review-posts">
              {group.posts.map((post) => (
                <ReviewCard
                  key={post.id}
                  Outcomes={Outcomes}
                  post={post}
                  token={token}
                  name={name}
                  workspaceName={view.workspaceName ?? ''}
                  onDone={refresh}
                />
              ))}
            </ol>
          </section>
        ))
      )}
    </section>
  );
}

/**
 * The posts grouped by the day they publish, in the reviewer's time zone (the browser's), in
 * time order as the server sorts them; the unscheduled come last under their own heading.
 */
function byDay(
  posts: ReviewPost[],
  locale: string,
  unscheduled: string,
): { day: string; posts: ReviewPost[] }[] {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  const groups: { day: string; posts: ReviewPost[] }[] = [];
  for (const post of posts) {
    const day = post.scheduledAt ? format.format(new Date(post.scheduledAt)) : unscheduled;
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.posts.push(post);
    else groups.push({ day, posts: [post] });
  }
  return groups;
}

function ReviewCard({
  Outcomes,
  post,
  token,
  name,
  workspaceName,
  onDone,
}: ReviewSlots & {
  post: ReviewPost;
  token: string;
  name: string;
  workspaceName: string;
  onDone: () => void;
}) {
  const { _, i18n } = useLingui();
  const id = useId();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const when = post.scheduledAt
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeStyle: 'short' }).format(
        new Date(post.scheduledAt),
      )
    : null;
  // The feeds' own short stamp, in the reviewer's time zone.
  const stamp = post.scheduledAt
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(post.scheduledAt),
      )
    : undefined;
  const media = reviewItems(post.media);
  const image = (item: ReviewItem, index: number) => (
    <ReviewImage item={item} token={token} postId={post.id} index={index} />
  );
  // A post without channels yet shows once, as the workspace's own.
  const previews =
    post.channels.length > 0
      ? post.channels.map((channel) => ({
          channel: {
            id: channel.id,
            provider: channel.provider,
            handle: channel.handle ?? '',
            displayName: channel.name,
            maxLength: channel.maxLength,
            avatarUrl: channel.avatarUrl ?? null,
          },
          text: channel.text,
        }))
      : [
          {
            channel: { id: 'post', provider: '', handle: '', displayName: workspaceName },
            text: post.text,
          },
        ];

  async function act(action: ReviewAction) {
    if (!name.trim()) {
      notify(_(rm.nameFirst), 'error');
      return;
    }
    if (action !== 'approve' && !comment.trim()) {
      notify(_(rm.needComment), 'error');
      document.getElementById(`${id}-comment`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await actOnReviewLink({
        token,
        postId: post.id,
        action,
        reviewerName: name.trim(),
        comment: comment.trim() || undefined,
      });
      setComment('');
      notify(_(rm.done), 'success');
      onDone();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="review-card card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="review-channels">
        {post.channels.map((channel) => channel.name).join(' · ')}
      </h3>
      <p className="review-status">
        {post.published ? (
          <strong>{_({ ...rm.wentOut, values: { status: post.status } })}</strong>
        ) : (
          <>
            <strong>{_({ ...rm.statusLabel, values: { status: post.status } })}</strong>{' '}
            {post.status === 'approved'
              ? _(rm.teamSchedules)
              : when
                ? _({ ...rm.when, values: { when } })
                : _(rm.unscheduled)}
          </>
        )}
      </p>
      <div className="review-previews">
        {previews.map(({ channel, text }) => (
          <figure key={channel.id} className="review-preview" data-review-preview="">
            <figcaption className="visually-hidden">
              {_({ ...rm.previewOn, values: { channel: channel.displayName } })}
            </figcaption>
            <PostPreview channel={channel} text={text} media={media} image={image} when={stamp} />
          </figure>
        ))}
      </div>
      {post.published && post.published.length > 0 ? (
        <Suspense fallback={null}>
          <Outcomes
            post={outcomePost(post)}
            channels={post.channels.map((channel) => ({
              id: channel.id,
              displayName: channel.name,
              status: 'connected' as const,
            }))}
          />
        </Suspense>
      ) : null}
      {post.comments.length > 0 ? (
        <section aria-labelledby={`${id}-comments`}>
          <h4 id={`${id}-comments`}>{_(rm.comments)}</h4>
          <ul className="review-comments">
            {post.comments.map((c) => (
              <li key={c.id}>
                <strong>{c.author}</strong>: {c.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <label htmlFor={`${id}-comment`}>{_(rm.comment)}</label>
      <textarea
        id={`${id}-comment`}
        value={comment}
        maxLength={2000}
        rows={3}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setComment(e.target.value)}
      />
      <p id={`${id}-hint`} className="hint">
        {_(rm.commentHint)}
      </p>
      <div className="review-actions">
        {post.status === 'in_review' ? (
          <>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => act('approve')}
            >
              {_(rm.approve)}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => act('request_changes')}
            >
              {_(rm.requestChanges)}
            </button>
          </>
        ) : null}
        <button type="button" className="button" disabled={busy} onClick={() => act('comment')}>
          {_(rm.addComment)}
        </button>
      </div>
    </li>
  );
}
