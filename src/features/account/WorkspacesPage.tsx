import { useLingui } from '@lingui/react';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { createWorkspace, listMyWorkspaces, type ManagedWorkspace } from '../../firebase/accounts';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { workspacesMessages as m } from './messages';
import { WorkspaceCard } from './WorkspaceCard';

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** /app/workspaces: the smm user's workspaces, creating one, and each one's members. */
export function WorkspacesPage() {
  const { _ } = useLingui();
  const { uid, email } = useSnapshot(session);
  const [workspaces, setWorkspaces] = useState<ManagedWorkspace[] | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(() => {
    if (!uid) return;
    listMyWorkspaces(uid)
      .then((list) => {
        setWorkspaces(list);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [uid]);
  useEffect(reload, [reload]);

  if (failed) {
    return (
      <>
        <PageHeader title={m.title} />
        <p className="form-error" role="alert">
          {_(m.loadFailed)}
        </p>
      </>
    );
  }
  if (!workspaces) return <Skeleton shape="cards" count={2} />;
  const first = workspaces.length === 0;
  return (
    <>
      <PageHeader title={m.title} lead={first ? m.firstLead : m.lead} />
      <CreateWorkspace onCreated={reload} autoFocus={first} />
      {first ? <p className="empty">{_(m.none)}</p> : null}
      {workspaces.map((workspace) => (
        <WorkspaceCard
          key={workspace.id}
          workspace={workspace}
          selfUid={uid}
          selfEmail={email}
          onChanged={reload}
        />
      ))}
    </>
  );
}

function CreateWorkspace({ onCreated, autoFocus }: { onCreated: () => void; autoFocus: boolean }) {
  const { _ } = useLingui();
  const ids = { title: useId(), name: useId(), zone: useId() };
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const name = String(form.get('name') ?? '').trim();
    const timeZone = String(form.get('timeZone') ?? '').trim() || 'UTC';
    setBusy(true);
    try {
      await createWorkspace({ name, timeZone, product: 'smm' });
      notify(_({ ...m.created, values: { name } }), 'success');
      formElement.reset();
      onCreated();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{_(m.createTitle)}</h2>
      <form className="form form-inline" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={ids.name}>{_(m.name)}</label>
          <input
            id={ids.name}
            name="name"
            required
            maxLength={80}
            // The first workspace is the one thing a new account has to do.
            // biome-ignore lint/a11y/noAutofocus: the page exists for this field when it opens empty
            autoFocus={autoFocus}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.zone}>{_(m.timeZone)}</label>
          <input id={ids.zone} name="timeZone" defaultValue={browserTimeZone()} maxLength={64} />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {_(m.create)}
        </button>
      </form>
    </section>
  );
}
