// Sets or removes a workspace's white label (owners; admins of its product).

import * as domain from '../../domain/workspaces/whiteLabel';
import { signedIn } from '../define';

export const setWhiteLabel = signedIn('setWhiteLabel', (input, { db, caller }) =>
  domain.setWhiteLabel(db, caller, input),
);
