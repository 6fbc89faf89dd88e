import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { readAppSettings } from '../../firebase/admin-settings';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { Spinner } from '../../ui/Spinner';
import { useVariant } from '../../ui/variant';
import { accountErrors, signupMessages as m } from './account-messages';
import { appUrl, MIN_PASSWORD_LENGTH } from './continue-url';
import { signUp } from './sign-up';

/**
 * Self-service sign-up (smm). On success the auth listener signs the new account in and the
 * guard sends it on to the app, where the verify-your-email screen waits.
 */
export function SignupPage() {
  const { _ } = useLingui();
  const { base } = useVariant();
  const ids = { name: useId(), email: useId(), password: useId(), error: useId() };
  const [open, setOpen] = useState<boolean | null>(null);
  const { loading } = useSnapshot(session);
  const [pending, setBusy] = useState(false);
  const busy = pending || loading;
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    readAppSettings()
      .then((settings) => setOpen(settings.smmSignupOpen))
      // Unreadable settings leave the form up; the server still refuses if sign-up is closed.
      .catch(() => setOpen(true));
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    setBusy(true);
    setError(null);
    try {
      await signUp(email, password, name, appUrl(base, '/app'));
    } catch (failure) {
      setError(errorSentence(_, failure, accountErrors));
      setBusy(false);
    }
  }

  if (open === null) return <Spinner />;
  if (!open) {
    return (
      <section className="login">
        <h1>{_(m.closedTitle)}</h1>
        <p className="lead">{_(m.closedText)}</p>
        <p>
          <Link href="/login">{_(m.haveAccount)}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="login">
      <h1>{_(m.title)}</h1>
      <p className="lead">{_(m.lead)}</p>
      <form className="form" onSubmit={onSubmit} aria-describedby={error ? ids.error : undefined}>
        {error ? (
          <p className="form-error" role="alert" id={ids.error}>
            {error}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor={ids.name}>{_(m.name)}</label>
          <input id={ids.name} name="name" autoComplete="name" maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor={ids.email}>{_(m.email)}</label>
          <input id={ids.email} name="email" type="email" autoComplete="email" required />
        </div>
        <div className="field">
          <label htmlFor={ids.password}>{_(m.password)}</label>
          <input
            id={ids.password}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
          />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? _(m.submitting) : _(m.submit)}
        </button>
      </form>
      <p>
        <Link href="/login">{_(m.haveAccount)}</Link>
      </p>
    </section>
  );
}
