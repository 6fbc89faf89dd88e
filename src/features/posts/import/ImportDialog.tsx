import { useLingui } from '@lingui/react';
import { IMPORT_ROWS_MAX } from '@model/schemas/imports';
import { useEffect, useId, useRef, useState } from 'react';
import { fileDigest, importPosts } from '../../../firebase/imports';
import { listLibrary } from '../../../firebase/library';
import type { Channel, Workspace } from '../../../firebase/posts/post-types';
import { openModal } from '../../../ui/dialogs/modal';
import { errorSentence } from '../../../ui/error-text';
import { notify } from '../../../ui/notification-store';
import { useStyles } from '../../../ui/styles';
import { type CheckedRow, checkRows } from './csv-rows';
import { im, problemLabels } from './messages';
import { IMPORT_CSS } from './styles';

type Mode = 'draft' | 'schedule';
type Loaded = { text: string; records: Record<string, unknown>[] };

/** Reads a CSV file, shows every row's problems, and imports the good rows as posts. */
export function ImportDialog({
  workspace,
  channels,
  onClose,
  onImported,
}: {
  workspace: Workspace;
  channels: readonly Channel[];
  onClose: () => void;
  onImported: () => void;
}) {
  const { _ } = useLingui();
  useStyles('import', IMPORT_CSS);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [mode, setMode] = useState<Mode>('draft');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  // The library the `library` column names items of, read with the first file.
  const [library, setLibrary] = useState<{ id: string; name: string }[]>([]);

  useEffect(() => {
    const element = dialog.current;
    return element ? openModal(element) : undefined;
  }, []);

  async function read(file: File) {
    setLoaded(null);
    setFileProblem(null);
    setServerProblems([]);
    const text = await file.text();
    setLibrary(await listLibrary(workspace.id).catch(() => []));
    // The parser is loaded with the first file, never before.
    const { default: Papa } = await import('papaparse');
    const parsed = Papa.parse<Record<string, unknown>>(text, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (header) => header.trim().toLowerCase(),
    });
    if (parsed.data.length === 0) return setFileProblem(_(im.unreadable));
    if (parsed.data.length > IMPORT_ROWS_MAX) {
      return setFileProblem(_({ ...im.tooManyRows, values: { count: parsed.data.length } }));
    }
    setLoaded({ text, records: parsed.data });
  }

  const checked: CheckedRow[] = loaded
    ? checkRows(loaded.records, channels, workspace.timeZone, mode, Date.now(), library)
    : [];
  const good = checked.filter((row) => row.row !== null);
  const bad = checked.filter((row) => row.problems.length > 0);

  async function submit() {
    if (!loaded || good.length === 0) return;
    setBusy(true);
    try {
      const reply = await importPosts({
        workspaceId: workspace.id,
        importId: await fileDigest(loaded.text),
        mode,
        rows: good.flatMap((row) => (row.row ? [{ ...row.row, line: row.line }] : [])),
      });
      setServerProblems(
        reply.problems.map((problem) => _({ ...im.serverProblem, values: { ...problem } })),
      );
      notify(
        _({ ...im.done, values: { created: reply.created, existing: reply.existing } }),
        'success',
      );
      onImported();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      className="composer import-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className="composer-head">
        <h2 id={titleId}>{_(im.title)}</h2>
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          {_(im.close)}
        </button>
      </div>
      <p className="form-info">{_(im.help)}</p>
      <p className="form-info">{_(im.libraryHelp)}</p>
      <label>
        {_(im.file)}{' '}
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) read(file).catch(() => setFileProblem(_(im.unreadable)));
          }}
        />
      </label>
      <label>
        {_(im.mode)}{' '}
        <select value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
          <option value="draft">{_(im.drafts)}</option>
          <option value="schedule">{_(im.scheduled)}</option>
        </select>
      </label>
      {fileProblem ? <p role="alert">{fileProblem}</p> : null}
      {loaded ? (
        <>
          <p role="status" className="import-summary">
            {_({ ...im.summary, values: { ok: good.length, bad: bad.length } })}
          </p>
          {bad.length > 0 ? (
            <table className="import-problems">
              <thead>
                <tr>
                  <th scope="col">{_(im.line)}</th>
                  <th scope="col">{_(im.problem)}</th>
                </tr>
              </thead>
              <tbody>
                {bad.map((row) => (
                  <tr key={row.line} data-line={row.line}>
                    <td>{row.line}</td>
                    <td>
                      {row.problems
                        .map((problem) =>
                          _({ ...problemLabels[problem.key], values: problem.values }),
                        )
                        .join(' ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {serverProblems.length > 0 ? (
            <ul className="import-server-problems">
              {serverProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
          <p>
            <button
              type="button"
              className="button button-primary"
              disabled={busy || good.length === 0}
              onClick={submit}
            >
              {_({ ...im.submit, values: { count: good.length } })}
            </button>
          </p>
        </>
      ) : null}
    </dialog>
  );
}
