import { postDocSchema } from '@model/schemas/posts/posts-stored';
import { entriesOf } from '@model/schemas/stored';
import { STORED_COLLECTIONS } from '@model/schemas/stored-collections';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildSeed } from './dataset';

const seed = buildSeed(new Date('2026-03-10T15:42:00Z'));

type DocSchema = Parameters<typeof entriesOf>[0] & v.GenericSchema;

/** Each stored collection (ids as *) and the stored schema of its documents. */
const SCHEMAS: Record<string, DocSchema> = STORED_COLLECTIONS;

function collectionOf(path: string): string {
  return path
    .split('/')
    .map((part, index) => (index % 2 === 1 ? '*' : part))
    .join('/');
}

describe('the seed writes the stored shapes of model/schemas', () => {
  it('has a schema for every collection it fills', () => {
    const collections = new Set(seed.documents.map((d) => collectionOf(d.path)));
    expect([...collections].filter((c) => !(c in SCHEMAS))).toEqual([]);
  });

  it('writes documents every schema accepts, with no field a schema lacks', () => {
    const problems: string[] = [];
    for (const { path, data } of seed.documents) {
      const schema = SCHEMAS[collectionOf(path)];
      if (!schema) continue;
      const result = v.safeParse(schema, data);
      if (!result.success) {
        for (const issue of result.issues) {
          problems.push(`${path} ${v.getDotPath(issue) ?? ''}: ${issue.message}`);
        }
      }
      const known = new Set(entriesOf(schema, data as Record<string, unknown>));
      for (const key of Object.keys(data)) {
        if (!known.has(key)) problems.push(`${path} ${key}: not in the schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('rejects a document that strays from the shape (a channel result status no publisher writes)', () => {
    const post = seed.documents.find(
      (d) => collectionOf(d.path) === 'workspaces/*/posts/*' && d.path.includes('published'),
    );
    const data = structuredClone(post?.data) as Record<string, unknown>;
    expect(v.is(postDocSchema, post?.data)).toBe(true);
    const results = data.results as Record<string, { status: string }>;
    const first = Object.values(results)[0];
    expect(first).toBeDefined();
    if (first) first.status = 'unknown';
    // structuredClone drops the Timestamp class, so only the status is checked here.
    const issues = v.safeParse(postDocSchema, data).issues ?? [];
    expect(issues.some((issue) => v.getDotPath(issue)?.endsWith('.status'))).toBe(true);
  });
});
