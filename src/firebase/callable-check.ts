// A callable's payload checked in the browser against the schema the function parses it with
// (the CALLABLES table), failing as the function would: a FunctionsError 'invalid-argument' with
// the same sentence and issues, so a screen shows it as it shows the server's. Loaded with the
// Functions SDK (functions.ts); each area's schemas load on its first call, so a page downloads
// only the schemas of what it calls (the review page: four callables' schemas).

import type { CallableArea, CallableName } from '@model/callables';
import { CALLABLE_AREAS } from '@model/callables/areas';
import type { CallableEntry } from '@model/callables/entry';
import { describeIssues } from '@model/describe-issues';
import * as v from 'valibot';

type FunctionsModule = typeof import('firebase/functions');
type AreaTable = Readonly<Record<string, CallableEntry>>;

const AREA_TABLES: Record<CallableArea, () => Promise<AreaTable>> = {
  account: () => import('@model/callables/account').then((m) => m.ACCOUNT_CALLABLES),
  admin: () => import('@model/callables/admin').then((m) => m.ADMIN_CALLABLES),
  approvals: () => import('@model/callables/approvals').then((m) => m.APPROVAL_CALLABLES),
  channels: () => import('@model/callables/channels').then((m) => m.CHANNEL_CALLABLES),
  growth: () => import('@model/callables/growth').then((m) => m.GROWTH_CALLABLES),
  inbox: () => import('@model/callables/inbox').then((m) => m.INBOX_CALLABLES),
  invitations: () => import('@model/callables/invitations').then((m) => m.INVITATION_CALLABLES),
  posts: () => import('@model/callables/posts').then((m) => m.POST_CALLABLES),
  reconnect: () => import('@model/callables/reconnect').then((m) => m.RECONNECT_CALLABLES),
  reports: () => import('@model/callables/reports').then((m) => m.REPORT_CALLABLES),
  review: () => import('@model/callables/review').then((m) => m.REVIEW_CALLABLES),
  site: () => import('@model/callables/site').then((m) => m.SITE_CALLABLES),
  webhooks: () => import('@model/callables/webhooks').then((m) => m.WEBHOOK_CALLABLES),
  workspaces: () => import('@model/callables/workspaces').then((m) => m.WORKSPACE_CALLABLES),
};

/** The schema callable `name` is parsed with, its area's part of the table loaded first. */
export async function schemaOf(name: CallableName): Promise<v.GenericSchema> {
  const table = await AREA_TABLES[CALLABLE_AREAS[name]]();
  const entry = table[name];
  if (!entry) throw new Error(`No CALLABLES entry for ${name}.`);
  return entry.input;
}

/** Throws the function's invalid-argument error when `payload` is one it would refuse. */
export async function checkPayload(
  mod: FunctionsModule,
  name: CallableName,
  payload: unknown,
): Promise<void> {
  const result = v.safeParse(await schemaOf(name), payload);
  if (result.success) return;
  throw new mod.FunctionsError('invalid-argument', describeIssues(result.issues), {
    issues: result.issues
      .slice(0, 20)
      .map((issue) => ({ path: v.getDotPath(issue), message: issue.message })),
  });
}
