// Payloads of the team callables: the agency's staff profiles shown on /about, their order,
// and the client workspaces each one serves.

import * as v from 'valibot';
import {
  baseVersionSchema,
  docIdSchema,
  optionalTextSchema,
  requestIdSchema,
  textSchema,
} from './common';
import { storedObject } from './stored';

/** A photo uploaded under team/ in Storage (the path storage.rules opens to staff). */
export const teamPhotoPathSchema = v.pipe(
  v.string(),
  v.regex(/^team\/[A-Za-z0-9._-]{1,200}$/, 'Must be a file directly under team/.'),
);

export const TEAM_MAX_ASSIGNMENTS = 100;
export const TEAM_MAX_MEMBERS = 200;

export const upsertTeamMemberSchema = v.strictObject({
  requestId: requestIdSchema,
  /** Absent creates a new member (placed last); present updates that member. */
  teamMemberId: v.optional(docIdSchema),
  name: textSchema(100),
  title: optionalTextSchema(100),
  bio: optionalTextSchema(2000),
  /** The staff member's account, when they have one. */
  uid: v.nullable(docIdSchema),
  photoPath: v.nullable(teamPhotoPathSchema),
  public: v.boolean(),
  baseVersion: baseVersionSchema,
});
export type UpsertTeamMemberInput = v.InferOutput<typeof upsertTeamMemberSchema>;

export const removeTeamMemberSchema = v.strictObject({ teamMemberId: docIdSchema });
export type RemoveTeamMemberInput = v.InferOutput<typeof removeTeamMemberSchema>;

export const reorderTeamSchema = v.strictObject({
  /** Every member's id, in the new display order. */
  teamMemberIds: v.pipe(
    v.array(docIdSchema),
    v.minLength(1),
    v.maxLength(TEAM_MAX_MEMBERS),
    v.check((ids) => new Set(ids).size === ids.length, 'Ids must not repeat.'),
  ),
});
export type ReorderTeamInput = v.InferOutput<typeof reorderTeamSchema>;

export const setTeamAssignmentsSchema = v.strictObject({
  teamMemberId: docIdSchema,
  /** The client workspaces this member serves from now on (replaces the previous set). */
  workspaceIds: v.pipe(
    v.array(docIdSchema),
    v.maxLength(TEAM_MAX_ASSIGNMENTS),
    v.check((ids) => new Set(ids).size === ids.length, 'Ids must not repeat.'),
  ),
});
export type SetTeamAssignmentsInput = v.InferOutput<typeof setTeamAssignmentsSchema>;

// ----------------------------------------------------------------------------- stored: team/{id}

export const teamDocSchema = storedObject({
  uid: v.nullable(v.string()),
  name: v.string(),
  title: v.string(),
  bio: v.string(),
  photoPath: v.nullable(v.string()),
  public: v.boolean(),
  order: v.number(),
});
export type TeamDoc = v.InferOutput<typeof teamDocSchema>;
