import { useLingui } from '@lingui/react';
import { type Locale, RTL_LOCALES } from '@model/constants';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import type { MetricSnapshot } from '../../firebase/analytics/metrics';
import { trackAction } from '../../lib/telemetry/track';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { session } from '../../session/store';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
import { AnalyticsStyle } from './AnalyticsStyle';
import {
  engagementRate,
  followers,
  groupBy,
  type PeriodActivity,
  periodActivity,
  type Totals,
  toCsv,
  totals,
  trend,
} from './aggregate';
import { analyticsUrl, type PeriodDays } from './analytics-url';
import { type AnalyticsData, loadAnalytics } from './load-analytics';
import { analytics as m } from './messages';

const DAY_MS = 86_400_000;
const PERIODS = [
  ['7', m.last7],
  ['30', m.last30],
  ['90', m.last90],
] as const;

export function AnalyticsPage() {
  const { _, i18n } = useLingui();
  const { uid, product } = useSnapshot(session);
  // The period and workspace live in the address (analytics-url.ts): a new period is a new
  // history entry, so Back shows the one before.
  const [url, setUrl] = useUrlState(analyticsUrl.read, analyticsUrl.write);
  const days = Number(url.days);
  const ids = { period: useId(), workspace: useId() };
  // The period ends at the next midnight (UTC) so that today's snapshots count.
  const to = Math.ceil(Date.now() / DAY_MS) * DAY_MS;
  const from = to - days * DAY_MS;

  const { load: loaded } = useLoad(
    () => loadAnalytics(uid ?? '', product, from, to),
    [uid, product, from, to],
    {
      enabled: Boolean(uid),
      report: (error) => {
        console.warn('Analytics could not be loaded', error);
        notify(_(m.loadFailed), 'error');
      },
    },
  );
  const load = loaded.state === 'ready' ? { state: 'ready' as const, data: loaded.value } : loaded;
  // A link naming a workspace the person no longer reads shows all of theirs.
  const workspaceId =
    load.state === 'ready' && load.data.workspaces.some((w) => w.id === url.workspace)
      ? url.workspace
      : '';

  return (
    <>
      <AnalyticsStyle />
      <PageHeader title={nav.analytics} lead={m.lead} />
      <div className="toolbar">
        <label htmlFor={ids.period}>{_(m.period)}</label>
        <select
          id={ids.period}
          value={url.days}
          onChange={(e) => setUrl({ days: e.currentTarget.value as PeriodDays }, true)}
        >
          {PERIODS.map(([value, label]) => (
            <option key={value} value={value}>
              {_(label)}
            </option>
          ))}
        </select>
        {load.state === 'ready' && load.data.workspaces.length > 1 ? (
          <>
            <label htmlFor={ids.workspace}>{_(m.workspace)}</label>
            <select
              id={ids.workspace}
              value={workspaceId}
              onChange={(e) => setUrl({ workspace: e.currentTarget.value })}
            >
              <option value="">{_(m.allWorkspaces)}</option>
              {load.data.workspaces.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </div>
      {load.state === 'loading' ? <Skeleton shape="cards" count={4} /> : null}
      {load.state === 'failed' ? (
        <p className="empty" role="alert">
          {_(m.loadFailed)}
        </p>
      ) : null}
      {load.state === 'ready' && load.data.workspaces.length === 0 ? (
        <p className="empty">{_(m.noWorkspace)}</p>
      ) : null}
      {load.state === 'ready' && load.data.workspaces.length > 0 ? (
        <Report
          data={load.data}
          workspaceId={workspaceId}
          from={from}
          to={to}
          locale={i18n.locale}
        />
      ) : null}
    </>
  );
}

function Report({
  data,
  workspaceId,
  from,
  to,
  locale,
}: {
  data: AnalyticsData;
  workspaceId: string;
  from: number;
  to: number;
  locale: string;
}) {
  const { _ } = useLingui();
  const only = (list: MetricSnapshot[]) =>
    workspaceId ? list.filter((s) => s.workspaceId === workspaceId) : list;
  const current = only(data.current);
  const activity = periodActivity(only(data.history), only(data.previous), from, to);
  const length = to - from;
  const now = totals(activity.series);
  const before = totals(
    periodActivity(only(data.previous), only(data.earlier), from - length, from).series,
  );
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });

  const byChannel = [...groupBy(activity.series, (s) => `${s.workspaceId}/${s.channelId}`)].sort(
    (a, b) => b[1].impressions - a[1].impressions,
  );
  const byPost = [...groupBy(activity.series, (s) => `${s.workspaceId}/${s.postId ?? ''}`)].sort(
    (a, b) => b[1].engagements - a[1].engagements,
  );
  const channelName = (key: string) => data.channelNames.get(key) ?? key.split('/')[1] ?? key;
  const postText = (key: string) => {
    const text = data.postTexts.get(key) ?? key.split('/')[1] ?? key;
    return text.length > 80 ? `${text.slice(0, 80)}…` : text;
  };

  const cards: [string, number, number, (n: number) => string][] = [
    [_(m.impressions), now.impressions, before.impressions, (n) => number.format(n)],
    [_(m.engagements), now.engagements, before.engagements, (n) => number.format(n)],
    [_(m.rate), engagementRate(now) ?? 0, engagementRate(before) ?? 0, (n) => percent.format(n)],
    [_(m.posts), now.posts, before.posts, (n) => number.format(n)],
  ];
  const audience = only(data.audience);
  if (audience.length > 0) {
    const previousFollowers = followers(only(data.audienceBefore));
    cards.push([_(m.followers), followers(audience), previousFollowers, (n) => number.format(n)]);
  }

  function exportCsv() {
    const header = [
      'post',
      'channel',
      'captured_at',
      'impressions',
      'likes',
      'reposts',
      'replies',
      'clicks',
    ];
    const rows = current.map((s) => [
      data.postTexts.get(`${s.workspaceId}/${s.postId ?? ''}`) ?? s.postId ?? '',
      channelName(`${s.workspaceId}/${s.channelId}`),
      new Date(s.capturedAt).toISOString(),
      s.impressions,
      s.likes,
      s.reposts,
      s.replies,
      s.clicks,
    ]);
    const blob = new Blob([`\uFEFF${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `analytics-${new Date(from).toISOString().slice(0, 10)}-${new Date(to - 1).toISOString().slice(0, 10)}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    trackAction('analytics_csv_export');
  }

  if (current.length === 0) return <p className="empty">{_(m.empty)}</p>;

  return (
    <div className="analytics">
      <ul className="stat-cards">
        {cards.map(([label, value, previous, format]) => {
          const change = trend(value, previous);
          return (
            <li key={label} className="card stat">
              <span className="stat-label">{label}</span>
              <strong className="stat-value">{format(value)}</strong>
              <span className={`stat-trend ${change !== null && change < 0 ? 'down' : 'up'}`}>
                {change === null
                  ? _(m.noPrevious)
                  : _({ ...m.vsPrevious, values: { change: signed.format(change) } })}
              </span>
            </li>
          );
        })}
      </ul>
      <Chart activity={activity} totals={now} from={from} to={to} locale={locale} dates={dates} />
      <p>
        <button type="button" className="button" onClick={exportCsv}>
          {_(m.exportCsv)}
        </button>
      </p>
      <BreakdownTable
        caption={_(m.byChannel)}
        first={_(m.channel)}
        rows={byChannel.map(([key, t]) => [channelName(key), t])}
        number={number}
      />
      <BreakdownTable
        caption={_(m.byPost)}
        first={_(m.post)}
        rows={byPost.map(([key, t]) => [postText(key), t])}
        number={number}
      />
    </div>
  );
}

function BreakdownTable({
  caption,
  first,
  rows,
  number,
}: {
  caption: string;
  first: string;
  rows: [string, Totals][];
  number: Intl.NumberFormat;
}) {
  const { _ } = useLingui();
  return (
    <div className="table-wrap">
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col">{_(m.impressions)}</th>
            <th scope="col">{_(m.likes)}</th>
            <th scope="col">{_(m.reposts)}</th>
            <th scope="col">{_(m.replies)}</th>
            <th scope="col">{_(m.clicks)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, t], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two posts may share a text.
            <tr key={`${name}-${index}`}>
              <th scope="row">{name}</th>
              <td>{number.format(t.impressions)}</td>
              <td>{number.format(t.likes)}</td>
              <td>{number.format(t.reposts)}</td>
              <td>{number.format(t.replies)}</td>
              <td>{number.format(t.clicks)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Chart({
  activity,
  totals: sum,
  from,
  to,
  locale,
  dates,
}: {
  activity: PeriodActivity;
  totals: Totals;
  from: number;
  to: number;
  locale: string;
  dates: Intl.DateTimeFormat;
}) {
  const { _ } = useLingui();
  const target = useRef<HTMLDivElement>(null);
  const { days, impressions, engagements } = activity;
  // A new series only when the figures changed, so the chart is not redrawn on every render.
  const key = JSON.stringify([days[0], impressions, engagements]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the three arrays
  const series = useMemo(() => ({ days, impressions, engagements }), [key]);
  const labels = useMemo(
    () => ({ impressions: _(m.impressions), engagements: _(m.engagements) }),
    [_],
  );
  // The chart's code is its own chunk, read once; drawing waits for it.
  const { load: chart } = useLoad(() => import('./trend-chart'), [], {
    report: (error) => console.warn('The chart could not be loaded', error),
  });
  const draw = chart.state === 'ready' ? chart.value.drawTrendChart : null;
  useEffect(() => {
    const element = target.current;
    if (!element || !draw) return;
    return draw(element, {
      ...series,
      labels,
      locale,
      rtl: RTL_LOCALES.includes(locale as Locale),
    });
  }, [draw, series, labels, locale]);
  const number = new Intl.NumberFormat(locale);
  const summary = _({
    ...m.chartSummary,
    values: {
      impressions: new Intl.NumberFormat(locale).format(sum.impressions),
      engagements: new Intl.NumberFormat(locale).format(sum.engagements),
      from: dates.format(from),
      to: dates.format(to - 1),
    },
  });
  return (
    <figure className="chart">
      <figcaption>
        {_(m.chartTitle)}{' '}
        <span className="legend">
          <span style={{ color: '#2563eb' }}>■</span> {labels.impressions}{' '}
          <span style={{ color: '#c2410c' }}>■</span> {labels.engagements}
        </span>
      </figcaption>
      <div ref={target} role="img" aria-label={summary} className="chart-canvas" />
      <details className="chart-days">
        <summary>{_(m.byDay)}</summary>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{_(m.day)}</th>
                <th scope="col">{labels.impressions}</th>
                <th scope="col">{labels.engagements}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day, d) => (
                <tr key={day}>
                  <th scope="row">{dates.format(day)}</th>
                  <td>{number.format(impressions[d] ?? 0)}</td>
                  <td>{number.format(engagements[d] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
