// Approves or rejects a submitted onboarding (connect staff).

import * as domain from '../../domain/onboarding';
import { signedIn } from '../define';

export const reviewOnboarding = signedIn('reviewOnboarding', (input, { db, caller }) =>
  domain.reviewOnboarding(db, caller, input),
);
