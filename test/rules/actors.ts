// The people the rules are tested against: one per row of the matrix the issue names. Each
// signed-in actor has a users document (seeded by fixtures.ts) and a verified e-mail address.

export type ActorName =
  | 'anonymous'
  | 'user'
  | 'otherUser'
  | 'approver'
  | 'smmAdmin'
  | 'connectAdmin'
  | 'superAdmin'
  | 'saasAdmin'
  | 'legacyAdmin';

export interface Actor {
  name: ActorName;
  /** How a policy sentence names them. */
  label: string;
  /** null for the anonymous visitor. */
  uid: string | null;
  email: string | null;
  /** The stored users document fields that define their role (roles map or legacy role). */
  stored: Record<string, unknown>;
}

function signedIn(
  name: ActorName,
  label: string,
  uid: string,
  stored: Record<string, unknown>,
): Actor {
  return { name, label, uid, email: `${uid}@example.com`, stored };
}

export const ACTORS: readonly Actor[] = [
  { name: 'anonymous', label: 'an anonymous visitor', uid: null, email: null, stored: {} },
  signedIn('user', 'a user (alice, owner of smm workspace A)', 'alice', { roles: { smm: 'user' } }),
  signedIn('otherUser', 'a user of another workspace (bob)', 'bob', { roles: { smm: 'user' } }),
  signedIn('approver', 'a client approver (carol, of connect workspace C)', 'carol', {
    roles: { connect: 'user' },
  }),
  signedIn('smmAdmin', 'an smm admin (sam)', 'sam', { roles: { smm: 'admin' } }),
  signedIn('connectAdmin', 'a connect admin (cora)', 'cora', { roles: { connect: 'admin' } }),
  signedIn('superAdmin', 'a super_admin (sue)', 'sue', { roles: { smm: 'super_admin' } }),
  signedIn('saasAdmin', 'a saas_admin (sid)', 'sid', { roles: { connect: 'saas_admin' } }),
  // No roles map at all: the legacy field decides, for whichever product is asked about.
  signedIn('legacyAdmin', 'a legacy-role-only user (leo, role " Admin")', 'leo', {
    role: ' Admin',
  }),
];

export function actor(name: ActorName): Actor {
  const found = ACTORS.find((a) => a.name === name);
  if (!found) throw new Error(`Unknown actor ${name}`);
  return found;
}

/** Every actor, for rows that allow (or deny) everyone. */
export const EVERYONE: readonly ActorName[] = ACTORS.map((a) => a.name);
export const SIGNED_IN: readonly ActorName[] = EVERYONE.filter((n) => n !== 'anonymous');
/** Admins of the smm product: its admin, the global admins and the legacy admin. */
export const SMM_ADMINS: readonly ActorName[] = [
  'smmAdmin',
  'superAdmin',
  'saasAdmin',
  'legacyAdmin',
];
/** Agency staff: admins of the connect product. */
export const CONNECT_ADMINS: readonly ActorName[] = [
  'connectAdmin',
  'superAdmin',
  'saasAdmin',
  'legacyAdmin',
];
export const NOBODY: readonly ActorName[] = [];
