// Opens a client workspace and sends the client an invitation link to onboard (connect staff).

import * as domain from '../domain/onboarding';
import { signedIn } from './define';

export const startOnboarding = signedIn('startOnboarding', (input, { db, caller, now }) =>
  domain.startOnboarding(db, caller, input, now),
);
