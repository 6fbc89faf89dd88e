// Client review: the thread and the history beside a post, in the composer. The team (owners,
// editors, staff) sees and writes internal notes; a client's query asks for the others only,
// as the rules require. Each person deletes only their own comments.

import { useLingui } from '@lingui/react';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import {
  addComment,
  deleteComment,
  editComment,
  listActivity,
  listComments,
  listMentionable,
  type Mentionable,
  type PostActivity,
  type PostComment,
} from '../../firebase/posts/post-discussion';
import { reopenPost } from '../../firebase/review/review-links';
import { errorSentence } from '../../ui/error-text';
import { mailErrors } from '../../ui/mail-errors';
import { notify } from '../../ui/notification-store';
import { PersonAvatar } from '../../ui/people/PersonAvatar';
import { useStyles } from '../../ui/styles';
import { TextDiff } from '../../ui/TextDiff';
import { dm } from './discussion-messages';
import { MentionBox } from './MentionBox';
import { usePeople } from './use-people';

// The discussion travels wherever a post opens (the composer, the dashboard), so its styles
// travel with it rather than with the posts page.
const CSS = `
.post-discussion{display:grid;gap:.75rem;margin:0 1.25rem 1.25rem;padding-top:1rem;border-top:1px solid var(--line)}
.post-discussion h3,.post-discussion h4{margin:.25rem 0 0}
.discussion-comments,.discussion-history{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.discussion-comments>li{display:flex;flex-wrap:wrap;gap:.3rem .45rem;align-items:center;padding:.6rem .75rem;border:1px solid var(--line);border-radius:var(--radius);background:var(--surface);overflow-wrap:anywhere}
.discussion-comments>li small{color:var(--muted)}
.discussion-comments>li form{flex-basis:100%;display:grid;gap:.5rem}
.post-discussion>form{display:grid;gap:.5rem;padding:.75rem;border:1px solid var(--line);border-radius:var(--radius);background:var(--bg-raised)}
.post-discussion>form>label:first-child{font-weight:600}
.post-discussion>form>.button{justify-self:end}
.post-discussion .hint{margin:0;color:var(--muted);font-size:var(--text-sm)}
.post-discussion textarea{width:100%;min-height:4.5rem}
.discussion-history>li{font-size:var(--text-sm);color:var(--muted);padding:.15rem 0 .15rem .75rem;border-inline-start:2px solid var(--line)}
.discussion-reopen{padding:.6rem .75rem;border-radius:var(--radius);background:var(--info-soft);border:1px solid var(--info-line)}
`;

export function PostDiscussion({
  workspaceId,
  postId,
  uid,
  team,
  onReopen,
}: {
  workspaceId: string;
  postId: string;
  uid: string;
  /** Owners, editors and staff: they read and write internal notes. */
  team: boolean;
  /** Set for an approved post the person may edit: editing sends it back for approval. */
  onReopen?: () => void;
}) {
  const { _, i18n } = useLingui();
  const id = useId();
  const [comments, setComments] = useState<PostComment[] | null>(null);
  const [history, setHistory] = useState<PostActivity[] | null>(null);
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const [members, setMembers] = useState<Mentionable[]>([]);
  const people = usePeople(workspaceId);
  useStyles('discussion', CSS);
  useEffect(() => {
    // The picker is a help: without the list, typing @handle still mentions.
    listMentionable(workspaceId).then(setMembers, () => setMembers([]));
  }, [workspaceId]);

  // Read once: where the listener cannot run, and after one's own change when it failed.
  const load = useCallback(() => {
    Promise.all([listComments(workspaceId, postId, team), listActivity(workspaceId, postId)]).then(
      ([c, h]) => {
        setComments(c);
        setHistory(h);
      },
      () => notify(_(dm.loadFailed), 'error'),
    );
  }, [workspaceId, postId, team, _]);
  // Live: what someone else writes shows at once; a failed listener falls back to reading.
  const [live, setLive] = useState(true);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let left = false;
    import('../../firebase/posts/discussion-listener').then(({ watchDiscussion }) => {
      if (left) return;
      stop = watchDiscussion(workspaceId, postId, team, (discussion) => {
        if (discussion === null) {
          setLive(false);
          load();
          return;
        }
        setComments(discussion.comments);
        setHistory(discussion.history);
      });
    }, load);
    return () => {
      left = true;
      stop?.();
    };
  }, [workspaceId, postId, team, load]);
  const refresh = () => {
    if (!live) load();
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    try {
      await addComment(workspaceId, postId, text.trim(), team && internal);
      notify(_(dm.commentAdded), 'success');
      setText('');
      refresh();
    } catch (error) {
      notify(errorSentence(_, error, mailErrors), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function saveEdit(event: FormEvent) {
    event.preventDefault();
    if (!editing?.text.trim()) return;
    try {
      await editComment(workspaceId, postId, editing.id, editing.text.trim());
      notify(_(dm.commentSaved), 'success');
      setEditing(null);
      refresh();
    } catch (error) {
      notify(errorSentence(_, error, mailErrors), 'error');
    }
  }

  async function reopen() {
    try {
      await reopenPost(workspaceId, postId);
      notify(_(dm.reopened), 'success');
      onReopen?.();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    }
  }

  async function remove(commentId: string) {
    try {
      await deleteComment(workspaceId, postId, commentId);
      notify(_(dm.commentDeleted), 'success');
      refresh();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    }
  }

  const when = (ms: number | null) =>
    ms === null
      ? ''
      : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          ms,
        );

  return (
    <section className="post-discussion" aria-labelledby={`${id}-title`}>
      {onReopen ? (
        <p className="discussion-reopen">
          {_(dm.approvedNote)}{' '}
          <button type="button" className="button" onClick={reopen}>
            {_(dm.reopen)}
          </button>
        </p>
      ) : null}
      <h3 id={`${id}-title`}>{_(dm.title)}</h3>
      <h4>{_(dm.comments)}</h4>
      {comments !== null && comments.length === 0 ? <p>{_(dm.noComments)}</p> : null}
      <ul className="discussion-comments">
        {(comments ?? []).map((c) => (
          <li key={c.id}>
            <PersonAvatar
              name={c.authorName ?? people.get(c.authorUid ?? '')?.name ?? ''}
              photoURL={people.get(c.authorUid ?? '')?.photoURL}
              size={24}
            />{' '}
            <strong>
              {c.authorUid === uid
                ? _(dm.you)
                : (c.authorName ?? people.get(c.authorUid ?? '')?.name ?? _(dm.teamMember))}
            </strong>
            {c.internal ? <em> ({_(dm.internalTag)})</em> : null}: {c.text}{' '}
            <small>{when(c.createdAt)}</small>
            {c.authorUid === uid && editing?.id !== c.id ? (
              <>
                <button
                  type="button"
                  className="button"
                  onClick={() => setEditing({ id: c.id, text: c.text })}
                >
                  {_(dm.edit)}
                </button>
                <button type="button" className="button" onClick={() => remove(c.id)}>
                  {_(dm.remove)}
                </button>
              </>
            ) : null}
            {editing?.id === c.id ? (
              <form onSubmit={saveEdit}>
                <label htmlFor={`${id}-edit`}>{_(dm.editLabel)}</label>
                <MentionBox
                  id={`${id}-edit`}
                  value={editing.text}
                  members={members}
                  describedBy={`${id}-mention`}
                  onChange={(next) => setEditing({ id: c.id, text: next })}
                />
                <button type="submit" className="button">
                  {_(dm.save)}
                </button>
                <button type="button" className="button" onClick={() => setEditing(null)}>
                  {_(dm.cancel)}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
      <form onSubmit={send}>
        <label htmlFor={`${id}-new`}>{_(dm.newComment)}</label>
        <MentionBox
          id={`${id}-new`}
          describedBy={`${id}-mention`}
          value={text}
          members={members}
          onChange={setText}
        />
        <p id={`${id}-mention`} className="hint">
          {_(dm.mentionHint)}
        </p>
        {team ? (
          <label>
            <input
              type="checkbox"
              checked={internal}
              onChange={(e) => setInternal(e.target.checked)}
            />{' '}
            {_(dm.internal)}
          </label>
        ) : null}
        <button type="submit" className="button" disabled={busy || !text.trim()}>
          {_(dm.send)}
        </button>
      </form>
      <h4>{_(dm.history)}</h4>
      {history !== null && history.length === 0 ? <p>{_(dm.noHistory)}</p> : null}
      <ol className="discussion-history">
        {(history ?? []).map((entry, index, all) => {
          const previous = all
            .slice(0, index)
            .reverse()
            .find((earlier) => earlier.text !== null);
          const actor = people.get(entry.actorUid ?? '');
          return (
            <li key={entry.id}>
              <PersonAvatar
                name={entry.actorName || actor?.name || ''}
                photoURL={actor?.photoURL}
                size={20}
              />{' '}
              {_({
                ...dm.entry,
                values: {
                  type: entry.type,
                  who:
                    entry.actorUid === uid
                      ? _(dm.you)
                      : entry.actorName || actor?.name || _(dm.teamMember),
                  via: entry.via,
                  when: when(entry.at),
                },
              })}
              {entry.type === 'edited' && entry.text !== null ? (
                <details>
                  <summary>{_(dm.changes)}</summary>
                  <p className="discussion-diff">
                    <TextDiff before={previous?.text ?? ''} after={entry.text} />
                  </p>
                </details>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
