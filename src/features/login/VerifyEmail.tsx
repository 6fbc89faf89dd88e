import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useLocation } from 'wouter';
import { requestAccountEmail } from '../../firebase/account-email';
import { listMyWorkspaces } from '../../firebase/accounts';
import { applyVerificationCode, reloadSignedInUser } from '../../firebase/auth-flows';
import type { AuthUser } from '../../lib/auth-port';
import { refreshSignedInUser, session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { useVariant } from '../../ui/variant';
import { accountErrors, verifyMessages as m } from './account-messages';
import { appPath } from './continue-url';

/** The code of a verification link opened on this page, if any. */
function verificationCode(): string | null {
  const params = new URLSearchParams(window.location.search);
  return params.get('mode') === 'verifyEmail' ? params.get('oobCode') : null;
}

/**
 * "Verify your email": shown instead of a signed-in screen while the account's address is not
 * confirmed. Opened from the verification email (the link leads back here with its code), it
 * confirms the address by itself; otherwise it resends the email, and "continue" reloads the
 * user and forces a new ID token, so the server sees email_verified from then on.
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
      await requestAccountEmail({
        kind: 'verify',
        continuePath: appPath(base, continuePath),
        product,
      });
      setStatus({ ok: true, text: _(m.resent) });
    } catch (error) {
      setStatus({ ok: false, text: errorSentence(_, error, accountErrors) });
    } finally {
      setBusy(false);
    }
  }

  async function check(confirm: () => Promise<AuthUser | null> = reloadSignedInUser) {
    setBusy(true);
    setStatus(null);
    try {
      const user = await confirm();
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

  // The link from the email: confirm with its code, then go on as "continue" would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the link that opened the page
  useEffect(() => {
    const code = verificationCode();
    if (!code) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void check(() => applyVerificationCode(code));
  }, []);

  return (
    <section className="login verify-email" aria-labelledby="verify-email-title">
      {nested ? (
        <h2 id="verify-email-title">{_(m.title)}</h2>
      ) : (
        <h1 id="verify-email-title">{_(m.title)}</h1>
      )}
      <p className="lead">{_({ ...m.text, values: { email: email ?? '' } })}</p>
      <div className="actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => void check()}
          disabled={busy}
        >
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
