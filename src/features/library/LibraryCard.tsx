import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import {
  deleteLibraryItem,
  type LibraryEntry,
  libraryImageUrl,
  updateLibraryItem,
} from '../../firebase/library';
import { firebaseErrorCode } from '../../lib/call-error';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { useLoad, valueOr } from '../../ui/use-load';
import { m } from './messages';

/** One file: its thumbnail, size and usage, and (for editors) edit and delete. */
export function LibraryCard({
  workspaceId,
  item,
  canEdit,
  onChanged,
}: {
  workspaceId: string;
  item: LibraryEntry;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const { _ } = useLingui();
  const image = item.kind === 'image';
  const { load } = useLoad(() => libraryImageUrl(item), [item.thumbPath, item.path], {
    enabled: image,
    report: 'none',
  });
  const url = valueOr<string | null>(load, null);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(item.name);
  const [alt, setAlt] = useState(item.alt);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    try {
      await updateLibraryItem(workspaceId, item.id, { name: name.trim(), alt: alt.trim() });
      notify(_(m.saved), 'success');
      setEditing(false);
      onChanged();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteLibraryItem(workspaceId, item.id);
      notify(_({ ...m.deleted, values: { name: item.name } }), 'success');
      onChanged();
    } catch (error) {
      // In use: the server refuses; say so in words rather than the server's code.
      const text =
        firebaseErrorCode(error) === 'failed-precondition'
          ? _({ ...m.inUse, values: { name: item.name } })
          : errorSentence(_, error);
      notify(text, 'error');
      onChanged();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <li className="library-card" data-library-item={item.id}>
      <div className="library-thumb">
        {image && url ? (
          <img src={url} alt={item.alt} loading="lazy" />
        ) : (
          <span aria-hidden="true">{image ? '' : '▶'}</span>
        )}
      </div>
      <div className="library-facts">
        <strong className="library-name">{item.name}</strong>
        {item.width && item.height ? (
          <span data-dimensions>
            {_({ ...m.dimensions, values: { width: item.width, height: item.height } })}
          </span>
        ) : item.kind === 'video' ? (
          <span>{_(m.video)}</span>
        ) : null}
        <span data-usage={item.usage}>{_({ ...m.usage, values: { count: item.usage } })}</span>
        <span className={item.alt ? 'library-alt' : 'library-alt missing'}>
          {item.alt || _(m.noAlt)}
        </span>
      </div>
      {canEdit && editing ? (
        <form onSubmit={save} className="library-edit">
          <label>
            {_(m.name)}
            <input
              value={name}
              maxLength={200}
              required
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <label>
            {_(m.alt)}
            <textarea
              value={alt}
              maxLength={1000}
              rows={2}
              onChange={(e) => setAlt(e.target.value)}
            />
          </label>
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {_(m.save)}
            </button>
            <button type="button" className="button" onClick={() => setEditing(false)}>
              {_(m.cancel)}
            </button>
          </div>
        </form>
      ) : null}
      {canEdit && !editing ? (
        <div className="actions">
          <button
            type="button"
            className="button"
            aria-label={_({ ...m.edit, values: { name: item.name } })}
            onClick={() => setEditing(true)}
          >
            {_(m.editShort)}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-label={_({ ...m.delete, values: { name: item.name } })}
            onClick={() => setConfirming(true)}
          >
            {_(m.deleteShort)}
          </button>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          text={_({ ...m.deleteConfirm, values: { name: item.name } })}
          busy={busy}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
