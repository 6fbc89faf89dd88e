import { useLingui } from '@lingui/react';
import type { NetworkId } from '@model/networks';
import { type FormEvent, useId, useState } from 'react';
import { connectBluesky, connectSandbox, startChannelOAuth } from '../../firebase/channels';
import { type PlanLimit, planLimitOf } from '../../lib/plan-limit';
import { errorSentence } from '../../ui/error-text';
import { ChannelDialog } from './ChannelDialog';
import { connectFailure, isNotSetUp, networkWords } from './failure';
import { m, networkNames, networkTitles } from './messages';
import {
  BLUESKY_APP_PASSWORDS_URL,
  looksLikeAppPassword,
  looksLikeBlueskyHandle,
  looksLikeHttpsAddress,
  looksLikeInstance,
  looksLikeSandboxHandle,
} from './networks';
import { redirectUriFor } from './oauth-return';
import { PlanLimitNotice } from './PlanLimitNotice';

/** What a reconnect already knows about the account, so the user need not type it again. */
export interface ConnectPrefill {
  /** The channel being reconnected, for the dialog's title. */
  name: string;
  /** Its id: the server repairs that channel rather than the account's own (if another). */
  channelId?: string;
  identifier?: string;
  instance?: string;
  handle?: string;
}

type Translate = ReturnType<typeof useLingui>['_'];
type Fields = Record<string, string>;

/** Field problems in the user's language, checked before anything is sent. */
function problemsOf(
  network: NetworkId,
  fields: Fields,
  _: Translate,
  appPassword: boolean,
): Fields {
  const problems: Fields = {};
  if (network === 'bluesky' && !appPassword) {
    if (!looksLikeBlueskyHandle(fields.identifier ?? '')) {
      problems.identifier = _(m.blueskyHandleMissing);
    }
  } else if (network === 'bluesky') {
    if (!fields.identifier) problems.identifier = _(m.blueskyIdentifierMissing);
    if (!fields.appPassword) problems.appPassword = _(m.appPasswordMissing);
    else if (!looksLikeAppPassword(fields.appPassword)) {
      problems.appPassword = _(m.appPasswordShape);
    }
    if (fields.service && !looksLikeHttpsAddress(fields.service)) {
      problems.service = _(m.blueskyServiceInvalid);
    }
  } else if (network === 'mastodon') {
    if (!looksLikeInstance(fields.instance ?? '')) problems.instance = _(m.mastodonInstanceInvalid);
  } else if (network === 'sandbox') {
    if (!looksLikeSandboxHandle(fields.handle ?? '')) problems.handle = _(m.sandboxHandleInvalid);
  }
  return problems;
}

function Field({
  name,
  label,
  hint,
  problem,
  initialFocus,
  ...input
}: {
  name: string;
  label: string;
  hint?: string;
  problem?: string;
  type?: string;
  defaultValue?: string;
  autoComplete?: string;
  /** The field the dialog focuses when it opens. */
  initialFocus?: boolean;
  inputMode?: 'url' | 'email' | 'text';
  spellCheck?: boolean;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="channel-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        autoCapitalize="off"
        data-initial-focus={initialFocus ? true : undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="channel-hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="channel-problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One network's connect (or reconnect) dialog. Password networks send the credentials to the
 * connect callable straight from the form, never keeping them in state; OAuth networks ask
 * the server for the authorisation address and send the browser there.
 */
export function ConnectDialog({
  network,
  workspaceId,
  prefill,
  onClose,
  onConnected,
}: {
  network: NetworkId;
  workspaceId: string;
  prefill: ConnectPrefill | null;
  onClose: () => void;
  onConnected: () => void;
}) {
  const { _ } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [limit, setLimit] = useState<PlanLimit | null>(null);
  const [problems, setProblems] = useState<Fields>({});
  // Bluesky signs in by OAuth; a server without its client key takes an app password instead.
  const [appPassword, setAppPassword] = useState(false);
  const name = _(networkNames[network]);
  const oauth = network !== 'sandbox' && !(network === 'bluesky' && appPassword);
  const title = prefill
    ? _({ ...m.reconnectNamed, values: { name: prefill.name } })
    : _({ ...m.connectNetwork, values: { network: _(networkTitles[network]) } });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields: Fields = {};
    for (const key of ['identifier', 'appPassword', 'service', 'instance', 'handle']) {
      const value = data.get(key);
      if (typeof value === 'string') fields[key] = value.trim();
    }
    const found = problemsOf(network, fields, _, appPassword);
    setProblems(found);
    setFailure(null);
    setLimit(null);
    const firstProblem = Object.keys(found)[0];
    if (firstProblem) {
      form.querySelector<HTMLInputElement>(`[name="${firstProblem}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (network === 'bluesky' && appPassword) {
        await connectBluesky(
          workspaceId,
          fields.identifier ?? '',
          fields.appPassword ?? '',
          fields.service || undefined,
          prefill?.channelId,
        );
      } else if (network === 'sandbox') {
        await connectSandbox(workspaceId, fields.handle ?? '', prefill?.channelId);
      } else {
        const { authorizeUrl } = await startChannelOAuth(
          workspaceId,
          network,
          redirectUriFor(window.location.href),
          network === 'mastodon'
            ? fields.instance
            : network === 'bluesky'
              ? fields.identifier
              : undefined,
          prefill?.channelId,
        );
        // The page is left; busy stays on so nothing is sent twice meanwhile.
        window.location.assign(authorizeUrl);
        return;
      }
      onConnected();
    } catch (error) {
      setBusy(false);
      if (network === 'bluesky' && !appPassword && isNotSetUp(error)) {
        setAppPassword(true);
        return;
      }
      const reason = connectFailure(error);
      setLimit(planLimitOf(error));
      setFailure(
        isNotSetUp(error)
          ? _({ ...m.notSetUp, values: { network: name } })
          : reason
            ? _({ ...m.failure[reason], values: { network: name, reason: networkWords(error) } })
            : _({ ...m.failed, values: { reason: errorSentence(_, error) } }),
      );
      if (network === 'bluesky' && appPassword) {
        const password = form.elements.namedItem('appPassword');
        if (password instanceof HTMLInputElement) password.value = '';
      }
    }
  }

  return (
    <ChannelDialog title={title} busy={busy} onClose={onClose}>
      <form className="channel-form" onSubmit={submit} noValidate>
        {network === 'bluesky' ? (
          <Field
            name="identifier"
            label={_(appPassword ? m.blueskyIdentifier : m.blueskyHandle)}
            hint={_(m.blueskyIdentifierHint)}
            problem={problems.identifier}
            defaultValue={prefill?.identifier}
            autoComplete="username"
            spellCheck={false}
            initialFocus={!prefill?.identifier}
          />
        ) : null}
        {network === 'bluesky' && appPassword ? (
          <>
            <p className="channel-note">{_(m.blueskyAppPasswordInstead)}</p>
            <Field
              name="appPassword"
              type="password"
              label={_(m.appPassword)}
              hint={_(m.appPasswordHint)}
              problem={problems.appPassword}
              autoComplete="off"
              spellCheck={false}
              initialFocus={Boolean(prefill?.identifier)}
            />
            <p className="channel-hint">
              <a href={BLUESKY_APP_PASSWORDS_URL} target="_blank" rel="noopener noreferrer">
                {_(m.appPasswordLink)}
              </a>
            </p>
            <Field
              name="service"
              type="url"
              inputMode="url"
              label={_(m.blueskyService)}
              hint={_(m.blueskyServiceHint)}
              problem={problems.service}
              spellCheck={false}
            />
            <p className="channel-note">{_(m.appPasswordKept)}</p>
          </>
        ) : null}
        {network === 'mastodon' ? (
          <Field
            name="instance"
            inputMode="url"
            label={_(m.mastodonInstance)}
            hint={_(m.mastodonInstanceHint)}
            problem={problems.instance}
            defaultValue={prefill?.instance}
            spellCheck={false}
            initialFocus
          />
        ) : null}
        {network === 'sandbox' ? (
          <Field
            name="handle"
            label={_(m.sandboxHandle)}
            hint={_(m.sandboxHandleHint)}
            problem={problems.handle}
            defaultValue={prefill?.handle}
            spellCheck={false}
            initialFocus
          />
        ) : null}
        {oauth ? (
          <p className="channel-note">{_({ ...m.oauthExplain, values: { network: name } })}</p>
        ) : null}
        {limit ? (
          <PlanLimitNotice workspaceId={workspaceId} limit={limit} />
        ) : failure ? (
          <p className="channel-failure" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="channel-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {_(m.cancel)}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={busy}
            data-initial-focus={oauth && network !== 'mastodon' ? true : undefined}
          >
            {busy
              ? oauth
                ? _({ ...m.redirecting, values: { network: name } })
                : _(m.connecting)
              : oauth
                ? _({ ...m.continueTo, values: { network: name } })
                : _(m.connect)}
          </button>
        </div>
      </form>
    </ChannelDialog>
  );
}
