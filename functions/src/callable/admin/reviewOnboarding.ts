// Approves or rejects a submitted onboarding (connect staff).

import { reviewOnboardingSchema } from '@model/schemas/onboarding';
import * as domain from '../../domain/onboarding';
import { signedIn } from '../define';

export const reviewOnboarding = signedIn(
  'reviewOnboarding',
  reviewOnboardingSchema,
  (input, { db, caller }) => domain.reviewOnboarding(db, caller, input),
);
