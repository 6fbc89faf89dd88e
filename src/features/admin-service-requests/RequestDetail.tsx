import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { updateServiceRequest } from '../../firebase/admin/admin-calls';
import {
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestRow,
  type ServiceRequestStatus,
  type StaffMember,
} from '../../firebase/admin/admin-service-requests';
import { statusNames, usersPage } from '../../ui/admin/messages';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { requestsPage as m } from './messages';
import { RequestThread } from './RequestThread';
import { canMoveRequest } from './request-status';

function toDateInput(date: Date | null): string {
  return date ? date.toISOString().slice(0, 10) : '';
}

/** One request opened: its status, assignee and due day to change, and its message thread. */
export function RequestDetail({
  row,
  staff,
  staffName,
  onClose,
  onChanged,
}: {
  row: ServiceRequestRow;
  staff: StaffMember[];
  staffName: (uid: string | null) => string;
  onClose: () => void;
  onChanged: (row: ServiceRequestRow) => void;
}) {
  const { _, i18n } = useLingui();
  const [status, setStatus] = useState(row.status);
  const [assignee, setAssignee] = useState(row.assigneeUid ?? '');
  const [due, setDue] = useState(toDateInput(row.dueAt));
  const [busy, setBusy] = useState(false);
  // One idempotency key per intent; a new one after each success.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  async function save(event: FormEvent) {
    event.preventDefault();
    // Due dates are whole days: the end of the chosen day in UTC.
    const dueAt = due ? new Date(`${due}T23:59:59.000Z`) : null;
    setBusy(true);
    try {
      await updateServiceRequest({
        requestId,
        serviceRequestId: row.id,
        ...(status !== row.status ? { status } : {}),
        ...(assignee !== (row.assigneeUid ?? '') ? { assigneeUid: assignee || null } : {}),
        ...(due !== toDateInput(row.dueAt) ? { dueAt: dueAt ? dueAt.toISOString() : null } : {}),
      });
      notify(_(m.saved), 'success');
      setRequestId(crypto.randomUUID());
      onChanged({ ...row, status, assigneeUid: assignee || null, dueAt });
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function send(message: string): Promise<boolean> {
    setBusy(true);
    try {
      await updateServiceRequest({ requestId, serviceRequestId: row.id, message });
      notify(_(m.sent), 'success');
      setRequestId(crypto.randomUUID());
      return true;
    } catch (error) {
      notify(errorSentence(_, error), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  }

  const unchanged =
    status === row.status && assignee === (row.assigneeUid ?? '') && due === toDateInput(row.dueAt);

  return (
    <section className="card" aria-labelledby="request-title" data-detail={row.id}>
      <h2 id="request-title">{row.title}</h2>
      <p>
        {row.workspaceName}
        {row.createdAt ? ` · ${i18n.date(row.createdAt, { dateStyle: 'medium' })}` : ''}
      </p>
      {row.details ? <p style={{ whiteSpace: 'pre-wrap' }}>{row.details}</p> : null}
      <form className="form" onSubmit={save}>
        <label className="field">
          {_(usersPage.status)}
          <select
            name="requestStatus"
            value={status}
            onChange={(e) => setStatus(e.target.value as ServiceRequestStatus)}
          >
            {SERVICE_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s} disabled={!canMoveRequest(row.status, s)}>
                {_(statusNames[s])}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {_(m.assignee)}
          <select name="assignee" value={assignee} onChange={(e) => setAssignee(e.target.value)}>
            <option value="">{_(m.unassigned)}</option>
            {staff.map((s) => (
              <option key={s.uid} value={s.uid}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {_(m.due)}
          <input type="date" name="dueAt" value={due} onChange={(e) => setDue(e.target.value)} />
        </label>
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={busy || unchanged}>
            {_(m.save)}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {_(m.close)}
          </button>
        </div>
      </form>
      <RequestThread
        requestId={row.id}
        staff={staff}
        staffName={staffName}
        busy={busy}
        onSend={send}
      />
    </section>
  );
}
