import { useLingui } from '@lingui/react';
import { type ComponentType, Suspense, useState } from 'react';
import {
  listOnboarding,
  ONBOARDING_STATUSES,
  type OnboardingRow,
  type OnboardingStatus,
  workspaceNames,
} from '../../firebase/admin-onboarding';
import type { PageCursor } from '../../firebase/cursor';
import { ONBOARDING_STEPS } from '../../lib/schemas/onboarding';
import { AdminOpsStyle } from '../../ui/admin/AdminOpsStyle';
import { statusNames } from '../../ui/admin/messages';
import { LoadStates } from '../../ui/LoadStates';
import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { CursorPager } from '../../ui/Pager';
import { Spinner } from '../../ui/Spinner';
import { useLoad } from '../../ui/use-load';
import { usePages } from '../../ui/use-pages';
import { ClientMembers } from './ClientMembers';
import { InviteClientForm } from './InviteClientForm';
import { onboardingPage as m } from './messages';
import { OnboardingDetail } from './OnboardingDetail';

/** The channels feature's panel for one workspace; src/app hands it in (features do not import
 * each other), lazily, so its chunk loads only when staff open an approved client. */
export interface ClientOnboardingSlots {
  ChannelsPanel: ComponentType<{ workspaceId: string; headingLevel?: 2 | 3 }>;
}

type Filter = OnboardingStatus | 'all';

export function ClientOnboardingPage({ ChannelsPanel }: ClientOnboardingSlots) {
  const { _, i18n } = useLingui();
  const [filter, setFilter] = useState<Filter>('submitted');
  const pages = usePages<PageCursor>();
  const { load, reload } = useLoad(async () => {
    const page = await listOnboarding(filter, pages.cursor);
    return { page, names: await workspaceNames(page.rows.map((r) => r.workspaceId)) };
  }, [filter, pages.cursor]);
  const [selected, setSelected] = useState<OnboardingRow | null>(null);
  const rows = load.state === 'ready' ? load.value.page.rows : [];

  // Back to the first page, read again even if that page is already showing.
  const restart = () => {
    pages.restart();
    reload();
  };
  const nameOf = (row: OnboardingRow) =>
    load.state === 'ready'
      ? (load.value.names[row.workspaceId] ?? row.workspaceId)
      : row.workspaceId;

  return (
    <>
      <AdminOpsStyle />
      <PageHeader title={nav.clientOnboarding} lead={m.lead} />
      <InviteClientForm
        onInvited={() => {
          setFilter('invited');
          restart();
        }}
      />
      <div className="form">
        <label className="field">
          {_(m.status)}
          <select
            name="onboardingStatus"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as Filter);
              setSelected(null);
              restart();
            }}
          >
            <option value="all">{_(m.all)}</option>
            {ONBOARDING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {_(statusNames[s])}
              </option>
            ))}
          </select>
        </label>
      </div>

      <LoadStates load={load} isEmpty={rows.length === 0} empty={m.empty} failed={m.failed} />
      {rows.length > 0 ? (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">{_(m.client)}</th>
                <th scope="col">{_(m.workspaceName)}</th>
                <th scope="col">{_(m.status)}</th>
                <th scope="col">{_(m.progress)}</th>
                <th scope="col">{_(m.invitedOn)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const done = ONBOARDING_STEPS.filter((s) => row.steps[s].done).length;
                return (
                  <tr key={row.id} data-onboarding-row={row.id}>
                    <td>
                      <button
                        type="button"
                        className="button"
                        aria-label={_({ ...m.open, values: { email: row.invitedEmail } })}
                        onClick={() => setSelected(row)}
                      >
                        {row.invitedEmail}
                      </button>
                    </td>
                    <td>{nameOf(row)}</td>
                    <td>
                      <span className="ops-badge" data-state={row.status}>
                        {_(statusNames[row.status])}
                      </span>
                    </td>
                    <td>
                      {_({
                        ...m.stepsDone,
                        values: { done, total: ONBOARDING_STEPS.length },
                      })}
                    </td>
                    <td>
                      {row.createdAt
                        ? i18n.date(new Date(row.createdAt), { dateStyle: 'medium' })
                        : ''}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <CursorPager
        label={_(nav.clientOnboarding)}
        pages={pages}
        next={load.state === 'ready' ? load.value.page.next : null}
      />

      {selected ? (
        <OnboardingDetail
          key={selected.id}
          row={selected}
          workspaceName={nameOf(selected)}
          onClose={() => setSelected(null)}
          onReviewed={() => {
            setSelected(null);
            reload();
          }}
        >
          {selected.workspaceId ? (
            <ClientMembers workspaceId={selected.workspaceId} name={nameOf(selected)} />
          ) : null}
          {selected.status === 'approved' && selected.workspaceId ? (
            <section aria-labelledby="client-channels" data-client-channels={selected.workspaceId}>
              <h3 id="client-channels">
                {_({ ...m.channels, values: { name: nameOf(selected) } })}
              </h3>
              <Suspense fallback={<Spinner />}>
                <ChannelsPanel workspaceId={selected.workspaceId} headingLevel={3} />
              </Suspense>
            </section>
          ) : null}
        </OnboardingDetail>
      ) : null}
    </>
  );
}
