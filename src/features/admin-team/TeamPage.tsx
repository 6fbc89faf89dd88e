import { useLingui } from '@lingui/react';
import { administeredProducts } from '@model/admin-reach';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { listStaff, type StaffMember } from '../../firebase/admin/admin-service-requests';
import {
  type ClientWorkspace,
  deleteTeamPhoto,
  listClientWorkspaces,
  listTeam,
  removeTeamMember,
  reorderTeam,
  type TeamMember,
} from '../../firebase/admin/admin-team';
import { formatList } from '../../lib/list-format';
import { session } from '../../session/store';
import { AdminOpsStyle } from '../../ui/admin/AdminOpsStyle';
import { dashboard } from '../../ui/admin/messages';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { errorSentence } from '../../ui/error-text';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad, valueOr } from '../../ui/use-load';
import { teamPage as m } from './messages';
import { TeamAssignments } from './TeamAssignments';
import { TeamMemberForm } from './TeamMemberForm';
import { TeamPhoto } from './TeamPhoto';
import { moved } from './team-order';

interface Team {
  team: TeamMember[];
  workspaces: ClientWorkspace[];
}
type Editing = { kind: 'new' } | { kind: 'edit'; member: TeamMember } | null;

export function TeamPage() {
  const { _, i18n } = useLingui();
  const { roles } = useSnapshot(session);
  const staffOnly = !administeredProducts(roles).includes('connect');
  // After a change the list is read again quietly, so it stays in place meanwhile.
  const {
    load: teamLoad,
    refresh: reload,
    set: setTeam,
  } = useLoad(
    async (): Promise<Team> => {
      const [team, workspaces] = await Promise.all([listTeam(), listClientWorkspaces()]);
      return { team, workspaces };
    },
    [staffOnly],
    { enabled: !staffOnly },
  );
  const load =
    teamLoad.state === 'ready' ? { state: 'ready' as const, ...teamLoad.value } : teamLoad;
  const staff = valueOr<StaffMember[]>(
    useLoad(listStaff, [staffOnly], { enabled: !staffOnly }).load,
    [],
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [assigning, setAssigning] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [busy, setBusy] = useState(false);
  // After a move, focus follows the button that was pressed to its new place.
  const refocus = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (load.state !== 'ready' || !refocus.current) return;
    const button = listRef.current?.querySelector<HTMLButtonElement>(
      `[data-move="${refocus.current}"]`,
    );
    refocus.current = null;
    button?.focus();
  });

  async function move(member: TeamMember, by: -1 | 1) {
    if (load.state !== 'ready') return;
    const order = moved(
      load.team.map((t) => t.id),
      member.id,
      by,
    );
    setBusy(true);
    try {
      await reorderTeam({ teamMemberIds: order });
      const position = order.indexOf(member.id) + 1;
      // At the top or bottom the pressed button is disabled: focus its sibling instead.
      const edge = position === 1 || position === order.length;
      refocus.current = `${member.id}:${edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`;
      const byId = new Map(load.team.map((t) => [t.id, t]));
      setTeam({
        workspaces: load.workspaces,
        team: order.map((id) => byId.get(id)).filter((t): t is TeamMember => Boolean(t)),
      });
      notify(_({ ...m.moved, values: { name: member.name, position } }), 'success');
    } catch (error) {
      notify(errorSentence(_, error), 'error');
      reload();
    } finally {
      setBusy(false);
    }
  }

  async function remove(member: TeamMember) {
    setBusy(true);
    try {
      const { photoPath } = await removeTeamMember({ teamMemberId: member.id });
      // The profile is gone; its photo would only linger in Storage.
      if (photoPath) deleteTeamPhoto(photoPath).catch(() => undefined);
      notify(_({ ...m.removed, values: { name: member.name } }), 'success');
      reload();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  if (staffOnly) {
    return (
      <>
        <PageHeader title={nav.team} lead={m.lead} />
        <p className="empty">{_(m.staffOnly)}</p>
      </>
    );
  }

  const workspaceName = (id: string) =>
    load.state === 'ready' ? (load.workspaces.find((w) => w.id === id)?.name ?? id) : id;

  return (
    <>
      <AdminOpsStyle />
      <PageHeader title={nav.team} lead={m.lead} />
      {editing === null ? (
        <button
          type="button"
          className="button button-primary"
          onClick={() => setEditing({ kind: 'new' })}
        >
          {_(m.add)}
        </button>
      ) : (
        <TeamMemberForm
          key={
            editing.kind === 'edit' ? `${editing.member.id}:${editing.member.version ?? ''}` : 'new'
          }
          member={editing.kind === 'edit' ? editing.member : null}
          staff={staff}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onCancel={() => setEditing(null)}
          onLoadNewer={() => {
            if (editing.kind !== 'edit') return;
            listTeam().then(
              (team) => {
                const fresh = team.find((t) => t.id === editing.member.id);
                setEditing(fresh ? { kind: 'edit', member: fresh } : null);
                reload();
              },
              (error) => notify(errorSentence(_, error), 'error'),
            );
          }}
        />
      )}

      {load.state === 'loading' ? <Skeleton shape="list" /> : null}
      {load.state === 'failed' ? (
        <p className="empty" role="alert">
          {_(m.failed)}{' '}
          <button type="button" className="button" onClick={reload}>
            {_(dashboard.retry)}
          </button>
        </p>
      ) : null}
      {load.state === 'ready' && load.team.length === 0 ? (
        <p className="empty">{_(m.empty)}</p>
      ) : null}
      {load.state === 'ready' && load.team.length > 0 ? (
        <ol className="ops-list" ref={listRef}>
          {load.team.map((member, index) => {
            const serves = load.workspaces.filter((w) => w.teamMemberIds.includes(member.id));
            return (
              <li key={member.id} className="card ops-member" data-member={member.id}>
                <TeamPhoto
                  name={member.name}
                  path={member.photoPath}
                  alt={_({ ...m.photoOf, values: { name: member.name } })}
                />
                <div>
                  <h3>
                    {member.name}{' '}
                    <span className="ops-badge">
                      {_(member.public ? m.publicBadge : m.hiddenBadge)}
                    </span>
                  </h3>
                  {member.title ? <p>{member.title}</p> : null}
                  {member.bio ? <p>{member.bio}</p> : null}
                  <p data-serves>
                    <strong>{_(m.serves)}:</strong>{' '}
                    {serves.length
                      ? formatList(
                          i18n.locale,
                          serves.map((w) => workspaceName(w.id)),
                        )
                      : _(m.servesNone)}
                  </p>
                  <div className="ops-row">
                    <button
                      type="button"
                      className="button"
                      data-move={`${member.id}:up`}
                      aria-label={_({ ...m.moveUp, values: { name: member.name } })}
                      disabled={busy || index === 0}
                      onClick={() => move(member, -1)}
                    >
                      ↑ {_(m.up)}
                    </button>
                    <button
                      type="button"
                      className="button"
                      data-move={`${member.id}:down`}
                      aria-label={_({ ...m.moveDown, values: { name: member.name } })}
                      disabled={busy || index === load.team.length - 1}
                      onClick={() => move(member, 1)}
                    >
                      ↓ {_(m.down)}
                    </button>
                    <button
                      type="button"
                      className="button"
                      onClick={() => setEditing({ kind: 'edit', member })}
                    >
                      {_(m.edit)}
                    </button>
                    <button
                      type="button"
                      className="button"
                      aria-expanded={assigning === member.id}
                      onClick={() => setAssigning(assigning === member.id ? null : member.id)}
                    >
                      {_(m.changeClients)}
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      onClick={() => setRemoving(member)}
                    >
                      {_(m.remove)}
                    </button>
                  </div>
                  {assigning === member.id ? (
                    <TeamAssignments
                      member={member}
                      workspaces={load.workspaces}
                      onSaved={() => {
                        setAssigning(null);
                        reload();
                      }}
                      onCancel={() => setAssigning(null)}
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}

      {removing ? (
        <ConfirmDialog
          text={_({ ...m.confirmRemove, values: { name: removing.name } })}
          busy={busy}
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}
