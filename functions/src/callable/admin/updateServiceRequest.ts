// Moves a service request along its statuses or adds a message to its thread.

import * as domain from '../../domain/serviceRequests';
import { signedIn } from '../define';

export const updateServiceRequest = signedIn('updateServiceRequest', (input, { db, caller, now }) =>
  domain.updateServiceRequest(db, caller, input, now),
);
