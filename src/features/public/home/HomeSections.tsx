import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { listActivePlans } from '../../../firebase/plans';
import { useVariant } from '../../../ui/variant';
import { loadSource, useCachedLoad } from '../cached-load';
import { formatMinorPrice } from '../format';
import { Icon, type IconName } from './illustrations';
import { homeSections as m } from './messages';

/** The first screen: heading, lead, calls to action and a drawing beside them. */
export function Hero({
  title,
  lead,
  actions,
  art,
}: {
  title: MessageDescriptor;
  lead: MessageDescriptor;
  actions: ReactNode;
  art: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <section className="hero home-hero">
      <div>
        <h1>{_(title)}</h1>
        <p className="lead">{_(lead)}</p>
        <div className="actions">{actions}</div>
      </div>
      <div className="home-hero-art">{art}</div>
    </section>
  );
}

export type Benefit = [IconName, MessageDescriptor, MessageDescriptor];

export function Benefits({ title, items }: { title: MessageDescriptor; items: Benefit[] }) {
  const { _ } = useLingui();
  return (
    <section className="home-section" aria-labelledby="benefits-title">
      <h2 id="benefits-title">{_(title)}</h2>
      <ul className="cards benefits">
        {items.map(([icon, heading, body]) => (
          <li className="card" key={heading.id}>
            <Icon name={icon} />
            <h3>{_(heading)}</h3>
            <p>{_(body)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Screenshots of the real app, light and dark (public/screens, made by scripts/site-screens.ts). */
export function Screens({ shots }: { shots: [string, MessageDescriptor][] }) {
  const { _ } = useLingui();
  return (
    <section className="home-section" aria-labelledby="screens-title">
      <h2 id="screens-title">{_(m.screensTitle)}</h2>
      <p className="lead">{_(m.screensLead)}</p>
      <div className="screens">
        {shots.map(([file, caption]) => (
          <figure className="screen" key={file}>
            {/* The app as the visitor's theme shows it: a dark system gets the dark screen. */}
            <picture>
              <source srcSet={`/screens/${file}-dark.webp`} media="(prefers-color-scheme: dark)" />
              <img
                src={`/screens/${file}.webp`}
                alt={_(caption)}
                width={600}
                height={375}
                loading="lazy"
                decoding="async"
              />
            </picture>
            <figcaption>{_(caption)}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

/**
 * The plans, from the same published data as the plans page (cached from the last visit,
 * then live). They sit below the fold, so they are read only when the section comes near the
 * viewport: the page's first seconds do not pay for the database SDK. Their space is reserved,
 * so nothing moves when they arrive.
 */
export function PlansPreview({ href }: { href: string }) {
  const { _ } = useLingui();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const section = ref.current;
    if (!section) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={ref} className="home-section" aria-labelledby="plans-title">
      <h2 id="plans-title">{_(m.plansTitle)}</h2>
      <p className="lead">{_(m.plansLead)}</p>
      {near ? <PlanList /> : <ul className="cards plans-preview" aria-busy="true" />}
      <Link href={href} className="button">
        {_(m.comparePlans)}
      </Link>
    </section>
  );
}

function PlanList() {
  const { _, i18n } = useLingui();
  const { product } = useVariant();
  const locale = i18n.locale;
  const load = useCachedLoad(() => listActivePlans(product, locale), `plans:${product}:${locale}`);
  // Unreadable (offline, say): the link below still leads to the plans page, which says so.
  if (load.state === 'failed') return null;
  return (
    <ul
      className="cards plans-preview"
      aria-busy={load.state === 'loading'}
      data-load={loadSource(load)}
    >
      {load.state === 'ready'
        ? load.value.map((plan) => (
            <li className="card" key={plan.id}>
              <h3>{plan.name}</h3>
              {plan.priceMonthly !== null ? (
                <p className="price">
                  {_({
                    ...m.perMonth,
                    values: { price: formatMinorPrice(plan.priceMonthly, plan.currency, locale) },
                  })}
                </p>
              ) : null}
              <p>{plan.description}</p>
            </li>
          ))
        : null}
    </ul>
  );
}

/** The last call to action, at the foot of the page. */
export function ClosingCta({
  title,
  body,
  action,
}: {
  title: MessageDescriptor;
  body: MessageDescriptor;
  action: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <section className="home-cta" aria-labelledby="cta-title">
      <h2 id="cta-title">{_(title)}</h2>
      <p>{_(body)}</p>
      <div className="actions">{action}</div>
    </section>
  );
}
