// Payloads of service requests: creation by a client (callable or API key) and updates.

import * as v from 'valibot';
import {
  docIdSchema,
  instantSchema,
  optionalTextSchema,
  productSchema,
  requestIdSchema,
  textSchema,
} from './common';
import { nullableTimestampSchema, storedObject } from './stored';

export const SERVICE_REQUEST_STATUSES = [
  'new',
  'in_progress',
  'waiting_client',
  'done',
  'rejected',
] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** The moves updateServiceRequest allows: forward, reopening, never back to new. */
const NEXT_STATUSES: Record<ServiceRequestStatus, readonly ServiceRequestStatus[]> = {
  new: ['in_progress', 'waiting_client', 'done', 'rejected'],
  in_progress: ['waiting_client', 'done', 'rejected'],
  waiting_client: ['in_progress', 'done', 'rejected'],
  done: ['in_progress'],
  rejected: ['in_progress'],
};

export function canMoveServiceRequest(
  from: ServiceRequestStatus,
  to: ServiceRequestStatus,
): boolean {
  return from === to || NEXT_STATUSES[from].includes(to);
}

export const serviceRequestFields = {
  serviceId: v.optional(docIdSchema),
  title: textSchema(150),
  details: textSchema(5000),
};

export const createServiceRequestSchema = v.strictObject({
  requestId: requestIdSchema,
  workspaceId: docIdSchema,
  ...serviceRequestFields,
});
export type CreateServiceRequestInput = v.InferOutput<typeof createServiceRequestSchema>;

export const apiCreateServiceRequestSchema = v.strictObject(serviceRequestFields);
export type ApiCreateServiceRequestInput = v.InferOutput<typeof apiCreateServiceRequestSchema>;

export const updateServiceRequestSchema = v.pipe(
  v.strictObject({
    requestId: requestIdSchema,
    serviceRequestId: docIdSchema,
    status: v.optional(v.picklist(SERVICE_REQUEST_STATUSES)),
    assigneeUid: v.optional(v.nullable(docIdSchema)),
    dueAt: v.optional(v.nullable(instantSchema)),
    message: optionalTextSchema(5000),
  }),
  v.check(
    (input) =>
      input.status !== undefined ||
      input.assigneeUid !== undefined ||
      input.dueAt !== undefined ||
      (input.message !== undefined && input.message.length > 0),
    'Nothing to update.',
  ),
);
export type UpdateServiceRequestInput = v.InferOutput<typeof updateServiceRequestSchema>;

// ------------------------------------------------------------------ stored: serviceRequests/{id}

export const serviceRequestStatusSchema = v.picklist(SERVICE_REQUEST_STATUSES);

export const serviceRequestDocSchema = storedObject({
  workspaceId: v.string(),
  /** The workspace's product, so each product's staff see their own inbox. */
  product: productSchema,
  /** Who asked: a member of the workspace, or (through the REST API) one of its API keys. */
  requesterUid: v.nullable(v.string()),
  apiKeyId: v.nullable(v.string()),
  serviceId: v.nullable(v.string()),
  title: v.string(),
  details: v.string(),
  status: serviceRequestStatusSchema,
  assigneeUid: v.nullable(v.string()),
  dueAt: nullableTimestampSchema,
  /** The agency's latest reply or move, and the client's latest reply (server). */
  staffActivityAt: v.optional(nullableTimestampSchema),
  clientActivityAt: v.optional(nullableTimestampSchema),
});
export type ServiceRequestDoc = v.InferOutput<typeof serviceRequestDocSchema>;

/** serviceRequests/{id}/messages: staff is true for the agency's side of the conversation. */
export const serviceRequestMessageDocSchema = storedObject({
  authorUid: v.string(),
  text: v.string(),
  staff: v.boolean(),
});
export type ServiceRequestMessageDoc = v.InferOutput<typeof serviceRequestMessageDocSchema>;
