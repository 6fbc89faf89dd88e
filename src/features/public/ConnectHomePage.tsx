import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { Benefits, ClosingCta, Hero, PlansPreview, Screens } from './home/HomeSections';
import { ApprovalArt } from './home/illustrations';
import { connectHomeMore as more } from './home/messages';
import { connectHome as m } from './messages';

export function ConnectHomePage() {
  const { _ } = useLingui();
  return (
    <>
      <Hero
        title={m.title}
        lead={m.lead}
        art={<ApprovalArt />}
        actions={
          <>
            <Link href="/services" className="button button-primary">
              {_(m.seeServices)}
            </Link>
            <Link href="/login" className="button">
              {_(m.clientLogin)}
            </Link>
          </>
        }
      />
      <Benefits
        title={more.benefitsTitle}
        items={[
          ['approve', m.controlTitle, m.controlBody],
          ['portal', m.portalTitle, m.portalBody],
          ['chart', more.reportsTitle, more.reportsBody],
          ['plans', m.plansTitle, m.plansBody],
        ]}
      />
      <Screens
        shots={[
          ['connect-posts', more.postsShot],
          ['connect-dashboard', more.dashboardShot],
        ]}
      />
      <PlansPreview href="/plans" />
      <ClosingCta
        title={more.ctaTitle}
        body={more.ctaBody}
        action={
          <Link href="/contact" className="button button-primary">
            {_(more.ctaButton)}
          </Link>
        }
      />
    </>
  );
}
