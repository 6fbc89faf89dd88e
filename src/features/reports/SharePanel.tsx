// The report's share links, for the workspace's owner and the staff: create a link to the
// period on screen (its URL shown once), list the workspace's links, revoke one.

import { useLingui } from '@lingui/react';
import type { ReadReportInput } from '@model/schemas/reports/reports';
import { useState } from 'react';
import {
  createReportLink,
  listReportLinks,
  revokeReportLink,
} from '../../firebase/analytics/reports';
import { ConfirmButton } from '../../ui/dialogs/ConfirmButton';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { useLoad } from '../../ui/use-load';
import type { Formats } from './format';
import { share as m } from './messages';

export function SharePanel({ query, formats }: { query: ReadReportInput; formats: Formats }) {
  const { _ } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const { load, reload } = useLoad(() => listReportLinks(query.workspaceId), [query.workspaceId], {
    report: 'log',
  });
  const failed = (error: unknown) =>
    notify(_({ ...m.failed, values: { reason: errorSentence(_, error) } }), 'error');
  const day = (text: string) => formats.day(Date.parse(`${text}T12:00:00Z`));

  async function create() {
    setBusy(true);
    try {
      const made = await createReportLink({ requestId, ...query });
      setUrl(made.url ?? null);
      setRequestId(crypto.randomUUID());
      reload();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="report-section report-share">
      <h2>{_(m.title)}</h2>
      <p className="muted">{_(m.lead)}</p>
      <button type="button" className="button" disabled={busy} onClick={() => void create()}>
        {_(m.create)}
      </button>
      {url ? (
        <p role="status">
          {_(m.created)}{' '}
          <input
            className="share-url"
            readOnly
            aria-label={_(m.linkLabel)}
            value={url}
            onFocus={(e) => e.currentTarget.select()}
          />
        </p>
      ) : null}
      {load.state === 'ready' && load.value.length > 0 ? (
        <ul className="share-links">
          {load.value.map((link) => {
            const values = { from: day(link.from), to: day(link.to) };
            return (
              <li key={link.id} data-link={link.id} data-status={link.status}>
                {_({ ...m.linkRow, values: { ...values, expires: formats.time(link.expiresAt) } })}{' '}
                · {_(m[link.status])}
                {link.status === 'active' ? (
                  <>
                    {' '}
                    <ConfirmButton
                      label={_(m.revoke)}
                      accessibleName={_({ ...m.revokeName, values })}
                      question={_(m.revokeQuestion)}
                      action={async () => {
                        try {
                          await revokeReportLink(query.workspaceId, link.id);
                          reload();
                        } catch (error) {
                          failed(error);
                        }
                      }}
                    />
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
