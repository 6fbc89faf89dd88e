// A workspace member asks the agency for a service.

import { createServiceRequest as create } from '../domain/serviceRequests';
import { signedIn } from './define';

export const createServiceRequest = signedIn('createServiceRequest', (input, { db, caller, now }) =>
  create(db, { kind: 'user', caller }, input, now),
);
