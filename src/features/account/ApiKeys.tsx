// A workspace's API keys for its owner: the list (never the keys), a form that creates one and
// shows it once, and revoking. Each action ends in a notification.

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { API_KEY_SCOPES } from '@model/schemas/api-keys';
import { type FormEvent, useId, useState } from 'react';
import {
  type ApiKeyScope,
  type ApiKeySummary,
  createApiKey,
  listApiKeys,
  revokeApiKey,
} from '../../firebase/api-keys';
import { formatMoment } from '../../lib/time-format';
import { ConfirmButton } from '../../ui/dialogs/ConfirmButton';
import { errorSentence } from '../../ui/error-text';
import { LoadedTable } from '../../ui/LoadedTable';
import { notify } from '../../ui/notification-store';
import { ShownOnce } from '../../ui/ShownOnce';
import { useLoad, valueOr } from '../../ui/use-load';
import { apiKeyMessages as m } from './messages';

const SCOPE_NAMES: Record<ApiKeyScope, MessageDescriptor> = {
  'posts:read': m.scopePostsRead,
  'posts:write': m.scopePostsWrite,
  'posts:publish': m.scopePostsPublish,
  inbox: m.scopeInbox,
  'service-requests:write': m.scopeRequests,
};

export function ApiKeys({ workspaceId }: { workspaceId: string }) {
  const { _, i18n } = useLingui();
  const ids = { title: useId(), name: useId(), problem: useId() };
  const { load, reload, refresh } = useLoad(() => listApiKeys(workspaceId), [workspaceId], {
    report: 'none',
  });
  const keys = valueOr(load, [] as ApiKeySummary[]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState(false);
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);
  // One request id per key being created, so a retried submit cannot make a second key.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    const scopes = data.getAll('scope').map(String) as ApiKeyScope[];
    setProblem(name === '' || scopes.length === 0);
    if (name === '' || scopes.length === 0) return;
    setBusy(true);
    try {
      const reply = await createApiKey({ requestId, workspaceId, name, scopes });
      setRequestId(crypto.randomUUID());
      notify(_({ ...m.created, values: { name } }), 'success');
      if (reply.key) setShown({ name, key: reply.key });
      form.reset();
      refresh();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function revoke(key: ApiKeySummary) {
    try {
      await revokeApiKey(key.keyId);
      notify(_({ ...m.revoked, values: { name: key.name } }), 'success');
      refresh();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    }
  }

  const date = (at: number | null) => (at === null ? '' : formatMoment(at, i18n.locale));
  return (
    <section className="api-keys" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{_(m.title)}</h3>
      <p>{_(m.lead)}</p>
      <LoadedTable
        load={load}
        label={_(m.title)}
        columns={[m.name, m.prefix, m.scopes, m.createdOn, m.lastUsed, m.status, m.revoke]}
        isEmpty={keys.length === 0}
        empty={m.empty}
        failed={m.failed}
        onRetry={reload}
      >
        {keys.map((key) => (
          <tr key={key.keyId} data-api-key={key.keyId}>
            <td>{key.name}</td>
            <td>
              <code>{key.prefix}…</code>
            </td>
            <td>{key.scopes.map((scope) => _(SCOPE_NAMES[scope])).join(', ')}</td>
            <td>{date(key.createdAt)}</td>
            <td>{key.lastUsedAt === null ? _(m.neverUsed) : date(key.lastUsedAt)}</td>
            <td>{_(key.revokedAt === null ? m.active : m.revokedState)}</td>
            <td>
              {key.revokedAt === null ? (
                <ConfirmButton
                  label={_(m.revoke)}
                  accessibleName={_({ ...m.revokeFor, values: { name: key.name } })}
                  question={_({ ...m.confirmRevoke, values: { name: key.name } })}
                  disabled={busy}
                  action={() => revoke(key)}
                />
              ) : null}
            </td>
          </tr>
        ))}
      </LoadedTable>
      {shown ? (
        <ShownOnce
          text={_({ ...m.copyNow, values: { name: shown.name } })}
          value={shown.key}
          label={shown.name}
          done={_(m.hideKey)}
          onDone={() => setShown(null)}
        />
      ) : null}
      <form className="form" onSubmit={create} noValidate>
        <div className="field">
          <label htmlFor={ids.name}>{_(m.name)}</label>
          <input
            id={ids.name}
            name="name"
            maxLength={80}
            aria-invalid={problem || undefined}
            aria-describedby={problem ? ids.problem : undefined}
          />
        </div>
        <fieldset className="field">
          <legend>{_(m.scopes)}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope}>
              <input
                type="checkbox"
                name="scope"
                value={scope}
                defaultChecked={scope === 'posts:read'}
              />{' '}
              {_(SCOPE_NAMES[scope])}
            </label>
          ))}
        </fieldset>
        {problem ? (
          <p id={ids.problem} className="form-error" role="alert">
            {_(m.nameRequired)}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {_(m.create)}
        </button>
      </form>
    </section>
  );
}
