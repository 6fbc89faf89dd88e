// Opens a client workspace and sends the client an invitation link to onboard (connect staff).

import { startOnboardingSchema } from '@model/schemas/onboarding';
import * as domain from '../domain/onboarding';
import { signedIn } from './define';

export const startOnboarding = signedIn(
  'startOnboarding',
  startOnboardingSchema,
  (input, { db, caller, now }) => domain.startOnboarding(db, caller, input, now),
);
