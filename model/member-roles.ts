// A person's role inside one workspace, most privileged first: the one list that the app, the
// functions and the seed read. Kept apart from roles.ts (product roles), which the landing
// page loads, so only the screens that show workspaces carry it.

export const MEMBER_ROLES = ['owner', 'editor', 'approver', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
