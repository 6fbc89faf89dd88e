// The OpenAPI component schemas of the request bodies (and of the scheduling routes' answer),
// converted from the valibot schemas the routes validate with, so a limit changed there (a
// length, a count, a pattern) is the limit the document states. Only the prose that a schema
// does not carry is added here.

import { toJsonSchemaDefs } from '@valibot/to-json-schema';
import { apiContactSchema } from '../../../src/lib/schemas/contact';
import {
  apiCreatePostSchema,
  apiScheduledPostSchema,
  apiSchedulePostSchema,
  postThreadPartSchema,
} from '../../../src/lib/schemas/posts';
import { apiQueuePostSchema } from '../../../src/lib/schemas/queues';
import { apiCreateServiceRequestSchema } from '../../../src/lib/schemas/service-requests';

type JsonObject = Record<string, unknown>;

const BODIES = {
  NewPost: apiCreatePostSchema,
  ThreadPart: postThreadPartSchema,
  PostSchedule: apiSchedulePostSchema,
  PostQueuing: apiQueuePostSchema,
  ScheduledPost: apiScheduledPostSchema,
  NewServiceRequest: apiCreateServiceRequestSchema,
  ContactMessage: apiContactSchema,
};

/** Property descriptions per body, for what the schemas cannot say. */
const DESCRIPTIONS: Record<string, Record<string, string>> = {
  NewPost: {
    scheduledAt: 'Proposed time; the post stays a draft until approved and scheduled in the app',
    thread:
      'Parts that follow the text, each published as a reply to the one before on networks with threads',
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
};

export function requestBodySchemas(): Record<keyof typeof BODIES, JsonObject> {
  const converted = toJsonSchemaDefs(BODIES, {
    target: 'draft-2020-12',
    // Trimming and the checks in code (a real date, a known time zone) have no JSON Schema
    // form: the document states the rest, and the API still enforces everything.
    errorMode: 'ignore',
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  }) as Record<keyof typeof BODIES, JsonObject>;
  for (const [name, descriptions] of Object.entries(DESCRIPTIONS)) {
    const properties = converted[name as keyof typeof BODIES].properties as Record<
      string,
      JsonObject
    >;
    for (const [property, description] of Object.entries(descriptions)) {
      properties[property] = { ...properties[property], description };
    }
  }
  return converted;
}
