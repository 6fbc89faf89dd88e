// The admin area's callables, each payload checked with the schema the function parses too.

import {
  type UpdateServiceRequestInput,
  updateServiceRequestSchema,
} from '@model/schemas/service-requests';
import {
  type InviteUserInput,
  inviteUserSchema,
  type SetUserDisabledInput,
  type SetUserRolesInput,
  setUserDisabledSchema,
  setUserRolesSchema,
} from '@model/schemas/users';
import * as v from 'valibot';
import { callFunction } from '../functions';

export interface SetUserRolesReply {
  uid: string;
  product: string;
  role: string | null;
  changed: boolean;
}

export function setUserRoles(input: SetUserRolesInput): Promise<SetUserRolesReply> {
  return callFunction('setUserRoles', v.parse(setUserRolesSchema, input));
}

export function setUserDisabled(input: SetUserDisabledInput): Promise<unknown> {
  return callFunction('setUserDisabled', v.parse(setUserDisabledSchema, input));
}

/** An invitation link was sent; nothing is granted until it is accepted. */
export interface InviteUserReply {
  invitationId: string;
  expiresAt: string;
}

export function inviteUser(input: InviteUserInput): Promise<InviteUserReply> {
  return callFunction('inviteUser', v.parse(inviteUserSchema, input));
}

export function updateServiceRequest(
  input: UpdateServiceRequestInput,
): Promise<{ serviceRequestId: string; status: string }> {
  return callFunction('updateServiceRequest', v.parse(updateServiceRequestSchema, input));
}
