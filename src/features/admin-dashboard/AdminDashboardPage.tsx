import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  type AgencyFigures,
  ONBOARDING_STATUSES,
  type ProductFigures,
  ROLE_VALUES,
  readAgencyFigures,
  readProductFigures,
  SERVICE_REQUEST_STATUSES,
  WORKSPACE_SCAN_LIMIT,
} from '../../firebase/admin-figures';
import { type JobRun, readJobRun } from '../../firebase/jobs';
import { administeredProducts } from '../../lib/admin-reach';
import { session } from '../../session/store';
import { dashboard as m, roleNames, statusNames } from '../../ui/admin/messages';
import { errorSentence } from '../../ui/error-text';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { NotificationHealth } from './NotificationHealth';
import { PublisherStatus } from './PublisherStatus';

interface Figures {
  products: ProductFigures[];
  agency: AgencyFigures | null;
  publisher: JobRun | null;
  /** When the figures were read: the publisher's lateness is judged against it. */
  readAt: number;
}

// The shared stylesheet has no figure list; these two keep label and value on one line.
const ROW_STYLE = { display: 'flex', justifyContent: 'space-between', gap: '1rem' } as const;

type Load = { state: 'loading' } | { state: 'ready'; figures: Figures } | { state: 'failed' };

function FigureList({
  title,
  rows,
}: {
  title: MessageDescriptor;
  rows: { label: MessageDescriptor; value: number; key: string }[];
}) {
  const { _, i18n } = useLingui();
  const id = `fig-${title.id}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h3 id={id}>{_(title)}</h3>
      <dl className="figures">
        {rows.map((row) => (
          <div key={row.key} data-figure={row.key} style={ROW_STYLE}>
            <dt>{_(row.label)}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{i18n.number(row.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function AdminDashboardPage() {
  const { _, i18n } = useLingui();
  const { roles } = useSnapshot(session);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const products = administeredProducts(roles);
  const productKey = products.join(',');

  const refresh = useCallback(() => {
    let current = true;
    setLoad({ state: 'loading' });
    const now = new Date();
    const list = productKey ? (productKey.split(',') as ProductFigures['product'][]) : [];
    Promise.all([
      Promise.all(list.map((p) => readProductFigures(p, now))),
      list.includes('connect') ? readAgencyFigures() : Promise.resolve(null),
      readJobRun('publishDuePosts'),
    ]).then(
      ([productFigures, agency, publisher]) =>
        current &&
        setLoad({
          state: 'ready',
          figures: { products: productFigures, agency, publisher, readAt: now.getTime() },
        }),
      (error: unknown) => {
        notify(errorSentence(_, error), 'error');
        if (current) setLoad({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [productKey, _]);

  useEffect(() => refresh(), [refresh]);

  return (
    <>
      <PageHeader title={nav.adminDashboard} lead={m.lead} />
      {load.state === 'loading' ? <Spinner /> : null}
      {load.state === 'failed' ? (
        <p className="empty" role="alert">
          {_(m.failed)}{' '}
          <button type="button" className="button" onClick={refresh}>
            {_(m.retry)}
          </button>
        </p>
      ) : null}
      {load.state === 'ready' ? (
        <>
          <div className="cards">
            <PublisherStatus run={load.figures.publisher} now={load.figures.readAt} />
            <NotificationHealth />
          </div>
          {load.figures.products.map((figures) => (
            <section
              key={figures.product}
              aria-labelledby={`product-${figures.product}`}
              data-product={figures.product}
            >
              <h2 id={`product-${figures.product}`}>
                {_(figures.product === 'smm' ? m.productSmm : m.productConnect)}
              </h2>
              <div className="cards">
                <FigureList
                  title={m.usersByRole}
                  rows={ROLE_VALUES.map((role) => ({
                    key: `users.${role}`,
                    label: roleNames[role],
                    value: figures.usersByRole[role],
                  }))}
                />
                <FigureList
                  title={m.workspaces}
                  rows={[
                    { key: 'workspaces', label: m.workspaces, value: figures.workspaces },
                    {
                      key: 'subscriptions.active',
                      label: m.activeSubscriptions,
                      value: figures.activeSubscriptions,
                    },
                    {
                      key: 'subscriptions.courtesy',
                      label: m.courtesySubscriptions,
                      value: figures.courtesySubscriptions,
                    },
                    {
                      key: 'posts.failed24h',
                      label: m.failedPosts,
                      value: figures.failedPostsLastDay,
                    },
                  ]}
                />
              </div>
              {figures.workspacesTruncated ? (
                <p className="form-info">
                  {_({ ...m.truncated, values: { count: i18n.number(WORKSPACE_SCAN_LIMIT) } })}
                </p>
              ) : null}
            </section>
          ))}
          {load.figures.agency ? (
            <div className="cards">
              <FigureList
                title={m.serviceRequests}
                rows={SERVICE_REQUEST_STATUSES.map((status) => ({
                  key: `requests.${status}`,
                  label: statusNames[status],
                  value: load.figures.agency?.serviceRequests[status] ?? 0,
                }))}
              />
              <FigureList
                title={m.onboarding}
                rows={ONBOARDING_STATUSES.map((status) => ({
                  key: `onboarding.${status}`,
                  label: statusNames[status],
                  value: load.figures.agency?.onboarding[status] ?? 0,
                }))}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}
