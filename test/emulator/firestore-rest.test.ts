// The REST v1 surface with plain fetch: every documents endpoint, CORS, identity and rules.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './firestore-fixture';

const projectId = 'demo-rest-test';
const root = `projects/${projectId}/databases/(default)/documents`;
const rules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /open/{id} {
      allow read, write: if true;
    }
    match /mine/{uid} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
  }
}
`;
let emulator: TestEmulator;
const owner = { authorization: 'Bearer owner' };

function unsignedToken(uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: uid, user_id: uid, iat: 1 })}.`;
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = owner,
) {
  const response = await fetch(`${emulator.url}/v1/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & unknown[],
  };
}

beforeAll(async () => {
  emulator = await startTestEmulator(projectId, { rules });
});
afterAll(async () => {
  await emulator?.stop();
});
beforeEach(() => {
  emulator.database().clear();
});

describe('REST documents endpoints', () => {
  it('creates with a chosen id, gets, patches with a mask and deletes a document', async () => {
    const created = await call('POST', `${root}/cities?documentId=paris`, {
      fields: { name: { stringValue: 'Paris' }, pop: { integerValue: '2100000' } },
    });
    expect(created.status).toBe(200);
    expect(created.body.name).toBe(`${root}/cities/paris`);
    expect(created.body.createTime).toMatch(/Z$/);

    const again = await call('POST', `${root}/cities?documentId=paris`, { fields: {} });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 409, status: 'ALREADY_EXISTS' } });

    const patched = await call(
      'PATCH',
      `${root}/cities/paris?updateMask.fieldPaths=pop&updateMask.fieldPaths=country&currentDocument.exists=true&mask.fieldPaths=pop`,
      {
        fields: {
          pop: { integerValue: 2200000 },
          name: { stringValue: 'ignored' },
          country: { stringValue: 'FR' },
        },
      },
    );
    expect(patched.status).toBe(200);
    expect(patched.body.fields).toEqual({ pop: { integerValue: '2200000' } });

    const got = await call('GET', `${root}/cities/paris`);
    expect(got.body.fields).toEqual({
      name: { stringValue: 'Paris' },
      pop: { integerValue: '2200000' },
      country: { stringValue: 'FR' },
    });

    const stale = await call(
      'DELETE',
      `${root}/cities/paris?currentDocument.updateTime=2000-01-01T00:00:00Z`,
    );
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });
    expect((await call('DELETE', `${root}/cities/paris`)).status).toBe(200);
    const missing = await call('GET', `${root}/cities/paris`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 404, status: 'NOT_FOUND' } });
  });

  it('creates a document with a generated id when none is given', async () => {
    const created = await call('POST', `${root}/notes`, { fields: { a: { booleanValue: true } } });
    expect(String(created.body.name)).toMatch(
      new RegExp(`^${root.replace(/[()]/g, '\\$&')}/notes/[A-Za-z0-9]{20}$`),
    );
  });

  it('lists documents in pages', async () => {
    for (const id of ['a', 'b', 'c']) {
      await call('PATCH', `${root}/letters/${id}`, { fields: { id: { stringValue: id } } });
    }
    const first = await call('GET', `${root}/letters?pageSize=2`);
    expect(
      (first.body.documents as { name: string }[]).map((d) => d.name.split('/').pop()),
    ).toEqual(['a', 'b']);
    expect(first.body.nextPageToken).toBeTruthy();
    const second = await call(
      'GET',
      `${root}/letters?pageSize=2&pageToken=${encodeURIComponent(String(first.body.nextPageToken))}`,
    );
    expect(
      (second.body.documents as { name: string }[]).map((d) => d.name.split('/').pop()),
    ).toEqual(['c']);
  });

  it('answers batchGet, runQuery and runAggregationQuery as JSON arrays', async () => {
    await call('PATCH', `${root}/n/one`, { fields: { v: { integerValue: '1' } } });
    await call('PATCH', `${root}/n/two`, { fields: { v: { integerValue: '2' } } });
    const batch = await call('POST', `${root}:batchGet`, {
      documents: [`${root}/n/one`, `${root}/n/zero`],
    });
    expect(batch.body).toHaveLength(2);
    expect(batch.body[0]).toHaveProperty('found.fields.v.integerValue', '1');
    expect(batch.body[1]).toMatchObject({ missing: `${root}/n/zero` });

    const query = await call('POST', `${root}:runQuery`, {
      structuredQuery: {
        from: [{ collectionId: 'n' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'v' },
            op: 'GREATER_THAN',
            value: { integerValue: '1' },
          },
        },
      },
    });
    expect(query.body).toHaveLength(1);
    expect(query.body[0]).toHaveProperty('document.name', `${root}/n/two`);

    const empty = await call('POST', `${root}:runQuery`, {
      structuredQuery: { from: [{ collectionId: 'nothing' }] },
    });
    expect(empty.body).toHaveLength(1);
    expect(empty.body[0]).toHaveProperty('readTime');
    expect(empty.body[0]).not.toHaveProperty('document');

    const aggregate = await call('POST', `${root}:runAggregationQuery`, {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'n' }] },
        aggregations: [
          { alias: 'total', sum: { field: { fieldPath: 'v' } } },
          { alias: 'c', count: {} },
        ],
      },
    });
    expect(aggregate.body[0]).toMatchObject({
      result: { aggregateFields: { total: { integerValue: '3' }, c: { integerValue: '2' } } },
    });
  });

  it('runs a transaction with beginTransaction, commit and rollback', async () => {
    const begin = await call('POST', `${root}:beginTransaction`, {});
    const transaction = begin.body.transaction as string;
    expect(transaction).toBeTruthy();
    const commit = await call('POST', `${root}:commit`, {
      transaction,
      writes: [
        { update: { name: `${root}/t/x`, fields: { n: { integerValue: '1' } } } },
        {
          transform: {
            document: `${root}/t/x`,
            fieldTransforms: [
              { fieldPath: 'n', maximum: { integerValue: '5' } },
              { fieldPath: 'low', minimum: { doubleValue: 1.5 } },
            ],
          },
        },
      ],
    });
    expect(commit.status).toBe(200);
    expect(commit.body.writeResults).toHaveLength(2);
    const got = await call('GET', `${root}/t/x`);
    expect(got.body.fields).toEqual({ n: { integerValue: '5' }, low: { doubleValue: 1.5 } });

    const second = await call('POST', `${root}:beginTransaction`, {});
    expect(
      (await call('POST', `${root}:rollback`, { transaction: second.body.transaction })).status,
    ).toBe(200);
  });

  it('applies batchWrite writes independently', async () => {
    const result = await call('POST', `${root}:batchWrite`, {
      writes: [
        { update: { name: `${root}/bw/a`, fields: {} } },
        { update: { name: `${root}/bw/b`, fields: {} }, currentDocument: { exists: true } },
      ],
    });
    const status = result.body.status as { code?: number }[];
    expect(status[0]?.code ?? 0).toBe(0);
    expect(status[1]?.code).toBe(5);
    expect((await call('GET', `${root}/bw/a`)).status).toBe(200);
  });

  it('lists collection ids under the root and under a document', async () => {
    await call('PATCH', `${root}/top/d`, { fields: {} });
    await call('PATCH', `${root}/top/d/sub1/x`, { fields: {} });
    const top = await call('POST', `${root}:listCollectionIds`, {});
    expect(top.body.collectionIds).toEqual(['top']);
    const below = await call('POST', `${root}/top/d:listCollectionIds`, {});
    expect(below.body.collectionIds).toEqual(['sub1']);
  });
});

describe('REST identity and rules', () => {
  it('lets a signed-in caller write their own document and nobody else', async () => {
    const alice = { authorization: `Bearer ${unsignedToken('alice')}` };
    const own = await call(
      'PATCH',
      `${root}/mine/alice`,
      { fields: { a: { integerValue: '1' } } },
      alice,
    );
    expect(own.status).toBe(200);
    const other = await call('PATCH', `${root}/mine/bob`, { fields: {} }, alice);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ error: { code: 403, status: 'PERMISSION_DENIED' } });
    expect((other.body as unknown as { error: { message: string } }).error.message).toMatch(
      /for 'create' @ L8/,
    );
  });

  it('treats a request without a token as unauthenticated', async () => {
    expect((await call('GET', `${root}/open/x`, undefined, {})).status).toBe(404);
    expect((await call('GET', `${root}/mine/alice`, undefined, {})).status).toBe(403);
  });

  it('denies a query the rules cannot prove safe, as one error in an array', async () => {
    const response = await call(
      'POST',
      `${root}:runQuery`,
      { structuredQuery: { from: [{ collectionId: 'mine' }] } },
      {},
    );
    expect(response.status).toBe(403);
    expect(response.body[0]).toMatchObject({ error: { status: 'PERMISSION_DENIED' } });
  });
});

describe('HTTP surface', () => {
  it('answers "Ok" at the root like the official emulator', async () => {
    const response = await fetch(`${emulator.url}/`);
    expect(await response.text()).toBe('Ok');
  });

  it('answers CORS preflights and echoes the origin', async () => {
    const preflight = await fetch(`${emulator.url}/v1/${root}:runQuery`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-goog-api-client',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    const get = await fetch(`${emulator.url}/v1/${root}/open/none`, {
      headers: { origin: 'http://connect.localhost:5000' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://connect.localhost:5000');
    // A page of another site gets no grant, so the browser keeps the answer from it.
    for (const origin of ['http://app.test', 'http://localhost.evil.example']) {
      const foreign = await fetch(`${emulator.url}/v1/${root}/open/none`, { headers: { origin } });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('answers unknown paths with 404', async () => {
    expect((await fetch(`${emulator.url}/v2/whatever`)).status).toBe(404);
    const wrongVerb = await call('GET', `${root}:commit`);
    expect(wrongVerb.status).toBe(404);
  });
});
