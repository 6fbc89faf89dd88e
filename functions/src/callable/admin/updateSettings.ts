// Changes the application settings (super admins).

import { updateSettingsSchema } from '@model/schemas/settings';
import * as domain from '../../domain/settings';
import { signedIn } from '../define';

export const updateSettings = signedIn(
  'updateSettings',
  updateSettingsSchema,
  (input, { db, caller }) => domain.updateSettings(db, caller, input),
);
