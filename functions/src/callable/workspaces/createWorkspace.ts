// Creates a workspace owned by the caller (smm) or, for staff, by a client.

import * as domain from '../../domain/workspaces/workspaces';
import { signedIn } from '../define';

export const createWorkspace = signedIn('createWorkspace', (input, { db, caller, now }) =>
  domain.createWorkspace(db, caller, input, now),
);
