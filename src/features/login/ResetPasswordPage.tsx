import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import {
  checkPasswordResetCode,
  requestPasswordReset,
  resetPassword,
} from '../../firebase/identity-toolkit';
import { errorSentence } from '../../ui/error-text';
import { FormFields } from '../../ui/hydrated';
import { Spinner } from '../../ui/Spinner';
import { useVariant } from '../../ui/variant';
import { accountErrors, resetMessages as m } from './account-messages';
import { appPath, MIN_PASSWORD_LENGTH } from './continue-url';

type CodeState = { kind: 'checking' } | { kind: 'valid'; email: string } | { kind: 'invalid' };

/**
 * Without a code: asks for the address and sends Firebase's reset email. Opened from the
 * email (mode=resetPassword&oobCode=...): checks the code and sets the new password, here on
 * the app's own page, so the flow works with the Auth emulator offline too.
 */
export function ResetPasswordPage() {
  const search = new URLSearchParams(useSearch());
  const code = search.get('mode') === 'resetPassword' ? search.get('oobCode') : null;
  return code ? <ChooseNewPassword code={code} /> : <RequestReset />;
}

function RequestReset({ notice }: { notice?: string }) {
  const { _ } = useLingui();
  const { base, product } = useVariant();
  const ids = { email: useId(), status: useId() };
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    setStatus(null);
    try {
      await requestPasswordReset(email, appPath(base, '/login'), product);
      setStatus({ ok: true, text: _({ ...m.sent, values: { email } }) });
    } catch (error) {
      // An unknown address is reported like a known one, so the form does not reveal accounts.
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'auth/user-not-found') {
        setStatus({ ok: true, text: _({ ...m.sent, values: { email } }) });
      } else {
        setStatus({ ok: false, text: errorSentence(_, error, accountErrors) });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="login">
      <h1>{_(m.title)}</h1>
      {notice ? (
        <p className="form-error" role="alert">
          {notice}
        </p>
      ) : null}
      <p className="lead">{_(m.lead)}</p>
      <form className="form" onSubmit={onSubmit}>
        <FormFields>
          <div className="field">
            <label htmlFor={ids.email}>{_(m.email)}</label>
            <input id={ids.email} name="email" type="email" autoComplete="email" required />
          </div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {_(m.send)}
          </button>
        </FormFields>
        {status ? (
          <p className={status.ok ? 'form-info' : 'form-error'} role="status" id={ids.status}>
            {status.text}
          </p>
        ) : null}
      </form>
      <p>
        <Link href="/login">{_(m.backToLogin)}</Link>
      </p>
    </section>
  );
}

function ChooseNewPassword({ code }: { code: string }) {
  const { _ } = useLingui();
  const id = useId();
  const [state, setState] = useState<CodeState>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    checkPasswordResetCode(code)
      .then((email) => setState({ kind: 'valid', email }))
      .catch(() => setState({ kind: 'invalid' }));
  }, [code]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setError(null);
    try {
      await resetPassword(code, password);
      setDone(true);
    } catch (failure) {
      setError(errorSentence(_, failure, accountErrors));
    } finally {
      setBusy(false);
    }
  }

  // The page's frame (its heading) paints while the code is checked.
  if (state.kind === 'checking') {
    return (
      <section className="login">
        <h1>{_(m.title)}</h1>
        <Spinner />
      </section>
    );
  }
  if (state.kind === 'invalid') return <RequestReset notice={_(m.badCode)} />;
  if (done) {
    return (
      <section className="login">
        <h1>{_(m.title)}</h1>
        <p className="form-info" role="status">
          {_(m.done)}
        </p>
        <p>
          <Link href="/login" className="button button-primary">
            {_(m.backToLogin)}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="login">
      <h1>{_(m.title)}</h1>
      <p className="lead">{_({ ...m.forEmail, values: { email: state.email } })}</p>
      <form className="form" onSubmit={onSubmit}>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor={id}>{_(m.newPassword)}</label>
          <input
            id={id}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
          />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {_(m.save)}
        </button>
      </form>
    </section>
  );
}
