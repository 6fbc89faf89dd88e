// /app/settings?view=platform: the API keys and webhooks screen of /app/workspaces for connect,
// whose route table is the seed's and has no workspaces page. The agency's admins choose any
// client workspace (the server lets a product's admins manage them); anyone else the
// workspaces they own, as the capability table says.

import { useLingui } from '@lingui/react';
import { isAdminOfProduct } from '@model/admin-reach';
import { mayManagePlatform } from '@model/capabilities';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { listMyWorkspaces } from '../../firebase/accounts';
import { listClientWorkspaces } from '../../firebase/admin/admin-team';
import { session } from '../../session/store';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
import { ApiKeys } from './ApiKeys';
import { platformMessages as m } from './messages';
import { Webhooks } from './Webhooks';

interface Choice {
  id: string;
  name: string;
}

async function manageable(uid: string, admin: boolean): Promise<Choice[]> {
  if (admin) return listClientWorkspaces();
  const mine = await listMyWorkspaces(uid);
  return mine.filter((w) => mayManagePlatform({ memberRole: w.myRole, staff: false }));
}

export function PlatformPage() {
  const { _ } = useLingui();
  const selectId = useId();
  const { uid, roles, product } = useSnapshot(session);
  const admin = isAdminOfProduct(roles, product);
  const { load } = useLoad(() => manageable(uid ?? '', admin), [uid, admin], { report: 'none' });
  const [chosen, setChosen] = useState<string | null>(null);
  if (load.state === 'loading') return <Skeleton shape="cards" count={2} />;
  if (load.state === 'failed') {
    return (
      <>
        <PageHeader title={m.title} />
        <p className="form-error" role="alert">
          {_(m.loadFailed)}
        </p>
      </>
    );
  }
  const workspaces = load.value;
  const workspaceId = chosen ?? workspaces[0]?.id ?? null;
  return (
    <>
      <PageHeader title={m.title} lead={m.lead} />
      {workspaceId === null ? (
        <p className="empty">{_(m.none)}</p>
      ) : (
        <section className="card workspace-card" data-workspace={workspaceId}>
          <div className="field">
            <label htmlFor={selectId}>{_(m.workspace)}</label>
            <select
              id={selectId}
              value={workspaceId}
              onChange={(event) => setChosen(event.target.value)}
            >
              {workspaces.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </div>
          <ApiKeys key={`keys-${workspaceId}`} workspaceId={workspaceId} />
          <Webhooks key={`hooks-${workspaceId}`} workspaceId={workspaceId} />
        </section>
      )}
    </>
  );
}
