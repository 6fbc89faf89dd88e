// Hashtag groups and templates in the composer: the workspace's saved snippets, each inserted
// into the post's text at the cursor (replacing a selection), and a small form to save a new one,
// edit one (rename it, change its text or kind) or delete one. Those who may write posts manage
// them, as the rules allow (and check every write: snippet-edit.ts uses the same schema).

import { useLingui } from '@lingui/react';
import {
  insertSnippet,
  SNIPPET_KINDS,
  SNIPPET_NAME_MAX,
  SNIPPET_TEXT_MAX,
  type SnippetKind,
} from '@model/schemas/snippets';
import { useEffect, useId, useRef, useState } from 'react';
import { deleteSnippet, listSnippets, type Snippet, saveSnippet } from '../../../firebase/snippets';
import { errorSentence } from '../../../ui/error-text';
import { notify } from '../../../ui/notification-store';
import { draftOf, emptyDraft, type SnippetDraft, submission } from './snippet-edit';
import { sm } from './snippet-messages';
import { composer, setText } from './store';

/** The post's text box: the composer's one field marked as the text. */
function textBox(from: HTMLElement | null): HTMLTextAreaElement | null {
  return from?.closest('form')?.querySelector('[data-field="text"] textarea') ?? null;
}

export function SnippetsPanel({
  workspaceId,
  uid,
  editable,
}: {
  workspaceId: string;
  uid: string;
  editable: boolean;
}) {
  const { _ } = useLingui();
  const id = useId();
  const root = useRef<HTMLDetailsElement>(null);
  const [snippets, setSnippets] = useState<Snippet[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<SnippetDraft>(emptyDraft('hashtags'));
  // The saved snippet the form edits, or null for a new one.
  const [editing, setEditing] = useState<Snippet | null>(null);
  const nameBox = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState(false);
  const [busy, setBusy] = useState(false);

  const reload = () =>
    listSnippets(workspaceId).then(
      (found) => {
        setSnippets(found);
        setFailed(false);
      },
      () => setFailed(true),
    );
  // Read once the panel is first opened, so a composer that never needs them reads nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload reads the workspace only
  useEffect(() => {
    if (open && snippets === null) void reload();
  }, [open, snippets, workspaceId]);

  const insert = (snippet: Snippet) => {
    const box = textBox(root.current);
    const start = box?.selectionStart ?? composer.text.length;
    const end = box?.selectionEnd ?? start;
    const next = insertSnippet(composer.text, start, end, snippet.text);
    setText(next.text);
    notify(_({ ...sm.inserted, values: { name: snippet.name } }));
    // After the text re-renders, the cursor goes back to the text, just after the snippet.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  const startEdit = (snippet: Snippet) => {
    setEditing(snippet);
    setDraft(draftOf(snippet));
    setProblem(false);
    requestAnimationFrame(() => nameBox.current?.focus());
  };

  const stopEdit = () => {
    setEditing(null);
    setDraft(emptyDraft(draft.kind));
    setProblem(false);
  };

  const save = async () => {
    const next = submission(draft, editing);
    if (next.kind === 'invalid') {
      setProblem(true);
      return;
    }
    if (next.kind === 'unchanged') {
      stopEdit();
      return;
    }
    setBusy(true);
    try {
      await saveSnippet(workspaceId, uid, next.id, next.input);
      setDraft(emptyDraft(draft.kind));
      setEditing(null);
      setProblem(false);
      notify(_(next.id ? sm.updated : sm.saved));
      await reload();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const remove = async (snippet: Snippet) => {
    setBusy(true);
    try {
      await deleteSnippet(workspaceId, snippet.id);
      notify(_(sm.removed));
      await reload();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const kindLabel = (kind: SnippetKind) => _(kind === 'template' ? sm.template : sm.hashtags);

  return (
    <details
      ref={root}
      className="posts-field snippets"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{_(sm.title)}</summary>
      {failed ? <p role="alert">{_(sm.loadFailed)}</p> : null}
      {snippets && snippets.length === 0 ? <p className="form-info">{_(sm.empty)}</p> : null}
      {snippets && snippets.length > 0 ? (
        <ul className="snippet-list">
          {snippets.map((snippet) => (
            <li key={snippet.id}>
              <span>
                <strong>{snippet.name}</strong> <small>({kindLabel(snippet.kind)})</small>{' '}
                <span className="snippet-text">{snippet.text}</span>
              </span>
              <button
                type="button"
                className="button"
                disabled={!editable}
                onClick={() => insert(snippet)}
              >
                {_({ ...sm.insert, values: { name: snippet.name } })}
              </button>
              {editable ? (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-pressed={editing?.id === snippet.id}
                  onClick={() => startEdit(snippet)}
                >
                  {_({ ...sm.edit, values: { name: snippet.name } })}
                </button>
              ) : null}
              {editable ? (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => void remove(snippet)}
                >
                  {_({ ...sm.remove, values: { name: snippet.name } })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {editable ? (
        <fieldset className="snippet-form">
          <legend>
            {editing ? _({ ...sm.editTitle, values: { name: editing.name } }) : _(sm.newTitle)}
          </legend>
          <label htmlFor={`${id}-name`}>{_(sm.name)}</label>
          <input
            ref={nameBox}
            id={`${id}-name`}
            value={draft.name}
            maxLength={SNIPPET_NAME_MAX}
            aria-invalid={problem && draft.name.trim() === '' ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
          <label htmlFor={`${id}-kind`}>{_(sm.kind)}</label>
          <select
            id={`${id}-kind`}
            value={draft.kind}
            onChange={(event) => setDraft({ ...draft, kind: event.target.value as SnippetKind })}
          >
            {SNIPPET_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-text`}>{_(sm.text)}</label>
          <textarea
            id={`${id}-text`}
            rows={2}
            value={draft.text}
            maxLength={SNIPPET_TEXT_MAX}
            aria-invalid={problem && draft.text.trim() === '' ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
          />
          {problem ? (
            <p id={`${id}-problem`} role="alert">
              {_(sm.invalid)}
            </p>
          ) : null}
          <button type="button" className="button" disabled={busy} onClick={() => void save()}>
            {_(editing ? sm.saveChanges : sm.save)}
          </button>
          {editing ? (
            <button type="button" className="button" disabled={busy} onClick={stopEdit}>
              {_(sm.cancelEdit)}
            </button>
          ) : null}
        </fieldset>
      ) : null}
    </details>
  );
}
