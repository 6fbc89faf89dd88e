import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { useVariant } from '../../ui/variant';
import { accountErrors, inviteMessages as m, signupMessages } from './account-messages';
import { appUrl, MIN_PASSWORD_LENGTH } from './continue-url';
import { signUp } from './sign-up';

/**
 * Sign-up with the invited address: the only sign-up the connect portal has. The new account
 * must still verify its address before the invitation can be accepted.
 */
export function InviteSignup({
  maskedEmail,
  continuePath,
}: {
  maskedEmail: string;
  continuePath: string;
}) {
  const { _ } = useLingui();
  const { base } = useVariant();
  const ids = { title: useId(), name: useId(), email: useId(), hint: useId(), password: useId() };
  const { loading } = useSnapshot(session);
  const [pending, setBusy] = useState(false);
  const busy = pending || loading;
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await signUp(
        String(form.get('email') ?? '').trim(),
        String(form.get('password') ?? ''),
        String(form.get('name') ?? '').trim(),
        appUrl(base, continuePath),
      );
    } catch (failure) {
      setError(errorSentence(_, failure, accountErrors));
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{_(m.signUpTitle)}</h2>
      <form className="form" onSubmit={onSubmit}>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor={ids.name}>{_(signupMessages.name)}</label>
          <input id={ids.name} name="name" autoComplete="name" maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor={ids.email}>{_(signupMessages.email)}</label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-describedby={ids.hint}
          />
          <p className="field-hint" id={ids.hint}>
            {_({ ...m.wrongEmail, values: { email: maskedEmail } })}
          </p>
        </div>
        <div className="field">
          <label htmlFor={ids.password}>{_(signupMessages.password)}</label>
          <input
            id={ids.password}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
          />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? _(signupMessages.submitting) : _(m.signUp)}
        </button>
      </form>
    </section>
  );
}
