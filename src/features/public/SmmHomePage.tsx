import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { Benefits, ClosingCta, Hero, PlansPreview, Screens } from './home/HomeSections';
import { CalendarArt } from './home/illustrations';
import { smmHomeMore as more } from './home/messages';
import { smmHome as m } from './messages';

export function SmmHomePage() {
  const { _ } = useLingui();
  const signUp = (
    <Link href="/signup" className="button button-primary">
      {_(more.signUp)}
    </Link>
  );
  return (
    <>
      <Hero
        title={m.title}
        lead={m.lead}
        art={<CalendarArt />}
        actions={
          <>
            {signUp}
            <Link href="/features" className="button">
              {_(m.seeFeatures)}
            </Link>
          </>
        }
      />
      <Benefits
        title={more.benefitsTitle}
        items={[
          ['compose', m.composeTitle, m.composeBody],
          ['clock', m.onTimeTitle, m.onTimeBody],
          ['approve', more.approvalsTitle, more.approvalsBody],
          ['chart', m.learnTitle, m.learnBody],
        ]}
      />
      <Screens
        shots={[
          ['smm-posts', more.calendarShot],
          ['smm-dashboard', more.dashboardShot],
        ]}
      />
      <PlansPreview href="/pricing" />
      <ClosingCta title={more.ctaTitle} body={more.ctaBody} action={signUp} />
    </>
  );
}
