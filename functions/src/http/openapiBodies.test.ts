import { answeredFields, apiPostSchema } from '@model/schemas/api-responses';
import {
  apiCreatePostSchema,
  POST_CHANNELS_MAX,
  POST_TEXT_MAX,
  POST_THREAD_PARTS_MAX,
} from '@model/schemas/posts/posts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';
import { BODIES, componentSchemas, RESPONSES, requestBodySchemas } from './openapiBodies';
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
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  options?: readonly unknown[];
  literal?: unknown;
  key?: AnySchema;
  value?: AnySchema;
}

const components = componentSchemas();
const bodies = requestBodySchemas();
const ALL = { ...BODIES, ...RESPONSES } as unknown as Record<string, AnySchema>;
/** A schema that is a component of its own is stated by reference. */
const NAMES = new Map(Object.entries(ALL).map(([name, schema]) => [schema, name]));

function requirement(schema: AnySchema, type: string): unknown {
  return (schema.pipe ?? []).find((item) => item.type === type)?.requirement;
}

/**
 * Walks a valibot schema and its JSON Schema side by side and collects every place where the
 * document states something other than the schema: a property, a required key, an enumeration,
 * a constant, a length, a count, a bound or a pattern.
 */
function differences(schema: AnySchema, json: Json, at: string, top = false): string[] {
  const named = NAMES.get(schema);
  if (named && !top) {
    return json.$ref === `#/components/schemas/${named}` ? [] : [`${at}: not a $ref to ${named}`];
  }
  if (schema.type === 'optional') return differences(schema.wrapped as AnySchema, json, at);
  if (schema.type === 'nullable') {
    const branches = (json.anyOf ?? []) as Json[];
    const other = branches.find((branch) => branch.type !== 'null');
    if (branches.length !== 2 || !other) return [`${at}: not stated as nullable`];
    return differences(schema.wrapped as AnySchema, other, at);
  }
  const out: string[] = [];
  const same = (what: string, stated: unknown, own: unknown) => {
    if (JSON.stringify(stated) !== JSON.stringify(own))
      out.push(`${at} ${what}: ${JSON.stringify(stated)} ≠ ${JSON.stringify(own)}`);
  };
  const pattern = requirement(schema, 'regex') as RegExp | undefined;
  switch (schema.type) {
    case 'object':
    case 'strict_object': {
      const entries = schema.entries ?? {};
      const properties = (json.properties ?? {}) as Record<string, Json>;
      same('properties', Object.keys(properties).sort(), Object.keys(entries).sort());
      same(
        'required',
        [...((json.required as string[] | undefined) ?? [])].sort(),
        Object.entries(entries)
          .filter(([, entry]) => entry.type !== 'optional')
          .map(([key]) => key)
          .sort(),
      );
      same(
        'additionalProperties',
        json.additionalProperties,
        schema.type === 'strict_object' ? false : undefined,
      );
      for (const [key, entry] of Object.entries(entries)) {
        out.push(...differences(entry, properties[key] ?? {}, `${at}.${key}`));
      }
      break;
    }
    case 'array': {
      same('type', json.type, 'array');
      same('maxItems', json.maxItems, requirement(schema, 'max_length'));
      same('minItems', json.minItems, requirement(schema, 'min_length'));
      out.push(...differences(schema.item as AnySchema, (json.items ?? {}) as Json, `${at}[]`));
      break;
    }
    case 'record':
      out.push(
        ...differences(
          schema.key as AnySchema,
          (json.propertyNames ?? { type: 'string' }) as Json,
          `${at} key`,
        ),
      );
      out.push(
        ...differences(
          schema.value as AnySchema,
          (json.additionalProperties ?? {}) as Json,
          `${at}{}`,
        ),
      );
      break;
    case 'picklist':
      same('enum', json.enum, schema.options);
      break;
    case 'literal':
      same('const', json.const, schema.literal);
      break;
    case 'string': {
      same('type', json.type, 'string');
      same('maxLength', json.maxLength, requirement(schema, 'max_length'));
      const nonEmpty = (schema.pipe ?? []).some((item) => item.type === 'non_empty');
      const min = requirement(schema, 'min_length') ?? (nonEmpty ? 1 : undefined);
      same('minLength', json.minLength, min);
      same('pattern', json.pattern, pattern?.source);
      if ((schema.pipe ?? []).some((item) => item.type === 'iso_timestamp'))
        same('format', json.format, 'date-time');
      break;
    }
    case 'number':
      same('minimum', json.minimum, requirement(schema, 'min_value'));
      same('maximum', json.maximum, requirement(schema, 'max_value'));
      same(
        'type',
        json.type,
        (schema.pipe ?? []).some((item) => item.type === 'integer') ? 'integer' : 'number',
      );
      break;
    case 'boolean':
      same('type', json.type, 'boolean');
      break;
    default:
      out.push(`${at}: a ${schema.type} the test does not know`);
  }
  return out;
}

describe('the OpenAPI schemas come from the valibot schemas the routes validate with and answer by', () => {
  it.each(Object.keys(ALL))(
    '%s states every property, enumeration, length and pattern of its schema',
    (name) => {
      expect(
        differences(
          ALL[name] as AnySchema,
          components[name as keyof typeof components],
          name,
          true,
        ),
      ).toEqual([]);
    },
  );

  it('notices a document that strays from its schema', () => {
    const plan = structuredClone(components.Plan) as { properties: Record<string, Json> };
    (plan.properties.currency as Json).pattern = '^[A-Z]+$';
    (plan.properties.product as Json).enum = ['smm'];
    delete plan.properties.order;
    const found = differences(ALL.Plan as AnySchema, plan as Json, 'Plan', true);
    expect(found.join('\n')).toMatch(/currency pattern/);
    expect(found.join('\n')).toMatch(/product enum/);
    expect(found.join('\n')).toMatch(/properties/);
  });

  it('answers a listed post with exactly the fields of its schema', () => {
    expect(Object.keys(apiPostSchema.entries)).toEqual(['id', ...answeredFields(apiPostSchema)]);
    const post = {
      id: 'p1',
      text: 'Hello',
      channelIds: ['ch1'],
      status: 'draft',
      scheduledAt: null,
      timeZone: 'Europe/Madrid',
      thread: null,
      firstComment: null,
      createdAt: '2026-03-10T15:42:00.000Z',
      updatedAt: null,
    };
    expect(v.is(apiPostSchema, post)).toBe(true);
    expect(v.is(apiPostSchema, { ...post, status: 'unknown' })).toBe(false);
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
    for (const [name, schema] of Object.entries(components)) {
      expect(document.components.schemas[name]).toEqual(schema);
    }
    expect(JSON.stringify(document)).not.toContain('$defs');
  });
});
