// /review/:token, both variants: a reviewer without an account reads the posts of a review
// link in their language and time zone, types their name once, then approves, asks for
// changes or comments on each post. An ended link shows a kind page, not an error.

import { useLingui } from '@lingui/react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { actOnReviewLink, openReviewLink, type ReviewLinkView } from '../../firebase/review-links';
import type { ReviewAction, ReviewPost } from '../../lib/schemas/review-links';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { Spinner } from '../../ui/Spinner';
import { rm } from './messages';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; view: ReviewLinkView };

const NAME_KEY = 'review.reviewerName';

export function ReviewPage() {
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

  return (
    <section className="review-page">
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
        <ol className="review-posts">
          {posts.map((post) => (
            <ReviewCard key={post.id} post={post} token={token} name={name} onDone={refresh} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ReviewCard({
  post,
  token,
  name,
  onDone,
}: {
  post: ReviewPost;
  token: string;
  name: string;
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
      <h2 id={`${id}-title`} className="review-channels">
        {post.channels.map((channel) => channel.name).join(' · ')}
      </h2>
      <p className="review-status">
        <strong>{_({ ...rm.statusLabel, values: { status: post.status } })}</strong>{' '}
        {when ? _({ ...rm.when, values: { when } }) : _(rm.unscheduled)}
      </p>
      <p className="review-text">{post.text}</p>
      {post.media.length > 0 ? (
        <ul className="review-media">
          {post.media.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: media items have no id; order is fixed
            <li key={index}>{_({ ...rm.media, values: { kind: item.kind, alt: item.alt } })}</li>
          ))}
        </ul>
      ) : null}
      {post.comments.length > 0 ? (
        <section aria-labelledby={`${id}-comments`}>
          <h3 id={`${id}-comments`}>{_(rm.comments)}</h3>
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
