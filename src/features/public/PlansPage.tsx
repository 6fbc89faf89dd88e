import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { listActivePlans, type PublicPlan } from '../../firebase/plans';
import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useVariant } from '../../ui/variant';
import { plansPage as m } from './messages';

type Load = { state: 'loading' } | { state: 'ready'; plans: PublicPlan[] } | { state: 'failed' };

function formatPrice(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

export function PlansPage() {
  const { _, i18n } = useLingui();
  const { product } = useVariant();
  const locale = i18n.locale;
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    listActivePlans(product, locale).then(
      (plans) => current && setLoad({ state: 'ready', plans }),
      (error: unknown) => {
        console.warn('Plans could not be loaded', error);
        if (current) setLoad({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [product, locale]);

  return (
    <>
      <PageHeader title={product === 'connect' ? nav.plans : nav.pricing} lead={m.lead} />
      {load.state === 'loading' ? <Spinner /> : null}
      {load.state === 'failed' ? (
        <p className="empty" role="alert">
          {_(m.failed)}
        </p>
      ) : null}
      {load.state === 'ready' && load.plans.length === 0 ? (
        <p className="empty">
          {_(m.empty)} <Link href="/contact">{_(m.contactUs)}</Link>
        </p>
      ) : null}
      {load.state === 'ready' && load.plans.length > 0 ? (
        <ul className="cards">
          {load.plans.map((plan) => (
            <li className="card" key={plan.id}>
              <h2>{plan.name}</h2>
              {plan.priceMonthly !== null ? (
                <p className="price">
                  {formatPrice(plan.priceMonthly, plan.currency, locale)}{' '}
                  <small>{_(m.perMonth)}</small>
                </p>
              ) : null}
              {plan.priceYearly !== null ? (
                <p>
                  {_({
                    ...m.perYear,
                    values: { price: formatPrice(plan.priceYearly, plan.currency, locale) },
                  })}
                </p>
              ) : null}
              <p>{plan.description}</p>
              {plan.features.length > 0 ? (
                <ul>
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
