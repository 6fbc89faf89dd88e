// What the REST API answers, as valibot schemas: each public object is the stored document's
// fields (the same schema entries, so a limit or an enumeration has one definition) with its id,
// and timestamps as ISO 8601 strings. The functions pick exactly these fields when they answer,
// and the OpenAPI document (functions/src/http/openapiBodies.ts) is converted from them.

import * as v from 'valibot';
import { SUPPORTED_LOCALES } from '../constants';
import { planDocSchema } from './plans';
import { policyDocSchema } from './policies';
import { postFirstCommentSchema, postStatusSchema, postThreadSchema } from './posts/posts';
import { postDocSchema } from './posts/posts-stored';
import { serviceRequestStatusSchema } from './service-requests';
import { serviceDocSchema } from './services';
import { teamDocSchema } from './team';

/** A stored timestamp as the API writes it; null while a server timestamp is pending. */
const instant = v.nullable(v.pipe(v.string(), v.isoTimestamp()));
const id = v.string();

export const apiPlanSchema = v.object({
  id,
  ...v.pick(planDocSchema, [
    'product',
    'name',
    'description',
    'priceMonthly',
    'priceYearly',
    'currency',
    'limits',
    'features',
    'order',
  ]).entries,
});

export const apiServiceSchema = v.object({
  id,
  ...v.pick(serviceDocSchema, ['name', 'description', 'priceFrom', 'currency', 'unit', 'order'])
    .entries,
});

export const apiTeamMemberSchema = v.object({
  id,
  ...v.pick(teamDocSchema, ['name', 'title', 'bio', 'photoPath', 'order']).entries,
});

/** The policy in force; `content` holds Markdown per locale, or only the locale asked for. */
export const apiPolicySchema = v.object({
  kind: policyDocSchema.entries.kind,
  version: policyDocSchema.entries.version,
  publishedAt: instant,
  content: v.record(v.picklist(SUPPORTED_LOCALES), v.nullable(v.string())),
});

export const apiPostSchema = v.object({
  id,
  text: postDocSchema.entries.text,
  channelIds: postDocSchema.entries.channelIds,
  status: postStatusSchema,
  scheduledAt: instant,
  timeZone: postDocSchema.entries.timeZone,
  thread: v.nullable(postThreadSchema),
  firstComment: v.nullable(postFirstCommentSchema),
  createdAt: instant,
  updatedAt: instant,
});

export const apiPostReceiptSchema = v.object({ id, status: v.literal('draft') });
export const apiServiceRequestReceiptSchema = v.object({
  id,
  status: serviceRequestStatusSchema,
});
export const apiContactReceiptSchema = v.object({ id });

/** The fields a route answers with, besides the id: what it picks from the stored document. */
export function answeredFields(schema: { entries: Record<string, unknown> }): string[] {
  return Object.keys(schema.entries).filter((key) => key !== 'id');
}
