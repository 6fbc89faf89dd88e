import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { administeredProducts } from '@model/admin-reach';
import { isSuperAdmin } from '@model/roles';
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
} from '../../firebase/admin/admin-figures';
import { type JobRun, readJobRun } from '../../firebase/jobs';
import { session } from '../../session/store';
import { dashboard as m, roleNames, statusNames } from '../../ui/admin/messages';
import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
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
  const products = administeredProducts(roles);
  const productKey = products.join(',');

  const { load, reload } = useLoad(async (): Promise<Figures> => {
    const now = new Date();
    const list = productKey ? (productKey.split(',') as ProductFigures['product'][]) : [];
    const [productFigures, agency, publisher] = await Promise.all([
      Promise.all(list.map((p) => readProductFigures(p, now))),
      list.includes('connect') ? readAgencyFigures() : Promise.resolve(null),
      readJobRun('publishDuePosts'),
    ]);
    return { products: productFigures, agency, publisher, readAt: now.getTime() };
  }, [productKey]);

  return (
    <>
      <PageHeader title={nav.adminDashboard} lead={m.lead} />
      {load.state === 'loading' ? <Skeleton shape="cards" count={6} /> : null}
      {load.state === 'failed' ? (
        <p className="empty" role="alert">
          {_(m.failed)}{' '}
          <button type="button" className="button" onClick={reload}>
            {_(m.retry)}
          </button>
        </p>
      ) : null}
      {load.state === 'ready' ? (
        <>
          <div className="cards">
            <PublisherStatus run={load.value.publisher} now={load.value.readAt} />
            {isSuperAdmin(roles) ? <NotificationHealth /> : null}
          </div>
          {load.value.products.map((figures) => (
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
          {load.value.agency ? (
            <div className="cards">
              <FigureList
                title={m.serviceRequests}
                rows={SERVICE_REQUEST_STATUSES.map((status) => ({
                  key: `requests.${status}`,
                  label: statusNames[status],
                  value: load.value.agency?.serviceRequests[status] ?? 0,
                }))}
              />
              <FigureList
                title={m.onboarding}
                rows={ONBOARDING_STATUSES.map((status) => ({
                  key: `onboarding.${status}`,
                  label: statusNames[status],
                  value: load.value.agency?.onboarding[status] ?? 0,
                }))}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}
