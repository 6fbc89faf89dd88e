// Changing settings/app (super admins) through the updateSettings callable.

import type { CallableReply } from '@model/callables';
import type { UpdateSettingsInput } from '@model/schemas/settings';
import { callFunction } from '../functions';
import { forgetAppSettings } from './admin-settings';

export function updateSettings(
  input: UpdateSettingsInput,
): Promise<CallableReply<'updateSettings'>> {
  forgetAppSettings();
  return callFunction('updateSettings', input);
}
