import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useLocation } from 'wouter';
import { listMyWorkspaces } from '../../firebase/accounts';
import { reloadSignedInUser, resendVerificationEmail } from '../../firebase/auth-flows';
import { refreshSignedInUser, session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { useVariant } from '../../ui/variant';
import { accountErrors, verifyMessages as m } from './account-messages';
import { appUrl } from './continue-url';

/**
 * "Verify your email": shown instead of a signed-in screen while the account's address is not
 * confirmed. Resends Firebase's verification email; "continue" reloads the user and forces a
 * new ID token, so the server sees email_verified from then on.
 */
export function VerifyEmail({
  continuePath = '/app',
  nested = false,
}: {
  continuePath?: string;
  /** Inside another page with its own h1 (the invitation): a section with an h2. */
  nested?: boolean;
}) {
  const { _ } = useLingui();
  const { base, product } = useVariant();
  const [, navigate] = useLocation();
  const { email } = useSnapshot(session);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function resend() {
    setBusy(true);
    setStatus(null);
    try {
      await resendVerificationEmail(appUrl(base, continuePath));
      setStatus({ ok: true, text: _(m.resent) });
    } catch (error) {
      setStatus({ ok: false, text: errorSentence(_, error, accountErrors) });
    } finally {
      setBusy(false);
    }
  }

  async function check() {
    setBusy(true);
    setStatus(null);
    try {
      const user = await reloadSignedInUser();
      if (user) await refreshSignedInUser(user);
      if (!user?.emailVerified) {
        setStatus({ ok: false, text: _(m.notYet) });
        return;
      }
      // A new smm account has no workspace yet: creating one is the first thing to do.
      if (product === 'smm' && continuePath === '/app') {
        const workspaces = await listMyWorkspaces(user.uid).catch(() => null);
        if (workspaces?.length === 0) navigate('/app/workspaces');
      }
    } catch (error) {
      setStatus({ ok: false, text: errorSentence(_, error, accountErrors) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="login verify-email" aria-labelledby="verify-email-title">
      {nested ? (
        <h2 id="verify-email-title">{_(m.title)}</h2>
      ) : (
        <h1 id="verify-email-title">{_(m.title)}</h1>
      )}
      <p className="lead">{_({ ...m.text, values: { email: email ?? '' } })}</p>
      <div className="actions">
        <button type="button" className="button button-primary" onClick={check} disabled={busy}>
          {_(m.continue)}
        </button>
        <button type="button" className="button" onClick={resend} disabled={busy}>
          {_(m.resend)}
        </button>
      </div>
      {status ? (
        <p className={status.ok ? 'form-info' : 'form-error'} role="status">
          {status.text}
        </p>
      ) : null}
    </section>
  );
}
