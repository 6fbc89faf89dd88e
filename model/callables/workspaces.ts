// Workspaces, members, people and the public team, white label: each callable's payload schema and
// reply (see ./entry.ts).

import { setWhiteLabelSchema } from '../schemas/branding/white-label';
import { listMentionableSchema, type MentionableMember } from '../schemas/comments';
import { listWorkspacePeopleSchema, type Person } from '../schemas/people';
import {
  removeTeamMemberSchema,
  reorderTeamSchema,
  setTeamAssignmentsSchema,
  upsertTeamMemberSchema,
} from '../schemas/team';
import {
  createWorkspaceSchema,
  deleteWorkspaceSchema,
  setWorkspaceMemberSchema,
  updateWorkspaceSchema,
} from '../schemas/workspaces';
import { reply } from './entry';

export const WORKSPACE_CALLABLES = {
  createWorkspace: {
    input: createWorkspaceSchema,
    reply: reply<{
      workspaceId: string;
    }>(),
  },
  deleteWorkspace: {
    input: deleteWorkspaceSchema,
    reply: reply<{
      workspaceId: string;
      deleted: true;
    }>(),
  },
  listMentionable: {
    input: listMentionableSchema,
    reply: reply<{
      members: MentionableMember[];
    }>(),
  },
  listWorkspacePeople: {
    input: listWorkspacePeopleSchema,
    reply: reply<{
      people: Person[];
    }>(),
  },
  removeTeamMember: {
    input: removeTeamMemberSchema,
    reply: reply<{
      photoPath: string | null;
      teamMemberId: string;
    }>(),
  },
  reorderTeam: {
    input: reorderTeamSchema,
    reply: reply<{
      order: string[];
    }>(),
  },
  setTeamAssignments: {
    input: setTeamAssignmentsSchema,
    reply: reply<{
      workspaceIds: string[];
      teamMemberId: string;
    }>(),
  },
  setWhiteLabel: {
    input: setWhiteLabelSchema,
    reply: reply<{
      workspaceId: string;
      contrast: number | null;
    }>(),
  },
  setWorkspaceMember: {
    input: setWorkspaceMemberSchema,
    reply: reply<{
      workspaceId: string;
      uid: string;
      memberRole: string | null;
    }>(),
  },
  updateWorkspace: {
    input: updateWorkspaceSchema,
    reply: reply<{
      workspaceId: string;
      updated: string[];
    }>(),
  },
  upsertTeamMember: {
    input: upsertTeamMemberSchema,
    reply: reply<{
      teamMemberId: string;
    }>(),
  },
} as const;
