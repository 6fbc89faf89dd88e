// Deletes a workspace with its channels, posts, secrets, API keys and media (owners; staff).

import * as domain from '../../domain/workspaces/workspaceLifecycle';
import { removeStoredFiles } from '../../mediaRemoval';
import { signedIn } from '../define';

export const deleteWorkspace = signedIn('deleteWorkspace', (input, { db, caller }) =>
  domain.deleteWorkspace(db, caller, input, removeStoredFiles),
);
