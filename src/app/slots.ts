// Pages that show another feature's parts get them here, because features do not import each
// other: the route table loads a page together with its parts (or hands a part in lazily,
// for one shown only sometimes) and binds them as the page's props.

import { type ComponentType, createElement, lazy } from 'react';

function withSlots<P extends object>(Page: ComponentType<P>, slots: P): ComponentType {
  return function PageWithSlots() {
    return createElement(Page, slots);
  };
}

function lazyPart<P>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

export function loadDashboard(): Promise<ComponentType> {
  return Promise.all([
    import('../features/dashboard/DashboardPage'),
    import('../features/posts/Outcomes'),
    import('../features/onboarding/OnboardingSteps'),
  ]).then(([dashboard, outcomes, onboarding]) =>
    withSlots(dashboard.DashboardPage, {
      // The quick composer brings the composer's counting and time-zone code: its own chunk,
      // so the dashboard shows its lists without waiting for it.
      QuickComposer: lazyPart(() =>
        import('../features/posts/QuickComposer').then((m) => m.QuickComposer),
      ),
      PostOutcomes: outcomes.PostOutcomes,
      OnboardingSteps: onboarding.OnboardingSteps,
      CredentialForecast: lazyPart(() =>
        import('../features/weather/CredentialForecast').then((m) => m.CredentialForecast),
      ),
    }),
  );
}

export function loadClientOnboarding(): Promise<ComponentType> {
  return import('../features/admin-onboarding/ClientOnboardingPage').then((page) =>
    withSlots(page.ClientOnboardingPage, {
      // Loaded only when staff open an approved client.
      ChannelsPanel: lazyPart(() =>
        import('../features/channels/ChannelsPanel').then((m) => m.ChannelsPanel),
      ),
    }),
  );
}
