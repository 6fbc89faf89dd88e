import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiContactSchema } from '../../../src/lib/schemas/contact';
import {
  apiCreatePostSchema,
  POST_CHANNELS_MAX,
  POST_TEXT_MAX,
  POST_THREAD_PARTS_MAX,
  postThreadPartSchema,
} from '../../../src/lib/schemas/posts';
import { apiCreateServiceRequestSchema } from '../../../src/lib/schemas/service-requests';
import { openApiDocument } from './openapi';
import { requestBodySchemas } from './openapiBodies';
import { ROUTES } from './routes';

type Json = Record<string, unknown>;
interface PipeItem {
  type: string;
  requirement?: unknown;
}
interface AnySchema {
  type: string;
  wrapped?: AnySchema;
  pipe?: readonly PipeItem[];
}

/** The requirement of a pipe action (max_length, min_length, regex) on a schema or what it wraps. */
function requirement(schema: AnySchema, type: string): unknown {
  const inner = schema.wrapped ?? schema;
  const action = (inner.pipe ?? []).find((item) => item.type === type);
  return action?.requirement;
}

const BODIES = {
  NewPost: apiCreatePostSchema,
  ThreadPart: postThreadPartSchema,
  NewServiceRequest: apiCreateServiceRequestSchema,
  ContactMessage: apiContactSchema,
};

const bodies = requestBodySchemas();

describe('the OpenAPI request bodies come from the valibot schemas the routes validate with', () => {
  it.each(Object.entries(BODIES))('%s states every limit of its schema', (name, schema) => {
    const json = bodies[name as keyof typeof BODIES];
    const properties = json.properties as Record<string, Json>;
    const entries = schema.entries as unknown as Record<string, AnySchema>;
    expect(Object.keys(properties).sort()).toEqual(Object.keys(entries).sort());
    expect([...(json.required as string[])].sort()).toEqual(
      Object.entries(entries)
        .filter(([, entry]) => entry.type !== 'optional')
        .map(([key]) => key)
        .sort(),
    );
    expect(json.additionalProperties).toBe(false);
    for (const [key, entry] of Object.entries(entries)) {
      const property = properties[key] as Json;
      const array = property.type === 'array';
      const max = requirement(entry, 'max_length');
      const min =
        requirement(entry, 'min_length') ??
        ((entry.wrapped ?? entry).pipe?.some((item) => item.type === 'non_empty') ? 1 : undefined);
      const pattern = requirement(entry, 'regex') as RegExp | undefined;
      expect(property[array ? 'maxItems' : 'maxLength'], `${name}.${key} max`).toBe(max);
      expect(property[array ? 'minItems' : 'minLength'], `${name}.${key} min`).toBe(min);
      expect(property.pattern, `${name}.${key} pattern`).toBe(pattern?.source);
    }
  });

  it('states the post limits the API enforces, and refuses one character or item more', () => {
    const post = bodies.NewPost.properties as Record<string, Json>;
    expect(post.text?.maxLength).toBe(POST_TEXT_MAX);
    expect(post.channelIds?.maxItems).toBe(POST_CHANNELS_MAX);
    expect(post.thread?.maxItems).toBe(POST_THREAD_PARTS_MAX);
    expect(post.thread?.items).toEqual({ $ref: '#/components/schemas/ThreadPart' });
    expect(post.scheduledAt).toMatchObject({ type: 'string', format: 'date-time' });
    const body = { text: 'x'.repeat(POST_TEXT_MAX), channelIds: ['ch1'] };
    expect(v.is(apiCreatePostSchema, body)).toBe(true);
    expect(v.is(apiCreatePostSchema, { ...body, text: `${body.text}x` })).toBe(false);
    const channelIds = Array.from({ length: POST_CHANNELS_MAX + 1 }, (_, i) => `ch${i}`);
    expect(v.is(apiCreatePostSchema, { ...body, channelIds })).toBe(false);
  });

  it('is what the served document holds', () => {
    const document = openApiDocument(ROUTES) as { components: { schemas: Json } };
    for (const [name, schema] of Object.entries(bodies)) {
      expect(document.components.schemas[name]).toEqual(schema);
    }
    expect(JSON.stringify(document)).not.toContain('$defs');
  });
});
