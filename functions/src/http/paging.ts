// What the paged listings share: their query parameters (a status, a channel, a page size and
// the cursor) as OpenAPI states them and as a route reads them, and the page answer.

import { ValidationError } from './errors';

export function limitOf(raw: string | null): number {
  const limit = raw === null ? 50 : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new ValidationError('limit must be an integer from 1 to 100.');
  return limit;
}

/** The parameters of a listing whose status takes `statusSchema`. */
export function pageParameters(statusSchema: Record<string, unknown>): unknown[] {
  return [
    { name: 'status', in: 'query', required: false, schema: statusSchema },
    { name: 'channelId', in: 'query', required: false, schema: { type: 'string' } },
    {
      name: 'limit',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
    },
    { name: 'cursor', in: 'query', required: false, schema: { type: 'string' } },
  ];
}

/** The answer: a page component schema holding `data` and `nextCursor`. */
export const pageAnswer = (schema: string) => ({
  '200': {
    description: 'OK',
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
  },
});

/** The channel, page size and cursor a request asks for. */
export function pageQuery(query: URLSearchParams) {
  return {
    channelId: query.get('channelId'),
    limit: limitOf(query.get('limit')),
    cursor: query.get('cursor'),
  };
}
