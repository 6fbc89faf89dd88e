import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link, useLocation } from 'wouter';
import {
  type AcceptedInvitation,
  acceptInvitation,
  getInvitation,
  type InvitationPreview,
} from '../../firebase/accounts';
import { reloadSignedInUser } from '../../firebase/auth-flows';
import { refreshSignedInUser, session, signOut } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
import {
  accountErrors,
  linkMessages,
  inviteMessages as m,
  memberRoleNames,
  staffRoleNames,
} from './account-messages';
import { EmailLinkCompletion, EmailLinkRequest, useIsEmailLink } from './EmailLink';
import { InviteSignup } from './InviteSignup';
import { VerifyEmail } from './VerifyEmail';

/** Where an accepted invitation leads: staff to the admin area, clients to their dashboard. */
function landingFor(accepted: AcceptedInvitation): string {
  if (accepted.kind === 'staff') return '/app/admin';
  if (accepted.kind === 'member') return accepted.product === 'smm' ? '/app/workspaces' : '/app';
  return '/app';
}

function InviteFrame() {
  const { _ } = useLingui();
  return (
    <section className="login invite">
      <h1>{_(m.title)}</h1>
      <Skeleton shape="lines" count={4} />
    </section>
  );
}

/** Whether the invitation link names no invitation (as opposed to the service failing). */
function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'functions/not-found' || code === 'functions/invalid-argument';
}

/** /invite/:token: who invited whom to what, how to sign in, and accepting. */
export function InvitePage() {
  const [path] = useLocation();
  const token = decodeURIComponent(path.split('/')[2] ?? '');
  const linkPending = useIsEmailLink();
  const [linkDone, setLinkDone] = useState(false);
  const [passwordRemoved, setPasswordRemoved] = useState(false);
  const { uid, emailVerified, authStatus } = useSnapshot(session);
  // Asked again, quietly, once someone signs in or verifies: the full address comes back only
  // to its verified owner.
  const { load } = useLoad(() => getInvitation(token), [token, uid, emailVerified], {
    enabled: authStatus === 'ready',
    keepWhileChanging: true,
    report: 'none',
  });

  if (linkPending && !linkDone && !uid) {
    return (
      <EmailLinkCompletion
        onDone={(removed) => {
          setPasswordRemoved(removed);
          setLinkDone(true);
        }}
      />
    );
  }
  // The page's frame (its heading) paints while the invitation is read.
  if (load.state === 'loading') return <InviteFrame />;
  if (load.state === 'failed')
    return <Gone text={isMissing(load.error) ? m.notFound : m.loadFailed} />;
  const invitation = load.value;
  if (invitation.status !== 'pending') {
    const text =
      invitation.status === 'expired'
        ? m.expired
        : invitation.status === 'revoked'
          ? m.revoked
          : m.alreadyAccepted;
    return <Gone text={text} />;
  }
  return (
    <PendingInvitation token={token} invitation={invitation} passwordRemoved={passwordRemoved} />
  );
}

function Gone({ text }: { text: typeof m.expired }) {
  const { _ } = useLingui();
  return (
    <section className="login">
      <h1>{_(m.goneTitle)}</h1>
      <p className="lead">{_(text)}</p>
      <p>
        <Link href="/">{_(m.goHome)}</Link>
      </p>
    </section>
  );
}

function Summary({ invitation }: { invitation: InvitationPreview }) {
  const { _, i18n } = useLingui();
  const values = {
    inviter: invitation.invitedByName,
    email: invitation.email ?? invitation.emailMasked,
    workspace: invitation.workspaceName ?? '',
    role:
      invitation.kind === 'member'
        ? _(memberRoleNames[invitation.memberRole ?? 'viewer']!)
        : _(staffRoleNames[invitation.role ?? 'user'] ?? staffRoleNames.user!),
  };
  const text =
    invitation.kind === 'member' ? m.member : invitation.kind === 'client' ? m.client : m.staff;
  const date = new Date(invitation.expiresAt ?? 0);
  return (
    <>
      <p className="lead">{_({ ...text, values })}</p>
      {Number.isNaN(date.getTime()) ? null : (
        <p>{_({ ...m.expires, values: { date: i18n.date(date, { dateStyle: 'long' }) } })}</p>
      )}
    </>
  );
}

/** Said where the eye is once the server removed a password set before verification. */
function PasswordRemoved() {
  const { _ } = useLingui();
  return (
    <p className="form-info" role="status">
      {_(linkMessages.passwordRemoved)}{' '}
      <Link href="/reset-password">{_(linkMessages.setPassword)}</Link>
    </p>
  );
}

function PendingInvitation({
  token,
  invitation,
  passwordRemoved,
}: {
  token: string;
  invitation: InvitationPreview;
  passwordRemoved: boolean;
}) {
  const { _ } = useLingui();
  const [, navigate] = useLocation();
  const { uid, email, emailVerified } = useSnapshot(session);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const here = `/invite/${encodeURIComponent(token)}`;

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      const accepted = await acceptInvitation(token);
      if (accepted.passwordRemoved) notify(_(linkMessages.passwordRemoved), 'info');
      // The grant changed the user's roles: read them again before landing.
      const user = await reloadSignedInUser();
      if (user) await refreshSignedInUser(user);
      navigate(landingFor(accepted), { replace: true });
    } catch (failure) {
      setError(errorSentence(_, failure, accountErrors));
      setBusy(false);
    }
  }

  let body: React.ReactNode;
  if (!uid) {
    body = (
      <>
        <h2>{_(m.chooseTitle)}</h2>
        <p>
          <Link
            href={`/login?redirect=${encodeURIComponent(here).replace(/%2F/g, '/')}`}
            className="button button-primary"
          >
            {_(m.signIn)}
          </Link>
        </p>
        <InviteSignup maskedEmail={invitation.emailMasked} continuePath={here} />
        <EmailLinkRequest continuePath={here} />
      </>
    );
  } else if (!emailVerified) {
    // The full address comes back only to its verified owner: verify first, then compare.
    body = <VerifyEmail continuePath={here} nested />;
  } else if (!invitation.email) {
    body = (
      <>
        <p className="form-error" role="alert">
          {_({
            ...m.otherAccount,
            values: { email: email ?? '', invited: invitation.emailMasked },
          })}
        </p>
        <button type="button" className="button" onClick={() => signOut()}>
          {_(m.signOut)}
        </button>
      </>
    );
  } else {
    body = (
      <>
        <p>{_({ ...m.signedInAs, values: { email: email ?? '' } })}</p>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="button" className="button button-primary" onClick={accept} disabled={busy}>
          {busy ? _(m.accepting) : _(m.accept)}
        </button>
      </>
    );
  }
  return (
    <section className="login invite">
      <h1>{_(m.title)}</h1>
      <Summary invitation={invitation} />
      {passwordRemoved ? <PasswordRemoved /> : null}
      {body}
    </section>
  );
}
