import { useLingui } from '@lingui/react';
import { type FieldIssues, parseLogin } from '@model/schemas';
import { type FormEvent, useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link, useSearch } from 'wouter';
import { hasKeptDrafts } from '../../lib/kept-drafts';
import { LOGIN_FAILED_MESSAGE, login, session } from '../../session/store';
import { FormFields } from '../../ui/hydrated';
import { useVariant } from '../../ui/variant';
import { resetMessages, signupMessages } from './account-messages';
import { EmailLinkCompletion, EmailLinkRequest, useIsEmailLink } from './EmailLink';
import { authErrorMessages, issueMessages, loginMessages as m } from './messages';

type Field = 'email' | 'password';

export function LoginPage() {
  // Opened from an email sign-in link: finish that sign-in instead of showing the form.
  return useIsEmailLink() ? <EmailLinkCompletion /> : <PasswordLogin />;
}

function PasswordLogin() {
  const { _ } = useLingui();
  const { product } = useVariant();
  const search = useSearch();
  const snap = useSnapshot(session);
  const ids = { email: useId(), password: useId(), error: useId() };
  const [issues, setIssues] = useState<FieldIssues<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const query = new URLSearchParams(search);
  const expired = query.get('error') === 'session-expired';
  // Sent here from a signed-in page with unsaved text kept in this browser: say it is safe.
  const [draftKept] = useState(() => (expired || query.has('redirect')) && hasKeptDrafts());

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = parseLogin({ email: form.get('email'), password: form.get('password') });
    if (!parsed.ok) {
      setIssues(parsed.issues);
      return;
    }
    setIssues({});
    // On success the auth listener signs the user in and the guard applies the post-login
    // rule (the redirect query, else /app/admin or /app).
    setSubmitted(await login(parsed.value.email, parsed.value.password));
  }

  const storeError = snap.error
    ? snap.errorCode && authErrorMessages[snap.errorCode]
      ? _(authErrorMessages[snap.errorCode]!)
      : snap.error === LOGIN_FAILED_MESSAGE
        ? _(m.failed)
        : snap.error
    : null;
  const busy = snap.loading || (submitted && !snap.error);

  const fieldError = (field: Field) => {
    const key = issues[field];
    return key ? _(issueMessages[key] ?? m.failed) : null;
  };

  return (
    <section className="login">
      <h1>{_(m.title)}</h1>
      <p className="lead">{_(product === 'connect' ? m.leadConnect : m.lead)}</p>
      <form
        className="form"
        noValidate
        onSubmit={onSubmit}
        aria-describedby={storeError ? ids.error : undefined}
      >
        <FormFields>
          {(expired || draftKept) && !snap.error ? (
            <p className="form-info" role="status">
              {_(draftKept ? m.draftKept : m.sessionExpired)}
            </p>
          ) : null}
          {storeError ? (
            <p className="form-error" role="alert" id={ids.error}>
              {storeError}
            </p>
          ) : null}
          {(['email', 'password'] as const).map((field) => {
            const error = fieldError(field);
            return (
              <div className="field" key={field}>
                <label htmlFor={ids[field]}>{_(m[field])}</label>
                <input
                  id={ids[field]}
                  name={field}
                  type={field}
                  autoComplete={field === 'email' ? 'email' : 'current-password'}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${ids[field]}-error` : undefined}
                />
                {error ? (
                  <p className="field-error" id={`${ids[field]}-error`}>
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? _(m.submitting) : _(m.submit)}
          </button>
        </FormFields>
      </form>
      <p className="login-links">
        <Link href="/reset-password">{_(resetMessages.forgot)}</Link>
        {product === 'smm' ? <Link href="/signup">{_(signupMessages.createAccount)}</Link> : null}
      </p>
      {product === 'connect' ? <EmailLinkRequest continuePath="/login" /> : null}
    </section>
  );
}
