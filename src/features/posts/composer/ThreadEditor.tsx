import { useLingui } from '@lingui/react';
import { POST_TEXT_MAX, POST_THREAD_PARTS_MAX } from '@model/schemas/posts/posts';
import { t } from '../queue/messages';
import { addThreadPart, removeThreadPart, setThreadPart } from './store';
import { useComposer } from './use-composer';

/** The thread's follow-up parts, after the post's own text: one text box each. */
export function ThreadEditor({ idPrefix, editable }: { idPrefix: string; editable: boolean }) {
  const { _ } = useLingui();
  const { thread } = useComposer();
  const parts = thread ?? [];
  return (
    <fieldset className="thread-editor" data-field="thread" disabled={!editable}>
      <legend>{_(t.thread)}</legend>
      <p className="form-info">{_(t.threadHint)}</p>
      <ol>
        {parts.map((text, index) => {
          const number = index + 2;
          const id = `${idPrefix}-thread-${index}`;
          const empty = text.trim() === '';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts have no id; their place is their identity
            <li key={index}>
              <label htmlFor={id}>{_({ ...t.part, values: { number } })}</label>
              <textarea
                id={id}
                rows={3}
                maxLength={POST_TEXT_MAX}
                value={text}
                aria-invalid={empty || undefined}
                aria-describedby={empty ? `${id}-empty` : undefined}
                onChange={(event) => setThreadPart(index, event.target.value)}
              />
              {empty ? (
                <span id={`${id}-empty`} className="form-info">
                  {_(t.emptyPart)}
                </span>
              ) : null}
              <button type="button" className="button" onClick={() => removeThreadPart(index)}>
                {_({ ...t.removePart, values: { number } })}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button"
        disabled={parts.length >= POST_THREAD_PARTS_MAX}
        onClick={() => addThreadPart()}
      >
        {_(t.addPart)}
      </button>
    </fieldset>
  );
}
