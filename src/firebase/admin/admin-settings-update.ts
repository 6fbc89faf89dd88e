// Changing settings/app (super admins) through the updateSettings callable.

import { type UpdateSettingsInput, updateSettingsSchema } from '@model/schemas/settings';
import * as v from 'valibot';
import { callFunction } from '../functions';
import { forgetAppSettings } from './admin-settings';

export function updateSettings(input: UpdateSettingsInput): Promise<{ updated: string[] }> {
  forgetAppSettings();
  return callFunction('updateSettings', v.parse(updateSettingsSchema, input));
}
