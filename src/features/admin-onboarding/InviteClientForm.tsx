import { useLingui } from '@lingui/react';
import { emailSchema } from '@model/schemas';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { startOnboarding } from '../../firebase/admin/admin-onboarding';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { onboardingPage as m } from './messages';

/** Invites a client by email: the server opens their workspace and the onboarding. */
export function InviteClientForm({ onInvited }: { onInvited: () => void }) {
  const { _ } = useLingui();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ email?: string; name?: string }>({});
  const [busy, setBusy] = useState(false);
  // One idempotency key per invitation: a retried call opens no second workspace.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(emailSchema, email);
    const found = {
      ...(parsed.success ? {} : { email: _(m.emailInvalid) }),
      ...(name.trim() ? {} : { name: _(m.nameRequired) }),
    };
    setErrors(found);
    if (!parsed.success || !name.trim()) return;
    setBusy(true);
    try {
      await startOnboarding({ requestId, email: parsed.output, workspaceName: name.trim() });
      notify(_({ ...m.invited, values: { email: parsed.output, name: name.trim() } }), 'success');
      setEmail('');
      setName('');
      setRequestId(crypto.randomUUID());
      onInvited();
    } catch (failure) {
      notify(errorSentence(_, failure), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="ops-panel" aria-labelledby="invite-client-title">
      <h2 id="invite-client-title">{_(m.invite)}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          {_(m.email)}
          <input
            type="email"
            name="clientEmail"
            autoComplete="off"
            value={email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'client-email-error' : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setRequestId(crypto.randomUUID());
            }}
          />
        </label>
        {errors.email ? (
          <p className="field-error" id="client-email-error" role="alert">
            {errors.email}
          </p>
        ) : null}
        <label className="field">
          {_(m.workspaceName)}
          <input
            name="clientName"
            maxLength={80}
            value={name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'client-name-error' : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setRequestId(crypto.randomUUID());
            }}
          />
        </label>
        {errors.name ? (
          <p className="field-error" id="client-name-error" role="alert">
            {errors.name}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {_(m.sendInvite)}
        </button>
      </form>
    </section>
  );
}
