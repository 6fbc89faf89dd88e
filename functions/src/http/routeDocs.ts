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

export const ifMatchHeader = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    "The post's ETag as GET answered it: the write runs only if the post still has that version, and otherwise answers 412 PRECONDITION_FAILED naming who changed it and when. Without If-Match (or with *) the write runs over whatever version is stored, as before.",
  schema: { type: 'string' },
};

/** A 200 whose ETag header is the resource's version, for If-Match on later writes. */
export const okWithETag = (schema: string) => {
  const answer = ok(schema);
  return {
    '200': {
      ...answer['200'],
      headers: {
        ETag: {
          schema: { type: 'string' },
          description: 'The version of this resource, to send as If-Match with a write',
        },
      },
    },
  };
};

export const postIdParameter = {
  name: 'postId',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' },
};
