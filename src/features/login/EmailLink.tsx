import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { completeEmailLinkSignIn } from '../../firebase/auth-flows';
import {
  isEmailSignInLink,
  sendSignInLink,
  storedLinkEmail,
} from '../../firebase/identity-toolkit';
import { errorSentence } from '../../ui/error-text';
import { FormFields } from '../../ui/hydrated';
import { notify } from '../../ui/notification-store';
import { useVariant } from '../../ui/variant';
import { accountErrors, linkMessages as m } from './account-messages';
import { appPath } from './continue-url';

/** Asks for an address and emails a sign-in link that comes back to `continuePath`. */
export function EmailLinkRequest({ continuePath }: { continuePath: string }) {
  const { _ } = useLingui();
  const { base, product } = useVariant();
  const ids = { email: useId(), title: useId() };
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await send(event.currentTarget);
  }

  async function send(form: HTMLFormElement | null) {
    if (!form?.reportValidity()) return;
    const email = String(new FormData(form).get('linkEmail') ?? '').trim();
    setBusy(true);
    setStatus(null);
    try {
      await sendSignInLink(email, appPath(base, continuePath), product);
      setStatus({ ok: true, text: _({ ...m.sent, values: { email } }) });
    } catch (error) {
      setStatus({ ok: false, text: errorSentence(_, error, accountErrors) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card email-link" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{_(m.title)}</h2>
      <p>{_(m.lead)}</p>
      <form className="form" onSubmit={onSubmit}>
        <FormFields>
          <div className="field">
            <label htmlFor={ids.email}>{_(m.confirmLead)}</label>
            {/* Not "email": the password form on the same page owns that name. */}
            <input id={ids.email} name="linkEmail" type="email" autoComplete="email" required />
          </div>
          {/* A plain button: the page's one submit button stays the password form's (Enter in
            the field still sends the link). */}
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={(event) => void send(event.currentTarget.form)}
          >
            {_(m.send)}
          </button>
          {status ? (
            <p className={status.ok ? 'form-info' : 'form-error'} role="status">
              {status.text}
            </p>
          ) : null}
        </FormFields>
      </form>
    </section>
  );
}

/** Whether the page was opened from an email sign-in link. */
export function useIsEmailLink(): boolean {
  // No window when build.mjs prerenders the sign-in page: that HTML is the password form.
  const [is] = useState(
    () => typeof window !== 'undefined' && isEmailSignInLink(window.location.href),
  );
  return is;
}

/**
 * Finishes an email-link sign-in on the page the link opened: with the address stored when
 * the link was sent from this browser, or the one the visitor types. The auth listener then
 * takes over.
 */
export function EmailLinkCompletion({
  onDone,
}: {
  /** Told whether the server removed a password set before the address was verified. */
  onDone?: (passwordRemoved: boolean) => void;
}) {
  const { _ } = useLingui();
  const id = useId();
  const [stored] = useState(storedLinkEmail);
  const [busy, setBusy] = useState(stored !== null);
  const [error, setError] = useState<string | null>(null);

  async function complete(email: string) {
    setBusy(true);
    setError(null);
    try {
      const passwordRemoved = await completeEmailLinkSignIn(email, window.location.href);
      // The link is spent: the address bar should not offer it again.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      if (passwordRemoved) notify(_(m.passwordRemoved), 'info');
      onDone?.(passwordRemoved);
    } catch (failure) {
      const code = (failure as { code?: unknown } | null)?.code;
      setError(
        code === 'auth/invalid-action-code' || code === 'auth/invalid-email'
          ? _(m.badLink)
          : errorSentence(_, failure, accountErrors),
      );
      setBusy(false);
    }
  }

  // Runs once, for the address stored when the link was sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: complete is recreated each render
  useEffect(() => {
    if (stored) void complete(stored);
  }, [stored]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void complete(String(new FormData(event.currentTarget).get('email') ?? '').trim());
  }

  return (
    <section className="login">
      <h1>{_(m.confirmTitle)}</h1>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {busy ? (
        <p role="status">{_(m.signingIn)}</p>
      ) : (
        <form className="form" onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor={id}>{_(m.confirmLead)}</label>
            <input id={id} name="email" type="email" autoComplete="email" required />
          </div>
          <button type="submit" className="button button-primary">
            {_(m.confirm)}
          </button>
        </form>
      )}
    </section>
  );
}
