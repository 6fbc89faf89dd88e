import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryPublicDocs, readPublicDoc } from './public-read';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answering(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('public documents over the REST API', () => {
  it('reads a document with its values as the SDK gives them', async () => {
    const fetch = answering({
      name: 'projects/demo-smm/databases/(default)/documents/policies/privacy',
      fields: {
        version: { integerValue: '3' },
        ratio: { doubleValue: 0.5 },
        live: { booleanValue: true },
        gone: { nullValue: null },
        publishedAt: { timestampValue: '2026-01-02T03:04:05Z' },
        title: { mapValue: { fields: { en: { stringValue: 'Privacy' } } } },
        locales: { arrayValue: { values: [{ stringValue: 'en' }, { stringValue: 'fr' }] } },
        empty: { arrayValue: {} },
      },
    });
    const doc = await readPublicDoc('policies/privacy');
    expect(fetch.mock.calls[0]?.[0]).toMatch(
      /\/v1\/projects\/demo-smm\/databases\/\(default\)\/documents\/policies\/privacy$/,
    );
    expect(doc).toEqual({
      id: 'privacy',
      data: {
        version: 3,
        ratio: 0.5,
        live: true,
        gone: null,
        publishedAt: new Date('2026-01-02T03:04:05Z'),
        title: { en: 'Privacy' },
        locales: ['en', 'fr'],
        empty: [],
      },
    });
  });

  it('answers null for a document that does not exist, and throws the code of a refusal', async () => {
    answering({ error: { code: 404, status: 'NOT_FOUND', message: 'missing' } }, 404);
    expect(await readPublicDoc('settings/app')).toBeNull();
    answering({ error: { code: 403, status: 'PERMISSION_DENIED', message: 'denied' } }, 403);
    await expect(readPublicDoc('settings/other')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('queries with the equalities the rules check, and skips the results without a document', async () => {
    const fetch = answering([
      {
        document: {
          name: 'projects/demo-smm/databases/(default)/documents/plans/basic',
          fields: { product: { stringValue: 'smm' } },
        },
        readTime: '2026-01-01T00:00:00Z',
      },
      { readTime: '2026-01-01T00:00:00Z' },
    ]);
    const docs = await queryPublicDocs('plans', { product: 'smm', active: true });
    expect(docs).toEqual([{ id: 'basic', data: { product: 'smm' } }]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toMatch(/\/documents:runQuery$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'plans' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              {
                fieldFilter: {
                  field: { fieldPath: 'product' },
                  op: 'EQUAL',
                  value: { stringValue: 'smm' },
                },
              },
              {
                fieldFilter: {
                  field: { fieldPath: 'active' },
                  op: 'EQUAL',
                  value: { booleanValue: true },
                },
              },
            ],
          },
        },
      },
    });
  });
});
