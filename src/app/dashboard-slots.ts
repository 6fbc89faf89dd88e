// The dashboard with its parts from other features (see slots.ts): the outcomes and the
// onboarding steps, which it always shows, in this module's chunk; the quick composer and the
// credential forecast lazily.

import { DashboardPage } from '../features/dashboard/DashboardPage';
import { OnboardingSteps } from '../features/onboarding/OnboardingSteps';
import { PostOutcomes } from '../features/posts/Outcomes';
import { lazyPart, withSlots } from './slots';

export const DashboardWithSlots = withSlots(DashboardPage, {
  // The quick composer brings the composer's counting and time-zone code: its own chunk,
  // so the dashboard shows its lists without waiting for it.
  QuickComposer: lazyPart(() =>
    import('../features/posts/QuickComposer').then((m) => m.QuickComposer),
  ),
  PostOutcomes,
  OnboardingSteps,
  CredentialForecast: lazyPart(() =>
    import('../features/weather/CredentialForecast').then((m) => m.CredentialForecast),
  ),
});
