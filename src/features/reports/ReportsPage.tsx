// The client report page: choose a workspace (a client's own, or any client for the agency's
// staff) and a period; the server computes the report in the workspace's zone.

import { useLingui } from '@lingui/react';
import type { Locale } from '@model/constants';
import { isAdminRole } from '@model/roles';
import type { ReportPeriodKind } from '@model/schemas/reports/reports';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { listReportWorkspaces, readReport, readReportPdf } from '../../firebase/analytics/reports';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
import { AgencyOverview } from './AgencyOverview';
import { formatsFor } from './format';
import { report as m } from './messages';
import { ReportStyle } from './ReportStyle';
import { ReportView } from './ReportView';
import { SchedulePanel } from './SchedulePanel';
import { SharePanel } from './SharePanel';

const PERIODS: [ReportPeriodKind, typeof m.lastMonth][] = [
  ['last_month', m.lastMonth],
  ['last_week', m.lastWeek],
  ['custom', m.custom],
];

export function ReportsPage() {
  const { _, i18n } = useLingui();
  const { uid, product, roles } = useSnapshot(session);
  const ids = { workspace: useId(), period: useId(), from: useId(), to: useId() };
  const [chosen, setChosen] = useState('');
  const [period, setPeriod] = useState<ReportPeriodKind>('last_month');
  const [days, setDays] = useState({ from: '', to: '' });
  const [custom, setCustom] = useState<{ from: string; to: string } | null>(null);

  const { load: list } = useLoad(() => listReportWorkspaces(product), [uid, product], {
    enabled: Boolean(uid),
    report: 'log',
  });
  const workspaces = list.state === 'ready' ? list.value : [];
  const workspaceId = chosen || workspaces[0]?.id || '';
  const asking = period !== 'custom' || custom !== null;
  const { load } = useLoad(
    () => readReport({ workspaceId, period, ...(period === 'custom' && custom ? custom : {}) }),
    [workspaceId, period, custom],
    { enabled: Boolean(workspaceId) && asking, report: 'log' },
  );

  return (
    <>
      <ReportStyle />
      <PageHeader title={m.link} lead={m.lead} />
      <form
        className="toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          setCustom({ ...days });
        }}
      >
        {workspaces.length > 1 ? (
          <label htmlFor={ids.workspace}>
            {_(m.workspace)}
            <select
              id={ids.workspace}
              value={workspaceId}
              onChange={(e) => setChosen(e.currentTarget.value)}
            >
              {workspaces.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label htmlFor={ids.period}>
          {_(m.period)}
          <select
            id={ids.period}
            value={period}
            onChange={(e) => {
              setPeriod(e.currentTarget.value as ReportPeriodKind);
              setCustom(null);
            }}
          >
            {PERIODS.map(([value, label]) => (
              <option key={value} value={value}>
                {_(label)}
              </option>
            ))}
          </select>
        </label>
        {period === 'custom' ? (
          <>
            <label htmlFor={ids.from}>
              {_(m.from)}
              <input
                id={ids.from}
                type="date"
                required
                value={days.from}
                onChange={(e) => setDays({ ...days, from: e.currentTarget.value })}
              />
            </label>
            <label htmlFor={ids.to}>
              {_(m.to)}
              <input
                id={ids.to}
                type="date"
                required
                value={days.to}
                onChange={(e) => setDays({ ...days, to: e.currentTarget.value })}
              />
            </label>
            <button type="submit" className="button">
              {_(m.show)}
            </button>
          </>
        ) : null}
      </form>
      {isAdminRole(roles[product]) ? <AgencyOverview product={product} onOpen={setChosen} /> : null}
      {list.state === 'ready' && workspaces.length === 0 ? (
        <p className="empty">{_(m.noWorkspace)}</p>
      ) : null}
      {list.state === 'loading' || (asking && workspaceId && load.state === 'loading') ? (
        <Skeleton shape="cards" count={4} />
      ) : null}
      {list.state === 'failed' || load.state === 'failed' ? (
        <p className="empty" role="alert">
          {_({
            ...m.loadFailed,
            values: {
              reason: errorSentence(
                _,
                list.state === 'failed' ? list.error : load.state === 'failed' ? load.error : null,
              ),
            },
          })}
        </p>
      ) : null}
      {load.state === 'ready' && workspaceId ? (
        <>
          <ReportView
            report={load.value}
            locale={i18n.locale}
            pdf={() =>
              readReportPdf({
                workspaceId,
                period,
                ...(period === 'custom' && custom ? custom : {}),
                // The active locale is always one of the supported ones (src/i18n/locale.ts).
                locale: i18n.locale as Locale,
              })
            }
          />
          {workspaces.find((w) => w.id === workspaceId)?.manage ? (
            <SharePanel
              query={{ workspaceId, period, ...(period === 'custom' && custom ? custom : {}) }}
              formats={formatsFor(i18n.locale, load.value.workspace.timeZone)}
            />
          ) : null}
          {workspaces.find((w) => w.id === workspaceId)?.manage ? (
            <SchedulePanel
              workspaceId={workspaceId}
              formats={formatsFor(i18n.locale, load.value.workspace.timeZone)}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
