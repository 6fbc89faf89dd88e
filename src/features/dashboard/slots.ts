// The parts of other features the dashboard shows. Features do not import each other, so
// src/app hands them in from the route table; these are the shapes the dashboard needs.

import type { OnboardingStep } from '@model/schemas/onboarding';
import type { ComponentType } from 'react';
import type { Channel, Post, Workspace } from '../../firebase/posts/post-types';

export interface DashboardSlots {
  /** The short composer, loaded on its own so the lists do not wait for it. */
  QuickComposer: ComponentType<{
    workspaces: readonly Workspace[];
    channels: readonly (Channel & { workspaceId: string })[];
    uid: string;
    onDone: () => void;
  }>;
  /** Each network's outcome of a post, with a retry button when `onRetry` is given. */
  PostOutcomes: ComponentType<{
    post: Post;
    channels: readonly Channel[];
    onRetry?: (post: Post, requestId: string) => Promise<void>;
  }>;
  /** The sign-in forecast of the channels (credential weather), loaded after the lists. */
  CredentialForecast: ComponentType<{
    channels: readonly (Channel & { workspaceId: string; workspaceName: string })[];
    workspaces: readonly Workspace[];
  }>;
  /** The client's onboarding forms under the checklist. */
  OnboardingSteps: ComponentType<{
    onboardingId: string;
    stepLabel: (step: OnboardingStep) => string;
    onChanged: () => void;
  }>;
}
