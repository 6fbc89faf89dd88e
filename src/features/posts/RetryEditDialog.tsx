// A failed channel's words edited before it is tried again: its text and thread parts, those the
// network already has shown but locked (the server refuses to change them too). A refusal is
// said inside the dialog, with its code.

import { useLingui } from '@lingui/react';
import type { RetryEdit } from '@model/schemas/posts/posts';
import { useId, useRef, useState } from 'react';
import type { Post } from '../../firebase/posts/post-types';
import { useModalDialog } from '../../ui/dialogs/use-modal-dialog';
import { errorKeyOf, errorSentence } from '../../ui/error-text';
import { re } from './retry-edit-messages';

/** The channel's words as its next attempt would send them: its own, else the post's. */
export function channelWords(post: Post, channelId: string): string[] {
  return [
    post.variants[channelId]?.text ?? post.text,
    ...(post.variantThreads?.[channelId] ?? post.thread ?? []),
  ];
}

export function RetryEditDialog({
  post,
  channelId,
  channel,
  onRetry,
  onClose,
}: {
  post: Post;
  channelId: string;
  channel: string;
  onRetry: (post: Post, requestId: string, edit: RetryEdit) => Promise<void>;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const ref = useModalDialog();
  const titleId = useId();
  const requestId = useRef(crypto.randomUUID());
  const out = post.results[channelId]?.confirmedParts ?? 0;
  const [words, setWords] = useState(() => channelWords(post, channelId));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; code: string } | null>(null);

  async function submit() {
    setBusy(true);
    setProblem(null);
    const [text = '', ...parts] = words;
    try {
      await onRetry(post, requestId.current, {
        channelId,
        text,
        ...(parts.length > 0 ? { thread: parts.map((part) => ({ text: part })) } : {}),
      });
      onClose();
    } catch (error) {
      setProblem({
        text: errorSentence(_, error, {
          'failed-precondition': { ...re.publishedRefused, values: { channel } },
        }),
        code: errorKeyOf(error),
      });
      // A new request: the refused one is remembered by the server as refused.
      requestId.current = crypto.randomUUID();
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="retry-edit"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id={titleId}>{_({ ...re.title, values: { channel } })}</h2>
        <p className="form-info">{_({ ...re.lead, values: { channel } })}</p>
        {words.map((text, index) => {
          const id = `${titleId}-part-${index}`;
          const locked = index < out;
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts have no id; their place is their identity
            <div className="posts-field" key={index}>
              <label htmlFor={id}>
                {_({ ...(locked ? re.published : re.part), values: { number } })}
              </label>
              <textarea
                id={id}
                rows={3}
                value={text}
                readOnly={locked}
                required
                onChange={(event) =>
                  setWords(words.map((w, i) => (i === index ? event.target.value : w)))
                }
              />
            </div>
          );
        })}
        {problem ? (
          <p className="form-error" role="alert">
            {problem.text} <small className="error-code">{problem.code}</small>
          </p>
        ) : null}
        <div className="actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {_(re.cancel)}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {_(re.submit)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
