// Moves a service request along its statuses or adds a message to its thread.

import { updateServiceRequestSchema } from '@model/schemas/service-requests';
import * as domain from '../../domain/serviceRequests';
import { signedIn } from '../define';

export const updateServiceRequest = signedIn(
  'updateServiceRequest',
  updateServiceRequestSchema,
  (input, { db, caller, now }) => domain.updateServiceRequest(db, caller, input, now),
);
