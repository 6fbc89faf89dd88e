import { useLingui } from '@lingui/react';
import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useLocation } from 'wouter';
import {
  deleteMyAccount,
  listMyWorkspaces,
  type ManagedWorkspace,
  type WorkspaceChoice,
} from '../../firebase/accounts';
import {
  hasPasswordSignIn,
  reauthenticateWithLink,
  reauthenticateWithPassword,
} from '../../firebase/auth-flows';
import { isEmailSignInLink, sendSignInLink } from '../../firebase/identity-toolkit';
import { session, signOut } from '../../session/store';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { notify } from '../../ui/notification-store';
import { useVariant } from '../../ui/variant';
import { accountMessages as m } from './messages';

/** Choices keyed by workspace id: 'delete' or the uid of the member who takes it over. */
type Choices = Record<string, string>;

function workspaceChoices(choices: Choices): Record<string, WorkspaceChoice> {
  return Object.fromEntries(
    Object.entries(choices).map(([id, choice]) => [
      id,
      choice === 'delete' ? { action: 'delete' } : { action: 'transfer', toUid: choice },
    ]),
  );
}

/**
 * Deleting one's own account: what becomes of owned workspaces, a fresh proof of identity
 * (password, or an email link opened here), then a last question.
 */
export function DeleteAccount() {
  const { _ } = useLingui();
  const { base, product } = useVariant();
  const [, navigate] = useLocation();
  const { uid, email } = useSnapshot(session);
  const ids = { title: useId(), password: useId() };
  const [owned, setOwned] = useState<ManagedWorkspace[]>([]);
  const [choices, setChoices] = useState<Choices>({});
  const [password, setPassword] = useState('');
  const [withPassword] = useState(hasPasswordSignIn);
  const [reauthed, setReauthed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!uid) return;
    listMyWorkspaces(uid)
      .then((list) => setOwned(list.filter((w) => w.myRole === 'owner')))
      .catch(() => setOwned([]));
  }, [uid]);

  // Opened from the confirmation link sent below: that link is the proof of identity.
  useEffect(() => {
    if (!isEmailSignInLink(window.location.href)) return;
    reauthenticateWithLink(window.location.href)
      .then(() => {
        setReauthed(true);
        setMessage({ ok: true, text: _(m.reauthenticated) });
      })
      .catch(() => setMessage({ ok: false, text: _(m.recentLogin) }))
      .finally(() =>
        window.history.replaceState(window.history.state, '', window.location.pathname),
      );
  }, [_]);

  const shared = owned.filter((w) => w.members.length > 1);
  const sole = owned.filter((w) => w.members.length <= 1);
  const choicesComplete = shared.every((w) => choices[w.id]);
  const ready = choicesComplete && (reauthed || (withPassword && password !== ''));

  async function sendLink() {
    if (!email) return;
    try {
      await sendSignInLink(email, `${base}/app/settings`, product);
      setMessage({ ok: true, text: _({ ...m.linkSent, values: { email } }) });
    } catch {
      setMessage({ ok: false, text: _(m.failed) });
    }
  }

  async function remove() {
    setBusy(true);
    setMessage(null);
    try {
      if (!reauthed) await reauthenticateWithPassword(password);
      const all = { ...choices };
      for (const w of sole) all[w.id] = 'delete';
      await deleteMyAccount(workspaceChoices(all));
      notify(_(m.deleted), 'success');
      signOut();
      navigate('/', { replace: true });
    } catch (error) {
      const { code, message: text } = (error ?? {}) as { code?: string; message?: string };
      const wrong = code === 'auth/wrong-password' || code === 'auth/invalid-credential';
      const stale = code === 'auth/requires-recent-login' || String(text).includes('recent');
      setMessage({
        ok: false,
        text: _(wrong ? m.wrongPassword : stale ? m.recentLogin : m.failed),
      });
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <section className="card danger-zone account-section" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{_(m.deleteTitle)}</h2>
      <p>{_(m.deleteText)}</p>
      {sole.map((w) => (
        <p key={w.id}>{_({ ...m.soleWorkspace, values: { name: w.name } })}</p>
      ))}
      {shared.map((w) => (
        <fieldset key={w.id} className="field">
          <legend>{_({ ...m.workspaceChoice, values: { name: w.name } })}</legend>
          <label>
            <input
              type="radio"
              name={`choice-${w.id}`}
              value="delete"
              checked={choices[w.id] === 'delete'}
              onChange={() => setChoices({ ...choices, [w.id]: 'delete' })}
            />{' '}
            {_(m.choiceDelete)}
          </label>
          {w.members
            .filter((member) => member.uid !== uid)
            .map((member) => (
              <label key={member.uid}>
                <input
                  type="radio"
                  name={`choice-${w.id}`}
                  value={member.uid}
                  checked={choices[w.id] === member.uid}
                  onChange={() => setChoices({ ...choices, [w.id]: member.uid })}
                />{' '}
                {_({
                  ...m.choiceTransfer,
                  values: { name: member.displayName ?? member.email ?? member.uid.slice(0, 6) },
                })}
              </label>
            ))}
        </fieldset>
      ))}
      {!reauthed && withPassword ? (
        <div className="field">
          <label htmlFor={ids.password}>{_(m.password)}</label>
          <input
            id={ids.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
      ) : null}
      {!reauthed ? (
        <p>
          {_(m.orLink)}{' '}
          <button type="button" className="button" onClick={sendLink}>
            {_(m.sendLink)}
          </button>
        </p>
      ) : null}
      {message ? (
        <p className={message.ok ? 'form-info' : 'form-error'} role="status">
          {message.text}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-danger"
        disabled={!ready || busy}
        onClick={() => setConfirming(true)}
      >
        {_(m.deleteButton)}
      </button>
      {confirming ? (
        <ConfirmDialog
          text={_(m.deleteConfirm)}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
