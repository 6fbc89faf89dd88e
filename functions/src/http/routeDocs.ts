// The OpenAPI pieces the route tables share: success answers wrapping a component schema in
// { data }, a JSON body, the Idempotency-Key header and the post id parameter.

const wrapped = (status: string, description: string, data: unknown) => ({
  [status]: {
    description,
    content: {
      'application/json': {
        schema: { type: 'object', properties: { data }, required: ['data'] },
      },
    },
  },
});

const ref = (schema: string) => ({ $ref: `#/components/schemas/${schema}` });

export const list = (schema: string) => wrapped('200', 'OK', { type: 'array', items: ref(schema) });
export const ok = (schema: string) => wrapped('200', 'OK', ref(schema));
export const created = (schema: string) => wrapped('201', 'Created', ref(schema));

export const jsonBody = (schema: string) => ({
  required: true,
  content: { 'application/json': { schema: ref(schema) } },
});

export const idempotencyHeader = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Repeat the same key when retrying: the first answer is returned again (with Idempotent-Replayed: true) and nothing is done twice. The same key with a different request answers 409 CONFLICT.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
};

export const postIdParameter = {
  name: 'postId',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' },
};
