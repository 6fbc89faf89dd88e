import { useLingui } from '@lingui/react';
import { mayManagePlatform } from '@model/capabilities';
import { type FormEvent, useId, useState } from 'react';
import * as accounts from '../../firebase/accounts';
import type { ManagedWorkspace } from '../../lib/workspace-people';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { errorSentence } from '../../ui/error-text';
import { memberRoleLabels } from '../../ui/members/messages';
import { WorkspacePeople } from '../../ui/members/WorkspacePeople';
import { notify } from '../../ui/notification-store';
import { ApiKeys } from './ApiKeys';
import { workspacesMessages as m } from './messages';
import { Webhooks } from './Webhooks';

/** One workspace: its name (owners rename and delete it), members and invitations. */
export function WorkspaceCard({
  workspace,
  selfUid,
  selfEmail,
  onChanged,
}: {
  workspace: ManagedWorkspace;
  selfUid: string | null;
  selfEmail: string | null;
  onChanged: () => void;
}) {
  const { _ } = useLingui();
  const ids = { title: useId(), name: useId() };
  const owner = workspace.myRole === 'owner';
  // Keys and webhooks: as the capability table says (this page lists the person's own workspaces).
  const platform = mayManagePlatform({ memberRole: workspace.myRole, staff: false });
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      notify(done, 'success');
      setRenaming(false);
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
      setDeleting(false);
      onChanged();
    }
  }

  function onRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    void run(() => accounts.updateWorkspace({ workspaceId: workspace.id, name }), _(m.renamed));
  }

  return (
    <section
      className="card workspace-card"
      aria-labelledby={ids.title}
      data-workspace={workspace.id}
    >
      <h2 id={ids.title}>{workspace.name}</h2>
      {workspace.myRole ? (
        <p>{_({ ...m.yourRole, values: { role: _(memberRoleLabels[workspace.myRole]!) } })}</p>
      ) : null}
      {owner && renaming ? (
        <form className="form form-inline" onSubmit={onRename}>
          <div className="field">
            <label htmlFor={ids.name}>
              {_({ ...m.newName, values: { name: workspace.name } })}
            </label>
            <input
              id={ids.name}
              name="name"
              defaultValue={workspace.name}
              required
              maxLength={80}
            />
          </div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {_(m.save)}
          </button>
          <button type="button" className="button" onClick={() => setRenaming(false)}>
            {_(m.cancel)}
          </button>
        </form>
      ) : null}
      {owner && !renaming ? (
        <div className="actions">
          <button type="button" className="button" onClick={() => setRenaming(true)}>
            {_(m.rename)}
          </button>
          <button type="button" className="button" onClick={() => setDeleting(true)}>
            {_(m.delete)}
          </button>
        </div>
      ) : null}
      <WorkspacePeople
        api={accounts}
        workspace={workspace}
        selfUid={selfUid}
        selfEmail={selfEmail}
        canManage={owner}
        onChanged={onChanged}
      />
      {platform ? <ApiKeys workspaceId={workspace.id} /> : null}
      {platform ? <Webhooks workspaceId={workspace.id} /> : null}
      {deleting ? (
        <ConfirmDialog
          text={_({ ...m.deleteConfirm, values: { name: workspace.name } })}
          busy={busy}
          onConfirm={() => void run(() => accounts.deleteWorkspace(workspace.id), _(m.deleted))}
          onCancel={() => setDeleting(false)}
        />
      ) : null}
    </section>
  );
}
