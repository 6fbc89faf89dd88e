import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { nav } from '../../ui/messages';
import { Cards } from './Cards';
import { smmHome as m } from './messages';

export function SmmHomePage() {
  const { _ } = useLingui();
  return (
    <>
      <section className="hero">
        <h1>{_(m.title)}</h1>
        <p className="lead">{_(m.lead)}</p>
        <div className="actions">
          <Link href="/login" className="button button-primary">
            {_(nav.login)}
          </Link>
          <Link href="/features" className="button">
            {_(m.seeFeatures)}
          </Link>
        </div>
      </section>
      <Cards
        items={[
          [m.composeTitle, m.composeBody],
          [m.onTimeTitle, m.onTimeBody],
          [m.learnTitle, m.learnBody],
        ]}
      />
    </>
  );
}
