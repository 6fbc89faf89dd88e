// Tries a failed post again on the channels that failed for sure, never on one that went out.

import { retryPostSchema } from '../../../src/lib/schemas/posts';
import { retryPost as retry } from '../domain/retryPost';
import { signedIn } from './define';

export const retryPost = signedIn('retryPost', retryPostSchema, (input, { db, caller, now }) =>
  retry(db, caller, input, now),
);
