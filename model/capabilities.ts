// What each person may do to each kind of document, in one table that the screens and the
// server read alike: a screen offers a button only for an action this table allows, and the
// callables refuse what it denies. The security rules hold the same decisions for direct
// writes; test/rules/capabilities.test.ts walks this table against them and the callables.

import { isAdminOfProduct } from './admin-reach';
import { MEMBER_ROLES, type MemberRole } from './member-roles';
import { PRODUCTS, type ProductRoles, type Role } from './roles';
import { approvalModeOf, approvalRequired, decidesStep, type Workflowed } from './schemas/approval';
import { POST_STATUSES, type PostStatus } from './schemas/posts/posts';
import type { Product } from './variant';

export { MEMBER_ROLES, type MemberRole };

/**
 * Someone acting in a workspace: their member role there (or none), and whether they are
 * agency staff for the workspace's product (an admin of it, or a super admin), who may do
 * whatever a member may.
 */
export interface WorkspaceActor {
  memberRole: MemberRole | null;
  staff: boolean;
}

/** The actor a signed-in person is in a workspace of `product`. */
export function workspaceActor(
  memberRole: string | null | undefined,
  roles: ProductRoles,
  product: string,
): WorkspaceActor {
  const role = MEMBER_ROLES.find((r) => r === memberRole) ?? null;
  const staff = product === 'smm' || product === 'connect' ? administers(roles, product) : false;
  return { memberRole: role, staff };
}

// ------------------------------------------------------------------------------ posts

export type PostAction =
  | 'create'
  | 'edit'
  | 'delete'
  | 'requestApproval'
  | 'decide'
  | 'schedule'
  | 'cancel'
  | 'retry'
  | 'comment';

export const POST_ACTIONS: readonly PostAction[] = [
  'create',
  'edit',
  'delete',
  'requestApproval',
  'decide',
  'schedule',
  'cancel',
  'retry',
  'comment',
];

/** Member roles allowed each action (staff of the product always are). */
export const POST_ROLES: Readonly<Record<PostAction, readonly MemberRole[]>> = {
  create: ['owner', 'editor'],
  edit: ['owner', 'editor'],
  delete: ['owner', 'editor'],
  requestApproval: ['owner', 'editor'],
  decide: ['owner', 'approver'],
  schedule: ['owner', 'editor'],
  cancel: ['owner', 'editor'],
  retry: ['owner', 'editor'],
  comment: ['owner', 'editor', 'approver'],
};

const EDITABLE: readonly PostStatus[] = ['draft', 'changes_requested'];
const ANY: readonly PostStatus[] = POST_STATUSES;

/**
 * The rules a workspace's posts follow: 'connect' (approval required: scheduled only once
 * approved, as connect's posts are), 'smm' (approval optional: drafts are scheduled too) or
 * 'no_approval' (approvals turned off: nobody asks for one, drafts are scheduled).
 */
export type PostRules = Product | 'no_approval';

/**
 * Statuses a post may be in for each action. Connect posts are the client's: they are
 * scheduled only once the client approved them; smm users schedule their own drafts.
 */
export function postStatusesFor(action: PostAction, product: PostRules): readonly PostStatus[] {
  switch (action) {
    case 'create':
      return ['draft'];
    case 'edit':
    case 'delete':
      return EDITABLE;
    case 'requestApproval':
      return product === 'no_approval' ? [] : EDITABLE;
    case 'decide':
      return ['in_review'];
    case 'schedule':
      return product === 'connect'
        ? ['approved', 'scheduled']
        : ['draft', 'approved', 'scheduled', 'cancelled', 'failed'];
    case 'cancel':
      return ['draft', 'in_review', 'changes_requested', 'approved', 'scheduled'];
    case 'retry':
      return ['failed', 'partially_published'];
    case 'comment':
      return ANY;
  }
}

/**
 * The post rules a workspace follows: one whose approval mode requires approval schedules only
 * approved posts, as connect's do; otherwise drafts too; with approvals turned off nobody is
 * offered "Request approval". The server and the screens both ask.
 */
export function postRulesOf(workspace: { product?: unknown; approvalMode?: unknown }): PostRules {
  const mode = approvalModeOf(workspace);
  if (mode === 'none') return 'no_approval';
  return approvalRequired(mode) ? 'connect' : 'smm';
}

/** Whether this person's role lets them take `action` on posts of the workspace at all. */
export function mayActOnPosts(actor: WorkspaceActor, action: PostAction): boolean {
  return (
    actor.staff || (actor.memberRole !== null && POST_ROLES[action].includes(actor.memberRole))
  );
}

/** Whether `actor` may take `action` on a post of `product` that is `status`. */
export function mayOnPost(
  actor: WorkspaceActor,
  action: PostAction,
  status: PostStatus,
  product: PostRules,
): boolean {
  return mayActOnPosts(actor, action) && postStatusesFor(action, product).includes(status);
}

/**
 * Whether the decision on a post is this person's now: the post is in review and its awaited
 * step names them (model/schemas/approval-steps.ts decidesStep, which decidePostApproval and the
 * approvals inbox ask too), so the button appears exactly for the person whose step it is.
 */
export function mayDecidePost(
  actor: WorkspaceActor & { uid: string },
  post: { status: PostStatus; approval?: unknown },
  workspace: Workflowed,
): boolean {
  return post.status === 'in_review' && decidesStep(post.approval, workspace, actor);
}

// ------------------------------------------------------------------------- reports

export type ReportAction = 'read' | 'create' | 'schedule' | 'share';

export const REPORT_ACTIONS: readonly ReportAction[] = ['read', 'create', 'schedule', 'share'];

/**
 * Member roles allowed each action on a workspace's client reports (staff of the product always
 * are): every member reads their own workspace's reports; its owner makes, schedules and shares
 * them, as the agency's staff do.
 */
export const REPORT_ROLES: Readonly<Record<ReportAction, readonly MemberRole[]>> = {
  read: MEMBER_ROLES,
  create: ['owner'],
  schedule: ['owner'],
  share: ['owner'],
};

export function mayOnReports(actor: WorkspaceActor, action: ReportAction): boolean {
  return (
    actor.staff || (actor.memberRole !== null && REPORT_ROLES[action].includes(actor.memberRole))
  );
}

// ---------------------------------------------------------------------- growth tools

export type GrowthAction = 'read' | 'links' | 'feeds' | 'experiment';

/**
 * Growth tools (issue 40): every member sees link clicks and best times; those who schedule the
 * workspace's posts set its link settings (UTM parameters, short links) and add, pause and remove
 * its feeds, whose items become posts, and run the best-time experiment, which decides when a
 * share of the queue's posts go out.
 */
export const GROWTH_ROLES: Readonly<Record<GrowthAction, readonly MemberRole[]>> = {
  read: MEMBER_ROLES,
  links: ['owner', 'editor'],
  feeds: ['owner', 'editor'],
  experiment: ['owner', 'editor'],
};

export function mayOnGrowth(actor: WorkspaceActor, action: GrowthAction): boolean {
  return (
    actor.staff || (actor.memberRole !== null && GROWTH_ROLES[action].includes(actor.memberRole))
  );
}

// --------------------------------------------------------------------- service requests

export type RequestAction = 'create' | 'read' | 'reply' | 'edit' | 'manage';

/**
 * Clients (members who take part: owner, editor, approver) ask for work, read their
 * workspace's requests and answer in the thread; staff read, answer and move requests along.
 * A requester edits their own wording only while the request is new.
 */
export function mayOnRequest(
  actor: WorkspaceActor,
  action: RequestAction,
  request: { requester: boolean; status: string } | null = null,
): boolean {
  const taking = actor.memberRole !== null && actor.memberRole !== 'viewer';
  switch (action) {
    case 'create':
      return taking;
    case 'read':
      return actor.staff || actor.memberRole !== null;
    case 'reply':
      return actor.staff || taking;
    case 'edit':
      return request?.requester === true && request.status === 'new';
    case 'manage':
      return actor.staff;
  }
}

// ------------------------------------------------------------------------ onboarding

export type OnboardingAction = 'invite' | 'review' | 'fill';

/** Staff of connect invite and review; the invited client fills in the steps. */
export function mayOnOnboarding(
  roles: ProductRoles,
  action: OnboardingAction,
  invitedClient = false,
): boolean {
  if (action === 'fill') return invitedClient;
  return administers(roles, 'connect');
}

// --------------------------------------------------------------------------- accounts

const PRIVILEGED: readonly Role[] = ['super_admin', 'saas_admin'];

function isSuper(roles: ProductRoles): boolean {
  return PRODUCTS.some((p) => roles[p] === 'super_admin');
}

/** Admins act for their product; super admins and SaaS admins for any (model/admin-reach.ts). */
export function administers(roles: ProductRoles, product: Product): boolean {
  return isAdminOfProduct(roles, product);
}

/**
 * Whether a caller with `caller` roles may disable or enable the account of `target` roles: never on
 * their own, only on accounts whose every role lies in a product they administer, and on a
 * super admin or SaaS admin only as a super admin.
 */
export function mayOnAccount(
  caller: ProductRoles,
  target: ProductRoles,
  options: { self: boolean },
): boolean {
  if (options.self) return false;
  if (!PRODUCTS.some((p) => administers(caller, p))) return false;
  for (const p of PRODUCTS) {
    if (target[p] && !administers(caller, p)) return false;
  }
  if (PRODUCTS.some((p) => PRIVILEGED.includes(target[p] as Role)) && !isSuper(caller)) {
    return false;
  }
  return true;
}

// ------------------------------------------------------------------------------ open platform

/** Member roles that manage a workspace's API keys and webhooks (its product's staff always may). */
export const PLATFORM_ROLES: readonly MemberRole[] = ['owner'];

/** Whether this person may create, rotate, test and delete the workspace's keys and webhooks. */
export function mayManagePlatform(actor: WorkspaceActor): boolean {
  return actor.staff || (actor.memberRole !== null && PLATFORM_ROLES.includes(actor.memberRole));
}

// ---------------------------------------------------------------------------- inbox

export type InboxAction =
  | 'read'
  | 'readShared'
  | 'reply'
  | 'assign'
  | 'label'
  | 'resolve'
  | 'note'
  | 'askClient'
  | 'moderate'
  | 'answerTeam';

export const INBOX_ACTIONS: readonly InboxAction[] = [
  'read',
  'readShared',
  'reply',
  'assign',
  'label',
  'resolve',
  'note',
  'askClient',
  'moderate',
  'answerTeam',
];

/**
 * Member roles allowed each inbox action (staff of the product always are). The team (owners,
 * editors) reads and answers everything; an approver, the client, reads only the conversations
 * the team showed them ('readShared'); viewers see no inbox.
 */
export const INBOX_ROLES: Readonly<Record<InboxAction, readonly MemberRole[]>> = {
  read: ['owner', 'editor'],
  readShared: ['owner', 'editor', 'approver'],
  reply: ['owner', 'editor'],
  assign: ['owner', 'editor'],
  label: ['owner', 'editor'],
  resolve: ['owner', 'editor'],
  note: ['owner', 'editor'],
  askClient: ['owner', 'editor'],
  // Like, hide or delete what people wrote, on the network (where its API allows it).
  moderate: ['owner', 'editor'],
  // The client answers the team's question on a conversation shown to them, in their own name.
  answerTeam: ['approver'],
};

/** Actions that speak for the client: staff's reach does not stand in for the member role. */
export const CLIENT_VOICE_ACTIONS: readonly InboxAction[] = ['answerTeam'];

/** Whether `actor` may take `action` in the workspace's inbox. */
export function mayOnInbox(actor: WorkspaceActor, action: InboxAction): boolean {
  const asMember = actor.memberRole !== null && INBOX_ROLES[action].includes(actor.memberRole);
  return asMember || (actor.staff && !CLIENT_VOICE_ACTIONS.includes(action));
}
