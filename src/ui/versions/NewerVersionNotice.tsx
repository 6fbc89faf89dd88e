// A save refused over a newer version, inside the form or dialog where the save was asked:
// who saved it and when, the error's code, and the way on: load the newer version (the
// person's unsaved changes give way to it) and change that.

import { useLingui } from '@lingui/react';
import { newerVersionMessages as m } from './messages';
import type { NewerVersion } from './newer-version';

export function NewerVersionNotice({
  newer,
  busy,
  onReload,
}: {
  newer: NewerVersion;
  busy: boolean;
  onReload: () => void;
}) {
  const { _, i18n } = useLingui();
  const when = newer.at
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        newer.at,
      )
    : null;
  return (
    <div className="form-error" role="alert" data-newer-version>
      <p>
        {newer.by && when
          ? _({ ...m.changedBy, values: { name: newer.by, when } })
          : _(m.changedAt)}
        <br />
        <code>aborted</code>
      </p>
      <button type="button" className="button" onClick={onReload} disabled={busy}>
        {_(m.reload)}
      </button>
    </div>
  );
}
