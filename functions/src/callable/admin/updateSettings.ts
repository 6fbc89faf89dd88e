// Changes the application settings (super admins).

import * as domain from '../../domain/settings';
import { signedIn } from '../define';

export const updateSettings = signedIn('updateSettings', (input, { db, caller }) =>
  domain.updateSettings(db, caller, input),
);
