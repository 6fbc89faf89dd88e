// A conditional GET answered 304 Not Modified: the request helper treats every non-2xx status as
// a failure, so the readers ask here whether the failure only means "nothing new".

import { ProviderError } from '../errors';

export function isNotModified(error: unknown): boolean {
  return error instanceof ProviderError && error.status === 304;
}
