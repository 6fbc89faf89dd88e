// The CALLABLES table: every callable function's name, the schema its payload is parsed with
// and the type of its reply, declared once for both sides. The app's callFunction
// (src/firebase/functions.ts) checks a payload against the schema before sending it, and
// functions' define.ts parses with the same schema and checks each handler's result against the
// reply (functions/src/callable/callables-table.test.ts ties the table to what is deployed).
// The table is kept by area, so a page loads only the schemas of the areas it calls.

import type * as v from 'valibot';
import { ACCOUNT_CALLABLES } from './account';
import { ADMIN_CALLABLES } from './admin';
import { APPROVAL_CALLABLES } from './approvals';
import { CHANNEL_CALLABLES } from './channels';
import type { CallableEntry, Reply } from './entry';
import { GROWTH_CALLABLES } from './growth';
import { INBOX_CALLABLES } from './inbox';
import { INVITATION_CALLABLES } from './invitations';
import { POST_CALLABLES } from './posts';
import { RECONNECT_CALLABLES } from './reconnect';
import { REPORT_CALLABLES } from './reports';
import { REVIEW_CALLABLES } from './review';
import { SITE_CALLABLES } from './site';
import { WEBHOOK_CALLABLES } from './webhooks';
import { WORKSPACE_CALLABLES } from './workspaces';

/** Each area's part of the table; the app loads one part at a time (callable-areas.ts). */
export const CALLABLE_TABLES = {
  account: ACCOUNT_CALLABLES,
  admin: ADMIN_CALLABLES,
  approvals: APPROVAL_CALLABLES,
  channels: CHANNEL_CALLABLES,
  growth: GROWTH_CALLABLES,
  inbox: INBOX_CALLABLES,
  invitations: INVITATION_CALLABLES,
  posts: POST_CALLABLES,
  reconnect: RECONNECT_CALLABLES,
  reports: REPORT_CALLABLES,
  review: REVIEW_CALLABLES,
  site: SITE_CALLABLES,
  webhooks: WEBHOOK_CALLABLES,
  workspaces: WORKSPACE_CALLABLES,
} as const;

export type CallableArea = keyof typeof CALLABLE_TABLES;

export const CALLABLES = {
  ...ACCOUNT_CALLABLES,
  ...ADMIN_CALLABLES,
  ...APPROVAL_CALLABLES,
  ...CHANNEL_CALLABLES,
  ...GROWTH_CALLABLES,
  ...INBOX_CALLABLES,
  ...INVITATION_CALLABLES,
  ...POST_CALLABLES,
  ...RECONNECT_CALLABLES,
  ...REPORT_CALLABLES,
  ...REVIEW_CALLABLES,
  ...SITE_CALLABLES,
  ...WEBHOOK_CALLABLES,
  ...WORKSPACE_CALLABLES,
} as const satisfies Record<string, CallableEntry>;

type Table = typeof CALLABLES;

export type CallableName = keyof Table;

/** The area whose part of the table holds callable N. */
export type AreaOf<N extends CallableName> = {
  [A in CallableArea]: N extends keyof (typeof CALLABLE_TABLES)[A] ? A : never;
}[CallableArea];

/** What the caller sends: the schema's input type. */
export type CallableInput<N extends CallableName> = v.InferInput<Table[N]['input']>;

/** What the function's handler receives: the schema's output type. */
export type CallableParsed<N extends CallableName> = v.InferOutput<Table[N]['input']>;

/** What the function answers. */
export type CallableReply<N extends CallableName> =
  Table[N]['reply'] extends Reply<infer R> ? R : never;

export function isCallableName(name: string): name is CallableName {
  return Object.hasOwn(CALLABLES, name);
}
