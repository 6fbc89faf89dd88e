import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { type LibraryEntry, listLibrary } from '../../firebase/library';
import { filterLibrary, type LibraryFilter } from '../../lib/library-filter';
import { Spinner } from '../../ui/Spinner';
import { useLoad, valueOr } from '../../ui/use-load';
import { LibraryCard } from './LibraryCard';
import { LibraryUpload } from './LibraryUpload';
import { m } from './messages';

const FILTERS: [LibraryFilter, typeof m.kindAll][] = [
  ['all', m.kindAll],
  ['image', m.kindImage],
  ['video', m.kindVideo],
  ['document', m.kindDocument],
];

/** One workspace's library: the upload form, the search and filter, and the files. */
export function LibraryPanel({ workspaceId, canEdit }: { workspaceId: string; canEdit: boolean }) {
  const { _ } = useLingui();
  const { load, refresh } = useLoad(() => listLibrary(workspaceId), [workspaceId]);
  const items = valueOr<LibraryEntry[]>(load, []);
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<LibraryFilter>('all');
  const shown = filterLibrary(items, query, kind);
  return (
    <div className="library-panel">
      {canEdit ? (
        <LibraryUpload workspaceId={workspaceId} onAdded={refresh} />
      ) : (
        <p className="empty">{_(m.readOnly)}</p>
      )}
      <section aria-labelledby="library-files">
        <h2 id="library-files">{_(m.listTitle)}</h2>
        <search className="library-toolbar">
          <label>
            {_(m.search)}
            <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          </label>
          <label>
            {_(m.kind)}
            <select value={kind} onChange={(e) => setKind(e.target.value as LibraryFilter)}>
              {FILTERS.map(([value, label]) => (
                <option key={value} value={value}>
                  {_(label)}
                </option>
              ))}
            </select>
          </label>
        </search>
        {load.state === 'loading' ? <Spinner /> : null}
        {load.state === 'ready' ? (
          <p aria-live="polite" className="library-count">
            {_({ ...m.count, values: { count: shown.length } })}
          </p>
        ) : null}
        {load.state === 'ready' && items.length === 0 ? (
          <p className="empty">{_(m.empty)}</p>
        ) : null}
        {items.length > 0 && shown.length === 0 ? <p className="empty">{_(m.noMatch)}</p> : null}
        <ul className="library-grid">
          {shown.map((item) => (
            <LibraryCard
              key={item.id}
              workspaceId={workspaceId}
              item={item}
              canEdit={canEdit}
              onChanged={refresh}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
