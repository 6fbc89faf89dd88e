import { useLingui } from '@lingui/react';
import { LIBRARY_TYPES } from '@model/schemas/library';
import { type FormEvent, useId, useState } from 'react';
import { uploadToLibrary } from '../../firebase/library';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { m } from './messages';
import { measureImage } from './thumbnail';

const MiB = 1024 * 1024;

/** The largest file storage.rules accept for the media folder, per kind. */
function tooBig(file: File): boolean {
  return file.size > (file.type.startsWith('image/') ? 10 : 200) * MiB;
}

/** Choose a file, name and describe it, upload it with a progress bar. */
export function LibraryUpload({
  workspaceId,
  onAdded,
}: {
  workspaceId: string;
  onAdded: () => void;
}) {
  const { _ } = useLingui();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    setProblem(null);
    setFile(chosen);
    if (chosen) setName(chosen.name.replace(/\.[^.]+$/, '').slice(0, 200) || chosen.name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(_(m.noFile));
    if (!(LIBRARY_TYPES as readonly string[]).includes(file.type))
      return setProblem(_(m.wrongType));
    if (tooBig(file)) return setProblem(_(m.tooBig));
    setProblem(null);
    setProgress(0);
    try {
      const measured = file.type.startsWith('image/') ? await measureImage(file) : null;
      if (file.type.startsWith('image/') && !measured) {
        setProblem(_(m.unreadable));
        return;
      }
      await uploadToLibrary(
        workspaceId,
        {
          file,
          name: name.trim() || file.name,
          alt: alt.trim(),
          ...(measured ? { width: measured.width, height: measured.height } : {}),
          thumbnail: measured?.thumbnail ?? null,
        },
        setProgress,
      );
      notify(_({ ...m.uploaded, values: { name: name.trim() || file.name } }), 'success');
      setFile(null);
      setName('');
      setAlt('');
      (event.target as HTMLFormElement).reset();
      onAdded();
    } catch (error) {
      setProblem(errorSentence(_, error));
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <section aria-labelledby={`${id}-title`} className="library-upload">
      <h2 id={`${id}-title`}>{_(m.uploadTitle)}</h2>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={busy}>
          <label>
            {_(m.file)}
            <input
              type="file"
              accept={LIBRARY_TYPES.join(',')}
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
          </label>
          <label>
            {_(m.name)}
            <input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
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
          <button type="submit" className="button button-primary">
            {_(m.upload)}
          </button>
        </fieldset>
        {busy ? (
          <progress
            max={1}
            value={progress}
            aria-label={_({ ...m.uploading, values: { name: file?.name ?? '' } })}
          />
        ) : null}
        {problem ? (
          <p id={`${id}-problem`} className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </section>
  );
}
