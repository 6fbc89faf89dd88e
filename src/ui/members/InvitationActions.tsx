import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { InvitationRow, PeopleApi } from '../../lib/workspace-people';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { errorSentence } from '../error-text';
import { mailErrors } from '../mail-errors';
import { notify } from '../notification-store';
import { membersMessages as m } from './messages';

/** Resend (new link, new week) and revoke (after a question) for a pending or expired invitation. */
export function InvitationActions({
  api,
  row,
  onChanged,
}: {
  api: Pick<PeopleApi, 'resendInvitation' | 'revokeInvitation'>;
  row: InvitationRow;
  onChanged: () => void;
}) {
  const { _ } = useLingui();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (row.status !== 'pending' && row.status !== 'expired') return null;

  async function run(action: 'resend' | 'revoke') {
    setBusy(true);
    try {
      if (action === 'resend') await api.resendInvitation(row.id);
      else await api.revokeInvitation(row.id);
      notify(
        _({ ...(action === 'resend' ? m.resent : m.revoked), values: { email: row.email } }),
        'success',
      );
    } catch (error) {
      notify(errorSentence(_, error, mailErrors), 'error');
    } finally {
      setBusy(false);
      setConfirming(false);
      onChanged();
    }
  }

  return (
    <span className="actions">
      <button type="button" className="button" disabled={busy} onClick={() => void run('resend')}>
        {_(m.resend)}
        <span className="visually-hidden"> {row.email}</span>
      </button>
      {row.status === 'pending' ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {_(m.revoke)}
          <span className="visually-hidden"> {row.email}</span>
        </button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          text={_({ ...m.revokeConfirm, values: { email: row.email } })}
          busy={busy}
          onConfirm={() => void run('revoke')}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </span>
  );
}
