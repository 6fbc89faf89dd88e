// Reading a request body as JSON and validating it with a shared schema, answering
// VALIDATION_ERROR with the fields at fault.

import { describeIssues } from '@model/describe-issues';
import * as v from 'valibot';
import { ValidationError } from './errors';

export const BODY_MAX_BYTES = 64 * 1024;

export function parseJsonBody(raw: Buffer | undefined): unknown {
  if (!raw || raw.length === 0) return undefined;
  if (raw.length > BODY_MAX_BYTES)
    throw new ValidationError(`The body is larger than ${BODY_MAX_BYTES} bytes.`);
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ValidationError('The body is not valid JSON.');
  }
}

export function validate<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  if (body === undefined) throw new ValidationError('A JSON body is required.');
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const issues: Record<string, string> = {};
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? '';
      if (!(path in issues)) issues[path] = issue.message;
    }
    throw new ValidationError(describeIssues(result.issues), issues);
  }
  return result.output;
}
