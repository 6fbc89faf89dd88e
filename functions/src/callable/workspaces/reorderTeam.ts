// Sets the display order of the whole team (as /about shows it).

import * as domain from '../../domain/workspaces/team';
import { signedIn } from '../define';

export const reorderTeam = signedIn('reorderTeam', (input, { db, caller }) =>
  domain.reorderTeam(db, caller, input),
);
