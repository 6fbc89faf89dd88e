// The OpenAPI component schemas of the request bodies and of the objects the API answers with,
// converted from the valibot schemas the routes validate with and answer by, so a limit or an
// enumeration changed there (a length, a count, a pattern, a status) is the one the document
// states. Only the prose that a schema does not carry is added here.

import {
  apiContactReceiptSchema,
  apiPlanSchema,
  apiPolicySchema,
  apiPostReceiptSchema,
  apiPostSchema,
  apiServiceRequestReceiptSchema,
  apiServiceSchema,
  apiTeamMemberSchema,
} from '@model/schemas/api-responses';
import { apiContactSchema } from '@model/schemas/contact';
import {
  apiAttachMediaSchema,
  apiChannelSchema,
  apiConversationPageSchema,
  apiConversationSchema,
  apiInboxReplyReceiptSchema,
  apiInboxReplySchema,
  apiMediaCompleteSchema,
  apiMediaSchema,
  apiMediaUploadSchema,
  apiMediaUploadTicketSchema,
  apiPeriodAnalyticsSchema,
  apiPostAnalyticsSchema,
  apiPostChangeSchema,
  apiPostPageSchema,
  apiServiceRequestSchema,
  apiUpdatePostSchema,
} from '@model/schemas/platform/platform';
import {
  apiCreatePostSchema,
  apiScheduledPostSchema,
  apiSchedulePostSchema,
  postStatusSchema,
  postThreadPartSchema,
} from '@model/schemas/posts/posts';
import { apiQueuePostSchema } from '@model/schemas/queues';
import { apiCreateServiceRequestSchema } from '@model/schemas/service-requests';
import { toJsonSchemaDefs } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { API_ERROR_CODES } from './errors';

type JsonObject = Record<string, unknown>;

/**
 * Every reply that is not a success: `{ "error": { "code", "message" } }`; a 412 also names who
 * changed the resource and when (ISO 8601), null where its history does not say.
 */
export const apiErrorSchema = v.object({
  error: v.object({
    code: v.picklist(API_ERROR_CODES),
    message: v.string(),
    changedBy: v.optional(v.nullable(v.string())),
    changedAt: v.optional(v.nullable(v.string())),
  }),
});

export const BODIES = {
  NewPost: apiCreatePostSchema,
  PostUpdate: apiUpdatePostSchema,
  MediaAttachment: apiAttachMediaSchema,
  ThreadPart: postThreadPartSchema,
  PostSchedule: apiSchedulePostSchema,
  PostQueuing: apiQueuePostSchema,
  ScheduledPost: apiScheduledPostSchema,
  NewServiceRequest: apiCreateServiceRequestSchema,
  ContactMessage: apiContactSchema,
  InboxReply: apiInboxReplySchema,
  MediaUpload: apiMediaUploadSchema,
  MediaUploadCompletion: apiMediaCompleteSchema,
};

export const RESPONSES = {
  Error: apiErrorSchema,
  Plan: apiPlanSchema,
  Service: apiServiceSchema,
  TeamMember: apiTeamMemberSchema,
  Policy: apiPolicySchema,
  ContactReceipt: apiContactReceiptSchema,
  PostStatus: postStatusSchema,
  Post: apiPostSchema,
  PostReceipt: apiPostReceiptSchema,
  ServiceRequestReceipt: apiServiceRequestReceiptSchema,
  PostPage: apiPostPageSchema,
  PostChange: apiPostChangeSchema,
  PostDeletion: v.object({ id: v.string(), deleted: v.literal(true) }),
  Channel: apiChannelSchema,
  PostAnalytics: apiPostAnalyticsSchema,
  PeriodAnalytics: apiPeriodAnalyticsSchema,
  ServiceRequest: apiServiceRequestSchema,
  Media: apiMediaSchema,
  Conversation: apiConversationSchema,
  ConversationPage: apiConversationPageSchema,
  InboxReplyReceipt: apiInboxReplyReceiptSchema,
  MediaUploadTicket: apiMediaUploadTicketSchema,
  MediaAttached: v.object({ id: v.string(), media: v.number(), changed: v.boolean() }),
};

type Name = keyof typeof BODIES | keyof typeof RESPONSES;

/** Property descriptions per schema, for what the schemas cannot say. */
const DESCRIPTIONS: Partial<Record<Name, Record<string, string>>> = {
  NewPost: {
    scheduledAt: 'Proposed time; the post stays a draft until approved and scheduled in the app',
    thread:
      'Parts that follow the text, each published as a reply to the one before on networks with threads',
    threadElsewhere:
      "On networks without threads (Facebook, LinkedIn, Instagram, Pinterest, Google Business Profile, TikTok, YouTube): 'first_part' publishes the text alone, 'separate_posts' each part as a post of its own. Required to schedule a post with parts on such a network",
    firstComment:
      "Published right after the post (after a thread's last part) as the author's reply on Bluesky, Mastodon, X and Threads, or comment on LinkedIn, Facebook and Instagram",
  },
  PostSchedule: {
    scheduledAt: 'When to publish: in the future and within a year',
    timeZone: "The zone the time is shown in; the workspace's zone when left out",
  },
  PostQueuing: {
    queueId:
      "A channel id of the post (that channel's queue) or 'workspace' (the workspace's queue)",
  },
  Plan: {
    priceMonthly:
      'Price per month in minor units (cents) of currency: 1900 is 19.00 EUR; currencies without a minor unit such as JPY count whole units',
    priceYearly: 'Price per year in minor units (cents) of currency, as priceMonthly',
  },
  Service: { priceFrom: 'The lowest price, in minor units of currency as plan prices' },
  Policy: { content: 'Markdown per locale' },
  PostPage: { nextCursor: 'Pass as cursor to get the next page; null on the last page' },
  ConversationPage: { nextCursor: 'Pass as cursor to get the next page; null on the last page' },
  InboxReply: { itemId: 'The item answered; the newest one from the network when left out' },
};

/** The component schemas, bodies and responses, from one conversion so they refer to each other. */
export function componentSchemas(): Record<Name, JsonObject> {
  const converted = toJsonSchemaDefs(
    { ...BODIES, ...RESPONSES },
    {
      target: 'draft-2020-12',
      // Trimming and the checks in code (a real date, a known time zone) have no JSON Schema
      // form: the document states the rest, and the API still enforces everything.
      errorMode: 'ignore',
      overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
    },
  ) as Record<Name, JsonObject>;
  for (const [name, descriptions] of Object.entries(DESCRIPTIONS)) {
    const properties = converted[name as Name].properties as Record<string, JsonObject>;
    for (const [property, description] of Object.entries(descriptions)) {
      properties[property] = { ...properties[property], description };
    }
  }
  return converted;
}

/** The request bodies alone. */
export function requestBodySchemas(): Record<keyof typeof BODIES, JsonObject> {
  const all = componentSchemas();
  return Object.fromEntries(Object.keys(BODIES).map((name) => [name, all[name as Name]])) as Record<
    keyof typeof BODIES,
    JsonObject
  >;
}
