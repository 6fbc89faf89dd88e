// The report's sections below its figures: the networks with their total, the top posts, link
// clicks per post, approvals and requests, and the work done; each number a button opening its sources.

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Figure, PeriodFigures } from '@model/schemas/reports/reports';
import { NetworkLogo } from '../../ui/NetworkLogo';
import type { Formats } from './format';
import { report as m } from './messages';

export type Open = (title: string, figure: { sources: readonly string[] }) => void;

function FigureButton({
  title,
  figure,
  text,
  open,
}: {
  title: string;
  figure: { sources: readonly string[] };
  text: string;
  open: Open;
}) {
  return (
    <button type="button" className="figure" onClick={() => open(title, figure)}>
      {text}
    </button>
  );
}

export function Networks({ figures, f, open }: { figures: PeriodFigures; f: Formats; open: Open }) {
  const { _ } = useLingui();
  const networks = [
    ...new Set([
      ...Object.keys(figures.published.byNetwork),
      ...Object.keys(figures.engagement.byNetwork),
    ]),
  ].sort();
  if (networks.length === 0) return null;
  const cell = (network: string, title: MessageDescriptor, figure: Figure | undefined) => (
    <td>
      {figure ? (
        <FigureButton
          title={`${_(title)} · ${network}`}
          figure={figure}
          text={f.number(figure.value)}
          open={open}
        />
      ) : (
        f.number(0)
      )}
    </td>
  );
  const total = figures.engagement.total;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption>{_(m.byNetwork)}</caption>
        <thead>
          <tr>
            <th scope="col">{_(m.network)}</th>
            <th scope="col">{_(m.published)}</th>
            <th scope="col">{_(m.reach)}</th>
            <th scope="col">{_(m.impressions)}</th>
            <th scope="col">{_(m.engagements)}</th>
            <th scope="col">{_(m.rate)}</th>
          </tr>
        </thead>
        <tbody>
          {networks.map((network) => {
            const e = figures.engagement.byNetwork[network];
            return (
              <tr key={network}>
                <th scope="row">
                  <NetworkLogo provider={network} /> {network}
                </th>
                {cell(network, m.published, figures.published.byNetwork[network])}
                {cell(network, m.reach, e?.reach)}
                {cell(network, m.impressions, e?.impressions)}
                {cell(network, m.engagements, e?.engagements)}
                <td>{f.percent(e?.rate ?? null)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{_(m.total)}</th>
            {cell(_(m.total), m.published, figures.published.total)}
            {cell(_(m.total), m.reach, total.reach)}
            {cell(_(m.total), m.impressions, total.impressions)}
            {cell(_(m.total), m.engagements, total.engagements)}
            <td>{f.percent(total.rate)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Short-link clicks of the period's posts (counted as they happen), most clicked first. */
export function LinkClicks({
  figures,
  f,
  open,
}: {
  figures: PeriodFigures;
  f: Formats;
  open: Open;
}) {
  const { _ } = useLingui();
  const rows = figures.linkClicks ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="report-section report-link-clicks">
      <h2>{_(m.linkClicks)}</h2>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{_(m.post)}</th>
              <th scope="col">{_(m.clicks)}</th>
              <th scope="col">{_(m.visitors)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((post) => (
              <tr key={post.postId} data-post={post.postId}>
                <th scope="row">{post.text}</th>
                <td>
                  <FigureButton
                    title={`${_(m.clicks)} · ${post.text.slice(0, 40)}`}
                    figure={post}
                    text={f.number(post.clicks)}
                    open={open}
                  />
                </td>
                <td>{f.number(post.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function TopPosts({ figures, f, open }: { figures: PeriodFigures; f: Formats; open: Open }) {
  const { _ } = useLingui();
  if (figures.topPosts.length === 0) return null;
  return (
    <section className="report-section">
      <h2>{_(m.topPosts)}</h2>
      <ol className="top-posts">
        {figures.topPosts.map((post) => (
          <li key={post.postId} className="card">
            <p>{post.text}</p>
            <p className="top-post-figures">
              {post.networks.map((n) => (
                <NetworkLogo key={n} provider={n} />
              ))}{' '}
              <FigureButton
                title={`${_(m.engagements)} · ${post.text.slice(0, 40)}`}
                figure={post}
                text={`${f.number(post.engagements)} ${_(m.engagements)}`}
                open={open}
              />{' '}
              · {f.number(post.impressions)} {_(m.impressions)}
              {post.url ? (
                <>
                  {' '}
                  ·{' '}
                  <a href={post.url} target="_blank" rel="noreferrer noopener">
                    {_(m.openPost)}
                  </a>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Service({ figures, f, open }: { figures: PeriodFigures; f: Formats; open: Open }) {
  const { _ } = useLingui();
  const rows: [MessageDescriptor, { value: number; sources: readonly string[] }, string | null][] =
    [
      [
        m.approvals,
        { value: figures.approvals.count, sources: figures.approvals.sources },
        figures.approvals.count > 0
          ? _({
              ...m.approvalTime,
              values: {
                median: f.duration(figures.approvals.medianMs),
                slowest: f.duration(figures.approvals.slowestMs),
              },
            })
          : null,
      ],
      [m.requestsOpened, figures.requests.opened, null],
      [
        m.requestsAnswered,
        figures.requests.answered,
        figures.requests.answered.value > 0
          ? _({
              ...m.firstReply,
              values: { median: f.duration(figures.requests.firstReply.medianMs) },
            })
          : null,
      ],
      [
        m.conversations,
        figures.conversations.answered,
        figures.conversations.answered.value > 0
          ? _({
              ...m.firstReply,
              values: { median: f.duration(figures.conversations.firstReply.medianMs) },
            })
          : null,
      ],
    ];
  return (
    <section className="report-section">
      <h2>{_(m.service)}</h2>
      <dl className="report-service">
        {rows.map(([label, figure, detail]) => (
          <div key={label.id}>
            <dt>{_(label)}</dt>
            <dd>
              <FigureButton
                title={_(label)}
                figure={figure}
                text={f.number(figure.value)}
                open={open}
              />
              {detail ? <span className="muted"> · {detail}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const LEDGER: Record<PeriodFigures['ledger'][number]['kind'], MessageDescriptor> = {
  published: m.ledgerPublished,
  approvals: m.ledgerApprovals,
  requests_answered: m.ledgerRequests,
  conversations_answered: m.ledgerConversations,
  failures: m.ledgerFailures,
};

export function Ledger({ figures, open }: { figures: PeriodFigures; open: Open }) {
  const { _ } = useLingui();
  return (
    <section className="report-section">
      <h2>{_(m.ledger)}</h2>
      {figures.ledger.length === 0 ? (
        <p className="empty">{_(m.nothing)}</p>
      ) : (
        <ul>
          {figures.ledger.map((line) => {
            const text = _({ ...LEDGER[line.kind], values: { count: line.count } });
            return (
              <li key={line.kind}>
                <FigureButton title={text} figure={line} text={text} open={open} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
