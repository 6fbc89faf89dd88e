import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { Cards } from './Cards';
import { connectHome as m } from './messages';

export function ConnectHomePage() {
  const { _ } = useLingui();
  return (
    <>
      <section className="hero">
        <h1>{_(m.title)}</h1>
        <p className="lead">{_(m.lead)}</p>
        <div className="actions">
          <Link href="/services" className="button button-primary">
            {_(m.seeServices)}
          </Link>
          <Link href="/login" className="button">
            {_(m.clientLogin)}
          </Link>
        </div>
      </section>
      <Cards
        items={[
          [m.controlTitle, m.controlBody],
          [m.portalTitle, m.portalBody],
          [m.plansTitle, m.plansBody],
        ]}
      />
    </>
  );
}
