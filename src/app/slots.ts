// Pages that show another feature's parts get them here, because features do not import each
// other: the route table loads a page together with its parts (or hands a part in lazily,
// for one shown only sometimes) and binds them as the page's props.

import { type ComponentType, createElement, lazy } from 'react';

export function withSlots<P extends object>(Page: ComponentType<P>, slots: P): ComponentType {
  return function PageWithSlots() {
    return createElement(Page, slots);
  };
}

export function lazyPart<P>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

// The dashboard and the two parts it always shows come as one lazy module (dashboard-slots.ts):
// three separate imports were three requests, and split the code they share into more.
export function loadDashboard(): Promise<ComponentType> {
  return import('./dashboard-slots').then((module) => module.DashboardWithSlots);
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
