// The admin area's callables, each payload checked with the schema the function parses too.

import type { CallableReply } from '@model/callables';
import type { UpdateServiceRequestInput } from '@model/schemas/service-requests';
import type {
  InviteUserInput,
  SetUserDisabledInput,
  SetUserRolesInput,
} from '@model/schemas/users';
import { callFunction } from '../functions';

export function setUserRoles(input: SetUserRolesInput): Promise<CallableReply<'setUserRoles'>> {
  return callFunction('setUserRoles', input);
}

export function setUserDisabled(input: SetUserDisabledInput): Promise<unknown> {
  return callFunction('setUserDisabled', input);
}

export function inviteUser(input: InviteUserInput): Promise<CallableReply<'inviteUser'>> {
  return callFunction('inviteUser', input);
}

export function updateServiceRequest(
  input: UpdateServiceRequestInput,
): Promise<CallableReply<'updateServiceRequest'>> {
  return callFunction('updateServiceRequest', input);
}
