import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import {
  type ClientWorkspace,
  setTeamAssignments,
  type TeamMember,
} from '../../firebase/admin/admin-team';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { teamPage as m } from './messages';

/** Picks the client workspaces a member serves and saves them in one call. */
export function TeamAssignments({
  member,
  workspaces,
  onSaved,
  onCancel,
}: {
  member: TeamMember;
  workspaces: ClientWorkspace[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { _ } = useLingui();
  const [chosen, setChosen] = useState(
    () => new Set(workspaces.filter((w) => w.teamMemberIds.includes(member.id)).map((w) => w.id)),
  );
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);
  const needle = filter.trim().toLowerCase();
  const shown = workspaces.filter((w) => !needle || w.name.toLowerCase().includes(needle));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await setTeamAssignments({ teamMemberId: member.id, workspaceIds: [...chosen] });
      notify(_({ ...m.assignmentsSaved, values: { name: member.name } }), 'success');
      onSaved();
    } catch (failure) {
      notify(errorSentence(_, failure), 'error');
    } finally {
      setBusy(false);
    }
  }

  const headingId = `assign-${member.id}`;
  return (
    <form className="ops-panel" aria-labelledby={headingId} onSubmit={save}>
      <h3 id={headingId}>{_({ ...m.clientsOf, values: { name: member.name } })}</h3>
      <label className="field">
        {_(m.filterClients)}
        <input
          type="search"
          name="clientFilter"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </label>
      {shown.length === 0 ? <p className="empty">{_(m.noClients)}</p> : null}
      <ul className="ops-checks">
        {shown.map((workspace) => (
          <li key={workspace.id}>
            <label className="ops-row">
              <input
                type="checkbox"
                name="client"
                value={workspace.id}
                checked={chosen.has(workspace.id)}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.target.checked) next.add(workspace.id);
                  else next.delete(workspace.id);
                  setChosen(next);
                }}
              />
              {workspace.name}
            </label>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {_(m.save)}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {_(m.cancel)}
        </button>
      </div>
    </form>
  );
}
