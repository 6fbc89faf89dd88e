import { useLingui } from '@lingui/react';
import { formatMinorPrice } from '@model/money';
import { PRODUCTS } from '@model/roles';
import type { Product } from '@model/variant';
import { useState } from 'react';
import { type AdminPlan, archivePlan, listPlansForAdmin } from '../../firebase/admin/admin-plans';
import { usersPage as u } from '../../ui/admin/messages';
import { ProductSelect } from '../../ui/admin/ProductSelect';
import { SuperAdminStyle } from '../../ui/admin/SuperAdminStyle';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { errorSentence } from '../../ui/error-text';
import { LoadedTable } from '../../ui/LoadedTable';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { useLoad } from '../../ui/use-load';
import { useVariant } from '../../ui/variant';
import { plansAdmin as m } from './messages';
import { PlanEditor } from './PlanEditor';

export function PricingPlansPage() {
  const { _, i18n } = useLingui();
  const variant = useVariant();
  const [product, setProduct] = useState<Product>(variant.product);
  const { load, reload } = useLoad(() => listPlansForAdmin(product), [product]);
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const [archiving, setArchiving] = useState<AdminPlan | null>(null);
  const [busy, setBusy] = useState(false);

  const money = (minor: number, currency: string) => formatMinorPrice(minor, currency, i18n.locale);
  const plans = load.state === 'ready' ? load.value : [];
  const nextOrder = plans.reduce((max, p) => Math.max(max, p.order), 0) + 1;

  async function archive(plan: AdminPlan) {
    setBusy(true);
    try {
      await archivePlan({ planId: plan.id });
      notify(_({ ...m.archivedDone, values: { name: plan.name.en } }), 'success');
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
      setArchiving(null);
      reload();
    }
  }

  return (
    <div className="super">
      <SuperAdminStyle />
      <PageHeader title={nav.pricingPlans} lead={m.lead} />
      <div className="actions">
        <ProductSelect
          name="product"
          products={PRODUCTS}
          value={product}
          onChange={(p) => {
            setProduct(p);
            setEditing(null);
          }}
        />
        <button
          type="button"
          className="button button-primary"
          onClick={() => setEditing('new')}
          disabled={editing !== null}
        >
          {_(m.newPlan)}
        </button>
      </div>

      {editing ? (
        <PlanEditor
          key={editing === 'new' ? 'new' : editing.id}
          plan={editing === 'new' ? null : editing}
          product={product}
          nextOrder={nextOrder}
          onCancel={() => setEditing(null)}
          onReloaded={reload}
          onDone={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}

      <LoadedTable
        load={load}
        isEmpty={plans.length === 0}
        empty={m.empty}
        onRetry={reload}
        label={_(nav.pricingPlans)}
        columns={[m.order, u.name, m.priceMonthly, m.priceYearly, m.limits, u.status, u.actions]}
      >
        {plans.map((plan) => (
          <tr key={plan.id} data-plan={plan.id}>
            <td>{plan.order}</td>
            <td>{plan.name[i18n.locale as 'en'] ?? plan.name.en}</td>
            <td>{money(plan.priceMonthly, plan.currency)}</td>
            <td>{money(plan.priceYearly, plan.currency)}</td>
            <td>
              {`${_(m.channels)} ${plan.limits.channels} · ${_(m.postsPerMonth)} ${plan.limits.postsPerMonth} · ${_(m.members)} ${plan.limits.members}`}
            </td>
            <td>
              <span className="tag">{_(plan.active ? m.active : m.archived)}</span>
            </td>
            <td>
              <div className="actions">
                <button
                  type="button"
                  className="button"
                  aria-label={_({ ...m.editPlan, values: { name: plan.name.en } })}
                  onClick={() => setEditing(plan)}
                >
                  {_(m.edit)}
                </button>
                {plan.active ? (
                  <button
                    type="button"
                    className="button"
                    onClick={() => setArchiving(plan)}
                    disabled={busy}
                  >
                    {_(m.archive)}
                  </button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </LoadedTable>

      {archiving ? (
        <ConfirmDialog
          text={_({ ...m.confirmArchive, values: { name: archiving.name.en } })}
          busy={busy}
          onConfirm={() => archive(archiving)}
          onCancel={() => setArchiving(null)}
        />
      ) : null}
    </div>
  );
}
