import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { useVariant } from '../../ui/variant';
import { accountErrors, signupMessages as m } from './account-messages';
import { appPath, MIN_PASSWORD_LENGTH } from './continue-url';
import { signUp } from './sign-up';

/**
 * Name, email and password for a new account, as both sign-ups ask them. On success the auth
 * listener signs the account in and the verification email links back to `continuePath`.
 */
export function SignupForm({
  continuePath,
  submit,
  primary = false,
  emailHint,
}: {
  continuePath: string;
  submit: MessageDescriptor;
  primary?: boolean;
  /** A sentence under the email field (which address the invitation went to). */
  emailHint?: string;
}) {
  const { _ } = useLingui();
  const { base, product } = useVariant();
  const ids = { name: useId(), email: useId(), hint: useId(), password: useId(), error: useId() };
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
        appPath(base, continuePath),
        product,
      );
    } catch (failure) {
      setError(errorSentence(_, failure, accountErrors));
      setBusy(false);
    }
  }

  return (
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
        <input
          id={ids.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-describedby={emailHint ? ids.hint : undefined}
        />
        {emailHint ? (
          <p className="field-hint" id={ids.hint}>
            {emailHint}
          </p>
        ) : null}
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
      <button
        type="submit"
        className={primary ? 'button button-primary' : 'button'}
        disabled={busy}
      >
        {busy ? _(m.submitting) : _(submit)}
      </button>
    </form>
  );
}
