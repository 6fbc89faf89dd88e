// Parsing of the resource names requests carry (database, parent, document names).
import { FirestoreError } from './errors';

export interface DatabaseRef {
  projectId: string;
  databaseId: string;
}

const NAME = /^projects\/([^/]+)\/databases\/([^/]+)(?:\/documents(?:\/.*)?)?$/;

/** The project and database a resource name belongs to; INVALID_ARGUMENT when it is not one. */
export function databaseOf(name: unknown, field = 'database'): DatabaseRef {
  const match = typeof name === 'string' ? NAME.exec(name) : null;
  if (!match?.[1] || !match[2]) {
    throw new FirestoreError(
      'INVALID_ARGUMENT',
      `Invalid ${field} name: ${typeof name === 'string' && name ? `"${name}"` : 'missing'}.`,
    );
  }
  return { projectId: match[1], databaseId: match[2] };
}
