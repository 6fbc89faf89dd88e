// The composer's "Choose from library" dialog: the workspace's library, searchable, each item
// added to the post's media with its stored alt text and size (the post then counts among the
// item's usage once saved). Its own chunk, loaded when the button is first pressed.

import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { type LibraryEntry, libraryImageUrl, listLibrary } from '../../../../firebase/library';
import { filterLibrary, type LibraryFilter } from '../../../../lib/library-filter';
import { useModalDialog } from '../../../../ui/dialogs/use-modal-dialog';
import { errorSentence } from '../../../../ui/error-text';
import { notify } from '../../../../ui/notification-store';
import { Spinner } from '../../../../ui/Spinner';
import { useStyles } from '../../../../ui/styles';
import { useLoad, valueOr } from '../../../../ui/use-load';
import { addMedia, composer } from '../store';
import { useComposer } from '../use-composer';
import { lm } from './library-messages';

const PICKER_CSS = `
.library-picker{width:min(640px,96vw);max-height:90vh;border:1px solid var(--line);border-radius:var(--radius);padding:1rem 1.25rem}
.library-picker::backdrop{background:rgba(20,24,40,.45)}
.picker-toolbar{display:flex;flex-wrap:wrap;gap:.75rem;margin-bottom:.75rem}
.picker-toolbar label{display:flex;flex-direction:column;gap:.2rem;font-size:.9rem}
.picker-toolbar input,.picker-toolbar select{font:inherit;padding:.35rem .5rem;border:1px solid var(--line);border-radius:6px}
.picker-list{list-style:none;margin:0 0 1rem;padding:0;display:grid;gap:.5rem;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr))}
.picker-item{display:grid;gap:.3rem;width:100%;text-align:start;font:inherit;padding:.4rem;border:1px solid var(--line);border-radius:8px;background:var(--bg-raised);color:inherit;cursor:pointer}
.picker-item:disabled{opacity:.6;cursor:default}
.picker-item span{overflow-wrap:anywhere;font-size:.85rem}
.picker-thumb{aspect-ratio:4/3;display:flex;align-items:center;justify-content:center;background:var(--surface);border-radius:6px;overflow:hidden;font-size:1.5rem}
.picker-thumb img{width:100%;height:100%;object-fit:cover}
.picker-added{font-weight:600}
`;

/** Posts carry at most this many media (firestore.rules). */
const MEDIA_MAX = 10;

function Thumb({ item }: { item: LibraryEntry }) {
  const { load } = useLoad(() => libraryImageUrl(item), [item.id], {
    enabled: item.kind === 'image',
    report: 'none',
  });
  const url = valueOr<string | null>(load, null);
  return (
    <span className="picker-thumb" aria-hidden="true">
      {url ? <img src={url} alt="" /> : item.kind === 'image' ? '' : '▶'}
    </span>
  );
}

export function addFromLibrary(item: LibraryEntry): void {
  addMedia({
    key: `${item.path}#${crypto.randomUUID()}`,
    name: item.name,
    path: item.path,
    contentType: item.contentType,
    alt: item.alt,
    ...(item.width && item.height ? { width: item.width, height: item.height } : {}),
    progress: 1,
    previewUrl: null,
    uploading: false,
  });
}

export default function LibraryPicker({
  workspaceId,
  onClose,
}: {
  workspaceId: string;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const titleId = useId();
  const dialog = useModalDialog();
  useStyles('library-picker', PICKER_CSS);
  const { media } = useComposer();
  const { load } = useLoad(() => listLibrary(workspaceId), [workspaceId], {
    report: (error) =>
      notify(_({ ...lm.loadFailed, values: { reason: errorSentence(_, error) } }), 'error'),
  });
  const items = valueOr<LibraryEntry[]>(load, []).filter((item) => item.kind !== 'document');
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<LibraryFilter>('all');
  const shown = filterLibrary(items, query, kind);
  const full = media.length >= MEDIA_MAX;
  return (
    <dialog
      ref={dialog}
      className="library-picker"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h3 id={titleId}>{_(lm.title)}</h3>
      <search className="picker-toolbar">
        <label>
          {_(lm.search)}
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        <label>
          {_(lm.kind)}
          <select value={kind} onChange={(e) => setKind(e.target.value as LibraryFilter)}>
            <option value="all">{_(lm.all)}</option>
            <option value="image">{_(lm.images)}</option>
            <option value="video">{_(lm.videos)}</option>
          </select>
        </label>
      </search>
      {load.state === 'loading' ? <Spinner /> : null}
      {load.state === 'ready' && items.length === 0 ? <p className="empty">{_(lm.empty)}</p> : null}
      {items.length > 0 && shown.length === 0 ? <p className="empty">{_(lm.noMatch)}</p> : null}
      {full ? <p role="status">{_(lm.full)}</p> : null}
      <ul className="picker-list">
        {shown.map((item) => {
          const added = media.some((x) => x.path === item.path);
          return (
            <li key={item.id}>
              <button
                type="button"
                className="picker-item"
                disabled={added || full}
                data-library-pick={item.id}
                onClick={() => {
                  if (composer.media.length < MEDIA_MAX) addFromLibrary(item);
                }}
              >
                <Thumb item={item} />
                <span>{_({ ...lm.use, values: { name: item.name } })}</span>
                {added ? <span className="picker-added">{_(lm.added)}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="actions">
        <button type="button" className="button" onClick={onClose}>
          {_(lm.close)}
        </button>
      </div>
    </dialog>
  );
}
