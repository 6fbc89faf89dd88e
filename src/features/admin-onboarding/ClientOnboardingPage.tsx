import { useLingui } from '@lingui/react';
import { ONBOARDING_STEPS } from '@model/schemas/onboarding';
import { type ComponentType, Suspense, useState } from 'react';
import {
  listOnboarding,
  ONBOARDING_STATUSES,
  type OnboardingRow,
  type OnboardingStatus,
  workspaceNames,
} from '../../firebase/admin/admin-onboarding';
import { type PageCursor, pageCursorKeys } from '../../firebase/cursor';
import { urlCodec } from '../../lib/url-state/url-codec';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { AdminOpsStyle } from '../../ui/admin/AdminOpsStyle';
import { statusNames } from '../../ui/admin/messages';
import { LoadedTable } from '../../ui/LoadedTable';
import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { CursorPager } from '../../ui/Pager';
import { SelectField } from '../../ui/SelectField';
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

// The status filter lives in the address: a reload, Back or a shared link shows it.
const onboardingUrl = urlCodec<{ filter: Filter }>({
  filter: { key: 'status', fallback: 'submitted', values: [...ONBOARDING_STATUSES, 'all'] },
});

export function ClientOnboardingPage({ ChannelsPanel }: ClientOnboardingSlots) {
  const { _, i18n } = useLingui();
  const [{ filter }, setUrl] = useUrlState(onboardingUrl.read, onboardingUrl.write);
  const setFilter = (next: Filter) => setUrl({ filter: next }, true);
  const pages = usePages<PageCursor>(filter, pageCursorKeys);
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
        <SelectField
          label={m.status}
          name="onboardingStatus"
          value={filter}
          options={ONBOARDING_STATUSES}
          names={statusNames}
          first={{ value: 'all', name: m.all }}
          onChange={(value) => {
            setFilter(value);
            setSelected(null);
            restart();
          }}
        />
      </div>

      <LoadedTable
        load={load}
        label={_(nav.clientOnboarding)}
        className="ops-table"
        columns={[m.client, m.workspaceName, m.status, m.progress, m.invitedOn]}
        isEmpty={rows.length === 0}
        empty={m.empty}
        failed={m.failed}
      >
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
                {row.createdAt ? i18n.date(new Date(row.createdAt), { dateStyle: 'medium' }) : ''}
              </td>
            </tr>
          );
        })}
      </LoadedTable>
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
