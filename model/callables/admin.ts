// Admin and super admin: plans, courtesy, users and roles, audit log, settings, onboarding review:
// each callable's payload schema and reply (see ./entry.ts).

import { type ListAuditLogResult, listAuditLogSchema } from '../schemas/audit-log';
import { deleteUserSchema } from '../schemas/invitations';
import { retryNotificationSchema } from '../schemas/notifications';
import { reviewOnboardingSchema } from '../schemas/onboarding';
import { archivePlanSchema, createPlanSchema, updatePlanSchema } from '../schemas/plans';
import { type ServiceRequestStatus, updateServiceRequestSchema } from '../schemas/service-requests';
import { updateSettingsSchema } from '../schemas/settings';
import {
  type CourtesyRow,
  grantCourtesySchema,
  listCourtesySchema,
  revokeCourtesySchema,
} from '../schemas/subscriptions';
import { setUserDisabledSchema, setUserRolesSchema } from '../schemas/users';
import { reply } from './entry';

/** The reply of archivePlan, createPlan, updatePlan. */
export interface PlanReply {
  planId: string;
  active: boolean;
}

/** The reply of grantCourtesy, revokeCourtesy. */
export interface CourtesyReply {
  workspaceId: string;
  status: string;
  expiresAt?: string;
}

export const ADMIN_CALLABLES = {
  archivePlan: { input: archivePlanSchema, reply: reply<PlanReply>() },
  createPlan: { input: createPlanSchema, reply: reply<PlanReply>() },
  deleteUser: {
    input: deleteUserSchema,
    reply: reply<{
      uid: string;
      deletedWorkspaces: string[];
      transferredWorkspaces: string[];
    }>(),
  },
  grantCourtesy: { input: grantCourtesySchema, reply: reply<CourtesyReply>() },
  listAuditLog: { input: listAuditLogSchema, reply: reply<ListAuditLogResult>() },
  listCourtesySubscriptions: {
    input: listCourtesySchema,
    reply: reply<{
      rows: CourtesyRow[];
      next: string | null;
    }>(),
  },
  retryNotification: {
    input: retryNotificationSchema,
    reply: reply<{
      deliveryKey: string;
      state: string;
    }>(),
  },
  reviewOnboarding: {
    input: reviewOnboardingSchema,
    reply: reply<{
      onboardingId: string;
      status: string;
      workspaceId?: string;
    }>(),
  },
  revokeCourtesy: { input: revokeCourtesySchema, reply: reply<CourtesyReply>() },
  setUserDisabled: {
    input: setUserDisabledSchema,
    reply: reply<{
      uid: string;
      disabled: boolean;
    }>(),
  },
  setUserRoles: {
    input: setUserRolesSchema,
    reply: reply<{
      uid: string;
      product: string;
      role: string | null;
      changed: boolean;
    }>(),
  },
  updatePlan: { input: updatePlanSchema, reply: reply<PlanReply>() },
  updateServiceRequest: {
    input: updateServiceRequestSchema,
    reply: reply<{
      serviceRequestId: string;
      status: ServiceRequestStatus;
    }>(),
  },
  updateSettings: {
    input: updateSettingsSchema,
    reply: reply<{
      updated: string[];
    }>(),
  },
} as const;
