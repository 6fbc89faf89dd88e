// Renames a workspace or changes its time zone (owners; admins of its product).

import * as domain from '../../domain/workspaces/workspaceLifecycle';
import { signedIn } from '../define';

export const updateWorkspace = signedIn('updateWorkspace', (input, { db, caller }) =>
  domain.updateWorkspace(db, caller, input),
);
