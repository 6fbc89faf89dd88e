// Saves the client's onboarding answers and optionally submits them for review.

import * as domain from '../domain/onboarding';
import { signedIn } from './define';

export const submitOnboarding = signedIn('submitOnboarding', (input, { db, caller }) =>
  domain.submitOnboarding(db, caller, input),
);
