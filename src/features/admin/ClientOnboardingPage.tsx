import { useLingui } from '@lingui/react';
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  listOnboarding,
  ONBOARDING_STATUSES,
  type OnboardingPage,
  type OnboardingRow,
  type OnboardingStatus,
  workspaceNames,
} from '../../firebase/admin-onboarding';
import { ONBOARDING_STEPS } from '../../lib/schemas/onboarding';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { AdminOpsStyle } from './AdminOpsStyle';
import { errorMessage } from './errorMessage';
import { InviteClientForm } from './InviteClientForm';
import { statusNames } from './messages';
import { OnboardingDetail } from './OnboardingDetail';
import { onboardingPage as m } from './opsMessages';
import { Pager } from './Pager';

// The channels panel is its own feature (and chunk): loaded only when staff open an approved
// client.
const ChannelsPanel = lazy(() =>
  import('../channels/ChannelsPanel').then((module) => ({ default: module.ChannelsPanel })),
);

type Filter = OnboardingStatus | 'all';
type Load =
  | { state: 'loading' }
  | { state: 'ready'; page: OnboardingPage; names: Record<string, string> }
  | { state: 'failed' };

export function ClientOnboardingPage() {
  const { _, i18n } = useLingui();
  const [filter, setFilter] = useState<Filter>('submitted');
  const [cursors, setCursors] = useState<(DocumentSnapshot | null)[]>([null]);
  const [page, setPage] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [reloadKey, setReloadKey] = useState(0);
  const [selected, setSelected] = useState<OnboardingRow | null>(null);
  const after = cursors[page] ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey re-reads after a change
  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    listOnboarding(filter, after)
      .then(async (result) => ({
        page: result,
        names: await workspaceNames(result.rows.map((r) => r.workspaceId)),
      }))
      .then(
        (value) => current && setLoad({ state: 'ready', ...value }),
        (error: unknown) => {
          notify(errorMessage(error), 'error');
          if (current) setLoad({ state: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [filter, after, reloadKey]);

  const restart = () => {
    setCursors([null]);
    setPage(0);
    setReloadKey((k) => k + 1);
  };
  const nameOf = (row: OnboardingRow) =>
    load.state === 'ready' ? (load.names[row.workspaceId] ?? row.workspaceId) : row.workspaceId;

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

      {load.state === 'loading' ? <Spinner /> : null}
      {load.state === 'failed' ? (
        <p className="empty" role="alert">
          {_(m.failed)}
        </p>
      ) : null}
      {load.state === 'ready' && load.page.rows.length === 0 ? (
        <p className="empty">{_(m.empty)}</p>
      ) : null}
      {load.state === 'ready' && load.page.rows.length > 0 ? (
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
              {load.page.rows.map((row) => {
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
      <Pager
        label={_(nav.clientOnboarding)}
        page={page}
        hasNext={load.state === 'ready' && load.page.next !== null}
        onPrevious={() => setPage(page - 1)}
        onNext={() => {
          if (load.state !== 'ready' || !load.page.next) return;
          const next = load.page.next;
          setCursors((c) => [...c.slice(0, page + 1), next]);
          setPage(page + 1);
        }}
      />

      {selected ? (
        <OnboardingDetail
          key={selected.id}
          row={selected}
          workspaceName={nameOf(selected)}
          onClose={() => setSelected(null)}
          onReviewed={() => {
            setSelected(null);
            setReloadKey((k) => k + 1);
          }}
        >
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
