import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { requestService } from '../../firebase/client-portal';
import type { Workspace } from '../../firebase/posts/post-types';
import { trackAction } from '../../lib/telemetry/track';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { dashboard as m } from './messages';

export function ServiceRequestForm({
  workspaces,
  services,
  onSent,
}: {
  workspaces: Workspace[];
  services: { id: string; name: string }[];
  onSent: () => void;
}) {
  const { _ } = useLingui();
  const id = useId();
  const [workspaceId, setWorkspaceId] = useState(workspaces[0]?.id ?? '');
  const [serviceId, setServiceId] = useState('');
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const requestId = useRef(crypto.randomUUID());

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '' || details.trim() === '' || !workspaceId) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      await requestService({
        requestId: requestId.current,
        workspaceId,
        serviceId: serviceId || undefined,
        title: title.trim(),
        details: details.trim(),
      });
      requestId.current = crypto.randomUUID();
      setTitle('');
      setDetails('');
      setServiceId('');
      notify(_(m.requestSent), 'success');
      trackAction('service_requested');
      onSent();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{_(m.requestTitle)}</h3>
      {invalid ? (
        <p className="form-error" role="alert">
          {_(m.requestInvalid)}
        </p>
      ) : null}
      {workspaces.length > 1 ? (
        <>
          <label htmlFor={`${id}-ws`}>{_(m.workspace)}</label>
          <select
            id={`${id}-ws`}
            value={workspaceId}
            onChange={(e) => setWorkspaceId(e.currentTarget.value)}
          >
            {workspaces.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <label htmlFor={`${id}-service`}>{_(m.service)}</label>
      <select
        id={`${id}-service`}
        value={serviceId}
        onChange={(e) => setServiceId(e.currentTarget.value)}
      >
        <option value="">{_(m.otherService)}</option>
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-subject`}>{_(m.requestSubject)}</label>
      <input
        id={`${id}-subject`}
        value={title}
        maxLength={150}
        required
        onChange={(e) => setTitle(e.currentTarget.value)}
      />
      <label htmlFor={`${id}-details`}>{_(m.requestDetails)}</label>
      <textarea
        id={`${id}-details`}
        rows={4}
        value={details}
        maxLength={5000}
        required
        onChange={(e) => setDetails(e.currentTarget.value)}
      />
      <div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {_(m.requestSend)}
        </button>
      </div>
    </form>
  );
}
