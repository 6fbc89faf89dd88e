// Opens a client workspace and invites the client to onboard (connect staff).

import { startOnboardingSchema } from '../../../src/lib/schemas/onboarding';
import * as domain from '../domain/onboarding';
import { signedIn } from './define';

export const startOnboarding = signedIn(
  'startOnboarding',
  startOnboardingSchema,
  (input, { db, auth, caller, now }) => domain.startOnboarding(db, auth, caller, input, now),
);
