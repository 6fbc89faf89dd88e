import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { listActivePlans, type PublicPlan } from '../../firebase/plans';
import { planFeatures } from '../../ui/labels';
import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useVariant } from '../../ui/variant';
import { loadSource, useCachedLoad } from './cached-load';
import { formatMinorPrice, yearlySavingPercent } from './format';
import { Icon } from './home/illustrations';
import { plansPage as m, plansToggle as t } from './messages';

type Period = 'monthly' | 'yearly';

export function PlansPage() {
  const { _, i18n } = useLingui();
  const { product } = useVariant();
  const locale = i18n.locale;
  const [period, setPeriod] = useState<Period>('monthly');
  const load = useCachedLoad(() => listActivePlans(product, locale), `plans:${product}:${locale}`);
  const groupName = useId();

  return (
    <>
      <PageHeader
        title={product === 'connect' ? nav.plans : nav.pricing}
        lead={m.lead}
        art={<Icon name="plans" />}
      />
      <fieldset className="segmented">
        <legend>{_(t.billing)}</legend>
        {(['monthly', 'yearly'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={groupName}
              value={value}
              checked={period === value}
              onChange={() => setPeriod(value)}
            />
            {_(value === 'monthly' ? t.monthly : t.yearly)}
          </label>
        ))}
      </fieldset>
      <div className="plans-list" data-load={loadSource(load)}>
        {load.state === 'loading' ? <Spinner /> : null}
        {load.state === 'failed' ? (
          <p className="empty" role="alert">
            {_(m.failed)}
          </p>
        ) : null}
        {load.state === 'ready' && load.value.length === 0 ? (
          <p className="empty">
            {_(m.empty)} <Link href="/contact">{_(m.contactUs)}</Link>
          </p>
        ) : null}
        {load.state === 'ready' && load.value.length > 0 ? (
          <ul className="cards" aria-live="polite">
            {load.value.map((plan) => (
              <PlanCard key={plan.id} plan={plan} period={period} locale={locale} />
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

function PlanCard({ plan, period, locale }: { plan: PublicPlan; period: Period; locale: string }) {
  const { _ } = useLingui();
  const price = period === 'monthly' ? plan.priceMonthly : plan.priceYearly;
  const saving =
    period === 'yearly' ? yearlySavingPercent(plan.priceMonthly, plan.priceYearly) : null;
  return (
    <li className="card plan" data-plan={plan.id}>
      <h2>{plan.name}</h2>
      {price !== null ? (
        <p className="price">
          {formatMinorPrice(price, plan.currency, locale)}{' '}
          <small>{_(period === 'monthly' ? m.perMonth : t.perYearShort)}</small>
          {saving !== null ? (
            <>
              {' '}
              <span className="badge">{_({ ...t.save, values: { percent: saving } })}</span>
            </>
          ) : null}
        </p>
      ) : null}
      <p>{plan.description}</p>
      {plan.limits ? (
        <p>
          <small>
            {_({
              ...t.limits,
              values: {
                channels: plan.limits.channels,
                posts: plan.limits.postsPerMonth,
                members: plan.limits.members,
              },
            })}
          </small>
        </p>
      ) : null}
      {plan.features.length > 0 ? (
        <ul>
          {plan.features.map((feature) => (
            <li key={feature}>{planFeatures[feature] ? _(planFeatures[feature]) : feature}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
